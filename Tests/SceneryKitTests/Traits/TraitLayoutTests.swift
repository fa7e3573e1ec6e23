import DemoApps
@testable import SceneryKit
import TerminalCanvas
import Testing
import Foundation

/// What text size, appearance, language and direction do to the demos on screen.
@Suite("Traits beyond space: what the demos show")
struct TraitLayoutTests {
    /// A demo at `size` in `environment`, laid out.
    static func simulator(_ app: String, _ size: Size, _ environment: TraitOverrides) throws -> Simulator {
        let sim = try DemoCatalog.makeSimulator(size: size, app: app)
        sim.system.setEnvironment(environment)
        sim.handle(.resize(size))
        sim.layout()
        return sim
    }

    static func env(_ change: (inout TraitOverrides) -> Void) -> TraitOverrides {
        var o = TraitOverrides()
        change(&o)
        return o
    }

    static func split(_ sim: Simulator) throws -> SplitViewController {
        try #require(sim.desktop.focusedWindow?.rootViewController as? SplitViewController)
    }

    @Test("Larger text needs more points: Mail tiles three columns at 160 columns at the default size and two at AX3; the readable width grows")
    func fewerColumnsFit() throws {
        let size = Size(width: 160, height: 30)
        let large = try Self.simulator("Mail", size, TraitOverrides())
        let ax3 = try Self.simulator("Mail", size, Self.env { $0.preferredContentSizeCategory = .accessibilityExtraLarge })
        #expect(try Self.split(large).primaryColumnWidth > 0)
        #expect(try Self.split(ax3).primaryColumnWidth == 0, "the sidebar steps aside at AX3")
        #expect(try Self.split(ax3).supplementaryColumnWidth > Self.split(large).supplementaryColumnWidth, "what stays is wider")
        let guides = LayoutGuides(bounds: Rect(x: 0, y: 0, width: 200, height: 40), horizontalSizeClass: .regular)
        var bigger = guides
        bigger.contentSizeCategory = .accessibilityExtraLarge
        #expect(guides.readableContent.width == 84)
        #expect(bigger.readableContent.width == 140, "672 pt × (1 + (40/17 − 1)/2) ≈ 1126 pt, at 8 pt a column")
        // No size shows the window's size notice for the text size alone.
        for c in ContentSizeCategory.allCases {
            let sim = try Self.simulator("Mail", Size(width: 90, height: 30), Self.env { $0.preferredContentSizeCategory = c })
            #expect(sim.desktop.focusedWindow?.isBelowMinimum == false, "\(c.shortName) at 90 columns")
        }
    }

    @Test("At accessibility sizes list rows stack the value under the label, wrap a title instead of cutting it, and are taller")
    func stackedRows() throws {
        let size = Size(width: 48, height: 16)
        let sim = try Self.simulator("Mail", size, Self.env { $0.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge })
        sim.handle(.key(KeyEvent(.escape)))  // from the message back to its list
        let rows = sim.frame(size: size).plainText().split(separator: "\n").map(String.init)
        // Row 2 is the navigation bar's padding at this size.
        #expect(rows[3].contains("● Sophie Thompson · Re: orientation lock"), "\(rows.joined(separator: "\n"))")
        #expect(!rows[3].contains("08:26") && !rows[3].contains("…"), "the date is not beside the title, nothing is cut")
        #expect(rows[4].contains("for the game"), "the title wraps onto its second line")
        #expect(rows[5].hasPrefix("│   08:26 "), "the date stacks under it")
        #expect(rows[6].contains("● Grace Ritchie"), "the next row after three lines")
        let normal = try Self.simulator("Mail", size, TraitOverrides())
        normal.handle(.key(KeyEvent(.escape)))
        let plain = normal.frame(size: size).plainText().split(separator: "\n").map(String.init)
        #expect(plain[2].contains("08:26") && plain[3].contains("12:35"), "one line a row at the default size")
    }

