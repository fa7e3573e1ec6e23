import TerminalCanvas

/// A context menu on any view controller, as `UIContextMenuInteraction`: added with
/// `addInteraction(_:)`, it asks its provider for a menu where the person right-clicks (or at
/// the controller's top-leading corner for `Shift-F10`, the keyboard's context-menu key), and
/// shows it as a popover there (a sheet in compact width). A list's rows have their own
/// (`ListViewController.contextMenu`); this is for everything else.
public final class ContextMenuInteraction {
    /// The menu for a point in the controller, in the terminal's cells; nil for none there.
    public let menuProvider: (Point) -> Menu?

    /// An interaction whose menus come from `menuProvider`.
    public init(menuProvider: @escaping (Point) -> Menu?) {
        self.menuProvider = menuProvider
    }
}

extension ViewController {
    /// Adds an interaction (a context menu) to this controller.
    public func addInteraction(_ interaction: ContextMenuInteraction) {
        interactions.append(interaction)
    }

    /// Removes an interaction added with `addInteraction(_:)`.
    public func removeInteraction(_ interaction: ContextMenuInteraction) {
        interactions.removeAll { $0 === interaction }
    }

    /// Shows the context menu for `point`, from the first interaction that has one there; false
    /// when none has.
    @discardableResult
    func showContextMenu(at point: Point) -> Bool {
        for interaction in interactions {
            if let menu = interaction.menuProvider(point) {
                presentMenu(menu, from: Rect(x: point.x, y: point.y, width: 1, height: 1))
                return true
            }
        }
        return false
    }

    /// `Shift-F10` while the keys reach this controller: its context menu at its top-leading corner.
    var contextMenuInteractionKeyCommands: [KeyCommand] {
        guard !interactions.isEmpty else { return [] }
        return [KeyCommand(.contextMenu, hinted: false) {
            self.showContextMenu(at: Point(x: self.frame.x + 1, y: self.frame.y))
        }]
    }
}
