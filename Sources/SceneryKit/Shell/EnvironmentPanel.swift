import TerminalCanvas

/// The environment panel (F9), as Xcode's Environment Overrides: the text size, appearance and
/// language of the front window or of the whole simulator, changed live. A setting left at
/// "default" follows what is above it (the simulator's, then the terminal's).
final class EnvironmentPanel: Overlay {
    /// What the settings apply to.
    enum Scope: CaseIterable { case frontWindow, simulator }
    /// The panel's rows, top to bottom.
    enum Row: Int, CaseIterable { case scope, textSize, appearance, language }

    private unowned let system: SceneSystem
    private(set) var scope: Scope
    private(set) var selected = Row.textSize
    private(set) var isDismissed = false
    private var box = Rect(x: 0, y: 0, width: 0, height: 0)

    init(system: SceneSystem) {
        self.system = system
        scope = system.desktop.focusedWindow?.scene == nil ? .simulator : .frontWindow
    }

    /// The scene the front-window scope changes.
    private var frontScene: WindowScene? { system.desktop.focusedWindow?.scene }

    /// The overrides of what the panel applies to now.
    private var overrides: TraitOverrides {
        get { scope == .simulator ? system.environment : frontScene?.traitOverrides ?? TraitOverrides() }
        set {
            if scope == .simulator { system.setEnvironment(newValue) } else { frontScene?.traitOverrides = newValue }
        }
    }

    /// The choices of a row, "default" (nil) first.
    private static let textSizes: [ContentSizeCategory?] = [nil] + ContentSizeCategory.allCases
    private static let styles: [UserInterfaceStyle?] = [nil, .light, .dark]
    private static let languages: [AppLanguage?] = [nil] + AppLanguage.all

    /// Moves a row's value `step` places along its choices, round.
    private func change(_ row: Row, by step: Int) {
        func next<T: Equatable>(_ list: [T], _ current: T) -> T {
            let i = list.firstIndex(of: current) ?? 0
            return list[(i + step + list.count) % list.count]
        }
        var o = overrides
        switch row {
        case .scope:
            if frontScene != nil { scope = next(Scope.allCases, scope) }
            return
        case .textSize: o.preferredContentSizeCategory = next(Self.textSizes, o.preferredContentSizeCategory)
        case .appearance: o.userInterfaceStyle = next(Self.styles, o.userInterfaceStyle)
        case .language: o.language = next(Self.languages, o.language)
        }
        overrides = o
    }

    /// A row's label and its value as shown.
    private func line(_ row: Row) -> (label: String, value: String) {
        let o = overrides
        switch row {
        case .scope:
            let name = frontScene.map { "front window (\($0.session.applicationName))" } ?? "front window (none)"
            return ("apply to", scope == .simulator ? "whole simulator" : name)
        case .textSize:
            return ("text size", o.preferredContentSizeCategory.map { "\($0.shortName) (\($0.rawValue))" } ?? "default")
        case .appearance:
            return ("appearance", o.userInterfaceStyle?.rawValue ?? "default (\(system.terminalAppearance.rawValue), the terminal's)")
        case .language:
            guard let l = o.language else { return ("language", "default (en)") }
            return ("language", l.code + (l.layoutDirection == .rightToLeft ? " (right-to-left)" : l.isPseudolanguage ? " (pseudolanguage)" : ""))
        }
    }

    /// What the front window has now, whoever set it.
    private var effectiveLine: String {
        guard let t = frontScene?.traitCollection else { return "no window is open" }
        let direction = t.layoutDirection == .rightToLeft ? "right-to-left" : "left-to-right"
        return "front window now: \(t.preferredContentSizeCategory.shortName) · \(system.resolvedStyle(t.userInterfaceStyle).rawValue)"
            + " · \(direction) · \(t.language.code)"
    }

    var keyCommands: [KeyCommand] {
        [
            KeyCommand(.environmentUp) { self.selected = Row(rawValue: max(0, self.selected.rawValue - 1))! },
            KeyCommand(.environmentDown) {
                self.selected = Row(rawValue: min(Row.allCases.count - 1, self.selected.rawValue + 1))!
            },
            KeyCommand(.environmentPrevious) { self.change(self.selected, by: -1) },
            KeyCommand(.environmentNext) { self.change(self.selected, by: 1) },
            KeyCommand(.environmentReset) { self.overrides = TraitOverrides() },
            KeyCommand(.environmentClose) { self.isDismissed = true },
        ]
    }

    func handleKey(_ key: KeyEvent) -> Bool { true }  // modal: other keys do nothing
    var typingHint: String? { nil }

    /// Low on the leading side, so the traits box (F12, top right) stays in view beside it.
    func layout(in size: Size) {
        let width = min(max(30, size.width - 4), 56), height = min(Row.allCases.count + 5, size.height - 1)
        box = Rect(x: min(2, max(0, size.width - width)), y: max(0, size.height - height - 2), width: width, height: height)
    }

    /// A click on a row chooses it; on its value, changes it (the left half back, the right half on).
    func handleMouse(_ event: MouseEvent) -> OverlayResult {
        guard event.kind == .press else { return .keep }
        guard box.contains(event.position) else { isDismissed = true; return .dismiss }
        let i = event.position.y - (box.y + 2)
        guard let row = Row(rawValue: i) else { return .keep }
        selected = row
        let valueX = box.x + 15
        if event.position.x >= valueX { change(row, by: event.position.x < valueX + (box.maxX - valueX) / 2 ? -1 : 1) }
        return .keep
    }

    func draw(in canvas: inout Canvas, theme: Theme) {
        guard box.width > 4, box.height > 4 else { return }
        canvas.fill(box)
        canvas.drawBox(box, style: .rounded, lineStyle: theme.windowBorder)
        canvas.drawText(" Environment overrides ", x: box.x + 2, y: box.y, style: theme.windowTitle, maxWidth: box.width - 4)
        let inner = box.width - 4
        for row in Row.allCases {
            let y = box.y + 2 + row.rawValue
            guard y < box.maxY - 1 else { break }
            let (label, value) = line(row)
            let style = row == selected ? theme.menuHighlight : .plain
            canvas.drawField(label, x: box.x + 2, y: y, width: 12, style: style)
            canvas.drawField("‹ " + value + " ›", x: box.x + 15, y: y, width: max(0, inner - 13), style: style)
        }
        let y = box.y + 3 + Row.allCases.count
        if y < box.maxY - 1 { canvas.drawText(effectiveLine, x: box.x + 2, y: y, style: theme.secondaryText, maxWidth: inner) }
        canvas.drawText(" ↑↓ choose · ←→ change · r reset · Esc close ", x: box.x + 2, y: box.maxY - 1,
                        style: theme.secondaryText, maxWidth: inner)
    }
}
