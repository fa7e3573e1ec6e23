import SceneryKit

/// The Timer app's model, shared by its windows and its external-display scene.
/// Time comes from the simulator's injected clock, so recordings are repeatable.
public final class TimerModel {
    public private(set) var accumulated: Double = 0 { didSet { changed() } }
    public private(set) var startedAt: Double? { didSet { changed() } }
    /// Set when the scene's going to the background paused a running timer.
    public private(set) var wasPausedByBackground = false { didSet { changed() } }
    public init() {}

    /// The faces showing the model (the window's, the external display's, any other a client
    /// opens): a key in one changes what the others show, and only the window the key reached is
    /// drawn again unless the others are marked (UIKit's rule: a view observing its model calls
    /// `setNeedsDisplay()`).
    private var faces: [Face] = []
    private struct Face { weak var controller: ViewController? }

    /// Marks `controller`'s window to be drawn again whenever the model changes.
    public func addFace(_ controller: ViewController) {
        faces.removeAll { $0.controller == nil }
        faces.append(Face(controller: controller))
    }

    private func changed() { for face in faces { face.controller?.setNeedsDisplay() } }

    public var isRunning: Bool { startedAt != nil }
    public func elapsed(at now: Double) -> Double { accumulated + (startedAt.map { max(0, now - $0) } ?? 0) }

    public func start(at now: Double) { if startedAt == nil { startedAt = now }; wasPausedByBackground = false }
    public func pause(at now: Double) {
        accumulated = elapsed(at: now)
        startedAt = nil
    }
    public func toggle(at now: Double) { isRunning ? pause(at: now) : start(at: now) }
    public func reset(at now: Double) {
        accumulated = 0
        if isRunning { startedAt = now }
    }

    /// The scene went to the background: a running timer pauses (the session's example).
    public func pauseForBackground(at now: Double) {
        guard isRunning else { return }
        pause(at: now)
        wasPausedByBackground = true
    }
    /// The scene came back: a timer the background paused runs again.
    public func resumeFromBackground(at now: Double) {
        guard wasPausedByBackground else { return }
        start(at: now)
    }
    /// Restores a saved reading, paused.
    public func restore(accumulated value: Double) { accumulated = max(0, value); startedAt = nil }

    /// `MM:SS.t`.
    public static func format(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded(.down))
        let m = tenths / 600, s = (tenths / 10) % 60, t = tenths % 10
        return (m < 10 ? "0" : "") + "\(m):" + (s < 10 ? "0" : "") + "\(s).\(t)"
    }
}
