import DemoApps
import Testing
@testable import SceneryKit

/// Issue 46: every command a person reaches by pointer — a bar button, a pull-down, the back
/// button — has a key and a menu-bar item, and the item shows the key it answers.
@Suite("Three ways to every command")
struct ThreeWaysTests {
    /// The bars a click can reach in the focused window: a presented sheet's (what lies under it
    /// is dimmed), else split-view columns' and navigation controllers'.
    static func bars(in vc: ViewController?) -> [NavigationBar.Layout] {
        guard let vc else { return [] }
        if let p = vc.presentedViewController { return p.sheetBar.map { [$0] } ?? [] + bars(in: p) }
        var out: [NavigationBar.Layout] = []
        if let split = vc as? SplitViewController { out += split.columnBars.values }
        if let nav = vc as? NavigationController, let bar = nav.bar, vc.frame.width > 0 { out.append(bar) }
        if let sheet = vc.sheetBar { out.append(sheet) }
        for child in vc.children { out += bars(in: child) }
        return out
    }

    @Test("Every bar button the demos show has a key and an enabled menu-bar item under that key", arguments: [
        ("Mail", 160, 40, ""), ("Mail", 160, 40, "S"), ("Mail", 60, 24, "<Enter>"), ("Mail", 60, 30, "i"), ("Mail", 100, 30, "H"),
        ("Preview", 120, 30, ""), ("Preview", 60, 24, "<Enter>"), ("Music", 70, 24, "4"), ("Music", 70, 24, "4<Enter>"),
    ])
    func barButtons(app: String, width: Int, height: Int, keys: String) throws {
        let size = Size(width: width, height: height)
        let sim = try DemoCatalog.makeSimulator(size: size, app: app)
        sim.handle(.resize(size))
        for k in try KeyNotation.parse(keys) { sim.handle(.key(k)) }
        _ = sim.frame(size: size)
        let root = try #require(sim.desktop.focusedWindow?.rootViewController)
        let buttons = Self.bars(in: root).flatMap(\.buttons)
        #expect(!buttons.isEmpty, "\(app) \(keys): no bar laid out")
        let items = sim.menuBarMenus().flatMap { $0.rows.compactMap { $0 } }
        for b in buttons {
            let action: KeyAction?
            switch b.button {
            case .back: action = .back
            case .item(let item): action = item.keyAction
            }
            guard let action else {
                Issue.record("\(app) \(keys): the bar button `\(b.label)` has no key action")
                continue
            }
            let bound = sim.keyBindings.keys(for: action)
            #expect(!bound.isEmpty, "\(b.label): \(action.name) has no key")
            let item = items.first { $0.keyAction == action && !$0.attributes.contains(.disabled) }
            #expect(item != nil, "\(app) \(keys): `\(b.label)` (\(action.name)) is not in the menu bar")
            if let item {
                let shown = item.keyEquivalent ?? ""
                #expect(bound.contains { KeyLabel.of($0) == shown }, "\(b.label): the menu shows `\(shown)` for \(action.name)")
            }
        }
    }
}
