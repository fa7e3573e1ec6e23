import DemoApps
import Foundation
import SceneryHost
import SceneryKit
import SceneryStorage
@testable import SceneryTesting
import Testing

/// Mail alone, hosted as an app developer hosts theirs.
struct MailOnly: SceneryApp {
    static let identifier = "mailonly"
    static func makeApplications() throws -> [Application] {
        try DemoCatalog.makeApplications().applications.filter { $0.name == "Mail" }
    }
}

/// SceneryTesting as an app developer meets it: a new snapshot is written and fails once, a
/// matching one passes, a changed frame fails naming the first difference with a diff, record
/// mode writes anew; keys, clicks on text, resizes and tapes drive the app.
@Suite("SceneryTesting", .serialized)
struct SnapshotHarnessTests {
    /// A stand-in test file in a scratch folder: its snapshots go beside it.
    func scratchTestFile() throws -> (file: String, folder: String) {
        let folder = NSTemporaryDirectory() + "scenery-snapshots-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return (folder + "/MailTests.swift", folder)
    }

    @Test("New: fails under CI, written locally; same frame: passes; changed frame: line, column and a unified diff")
    func lifecycle() throws {
        let (file, folder) = try scratchTestFile()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try AppHarness(MailOnly.self, size: Size(width: 100, height: 30))
        let store = SnapshotStore(testFile: file, name: "inbox")
        let ci = #expect(throws: SnapshotMismatch.self) { try store.check(app.frame, environment: ["CI": "true"]) }
        #expect(ci?.description.contains("under CI a missing snapshot fails") == true)
        let stored = folder + "/__Snapshots__/MailTests/inbox"
        #expect(!FileManager.default.fileExists(atPath: stored + ".txt"))
        try store.check(app.frame, environment: [:])
        #expect(FileManager.default.fileExists(atPath: stored + ".txt") && FileManager.default.fileExists(atPath: stored + ".svg"))
        try app.assertSnapshot(named: "inbox", filePath: file)

        try app.type("<Tab>j")
        let changed = #expect(throws: SnapshotMismatch.self) { try app.assertSnapshot(named: "inbox", filePath: file) }
        let message = changed?.description ?? ""
        #expect(changed?.line ?? 0 > 1 && changed?.column ?? 0 > 1, "\(message)")
        #expect(message.contains("differs from \(stored).txt at line \(changed?.line ?? 0), column \(changed?.column ?? 0)"), "\(message)")
        #expect(message.contains("--- \(stored).txt\n+++ this run\n@@ -"), "\(message)")
        #expect(message.contains("SCENERY_RECORD_SNAPSHOTS=1"))
    }

    @Test("Record mode writes the frame anew and passes")
    func recordMode() throws {
        let (file, folder) = try scratchTestFile()
        defer { try? FileManager.default.removeItem(atPath: folder); unsetenv(SnapshotRecording.environmentVariable) }
        let app = try AppHarness(MailOnly.self, size: Size(width: 80, height: 24))
        try SnapshotStore(testFile: file, name: "a").check(app.frame, environment: [:])
        try app.type("j")
        setenv(SnapshotRecording.environmentVariable, "1", 1)
        try app.assertSnapshot(named: "a", filePath: file)
        unsetenv(SnapshotRecording.environmentVariable)
        try app.assertSnapshot(named: "a", filePath: file)
        let text = try String(contentsOfFile: folder + "/__Snapshots__/MailTests/a.txt", encoding: .utf8)
        #expect(text == app.text + "\n")
    }

    @Test("A style-only change fails on the SVG")
    func styleChange() throws {
        let (file, folder) = try scratchTestFile()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try AppHarness(MailOnly.self, size: Size(width: 80, height: 24))
        try SnapshotStore(testFile: file, name: "s").check(app.frame, environment: [:])
        let svg = folder + "/__Snapshots__/MailTests/s.svg"
        let changed = try String(contentsOfFile: svg, encoding: .utf8).replacingOccurrences(of: "fill=\"#", with: "fill=\"#0")
        try changed.write(toFile: svg, atomically: true, encoding: .utf8)
        let error = #expect(throws: SnapshotMismatch.self) { try app.assertSnapshot(named: "s", filePath: file) }
        #expect(error?.description.contains("the text matches but the colours or styles differ") == true)
    }

