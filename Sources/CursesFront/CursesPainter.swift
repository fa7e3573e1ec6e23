import CNCurses
import TerminalCanvas

/// Copies canvas frames to the current ncurses screen: only the cells that changed since the
/// last frame are written to `stdscr`, then one `wnoutrefresh` + `doupdate` lets ncurses emit
/// the minimal terminal output.
final class CursesPainter {
    private var previous: Canvas?
    private var styleCache: [Style: (attr_t, Int32)] = [:]
    /// Neighbouring cells mostly share a style: the last lookup skips the hashing.
    private var lastStyle: (Style, attr_t, Int32)?
    let depth: ColorDepth

    init(colorDepth: ColorDepth) { self.depth = colorDepth }

    /// Forgets the last frame (after a terminal resize ncurses repaints everything anyway).
    func invalidate() { previous = nil }

    /// Writes `canvas` to stdscr and flushes one frame. Caller holds the curses lock and has
    /// made the right screen current.
    func present(_ canvas: Canvas) {
        guard let win = scenery_stdscr() else { return }
        let changes = canvas.changes(from: previous)
        // Within a changed span most cells are as before (a shifted column leaves gaps of
        // unchanged text): stdscr already holds those, so only differing cells are written.
        let before = previous.flatMap { $0.size == canvas.size ? $0 : nil }
        var cc = cchar_t()
        var wide: [wchar_t] = Array(repeating: 0, count: 6)
        for change in changes {
            var x = change.x
            let end = change.x + change.length
            while x < end {
                let cell = canvas[x, change.y]
                if cell.width == 0 || before?[x, change.y] == cell { x += 1; continue }
                let (attr, pair) = cursesStyle(cell.style)
                if let v = cell.singleScalarValue {
                    wide[0] = wchar_t(bitPattern: v)
                    wide[1] = 0
                } else {
                    var n = 0
                    for scalar in cell.scalars where n < 5 {
                        wide[n] = wchar_t(bitPattern: scalar.value); n += 1
                    }
                    wide[n] = 0
                }
                _ = scenery_setcchar(&cc, wide, attr, pair)
                _ = mvwadd_wch(win, Int32(change.y), Int32(x), &cc)
                x += Int(max(1, cell.width))
            }
        }
        previous = canvas
        wnoutrefresh(win)
        doupdate()
    }

    private func cursesStyle(_ style: Style) -> (attr_t, Int32) {
        if let last = lastStyle, last.0 == style { return (last.1, last.2) }
        if let cached = styleCache[style] {
            lastStyle = (style, cached.0, cached.1)
            return cached
        }
        let s = style.degraded(to: depth)
        var attr = scenery_a_normal()
        if s.attributes.contains(.bold) { attr |= scenery_a_bold() }
        if s.attributes.contains(.dim) { attr |= scenery_a_dim() }
        if s.attributes.contains(.reverse) { attr |= scenery_a_reverse() }
        if s.attributes.contains(.underline) { attr |= scenery_a_underline() }
        if s.attributes.contains(.italic) { attr |= scenery_a_italic() }
        var pair: Int32 = 0
        if depth != .monochrome, s.foreground != .default || s.background != .default {
            let p = alloc_pair(colorNumber(s.foreground), colorNumber(s.background))
            pair = p > 0 ? p : 0
        }
        styleCache[style] = (attr, pair)
        return (attr, pair)
    }

    private func colorNumber(_ c: Color) -> Int32 {
        switch c {
        case .default: return -1
        case .ansi(let n): return Int32(n)
        case .indexed(let n): return Int32(n)
        case .rgb(let r, let g, let b): return Int32(r) << 16 | Int32(g) << 8 | Int32(b)
        }
    }
}
