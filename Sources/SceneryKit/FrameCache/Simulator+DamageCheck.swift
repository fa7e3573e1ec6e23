import Foundation
import TerminalCanvas

/// The double-draw check of damage tracking (`SCENERY_CHECK_DAMAGE=1`, or `checksDamage`): every
/// frame that copied from the last one is drawn a second time from nothing — no window, list or
/// hint bar copied — and the two must be the same, cell for cell; a difference stops the process
/// naming the first cell that differs. Nothing the tracked frame noted for the next is touched
/// by the second drawing (window damage, controllers' records, the hint bar's row, the counts),
/// so the next frame copies as it would have. `make test-damage` runs the whole suite this way.
extension Simulator {
    /// Whether `SCENERY_CHECK_DAMAGE=1` was in the environment when the process started.
    static let checksDamageFromEnvironment = ProcessInfo.processInfo.environment["SCENERY_CHECK_DAMAGE"] == "1"

    /// Draws the frame again untracked into a canvas of its own and compares it with `tracked`.
    func checkDamage(of tracked: Canvas, against last: Canvas) {
        let copied = (desktop.windowsCopied, desktop.controllersCopied), clockRead = clockReads.happened
        defer { (desktop.windowsCopied, desktop.controllersCopied) = copied; clockReads.happened = clockRead }
        var whole = Canvas(size: tracked.size, unicode: tracked.unicode)
        ViewController.$isCheckDrawing.withValue(true) { drawDesktop(into: &whole, reusing: nil, epoch: nil) }
        guard let d = Self.firstDifference(tracked, whole) else { return }
        preconditionFailure("damage check (SCENERY_CHECK_DAMAGE=1): the frame copied from the last one differs from one drawn whole at "
                            + "column \(d.x), row \(d.y): \(d.tracked) where drawing gives \(d.whole); \(copied.0) windows and "
                            + "\(copied.1) lists or text views were copied (a controller changed outside an event without setNeedsDisplay()?)\nframe:\n\(tracked.plainText())\ndrawn whole:\n\(whole.plainText())")
    }

    /// The check of a layout the frame's pass did not make again (`Window.layoutIsCurrent`): the
    /// window drawn from the layout it kept and from a new one, and their click regions, must be
    /// the same. The frame then draws from the new one.
    func checkKeptLayout(of w: Window, isFocused: Bool) {
        let clockRead = clockReads.happened
        defer { clockReads.happened = clockRead }
        func drawing() -> (cells: Canvas, regions: String) {
            var canvas = Canvas(size: desktop.size)
            ViewController.$isCheckDrawing.withValue(true) {
                w.draw(in: &canvas, isFocused: isFocused, theme: theme, time: time, keyBindings: keyBindings, clockReads: nil)
            }
            return (canvas, w.regionMap.description)
        }
        let kept = drawing()
        w.layout()
        let made = drawing()
        let cell = Self.firstDifference(kept.cells, made.cells)
        guard cell != nil || kept.regions != made.regions else { return }
        preconditionFailure("damage check (SCENERY_CHECK_DAMAGE=1): window \(w.title) kept its last layout (its last drawing's, or a resize's scene update's), "
                            + "but laying it out again changes " + (cell.map { "column \($0.x), row \($0.y): \($0.tracked) where a new layout gives \($0.whole)" }
                            ?? "its click regions:\n\(kept.regions)\nagainst\n\(made.regions)")
                            + " (code of its app ran after the update, or its layout(in:) changed what it lays out, without setNeedsDisplay()?)")
    }

    /// The first cell where two frames of one size differ, and what each holds there.
    static func firstDifference(_ a: Canvas, _ b: Canvas) -> (x: Int, y: Int, tracked: String, whole: String)? {
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                return (x, y, "\"\(a[x, y].grapheme)\" \(a[x, y].style)", "\"\(b[x, y].grapheme)\" \(b[x, y].style)")
            }
        }
        return nil
    }
}

extension ViewController {
    /// Set while the damage check draws a frame a second time: a controller's record of its last
    /// drawing (`drawnLast`) is the tracked frame's, and stays so.
    @TaskLocal static var isCheckDrawing = false

    /// Forgets a record of a drawing (`drawnLast`, a bar's, a list's rows) made without damage
    /// tracking — except in the check's second drawing, which leaves every record as the tracked
    /// frame left it, so the next frame still copies what the check is there to check.
    static func forgetDrawing<Record>(_ record: inout Record?) {
        if !isCheckDrawing { record = nil }
    }
}
