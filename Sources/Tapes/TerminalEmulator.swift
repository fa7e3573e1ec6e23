import TerminalCanvas

/// A terminal, emulated into a canvas: what `scenery render` replays a cast's bytes into, so any
/// asciicast (Scenery's or another program's) becomes frames of cells. It keeps what a screen
/// shows — cursor moves, erases, inserts and deletes, scroll regions, the alternate screen,
/// SGR colours and attributes, wide glyphs, autowrap — and ignores what it does not (titles,
/// modes that only change input, bells).
public struct TerminalEmulator {
    public private(set) var screen: Canvas
    private var saved: Canvas?            // the main screen while the alternate one shows
    private var x = 0, y = 0
    private var savedCursor = (x: 0, y: 0, style: Style.plain)
    private var style = Style.plain
    private var top = 0, bottom: Int      // the scroll region, bottom exclusive
    private var pendingWrap = false
    private var autowrap = true
    private enum State { case ground, escape, escapeSkip, csi, osc, oscEscape }
    private var state = State.ground
    private var params = ""

    public init(size: Size) {
        screen = Canvas(size: size)
        bottom = size.height
    }

    public var size: Size { screen.size }

    /// A resize (an `"r"` event): the screen keeps what fits, top-left.
    public mutating func resize(to newSize: Size) {
        screen = Self.fit(screen, to: newSize)
        if let main = saved { saved = Self.fit(main, to: newSize) }
        top = 0; bottom = newSize.height
        x = min(x, newSize.width - 1); y = min(y, newSize.height - 1)
        pendingWrap = false
    }

    public mutating func feed(_ text: String) {
        for ch in text {
            switch state {
            case .ground: ground(ch)
            case .escape: escape(ch)
            case .escapeSkip: state = .ground
            case .csi:
                if let a = ch.asciiValue, a >= 0x40, a <= 0x7E { csi(ch); state = .ground } else { params.append(ch) }
            case .osc:
                if ch == "\u{07}" { state = .ground } else if ch == "\u{1b}" { state = .oscEscape }
            case .oscEscape: state = .ground
            }
        }
    }

    private mutating func ground(_ ch: Character) {
        switch ch {
        case "\u{1b}": state = .escape
        case "\r\n": x = 0; lineFeed()
        case "\r": x = 0; pendingWrap = false
        case "\n", "\u{0b}", "\u{0c}": lineFeed()
        case "\u{08}": x = max(0, x - 1); pendingWrap = false
        case "\t": x = min(screen.width - 1, (x / 8 + 1) * 8); pendingWrap = false
        case "\u{07}", "\u{0e}", "\u{0f}", "\u{00}": break
        default: print(ch)
        }
    }

    private mutating func print(_ ch: Character) {
        let w = DisplayWidth.of(ch)
        guard w > 0 else { return }
        if pendingWrap || x + w > screen.width {
            if autowrap { x = 0; lineFeed() } else { x = max(0, screen.width - w) }
        }
        pendingWrap = false
        screen.put(ch, x: x, y: y, style: style)
        x += w
        if x >= screen.width { x = screen.width - 1; pendingWrap = true }
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if y == bottom - 1 { screen.scrollRows(top, bottom, by: 1, style: blankStyle) } else { y = min(screen.height - 1, y + 1) }
    }

    private mutating func reverseIndex() {
        if y == top { screen.scrollRows(top, bottom, by: -1, style: blankStyle) } else { y = max(0, y - 1) }
    }

    /// `canvas` at `size`, keeping what fits, top-left.
    static func fit(_ canvas: Canvas, to size: Size) -> Canvas {
        var next = Canvas(size: size)
        for row in 0..<min(size.height, canvas.height) {
            for col in 0..<min(size.width, canvas.width) { next.setCell(canvas[col, row], x: col, y: row) }
        }
        return next
    }

    /// Erased cells keep the current background, as xterm does.
    private var blankStyle: Style { Style(background: style.background) }

    private mutating func escape(_ ch: Character) {
        state = .ground
        switch ch {
        case "[": state = .csi; params = ""
        case "]", "P", "_", "^": state = .osc
        case "7": savedCursor = (x, y, style)
        case "8": (x, y, style) = savedCursor; pendingWrap = false
        case "D": lineFeed()
        case "E": x = 0; lineFeed()
        case "M": reverseIndex()
        case "c": self = TerminalEmulator(size: screen.size)
        case "(", ")", "*", "+", "#", "%": state = .escapeSkip
        default: break
        }
    }

