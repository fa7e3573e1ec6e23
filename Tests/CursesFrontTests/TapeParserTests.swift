import DemoApps
import Foundation
import Testing
import SceneryKit
import Pictures
@testable import Tapes

/// The tape language: what each command becomes, and errors that name file:line:column.
@Suite("Tape parser")
struct TapeParserTests {
    func parse(_ text: String) throws -> Tape { try TapeParser.parse(text, file: "demo.tape") }
    func error(_ text: String) -> TapeError? {
        do { _ = try parse(text); return nil } catch { return error as? TapeError }
    }

    @Test("A mouse cell past any number a cell can be is a message naming it, not a crash (scenery-fuzz found 1e300 as a column)")
    func mouseCellOutOfRange() throws {
        let e = try #require(error("Mouse click 99999999999999999999999 5"))
        #expect("\(e)".contains("demo.tape:1") && "\(e)".contains("past any terminal"), "\(e)")
        #expect(error("Mouse drag 1 1 -> 2500000000000 3") != nil)
        #expect(error("Mouse click 999999 999999") == nil, "a cell off this screen is the run's to say, with its size")
    }

    @Test("VHS commands and Scenery's own become commands, in order")
    func commands() throws {
        let tape = try parse("""
            # a comment
            Output demo.cast
            Output frames/
            Set Width 120c
            Set Height 40c
            Set TypingSpeed 100ms
            Launch Mail
            Type "jj"
            Type@20ms 'x'
            Enter
            Down@200ms 3
            Ctrl+W
            Ctrl+Shift+Tab
            Alt+x
            Shift+Tab
            Sleep 1.5s
            Resize 120x40 -> 40x40 over 4s
            Resize 100x30
            Mouse click 3 4
            Mouse drag 10 0 -> 20 5
            Open "mail://mailbox/inbox/message/42"
            Marker "collapsed"
            Expect "Inbox"
            Expect /Mail — \\w+/
            ExpectTraits horizontal=compact layout=collapsed
            Hide
            Show
            Screenshot shot.txt
            """)
        #expect(tape.size == Size(width: 120, height: 40))
        #expect(tape.outputs == ["demo.cast", "frames/"])
        #expect(tape.launches == ["Mail"])
        let c = tape.steps.map(\.command)
        #expect(c[0] == .output("demo.cast"))
        #expect(c[2] == .setTypingSpeed(0.1))
        #expect(c[4] == .type("jj", delay: nil))
        #expect(c[5] == .type("x", delay: 0.02))
        #expect(c[6] == .key(KeyEvent(.enter), count: 1, delay: nil))
        #expect(c[7] == .key(KeyEvent(.down), count: 3, delay: 0.2))
        #expect(c[8] == .key(.ctrl("w"), count: 1, delay: nil))
        #expect(c[9] == .key(KeyEvent(.tab, [.control, .shift]), count: 1, delay: nil))
        #expect(c[10] == .key(KeyEvent(.character("x"), .alt), count: 1, delay: nil))
        #expect(c[11] == .key(KeyEvent(.tab, .shift), count: 1, delay: nil))
        #expect(c[12] == .sleep(1.5))
        #expect(c[13] == .resize(from: Size(width: 120, height: 40), to: Size(width: 40, height: 40), over: 4))
        #expect(c[14] == .resize(from: nil, to: Size(width: 100, height: 30), over: 0))
        #expect(c[15] == .mouseClick(Point(x: 3, y: 4)))
        #expect(c[16] == .mouseDrag(from: Point(x: 10, y: 0), to: Point(x: 20, y: 5)))
        #expect(c[17] == .open("mail://mailbox/inbox/message/42"))
        #expect(c[18] == .marker("collapsed"))
        #expect(c[19] == .expectText("Inbox"))
        #expect(c[20] == .expectRegex("Mail — \\w+"))
        #expect(c[21] == .expectTraits([("horizontal", "compact"), ("layout", "collapsed")]))
        #expect(tape.steps[4].location == TapeLocation(file: "demo.tape", line: 8, column: 1))
    }

