import TerminalCanvas

/// A simulated non-interactive external display: a strip at the trailing edge of the terminal
/// that shows one scene of the `windowExternalDisplayNonInteractive` role.
public final class ExternalDisplay {
    /// The display's frame on the terminal (border included).
    public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The scene on the display, if one is connected.
    public internal(set) var scene: WindowScene?

    /// A quarter of the terminal, at least 24 columns.
    func layout(in size: Size) {
        let width = min(size.width / 2, max(24, size.width / 4))
        frame = Rect(x: size.width - width, y: 0, width: width, height: max(0, size.height - 1))
    }

    var reservedColumns: Int { frame.width }
    /// Where the scene draws: the frame inside its border.
    public var contentRect: Rect { frame.inset(by: 1) }

    func draw(in canvas: inout Canvas, theme: Theme, time: Double) {
        canvas.withClip(frame) { c in
            c.fill(frame)
            c.drawBox(frame, style: .double, lineStyle: theme.inactiveWindowBorder)
            c.drawField(" External Display ", x: frame.x + 2, y: frame.y, width: min(18, frame.width - 4),
                        style: theme.inactiveWindowTitle)
            if let root = scene?.rootViewController {
                c.withClip(contentRect) { cc in
                    root.draw(in: &cc, rect: contentRect, context: DrawContext(isFocused: false, theme: theme, time: time))
                }
            } else {
                let r = contentRect
                c.drawField("No app shows", x: r.x, y: r.y + r.height / 2 - 1, width: r.width, style: theme.secondaryText, alignment: .center)
                c.drawField("anything here", x: r.x, y: r.y + r.height / 2, width: r.width, style: theme.secondaryText, alignment: .center)
            }
        }
    }
}
