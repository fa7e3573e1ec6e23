import TerminalCanvas

/// What a window's last drawing was made from, and whether it may be taken from the last frame
/// instead of drawn again: the damage tracking of the desktop.
///
/// A window is drawn again when anything its drawing reads may have changed: an event reached
/// its app (`needsDisplay`), a controller in it asked (`ViewController.setNeedsDisplay()`), its
/// frame, focus, traits or life-cycle state changed (`Signature`), it read the clock and
/// the clock moved, the theme or the key bindings changed (the scene system's `damageEpoch`), or
/// something else was drawn over it in the last frame (`isObstructed`). Otherwise its cells are
/// copied from the last frame, which is what drawing it would give.
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
        var traits: TraitCollection?
        var activation: Scene.ActivationState?
    }

    /// What the last drawing was made from; nil before the first.
    var drawn: Signature?
    /// The scene system's damage epoch when it was drawn.
    var epoch = 0
    /// Whether that drawing read the clock, and the time it read.
    var readClock = false
    var time = 0.0
    /// Set when an event reached the window's app: it draws again.
    var needsDisplay = true
    /// Whether something drawn after it in the last frame (a window above, the shelf, the hint
    /// bar, a mode) covered part of its frame: the last frame's cells there are not its own.
    var isObstructed = true

    /// Whether laying the window out now would give the layout its last drawing read: nothing
    /// reached it, asked for it, or changed its size, focus, traits or the epoch since. (The
    /// clock and what covers it matter to its cells, not to its layout.)
    func layoutIsCurrent(_ signature: Signature, epoch: Int) -> Bool {
        !needsDisplay && drawn == signature && self.epoch == epoch
    }

    /// Whether drawing with `signature` now would give what the last frame shows.
    func canReuse(_ signature: Signature, epoch: Int, time: Double) -> Bool {
        layoutIsCurrent(signature, epoch: epoch) && !isObstructed && (!readClock || self.time == time)
    }
}

extension Window {
    /// What its drawing depends on now, besides its controllers.
    func damageSignature(isFocused: Bool, fills: Bool) -> WindowDamage.Signature {
        WindowDamage.Signature(frame: frame, isFocused: isFocused, fills: fills, minimumFrameSize: minimumFrameSize,
                               controlStyle: controlStyle, fillsScreen: fillsScreen, safeAreaInsets: scene?.safeAreaInsets ?? .zero,
                               traits: scene?.traitCollection, activation: scene?.activationState)
    }

    /// Whether its layout is still the one its last drawing read (`WindowDamage.layoutIsCurrent`).
    /// `fills` is left as last drawn: where it lies among the windows changes its cells only.
    func layoutIsCurrent(isFocused: Bool, epoch: Int) -> Bool {
        // The cheap answers first: this is asked of every window every frame.
        guard !damage.needsDisplay, let drawn = damage.drawn, !(rootViewController?.subtreeNeedsDisplay ?? false) else { return false }
        return damage.layoutIsCurrent(damageSignature(isFocused: isFocused, fills: drawn.fills), epoch: epoch)
    }

    /// The app an event in this window reaches: its scene's application; nil for a bare window.
    var damageApp: String? { scene?.session.applicationName }

    /// Draws the window, or copies it from `lastFrame` when nothing it depends on changed; true
    /// when it copied. Without `epoch` (damage tracking off, or a drawing not the simulator's)
    /// it draws and leaves its damage state alone.
    @discardableResult
    func draw(in canvas: inout Canvas, reusing lastFrame: Canvas?, isFocused: Bool, theme: Theme, time: Double, keyBindings: KeyBindings,
              clockReads: ClockReads?, fills: Bool, epoch: Int?) -> Bool {
        guard let epoch else {
            draw(in: &canvas, isFocused: isFocused, theme: theme, time: time, keyBindings: keyBindings, clockReads: clockReads, fills: fills)
            return false
        }
        let signature = damageSignature(isFocused: isFocused, fills: fills)
        let requested = rootViewController?.subtreeNeedsDisplay ?? false
        if let lastFrame, !requested, damage.canReuse(signature, epoch: epoch, time: time) {
            canvas.copy(frame, from: lastFrame)
            if damage.readClock { clockReads?.happened = true }
            return true
        }
        let readBefore = clockReads?.happened ?? false
        clockReads?.happened = false
        draw(in: &canvas, isFocused: isFocused, theme: theme, time: time, keyBindings: keyBindings, clockReads: clockReads, fills: fills)
        damage.readClock = clockReads?.happened ?? true
        if readBefore { clockReads?.happened = true }
        damage.drawn = signature
        damage.epoch = epoch
        damage.time = time
        damage.needsDisplay = false
        rootViewController?.subtreeNeedsDisplay = false
        return false
    }
}
