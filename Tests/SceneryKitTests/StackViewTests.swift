import PropertyBased
import Testing
@testable import SceneryKit

/// StackView: the lengths along the axis, as UIStackView's distributions share them.
@Suite("Stack view")
struct StackViewTests {
    @Test("Distributions: lengths never overflow, fill gives the rest to the flexible ones, fillEqually is equal, equalSpacing spreads the gaps")
    func distributions() async {
        await propertyCheck(count: 400, input: Gen.int(in: -1...12).array(of: 1...6), Gen.int(in: 0...80), Gen.int(in: 0...3)) { intrinsic, total, spacing in
            for distribution in [StackView.Distribution.fill, .fillEqually, .equalSpacing] {
                let (lengths, gaps) = StackView.lengths(intrinsic: intrinsic, total: total, spacing: spacing, distribution: distribution)
                let used = zip(lengths, gaps).map { $0 + $1 }.reduce(0, +)
                #expect(lengths.allSatisfy { $0 >= 0 } && used <= total, "\(distribution) \(intrinsic) in \(total): \(lengths) \(gaps)")
                let needs = intrinsic.map { max(0, $0) }.reduce(0, +) + spacing * (intrinsic.count - 1)
                guard needs <= total else { continue }
                switch distribution {
                case .fillEqually:
                    #expect((lengths.max() ?? 0) - (lengths.min() ?? 0) <= 1, "\(lengths)")
                    #expect(used == total)
                case .fill:
                    // Everything fits: each fixed one gets its length, and the rest is used.
                    for (i, want) in intrinsic.enumerated() where want >= 0 && intrinsic.contains(where: { $0 < 0 }) {
                        #expect(lengths[i] == want)
                    }
                    #expect(used == total)
                    let flexible = intrinsic.indices.filter { intrinsic[$0] < 0 }.map { lengths[$0] }
                    #expect((flexible.max() ?? 0) - (flexible.min() ?? 0) <= 1)
                case .equalSpacing:
                    if !intrinsic.contains(where: { $0 < 0 }) {
                        #expect(zip(lengths, intrinsic).allSatisfy { $0 == $1 }, "lengths kept")
                        let between = gaps.dropFirst()
                        #expect((between.max() ?? 0) - (between.min() ?? 0) <= 1 && (intrinsic.count == 1 || used == total))
                    }
                }
            }
        }
    }

    @Test("A form: fields a row each, the body takes the rest, the footer's button its width and the label the remainder; alignment across")
    func form() {
        let to = TextField(label: "To:"), body = TextView(), send = Button(title: "Send"), keys = Label(text: "Tab next")
        let footer = StackView(arrangedSubviews: [send, keys], axis: .horizontal, spacing: 1)
        let form = StackView(arrangedSubviews: [to, SeparatorView(), body, footer])
        form.layout(in: Rect(x: 2, y: 1, width: 40, height: 12))
        #expect(form.arrangedFrames == [Rect(x: 2, y: 1, width: 40, height: 1), Rect(x: 2, y: 2, width: 40, height: 1),
                                        Rect(x: 2, y: 3, width: 40, height: 9), Rect(x: 2, y: 12, width: 40, height: 1)])
        #expect(footer.arrangedFrames == [Rect(x: 2, y: 12, width: 8, height: 1), Rect(x: 11, y: 12, width: 31, height: 1)])
        let centred = StackView(arrangedSubviews: [Button(title: "OK")], alignment: .center)
        centred.layout(in: Rect(x: 0, y: 0, width: 20, height: 3))
        #expect(centred.arrangedFrames[0] == Rect(x: 7, y: 0, width: 6, height: 3))
        #expect(form.intrinsicContentSize.height == ViewController.noIntrinsicMetric, "a flexible body makes the stack flexible")
        #expect(footer.intrinsicContentSize == Size(width: 8 + 1 + 8, height: 1), "[ Send ], a space, Tab next")
    }
}
