/// The key typed after a frame, resolved over the chain that frame's hint bar made.
///
/// Every frame's hint bar makes the focused responder chain, every link's commands, to show what
/// the keys do. The key typed next, when no event came between, meets the same state: it is
/// resolved over that chain rather than one made again, so the hint bar and the key read one
/// resolution. Any event takes the chain away (`Simulator.handle`): a key after a tick, a click
/// or another key makes its own, link by link. Only with damage tracking on, whose contract this
/// is too — between frames, what changes comes through an event, or says so with
/// `setNeedsDisplay()` — and then a controller of the focused window that asked to be drawn
/// again, or a moved damage epoch, sends the key through a chain made afresh.
struct FrameChain {
    /// The system's commands and the chain, as the hint bar made them.
    let system: [KeyCommand]
    let chain: [KeyResponder]
    /// The desktop whose hint bar made it, and the damage epoch then.
    let desktop: ObjectIdentifier
    let epoch: Int
}

extension DesktopShell {
    /// `frameChain`, when a key now may be resolved over it: the same desktop and epoch, and
    /// nothing in the focused window asked to be drawn again since the frame.
    func usable(_ frameChain: FrameChain?) -> FrameChain? {
        guard let f = frameChain, f.desktop == ObjectIdentifier(desktop), f.epoch == system.frameCache.epoch,
              !(desktop.focusedWindow?.rootViewController?.subtreeNeedsDisplay ?? false) else { return nil }
        return f
    }

    /// The damage check's part (`SCENERY_CHECK_DAMAGE=1`): the chain made now must offer what
    /// the frame's did, command for command; a difference stops the process.
    func checkFrameChain(_ f: FrameChain) {
        precondition(!differsFromNow(f), "damage check (SCENERY_CHECK_DAMAGE=1): the key after a frame meets other commands than "
                     + "the frame's hint bar made (a controller changed outside an event without setNeedsDisplay()?)")
    }

    /// Whether a chain made now would offer other commands than `f` (each one's action, title,
    /// availability and hint, link by link).
    func differsFromNow(_ f: FrameChain) -> Bool {
        !HintBarCache.Input(system: systemCommands, chain: keyResponderChain(), bindings: keyBindings)
            .matches(system: f.system, chain: f.chain, bindings: keyBindings)
    }
}
