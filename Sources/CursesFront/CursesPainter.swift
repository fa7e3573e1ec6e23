import CNCurses
import TerminalCanvas

/// Copies canvas frames to the current ncurses screen: only the cells that changed since the
/// last frame are written to `stdscr`, then one `wnoutrefresh` + `doupdate` lets ncurses emit
/// the minimal terminal output.
///
/// Changed cells that are plain narrow characters go to ncurses in runs (`mvwadd_wchnstr`,
/// one call per run instead of one per cell); anything else — wide glyphs, clusters, symbols
/// whose width the C library might judge differently — is placed one cell at a time at its
/// own column, so a disagreement about a width can never shift the cells after it.
final class CursesPainter: FramePainter {
    private var previous: Canvas?
    private var styles = StyleTable()
    let depth: ColorDepth

    init(colorDepth: ColorDepth) { self.depth = colorDepth }

    /// Forgets the last frame: the next one is written whole.
    func invalidate() { previous = nil }

    /// The screen was resized (`resizeterm`), which keeps what overlaps and blanks the rest: the
    /// last frame, cut to the new size the same way, is what the next one is compared with, so
    /// a resize step writes the cells that changed rather than every cell.
    func resized(to size: Size) {
        previous = previous?.cropped(to: size)
    }

    /// Writes `canvas` to stdscr and flushes one frame. Caller holds the curses lock and has
    /// made the right screen current.
    func present(_ canvas: Canvas) {
        guard let win = scenery_stdscr() else { return }
        let before = previous.flatMap { $0.size == canvas.size ? $0 : nil }
        // The work happens on locals: the painter's own properties would be checked for
        // exclusive access on every cell.
        var writer = RowWriter(win: win, styles: styles, depth: depth, width: canvas.width)
        styles = StyleTable()
        canvas.cells.withUnsafeBufferPointer { now in
            (before?.cells ?? []).withUnsafeBufferPointer { old in
                for y in 0..<canvas.height {
                    writer.write(row: y, now: now, old: old.isEmpty ? nil : old)
                }
            }
        }
        styles = writer.styles
        previous = canvas
        wnoutrefresh(win)
        doupdate()
    }
}

/// The attributes and colour pair of each style, as a cchar_t made once by setcchar.
struct StyleTable {
    private var cache: [Style: cchar_t] = [:]
    /// Neighbouring cells mostly share a style: the last lookup skips the hashing.
    private var last: (Style, cchar_t)?

    mutating func template(_ style: Style, depth: ColorDepth) -> cchar_t {
        if let last, last.0 == style { return last.1 }
        let cc: cchar_t
        if let cached = cache[style] {
            cc = cached
        } else {
            cc = make(style, depth: depth)
            cache[style] = cc
        }
        last = (style, cc)
        return cc
    }

    private func make(_ style: Style, depth: ColorDepth) -> cchar_t {
        let (attr, pair) = StyleTable.attributes(style, depth: depth)
        var cc = cchar_t()
        let space: [wchar_t] = [0x20, 0]
        _ = scenery_setcchar(&cc, space, attr, pair)
        return cc
    }

    static func attributes(_ style: Style, depth: ColorDepth) -> (attr_t, Int32) {
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
        return (attr, pair)
    }

    private static func colorNumber(_ c: Color) -> Int32 {
        switch c {
        case .default: return -1
        case .ansi(let n): return Int32(n)
        case .indexed(let n): return Int32(n)
        case .rgb(let r, let g, let b): return Int32(r) << 16 | Int32(g) << 8 | Int32(b)
        }
    }
}

/// Sends one row's changed cells to the window.
struct RowWriter {
    let win: UnsafeMutablePointer<WINDOW>
    var styles: StyleTable
    let depth: ColorDepth
    let width: Int
    /// The run being collected, reused from row to row.
    private var run: [cchar_t] = []

    /// Unchanged cells between two changed ones are sent along with the run when the gap is
    /// at most this long: a call costs more than a few cells that doupdate finds equal.
    private static let gapJoined = 4

    init(win: UnsafeMutablePointer<WINDOW>, styles: StyleTable, depth: ColorDepth, width: Int) {
        self.win = win; self.styles = styles; self.depth = depth; self.width = width
        run.reserveCapacity(width)
    }

    /// `old` is nil when every cell is to be written (the first frame, or a new size).
    mutating func write(row y: Int, now: UnsafeBufferPointer<Cell>, old: UnsafeBufferPointer<Cell>?) {
        let row = y * width
        var x = 0
        var runStart = -1, lastChanged = -1
        while x < width {
            let cell = now[row + x]
            let changed = old.map { cell != $0[row + x] } ?? true
            // ncurses blanks the whole wide glyph under the first cell of a run when that cell
            // is the glyph's second half — including one drawn just before in this frame. A
            // run never starts there: that cell goes on its own.
            let startsOnHalf = runStart < 0 && (old.map { $0[row + x].width == 0 } ?? false)
            if changed && (!RowWriter.isRunnable(cell) || startsOnHalf) {
                flush(y: y, start: runStart); runStart = -1
                // A changed continuation means its wide glyph (one cell back) is redrawn.
                let base = cell.width == 0 && x > 0 ? x - 1 : x
                put(now[row + base], y: y, x: base)
                x = base + Int(max(1, now[row + base].width))
                continue
            }
            if changed {
                if runStart < 0 { runStart = x }
                lastChanged = x
                run.append(cchar(cell))
            } else if runStart >= 0 {
                if x - lastChanged <= RowWriter.gapJoined && RowWriter.isRunnable(cell) {
                    run.append(cchar(cell))
                } else {
                    run.removeLast(x - lastChanged - 1)
                    flush(y: y, start: runStart); runStart = -1
                }
            }
            x += 1
        }
        if runStart >= 0 {
            run.removeLast(width - lastChanged - 1)
            flush(y: y, start: runStart)
        }
    }

    /// A one-scalar cell that is surely one narrow column, for ncurses as for us.
    @inline(__always)
    private static func isRunnable(_ cell: Cell) -> Bool {
        guard cell.width == 1, let v = cell.singleScalarValue else { return false }
        return DisplayWidth.isSurelyNarrow(v)
    }

    private mutating func flush(y: Int, start: Int) {
        guard start >= 0, !run.isEmpty else { return }
        _ = mvwadd_wchnstr(win, Int32(y), Int32(start), run, Int32(run.count))
        run.removeAll(keepingCapacity: true)
    }

    /// One cell at its own column (wide glyphs, clusters, uncommon symbols).
    private mutating func put(_ cell: Cell, y: Int, x: Int) {
        var cc: cchar_t
        if cell.singleScalarValue != nil {
            cc = cchar(cell)
        } else {
            var wide: [wchar_t] = Array(repeating: 0, count: 6)
            var n = 0
            for scalar in cell.scalars where n < 5 {
                wide[n] = wchar_t(bitPattern: scalar.value); n += 1
            }
            let (attr, pair) = StyleTable.attributes(cell.style, depth: depth)
            cc = cchar_t()
            _ = scenery_setcchar(&cc, wide, attr, pair)
        }
        _ = mvwadd_wch(win, Int32(y), Int32(x), &cc)
    }

    /// The cell as ncurses stores it; for a one-scalar cell only.
    @inline(__always)
    private mutating func cchar(_ cell: Cell) -> cchar_t {
        var template = styles.template(cell.style, depth: depth)
        return scenery_cchar_with(&template, wchar_t(bitPattern: cell.singleScalarValue ?? 0x20))
    }
}
