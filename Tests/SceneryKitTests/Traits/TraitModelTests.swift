import DemoApps
@testable import SceneryKit
import Testing

/// The trait model beyond space: UIKit's twelve text sizes, overrides flowing down, custom
/// traits, and changes delivered parents first, only for the traits that changed.
@Suite("Traits beyond space: the model")
struct TraitModelTests {
    @Test("Twelve content size categories, large by default; the last five are the accessibility sizes; short and UIKit names parse")
    func categories() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(TraitCollection().preferredContentSizeCategory == .large)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
                == [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
        #expect(ContentSizeCategory.allCases.map(\.shortName) == ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(ContentSizeCategory(parsing: "ax3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(parsing: "extraExtraLarge") == .extraExtraLarge)
        #expect(ContentSizeCategory(parsing: "UIContentSizeCategoryLarge") == .large)
        #expect(ContentSizeCategory(parsing: "huge") == nil)
        // HIG body sizes: AX3 is 40 pt, 40/17 of the default.
        #expect(ContentSizeCategory.accessibilityExtraLarge.bodyPointSize == 40)
        #expect(ContentSizeCategory.large.scaledValue(for: 10) == 10)
        #expect(ContentSizeCategory.extraExtraExtraLarge.scaledCells(1) == 1)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.scaledCells(2) == 6)
    }

