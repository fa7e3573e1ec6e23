import SceneryKit
import TerminalCanvas

/// The timer's face: the time in large digits, its state, and (in the window) the keys.
/// The external display shows the same face without keys.
public final class TimerViewController: ViewController {
    public let model: TimerModel
    public let isInteractive: Bool

    public init(model: TimerModel, isInteractive: Bool = true) {
        self.model = model
        self.isInteractive = isInteractive
        super.init(title: "Timer")
        model.addFace(self)
    }

    public override var keyCommands: [KeyCommand] {
        guard isInteractive, let scene = windowScene else { return [] }
        return [
            KeyCommand(.startStopTimer, title: model.isRunning ? "pause" : "start") { [model, weak scene] in model.toggle(at: scene?.time ?? 0) },
            // At zero and stopped there is nothing to reset: not offered.
            KeyCommand(.resetTimer, when: model.isRunning || model.accumulated > 0) { [model, weak scene] in model.reset(at: scene?.time ?? 0) },
        ]
    }

    public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        guard isInteractive, event.kind == .press, let now = windowScene?.time else { return false }
        model.toggle(at: now)
        return true
    }

    public override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        // A paused timer does not read the clock: its frame then stays the same from tick to tick.
        let text = TimerModel.format(model.isRunning ? model.elapsed(at: context.time) : model.accumulated)
        let state = model.isRunning ? "running" : (model.wasPausedByBackground ? "paused (in the background)" : "paused")
        let big = BigDigits.render(text, unicode: canvas.unicode)
        let bigWidth = big.first.map { DisplayWidth.of($0) } ?? 0
        let useBig = bigWidth <= rect.width && rect.height >= big.count + 2
        let block = useBig ? big : [text]
        let top = rect.y + max(0, (rect.height - block.count - 2) / 2)
        for (i, line) in block.enumerated() {
            canvas.drawField(line, x: rect.x, y: top + i, width: rect.width, style: context.theme.navigationTitle, alignment: .center)
        }
        canvas.drawField(state, x: rect.x, y: top + block.count + 1, width: rect.width,
                         style: context.theme.secondaryText, alignment: .center)
        if isInteractive, rect.height >= block.count + 4 {
            // The keys as they are bound, in the words the hint bar uses.
            let keys = context.keyBindings
            var footer = keys.label(for: .startStopTimer) + (model.isRunning ? " pause" : " start")
            if model.isRunning || model.accumulated > 0 { footer += " · " + keys.label(for: .resetTimer) + " reset" }
            canvas.drawField(footer, x: rect.x, y: rect.maxY - 1, width: rect.width, style: context.theme.secondaryText, alignment: .center)
        }
    }
}

/// Digits three cells wide and three rows high, drawn with block characters.
enum BigDigits {
    static let glyphs: [Character: [String]] = [
        "0": ["█▀█", "█ █", "▀▀▀"], "1": [" ▀█", "  █", "  ▀"], "2": ["▀▀█", "█▀▀", "▀▀▀"],
        "3": ["▀▀█", " ▀█", "▀▀▀"], "4": ["█ █", "▀▀█", "  ▀"], "5": ["█▀▀", "▀▀█", "▀▀▀"],
        "6": ["█▀▀", "█▀█", "▀▀▀"], "7": ["▀▀█", "  █", "  ▀"], "8": ["█▀█", "█▀█", "▀▀▀"],
        "9": ["█▀█", "▀▀█", "▀▀▀"], ":": [" ", "▪", "▪"], ".": [" ", " ", "▪"],
    ]

    static func render(_ text: String, unicode: Bool) -> [String] {
        var rows = ["", "", ""]
        for c in text {
            let g = glyphs[c] ?? [" ", " ", " "]
            for r in 0..<3 {
                rows[r] += (rows[r].isEmpty ? "" : " ") + (unicode ? g[r] : String(g[r].map { (c: Character) -> Character in c == " " ? " " : "#" }))
            }
        }
        return rows
    }
}