    @Test("A colour-only failure names the row, the text and the colours before and after")
    func colourOnlyNamesCells() throws {
        let (file, folder) = try scratchTestFile()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try AppHarness(MailOnly.self, size: Size(width: 80, height: 24))
        var frame = app.frame
        try SnapshotStore(testFile: file, name: "c").check(frame, environment: [:])
        // The hint bar's "help" turns red: one text, one row.
        let y = frame.height - 1
        let row = frame.rowText(y)
        let x = try #require(row.range(of: "help").map { row.distance(from: row.startIndex, to: $0.lowerBound) })
        frame.restyle(Rect(x: x, y: y, width: 4, height: 1)) { $0.with(foreground: .ansi(1)) }
        do {
            try SnapshotStore(testFile: file, name: "c").check(frame, environment: [:])
            Issue.record("a colour change passed")
        } catch let e as SnapshotMismatch {
            // The bar is drawn in reverse: its text's colour is the cells' background.
            #expect(e.description.contains("row \(y), \"help\": background #dddddd → #"), "\(e.description)")
        }
    }

    @Test("Keys, clicks on text and resizes drive the app as a person does")
    func drive() throws {
        let app = try AppHarness(MailOnly.self, size: Size(width: 120, height: 40))
        #expect(app.simulator.desktop.windows.count == 1)
        let before = app.text
        try app.click("Archive")
        #expect(app.text != before && app.text.contains("Mail — Archive"), "\(app.text)")
        #expect(throws: HarnessError.self) { try app.click("No such mailbox") }
        app.resize(to: Size(width: 50, height: 24))
        #expect(app.text.split(separator: "\n").count == 24 && app.text.split(separator: "\n").allSatisfy { $0.count <= 50 })
        #expect(throws: (any Error).self) { try app.type("<Nope>") }
    }

    @Test("A tape runs from a Swift test; a failed Expect throws with the screen")
    func tape() throws {
        let (_, folder) = try scratchTestFile()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "Set Width 80c\nSet Height 24c\nExpect \"Inbox\"\n".write(toFile: folder + "/ok.tape", atomically: true, encoding: .utf8)
        let frames = try AppHarness<MailOnly>.runTape(folder + "/ok.tape")
        #expect(frames.last?.contains("Inbox") == true)
        try "Set Width 80c\nSet Height 24c\nExpect \"Nothing like this\"\n".write(toFile: folder + "/bad.tape", atomically: true, encoding: .utf8)
        let error = #expect(throws: HarnessError.self) { try AppHarness<MailOnly>.runTape(folder + "/bad.tape") }
        #expect(error?.description.contains("the screen was:") == true)
    }
}

/// Issue 47: an app's own actions sharing a key are the developer's problem, named in their
/// tests and at start; a user's keys.toml (even an empty one) is never blamed for them.
@Suite("App key conflicts")
struct AppKeyConflictTests {
    static let search = KeyAction("contacts.endSearch", keys: [KeyEvent(.escape)], title: "done", discoverabilityTitle: "end the search",
                                  group: .app("Contacts"))
    static let cancel = KeyAction("contacts.cancelForm", keys: [KeyEvent(.escape)], title: "cancel", discoverabilityTitle: "cancel the form",
                                  group: .app("Contacts"))

    @Test("An empty or comment-only keys.toml is accepted though the app's own actions conflict; one that makes a conflict is refused at its line")
    func userFileNotBlamed() throws {
        let actions = KeyAction.builtIn + [Self.search, Self.cancel]
        #expect(!KeyBindings().conflicts(among: actions).isEmpty, "the planted conflict")
        for text in ["", "# nothing here\n", "\n\n"] {
            #expect(throws: Never.self) { _ = try KeysFile.parse(text, file: "keys.toml", actions: actions) }
        }
        do {
            _ = try KeysFile.parse("\n\"window.minimize\" = \"x\"\n", file: "keys.toml", actions: actions)
            Issue.record("a conflict the file makes was accepted")
        } catch {
            #expect("\(error)".contains("keys.toml:2") && "\(error)".contains("window.close"), "\(error)")
        }
    }

    /// Mail with two actions of its own that share Esc.
    struct ConflictingMail: SceneryApp {
        static let identifier = "conflicting"
        static func makeApplications() throws -> [Application] {
            let mail = try MailOnly.makeApplications()
            mail.first?.keyActions += [AppKeyConflictTests.search, AppKeyConflictTests.cancel]
            return mail
        }
    }

