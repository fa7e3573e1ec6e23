import Foundation
import TerminalCanvas

/// What the running simulator and an attached terminal (`scenery attach`) say to each other
/// over their Unix socket: messages of a type byte, a 4-byte big-endian length, and a payload.
///
/// From the attached terminal: `hello` (its role — 0 external, 1 interactive — its size, then
/// any trait options it was given, `--text-size AX3`, as lines of UTF-8; an older client sends none),
/// `resize`, `input` (what was typed, as terminal bytes; an interactive terminal only), `detach`. From the
/// simulator: `welcome` (its display number), `frame` (a whole frame), `bye` (it quit, or
/// refused the terminal, with a one-line reason).
enum DisplayWire {
    enum Kind: UInt8 {
        case hello = 0x48, resize = 0x52, detach = 0x51, input = 0x49, welcome = 0x57, frame = 0x46, bye = 0x42
    }

    struct Message: Equatable {
        var kind: Kind
        var payload: [UInt8]
    }

    /// Frames are never larger than this (a 2000×1000 frame of wide styles fits); a longer
    /// message means the peer is not a Scenery of this version.
    static let longestMessage = 64 << 20

    static func encode(_ kind: Kind, _ payload: [UInt8] = []) -> [UInt8] {
        let n = UInt32(payload.count)
        return [kind.rawValue, UInt8(n >> 24), UInt8(truncatingIfNeeded: n >> 16), UInt8(truncatingIfNeeded: n >> 8), UInt8(truncatingIfNeeded: n)]
            + payload
    }

    /// What an attached terminal may send at once (a hello, a resize, a paste): far less than a frame.
    static let longestInput = 1 << 20

    /// Takes complete messages off the front of `buffer`; nil when the peer sent garbage or a
    /// message longer than `limit`.
    static func take(from buffer: inout [UInt8], limit: Int = longestMessage) -> [Message]? {
        var out: [Message] = []
        var i = 0
        while buffer.count - i >= 5 {
            guard let kind = Kind(rawValue: buffer[i]) else { return nil }
            let n = Int(buffer[i + 1]) << 24 | Int(buffer[i + 2]) << 16 | Int(buffer[i + 3]) << 8 | Int(buffer[i + 4])
            guard n <= limit else { return nil }
            guard buffer.count - i - 5 >= n else { break }
            out.append(Message(kind: kind, payload: Array(buffer[(i + 5)..<(i + 5 + n)])))
            i += 5 + n
        }
        buffer.removeFirst(i)
        return out
    }

    /// Trait options and their values as the hello carries them: one per line.
    static func traits(_ arguments: [String]) -> [UInt8] { Array(arguments.joined(separator: "\n").utf8) }

    /// The trait options a hello carries after its role and size (nothing from an older client).
    static func traits(from p: [UInt8], at i: Int = 5) -> [String] {
        guard p.count > i, let text = String(bytes: p[i...], encoding: .utf8) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func size(_ s: Size) -> [UInt8] {
        [UInt8(s.width >> 8), UInt8(truncatingIfNeeded: s.width), UInt8(s.height >> 8), UInt8(truncatingIfNeeded: s.height)]
    }

    /// A size sent by the other side, kept within what a terminal can be (1×1 to 2000×1000), so
    /// a confused peer cannot make the simulator draw a frame of billions of cells.
    static func size(from p: [UInt8], at i: Int = 0) -> Size? {
        guard p.count >= i + 4 else { return nil }
        let width = Int(p[i]) << 8 | Int(p[i + 1]), height = Int(p[i + 2]) << 8 | Int(p[i + 3])
        return Size(width: min(2000, max(1, width)), height: min(1000, max(1, height)))
    }

    /// A frame: its size, then each row as runs of one style: the style's 8 bytes, the run's
    /// byte count (2 bytes), and its graphemes in UTF-8. Wide glyphs' second cells are implied.
    static func frame(_ canvas: Canvas) -> [UInt8] {
        var out = size(canvas.size)
        out.reserveCapacity(canvas.width * canvas.height + 64)
        for y in 0..<canvas.height {
            var runs: [(Style, [UInt8])] = []
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                if cell.isContinuation { continue }
                let text = Array(String(cell.grapheme).utf8)
                if let last = runs.last, last.0 == cell.style, last.1.count + text.count < 65_000 {
                    runs[runs.count - 1].1 += text
                } else {
                    runs.append((cell.style, text))
                }
            }
            out += [UInt8(runs.count >> 8), UInt8(truncatingIfNeeded: runs.count)]
            for (style, text) in runs {
                var b = style.bits
                for _ in 0..<8 { out.append(UInt8(truncatingIfNeeded: b >> 56)); b <<= 8 }
                out += [UInt8(text.count >> 8), UInt8(truncatingIfNeeded: text.count)] + text
            }
        }
        return out
    }

    /// The canvas a frame payload describes; nil when it is malformed.
    static func canvas(from p: [UInt8], unicode: Bool = true) -> Canvas? {
        guard let size = size(from: p), size.width <= 2000, size.height <= 1000 else { return nil }
        var canvas = Canvas(size: size, unicode: unicode)
        var i = 4
        for y in 0..<size.height {
            guard p.count >= i + 2 else { return nil }
            let runs = Int(p[i]) << 8 | Int(p[i + 1])
            i += 2
            var x = 0
            for _ in 0..<runs {
                guard p.count >= i + 10 else { return nil }
                var bits: UInt64 = 0
                for k in 0..<8 { bits = bits << 8 | UInt64(p[i + k]) }
                let n = Int(p[i + 8]) << 8 | Int(p[i + 9])
                i += 10
                guard p.count >= i + n else { return nil }
                let text = String(decoding: p[i..<(i + n)], as: UTF8.self)
                i += n
                x += canvas.drawText(text, x: x, y: y, style: Style(bits: bits))
            }
        }
        return canvas
    }
}
