import Tapes

/// Why a tape's `.txt` golden does not match, in terms someone can act on: which frame, the
/// tape line that produced it, and a unified diff of that frame; or that the frame counts
/// differ; or that only the line endings do.
package enum GoldenDiff {
    static let separator = String(repeating: "─", count: 80)

    /// The golden's frames (the text between the 80-`─` separator lines).
    static func frames(_ golden: String) -> [String] {
        var frames: [String] = [], current: [Substring] = []
        for line in golden.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == separator[...] { frames.append(current.joined(separator: "\n")); current = [] } else { current.append(line) }
        }
        return frames
    }

    /// Nil when `golden` is what the run produced; else the explanation.
    static func explain(golden: String, produced: String, snapshots: [String],
                        sources: [(location: TapeLocation, text: String)], path: String) -> String? {
        guard golden != produced else { return nil }
        if golden.contains("\r\n"), golden.replacingOccurrences(of: "\r\n", with: "\n") == produced {
            return "\(path) differs only in its line endings: it has Windows (CRLF) line endings, the run writes LF; "
                + "convert it (dos2unix) or rerun with --update"
        }
        let expected = frames(golden.replacingOccurrences(of: "\r\n", with: "\n"))
        var notes: [String] = []
        if expected.count != snapshots.count {
            notes.append("\(path) has \(expected.count) frames, the run made \(snapshots.count)")
        }
        guard let k = (0..<min(expected.count, snapshots.count)).first(where: { expected[$0] != snapshots[$0] }) else {
            return notes.joined(separator: "\n") + "\n(the frames they share are equal)"
        }
        let source = k < sources.count ? "\(sources[k].location): \(sources[k].text)" : "an earlier command"
        notes.append("frame \(k + 1) of \(snapshots.count) differs, after \(source)")
        notes.append(unifiedDiff(expected[k], snapshots[k], from: "\(path) (frame \(k + 1))", to: "this run"))
        return notes.joined(separator: "\n")
    }

    /// A unified diff of two frames, with two lines of context around each change.
    package static func unifiedDiff(_ a: String, _ b: String, from: String, to: String) -> String {
        let x = a.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let y = b.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let n = max(x.count, y.count)
        let changed = (0..<n).filter { ($0 < x.count ? x[$0] : nil) != ($0 < y.count ? y[$0] : nil) }
        var out = ["--- \(from)", "+++ \(to)"]
        var i = 0
        while i < changed.count {
            // One hunk: changes closer than five lines apart share it.
            var j = i
            while j + 1 < changed.count && changed[j + 1] - changed[j] <= 5 { j += 1 }
            let lo = max(0, changed[i] - 2), hi = min(n - 1, changed[j] + 2)
            out.append("@@ -\(lo + 1),\(min(hi, x.count - 1) - lo + 1) +\(lo + 1),\(min(hi, y.count - 1) - lo + 1) @@")
            for line in lo...hi {
                let a = line < x.count ? x[line] : nil, b = line < y.count ? y[line] : nil
                if a == b { out.append(" " + (a ?? "")) } else {
                    if let a { out.append("-" + a) }
                    if let b { out.append("+" + b) }
                }
            }
            i = j + 1
        }
        return out.joined(separator: "\n")
    }
}
