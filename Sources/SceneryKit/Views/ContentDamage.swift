import TerminalCanvas

/// Damage tracking inside a window (`WindowDamage` draws again every window of an app an event
/// reached): a built-in list or text view — a split view's column, the top of a navigation
/// stack — in a window drawn again is copied from the last frame instead of drawn when nothing
/// it draws from changed: its `displayVersion` (every property it draws moves it), its
/// rectangle, its focus and the marks its split view lays over it are as the window's previous
/// drawing drew them, and the window's last frame still holds that drawing
/// (`WindowDamage.contentFrame`).
/// What a controller's last drawing was made from, besides the window around it.
struct ContentDrawing: Equatable {
    var version: UInt64
    var rect: Rect
    var isFocused: Bool
    /// What its split view laid over its cells: the sidebar's tint, a displaced secondary's dimming.
    var marks: DrawContext.ContentMarks
    /// The window drawing it was part of (`WindowDamage.drawing`).
    var drawing: Int
}

extension DrawContext {
    /// What a split view lays over a column's cells after the column draws.
    struct ContentMarks: OptionSet, Equatable {
        let rawValue: UInt8
        static let tinted = ContentMarks(rawValue: 1)
        static let dimmed = ContentMarks(rawValue: 2)
        /// Something is drawn over part of it now, or was in the drawing before (the moved
        /// separator's arrows, an overlaid column): it is drawn, not copied, and its drawing
        /// noted as usual — the split view remembers what it drew over.
        static let drawnOver = ContentMarks(rawValue: 4)
    }
}

extension ViewController {
    /// Draws the controller, or copies its cells from the last frame when the window being
    /// drawn allows it (`DrawContext.drawingWindow`) and nothing it draws from changed since that
    /// window's previous drawing. Containers that draw nothing over a child afterwards call it.
    func drawCopyingIfUnchanged(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        // A container, or a drawing not the simulator's, draws; the record is forgotten.
        guard let window = context.drawingWindow, countsDisplayChanges else {
            if !ViewController.isCheckDrawing { drawnLast = nil }
            canvas.withClip(rect) { c in drawContent(in: &c, rect: rect, context: context) }
            return
        }
        let drawnOver = context.contentMarks.contains(.drawnOver)
        var drawing = ContentDrawing(version: displayVersion, rect: rect, isFocused: context.isFocused,
                                     marks: context.contentMarks.subtracting(.drawnOver), drawing: window.damage.previousDrawing)
        if !drawnOver, let last = window.damage.contentFrame, drawnLast == drawing, containersAllowCopies {
            canvas.copy(rect, from: last)
            window.damage.contentsCopied += 1
        } else {
            canvas.withClip(rect) { c in drawContent(in: &c, rect: rect, context: context) }
        }
        drawing.drawing = window.damage.drawing
        drawnLast = drawing
    }

    /// Whether every container up to the window's root draws nothing over this controller
    /// after it: split views (their overlaid columns and the separator being moved turn copying
    /// off themselves) and navigation controllers. A tab bar controller draws its tabs over its
    /// content; another container may draw anything.
    private var containersAllowCopies: Bool {
        var up = parent
        while let p = up {
            guard p is SplitViewController || ObjectIdentifier(type(of: p)) == ObjectIdentifier(NavigationController.self) else { return false }
            up = p.parent
        }
        return true
    }
}
