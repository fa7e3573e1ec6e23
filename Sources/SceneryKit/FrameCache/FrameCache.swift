import TerminalCanvas

/// The frame cache of damage tracking (`Simulator.drawsOnlyChangedWindows`): everything a frame
/// keeps so that the next one copies what did not change instead of drawing it. One per scene
/// system (`SceneSystem.frameCache`), with one rule for a control author: a controller whose
/// drawing changes outside an event, or in another window than the one an event reached, calls
/// `ViewController.setNeedsDisplay()`. The rest is the cache's business, and its files are in
/// this folder:
///
/// - `epoch`: moves whenever something every window's drawing may read changed — the theme,
///   the key bindings, the environment's traits, an event other than input, a scene delegate
///   called (the app may change any window) — and then every window is drawn again;
/// - each desktop's last frame and what its hint-bar row was drawn from (`frame(of:)`);
/// - the hint bar's hints for the last set of commands, fitted to each width met (`hintBar`);
/// - the responder chain the last frame's hint bar made, for the key typed next (`keyChain`);
/// - and, kept with what they describe so that closing a window or detaching a terminal drops
///   them and no frame looks them up: each window's `WindowDamage` (what its last drawing was
///   made from, what covered it) and each list's and text view's `ContentDrawing`. Only the
///   cache's rules, in this folder, read and write them.
///
/// Which windows an input event reaches is `Simulator+Damage`; the double-draw check that holds
/// the cache to drawing from nothing (`SCENERY_CHECK_DAMAGE=1`) is `Simulator+DamageCheck`.
final class FrameCache {
    /// Moves on whenever something every window's drawing may read changed (`invalidateAll()`).
    private(set) var epoch = 0
    /// The hint bar's hints and what they were made from.
    var hintBar = HintBarCache()
    /// The chain the last frame's hint bar made, with damage tracking on, for the next key
    /// (`FrameChain`); the simulator takes it at every event.
    var keyChain: FrameChain?
    /// The number of the event the simulator is handling: a window the scene update lays out
    /// during it is marked with it (`WindowDamage.placedInEvent`).
    var event = 0

    /// Every window is to be drawn again at the next frame, and no key walks the last frame's chain.
    func invalidateAll() { epoch &+= 1 }

    /// A desktop's last frame, for the next to copy unchanged windows from, and what the hint
    /// bar's row in it was drawn from. A class, so that a frame reads and writes it in place.
    final class DesktopFrame {
        /// Nil before the first frame, and when the next must draw everything (one too small).
        var canvas: Canvas?
        /// Nil when something may have been drawn over the row (a mode or panel over the desktop).
        var hintBarRow: HintBarCache.Row?
    }

    /// The main desktop's and an attached second desktop's, by `Desktop.serial`: a number no
    /// other desktop ever has, so a desktop made where a detached one was starts with no frame.
    private var frames: [(serial: Int, frame: DesktopFrame)] = []

    /// `desktop`'s last frame (two desktops at most: a search, no hashing).
    func frame(of desktop: Desktop) -> DesktopFrame {
        let serial = desktop.serial
        for i in frames.indices where frames[i].serial == serial { return frames[i].frame }
        let frame = DesktopFrame()
        frames.append((serial, frame))
        return frame
    }

    /// Drops a desktop's last frame: its terminal detached.
    func forget(_ desktop: Desktop) { frames.removeAll { $0.serial == desktop.serial } }
}
