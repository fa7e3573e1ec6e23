import SceneryKit
import TerminalCanvas

/// Where a command came from: file, line and column (1-based), for error messages.
public struct TapeLocation: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public var description: String { "\(file):\(line):\(column)" }
}

/// A tape problem: where, which command, and what was expected.
public struct TapeError: Error, CustomStringConvertible, Sendable {
    public let location: TapeLocation
    public let command: String
    public let message: String
    public var description: String { "\(location): \(command): \(message)" }
}

/// One command of a tape, in the VHS tape language plus Scenery's own commands.
public enum TapeCommand: Sendable, Equatable {
    case output(String)
    case setSize(width: Int?, height: Int?)
    case setTypingSpeed(Double)
    case type(String, delay: Double?)
    /// A key with modifiers, repeated `count` times, `delay` seconds apart (nil: the typing speed).
    case key(KeyEvent, count: Int, delay: Double?)
    case sleep(Double)
    case hide, show
    case screenshot(String)
    case launch(String)
    /// Quit (saving every scene) and launch again: the windows come back from saved state.
    case restart
    case resize(from: Size?, to: Size, over: Double)
    case mouseClick(Point)
    case mouseDrag(from: Point, to: Point)
    case scroll(up: Bool, count: Int)
    case open(String)
    case marker(String)
    case expectText(String)
    case expectRegex(String)
    case expectTraits([(String, String)])
    case wait(regex: String, timeout: Double)

    public static func == (a: TapeCommand, b: TapeCommand) -> Bool { "\(a)" == "\(b)" }
}

/// A parsed tape: its commands with their locations, and warnings for what the simulator ignores.
public struct Tape: Sendable {
    public var file: String
    public var steps: [(command: TapeCommand, location: TapeLocation, text: String)]
    public var warnings: [String]
    /// The terminal size before any command (from `Set Width`/`Set Height`, default 100×30).
    public var size: Size
    public var typingSpeed: Double
    /// `Set Padding` in pixels: taken off each side before `Set Width`/`Height` become cells.
    public var padding = 0
    /// `Set FontSize`, `Theme`, `WindowBar`… as written, with where: the picture outputs read them.
    public var pictureSettings: [String: (value: String, location: TapeLocation)] = [:]
    /// The largest terminal the tape shows (its size and every `Resize`): raster pictures are that big.
    public var largestSize: Size {
        steps.reduce(size) { s, step in
            guard case .resize(let from, let to, _) = step.command else { return s }
            let w = max(s.width, to.width, from?.width ?? 0), h = max(s.height, to.height, from?.height ?? 0)
            return Size(width: w, height: h)
        }
    }
    /// What `Copy` put on the clipboard, for `Paste`.
    var clipboard: String?
    /// The paths `Screenshot` writes: `.svg` a picture, any other a text frame (a `.png`
    /// becomes a `.txt` beside it).
    public var screenshots: [String] {
        steps.compactMap { step -> String? in
            guard case .screenshot(let p) = step.command else { return nil }
            return p
        }
    }
    public var outputs: [String] { steps.compactMap { if case .output(let p) = $0.command { return p } else { return nil } } }
    public var launches: [String] { steps.compactMap { if case .launch(let a) = $0.command { return a } else { return nil } } }
}
