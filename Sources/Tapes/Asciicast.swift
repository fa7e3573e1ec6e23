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

    /// Returns what was written so far and starts over (header included), for streaming.
    public mutating func take() -> String {
        defer { text = "" }
        return text
    }

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
        // Byte by byte: frames are mostly plain text and UTF-8 above 0x7F never needs escaping,
        // so this copies runs of bytes instead of building the string a scalar at a time.
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(s.utf8.count + 16)
        let backslash = UInt8(ascii: "\\")
        for b in s.utf8 {
            let escaped: UInt8
            switch b {
            case UInt8(ascii: "\""), backslash: escaped = b
            case 0x0A: escaped = UInt8(ascii: "n")
            case 0x0D: escaped = UInt8(ascii: "r")
            case 0x09: escaped = UInt8(ascii: "t")
            case 0..<0x20, 0x7F:
                out.append(backslash); out.append(UInt8(ascii: "u")); out.append(UInt8(ascii: "0")); out.append(UInt8(ascii: "0"))
                out.append(hex[Int(b >> 4)]); out.append(hex[Int(b & 15)])
                continue
            default:
                out.append(b)
                continue
            }
            out.append(backslash)
            out.append(escaped)
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
