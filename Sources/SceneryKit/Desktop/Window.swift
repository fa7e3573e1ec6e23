import TerminalCanvas

/// A pseudo-window on the desktop: a frame with a title bar and window controls around the
/// content of its root view controller.
public final class Window {
    public let identifier: Int
    /// The frame on the desktop, border included.
    public var frame: Rect
    public var rootViewController: ViewController
    /// When true the window follows the desktop's work area as the terminal resizes.
    public var isFullScreen: Bool

    public init(identifier: Int, frame: Rect, rootViewController: ViewController, isFullScreen: Bool = false) {
        self.identifier = identifier
        self.frame = frame
        self.rootViewController = rootViewController
        self.isFullScreen = isFullScreen
    }

    public var title: String { rootViewController.title }

    /// The content area: inside the border, below the title bar (which sits on the top border).
    public var contentRect: Rect { frame.inset(by: 1) }

    /// Where the close, minimize and arrange controls are drawn (`● ● ●` on the title bar).
    public var controlsRect: Rect { Rect(x: frame.x + 2, y: frame.y, width: 5, height: 1) }

    public func draw(in canvas: inout Canvas, isFocused: Bool, theme: Theme) {
        canvas.withClip(frame) { c in
            c.fill(frame)
            c.drawBox(frame, style: .rounded, lineStyle: isFocused ? theme.windowBorder : theme.inactiveWindowBorder)
            drawTitleBar(in: &c, isFocused: isFocused, theme: theme)
            c.withClip(contentRect) { cc in
                rootViewController.draw(in: &cc, rect: contentRect, context: DrawContext(isFocused: isFocused, theme: theme))
            }
        }
    }

    private func drawTitleBar(in canvas: inout Canvas, isFocused: Bool, theme: Theme) {
        guard frame.width >= 4 else { return }
        let dot = canvas.symbol("●", ascii: "o")
        let controlStyles = isFocused ? [theme.closeControl, theme.minimizeControl, theme.arrangeControl]
                                      : [theme.inactiveWindowBorder, theme.inactiveWindowBorder, theme.inactiveWindowBorder]
        if frame.width >= 12 {
            for (i, style) in controlStyles.enumerated() {
                canvas.put(dot, x: controlsRect.x + i * 2, y: frame.y, style: style)
            }
        }
        let leading = frame.width >= 12 ? 8 : 1
        let room = frame.width - leading - 2
        guard room > 2 else { return }
        let text = " " + TextLayout.truncate(title, to: room - 2, unicode: canvas.unicode) + " "
        let w = DisplayWidth.of(text)
        let x = max(frame.x + leading, frame.x + (frame.width - w) / 2)
        canvas.drawText(text, x: x, y: frame.y, style: isFocused ? theme.windowTitle : theme.inactiveWindowTitle)
    }
}