    private mutating func csi(_ final: Character) {
        let privateMode = params.hasPrefix("?")
        let numbers = params.drop { $0 == "?" || $0 == ">" || $0 == "=" }.split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0.prefix { $0.isNumber }) }
        func n(_ i: Int, _ d: Int = 1) -> Int { i < numbers.count ? (numbers[i].map { $0 == 0 ? d : $0 } ?? d) : d }
        func raw(_ i: Int) -> Int { i < numbers.count ? (numbers[i] ?? 0) : 0 }
        let w = screen.width, h = screen.height
        if final != "m" { pendingWrap = false }
        switch final {
        case "A": y = max(top <= y ? top : 0, y - n(0))
        case "B", "e": y = min(y < bottom ? bottom - 1 : h - 1, y + n(0))
        case "C", "a": x = min(w - 1, x + n(0))
        case "D": x = max(0, x - n(0))
        case "E": x = 0; y = min(h - 1, y + n(0))
        case "F": x = 0; y = max(0, y - n(0))
        case "G", "`": x = min(w - 1, n(0) - 1)
        case "d": y = min(h - 1, n(0) - 1)
        case "H", "f": y = min(h - 1, n(0) - 1); x = min(w - 1, n(1) - 1)
        case "J":
            switch raw(0) {
            case 0: erase(x, y, w, y); erase(0, y + 1, w, h - 1)
            case 1: erase(0, 0, w, y - 1); erase(0, y, x + 1, y)
            default: erase(0, 0, w, h - 1)
            }
        case "K":
            switch raw(0) {
            case 0: erase(x, y, w, y)
            case 1: erase(0, y, x + 1, y)
            default: erase(0, y, w, y)
            }
        case "X": erase(x, y, min(w, x + n(0)), y)
        case "@": shift(row: y, from: x, by: n(0))
        case "P": shift(row: y, from: x, by: -n(0))
        case "L": if y >= top && y < bottom { screen.scrollRows(y, bottom, by: -n(0), style: blankStyle) }
        case "M": if y >= top && y < bottom { screen.scrollRows(y, bottom, by: n(0), style: blankStyle) }
        case "S": screen.scrollRows(top, bottom, by: n(0), style: blankStyle)
        case "T": if !privateMode { screen.scrollRows(top, bottom, by: -n(0), style: blankStyle) }
        case "r":
            // DECSTBM: rows top…bottom, 1-based; none given is the whole screen.
            let t = n(0) - 1, b = min(h, n(1, h))
            if t < b - 1 { top = t; bottom = b }
            x = 0; y = 0
        case "s": savedCursor = (x, y, style)
        case "u": (x, y, style) = savedCursor
        case "m": sgr(numbers.map { $0 ?? 0 })
        case "h", "l": if privateMode { mode(numbers.compactMap { $0 }, on: final == "h") }
        default: break
        }
    }

    private mutating func erase(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        guard y0 <= y1 else { return }
        let blank = Cell(scalar: 0x20, width: 1, style: blankStyle)
        for row in max(0, y0)...min(screen.height - 1, y1) {
            let from = row == y0 ? max(0, x0) : 0, to = row == y1 ? min(screen.width, x1) : screen.width
            guard from < to else { continue }
            for col in from..<to { screen.setCell(blank, x: col, y: row) }
        }
    }

    /// Inserts (`by` > 0) or deletes blanks at `from`, shifting the rest of the row.
    private mutating func shift(row: Int, from: Int, by count: Int) {
        let w = screen.width
        let cells = (0..<w).map { screen[$0, row] }
        let blank = Cell(scalar: 0x20, width: 1, style: blankStyle)
        for col in from..<w {
            let source = col - count
            let cell = count > 0 ? (source >= from ? cells[source] : blank) : (col - count < w ? cells[col - count] : blank)
            screen.setCell(cell, x: col, y: row)
        }
    }

    private mutating func mode(_ modes: [Int], on: Bool) {
        for m in modes {
            switch m {
            case 7: autowrap = on
            case 47, 1047, 1049:
                if on, saved == nil {
                    if m == 1049 { savedCursor = (x, y, style) }
                    saved = screen
                    screen = Canvas(size: screen.size)
                } else if !on, let main = saved {
                    screen = main
                    saved = nil
                    if m == 1049 { (x, y, style) = savedCursor }
                }
            default: break
            }
        }
    }

    private mutating func sgr(_ codes: [Int]) {
        let codes = codes.isEmpty ? [0] : codes
        var i = 0
        var fg = style.foreground, bg = style.background, attributes = style.attributes
        while i < codes.count {
            let c = codes[i]
            switch c {
            case 0: fg = .default; bg = .default; attributes = []
            case 1: attributes.insert(.bold)
            case 2: attributes.insert(.dim)
            case 3: attributes.insert(.italic)
            case 4: attributes.insert(.underline)
            case 7: attributes.insert(.reverse)
            case 9: attributes.insert(.strikethrough)
            case 29: attributes.remove(.strikethrough)
            case 22: attributes.remove(.bold); attributes.remove(.dim)
            case 23: attributes.remove(.italic)
            case 24: attributes.remove(.underline)
            case 27: attributes.remove(.reverse)
            case 30...37: fg = .ansi(UInt8(c - 30))
            case 39: fg = .default
            case 40...47: bg = .ansi(UInt8(c - 40))
            case 49: bg = .default
            case 90...97: fg = .ansi(UInt8(c - 90 + 8))
            case 100...107: bg = .ansi(UInt8(c - 100 + 8))
            case 38, 48:
                var color: Color?
                if i + 2 < codes.count, codes[i + 1] == 5 { color = .indexed(UInt8(clamping: codes[i + 2])); i += 2 }
                else if i + 4 < codes.count, codes[i + 1] == 2 {
                    color = .rgb(UInt8(clamping: codes[i + 2]), UInt8(clamping: codes[i + 3]), UInt8(clamping: codes[i + 4])); i += 4
                }
                if let color { if c == 38 { fg = color } else { bg = color } }
            default: break
            }
            i += 1
        }
        style = Style(foreground: fg, background: bg, attributes: attributes)
    }
}
