import DemoApps
import SceneryKit

/// Damage tracking against drawing everything: two simulators take the same random events
/// (keys, clicks, drags, wheel turns, resizes, ticks, pastes, a second terminal attaching as a
/// desktop or a display, typing and going away); one copies unchanged windows from its last
/// frame, the other draws every window. Every frame of the main terminal and of the attached
/// one must be the same, and what a front finds changed in the tracking simulator's frames
/// through their damage (`Canvas.changes(from:)`) must be what it finds comparing every cell.
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
        /// Frames whose changes were found through their damage (and checked against every cell).
        public var framesByDamage = 0
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
                var sent: Canvas?
                for (i, event) in events.enumerated() {
                    tracked.handle(event)
                    whole.handle(event)
                    if tracked.isFinished || whole.isFinished { break }
                    let difference = firstDifference(tracked, whole, after: &sent, copies: &copies)
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

    /// Where the two simulators' frames (the main terminal's, then display 7's) first differ, or
    /// where `a`'s frame's changes from `sent` (its frame before) found through its damage are
    /// not those every cell shows; `sent` becomes `a`'s frame.
    static func firstDifference(_ a: Simulator, _ b: Simulator, after sent: inout Canvas?, copies: inout Copies) -> String? {
        var ca = Canvas(size: a.desktop.size), cb = Canvas(size: b.desktop.size)
        a.render(into: &ca)
        b.render(into: &cb)
        if let d = difference(ca, cb, on: "the main terminal") { return d }
        defer { sent = ca }
        if let sent, ca.tracksDamage(against: sent) {
            copies.framesByDamage += 1
            var everyCell = ca
            everyCell.trackDamage(against: nil)
            let found = ca.changes(from: sent), all = everyCell.changes(from: sent)
            if found != all, let missed = all.first(where: { !found.contains($0) }) ?? all.first {
                return "the main terminal's damage: row \(missed.y) changed from column \(missed.x) (\(missed.length) columns), "
                    + "found \(found.first { $0.y == missed.y }.map { "from column \($0.x) (\($0.length))" } ?? "nothing")"
            }
        }
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