    @Test("A language is a pseudolanguage or any well-formed code; Arabic and Hebrew run right to left")
    func languageCodes() {
        #expect(AppLanguage(parsing: "FR") == .french)
        #expect(AppLanguage(parsing: "RTL") == .rightToLeftPseudo)
        #expect(AppLanguage(parsing: "pt-BR")?.code == "pt-BR")
        #expect(AppLanguage(parsing: "zh-Hans")?.code == "zh-Hans")
        #expect(AppLanguage(parsing: "ar")?.layoutDirection == .rightToLeft)
        #expect(AppLanguage(parsing: "he-IL")?.layoutDirection == .rightToLeft)
        #expect(AppLanguage(parsing: "de")?.layoutDirection == .leftToRight)
        for bad in ["", "12", "e", "english", "de_DE", "de-", "-de"] { #expect(AppLanguage(parsing: bad) == nil, "\(bad)") }
    }

    @Test("COLORFGBG tells the terminal's appearance: 15;0 is dark, 0;15 light, nothing or garbage none")
    func colorFGBG() {
        #expect(UserInterfaceStyle.fromEnvironment(["COLORFGBG": "15;0"]) == .dark)
        #expect(UserInterfaceStyle.fromEnvironment(["COLORFGBG": "0;15"]) == .light)
        #expect(UserInterfaceStyle.fromEnvironment(["COLORFGBG": "0;default;7"]) == .light)
        #expect(UserInterfaceStyle.fromEnvironment([:]) == nil)
        #expect(UserInterfaceStyle.fromEnvironment(["COLORFGBG": "x"]) == nil)
    }

    enum Tinted: TraitDefinition { static let defaultValue = false }

    /// A root with a child with a grandchild, each logging its trait changes.
    final class Logged: ViewController {
        var log: [String]
        init(_ name: String, log: [String] = []) { self.log = log; super.init(title: name) }
    }

    @Test("Trait changes reach registered handlers parents first, once the whole tree has them, and only for traits that changed")
    func deliveryOrder() {
        let root = ViewController(title: "root"), child = ViewController(title: "child"), grandchild = ViewController(title: "grandchild")
        root.addChild(child); child.addChild(grandchild)
        var log: [String] = []
        for vc in [grandchild, child, root] {  // registered children first: the order must not follow registration
            vc.registerForTraitChanges([.preferredContentSizeCategory]) { vc, previous in
                // The whole tree has the new traits when any handler runs.
                log.append("\(vc.title) \(previous.preferredContentSizeCategory.shortName)→\(grandchild.traitCollection.preferredContentSizeCategory.shortName)")
            }
        }
        var t = TraitCollection()
        t.preferredContentSizeCategory = .accessibilityLarge
        root.applyTraitCollection(t)
        #expect(log == ["root l→AX2", "child l→AX2", "grandchild l→AX2"])
        log = []
        t.userInterfaceStyle = .dark  // another trait: no call
        root.applyTraitCollection(t)
        #expect(log.isEmpty)
    }

    @Test("unregisterForTraitChanges stops the calls; another registration on the same controller stays")
    func unregistration() {
        let vc = ViewController(title: "vc")
        var calls: [String] = []
        let first = vc.registerForTraitChanges([.userInterfaceStyle]) { _, _ in calls.append("first") }
        vc.registerForTraitChanges([.userInterfaceStyle]) { _, _ in calls.append("second") }
        var t = TraitCollection()
        t.userInterfaceStyle = .light
        vc.applyTraitCollection(t)
        #expect(calls == ["first", "second"])
        vc.unregisterForTraitChanges(first)
        calls = []
        t.userInterfaceStyle = .dark
        vc.applyTraitCollection(t)
        #expect(calls == ["second"])
    }

    @Test("traitOverrides on a view controller reach it and its children, over what comes from above; clearing them gives that back")
    func viewControllerOverrides() {
        let root = ViewController(title: "root"), child = ViewController(title: "child")
        root.addChild(child)
        var t = TraitCollection()
        t.userInterfaceStyle = .dark
        root.applyTraitCollection(t)
        var seen: [UserInterfaceStyle] = []
        child.registerForTraitChanges([.userInterfaceStyle]) { vc, _ in seen.append(vc.traitCollection.userInterfaceStyle) }
        root.traitOverrides.userInterfaceStyle = .light
        #expect(root.traitCollection.userInterfaceStyle == .light && child.traitCollection.userInterfaceStyle == .light)
        root.traitOverrides = TraitOverrides()
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(seen == [.light, .dark])
        // A pseudolanguage brings its direction; an explicit direction wins over it.
        child.traitOverrides.language = .rightToLeftPseudo
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        child.traitOverrides.layoutDirection = .leftToRight
        #expect(child.traitCollection.layoutDirection == .leftToRight && child.traitCollection.language == .rightToLeftPseudo)
    }

    @Test("A custom trait flows down from an override, is read by its type, and calls only its own registrations")
    func customTraits() {
        let root = ViewController(title: "root"), child = ViewController(title: "child")
        root.addChild(child)
        #expect(child.traitCollection[Tinted.self] == false)
        var calls = 0, sizeCalls = 0
        child.registerForTraitChanges([Tinted.self]) { _, previous in
            #expect(previous[Tinted.self] == false)
            calls += 1
        }
        child.registerForTraitChanges([.preferredContentSizeCategory]) { _, _ in sizeCalls += 1 }
        root.traitOverrides[Tinted.self] = true
        #expect(child.traitCollection[Tinted.self] == true)
        #expect(calls == 1 && sizeCalls == 0)
        root.traitOverrides[Tinted.self] = true  // the same value again: no change
        #expect(calls == 1)
        #expect(child.traitCollection.customTraitDescriptions == ["Tinted: true"])
        // A trait set back to its default equals one never set.
        var a = TraitCollection(), b = TraitCollection()
        a[Tinted.self] = true; a[Tinted.self] = false
        b.preferredContentSizeCategory = .large
        #expect(a == b)
    }

    @Test("A window scene's overrides are its window's traits, over the simulator's environment, and come back with its session")
    func sceneOverridesRestore() throws {
        let store = MemoryStateStore()
        let size = Size(width: 120, height: 40)
        let first = try DemoCatalog.makeSimulator(size: size, app: "Mail", store: store)
        first.handle(.resize(size))
        var environment = TraitOverrides()
        environment.preferredContentSizeCategory = .extraLarge
        environment.userInterfaceStyle = .light
        first.system.setEnvironment(environment)
        let scene = try #require(first.desktop.focusedWindow?.scene)
        #expect(scene.traitCollection.preferredContentSizeCategory == .extraLarge)
        scene.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        scene.traitOverrides.language = .french
        #expect(scene.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(scene.traitCollection.userInterfaceStyle == .light, "the environment's, where the scene sets nothing")
        #expect(scene.rootViewController?.traitCollection.language == .french)
        first.quit()
        let second = try DemoCatalog.makeSimulator(size: size, app: "Mail", store: store)
        second.handle(.resize(size))
        let restored = try #require(second.desktop.focusedWindow?.scene)
        #expect(restored.traitOverrides.preferredContentSizeCategory == .accessibilityMedium)
        #expect(restored.traitOverrides.language == .french)
        #expect(restored.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(restored.traitOverrides.userInterfaceStyle == nil, "the environment is the run's, not the session's")
    }
}
