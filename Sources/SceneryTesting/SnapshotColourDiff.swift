import Foundation

/// What differs between two still SVG snapshots whose text matches: for each terminal row that
/// changed, the stretches of cells whose background, colour or style changed, named by the text
/// they hold and how they changed — so a colour-only failure names the cells, not a column of
/// the SVG.
enum SnapshotColourDiff {
    /// At most `limit` lines such as `row 23, "help": background #dddddd → #d74e6f`.
    static func differences(stored: String, produced: String, limit: Int = 5) -> [String] {
        let a = rows(of: stored), b = rows(of: produced)
        var out: [String] = []
        for y in 0..<min(a.count, b.count) where a[y] != b[y] {
            for change in changes(Row(a[y]), Row(b[y])) {
                out.append("row \(y), " + change)
                if out.count == limit { return out }
            }
        }
        return out
    }

    /// A row's drawing in pixels along it: background rectangles and texts with their looks.
    struct Row {
        struct Piece { var start: Double, end: Double, fill: String, look: String, content: String }
        var backgrounds: [Piece] = [], texts: [Piece] = []

        init(_ svg: String) {
            for m in matches(#"<(text|rect)([^>]*?)(?:/>|>([^<]*)</text>)"#, in: svg) {
                let attributes = m[1]
                func number(_ name: String) -> Double { Double(matches(name + #"="([-0-9.]+)""#, in: attributes).first?.first ?? "") ?? 0 }
                let fill = matches(#"fill="([^"]*)""#, in: attributes).first?.first ?? ""
                let look = matches(#"(font-weight|font-style|text-decoration|opacity)="([^"]*)""#, in: attributes)
                    .map { $0[1] }.joined(separator: " ")
                let x = number("x")
                if m[0] == "rect" {
                    // Rectangles a row tall are backgrounds; thinner ones draw box lines.
                    guard number("height") >= 8 else { continue }
                    backgrounds.append(Piece(start: x, end: x + number("width"), fill: fill, look: "", content: ""))
                } else {
                    texts.append(Piece(start: x, end: x + number("textLength"), fill: fill, look: look, content: m[2]))
                }
            }
        }

        func background(at p: Double) -> String { backgrounds.last { $0.start <= p && p < $0.end }?.fill ?? "" }
        func text(at p: Double) -> Piece? { texts.first { $0.start <= p && p < $0.end } }
    }

    /// The stretches where two rows differ in looks, merged where they change the same way.
    static func changes(_ a: Row, _ b: Row) -> [String] {
        let edges = Set((a.backgrounds + a.texts + b.backgrounds + b.texts).flatMap { [$0.start, $0.end] }).sorted()
        var out: [(what: String, words: [String])] = []
        for (p, q) in zip(edges, edges.dropFirst()) where q > p {
            let mid = (p + q) / 2
            var what: [String] = []
            let (bgA, bgB) = (a.background(at: mid), b.background(at: mid))
            if bgA != bgB { what.append("background \(bgA.isEmpty ? "none" : bgA) → \(bgB.isEmpty ? "none" : bgB)") }
            let (ta, tb) = (a.text(at: mid), b.text(at: mid))
            if let ta, let tb, ta.fill != tb.fill { what.append("colour \(ta.fill) → \(tb.fill)") }
            if let ta, let tb, ta.look != tb.look { what.append("\(ta.look.isEmpty ? "plain" : ta.look) → \(tb.look.isEmpty ? "plain" : tb.look)") }
            guard !what.isEmpty else { continue }
            let words = [tb?.content ?? ta?.content].compactMap { $0 }.filter { !$0.isEmpty }
            let description = what.joined(separator: ", ")
            if let last = out.last, last.what == description {
                out[out.count - 1].words += words.filter { !last.words.contains($0) }
            } else {
                out.append((description, words))
            }
        }
        return out.map { ($0.words.isEmpty ? "blank cells" : "\"" + $0.words.joined(separator: " ") + "\"") + ": " + $0.what }
    }

    /// Each terminal row's drawing, in order, from the `<use>` list and the `<g>` definitions.
    static func rows(of svg: String) -> [String] {
        var defs: [String: String] = [:]
        for m in matches(#"<g id="(r\d+)">(.*?)</g>"#, in: svg) { defs[m[0]] = m[1] }
        return matches(##"<use xlink:href="#(r\d+)"[^>]*/>"##, in: svg).map { defs[$0[0]] ?? "" }
    }

    private static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let re = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return [] }
        let ns = text as NSString
        return re.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            (1..<m.numberOfRanges).map { m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0)) }
        }
    }
}
