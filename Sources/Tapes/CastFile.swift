import Foundation
import Pictures
import TerminalCanvas

/// An asciicast read back for playing: v2 (absolute times) or v3 (intervals), as events with
/// absolute times in seconds.
public struct CastFile {
    public struct Event: Equatable {
        public var time: Double
        public var code: String
        public var data: String
        /// The terminal size a resize (`"r"`) event gives, already checked against the limits.
        public var size: Size? { code == "r" ? Size(parsing: data) : nil }
    }
    public var width: Int
    public var height: Int
    public var idleTimeLimit: Double?
    public var events: [Event]
    /// The colours the recording was made with, when its header gives them (v3's `term.theme`,
    /// v2's `theme`: `fg`, `bg` and a `palette` of 8 or 16 colours joined by `:`).
    public var theme: PictureTheme?

    public struct ParseError: Error, CustomStringConvertible {
        public let description: String
    }

    public init(contentsOf path: String) throws {
        // A folder would read as nothing, a FIFO would block until someone writes to it.
        if let problem = InputFile.problem(path) {
            throw ParseError(description: "\(path) \(problem); give the path of a .cast recording")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ParseError(description: "\(path): cannot read the file (\(access(path, R_OK) == 0 ? "read error" : "no permission"))")
        }
        try self.init(text: String(decoding: data, as: UTF8.self), name: path)
    }

    public init(text: String, name: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().makeIterator()
        guard let (_, first) = lines.next(),
              let header = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any] else {
            throw ParseError(description: "\(name):1: not an asciicast: the first line must be a JSON header object")
        }
        let version = header["version"] as? Int ?? 0
        guard version == 2 || version == 3 else {
            throw ParseError(description: "\(name):1: asciicast version \(header["version"] ?? "missing") is not supported; use version 2 or 3")
        }
        if version == 3 {
            let term = header["term"] as? [String: Any] ?? [:]
            width = term["cols"] as? Int ?? 80
            height = term["rows"] as? Int ?? 24
            theme = Self.theme(term["theme"])
        } else {
            width = header["width"] as? Int ?? 80
            height = header["height"] as? Int ?? 24
            theme = Self.theme(header["theme"])
        }
        guard RecordingLimits.allows(Size(width: width, height: height)) else {
            throw ParseError(description: "\(name):1: the header's terminal size \(width)×\(height) is out of range "
                             + "(1×1 to \(RecordingLimits.largestTerminal.width)×\(RecordingLimits.largestTerminal.height) cells)")
        }
        idleTimeLimit = (header["idle_time_limit"] as? NSNumber)?.doubleValue
        events = []
        var clock = 0.0
        while let (index, line) = lines.next() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let array = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) as? [Any], array.count >= 3,
                  let t = (array[0] as? NSNumber)?.doubleValue, let code = array[1] as? String, let data = array[2] as? String else {
                throw ParseError(description: "\(name):\(index + 1): expected an event [time, code, data], found \(trimmed.prefix(60))")
            }
            if code == "r" {
                guard let size = Size(parsing: data), RecordingLimits.allows(size) else {
                    throw ParseError(description: "\(name):\(index + 1): resize to '\(data.prefix(40))' is out of range: expected COLSxROWS "
                                     + "from 1x1 to \(RecordingLimits.largestTerminal.width)x\(RecordingLimits.largestTerminal.height)")
                }
            }
            guard t.isFinite, t >= 0 else {
                throw ParseError(description: "\(name):\(index + 1): the event's time \(t) is not a time in seconds")
            }
            clock = version == 3 ? clock + t : t
            events.append(Event(time: clock, code: code, data: data))
        }
    }

    /// asciicast's theme object, or nil when it is missing or not as the format specifies.
    static func theme(_ value: Any?) -> PictureTheme? {
        guard let object = value as? [String: Any], let fg = (object["fg"] as? String).flatMap(RGB.init(hex:)),
              let bg = (object["bg"] as? String).flatMap(RGB.init(hex:)) else { return nil }
        let palette = (object["palette"] as? String ?? "").split(separator: ":").compactMap { RGB(hex: String($0)) }
        guard palette.count == 8 || palette.count == 16 else { return nil }
        // Eight colours: the bright ones are the same, as asciinema's player draws them.
        return PictureTheme(name: "cast", background: bg, foreground: fg, ansi: palette.count == 16 ? palette : palette + palette)
    }

    /// The events' times after capping pauses at `idleLimit` and dividing by `speed`.
    public func schedule(speed: Double, idleLimit: Double?) -> [Double] {
        var out: [Double] = []
        var previous = 0.0, clock = 0.0
        for e in events {
            var gap = max(0, e.time - previous)
            if let idleLimit { gap = min(gap, idleLimit) }
            clock += gap / max(0.01, speed)
            previous = e.time
            out.append(clock)
        }
        return out
    }
}
