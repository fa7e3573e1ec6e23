import CursesFront
import DemoApps
import SceneryKit

/// The steps callgrind counts (`scenery bench --instructions`, and `--check-instructions` in make test): each
/// part's set-up first, untimed and uncounted, then its steps in a function of their own, which
/// `valgrind --toggle-collect` names, so a count is the steps' instructions alone.
enum CountedSteps {
    enum Part: String, CaseIterable {
        case sweep, separator, peer, peerKey = "peer-key", field2k = "field-2k", field32k = "field-32k"
        /// The C floor on the sweep's frames and on the separator's (`CFloorBench`).
        case cFloorSweep = "c-floor-sweep", cFloorSeparator = "c-floor-separator"
        /// A key in one Mail window alone, and with 15 more windows of Mail open (`OneAppGrowthBench`).
        case oneApp1 = "one-app-1", oneApp16 = "one-app-16"
        /// A one-row move of the list selection at the sizes issue 50 names, and the C floor on its frames.
        case select80 = "select-80x24", select160 = "select-160x45", select400 = "select-400x120"
        case cFloorSelect80 = "c-floor-select-80x24", cFloorSelect160 = "c-floor-select-160x45", cFloorSelect400 = "c-floor-select-400x120"
        /// The separator step at 400×120 (`separator` is at 160×45; at 80×24 Mail shows one column), and its C floor.
        case separator400 = "separator-400x120", cFloorSeparator400 = "c-floor-separator-400x120"

        /// The terminal a select or separator part runs at.
        var size: Size {
            switch self {
            case .select80, .cFloorSelect80: Size(width: 80, height: 24)
            case .select400, .cFloorSelect400, .separator400, .cFloorSeparator400: Size(width: 400, height: 120)
            default: Size(width: 160, height: 45)
            }
        }

        /// The C floor's part on the same frames as this one, if it has one.
        var cFloor: Part? {
            switch self {
            case .sweep: .cFloorSweep
            case .separator: .cFloorSeparator
            case .separator400: .cFloorSeparator400
            case .select80: .cFloorSelect80
            case .select160: .cFloorSelect160
            case .select400: .cFloorSelect400
            default: nil
            }
        }
        /// The function callgrind counts in, as `--toggle-collect` matches its mangled name (the
        /// peer screen's sweep runs in the sweep's function).
        var function: String {
            switch self {
            case .separator: "*12CountedStepsO9separator*"
            case .peerKey: "*12CountedStepsO8peerKeys*"
            case .sweep, .peer: "*12CountedStepsO5sweep*"
            case .field2k, .field32k: "*12CountedStepsO9fieldKeys*"
            case .cFloorSweep, .cFloorSeparator, .cFloorSeparator400, .cFloorSelect80, .cFloorSelect160, .cFloorSelect400: "cfloor_frame"
            case .oneApp1, .oneApp16, .select80, .select160, .select400: "*12CountedStepsO7appKeys*"
            case .separator400: "*12CountedStepsO9separator*"
            }
        }
    }

    /// Sets a part up and runs `steps` of it (spread over its whole range).
    static func run(_ part: Part, steps: Int) throws {
        switch part {
        case .sweep, .peer:
            // The Mail demo at 45 rows, or the peers' screen at their 50.
            let rows = part == .peer ? PeerScreenBench.rows : 45
            let start = Size(width: 240, height: rows)
            let sim = part == .peer ? try PeerScreenBench.makeSimulator(size: start) : try DemoCatalog.makeSimulator(size: start).asLive()
            sim.handle(.resize(start))
            warmUp(sim, rows: rows)
            try onScreen(sim, size: start) { sweep($0, $1, widths: spread(SplitBench.sweepWidths, steps), rows: rows) }
        case .peerKey:
            let size = Size(width: 200, height: PeerScreenBench.rows)
            let sim = try PeerScreenBench.makeSimulator(size: size)
            sim.handle(.resize(size))
            try onScreen(sim, size: size) { peerKeys($0, $1, size: size, steps: steps) }
        case .field2k, .field32k:
            fieldKeys(field(length: part == .field2k ? 2_000 : 32_000), steps: steps)
        case .cFloorSweep:
            let frames = SplitBench.frames(of: try DemoCatalog.makeSimulator(size: Size(width: 240, height: 45)),
                                           widths: spread(SplitBench.sweepWidths, steps), rows: 45)
            _ = CFloorBench.measure(frames, changes: false)
        case .cFloorSeparator, .cFloorSeparator400:
            var frames: [Canvas] = []
            _ = try SplitBench.separatorSteps(size: part.size, steps: steps, drawing: nil, frames: &frames)
            _ = CFloorBench.measure(frames, changes: true, skippingFirst: true)
        case .select80, .select160, .select400:
            try onScreen(FrameBench.makeSimulator(size: part.size), size: part.size) { appKeys($0, $1, size: part.size, steps: steps) }
        case .cFloorSelect80, .cFloorSelect160, .cFloorSelect400:
            let size = part.size, sim = try FrameBench.makeSimulator(size: size)
            var frames = [sim.frame(size: size)]
            for i in 0..<steps {
                sim.handle(.key(FrameBench.selectKey(i)))
                frames.append(sim.frame(size: size))
            }
            _ = CFloorBench.measure(frames, changes: true, skippingFirst: true)
        case .oneApp1, .oneApp16:
            let size = OneAppGrowthBench.size
            try onScreen(OneAppGrowthBench.makeSimulator(windows: part == .oneApp1 ? 1 : 16), size: size) { appKeys($0, $1, size: size, steps: steps) }
        case .separator, .separator400:
            let size = part.size, sim = try DemoCatalog.makeSimulator(size: size).asLive()
            sim.handle(.resize(size))
            sim.handle(.key(.ctrl("r")))
            try onScreen(sim, size: size) { separator($0, $1, size: size, steps: steps) }
        }
    }