    @Test("Set Width and Height are pixels as in VHS: the cells that fit less padding, margin and bar at the font's cell, in any order; 120c is cells")
    func pixelSizes() throws {
        // VHS's defaults for a tape in pixels: 22 px type (13×26 px cells), 60 px padding.
        let tape = try parse("Set Width 1200\nSet Height 600\nSet Theme \"Dracula\"\nEnv FOO \"bar\"")
        #expect(tape.size == Size(width: (1200 - 120) / 13, height: (600 - 120) / 26), "\(tape.size)")
        #expect(tape.warnings.count == 1, "no notice for VHS's normal pixel syntax: \(tape.warnings)")
        #expect(tape.pictureSettings["Theme"]?.value == "Dracula" && tape.pictureSettings["Theme"]?.location.line == 3)
        // Settings after the size count: FontSize 32 gives 19×38 px cells; padding 20.
        let later = try parse("Set Width 1200\nSet Height 600\nSet FontSize 32\nSet Padding 20")
        #expect(later.size == Size(width: (1200 - 40) / 19, height: (600 - 40) / 38), "\(later.size)")
        // A margin counts only with a fill (VHS draws none without); the window bar takes its height.
        let framed = try parse("Set Width 1000\nSet Height 500\nSet Margin 20\nSet MarginFill \"#674EFF\"\nSet WindowBar Colorful\nSet Padding 10")
        #expect(framed.size == Size(width: (1000 - 20 - 40) / 13, height: (500 - 20 - 40 - 30) / 26), "\(framed.size)")
        let unfilled = try parse("Set Width 1000\nSet Height 500\nSet Margin 20\nSet Padding 10")
        #expect(unfilled.size == Size(width: (1000 - 20) / 13, height: (500 - 20) / 26))
        // LetterSpacing and LineHeight change the cell as xterm.js measures it.
        let spaced = try parse("Set Width 1200\nSet Height 600\nSet LetterSpacing 2\nSet LineHeight 1.5")
        #expect(spaced.size == Size(width: 1080 / 15, height: 480 / 39), "\(spaced.size)")
        // Cells as given.
        let cells = try parse("Set Width 120c\nSet Height 40cells")
        #expect(cells.size == Size(width: 120, height: 40) && cells.warnings.isEmpty)
        // VHS's minimum, with its words.
        #expect { _ = try parse("Set Padding 100\nSet Width 150\nSet Height 600") } throws: { error in
            "\(error)".contains("demo.tape:2:1") && "\(error)".contains("Dimensions must be at least 200 x 200")
        }
        // An old tape's columns and rows, read as pixels: the fix is named.
        #expect { _ = try parse("Set Width 80\nSet Height 24") } throws: { error in
            "\(error)".contains("write Set Width 80c and Set Height 24c")
        }
    }

    @Test("Pictures are exactly Width×Height pixels over a table of settings", arguments: [
        (1200, 600, 22, 60, 0, false), (1200, 600, 32, 60, 0, false), (800, 400, 14, 10, 0, false), (1000, 500, 22, 20, 30, true),
        (640, 480, 18, 0, 0, true), (1920, 1080, 28, 40, 16, false), (333, 221, 12, 7, 5, true),
    ])
    func pictureSizes(width: Int, height: Int, fontSize: Int, padding: Int, margin: Int, bar: Bool) throws {
        let text = "Set Width \(width)\nSet Height \(height)\nSet FontSize \(fontSize)\nSet Padding \(padding)\n"
            + (margin > 0 ? "Set Margin \(margin)\nSet MarginFill \"#123456\"\n" : "") + (bar ? "Set WindowBar Colorful\n" : "")
        let tape = try parse(text)
        var warnings: [String] = []
        let options = try tape.pictureOptions(warnings: &warnings)
        let picture = options.pixelSize(for: tape.size)
        #expect(picture.width == width && picture.height == height, "\(picture) for \(tape.size)")
        // The cells fill what is left but for less than one cell, centred.
        let leftX = width - options.chrome.width - tape.size.width * options.cellWidth
        let leftY = height - options.chrome.height - tape.size.height * options.cellHeight
        #expect((0..<options.cellWidth).contains(leftX) && (0..<options.cellHeight).contains(leftY))
        #expect(options.origin(for: tape.size).x == margin + padding + leftX / 2)
    }

    @Test("VHS's grammar token by token: several commands on a line, Type with several strings, no escapes, Ctrl+@, F-keys, CRLF and a BOM")
    func vhsGrammar() throws {
        let line = try parse(#"Type "x" Sleep 500ms Enter Down 2 Type "a" "b" `c"d` Ctrl+@ F12"#)
        #expect(line.steps.map(\.command) == [
            .type("x", delay: nil), .sleep(0.5), .key(KeyEvent(.enter), count: 1, delay: nil),
            .key(KeyEvent(.down), count: 2, delay: nil), .type("a b c\"d", delay: nil),
            .key(KeyEvent(.character("@"), .control), count: 1, delay: nil), .key(KeyEvent(.function(12)), count: 1, delay: nil),
        ])
        #expect(line.steps[1].location.column == 10 && line.steps[2].location.column == 22)
        #expect(try parse(#"Type "C:\new\temp""#).steps[0].command == .type(#"C:\new\temp"#, delay: nil), "no escape processing")
        let crlf = try parse("\u{FEFF}Launch Mail\r\nType \"hi\"\r\nF1\r\n")
        #expect(crlf.steps.map(\.command) == [.launch("Mail"), .type("hi", delay: nil), .key(KeyEvent(.function(1)), count: 1, delay: nil)])
        #expect(error("Enter\r\n  Tpye \"x\"\r\n")?.description == "demo.tape:2:3: Tpye: unknown command; see docs/tapes.md for the list")
    }

    @Test("Read as VHS reads it: one value per setting, bare words as strings, spaced units and plus signs, JSON themes over lines")
    func vhsLexer() throws {
        func commands(_ text: String) throws -> [TapeCommand] { try parse(text).steps.map(\.command) }
        // A command after an ignored setting on the same line is not dropped.
        #expect(try commands("Set Shell \"bash\" Type \"x\"") == [.type("x", delay: nil)])
        #expect(try commands("Set CursorBlink false Enter") == [.key(KeyEvent(.enter), count: 1, delay: nil)])
        // A comment after a picture setting is not its value.
        #expect(try parse("Set Theme \"light\" # note").pictureSettings["Theme"]?.value == "light")
        #expect(try parse("Set FontSize 14 # c").pictureSettings["FontSize"]?.value == "14")
        // Bare words are strings; a command word ends them.
        #expect(try commands("Type o") == [.type("o", delay: nil)])
        #expect(try commands("Type \"a\" world") == [.type("a world", delay: nil)])
        #expect(try commands("Type \"a\" Enter") == [.type("a", delay: nil), .key(KeyEvent(.enter), count: 1, delay: nil)])
        #expect(try commands("Type @1s \"x\"") == [.type("x", delay: 1)])
        #expect(try commands("Sleep 500 ms") == [.sleep(0.5)])
        #expect(try commands("Sleep 2 Enter") == [.sleep(2), .key(KeyEvent(.enter), count: 1, delay: nil)])
        #expect(try commands("Ctrl + C") == [.key(KeyEvent(.character("c"), .control), count: 1, delay: nil)])
        #expect(try commands("Copy \"a\" \"b\"\nPaste") == [.type("a b", delay: nil)])
        #expect(try commands("Env FOO bar\nEnter") == [.key(KeyEvent(.enter), count: 1, delay: nil)])
        #expect(try commands("Require \"ls\"").isEmpty, "the quotes are not part of the program's name")
        // A JSON theme over several lines is one setting, and the lines after it are read as lines.
        let tape = try parse("Set Theme { \"name\": \"x\",\n  \"background\": \"#000000\" }\nEnter")
        #expect(tape.pictureSettings["Theme"]?.value.contains("#000000") == true)
        #expect(tape.steps.map(\.command) == [.key(KeyEvent(.enter), count: 1, delay: nil)] && tape.steps.first?.location.line == 3)
    }

    @Test("Numbers are bounded in the parser: huge counts and sizes are errors with file:line:column, never a crash")
    func boundedNumbers() {
        #expect(error("Down 9223372036854775807")?.description == "demo.tape:1:1: Down: the count 9223372036854775807 is too large (at most 100000)")
        #expect(error("ScrollDown 99999999999999999999")?.message == "the count 99999999999999999999 is too large (at most 100000)")
        #expect(error("Set Width 1e30")?.description == "demo.tape:1:1: Set: Set Width needs a whole number, found '1e30'")
        #expect(error("Set Height 99999999")?.message == "Set Height 99999999 is too large (at most 1000000)")
        #expect(error("Sleep 100000s")?.message.hasPrefix("Sleep 100000.0s is longer than") == true)
    }

    @Test("Errors name file:line:column, the command and what was expected")
    func errors() {
        #expect(error("Launch Mail\n  Tpye \"x\"")?.description == "demo.tape:2:3: Tpye: unknown command; see docs/tapes.md for the list")
        // An unclosed string runs to the end of the line, as VHS's lexer reads it: a warning, not an error.
        #expect(error("Type \"abc") == nil)
        #expect(error("Resize 120by40")?.description == "demo.tape:1:1: Resize: expected a size COLSxROWS (for example 120x40) at column 8, found '120by40'")
        #expect(error("Sleep soon")?.description == "demo.tape:1:1: Sleep: expected a duration, for example Sleep 500ms or Sleep 2s")
        #expect(error("ExpectTraits width=3")?.message.hasPrefix("expected key=value with a key among horizontal") == true)
        #expect(error("Set Fonts 3")?.message.hasPrefix("unknown setting 'Fonts'") == true)
        #expect(error("Enter now")?.description == "demo.tape:1:7: now: unknown command; see docs/tapes.md for the list")
        #expect(error("Require no-such-program-here")?.message == "'no-such-program-here' is not on PATH")
        #expect(error("Mouse click 3")?.message == "expected a cell as COL ROW (0-based whole numbers)")
    }

    @Test("Source splices another tape in, relative to the tape's folder; a loop is an error")
    func source() throws {
        let dir = NSTemporaryDirectory() + "scenery-tapes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "Output setup.gif\nLaunch Timer\nSpace\n".write(toFile: dir + "/setup.tape", atomically: true, encoding: .utf8)
        try "Source setup.tape\nSleep 1s\n".write(toFile: dir + "/main.tape", atomically: true, encoding: .utf8)
        let tape = try TapeParser.parse(contentsOf: dir + "/main.tape")
        #expect(tape.steps.map(\.command) == [.launch("Timer"), .key(.char(" "), count: 1, delay: nil), .sleep(1)])
        #expect(tape.steps[0].location.file == dir + "/setup.tape")
        #expect(tape.outputs.isEmpty && tape.warnings.contains { $0.hasSuffix("Output setup.gif in a sourced tape is ignored, as VHS ignores it") })
        try "Source main.tape\n".write(toFile: dir + "/setup.tape", atomically: true, encoding: .utf8)
        #expect(throws: TapeError.self) { try TapeParser.parse(contentsOf: dir + "/main.tape") }
    }
}

