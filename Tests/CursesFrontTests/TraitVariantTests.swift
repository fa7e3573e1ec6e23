import Foundation
import DemoApps
import Fuzzing
import SceneryKit
import TerminalCanvas
import Tapes
import Testing

/// Every text size, appearance and direction, on every demo at 80×24, 120×40 and 200×50: the
/// windows and columns keep every rule a random stream of events is held to, and every region
/// lies inside its window's content (nothing laid out past an edge).
@Suite("Traits beyond space: every variant lays out")
struct TraitVariantTests {
    @Test("Every category × appearance × direction lays out within the rules on Mail, Music, Preview and the Timer")
    func everyVariantHolds() throws {
        var checked = 0, regions = 0
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 50)] {
            for app in ["Mail", "Music", "Preview", "Timer"] {
                let sim = try DemoCatalog.makeSimulator(size: size, app: app)
                sim.handle(.resize(size))
                for category in ContentSizeCategory.allCases {
                    for style in [UserInterfaceStyle.light, .dark] {
                        for language in [AppLanguage.english, .rightToLeftPseudo] {
                            var o = TraitOverrides()
                            o.preferredContentSizeCategory = category; o.userInterfaceStyle = style; o.language = language
                            sim.system.setEnvironment(o)
                            sim.layout()
                            let label = "\(app) \(size.width)×\(size.height) \(category.shortName) \(style) \(language.code)"
                            if let broken = Invariants.check(sim) { Issue.record("\(label): \(broken)") }
                            for w in sim.desktop.windows where !w.isMinimized && !w.isBelowMinimum {
                                for region in w.regionMap.regions where region.rect.width > 0 && region.rect.height > 0 {
                                    regions += 1
                                    let inside = region.rect.intersection(w.contentRect) == region.rect
                                    #expect(inside, "\(label): \(region.role) of \(type(of: region.controller)) at \(region.rect) leaves the content \(w.contentRect)")
                                }
                                #expect(!w.isBelowMinimum, "\(label): the text size alone made the window show its size notice")
                            }
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == 3 * 4 * 12 * 2 * 2)
        #expect(regions > checked * 3, "each variant's regions were looked at")
    }

    @Test("Snapshots across variants: a tape's Set TextSize, Set Appearance and Set Language reach the frames; a bad value names its line")
    func tapeSettings() throws {
        let tape = try TapeParser.parse("""
            Set Width 100c
            Set Height 24c
            Set TextSize AX3
            Set Appearance light
            Launch Mail
            Set Language fr
            """, file: "traits.tape")
        #expect(tape.environment.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(tape.environment.userInterfaceStyle == .light)
        #expect(tape.appearance == .light)
        #expect(tape.steps.contains { if case .setTraits(let o) = $0.command { return o.language == .french } else { return false } })
        #expect(throws: TapeError.self) { try TapeParser.parse("Set TextSize huge", file: "bad.tape") }
        do {
            _ = try TapeParser.parse("Set Appearance blue", file: "bad.tape")
        } catch {
            #expect("\(error)".contains("bad.tape:1") && "\(error)".contains("light or dark"))
        }
    }
}

/// The command line of the traits beyond space, as a user types it.
@Suite("Traits beyond space: the command line")
struct TraitCommandLineTests {
    @Test("snapshot --variants text-size prints all twelve frames, each labelled; --output writes one contact sheet; bad values say what to give")
    func variants() throws {
        let scenery = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let twelve = try runProgram(scenery, ["snapshot", "--app", "Mail", "--size", "120x40", "--variants", "text-size"])
        #expect(twelve.status == 0, "\(twelve.stderr)")
        let labels = twelve.stdout.split(separator: "\n").filter { $0.hasPrefix("── text size ") }
        #expect(labels.count == 12)
        #expect(labels.first?.hasPrefix("── text size xs ") == true && labels.last?.hasPrefix("── text size AX5 ") == true)
        #expect(twelve.stdout.components(separatedBy: "Mail — Inbox").count - 1 == 12, "a whole frame under each label")
        let sheet = FileManager.default.temporaryDirectory.appendingPathComponent("variants-\(getpid()).svg").path
        defer { try? FileManager.default.removeItem(atPath: sheet) }
        let two = try runProgram(scenery, ["snapshot", "--app", "Mail", "--size", "80x24", "--variants", "appearance,language", "--output", sheet])
        #expect(two.status == 0 && two.stderr.contains("wrote 16 variants"), "\(two.stderr)")
        #expect(two.stdout.contains("── light · language ja ") && two.stdout.contains("── dark · language rtl "))
        let svg = try String(contentsOfFile: sheet, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.contains("<svg"), "an SVG picture")
        let bad = try runProgram(scenery, ["snapshot", "--variants", "colour"])
        #expect(bad.status != 0 && bad.stderr.contains("text-size, appearance, language, device"))
        let size = try runProgram(scenery, ["snapshot", "--text-size", "huge"])
        #expect(size.status != 0 && size.stderr.contains("xs s m l xl xxl xxxl AX1 AX2 AX3 AX4 AX5"))
        let language = try runProgram(scenery, ["snapshot", "--language", "12"])
        #expect(language.status != 0 && language.stderr.contains("en fr ko ja rtl double accented bounded"))
        // Any language code is a language: German shows the demos as written; Arabic runs right to left.
        let german = try runProgram(scenery, ["snapshot", "--app", "Mail", "--size", "120x40", "--language", "de", "--keys", "<F12>"])
        #expect(german.status == 0 && german.stdout.contains("language: de") && german.stdout.contains("Mailboxes"))
        let arabic = try runProgram(scenery, ["snapshot", "--app", "Mail", "--size", "120x40", "--language", "ar", "--keys", "<F12>"])
        #expect(arabic.status == 0 && arabic.stdout.contains("direction: rightToLeft · language: ar"))
    }

    @Test("record --variants runs a tape once a variant and writes their last frames on one sheet; nothing else")
    func recordVariants() throws {
        let scenery = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let dir = NSTemporaryDirectory() + "scenery-variants-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "Output demo.cast\nSet Width 80c\nSet Height 24c\nLaunch Mail\nTab\n".write(toFile: dir + "/demo.tape", atomically: true, encoding: .utf8)
        let r = try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(scenery)' record demo.tape --variants appearance,language --output sheet.png"])
        #expect(r.status == 0 && r.stdout.contains("in 16 variants"), "\(r.stdout)\(r.stderr)")
        let png = try #require(FileManager.default.contents(atPath: dir + "/sheet.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        #expect(!FileManager.default.fileExists(atPath: dir + "/demo.cast"), "the tape's own outputs are for a single run")
        let bad = try runProgram(scenery, ["record", dir + "/demo.tape", "--variants", "appearance"])
        #expect(bad.status != 0 && bad.stderr.contains("add --output SHEET.png"))
    }

    @Test("run's and snapshot's --text-size, --appearance and --language show in F12")
    func flagsReachTheTraits() throws {
        let scenery = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let r = try runProgram(scenery, ["snapshot", "--app", "Mail", "--size", "120x40", "--keys", "<F12>",
                                         "--text-size", "AX1", "--appearance", "light", "--language", "ko"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("text size: AX1 (accessibilityMedium)"))
        #expect(r.stdout.contains("style: light · direction: leftToRight · language: ko"))
        #expect(r.stdout.contains("메일"), "Korean strings")
    }
}

/// The tutorial's app (Examples/Recipes), hosted by `SceneryApp`: it gets the same flags and
/// variants, and lays out in every one of them.
@Suite("Traits beyond space: a hosted app")
struct HostedTraitTests {
    @Test("Recipes in every text size × direction and every appearance × language, at 80×24, 120×40 and 200×50: a window, never its size notice")
    func recipesEveryVariant() throws {
        let recipes = try #require(TestPaths.recipes, "build Recipes first (swift build)")
        for size in ["80x24", "120x40", "200x50"] {
            for axes in ["text-size,appearance", "language"] {
                let r = try runProgram(recipes, ["snapshot", "--size", size, "--variants", axes])
                #expect(r.status == 0, "\(size) \(axes): \(r.stderr)")
                let frames = r.stdout.components(separatedBy: "\n── ").count
                #expect(frames == (axes == "language" ? 8 : 24), "\(size) \(axes)")
                #expect(!r.stdout.contains("needs at least"), "\(size) \(axes): a variant showed the size notice")
                #expect(r.stdout.components(separatedBy: "╭─●─●─●").count - 1 == frames, "\(size) \(axes): a window in every variant")
            }
        }
    }
}