    @Test("checkKeyConflicts passes for a clean app and names both actions and the key for one that conflicts")
    func harnessCheck() throws {
        try AppHarness<MailOnly>.checkKeyConflicts()
        do {
            try AppHarness<ConflictingMail>.checkKeyConflicts()
            Issue.record("the conflict was not caught")
        } catch {
            #expect("\(error)".contains("contacts.endSearch") && "\(error)".contains("contacts.cancelForm") && "\(error)".contains("Esc"), "\(error)")
        }
    }
}

/// Issue 51: only your own state — a folder another user owns, or others may write to, is
/// refused before anything is read, naming the owner, the path and the fix.
@Suite("State folder ownership", .serialized)
struct StateFolderOwnershipTests {
    func scratch() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory() + "scenery-own-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return url
    }

    @Test("A folder others may write to is refused with its mode and the chmod that fixes it; a sticky one (as /tmp) and a private one are taken")
    func writableByOthers() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(folder.path, 0o777)
        let store = FileStateStore(directory: folder)
        do {
            try store.lockForWriting()
            Issue.record("a folder writable by others was taken")
        } catch let e as ForeignStateFolder {
            #expect("\(e)".contains(folder.path) && "\(e)".contains("mode 777") && "\(e)".contains("chmod go-w"), "\(e)")
        }
        #expect(store.lock == nil, "nothing was locked")
        chmod(folder.path, 0o1777)
        #expect(throws: Never.self) { try FileStateStore(directory: folder).lockForWriting() }
        chmod(folder.path, 0o700)
        #expect(throws: Never.self) { try FileStateStore(directory: folder).lockForWriting() }
    }

    @Test("A folder another user owns is refused naming the owner; the app folder above sessions/ is checked too",
          .enabled(if: getuid() == 0, "needs root to make a folder another user owns"))
    func ownedByAnother() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("scenery"), sessions = app.appendingPathComponent("sessions")
        try FileManager.default.createDirectory(at: sessions, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        chown(app.path, 65534, 65534)
        do {
            try FileStateStore(directory: sessions, appIdentifier: "scenery").lockForWriting()
            Issue.record("another user's app folder was taken")
        } catch let e as ForeignStateFolder {
            #expect("\(e)".contains(app.path) && "\(e)".contains("uid 65534") && "\(e)".contains("chown"), "\(e)")
        }
        chown(app.path, 0, 0)
        chown(sessions.path, 65534, 65534)
        #expect(throws: ForeignStateFolder.self) { try FileStateStore(directory: sessions, appIdentifier: "scenery").lockForWriting() }
    }
}

/// Issue 51: a keys.toml's problems say what, where and what to do — never "line 0", never raw
/// control bytes, never 20,000 lines, never a key bound silently from half a string.
@Suite("keys.toml messages")
struct KeysFileMessageTests {
    let actions = KeyAction.builtIn

    func problems(_ text: String) -> String {
        do { _ = try KeysFile.parse(text, file: "keys.toml", actions: actions); return "" } catch { return "\(error)" }
    }

    @Test("A folder, a FIFO or /dev/zero is named as what it is, without a line number")
    func notAFile() throws {
        for (path, kind) in [(NSTemporaryDirectory(), "a folder"), ("/dev/zero", "a device")] {
            do {
                _ = try KeysFile.load(path: path, actions: actions)
                Issue.record("\(path) was read")
            } catch {
                #expect("\(error)".contains("\(path): is \(kind), not a keys file") && !"\(error)".contains(":0:"), "\(error)")
            }
        }
    }

    @Test("A name holding escape bytes is shown escaped; a NUL is refused; app.quit = [] is refused; 20,000 unknown names are 20 lines and a count")
    func messages() {
        let escaped = problems("\"\\u001b[31mRED\" = \"x\"\n")
        #expect(escaped.contains("\\u{1b}[31mRED") && !escaped.contains("\u{1b}"), "\(escaped)")
        let nul = problems("\"window.minimize\" = \"a\\u0000b\"\n")
        #expect(nul.contains("keys.toml:1: a NUL character") && !nul.contains("conflict"), "\(nul)")
        let quit = problems("\"app.quit\" = []\n")
        #expect(quit.contains("app.quit needs at least one key"), "\(quit)")
        let many = problems((0..<20_000).map { "\"nope.\($0)\" = \"x\"" }.joined(separator: "\n"))
        #expect(many.split(separator: "\n").count == 22 && many.contains("… and 19980 more problems"), "\(many.split(separator: "\n").count) lines")
    }
}