/// The pointer in tapes: a secondary click and a move with no button down, as a person's
/// mouse gives them live.
@Suite("Tapes: the pointer")
struct TapePointerTests {
    @Test("Mouse click right, Mouse click left and Mouse move parse; a word that is not one is an error naming the forms")
    func grammar() throws {
        let tape = try TapeParser.parse("Mouse click right 50 5\nMouse click left 3 4\nMouse move 29 10\n", file: "p.tape")
        #expect(tape.steps.map(\.command) == [.mouseSecondaryClick(Point(x: 50, y: 5)), .mouseClick(Point(x: 3, y: 4)), .mouseMove(Point(x: 29, y: 10))])
        do {
            _ = try TapeParser.parse("Mouse hover 1 2\n", file: "p.tape")
            Issue.record("Mouse hover parsed")
        } catch let e as TapeError {
            #expect("\(e)".contains("p.tape:1") && "\(e)".contains("move COL ROW"), "\(e)")
        }
    }

    @Test("A tape's right click opens a song's context menu; its move over Mail's separator shows ◀┃▶")
    func runs() throws {
        func run(_ text: String) throws -> TapeRunner.Result {
            try TapeRunner(tape: try TapeParser.parse(text, file: "p.tape")) { size, d, store in
                try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: d)
            }.run()
        }
        _ = try run("Set Width 120c\nSet Height 40c\nLaunch Music\nType \"7\"\nMouse click right 50 5\nExpect \"Unlove All\"\n")
        _ = try run("Set Width 120c\nSet Height 40c\nLaunch Mail\nMouse move 29 10\nExpect \"◀┃▶\"\nMouse move 60 10\nExpect /^((?!◀┃▶)[\\s\\S])*$/\n")
    }
}

