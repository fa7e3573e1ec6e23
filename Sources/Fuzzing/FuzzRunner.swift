import DemoApps
import Foundation
import SceneryKit

/// Runs every category and prints a table: category, trials, failures.
public enum FuzzRunner {
    public struct Row {
        public let category: String, trials: Int, failures: [String]
        public init(category: String, trials: Int, failures: [String]) { self.category = category; self.trials = trials; self.failures = failures }
    }

    /// Random event streams on every demo app and device, `events` in all, with the invariants
    /// checked every `checkEvery` events and at the end of each stream.
    public static func events(total: Int, seed: UInt64, checkEvery: Int = 50) -> Row {
        let targets: [(String?, String?)] = [("Mail", nil), ("Music", nil), ("Preview", nil), ("Timer", nil), ("Race", nil), (nil, nil),
                                              ("Mail", "iPhone 16"), ("Music", "iPhone 16"), ("Mail", "Mac"), ("Music", "Vision Pro"),
                                              ("Music", "iPad Pro 13"), ("Preview", "Mac")]
        var failures: [String] = []
        let perStream = 2000
        var done = 0, stream = 0
        while done < total {
            let (app, device) = targets[stream % targets.count]
            let count = min(perStream, total - done)
            var r = EventStream(seed: seed &+ UInt64(stream))
            let size = Size(width: 120, height: 40)
            do {
                let sim = try DemoCatalog.makeSimulator(size: size, app: app, device: device.flatMap(DeviceProfile.named),
                                                        firstScreen: app == nil)
                sim.handle(.resize(size))
                for (i, e) in r.events(count: count).enumerated() {
                    sim.handle(e)
                    if sim.isFinished { break }
                    if i % checkEvery == checkEvery - 1, let broken = Invariants.check(sim) {
                        failures.append("stream \(stream) (\(app ?? "first screen"), \(device ?? "no device")), event \(i): \(broken)")
                        break
                    }
                }
                if let broken = Invariants.check(sim) { failures.append("stream \(stream) at its end: \(broken)") }
            } catch {
                failures.append("stream \(stream): \(error)")
            }
            done += count
            stream += 1
        }
        return Row(category: "events (\(targets.count) apps and devices)", trials: total, failures: failures)
    }

    public static func table(_ rows: [Row]) -> String {
        var out = "category\ttrials\tfailures\n"
        for row in rows { out += "\(row.category)\t\(row.trials)\t\(row.failures.count)\n" }
        return out
    }
}
