import CursesFront
import SceneryHost
import Foundation

extension BenchCommand {
    /// `--peer-screen`: the peer screen and the peers' own benches, alternately.
    func runPeerScreen() throws {
        var comparison = PeerComparison(folder: peers)
        for note in comparison.notes { StandardError.write("scenery: note: \(note)\n") }
        try comparison.run(peerRuns)
        guard let last = comparison.last else { return }
        if json { return print(Self.peerJSON(last, comparison: comparison)) }
        print(Self.peerLine(last, sweepMedian: PeerComparison.median(comparison.scenerySweep),
                            keyMedian: PeerComparison.median(comparison.sceneryKey), runs: comparison.scenerySweep.count))
        for peer in comparison.peers {
            let sweep = PeerComparison.median(peer.sweepCPUMicroseconds), key = PeerComparison.median(peer.keyCPUMicroseconds)
            let ratios = comparison.ratios(of: peer), keyRatios = comparison.ratios(of: peer, key: true)
            func list(_ r: [Double]) -> String { r.map { String(format: "%.1f", $0) }.joined(separator: ", ") }
            print("\(peer.name) peer, its own bench (\(peer.sweepCPUMicroseconds.count) runs, alternating): sweep step "
                  + String(format: "%.0f µs CPU median: Scenery is %.1f× faster", sweep, PeerComparison.median(ratios))
                  + " (run by run \(list(ratios)))"
                  + (key > 0 ? String(format: "; sidebar key %.0f µs: %.1f× faster", key, PeerComparison.median(keyRatios))
                     + " (\(list(keyRatios)))" : ""))
        }
    }

    /// The peer screen's figures as a sentence.
    static func peerLine(_ r: PeerScreenBench.Result, sweepMedian: Double? = nil, keyMedian: Double? = nil, runs: Int = 1) -> String {
        let sweep = sweepMedian ?? r.sweepCPUMicrosecondsMedian, key = keyMedian ?? r.keyCPUMicrosecondsMedian
        return "peer screen (the peers' Mail, 200 messages) resize sweep 239→40→240 × \(PeerScreenBench.rows) rows: "
            + String(format: "%.1f µs CPU median, %.1f µs p95, %d B a step (floor %.1f µs: %.1f× the floor); ",
                     sweep, r.sweepCPUMicrosecondsP95, r.sweepBytesMedian, r.floor.microsecondsMedian, r.floor.times(sweep))
            + String(format: "sidebar key ([ ]) at 200x50 %.1f µs CPU median, %d B", key, r.keyBytesMedian)
            + (runs > 1 ? " (medians of \(runs) runs)" : "")
            + (r.problems.isEmpty ? "" : "; COLUMN RULE BROKEN: " + r.problems.prefix(3).joined(separator: "; "))
    }

    /// The `peer_screen` object of the `--json` line.
    static func peerJSON(_ r: PeerScreenBench.Result, comparison: PeerComparison?) -> String {
        func fmt(_ v: Double) -> String { String(format: "%.1f", v) }
        let sweep = comparison.map { PeerComparison.median($0.scenerySweep) } ?? r.sweepCPUMicrosecondsMedian
        let key = comparison.map { PeerComparison.median($0.sceneryKey) } ?? r.keyCPUMicrosecondsMedian
        var out = "{\"sweep_cpu_us_median\":\(fmt(sweep)),\"sweep_cpu_us_p95\":\(fmt(r.sweepCPUMicrosecondsP95)),"
            + "\"sweep_wall_us_median\":\(fmt(r.sweepWallMicrosecondsMedian)),\"sweep_bytes_median\":\(r.sweepBytesMedian),"
            + "\"key_cpu_us_median\":\(fmt(key)),\"key_cpu_us_p95\":\(fmt(r.keyCPUMicrosecondsP95)),\"key_bytes_median\":\(r.keyBytesMedian),"
            + "\"floor_sweep_us_median\":\(fmt(r.floor.microsecondsMedian)),\"sweep_times_floor\":\(fmt(r.floor.times(sweep))),"
            + "\"column_rule\":\"\(r.problems.isEmpty ? "ok" : "broken")\""
        for peer in comparison?.peers ?? [] {
            let id = peer.name.lowercased().replacingOccurrences(of: " ", with: "")
            // The multiples are medians of the runs' own ratios (each peer run beside the Scenery run before it).
            let s = PeerComparison.median(peer.sweepCPUMicroseconds)
            let ratio = comparison.map { PeerComparison.median($0.ratios(of: peer)) } ?? 0
            out += ",\"\(id)_sweep_cpu_us_median\":\(fmt(s)),\"\(id)_sweep_times_scenery\":\(fmt(ratio))"
            let k = PeerComparison.median(peer.keyCPUMicroseconds)
            let keyRatio = comparison.map { PeerComparison.median($0.ratios(of: peer, key: true)) } ?? 0
            if k > 0 { out += ",\"\(id)_key_cpu_us_median\":\(fmt(k)),\"\(id)_key_times_scenery\":\(fmt(keyRatio))" }
        }
        return out + "}"
    }
}
