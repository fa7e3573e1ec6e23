import DemoApps
import SceneryKit

/// Damage tracking against drawing everything: two simulators take the same random events
/// (keys, clicks, drags, wheel turns, resizes, ticks, pastes, a second terminal attaching as a
/// desktop or a display, typing and going away); one copies unchanged windows from its last
/// frame, the other draws every window. Every frame of the main terminal and of the attached
/// one must be the same.
public enum DamageFuzz {
    /// `count` events, in streams of 400 (every other one input alone: keys, clicks, wheel and
    /// ticks at one size) over the demo apps with a few windows open, with no
    /// device and on an iPhone, an iPad, a Mac and a Vision Pro; the failures, each with its
    /// stream, event and first differing row.
    public static func run(count: Int, seed: UInt64) -> [String] {
        var copies = Copies()
        return run(count: count, seed: seed, copies: &copies)
    }

    /// What the tracking simulator copied instead of drawing, over a run: a run that copied
    /// nothing compared nothing.
    public struct Copies: Sendable {
        public var windows = 0, controllers = 0
        public init() {}
    }

    /// `run(count:seed:)`, adding to `copies` the windows, and the list and text views inside windows drawn again, that the tracking simulator copied.
    public static func run(count: Int, seed: UInt64, copies: inout Copies) -> [String] {
        let starts: [(app: String, others: [String], device: String?)] = [
            ("Mail", ["Music", "Timer", "Mail"], nil), ("Music", ["Preview", "Race"], nil), ("Timer", ["Timer", "Mail"], nil),
            ("Preview", [], nil), ("Mail", ["Music"], "iPhone 16"), ("Music", ["Mail", "Timer"], "iPad Pro 11"),
            ("Mail", ["Race", "Preview"], "Mac"), ("Music", ["Timer"], "Vision Pro"),
        ]
        var failures: [String] = []
        var done = 0, stream = 0
        while done < count {
            let start = starts[stream % starts.count]
            let n = min(400, count - done)
            var r = EventStream(seed: seed &+ UInt64(stream) &* 7919)
            let size = Size(width: 160, height: 45)
            do {
                func make(tracking: Bool) throws -> Simulator {
                    let sim = try DemoCatalog.makeSimulator(size: size, app: start.app, device: start.device.flatMap(DeviceProfile.named))
                    for app in start.others { sim.system.activateSceneSession(applicationName: app) }
                    sim.handle(.resize(size))
                    sim.drawsOnlyChangedWindows = tracking
                    return sim
                }
                let tracked = try make(tracking: true), whole = try make(tracking: false)
                // Every other stream is input alone, at one size, where columns are copied most:
                // in the first round of starts the even ones, then the odd ones.
                let inputOnly = (stream + stream / starts.count) % 2 == 0
                let events = inputOnly ? r.input(count: n, size: size) : r.events(count: n, size: size)
                for (i, event) in events.enumerated() {
                    tracked.handle(event)
                    whole.handle(event)
                    if tracked.isFinished || whole.isFinished { break }
                    let difference = firstDifference(tracked, whole)
                    copies.windows += tracked.desktop.windowsCopied
                    copies.controllers += tracked.desktop.controllersCopied
                    if let difference {
                        failures.append("stream \(stream) (\(start.app) + \(start.others) on \(start.device ?? "no device")), event \(i) (\(event)): \(difference)")
                        break
                    }
                }
            } catch {
                failures.append("stream \(stream): \(error)")
            }
            done += n
            stream += 1
        }
        return failures
    }

    /// Where the two simulators' frames (the main terminal's, then display 7's) first differ.
    static func firstDifference(_ a: Simulator, _ b: Simulator) -> String? {
        var ca = Canvas(size: a.desktop.size), cb = Canvas(size: b.desktop.size)
        a.render(into: &ca)
        b.render(into: &cb)
        if let d = difference(ca, cb, on: "the main terminal") { return d }
        guard let second = a.system.secondDesktop else { return nil }
        var da = Canvas(size: second.desktop.size), db = Canvas(size: second.desktop.size)
        a.renderDisplay(second.id, into: &da)
        b.renderDisplay(second.id, into: &db)
        return difference(da, db, on: "the second desktop")
    }

    static func difference(_ a: Canvas, _ b: Canvas, on screen: String) -> String? {
        guard a.size == b.size else { return "\(screen): sizes \(a.size) and \(b.size)" }
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                return "\(screen), row \(y) column \(x):\n  copied: \(a.rowText(y))\n  drawn:  \(b.rowText(y))"
            }
        }
        return nil
    }
}
