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

/// Issue 47: forms without hand wiring — the first responder as UIKit's: a click focuses the
/// field under it, Tab and Shift-Tab follow the view tree's order, Return moves on as the field
/// says, and a stack can keep its controls inside its layout margins.
@Suite("Forms")
struct FormTests {
    /// Four labelled fields in a stack, in a window of their own.
    static func form() -> (Simulator, StackView, [TextField]) {
        let fields = ["Name:", "Phone:", "Email:", "City:"].map { TextField(label: $0) }
        let stack = StackView(arrangedSubviews: fields, spacing: 1)
        stack.isLayoutMarginsRelativeArrangement = true
        let sim = Simulator(size: Size(width: 60, height: 20))
        sim.desktop.open(stack)
        sim.handle(.resize(Size(width: 60, height: 20)))
        _ = sim.frame(size: sim.desktop.size)
        return (sim, stack, fields)
    }

    static func type(_ sim: Simulator, _ text: String) { for c in text { sim.handle(.key(.char(c))) } }

    @Test("Four fields take clicks, Tab and Shift-Tab, with no focus code: typing goes where the person put it")
    func clicksAndTab() throws {
        let (sim, stack, fields) = Self.form()
        // A click on the third field focuses it.
        let third = fields[2].frame
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: third.x + 10, y: third.y))))
        sim.handle(.mouse(MouseEvent(.release, at: Point(x: third.x + 10, y: third.y))))
        #expect(fields[2].isFirstResponder && stack.focusedControl === fields[2])
        Self.type(sim, "ada@example.com")
        #expect(fields[2].text == "ada@example.com" && fields[0].text.isEmpty)
        sim.handle(.key(KeyEvent(.tab)))
        #expect(fields[3].isFirstResponder)
        sim.handle(.key(KeyEvent(.tab)))
        #expect(fields[0].isFirstResponder, "Tab wraps to the first")
        sim.handle(.key(KeyEvent(.tab, .shift)))
        #expect(fields[3].isFirstResponder)
        // The hint bar says what Tab does.
        let bar = sim.frame(size: sim.desktop.size).rowText(19)
        #expect(bar.contains("Tab next field"), "\(bar)")
    }

    @Test("Return in a field whose returnKeyType is .next submits and moves on; .done only submits")
    func returnMovesOn() throws {
        let (sim, _, fields) = Self.form()
        var submitted: [String] = []
        fields[0].returnKeyType = .next
        fields[0].onSubmit = { submitted.append($0) }
        fields[1].returnKeyType = .done
        fields[1].onSubmit = { submitted.append($0) }
        fields[0].becomeFirstResponder()
        Self.type(sim, "Ada")
        sim.handle(.key(KeyEvent(.enter)))
        #expect(submitted == ["Ada"] && fields[1].isFirstResponder)
        sim.handle(.key(KeyEvent(.enter)))
        #expect(submitted == ["Ada", ""] && fields[1].isFirstResponder)
    }

    @Test("isLayoutMarginsRelativeArrangement keeps the fields a column in from each edge")
    func margins() throws {
        let (_, stack, fields) = Self.form()
        #expect(fields.allSatisfy { $0.frame.x == stack.frame.x + 1 && $0.frame.maxX == stack.frame.maxX - 1 }, "\(fields.map(\.frame)) in \(stack.frame)")
        stack.isLayoutMarginsRelativeArrangement = false
        stack.layout(in: stack.frame)
        #expect(fields.allSatisfy { $0.frame.x == stack.frame.x && $0.frame.width == stack.frame.width })
    }

    @Test("Focus order over random stacks of fields, labels and nested rows is the tree's order; Tab visits each control once a round")
    func focusOrderProperty() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...5).array(of: 1...10)) { kinds in
            // 0, 1: a field; 2: a label; 3: a button; 4, 5: a row of a field and a button.
            var expected: [ViewController] = []
            let arranged: [ViewController] = kinds.map { k in
                switch k {
                case 0, 1: let f = TextField(label: "F:"); expected.append(f); return f
                case 2: return Label(text: "note")
                case 3: let b = Button(title: "OK"); expected.append(b); return b
                default:
                    let f = TextField(label: "G:"), b = Button(title: "Go")
                    expected += [f, b]
                    return StackView(arrangedSubviews: [f, b], axis: .horizontal, spacing: 1)
                }
            }
            let stack = StackView(arrangedSubviews: arranged)
            #expect(stack.focusOrder.count == expected.count && zip(stack.focusOrder, expected).allSatisfy { $0 === $1 })
            guard !expected.isEmpty else { return }
            var seen: [ObjectIdentifier] = []
            for _ in expected {
                stack.focusNextControl()
                guard let c = stack.focusedControl else { Issue.record("no control focused"); return }
                seen.append(ObjectIdentifier(c))
            }
            #expect(Set(seen).count == expected.count, "Tab visited \(seen.count) controls, \(Set(seen).count) different, of \(expected.count)")
            #expect(seen.first == ObjectIdentifier(expected[0]), "Tab starts at the first control")
        }
    }
}
