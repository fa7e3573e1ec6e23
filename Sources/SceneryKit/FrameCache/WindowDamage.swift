import Synchronization
import TerminalCanvas

/// What a window's last drawing was made from, and whether it may be taken from the last frame
/// instead of drawn again: the damage tracking of the desktop.
///
/// A window is drawn again when anything its drawing reads may have changed: an event reached
/// it (`needsDisplay`), a controller in it asked (`ViewController.setNeedsDisplay()`), its
/// frame, focus, traits or life-cycle state changed (`Signature`), it read the clock and
/// the clock moved, the theme or the key bindings changed (the frame cache's `epoch`), or
/// what is drawn over it differs from what was drawn over it in the last frame (`coveredBy`).
/// Otherwise its cells are copied from the last frame, which is what drawing it would give: where
/// something covered it then, the same thing paints the same cells again after it.
struct WindowDamage {
    /// What a window's drawing depends on besides its controllers' own state, and which the
    /// system changes without an event reaching the app. (Its title, and whether its content
    /// fits, follow from these and the app's state: an event that changes them reaches the app.)
    struct Signature: Equatable {
        var frame: Rect
        var isFocused: Bool
        /// Whether it blanked its frame first (not when it was the backmost on a blank canvas).
        var fills: Bool
        var minimumFrameSize: Size
        var controlStyle: WindowScene.WindowingControlStyle
        var fillsScreen: Bool
        var safeAreaInsets: EdgeInsets
        /// Its scene's `traitsVersion`.
        var traits: Int?
        var activation: Scene.ActivationState?
    }

    /// What the last drawing was made from; nil before the first.
    var drawn: Signature?
    /// The scene system's damage epoch when it was drawn.
    var epoch = 0
    /// The event (`FrameCache.event`) during which the scene update laid the window out, while
    /// no code of its app has run since: nil otherwise.
    var placedInEvent: Int?
    /// What the window's last layout was made from, and the epoch then: its last drawing's, or a
    /// resize's scene update's when that came after (`Simulator.noteFreshLayouts`). The frame's
    /// layout pass lays the window out again only when it may have changed (`Window.layoutIsCurrent`).
    var laidOut: Signature?
    var laidOutEpoch = 0
    /// Whether that drawing read the clock, and the time it read.
    var readClock = false
    var time = 0.0
    /// Set when an event reached the window: it draws again.
    var needsDisplay = true
    /// What was drawn over its frame in the last frame — the windows above, the shelf, the hint
    /// bar, an external display's picture — as one number (`covers`); nil before the first frame
    /// and under a mode or panel. The last frame's cells there are not its own: it is copied only
    /// when the same rectangles will be painted over it again, and each of them paints all its
    /// cells (a window fills or copies its frame, the shelf, the bar and the picture fill theirs).
    var coveredBy: UInt64?
    /// This drawing of the window, and the one before (numbers no other drawing of any window
    /// has; 0 before the first), for its lists and text views to tell whether their last drawing
    /// was the window's previous one (`ViewController.drawCopyingIfUnchanged`).
    var drawing = 0, previousDrawing = 0
    /// While the window is drawn: the last frame, when its cells in the window are the window's
    /// previous drawing and what covered it will cover it again — its frame, focus, traits and
    /// the epoch are the same, and no sheet, popover or menu is presented over its content, nor
    /// was then. Nil otherwise, and between drawings.
    var contentFrame: Canvas?
    /// While the window is drawn: the last frame, when it holds the window's previous drawing
    /// (the same signature, epoch and covers, whatever is presented), so its border and title bar
    /// may be copied when `chrome` is what they show now. Nil otherwise, and between drawings.
    var chromeFrame: Canvas?
    /// What the border and title bar of the last drawing showed besides the signature; nil when
    /// they were not drawn as a ring around the root (the size notice, the unified style).
    var chrome: Chrome?
    var drewPresentation = true
    /// How many lists and text views its last drawing copied.
    var contentsCopied = 0

    /// What a window's border and title bar show that the signature does not hold.
    struct Chrome: Equatable {
        var title: String
        var hoveredCorner: Window.ResizeCorner?
    }

    private static let drawings = Atomic<Int>(0)
    /// A number for a new drawing of any window.
    static func newDrawing() -> Int { drawings.wrappingAdd(1, ordering: .relaxed).newValue }

    /// Whether the last frame holds the window's last drawing as the system would draw it now,
    /// whatever the app changed since: the same signature and epoch, and `covers` what covered it.
    func lastFrameHoldsDrawing(_ signature: Signature, epoch: Int, covers: UInt64) -> Bool {
        drawn == signature && self.epoch == epoch && coveredBy == covers
    }

    /// Whether drawing with `signature` now, under what `covers` says, would give what the last
    /// frame shows: that, and nothing reached the app, and the clock it read has not moved.
    func canReuse(_ signature: Signature, epoch: Int, time: Double, covers: UInt64) -> Bool {
        !needsDisplay && lastFrameHoldsDrawing(signature, epoch: epoch, covers: covers) && (!readClock || self.time == time)
    }

