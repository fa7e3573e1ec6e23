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
    /// The place, the command and what is wrong; tape text escaped and cut (`TapeText`).
    public var description: String { "\(location): \(TapeText.shown(command)): \(TapeText.shown(message, limit: 600))" }
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
    /// `Launch Mail on "iPad Pro 11"`: runs on that device from now on, then launches.
    case launchOnDevice(String, device: String)
    /// Quit (saving every scene) and launch again: the windows come back from saved state.
    case restart
    case resize(from: Size?, to: Size, over: Double)
    case mouseClick(Point)
    /// `Mouse click right COL ROW`: a secondary click (a context menu).
    case mouseSecondaryClick(Point)
    /// `Mouse move COL ROW`: the pointer moves there with no button down (a hover cue).
    case mouseMove(Point)
    case mouseDrag(from: Point, to: Point)
    case scroll(up: Bool, count: Int)
    case open(String)
    case marker(String)
    case expectText(String)
    case expectRegex(String)
    case expectTraits([(String, String)])
    case wait(regex: String, timeout: Double)
    /// A second terminal of this size attached as the external display (`Attach external 80x24`).
    case attach(Size)
    /// The attached terminal goes away.
    case detach
    /// Text the attached display shows now (`ExpectDisplay "Timer"`).
    case expectDisplayText(String)
    /// `Set TextSize`, `Set Appearance` or `Set Language` after the tape began: the simulator's
    /// environment from then on (what it names changes; the rest stays).
    case setTraits(TraitOverrides)

    public static func == (a: TapeCommand, b: TapeCommand) -> Bool { "\(a)" == "\(b)" }
}

/// A parsed tape: its commands with their locations, and warnings for what the simulator ignores.
///
/// What a run needs to know before it starts (outputs, screenshots, launches, the largest size)
/// is gathered as the tape is read, so a tape can be read once to check it without keeping its
/// commands (`TapeParser.summary`) and then again, step by step, as it runs (`forEachStep`):
/// a long tape then runs in the memory of a short one.
public struct Tape: Sendable {
    public typealias Step = (command: TapeCommand, location: TapeLocation, text: String)

    public var file: String
    /// Every command, unless the tape was read as a summary.
    public var steps: [Step]
    public var warnings: [String]
    /// The terminal size before any command (from `Set Width`/`Set Height`, default 100×30).
    public var size: Size
    public var typingSpeed: Double
    /// `Set Padding` in pixels, when set (else Scenery's 10, or VHS's 60 for a tape sized in pixels).
    public var padding: Int?
    /// `Set Width`/`Set Height` in pixels, as VHS takes them: the pictures are exactly that big
    /// and the terminal is the cells that fit (`resolvePixelSize`); nil when given in cells.
    public var pixelWidth: Int?, pixelHeight: Int?
    /// Where the first size in pixels was set, for messages.
    var pixelSizeLocation: TapeLocation?
    /// Where the starting size was first set (`Set Width`/`Set Height`, in pixels or cells).
    var sizeLocation: TapeLocation?
    /// Whether a side was given in cells (`Set Width 120c`): Scenery's own unit, no VHS defaults.
    var sizeInCells = false
    /// What `Copy` put on the clipboard, for `Paste`.
    var clipboard: String?
    /// `Set FontSize`, `Theme`, `WindowBar`… as written, with where: the picture outputs read them.
    public var pictureSettings: [String: (value: String, location: TapeLocation)] = [:]
    /// Each `Output` with where it is.
    public private(set) var outputLocations: [(path: String, location: TapeLocation)] = []
    /// The paths `Screenshot` writes: `.png` and `.svg` as pictures, any other as text.
    public private(set) var screenshots: [String] = []
    /// Where each `Screenshot` is, in the order of `screenshots`.
    public private(set) var screenshotLocations: [TapeLocation] = []
    public private(set) var launches: [String] = []
    /// `Set WaitTimeout` and `Set WaitPattern`: what a `Wait` without its own waits, from there
    /// on (VHS's defaults: 15 s, `/>$/`).
    public var waitTimeout = 15.0, waitPattern = ">$"
    /// `Set FitApp true`: a tape sized in pixels whose terminal is too small for its app takes
    /// the largest font size that gives the app its room, keeping the pixels (`record`).
    public var fitsApp = false
    /// `Set Device "iPad Pro 11"`: the device the tape starts on (nil: the terminal is the screen).
    public var device: String?
    /// `Set TextSize`, `Set Appearance` and `Set Language` before any action: the simulator's
    /// environment from the first frame.
    public var environment = TraitOverrides()
    /// The appearance the tape ends in (`Set Appearance`), which pictures are drawn in; nil: the theme's.
    public var appearance: UserInterfaceStyle?
    /// Whether the tape has a `Restart` (its run needs a store that lives across launches).
    public private(set) var hasRestart = false
    public private(set) var commandCount = 0
    private var largestResize = Size(width: 0, height: 0)
    /// Virtual time so far, for the bound on a tape's length.
    private var virtualTime = 0.0
    private var boundsSpeed: Double?
    /// False for a summary: steps are counted and gathered from, not kept.
    var keepsSteps = true
    /// Told of each step as it is read (a streamed run); set only for the length of one read.
    nonisolated(unsafe) var onStep: ((Step) throws -> Void)?

    public init(file: String, steps: [Step], warnings: [String], size: Size, typingSpeed: Double) {
        self.file = file; self.steps = []; self.warnings = warnings; self.size = size; self.typingSpeed = typingSpeed
        for step in steps { try? add(step) }
    }

    public var outputs: [String] { outputLocations.map(\.path) }

    /// The largest terminal the tape shows (its size and every `Resize`): raster pictures are that big.
    public var largestSize: Size {
        Size(width: max(size.width, largestResize.width), height: max(size.height, largestResize.height))
    }

    /// Takes one step: gathers what a run needs to know, checks the tape's bounds, keeps it
    /// (unless a summary) and hands it to a streamed run.
    mutating func add(_ step: Step) throws {
        commandCount += 1
        if commandCount > TapeParser.mostCommands {
            throw TapeError(location: step.location, command: step.text,
                            message: "a tape may hold at most \(TapeParser.mostCommands) commands; split it into several tapes")
        }
        let speed = boundsSpeed ?? typingSpeed
        switch step.command {
        case .output(let p): outputLocations.append((p, step.location))
        case .screenshot(let p): screenshots.append(p); screenshotLocations.append(step.location)
        case .launch(let a), .launchOnDevice(let a, _): launches.append(a)
        case .restart: hasRestart = true
        case .setTypingSpeed(let s): boundsSpeed = s
        case .sleep(let s): virtualTime += s
        case .type(let text, let delay): virtualTime += Double(text.count) * (delay ?? speed)
        case .key(_, let count, let delay): virtualTime += Double(count) * (delay ?? speed)
        case .wait(_, let timeout): virtualTime += timeout
        case .resize(let from, let to, let over):
            virtualTime += over
            largestResize = Size(width: max(largestResize.width, to.width, from?.width ?? 0),
                                 height: max(largestResize.height, to.height, from?.height ?? 0))
        default: break
        }
        if virtualTime > TapeParser.longestTape {
            throw TapeError(location: step.location, command: step.text,
                            message: "the tape would run longer than \(Int(TapeParser.longestTape / 3600)) hours of virtual time here; shorten its Sleeps or split it")
        }
        if keepsSteps { steps.append(step) }
        try onStep?(step)
    }
}
