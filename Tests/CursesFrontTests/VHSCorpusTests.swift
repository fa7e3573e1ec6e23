import DemoApps
import Foundation
import SceneryKit
import Tapes
import Testing

/// A corpus of VHS-syntax tapes, one per command and setting of VHS's language plus the grammar
/// cases (Tests/CursesFrontTests/VHSCorpus): each parses and runs; the settings that style
/// pictures warn with file:line:column; each command does what docs/tapes.md says.
@Suite("VHS corpus")
struct VHSCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("VHSCorpus").path
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".tape") }.sorted()
    }

    func run(_ name: String) throws -> (Tape, TapeRunner.Result) {
        let tape = try TapeParser.parse(contentsOf: Self.folder + "/" + name)
        let result = try TapeRunner(tape: tape) { size, withDefault, store in
            try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: withDefault)
        }.run()
        return (tape, result)
    }

    @Test("Every corpus tape parses and runs", arguments: names)
    func runs(_ name: String) throws {
        let (tape, result) = try run(name)
        #expect(!tape.steps.isEmpty && result.cast.hasSuffix("\\u001b[?1049l\"]\n"), "\(name)")
    }

    @Test("The corpus covers VHS's commands and settings")
    func coverage() throws {
        let text = try Self.names.map { try String(contentsOfFile: Self.folder + "/" + $0, encoding: .utf8) }.joined(separator: "\n")
        for word in ["Output", "Set Width", "Set Height", "Set Padding", "Set TypingSpeed", "Set Shell", "Set FontSize", "Set FontFamily",
                     "Set LetterSpacing", "Set LineHeight", "Set Theme", "Set Margin", "Set MarginFill", "Set BorderRadius",
                     "Set WindowBar", "Set WindowBarSize", "Set Framerate", "Set PlaybackSpeed", "Set LoopOffset", "Set CursorBlink",
                     "Set WaitTimeout", "Set WaitPattern", "Type", "Sleep", "Enter", "Backspace", "Delete", "Insert", "Tab", "Escape",
                     "Space", "Up", "Down", "Left", "Right", "PageUp", "PageDown", "Home", "End", "F1", "F12", "Ctrl+", "Alt+", "Shift+",
                     "Ctrl+@", "Hide", "Show", "Screenshot", "Wait", "Wait+Screen", "Wait+Line", "Source", "Require", "Env", "Copy", "Paste",
                     "ScrollUp", "ScrollDown"] {
            #expect(text.contains(word), "the corpus has no \(word)")
        }
    }

    @Test("Styling settings warn with file:line:column; Width/Height are pixels; CRLF and a BOM read as VHS reads them")
    func settings() throws {
        let (styling, _) = try run("set-styling.tape")
        #expect(styling.warnings.count == 3, "Shell, FontFamily, CursorBlink: \(styling.warnings)")
        #expect(styling.pictureSettings.count == 12,
                "FontSize, LetterSpacing, LineHeight, Theme, Margin, MarginFill, BorderRadius, WindowBar, WindowBarSize, Framerate, PlaybackSpeed, LoopOffset")
        #expect(styling.warnings.allSatisfy { $0.contains("set-styling.tape:") })
        let (pixels, _) = try run("set-width-height.tape")
        #expect(pixels.size == Size(width: 83, height: 18), "1200×600 less VHS's 60 px padding, in 13×26 px cells")
        let (padded, _) = try run("set-padding.tape")
        #expect(padded.size == Size(width: 92, height: 23), "1240×640 less 20 px padding")
        let (crlf, _) = try run("crlf-bom.tape")
        #expect(crlf.steps.map(\.text) == ["Type \"x\"", "Sleep 100ms", "Enter"])
        let (line, _) = try run("one-line.tape")
        #expect(line.steps.count == 5)
        let (source, _) = try run("source.tape")
        #expect(source.steps.count == 2)
        let (typed, _) = try run("type.tape")
        #expect(typed.steps.contains { $0.command == .type("C:\\new\\temp", delay: nil) })
        #expect(typed.steps.contains { $0.command == .type("a b", delay: nil) })
    }

    @Test("Hide pauses the recording and its clock; F10 opens the menu bar, which keeps F11 and F12; Screenshot takes the frame")
    func commands() throws {
        let (_, hidden) = try run("hide-show.tape")
        #expect(!hidden.cast.contains("secret"))
        // VHS's function-keys.tape: F1 (the key map), Esc, F2…F12, F12. F10 opens the menu bar,
        // which is modal: the F12s after it change nothing.
        let (_, keys) = try run("function-keys.tape")
        #expect(keys.cast.contains("Scenery") && keys.cast.contains("Window") && keys.cast.contains("Keys"))
        #expect(keys.snapshots.last == keys.snapshots[keys.snapshots.count - 2], "a modal menu keeps F12")
        let (_, shot) = try run("screenshot.tape")
        #expect(shot.screenshots.count == 2 && shot.screenshots[0].text.contains("Inbox"))
    }
}
