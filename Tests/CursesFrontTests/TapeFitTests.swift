import DemoApps
import Foundation
import TerminalCanvas
import Testing
@testable import Tapes

/// A tape whose terminal is too small for its app (issue 49): `record` warns with the line, the
/// cells it has and needs, and the settings that give them; `record --strict` and `test` fail;
/// `Set FitApp true` keeps the pixels and takes the largest font size that fits.
@Suite("Tapes too small for their app")
struct TapeFitTests {
    func run(_ text: String) throws -> (Tape, TapeRunner.Result) {
        let tape = try TapeParser.parse(text, file: "demo.tape")
        let result = try TapeRunner(tape: tape) { size, d, store in try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: d) }.run()
        return (tape, result)
    }

    @Test("A short starting size is noted at the line that set it, with what the app needs; a Resize that makes it short, at the Resize")
    func noted() throws {
        let (tape, result) = try run("Set Width 40c\nSet Height 10c\nType \"x\"\n")
        let short = try #require(result.tooSmall)
        #expect(short.location.line == 1 && short.fromStart && short.app == "Mail")
        #expect(short.terminal == Size(width: 40, height: 10) && short.needed == Size(width: 30, height: 13), "\(short)")
        #expect(tape.tooSmallMessage(short).contains("demo.tape:1:1: the terminal is 40×10 cells but Mail needs 30×13"))
        #expect(tape.tooSmallMessage(short).hasSuffix("Set Height 13c gives it room"))
        let (later, resized) = try run("Set Width 120c\nSet Height 40c\nType \"x\"\nResize 40x10\nType \"y\"\n")
        let mid = try #require(resized.tooSmall)
        #expect(mid.location.line == 4 && !mid.fromStart)
        #expect(later.tooSmallMessage(mid).contains("Resize 40x13 or larger"))
        let (_, fine) = try run("Set Width 120c\nSet Height 40c\nType \"x\"\n")
        #expect(fine.tooSmall == nil)
    }

    @Test("In pixels (VHS's demo.tape: 1200×600 at FontSize 32), the message names the font size and the height that fit, and FitApp")
    func pixels() throws {
        let (tape, result) = try run("Set FontSize 32\nSet Width 1200\nSet Height 600\nType \"x\"\n")
        let short = try #require(result.tooSmall)
        let message = tape.tooSmallMessage(short)
        #expect(message.contains("demo.tape:2:1: the terminal is 56×12 cells (1200×600 px at FontSize 32) but Mail needs 30×13"), "\(message)")
        let font = try #require(tape.fittingFontSize(for: short.needed))
        #expect(message.contains("Set FontSize \(font)") && message.contains("Set Height ") && message.contains("Set FitApp true"), "\(message)")
        var fitted = tape
        try fitted.setFontSize(font)
        #expect(fitted.size.height >= 13 && fitted.size.width >= 30, "\(fitted.size)")
        var larger = tape
        try larger.setFontSize(font + 1)
        #expect(larger.size.height < 13, "FontSize \(font) is the largest that fits")
    }

    @Test("record warns and exits 0; --strict fails writing nothing; Set FitApp true records the app; test fails with the message")
    func commandLine() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let dir = NSTemporaryDirectory() + "scenery-fit-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let tape = dir + "demo.tape"
        try "Output \(dir)demo.txt\nSet FontSize 32\nSet Width 1200\nSet Height 600\nType \"x\"\nSleep 1\n".write(toFile: tape, atomically: true, encoding: .utf8)
        let warned = try runProgram(bin, ["record", tape])
        #expect(warned.status == 0 && warned.stderr.contains("warning: ") && warned.stderr.contains("needs 30×13"), "\(warned)")
        try FileManager.default.removeItem(atPath: dir + "demo.txt")
        let strict = try runProgram(bin, ["record", "--strict", tape])
        #expect(strict.status != 0 && strict.stderr.contains("nothing was written (--strict)"), "\(strict)")
        #expect(!FileManager.default.fileExists(atPath: dir + "demo.txt"))
        let tested = try runProgram(bin, ["test", tape])
        #expect(tested.status == 1 && tested.stdout.contains("FAIL") && tested.stdout.contains("needs 30×13"), "\(tested)")
        try "Output \(dir)demo.txt\nSet FontSize 32\nSet FitApp true\nSet Width 1200\nSet Height 600\nType \"x\"\nSleep 1\n"
            .write(toFile: tape, atomically: true, encoding: .utf8)
        let fitted = try runProgram(bin, ["record", tape])
        #expect(fitted.status == 0 && fitted.stderr.contains("Set FitApp true: FontSize ") && !fitted.stderr.contains("warning"), "\(fitted)")
        let text = try String(contentsOfFile: dir + "demo.txt", encoding: .utf8)
        #expect(text.contains("Inbox") && !text.contains("needs at least"), "\(text.prefix(400))")
        #expect(try runProgram(bin, ["test", tape]).status == 0)
    }

    @Test("A tape that writes pictures gets VHS's 1200×600 px for what it leaves out; one that writes text keeps 100×30 cells; a side in cells keeps Scenery's")
    func vhsDefaults() throws {
        let none = try TapeParser.parse("Output a.gif\nType \"x\"\n", file: "a.tape")
        #expect(none.pixelWidth == 1200 && none.pixelHeight == 600 && none.size == Size(width: 83, height: 18), "\(none.size)")
        let one = try TapeParser.parse("Output a.png\nSet FontSize 42\nSet Height 225\n", file: "a.tape")
        #expect(one.pixelWidth == 1200 && one.pixelHeight == 225, "\(String(describing: one.pixelWidth))")
        let shot = try TapeParser.parse("Output a.cast\nScreenshot a.svg\n", file: "a.tape")
        #expect(shot.pixelWidth == 1200 && shot.pixelHeight == 600)
        let text = try TapeParser.parse("Output a.cast\nOutput a.txt\n", file: "a.tape")
        #expect(text.pixelWidth == nil && text.size == Size(width: 100, height: 30))
        let cells = try TapeParser.parse("Output a.gif\nSet Width 90c\n", file: "a.tape")
        #expect(cells.pixelWidth == nil && cells.pixelHeight == nil && cells.size == Size(width: 90, height: 30))
    }

}

