/// Writes asciicast v2: a JSON header line, then one `[time, code, data]` line per event.
/// Times are printed from whole microseconds and strings escaped the same way every run, so a
/// tape gives byte-identical casts.
public struct AsciicastWriter {
    public private(set) var text: String

    /// The header. No timestamp: it would make two recordings of one tape differ.
    public init(width: Int, height: Int, title: String? = nil, idleTimeLimit: Double? = nil, term: String = "xterm-256color") {
        var fields = ["\"version\": 2", "\"width\": \(width)", "\"height\": \(height)"]
        if let idleTimeLimit { fields.append("\"idle_time_limit\": \(Self.time(idleTimeLimit))") }
        if let title { fields.append("\"title\": \(Self.json(title))") }
        fields.append("\"env\": {\"TERM\": \(Self.json(term))}")
        text = "{" + fields.joined(separator: ", ") + "}\n"
    }

    /// A writer for event lines only (no header), for writing a cast as it happens.
    public static func line() -> AsciicastWriter { AsciicastWriter(text: "") }
    private init(text: String) { self.text = text }

    public mutating func event(_ time: Double, _ code: String, _ data: String) {
        text += "[\(Self.time(time)), \(Self.json(code)), \(Self.json(data))]\n"
    }

    /// Seconds with six decimals, from whole microseconds (no floating-point formatting).
    public static func time(_ t: Double) -> String {
        let micros = Int((max(0, t) * 1_000_000).rounded())
        let frac = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - frac.count) + frac
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as is.
    public static func json(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20 || u.value == 0x7f:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
