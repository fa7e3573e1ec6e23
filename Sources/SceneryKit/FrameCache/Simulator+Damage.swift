import SceneryEvents
import TerminalCanvas

/// Which windows an event may have changed, so that a frame draws only those and copies the
/// rest from the last frame (`WindowDamage`).
///
/// Input (a key, a click, a paste) reaches the focused window, the window under the pointer, the
/// one holding the mouse or being dragged and the one a mode's keys act in: those are drawn
/// again, as UIKit draws the views an event changed. A window of the same app that the event's
/// code changes (a model its scenes share) is marked by the app (`ViewController.setNeedsDisplay()`
/// on a controller in it). Anything wider — a mode or menu up before or after, a window opened,
/// closed or minimized, a scene delegate called (`FrameCache.invalidateAll()`), any other event, a
/// tick that moved the scene system — draws every window again.
extension Simulator {
    /// What an input event may reach, looked at before and after it. No allocation: it is
    /// taken twice for every key.
    struct DamageProbe {
        /// The windows it reaches directly: the focused one, the one holding the mouse, the one
        /// being dragged, the one under the pointer, the one a mode's keys act in.
        var focused, captured, dragged, pointed, moded: Window?
        /// A mode, menu or panel is over the desktop: keys go to it, and its actions may
        /// change any window. (Not column resizing: it draws nothing over the desktop, and its
        /// keys act in one window, `moded`.)
        var isModal = false
        /// The windows of every desktop and whether each is minimized, as one number, whatever
        /// their order: a click that brings a window forward draws the two windows whose focus
        /// changed, and what the front one covered is drawn again; a window opened, closed or
        /// minimized draws everything.
        var windowSet: UInt64 = 0

        /// Whether `w` is one of them.
        func reaches(_ w: Window) -> Bool {
            // Five checks, not a loop over an array of the five (made, its type looked up, for
            // every window of every input event).
            focused === w || captured === w || dragged === w || pointed === w || moded === w
        }
    }

    /// What `event` may reach now; nil for an event that is not input.
    func damageProbe(for event: Event) -> DamageProbe? {
        var pointer: Point?
        switch event {
        case .key, .paste, .displayKey, .displayPaste: break
        case .mouse(let m), .displayMouse(_, let m): pointer = m.position
        default: return nil
        }
        var probe = DamageProbe(focused: desktop.focusedWindow, captured: shell.mouseCapture?.window, dragged: shell.drag?.window,
                                pointed: pointer.flatMap(desktop.window(at:)))
        probe.isModal = shell.coversDesktop
        probe.moded = shell.mode?.actsInWindow
        forEachDesktop { d in
            for w in d.windows { probe.windowSet ^= WindowDamage.mix(UInt64(w.identifier) << 1 | (w.isMinimized ? 1 : 0)) }
            probe.windowSet &+= UInt64(d.windows.count) << 56
        }
        return probe
    }

    /// Marks what `event` changed, from what it could reach before it (`before`, nil for an
    /// event that is not input or with tracking off): a tick marks nothing here (one that moved
    /// the scene system moved the epoch), any other event that is not input moves the epoch.
    func noteDamage(of event: Event, before: DamageProbe?) {
        guard let before, let after = damageProbe(for: event) else {
            if case .tick = event {} else { system.frameCache.invalidateAll() }
            return
        }
        if before.isModal || after.isModal || before.windowSet != after.windowSet {
            system.frameCache.invalidateAll()
            return
        }
        forEachDesktop { d in
            for w in d.windows where !w.damage.needsDisplay {
                w.damage.needsDisplay = before.reaches(w) || after.reaches(w)
            }
        }
    }

    /// Records, for each window the scene update laid out during the event just handled with no
    /// code of its app run after (`WindowDamage.placedInEvent`), what that layout was made from and
    /// the epoch now: the frame that follows need not lay it out again (`Window.layoutIsCurrent`).
    func noteFreshLayouts() {
        let event = system.frameCache.event, epoch = system.frameCache.epoch
        forEachDesktop { d in
            let focused = d.focusedWindow
            for w in d.windows where w.damage.placedInEvent == event {
                w.damage.placedInEvent = nil
                w.damage.laidOut = w.damageSignature(isFocused: w === focused, fills: w.damage.drawn?.fills ?? true)
                w.damage.laidOutEpoch = epoch
            }
        }
    }

    /// The main desktop, then the second one if a terminal is attached as one.
    private func forEachDesktop(_ body: (Desktop) -> Void) {
        body(system.mainDesktop)
        if let second = system.secondDesktop { body(second.desktop) }
    }
}