/// The tape grammar where Scenery read VHS's words otherwise (issue 49), checked against VHS's
/// lexer and parser: a string runs to the end of its line when not closed, a newline before a
/// string is a space (`Type` on one line, its text on the next), `Set WaitTimeout` and
/// `Set WaitPattern` set what a bare `Wait` waits, and a command after them on the line runs.
@Suite("VHS's grammar, the last differences")
struct VHSGrammarTests {
    func types(_ tape: Tape) -> [String] {
        tape.steps.compactMap { if case .type(let text, _) = $0.command { return text }; return nil }
    }

    @Test("An unclosed string is the rest of its line, with a warning naming it")
    func unclosed() throws {
        let tape = try TapeParser.parse("Type \"abc\nEnter\n", file: "demo.tape")
        #expect(types(tape) == ["abc"])
        #expect(tape.warnings.contains { $0.hasPrefix("demo.tape:1:1: Type: the string opened at column 6 is not closed: it runs to the end of the line") }, "\(tape.warnings)")
        #expect(tape.steps.count == 2, "Enter on the next line is its own command")
    }

    @Test("A string on the next line belongs to the Type before it; several lines of strings are one text, joined by spaces")
    func nextLine() throws {
        #expect(types(try TapeParser.parse("Type\n\"hello\"\n", file: "demo.tape")) == ["hello"])
        #expect(types(try TapeParser.parse("Type \"a\"\n  'b'\nEnter\n", file: "demo.tape")) == ["a b"])
    }

    @Test("An Output and a Screenshot naming one file are refused before the run, naming both lines")
    func oneNameOneOutput() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let dir = NSTemporaryDirectory() + "scenery-dup-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "Output \(dir)a.txt\nType \"x\"\nScreenshot \(dir)a.txt\n".write(toFile: dir + "t.tape", atomically: true, encoding: .utf8)
        let r = try runProgram(bin, ["record", dir + "t.tape"])
        #expect(r.status != 0 && r.stderr.contains("t.tape:3:1: Screenshot \(dir)a.txt: the same file as the Output at line 1"), "\(r)")
        #expect(!FileManager.default.fileExists(atPath: dir + "a.txt"))
    }

    @Test("Set WaitTimeout and Set WaitPattern set a bare Wait; the command after them on the line runs")
    func waitSettings() throws {
        let tape = try TapeParser.parse("Set WaitPattern /Inbox/ Set WaitTimeout 5s Type \"x\"\nWait\nWait@2s /Sent/\n", file: "demo.tape")
        let waits = tape.steps.compactMap { if case .wait(let r, let t) = $0.command { return "\(r) \(t)" }; return nil }
        #expect(waits == ["Inbox 5.0", "Sent 2.0"], "\(waits)")
        #expect(types(tape) == ["x"])
        #expect(!tape.warnings.contains { $0.contains("Wait") }, "\(tape.warnings)")
    }
}

/// docs/pictures.md against the tape parser (issue 49: the prose said honoured settings were ignored).
@Suite("The pictures doc")
struct PicturesDocTests {
    @Test("docs/pictures.md's settings table and its sentence on ignored settings say what the tape parser does")
    func picturesDocAgrees() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/pictures.md"), encoding: .utf8)
        let ignoredLine = try #require(doc.split(separator: "\n").first { $0.contains("are still warnings") }.map(String.init))
        for name in TapeParser.ignoredSettings { #expect(ignoredLine.contains("`Set \(name)`") || ignoredLine.contains("`\(name)`"), "\(name) is ignored but not said so") }
        for name in TapeParser.pictureSettings {
            #expect(!ignoredLine.contains("`\(name)`"), "\(name) is honoured, yet the doc calls it ignored")
            #expect(doc.contains("`Set \(name)") || doc.contains("`\(name)`") || doc.contains("`Set WindowBar") && name.hasPrefix("WindowBar"),
                    "\(name) is honoured but the settings table does not name it")
        }
    }
}
