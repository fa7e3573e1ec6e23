import TerminalCanvas

/// Damage tracking inside a window (`WindowDamage` draws again each window an event reached):
/// a built-in list or text view — a split view's column, the top of a navigation stack — in a
/// window drawn again is copied from the last frame instead of drawn when nothing
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

extension ContentDrawing {
    /// What drawing `version` at `rect` now is made from, in the window's drawing under way:
    /// equal to a record noted in the window's previous drawing when nothing of it changed.
    /// (`noted(in:)` turns it into the record of this drawing.)
    init(version: UInt64, rect: Rect, context: DrawContext, window: Window) {
        self.init(version: version, rect: rect, isFocused: context.isFocused, marks: context.contentMarks.subtracting(.drawnOver),
                  drawing: window.damage.previousDrawing)
    }

    /// This drawing as the record the window's next drawing compares with.
    func noted(in window: Window) -> ContentDrawing {
        var record = self
        record.drawing = window.damage.drawing
        return record
    }
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
    /// Whether `displayVersion` moves with everything this controller's drawing reads: true for
    /// the built-in list and text views themselves, whose every drawn property counts. Not for
    /// a subclass, whose drawing may read properties of its own, nor for containers.
    var countsDisplayChanges: Bool {
        let type = ObjectIdentifier(Swift.type(of: self))
        return (type == ObjectIdentifier(ListViewController.self) || type == ObjectIdentifier(TextViewController.self))
            && children.isEmpty && presentedViewController == nil
    }

    /// Draws the controller, or copies its cells from the last frame when the window being
    /// drawn allows it (`DrawContext.drawingWindow`) and nothing it draws from changed since that
    /// window's previous drawing. Containers that draw nothing over a child afterwards call it.
    func drawCopyingIfUnchanged(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        // A container, or a drawing not the simulator's, draws; the record is forgotten.
        guard let window = context.drawingWindow, countsDisplayChanges else {
            ViewController.forgetDrawing(&drawnLast)
            canvas.withClip(rect) { c in drawContent(in: &c, rect: rect, context: context) }
            return
        }
        let drawing = ContentDrawing(version: displayVersion, rect: rect, context: context, window: window)
        if drawnLast == drawing, let last = lastFrameToCopy(context, window) {
            canvas.copy(rect, from: last)
            window.damage.contentsCopied += 1
            (self as? ListViewController)?.rowsCopied(into: window.damage.drawing)
        } else {
            canvas.withClip(rect) { c in drawContent(in: &c, rect: rect, context: context) }
        }
        drawnLast = drawing.noted(in: window)
    }

    /// The window's last frame, when cells this controller drew in the window's previous drawing
    /// may be copied from it: it holds that drawing (`WindowDamage.contentFrame`), nothing is
    /// drawn over the controller now or was then, and no container draws over it afterwards.
    func lastFrameToCopy(_ context: DrawContext, _ window: Window) -> Canvas? {
        guard !context.contentMarks.contains(.drawnOver), containersAllowCopies else { return nil }
        return window.damage.contentFrame
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

extension NavigationBar.Layout {
    /// Its row, title, title room and each button's place and label as one number (the version a
    /// bar's `ContentDrawing` holds): equal bars
    /// give equal numbers, and SplitMix64 spreads the rest, as `WindowDamage.covers` does. (A
    /// number, not a copy of the layout: copying one copies its items' closures and menus.)
    var drawnFingerprint: UInt64 {
        func u(_ n: Int) -> UInt64 { UInt64(truncatingIfNeeded: n) }
        var h = WindowDamage.mix(u(rect.x) ^ u(rect.y) << 16 ^ u(rect.width) << 32 ^ u(titleLeft) << 48)
        h = Self.fold(title, into: WindowDamage.mix(h ^ u(titleRight) ^ (centresTitle ? 1 << 40 : 0) ^ (isLocalized ? 1 << 41 : 0)))
        buttons.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            // Through the pointer, each field read in place (a copied button copies its item).
            for i in 0..<b.count { h = Self.fold((base + i).pointee.label, into: WindowDamage.mix(h ^ u((base + i).pointee.rect.x))) }
        }
        return h
    }

    /// `h` with `text`'s bytes and length folded in, eight bytes a step, spread (every window
    /// drawn again asks it for each bar; a byte a step was half the bar's check).
    private static func fold(_ text: String, into h: UInt64) -> UInt64 {
        var h = h, text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            let n = bytes.count
            var i = 0
            while i &+ 8 <= n {
                h = WindowDamage.mix(h ^ UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                i &+= 8
            }
            var tail = UInt64(n) << 56
            while i < n { tail ^= UInt64(base[i]) << UInt64((i & 7) * 8); i &+= 1 }
            h = WindowDamage.mix(h ^ tail)
        }
        return WindowDamage.mix(h)
    }
}

extension NavigationBar {
    /// Draws `bar`, or copies its row from the window's last frame when `owner` drew the same
    /// bar (`Layout.drawnFingerprint`) there in the window's previous drawing, as a list is copied.
    static func draw(_ bar: Layout, in canvas: inout Canvas, context: DrawContext, owner: ViewController, last: inout ContentDrawing?) {
        guard let window = context.drawingWindow else {
            ViewController.forgetDrawing(&last)
            return draw(bar, in: &canvas, isFocused: context.isFocused, theme: context.theme)
        }
        let row = Rect(x: bar.rect.x, y: bar.rect.y, width: bar.rect.width, height: 1)
        let drawing = ContentDrawing(version: bar.drawnFingerprint, rect: row, context: context, window: window)
        if last == drawing, let frame = owner.lastFrameToCopy(context, window) {
            canvas.copy(row, from: frame)
        } else {
            draw(bar, in: &canvas, isFocused: context.isFocused, theme: context.theme)
        }
        last = drawing.noted(in: window)
    }
}
