import PropertyBased
import Testing
@testable import SceneryKit

/// Window-manager invariants over random sequences of moves, resizes, arrangements,
/// minimizing, focus changes and terminal sizes.
@Suite("Window manager invariants")
struct WindowManagerPropertyTests {
    /// One step, decoded from a random number so the generator stays a plain integer array
    /// (which PropertyBased shrinks well).
    static func apply(_ n: Int, to sim: Simulator) {
        let d = sim.desktop
        let arg = n / 16
        switch n % 16 {
        case 0: sim.system.activateSceneSession(applicationName: "Notes")
        case 1, 2: if let w = d.focusedWindow { d.move(w, dx: arg % 41 - 20, dy: arg % 21 - 10) }
        case 3, 4: if let w = d.focusedWindow { d.resize(w, dw: arg % 61 - 30, dh: arg % 31 - 15) }
        case 5, 6:
            if let w = d.focusedWindow { d.arrange(w, ArrangePreset.allCases[arg % ArrangePreset.allCases.count]) }
        case 7: if let w = d.focusedWindow { d.setMinimized(w, true) }
        case 8: if let w = d.minimizedWindows.first { d.focus(w) }
        case 9: d.focusNext(backwards: arg % 2 == 0)
        case 10, 11: sim.handle(.resize(Size(width: 1 + arg % 220, height: 1 + (arg / 7) % 70)))
        case 12: if let s = d.focusedWindow?.scene { sim.system.close(s) }
        case 13:
            if let w = d.focusedWindow {
                let f = w.frame
                d.setFrame(w, Rect(x: f.x + arg % 9 - 4, y: f.y + arg % 5 - 2, width: f.width - arg % 30 + 10, height: f.height - arg % 12 + 5),
                           anchorTrailing: arg % 2 == 0)
            }
        case 14: sim.system.toggleExternalDisplay()
        default: sim.system.activateSceneSession(applicationName: "Notes")
        }
        sim.system.update()
    }

    static func check(_ sim: Simulator) {
        let d = sim.desktop
        let area = d.workArea
        for w in d.visibleWindows {
            // On screen: inside the work area.
            #expect(w.frame.x >= area.x && w.frame.y >= area.y && w.frame.maxX <= area.maxX && w.frame.maxY <= area.maxY,
                    "window \(w.identifier) at \(w.frame) outside \(area)")
            // Never below its minimum, unless the work area itself is smaller.
            #expect(w.frame.width >= min(w.minimumFrameSize.width, area.width), "window \(w.identifier) narrower than its minimum")
            #expect(w.frame.height >= min(w.minimumFrameSize.height, area.height), "window \(w.identifier) shorter than its minimum")
            if case .arranged(let p) = w.placement, area.width >= w.minimumFrameSize.width, area.height >= w.minimumFrameSize.height {
                let target = p.frame(in: area)
                #expect(w.frame.width >= target.width && w.frame.height >= target.height)
            }
        }
        // Focus is on a visible window whenever there is one, and it alone has the active appearance.
        if !d.visibleWindows.isEmpty {
            let focused = d.focusedWindow
            #expect(focused != nil && focused?.isMinimized == false)
            #expect(focused?.scene?.traitCollection.activeAppearance == .active)
        }
        // Nothing interrupts here: every visible window is foregroundActive, minimized ones background.
        for w in d.windows {
            #expect(w.scene?.activationState == (w.isMinimized ? .background : .foregroundActive))
            if w !== d.focusedWindow { #expect(w.scene?.traitCollection.activeAppearance == .inactive) }
        }
    }

    @Test("Every window stays on screen, at least its minimum, and focus stays on a visible window")
    func invariants() async throws {
        await propertyCheck(count: 150, input: Gen.int(in: 0...100_000).array(of: 1...60)) { steps in
            let (sim, _) = try TestApp.simulator(size: Size(width: 120, height: 40))
            sim.system.activateSceneSession(applicationName: "Notes")
            for n in steps {
                Self.apply(n, to: sim)
                Self.check(sim)
            }
        }
    }

    @Test("Presets that split the area tile it exactly, with no gap or overlap")
    func presetsTile() async {
        await propertyCheck(input: Gen.int(in: 1...400), Gen.int(in: 1...200)) { w, h in
            let area = Rect(x: 3, y: 1, width: w, height: h)
            let groups: [[ArrangePreset]] = [[.leftHalf, .rightHalf], [.topHalf, .bottomHalf], [.leftThird, .middleThird, .rightThird],
                                             [.leftThird, .rightTwoThirds], [.leftTwoThirds, .rightThird],
                                             [.topLeftQuarter, .topRightQuarter, .bottomLeftQuarter, .bottomRightQuarter]]
            for group in groups {
                let frames = group.map { $0.frame(in: area) }
                #expect(frames.map { $0.width * $0.height }.reduce(0, +) == w * h)
                for (i, a) in frames.enumerated() {
                    for b in frames[(i + 1)...] { #expect(a.intersection(b).isEmpty) }
                }
            }
        }
    }
}