/// Issue 46: a relaunch brings back every pushed controller of every column, so the screen
/// after `Restart` is the screen before it.
@Suite("Restoration of pushed screens")
struct PushedRestorationTests {
    @Test("Each demo, pushed to its deepest screen, relaunches to the same frame", arguments: [
        ("Mail", 120, 30, "Type \"H\""), ("Mail", 70, 30, "Enter\nType \"H\""), ("Music", 70, 24, "Type \"4\"\nEnter\nEnter"),
        ("Music", 120, 30, "Type \"7\"\nDown"), ("Preview", 60, 24, "Down\nEnter"), ("Preview", 120, 30, "Down\nEnter"),
    ])
    func relaunchKeepsPushes(app: String, width: Int, height: Int, keys: String) throws {
        let text = "Set Width \(width)c\nSet Height \(height)c\nLaunch \(app)\n\(keys)\nMarker \"before\"\nRestart\nMarker \"after\"\n"
        let result = try TapeRunner(tape: try TapeParser.parse(text, file: "push.tape")) { size, d, store in
            try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: d)
        }.run()
        let before = try #require(result.markers.first { $0.label == "before" }).frame
        let after = try #require(result.markers.first { $0.label == "after" }).frame
        // The hint bar may differ (a message); every row above it must not.
        let rows = { (f: String) in f.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2) }
        #expect(rows(before) == rows(after), "\(app) \(keys):\nbefore:\n\(before)\nafter:\n\(after)")
    }
}

