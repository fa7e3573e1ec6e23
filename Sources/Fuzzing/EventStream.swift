import SceneryKit

/// Deterministic random input for the engine: keys, clicks, drags, wheel turns, resizes, ticks,
/// pastes, and a second terminal attaching, typing and going away, from a seed (SplitMix64), so
/// a failure can be replayed from its seed.
public struct EventStream {
    var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next(_ n: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(1, n)))
    }

    public static let keys: [KeyEvent] = [
        KeyEvent(.tab), KeyEvent(.tab, .shift), KeyEvent(.up), KeyEvent(.down), KeyEvent(.left), KeyEvent(.right),
        KeyEvent(.enter), KeyEvent(.escape), KeyEvent(.backspace), KeyEvent(.pageDown), KeyEvent(.home), KeyEvent(.end),
        .char("s"), .char("i"), .char("1"), .char("2"), .char("4"), .char("e"), .char(" "), .char("j"), .char("k"),
        .char("a"), .char("z"), .char("S"), .char("r"), .char("c"), .char("x"), .char("n"), .char("m"), .char("u"),
        .ctrl("w"), .ctrl("r"), KeyEvent(.function(12)), KeyEvent(.function(1)), KeyEvent(.up, .shift), KeyEvent(.down, .shift),
        // The environment panel: its arrows then change text size, appearance and language.
        KeyEvent(.function(9)),
    ]

    /// Keys that act inside the focused window: moving, opening, scrolling, switching tabs and columns.
    static let inWindowKeys: [KeyEvent] = [
        KeyEvent(.tab), KeyEvent(.tab, .shift), KeyEvent(.up), KeyEvent(.down), KeyEvent(.left), KeyEvent(.right),
        KeyEvent(.enter), KeyEvent(.escape), KeyEvent(.pageDown), KeyEvent(.pageUp), KeyEvent(.home), KeyEvent(.end),
        .char("i"), .char("1"), .char("2"), .char(" "), .char("j"), .char("k"), .char("s"),
    ]

    /// `count` events of input alone at one size — keys, clicks, wheel turns and ticks, no resize
    /// and no second terminal: what a person does in the windows once they are arranged, where
    /// damage tracking copies the most (the windows, and the columns, a key did not reach).
    public mutating func input(count: Int, size: Size) -> [Event] {
        var time = 0.0
        var out: [Event] = []
        for _ in 0..<count {
            switch next(12) {
            case 0..<8:
                // Mostly the keys that act inside a window; now and then any key (a mode, a new window).
                let key = next(16) == 0 ? Self.keys[next(Self.keys.count)] : Self.inWindowKeys[next(Self.inWindowKeys.count)]
                out.append(.key(key))
            case 8, 9: out += click(in: size, dragging: false)
            case 10: out.append(wheel(in: size))
            default: out.append(tick(after: &time))
            }
        }
        return out
    }

    /// `count` events for a terminal that starts at `size`.
    public mutating func events(count: Int, size start: Size = Size(width: 120, height: 40)) -> [Event] {
        var size = start
        var time = 0.0
        var out: [Event] = []
        out.reserveCapacity(count + count / 4)
        for _ in 0..<count {
            switch next(24) {
            case 0..<11: out.append(.key(Self.keys[next(Self.keys.count)]))
            case 11..<15: out += click(in: size, dragging: true)
            case 15: out.append(wheel(in: size))
            case 16, 17:
                size = Size(width: 10 + next(230), height: 4 + next(60))
                out.append(.resize(size))
            case 19: out.append(.mouse(MouseEvent(.move, button: 0, at: Point(x: next(size.width), y: next(size.height)))))
            case 20: out.append(.paste(["hello", "two\nlines", "界 e\u{301} 👍🏽", "\u{11}q\u{1b}"][next(4)]))
            case 21:
                // A second terminal comes, as a desktop or the external display, or goes.
                let other = Size(width: 10 + next(150), height: 4 + next(50))
                switch next(4) {
                case 0: out.append(.attachDesktop(id: 7, size: other))
                case 1: out.append(.attachDisplay(id: 8, size: other))
                case 2: out.append(.resizeDisplay(id: 7 + next(2), size: other))
                default: out.append(.detachDisplay(id: 7 + next(2)))
                }
            case 22:
                let key = next(4) == 0 ? [KeyEvent.ctrl("w"), .char(">"), .char("<")][next(3)] : Self.keys[next(Self.keys.count)]
                out.append(.displayKey(id: 7, key))
            case 23: out.append(.displayMouse(id: 7, MouseEvent(.press, at: Point(x: next(80), y: next(30)))))
            default: out.append(tick(after: &time))
            }
        }
        return out
    }

    /// A press and its release somewhere on a screen of `size`; with `dragging`, one time in
    /// three a drag along its row between them.
    private mutating func click(in size: Size, dragging: Bool) -> [Event] {
        let p = Point(x: next(size.width), y: next(size.height))
        var out: [Event] = [.mouse(MouseEvent(.press, at: p))]
        if dragging, next(3) == 0 { out.append(.mouse(MouseEvent(.drag, at: Point(x: next(size.width), y: p.y)))) }
        out.append(.mouse(MouseEvent(.release, at: p)))
        return out
    }

    /// A wheel turn, up or down, somewhere on a screen of `size`.
    private mutating func wheel(in size: Size) -> Event {
        let kind: MouseEvent.Kind = next(2) == 0 ? .scrollUp : .scrollDown
        return .mouse(MouseEvent(kind, at: Point(x: next(size.width), y: next(size.height))))
    }

    /// A tick 0.1–0.5 s after `time`, which it moves on.
    private mutating func tick(after time: inout Double) -> Event {
        time += Double(1 + next(5)) / 10
        return .tick(time)
    }
}
