import TerminalCanvas

/// The engine behind every front: a desktop of windows, the help overlay and the hint bar.
public final class Simulator: Engine {
    public let desktop: Desktop
    public var theme: Theme
    public private(set) var isFinished = false
    public private(set) var isShowingHelp = false
    /// Seconds on the injected clock (from `.tick` events).
    public private(set) var time: Double = 0

    /// Below this the simulator shows a notice instead of a broken layout.
    public static let minimumSize = Size(width: 20, height: 6)

    public init(size: Size, theme: Theme = .standard) {
        self.desktop = Desktop(size: size)
        self.theme = theme
    }

    public func handle(_ event: Event) {
        switch event {
        case .resize(let size): desktop.resize(to: size)
        case .tick(let t): time = max(time, t)
        case .key(let key): handleKey(key)
        case .mouse(let m):
            if isShowingHelp { if m.kind == .press { isShowingHelp = false }; return }
            _ = desktop.handleMouse(m)
        }
    }

    private func handleKey(_ key: KeyEvent) {
        if key == .ctrl("q") { isFinished = true; return }
        if key.key == .function(1) || (key == .char("?")) { isShowingHelp.toggle(); return }
        if isShowingHelp {
            if key.key == .escape || key.key == .enter { isShowingHelp = false }
            return
        }
        _ = desktop.handleKey(key)
    }

    public func render(into canvas: inout Canvas) {
        canvas.clear()
        let size = canvas.size
        if size.width < Self.minimumSize.width || size.height < Self.minimumSize.height {
            drawTooSmall(in: &canvas)
            return
        }
        desktop.draw(in: &canvas, theme: theme)
        drawHintBar(in: &canvas)
        if isShowingHelp { drawHelp(in: &canvas) }
    }

    private func drawTooSmall(in canvas: inout Canvas) {
        let lines = ["Scenery needs", "at least \(Self.minimumSize.width)×\(Self.minimumSize.height);",
                     "this is \(canvas.width)×\(canvas.height)"]
        for (i, line) in lines.enumerated() where i < canvas.height {
            canvas.drawField(line, x: 0, y: max(0, canvas.height / 2 - 1) + i, width: canvas.width, alignment: .center)
        }
    }

    private func drawHintBar(in canvas: inout Canvas) {
        let y = canvas.height - 1
        canvas.fill(Rect(x: 0, y: y, width: canvas.width, height: 1), style: theme.hintBar)
        var x = 1
        for (key, action) in KeyMap.hints {
            let w = DisplayWidth.of(key) + 1 + DisplayWidth.of(action) + 2
            if x + w > canvas.width { break }
            x += canvas.drawText(key, x: x, y: y, style: theme.hintKey)
            x += canvas.drawText(" " + action + "  ", x: x, y: y, style: theme.hintBar)
        }
    }

    private func drawHelp(in canvas: inout Canvas) {
        let keyWidth = KeyMap.entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let lines = KeyMap.entries.map { TextLayout.pad($0.keys, to: keyWidth) + "  " + $0.action }
        let w = min(canvas.width - 2, (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4)
        let h = min(canvas.height - 2, lines.count + 4)
        let box = Rect(x: (canvas.width - w) / 2, y: (canvas.height - h) / 2, width: w, height: h)
        canvas.fill(box)
        canvas.drawBox(box, style: .double, lineStyle: theme.windowBorder)
        canvas.drawText(" Keys ", x: box.x + (w - 6) / 2, y: box.y, style: theme.windowTitle)
        canvas.withClip(box.inset(by: 1)) { c in
            for (i, line) in lines.enumerated() {
                c.drawText(line, x: box.x + 2, y: box.y + 2 + i, maxWidth: w - 4)
            }
        }
    }
}