    /// Adds to `covers` (0 for nothing) the part of `rect` that meets `frame`, if any: the same
    /// rectangles added in the same order give the same number.
    static func cover(_ covers: inout UInt64, _ frame: Rect, by rect: Rect?) {
        guard let rect else { return }
        let part = rect.intersection(frame)
        guard !part.isEmpty else { return }
        covers = mix(covers ^ UInt64(truncatingIfNeeded: part.x) ^ UInt64(truncatingIfNeeded: part.y) << 16
                     ^ UInt64(truncatingIfNeeded: part.width) << 32 ^ UInt64(truncatingIfNeeded: part.height) << 48)
    }

    /// SplitMix64's finaliser: spreads the bits, so that order and every field count.
    static func mix(_ v: UInt64) -> UInt64 {
        var z = v &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Window {
    /// What its drawing depends on now, besides its controllers.
    func damageSignature(isFocused: Bool, fills: Bool) -> WindowDamage.Signature {
        WindowDamage.Signature(frame: frame, isFocused: isFocused, fills: fills, minimumFrameSize: minimumFrameSize,
                               controlStyle: controlStyle, fillsScreen: fillsScreen, safeAreaInsets: scene?.safeAreaInsets ?? .zero,
                               traits: scene?.traitsVersion, activation: scene?.activationState)
    }

    /// Whether laying the window out now would give its last layout (`WindowDamage.laidOut`):
    /// nothing reached it, asked for it, or changed its size, focus, traits or the epoch since.
    /// (The clock and what covers it matter to its cells, not to its layout; `fills` is left as
    /// recorded: where it lies among the windows changes its cells only.)
    func layoutIsCurrent(isFocused: Bool, epoch: Int) -> Bool {
        // The cheap answers first: this is asked of every window every frame.
        guard !damage.needsDisplay, let laidOut = damage.laidOut, damage.laidOutEpoch == epoch,
              !(rootViewController?.subtreeNeedsDisplay ?? false) else { return false }
        return laidOut == damageSignature(isFocused: isFocused, fills: laidOut.fills)
    }

    /// Draws the window, or copies it from `lastFrame` when nothing it depends on changed and
    /// `covers` (what this frame paints over it) is what covered it in the last; true when it
    /// copied. Without `epoch` (damage tracking off, or a drawing not the simulator's)
    /// it draws and leaves its damage state alone.
    @discardableResult
    func draw(in canvas: inout Canvas, reusing lastFrame: Canvas?, isFocused: Bool, theme: Theme, time: Double, keyBindings: KeyBindings,
              clockReads: ClockReads?, fills: Bool, epoch: Int?, covers: UInt64 = 0) -> Bool {
        guard let epoch else {
            draw(in: &canvas, isFocused: isFocused, theme: theme, time: time, keyBindings: keyBindings, clockReads: clockReads, fills: fills)
            return false
        }
        let signature = damageSignature(isFocused: isFocused, fills: fills)
        let requested = rootViewController?.subtreeNeedsDisplay ?? false
        if let lastFrame, !requested, damage.canReuse(signature, epoch: epoch, time: time, covers: covers) {
            canvas.copy(frame, from: lastFrame)
            damage.contentsCopied = 0
            if damage.readClock { clockReads?.happened = true }
            return true
        }
        // Its lists and text views may be copied when the last frame holds this window's previous
        // drawing (they answer for what the app changed), with nothing presented over them.
        let presents = rootViewController?.presentedViewController != nil
        let holdsDrawing = damage.lastFrameHoldsDrawing(signature, epoch: epoch, covers: covers)
        damage.contentFrame = !presents && !damage.drewPresentation && holdsDrawing ? lastFrame : nil
        damage.chromeFrame = holdsDrawing ? lastFrame : nil
        damage.contentsCopied = 0
        damage.previousDrawing = damage.drawing
        damage.drawing = WindowDamage.newDrawing()
        let readBefore = clockReads?.happened ?? false
        clockReads?.happened = false
        draw(in: &canvas, isFocused: isFocused, theme: theme, time: time, keyBindings: keyBindings, clockReads: clockReads, fills: fills,
             tracked: true)
        damage.contentFrame = nil
        damage.chromeFrame = nil
        damage.drewPresentation = presents
        damage.readClock = clockReads?.happened ?? true
        if readBefore { clockReads?.happened = true }
        damage.drawn = signature
        damage.epoch = epoch
        (damage.laidOut, damage.laidOutEpoch) = (signature, epoch)
        damage.time = time
        damage.needsDisplay = false
        rootViewController?.subtreeNeedsDisplay = false
        return false
    }
}

extension Rect {
    /// Runs `body` on each part of this rectangle outside `inner` (which it holds): the rows
    /// above and below it, then the columns beside it; no array made (every window drawn again
    /// copies its ring this way).
    func forEachPart(around inner: Rect, _ body: (Rect) -> Void) {
        let inner = inner.intersection(self)
        guard !inner.isEmpty else { return body(self) }
        for part in [Rect(x: x, y: y, width: width, height: inner.y - y),
                     Rect(x: x, y: inner.maxY, width: width, height: maxY - inner.maxY),
                     Rect(x: x, y: inner.y, width: inner.x - x, height: inner.height),
                     Rect(x: inner.maxX, y: inner.y, width: maxX - inner.maxX, height: inner.height)] where !part.isEmpty {
            body(part)
        }
    }
}