    @Test("An alert's buttons stack at accessibility sizes, sit side by side at the default, and run from the right in right-to-left")
    func alertButtons() throws {
        let size = Size(width: 100, height: 24)
        for (category, stacked) in [(ContentSizeCategory.large, false), (.accessibilityLarge, true)] {
            let sim = try Self.simulator("Mail", size, Self.env { $0.preferredContentSizeCategory = category })
            sim.handle(.key(KeyEvent(.tab)))
            sim.handle(.key(KeyEvent(.delete)))
            let text = sim.frame(size: size).plainText()
            #expect(text.contains("[ Cancel ]  [ Delete ]") == !stacked, "\(category.shortName)")
        }
        let rtl = try Self.simulator("Mail", size, Self.env { $0.language = .rightToLeftPseudo })
        rtl.handle(.key(KeyEvent(.tab)))
        rtl.handle(.key(KeyEvent(.delete)))
        #expect(rtl.frame(size: size).plainText().contains("[ Delete ]  [ Cancel ]"))
    }

    @Test("A context menu's rows take a row of padding each at accessibility sizes")
    func menuPadding() throws {
        let size = Size(width: 100, height: 30)
        for (category, pitch) in [(ContentSizeCategory.large, 1), (.accessibilityLarge, 2)] {
            let sim = try Self.simulator("Music", size, Self.env { $0.preferredContentSizeCategory = category })
            try sim.system.open("music://songs")
            sim.handle(.key(KeyEvent(.function(10), .shift)))
            let rows = sim.frame(size: size).plainText().split(separator: "\n").map(String.init)
            let play = try #require(rows.firstIndex { $0.contains("▶ Play") }), love = try #require(rows.firstIndex { $0.contains("♥ Love") })
            #expect(love - play == pitch, "\(category.shortName)")
        }
    }

    @Test("Navigation bars gain a row of padding at accessibility sizes: the list starts a row lower")
    func barPadding() throws {
        let size = Size(width: 80, height: 16)
        for (category, firstRow) in [(ContentSizeCategory.large, 2), (.accessibilityMedium, 3)] {
            let sim = try Self.simulator("Mail", size, Self.env { $0.preferredContentSizeCategory = category })
            sim.handle(.key(KeyEvent(.escape)))
            let rows = sim.frame(size: size).plainText().split(separator: "\n").map(String.init)
            #expect(rows[1].contains("‹ Mailboxes"))
            #expect(rows[firstRow].contains("● Sophie Thompson"), "\(category.shortName): \(rows[firstRow])")
        }
    }

    @Test("Right-to-left: Mail's mailboxes move to the right edge, bars and rows mirror, the back button points right")
    func rightToLeft() throws {
        let size = Size(width: 160, height: 20)
        let sim = try Self.simulator("Mail", size, Self.env { $0.language = .rightToLeftPseudo })
        let split = try Self.split(sim)
        let primary = try #require(split.currentLayout.placed(.primary)), secondary = try #require(split.currentLayout.placed(.secondary))
        #expect(primary.x > secondary.x, "the primary column is on the trailing (right) side")
        let rows = sim.frame(size: size).plainText().split(separator: "\n").map(String.init)
        #expect(try #require(rows[1].range(of: "Mailboxes")).lowerBound > #require(rows[1].range(of: "Inbox")).lowerBound, "\(rows[1])")
        #expect(rows[2].contains("08:26 Sophie Thompson") && rows[2].contains("● │"), "the marker on the right, the date on the left")
        let compact = try Self.simulator("Mail", Size(width: 60, height: 16), Self.env { $0.language = .rightToLeftPseudo })
        compact.handle(.key(KeyEvent(.escape)))
        let bar = compact.frame(size: Size(width: 60, height: 16)).plainText().split(separator: "\n")[1]
        #expect(bar.hasSuffix("Mailboxes › │"), "\(bar)")
        #expect(compact.frame(size: Size(width: 60, height: 16)).plainText().contains("‹ 08:26"), "disclosure chevrons turn")
        let music = try Self.simulator("Music", Size(width: 80, height: 24), Self.env { $0.language = .rightToLeftPseudo })
        let tabs = music.frame(size: Size(width: 80, height: 24)).plainText().split(separator: "\n")[21]
        #expect(try #require(tabs.range(of: "Listen Now")).lowerBound > #require(tabs.range(of: "Library")).lowerBound, "tabs run right to left")
        let wide = try Self.simulator("Music", Size(width: 120, height: 14), Self.env { $0.language = .rightToLeftPseudo })
        let header = wide.frame(size: Size(width: 120, height: 14)).plainText().split(separator: "\n")[1]
        #expect(header.hasSuffix("│ ▥                    Music │"), "the tab sidebar on the right, mirrored: \(header)")
    }