    /// One collapse and one expand before the counted steps, at a width none of them uses (60;
    /// they meet widths ending in 1 or 9 unless `--steps` asks for all 400): the first collapse
    /// makes type metadata Swift makes once a process (the split view's first dictionaries of a
    /// kind, about 400,000 instructions), a start-up cost that 40 steps would spread over each.
    static func warmUp(_ sim: Simulator, rows: Int) {
        for w in [60, 240] {
            let size = Size(width: w, height: rows)
            sim.handle(.resize(size))
            _ = sim.frame(size: size)
        }
    }

    /// A headless screen of `size` showing `sim`'s frame, for `steps` to present the next ones on.
    static func onScreen(_ sim: Simulator, size: Size, _ steps: (Simulator, HeadlessScreen) -> Void) throws {
        let screen = try HeadlessScreen(size: size)
        defer { _ = screen.close() }
        _ = screen.present(sim.frame(size: size))
        steps(sim, screen)
    }

    /// A text field holding `length` characters, focused, the cursor at the end, laid out and
    /// drawn as a window's 80-column form row.
    static func field(length: Int) -> TextField {
        let field = TextField(text: String(repeating: "lorem ipsum ", count: length / 12 + 1).prefix(length).description, label: "Subject:")
        field.maximumLength = nil
        return field
    }

    /// `count` of `values`, evenly spread (all of them when there are not more).
    static func spread(_ values: [Int], _ count: Int) -> [Int] {
        guard count < values.count, count > 0 else { return values }
        return (0..<count).map { values[$0 * values.count / count] }
    }

    @inline(never)
    static func sweep(_ sim: Simulator, _ screen: HeadlessScreen, widths: [Int], rows: Int) {
        for w in widths {
            let size = Size(width: w, height: rows)
            var canvas = Canvas(size: size)
            sim.handle(.resize(size))
            sim.render(into: &canvas)
            screen.resize(to: size)
            _ = screen.presentCountingBytes(canvas)
        }
    }

    @inline(never)
    static func peerKeys(_ sim: Simulator, _ screen: HeadlessScreen, size: Size, steps: Int) {
        for i in 0..<steps {
            var canvas = Canvas(size: size)
            sim.handle(.key(KeyEvent.char((i / 15) % 2 == 0 ? "[" : "]")))
            sim.render(into: &canvas)
            _ = screen.presentCountingBytes(canvas)
        }
    }

    /// The list's highlight moving in one window (`FrameBench.selectKey`).
    @inline(never)
    static func appKeys(_ sim: Simulator, _ screen: HeadlessScreen, size: Size, steps: Int) {
        for i in 0..<steps {
            sim.handle(.key(FrameBench.selectKey(i)))
            _ = screen.presentCountingBytes(sim.frame(size: size))
        }
    }

    /// Types a letter and deletes it again, laying the field out and drawing it after each key:
    /// what a key costs a field, whatever its length (issue 50: the same at 32,000 characters as at 2,000).
    @inline(never)
    static func fieldKeys(_ field: TextField, steps: Int) {
        let rect = Rect(x: 0, y: 0, width: 80, height: 1)
        var canvas = Canvas(size: Size(width: 80, height: 1))
        for i in 0..<steps {
            field.performKey(i % 2 == 0 ? .char("x") : KeyEvent(.backspace))
            field.layout(in: rect)
            field.draw(in: &canvas, rect: rect, context: DrawContext(isFocused: true))
        }
    }

    @inline(never)
    static func separator(_ sim: Simulator, _ screen: HeadlessScreen, size: Size, steps: Int) {
        for i in 0..<steps {
            sim.handle(.key(KeyEvent(i % 8 < 4 ? .right : .left)))
            _ = screen.presentCountingBytes(sim.frame(size: size))
        }
    }
}
