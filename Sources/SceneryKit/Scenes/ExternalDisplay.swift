import TerminalCanvas

/// A non-interactive external display showing one scene of the
/// `windowExternalDisplayNonInteractive` role: a strip at the trailing edge of the terminal
/// (simulated, `e` in window mode), or a whole second terminal (`scenery attach`).
public final class ExternalDisplay {
    /// The attached terminal's number and size; nil for the simulated strip.
    public internal(set) var attachment: (id: Int, size: Size)?
    /// The display's frame on the terminal (border included).
    public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The scene on the display, if one is connected.
    public internal(set) var scene: WindowScene?

    /// A quarter of the terminal, at least 24 columns; an attached terminal whole, less its
    /// bottom row (which says what it is and how to detach).
    func layout(in size: Size) {
        if let attachment {
            frame = Rect(x: 0, y: 0, width: attachment.size.width, height: attachment.size.height)
            return
        }
        let width = min(size.width / 2, max(24, size.width / 4))
        frame = Rect(x: size.width - width, y: 0, width: width, height: max(0, size.height - 1))
    }

    var reservedColumns: Int { attachment == nil ? frame.width : 0 }
    /// Where the scene draws: the frame inside its border; an attached terminal's rows but the last.
    public var contentRect: Rect {
        attachment == nil ? frame.inset(by: 1) : Rect(x: 0, y: 0, width: frame.width, height: max(0, frame.height - 1))
    }

    /// An attached terminal's frame: the scene full size, and a status row.
    func drawAttached(in canvas: inout Canvas, theme: Theme, time: Double) {
        let content = contentRect
        if let root = scene?.rootViewController {
            canvas.withClip(content) { c in
                root.drawContent(in: &c, rect: content, context: DrawContext(isFocused: false, theme: theme, time: time))
            }
        } else {
            canvas.drawField("No app shows anything on an external display", x: 0, y: content.height / 2, width: content.width,
                             style: theme.secondaryText, alignment: .center)
        }
        let app = scene.map { " · " + $0.session.applicationName } ?? ""
        let status = " External display\(app) · \(frame.width)×\(frame.height) · keys here do nothing · ^Q detach"
        canvas.drawField(status, x: 0, y: frame.maxY - 1, width: frame.width, style: theme.hintBar)
    }

    func draw(in canvas: inout Canvas, theme: Theme, time: Double, clockReads: ClockReads? = nil) {
        canvas.withClip(frame) { c in
            c.fill(frame)
            c.drawBox(frame, style: .double, lineStyle: theme.inactiveWindowBorder)
            c.drawField(" External Display ", x: frame.x + 2, y: frame.y, width: min(18, frame.width - 4),
                        style: theme.inactiveWindowTitle)
            if let root = scene?.rootViewController {
                var context = DrawContext(isFocused: false, theme: theme, time: time)
                context.clockReads = clockReads
                c.withClip(contentRect) { cc in root.drawContent(in: &cc, rect: contentRect, context: context) }
            } else {
                let r = contentRect
                c.drawField("No app shows", x: r.x, y: r.y + r.height / 2 - 1, width: r.width, style: theme.secondaryText, alignment: .center)
                c.drawField("anything here", x: r.x, y: r.y + r.height / 2, width: r.width, style: theme.secondaryText, alignment: .center)
            }
        }
    }
}
