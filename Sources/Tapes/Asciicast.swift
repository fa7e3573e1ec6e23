/// Writes asciicast v2: a JSON header line, then one `[time, code, data]` line per event.
/// Times are printed from whole microseconds and strings escaped the same way every run, so a
/// tape gives byte-identical casts.
public struct AsciicastWriter {
    /// What was written so far, as UTF-8: every frame of a recording passes through here, and
    /// escaping bytes into bytes spares a string per event.
    private var bytes: [UInt8] = []

    /// What was written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
    /// How many bytes that is.
    public var count: Int { bytes.count }

    /// The header. No timestamp: it would make two recordings of one tape differ.
    public init(width: Int, height: Int, title: String? = nil, idleTimeLimit: Double? = nil, term: String = "xterm-256color") {
        var fields = ["\"version\": 2", "\"width\": \(width)", "\"height\": \(height)"]
        if let idleTimeLimit { fields.append("\"idle_time_limit\": \(Self.time(idleTimeLimit))") }
        if let title { fields.append("\"title\": \(Self.json(title))") }
        fields.append("\"env\": {\"TERM\": \(Self.json(term))}")
        bytes = Array(("{" + fields.joined(separator: ", ") + "}\n").utf8)
    }

    /// A writer for event lines only (no header), for writing a cast as it happens.
    public static func line() -> AsciicastWriter { AsciicastWriter() }
    private init() {}

    /// Returns what was written so far and starts over (header included), for streaming.
    public mutating func take() -> String {
        defer { bytes.removeAll(keepingCapacity: true) }
        return text
    }

    /// One event: `[time, "code", "data"]`.
    public mutating func event(_ time: Double, _ code: String, _ data: String) {
        var data = data
        data.withUTF8 { event(time, code, utf8: $0) }
    }

    /// One event whose data is UTF-8 bytes (a frame from `AnsiFrameEncoder`).
    public mutating func event(_ time: Double, _ code: String, utf8 data: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "["))
        bytes += Self.time(time).utf8
        bytes += ", ".utf8
        var code = code
        code.withUTF8 { Self.appendJSON($0, to: &bytes) }
        bytes += ", ".utf8
        Self.appendJSON(data, to: &bytes)
        bytes += "]\n".utf8
    }

    /// Seconds with six decimals, from whole microseconds (no floating-point formatting).
    public static func time(_ t: Double) -> String {
        let micros = Int((max(0, t) * 1_000_000).rounded())
        let frac = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - frac.count) + frac
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as is.
    public static func json(_ s: String) -> String {
        var out: [UInt8] = []
        var s = s
        s.withUTF8 { appendJSON($0, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `utf8` as a JSON string. Runs that need no escaping (UTF-8 above 0x7F never does)
    /// are copied whole.
    private static func appendJSON(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.reserveCapacity(out.count + utf8.count + 16)
        out.append(UInt8(ascii: "\""))
        let backslash = UInt8(ascii: "\\")
        var runStart = 0
        for (i, b) in utf8.enumerated() {
            let escaped: UInt8
            switch b {
            case UInt8(ascii: "\""), backslash: escaped = b
            case 0x0A: escaped = UInt8(ascii: "n")
            case 0x0D: escaped = UInt8(ascii: "r")
            case 0x09: escaped = UInt8(ascii: "t")
            case 0..<0x20, 0x7F: escaped = 0
            default: continue
            }
            if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i])) }
            runStart = i + 1
            out.append(backslash)
            if escaped != 0 {
                out.append(escaped)
            } else {
                out.append(UInt8(ascii: "u")); out.append(UInt8(ascii: "0")); out.append(UInt8(ascii: "0"))
                out.append(hex[Int(b >> 4)]); out.append(hex[Int(b & 15)])
            }
        }
        if runStart < utf8.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        out.append(UInt8(ascii: "\""))
    }
}
