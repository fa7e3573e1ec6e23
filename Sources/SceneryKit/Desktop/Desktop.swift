import TerminalCanvas

/// The simulated system's window manager: windows in z-order (the last is in front and has
/// focus), the work area they live in, and the hint bar on the bottom row.
public final class Desktop {
    public private(set) var size: Size
    /// Windows back to front; the last one is focused.
    public private(set) var windows: [Window] = []
    private var nextIdentifier = 1

    public init(size: Size) { self.size = size }

    /// The area windows may use: the whole terminal but the hint bar row.
    public var workArea: Rect { Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1)) }

    public var focusedWindow: Window? { windows.last }

    /// Opens a window in front. Without a frame it fills the work area and follows its size.
    @discardableResult
    public func open(_ root: ViewController, frame: Rect? = nil) -> Window {
        let window = Window(identifier: nextIdentifier, frame: frame ?? workArea,
                            rootViewController: root, isFullScreen: frame == nil)
        nextIdentifier += 1
        windows.append(window)
        keepOnScreen(window)
        return window
    }

    /// Brings a window to the front and gives it focus.
    public func focus(_ window: Window) {
        guard let i = windows.firstIndex(where: { $0 === window }) else { return }
        windows.append(windows.remove(at: i))
    }

    /// The terminal changed size: full-screen windows follow, others stay on screen.
    public func resize(to newSize: Size) {
        size = newSize
        for w in windows {
            if w.isFullScreen { w.frame = workArea } else { keepOnScreen(w) }
        }
    }

    private func keepOnScreen(_ w: Window) {
        let area = workArea
        w.frame.width = min(w.frame.width, area.width)
        w.frame.height = min(w.frame.height, area.height)
        w.frame.x = max(area.x, min(w.frame.x, area.maxX - w.frame.width))
        w.frame.y = max(area.y, min(w.frame.y, area.maxY - w.frame.height))
    }

    public func draw(in canvas: inout Canvas, theme: Theme) {
        for w in windows {
            w.draw(in: &canvas, isFocused: w === focusedWindow, theme: theme)
        }
    }

    public func handleKey(_ key: KeyEvent) -> Bool {
        focusedWindow?.rootViewController.handleKey(key) ?? false
    }

    public func handleMouse(_ event: MouseEvent) -> Bool {
        guard let target = windows.last(where: { $0.frame.contains(event.position) }) else { return false }
        if event.kind == .press, target !== focusedWindow { focus(target) }
        guard target.contentRect.contains(event.position) else { return true }
        return target.rootViewController.handleMouse(event, in: target.contentRect)
    }
}