/// Issue 47: a relaunch puts the keys back in the field the person left them in.
@Suite("Restoration of the focused field")
struct FocusedFieldRestorationTests {
    @Test("Compose relaunches with the keys in the field they were in (the subject, not the first empty one)")
    func composeField() throws {
        let text = "Set Width 100c\nSet Height 24c\nLaunch Compose\nType \"ada@example.com\"\nTab\nType \"Lunch\"\nRestart\nType \"X\"\nExpect \"LunchX\"\n"
        _ = try TapeRunner(tape: try TapeParser.parse(text, file: "field.tape")) { size, d, store in
            try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: d)
        }.run()
    }
}

/// Issue 51: nothing a tape holds is echoed whole or raw: a 100 KB theme name, a long `Type`,
/// an escape byte in a command.
@Suite("Tape text in messages")
struct TapeTextMessageTests {
    @Test("TapeText escapes control characters and cuts long text, saying its length")
    func shown() {
        #expect(TapeText.shown("a\u{1b}[31mb") == "a\\u{1b}[31mb")
        let long = TapeText.shown(String(repeating: "x", count: 100_000))
        #expect(long.count < 260 && long.hasSuffix("… (100000 characters)"), "\(long.count)")
    }

    @Test("record: a 100 KB theme name and a failing Expect after a long Type print a few hundred characters, not the tape")
    func record() throws {
        let bin = try #require(TestPaths.scenery)
        let dir = NSTemporaryDirectory() + "scenery-tapetext-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let tape = "Output out.txt\nSet Width 80c\nSet Theme \"" + String(repeating: "x", count: 100_000) + "\"\n"
            + "Type \"" + String(repeating: "y", count: 5_000) + "\"\nExpect \"zzz\"\n"
        try tape.write(toFile: dir + "/t.tape", atomically: true, encoding: .utf8)
        let r = try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(bin)' record t.tape"])
        #expect(r.status != 0)
        let firstLines = r.stderr.split(separator: "\n").prefix(2)
        #expect(firstLines.allSatisfy { $0.count < 800 }, "\(firstLines.map(\.count))")
        #expect(r.stderr.contains("characters)"), "\(r.stderr.prefix(300))")
    }
}

/// Issue 51: an output that cannot be written says the path and the system's reason.
@Suite("Unwritable outputs")
struct UnwritableOutputTests {
    @Test("Screenshot /proc/version: the path and 'No such file or directory', not Foundation's error dump")
    func procScreenshot() throws {
        let bin = try #require(TestPaths.scenery)
        let dir = NSTemporaryDirectory() + "scenery-out-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "Output out.txt\nSet Width 80c\nSet Height 24c\nScreenshot /proc/version\n".write(toFile: dir + "/t.tape", atomically: true, encoding: .utf8)
        let r = try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(bin)' record t.tape"])
        #expect(r.status != 0 && r.stderr.contains("/proc/version: No such file or directory") && !r.stderr.contains("NSCocoaErrorDomain"), "\(r.stderr)")
    }
}