    @Test("The four languages' first-screen titles fit at 120×40: translated, not cut, double-width text whole")
    func languagesFit() throws {
        let size = Size(width: 120, height: 40)
        let expected: [(AppLanguage, [String], [String])] = [
            (.english, ["Mailboxes", "Inbox", "Move"], ["Listen Now", "Browse", "Radio", "Library"]),
            (.french, ["Boîtes aux lettres", "Boîte de réception", "Déplacer"], ["Écouter", "Explorer", "Radio", "Bibliothèque"]),
            (.korean, ["메일상자", "받은 편지함", "이동"], ["지금 듣기", "둘러보기", "라디오", "보관함"]),
            (.japanese, ["メールボックス", "受信", "移動"], ["今すぐ聴く", "見つける", "ラジオ", "ライブラリ"]),
        ]
        for (language, mail, music) in expected {
            for (app, titles) in [("Mail", mail), ("Music", music)] {
                let sim = try Self.simulator(app, size, Self.env { $0.language = language })
                let canvas = sim.frame(size: size)
                let text = canvas.plainText()
                for title in titles { #expect(text.contains(title), "\(app) in \(language.code): \(title)") }
                // A double-width glyph never loses its second half.
                for (i, cell) in canvas.cells.enumerated() where cell.width == 2 {
                    #expect(i + 1 < canvas.cells.count && canvas.cells[i + 1].isContinuation)
                }
            }
        }
        let french = try Self.simulator("Mail", size, Self.env { $0.language = .french })
        #expect(french.frame(size: size).plainText().contains("20 nov."), "Mail's dates in French order")
        let japanese = try Self.simulator("Mail", size, Self.env { $0.language = .japanese })
        #expect(japanese.frame(size: size).plainText().contains("11月20日"))
    }

    @Test("Pseudolanguages: double-length repeats, accented accents, bounded brackets; rules and times stay")
    func pseudolanguages() throws {
        #expect(AppLanguage.doubleLengthPseudo.textTransform(catalog: nil)?.apply(" Inbox ") == " Inbox Inbox ")
        #expect(AppLanguage.accentedPseudo.textTransform(catalog: nil)?.apply("Inbox") == "Îñböx")
        #expect(AppLanguage.boundedPseudo.textTransform(catalog: nil)?.apply("Inbox") == "[# Inbox #]")
        #expect(AppLanguage.boundedPseudo.textTransform(catalog: nil)?.apply("08:26 ──") == "08:26 ──")
        #expect(AppLanguage.english.textTransform(catalog: nil) == nil)
        let sim = try Self.simulator("Mail", Size(width: 120, height: 30), Self.env { $0.language = .boundedPseudo })
        let text = sim.frame(size: Size(width: 120, height: 30)).plainText()
        #expect(text.contains("[# Mailboxes #]"))
        #expect(text.contains(" ^Q quit"), "the simulator's own hint bar is not the app's text")
    }

    @Test("A String Catalog reads Xcode's JSON: translations, plural `other`, untranslated keys as written, glyph-wrapped and joined titles")
    func stringCatalog() throws {
        let json = """
            {"sourceLanguage":"en","version":"1.0","strings":{
              "Inbox":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Boîte de réception"}}}},
              "%lld messages":{"localizations":{"fr":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld message"}},
                                                                          "other":{"stringUnit":{"state":"translated","value":"%lld messages"}}}}}}},
              "Mail":{}}}
            """
        let catalog = try StringCatalog(data: Data(json.utf8))
        #expect(catalog.localizedString("Inbox", language: "fr") == "Boîte de réception")
        #expect(catalog.localizedString("%lld messages", language: "fr") == "%lld messages")
        #expect(catalog.localizedString("Mail", language: "fr") == nil)
        #expect(catalog.localized("‹ Inbox", language: "fr") == "‹ Boîte de réception")
        #expect(catalog.localized("Mail — Inbox", language: "fr") == "Mail — Boîte de réception")
        #expect(catalog.languages == ["fr"])
        func problem(_ text: String) -> String? {
            (#expect(throws: StringCatalog.ReadError.self) { try StringCatalog(data: Data(text.utf8), file: "L.xcstrings") })?.description
        }
        #expect(problem("{}")?.hasPrefix("L.xcstrings: has no \"strings\" object") == true)
        #expect(problem("not json")?.hasPrefix("L.xcstrings: is not JSON") == true)
        #expect(problem(#"{"strings":{"Inbox":3}}"#) == "L.xcstrings: the entry \"Inbox\" is not an object")
    }
}
