import TerminalCanvas

/// `contentUnavailableConfiguration` on every view controller, as UIKit's: while it is set the
/// controller's content is replaced by it — a glyph, a bold line, a secondary line and a
/// button — and the button answers Enter and a click, whatever the controller is. A controller
/// says when its configuration is out of date with `setNeedsUpdateContentUnavailableConfiguration()`;
/// `updateContentUnavailableConfiguration()` then runs before its next layout.
extension ViewController {
    /// Draws the content, or the content-unavailable configuration in its place. Containers draw
    /// their children through it.
    func drawContent(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        if let unavailable = contentUnavailableConfiguration {
            unavailable.draw(in: &canvas, rect: rect, theme: context.theme, isFocused: context.isFocused)
        } else {
            draw(in: &canvas, rect: rect, context: context)
        }
    }

    /// Asks for `updateContentUnavailableConfiguration()` before the next layout.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        needsContentUnavailableUpdate = true
        displayVersion &+= 1
    }

    /// Runs a pending `updateContentUnavailableConfiguration()`; layout calls it.
    func updateContentUnavailableConfigurationIfNeeded() {
        guard needsContentUnavailableUpdate else { return }
        needsContentUnavailableUpdate = false
        updateContentUnavailableConfiguration()
    }

    /// The content-unavailable button's key: Enter runs it (offered while the configuration shows one).
    var contentUnavailableKeyCommands: [KeyCommand] {
        // Asked of every link of every chain: the configuration is copied only when there is one.
        guard contentUnavailableConfiguration != nil, let button = contentUnavailableConfiguration?.button else { return [] }
        return [KeyCommand(.open, title: button.title.lowercased()) { button.action() }]
    }

    /// A click on the content-unavailable button runs it; any other event on such a controller
    /// is taken (its content is not there to get it). False when there is no configuration.
    func handleContentUnavailableMouse(_ event: MouseEvent) -> Bool {
        guard let unavailable = contentUnavailableConfiguration else { return false }
        if event.kind == .press, let r = unavailable.buttonRect(in: frame), r.contains(event.position) { unavailable.button?.action() }
        return true
    }
}
