import Foundation
import Fuzzing
import Testing

/// `scenery attach` between two pseudo-terminals, as two tmux panes would be: the Timer's
/// external scene at the second terminal's size, resizes, a second terminal refused, kill -9 on
/// either side, and another user refused.
@Suite("scenery attach", .serialized)
struct AttachTests {
    let runtime = NSTemporaryDirectory() + "scenery-attach-\(UUID().uuidString.prefix(8))"
    var environment: [String: String] { ["XDG_RUNTIME_DIR": runtime] }

    func main(_ pty: PseudoTerminal, arguments: [String] = ["run", "--fresh"]) throws -> Process {
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let p = try pty.launch(try #require(TestPaths.scenery), arguments, environment: environment)
        #expect(pty.waitFor("Timer"), "the first screen never drew")
        return p
    }

    @Test("The Timer Scene shows at the attached terminal's size, follows its resizes, and a second terminal is refused")
    func externalScene() throws {
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let first = try PseudoTerminal(columns: 120, rows: 40), second = try PseudoTerminal(columns: 80, rows: 24)
        let sim = try main(first)
        let list = try runProgram(try #require(TestPaths.scenery), ["attach", "--list"], environment: environment)
        // One row per simulator, marked where plain `attach` goes, named by app, size, start, state.
        let rows = list.stdout.split(separator: "\n").map(String.init)
        try #require(rows.count == 2 && rows[0].hasPrefix("   ID") && rows[0].hasSuffix("STATE"), "\(list)")
        #expect(rows.count == 2 && rows[1].hasPrefix("*  \(sim.processIdentifier) ") && rows[1].contains("120×40")
                && rows[1].contains("scenery: Mail") && rows[1].hasSuffix("not saved (--fresh)"), "\(list)")
        let client = try second.launch(try #require(TestPaths.scenery), ["attach"], environment: environment)
        #expect(second.waitFor("External display · Timer · 80×24"), "\(second.output.suffix(400))")
        second.resize(columns: 60, rows: 20, telling: client)
        #expect(second.waitFor("External display · Timer · 60×20"))
        let third = try PseudoTerminal()
        let refused = try third.launch(try #require(TestPaths.scenery), ["attach"], environment: environment)
        #expect(PseudoTerminal.waitExit(refused))
        #expect(refused.terminationStatus == 2 && third.waitFor("another terminal is already the external display"), "\(third.output.suffix(300))")
        // Ctrl-Q in the attached terminal detaches it; the simulator goes on.
        second.write("\u{11}")
        #expect(PseudoTerminal.waitExit(client))
        // The terminal's last bytes may still be on their way to the reader when the process is gone.
        #expect(client.terminationStatus == 0 && second.waitFor("detached from scenery"))
        #expect(sim.isRunning)
        first.write("\u{11}")
        #expect(PseudoTerminal.waitExit(sim))
        withExtendedLifetime((first, second, third)) {}
    }

    @Test("attach --list follows a storm of resizes to the last size within a second, the info file written at most every half second")
    func listFollowsResizes() throws {
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let first = try PseudoTerminal(columns: 120, rows: 40)
        let sim = try main(first)
        // Forty resizes in under half a second: the file is not rewritten for each.
        for w in stride(from: 119, through: 80, by: -1) { first.resize(columns: UInt16(w), rows: 40, telling: sim); usleep(10_000) }
        var listed = ""
        for _ in 0..<20 where !listed.contains("80×40") {
            usleep(100_000)
            listed = try runProgram(try #require(TestPaths.scenery), ["attach", "--list"], environment: environment).stdout
        }
        #expect(listed.contains("80×40"), "the list never showed the last size: \(listed)")
        first.write("\u{11}")
        #expect(PseudoTerminal.waitExit(sim))
        withExtendedLifetime(first) {}
    }

    @Test("--role interactive: Ctrl-W > moves Mail to the second terminal, keys typed there reach it, Ctrl-Q there brings it back")
    func secondDesktop() throws {
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let first = try PseudoTerminal(columns: 120, rows: 40), second = try PseudoTerminal(columns: 90, rows: 26)
        let sim = try main(first)
        let client = try second.launch(try #require(TestPaths.scenery), ["attach", "--role", "interactive"], environment: environment)
        #expect(second.waitFor("No windows are open"), "\(second.output.suffix(300))")
        first.write("\u{17}")
        usleep(150_000)
        first.write(">")
        usleep(150_000)
        first.write("\u{1b}")
        #expect(second.waitFor("Mail — Inbox"), "Mail never reached the second terminal: \(second.output.suffix(300))")
        #expect(second.waitFor("detach"), "the second terminal's bar should say Ctrl-Q detaches")
        second.write("i")  // the inspector, typed on the second terminal, opens there
        #expect(second.waitFor("Details"), "\(second.output.suffix(400))")
        // A paste there arrives as one paste: a Compose window's focused field takes it whole.
        second.write("\u{1b}")  // the inspector's sheet closes
        usleep(150_000)
        second.write("c")
        #expect(second.waitFor("New Message"), "\(second.output.suffix(400))")
        second.write("\u{1b}[200~ZQXJ\nKVWB\u{1b}[201~")  // as keys, the line break would be Enter
        #expect(second.waitFor("ZQXJ KVWB"), "\(second.output.suffix(400))")
        second.write("\u{1b}")
        usleep(150_000)
        second.write("\u{11}")
        #expect(PseudoTerminal.waitExit(client))
        #expect(client.terminationStatus == 0)
        #expect(sim.isRunning)
        first.write("\u{11}")
        #expect(PseudoTerminal.waitExit(sim))
        withExtendedLifetime((first, second)) {}
    }

    @Test("On a second desktop the bound quit key detaches that terminal (quit rebound to Ctrl-E); the session goes on")
    func reboundDetach() throws {
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let keys = NSTemporaryDirectory() + "keys-\(UUID().uuidString).toml"
        try "\"app.quit\" = \"<C-e>\"\n".write(toFile: keys, atomically: true, encoding: .utf8)
        defer { unlink(keys) }
        let first = try PseudoTerminal(columns: 120, rows: 40), second = try PseudoTerminal(columns: 90, rows: 26)
        let sim = try main(first, arguments: ["run", "--fresh", "--keys-file", keys])
        let client = try second.launch(try #require(TestPaths.scenery), ["attach", "--role", "interactive"], environment: environment)
        #expect(second.waitFor("No windows are open"), "\(second.output.suffix(300))")
        #expect(second.waitFor("^E"), "the second desktop's bar should show the bound key: \(second.output.suffix(300))")
        second.write("\u{11}")  // Ctrl-Q is no longer quit: nothing ends
        usleep(300_000)
        #expect(client.isRunning && sim.isRunning)
        second.write("\u{05}")
        #expect(PseudoTerminal.waitExit(client))
        #expect(client.terminationStatus == 0 && second.waitFor("detached from scenery"), "\(second.output.suffix(200))")
        usleep(200_000)
        #expect(sim.isRunning, "the bound quit key typed on the second desktop ended the whole session")
        first.write("\u{05}")
        #expect(PseudoTerminal.waitExit(sim))
        #expect(sim.terminationStatus == 0)
        withExtendedLifetime((first, second)) {}
    }

    @Test("kill -9 on either side leaves the other usable; the simulator quitting tells the attached terminal")
    func killEitherSide() throws {
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let first = try PseudoTerminal(columns: 120, rows: 40)
        let sim = try main(first, arguments: ["run", "--fresh", "--record", runtime + "/session.cast"])
        let second = try PseudoTerminal(columns: 80, rows: 24)
        let client = try second.launch(try #require(TestPaths.scenery), ["attach"], environment: environment)
        #expect(second.waitFor("External display"))
        kill(client.processIdentifier, SIGKILL)
        client.waitUntilExit()
        usleep(300_000)
        #expect(sim.isRunning, "the simulator died with its attached terminal")
        // Attaching again works: the dead terminal was detached.
        let again = try PseudoTerminal(columns: 70, rows: 20)
        let client2 = try again.launch(try #require(TestPaths.scenery), ["attach"], environment: environment)
        #expect(again.waitFor("External display · Timer · 70×20"), "\(again.output.suffix(300))")
        first.write("\u{11}")
        #expect(PseudoTerminal.waitExit(sim))
        #expect(PseudoTerminal.waitExit(client2))
        // The pty's last bytes may be read after the process is gone: wait for them, not for the exit.
        #expect(client2.terminationStatus == 1 && again.waitFor("the simulator quit", seconds: 5), "\(again.output.suffix(300))")
        // The session was recorded: the attached terminals' casts lie beside it, on its clock.
        let display = runtime + "/session.display-2.cast"
        let cast = try String(contentsOfFile: display, encoding: .utf8)
        #expect(cast.hasPrefix(#"{"version": 2, "width": 70, "height": 20, "title": "display 2""#), "\(cast.prefix(120))")
        let shown = try runProgram("/usr/bin/env", ["python3", TestPaths.castToScreen, display, "--at", "1000"])
        #expect(shown.status == 0)
        // A simulator killed with -9 leaves its socket: the next one removes it.
        let third = try PseudoTerminal(columns: 120, rows: 40)
        let sim2 = try main(third)
        kill(sim2.processIdentifier, SIGKILL)
        sim2.waitUntilExit()
        let stale = runtime + "/scenery/\(sim2.processIdentifier).sock"
        #expect(FileManager.default.fileExists(atPath: stale))
        let fourth = try PseudoTerminal(columns: 120, rows: 40)
        let sim3 = try main(fourth)
        #expect(!FileManager.default.fileExists(atPath: stale), "the stale socket was not removed")
        kill(sim3.processIdentifier, SIGTERM)
        #expect(PseudoTerminal.waitExit(sim3))
        withExtendedLifetime((first, second, again, third, fourth)) {}
    }

    @Test("Another user cannot attach: the folder is private, and the peer's credentials are checked",
          .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv to be another user"))
    func anotherUser() throws {
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let first = try PseudoTerminal(columns: 120, rows: 40)
        let sim = try main(first)
        let bin = try #require(TestPaths.scenery)
        let asNobody = ["--reuid=65534", "--regid=65534", "--clear-groups", bin, "attach", "--to", "\(sim.processIdentifier)"]
        chmod(runtime, 0o755)
        var st = stat()
        #expect(stat(runtime + "/scenery", &st) == 0 && st.st_mode & 0o777 == 0o700, "the socket folder is private")
        let blocked = try runProgram("/usr/bin/setpriv", asNobody, environment: environment)
        #expect(blocked.status == 2, "\(blocked)")
        // Even through a folder opened up by hand, the kernel's peer credentials refuse another user.
        chmod(runtime + "/scenery", 0o755)
        chmod(runtime + "/scenery/\(sim.processIdentifier).sock", 0o777)
        let pty = try PseudoTerminal()
        let nobody = try pty.launch("/usr/bin/setpriv", asNobody, environment: environment)
        #expect(PseudoTerminal.waitExit(nobody))
        #expect(nobody.terminationStatus == 2 && pty.waitFor("belongs to another user", seconds: 10), "\(pty.output.suffix(300))")
        #expect(sim.isRunning)
        first.write("\u{11}")
        #expect(PseudoTerminal.waitExit(sim))
        withExtendedLifetime((first, pty)) {}
    }
}
