import DemoApps
import Foundation
import PropertyBased
import SceneryKit
import Testing
@testable import SceneryHost

/// The link between a running simulator and an attached terminal: the wire format, and a
/// terminal that stops reading never holding the main loop up.
@Suite("Display link")
struct DisplayLinkTests {
    static let graphemes: [String] = ["a", " ", "界", "e\u{301}", "👍🏽", "│", "█", "Z"]

    @Test("A frame survives the wire: every cell's grapheme, width and style", arguments: [false, true])
    func frameRoundTrip(unicode: Bool) async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 1...120)) { draws in
            var canvas = Canvas(size: Size(width: 23, height: 7), unicode: unicode)
            for n in draws {
                let style = Style(foreground: n % 3 == 0 ? .ansi(UInt8(n % 16)) : .rgb(UInt8(n % 251), 7, 9),
                                  background: n % 5 == 0 ? .indexed(UInt8(n % 256)) : .default,
                                  attributes: Attributes(rawValue: UInt8(n % 32)))
                canvas.drawText(Self.graphemes[n % Self.graphemes.count], x: (n / 7) % 23, y: (n / 161) % 7, style: style)
            }
            let decoded = DisplayWire.canvas(from: DisplayWire.frame(canvas), unicode: unicode)
            #expect(decoded == canvas)
        }
    }

    @Test("Messages split anywhere are put back together; garbage is refused")
    func framing() {
        let bytes = DisplayWire.encode(.hello, [0, 0, 80, 0, 24]) + DisplayWire.encode(.resize, DisplayWire.size(Size(width: 100, height: 30)))
            + DisplayWire.encode(.detach)
        for cut in 0...bytes.count {
            var buffer = Array(bytes[..<cut])
            var got = DisplayWire.take(from: &buffer) ?? []
            buffer += bytes[cut...]
            got += DisplayWire.take(from: &buffer) ?? []
            #expect(got.map(\.kind) == [.hello, .resize, .detach], "cut at \(cut)")
            #expect(buffer.isEmpty)
        }
        var garbage: [UInt8] = Array("GET / HTTP/1.1\r\n".utf8)
        #expect(DisplayWire.take(from: &garbage) == nil)
        // Sizes from the other side stay within what a terminal can be.
        #expect(DisplayWire.size(from: [0xFF, 0xFF, 0xFF, 0xFF]) == Size(width: 2000, height: 1000))
        #expect(DisplayWire.size(from: [0, 0, 0, 0]) == Size(width: 1, height: 1))
    }

    @Test("A terminal that stops reading never blocks the main loop: frames are dropped, two at most wait")
    func stalledTerminal() throws {
        let runtime = NSTemporaryDirectory() + "scenery-link-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let server = try DisplayServer(appIdentifier: "scenery", environment: ["XDG_RUNTIME_DIR": runtime])
        defer { server.stop(reason: "done") }
        var st = stat()
        #expect(stat(runtime + "/scenery", &st) == 0 && st.st_mode & 0o777 == 0o700)
        let sim = try DemoCatalog.makeSimulator(size: Size(width: 120, height: 40), app: "Timer")
        sim.handle(.key(.char(" ")))
        let fd = try UnixSocket.connect(to: server.path)
        defer { close(fd) }
        _ = UnixSocket.send(fd, DisplayWire.encode(.hello, [0] + DisplayWire.size(Size(width: 200, height: 60)))[...])
        usleep(50_000)
        for event in server.pendingEvents() { sim.handle(event) }
        #expect(sim.system.attachedDisplayID != nil)
        // 300 frames (30 s of a running timer) to a terminal that never reads.
        for step in 1...300 {
            sim.handle(.tick(Double(step) / 10))
            server.didDraw(sim)
        }
        // A stalled terminal never holds the loop up: had a write blocked, the loop above would
        // not have ended; frames are dropped instead, and at most two wait (state, not time).
        #expect(server.droppedFrames > 0, "frames were never dropped")
        #expect(server.queuedBytes <= 2 * (DisplayWire.frame(Canvas(size: Size(width: 200, height: 60))).count * 4 + 64),
                "more than two frames waiting: \(server.queuedBytes) bytes")
        // It reads again: the next frame it gets is whole.
        var inbound: [UInt8] = []
        var frames: [Canvas] = []
        for _ in 0..<200 where frames.isEmpty || !inbound.isEmpty {
            server.didDraw(sim)
            while let bytes = UnixSocket.receive(fd), !bytes.isEmpty { inbound += bytes }
            for message in DisplayWire.take(from: &inbound) ?? [] where message.kind == .frame {
                if let canvas = DisplayWire.canvas(from: message.payload) { frames.append(canvas) }
            }
        }
        #expect(frames.last?.size == Size(width: 200, height: 60))
    }

    @Test("An attached terminal's trait options travel in its hello and reach its scene; a value this version does not know is refused by name")
    func traitsInHello() throws {
        let runtime = NSTemporaryDirectory() + "scenery-traits-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let server = try DisplayServer(appIdentifier: "scenery", environment: ["XDG_RUNTIME_DIR": runtime])
        defer { server.stop(reason: "done") }
        let sim = try DemoCatalog.makeSimulator(size: Size(width: 120, height: 40), app: "Timer")
        server.simulator = sim
        #expect(DisplayWire.traits(from: [0, 0, 80, 0, 24]) == [], "an older client's hello carries none")
        let fd = try UnixSocket.connect(to: server.path)
        defer { close(fd) }
        let traits = ["--text-size", "AX2", "--appearance", "light", "--language", "ja"]
        _ = UnixSocket.send(fd, DisplayWire.encode(.hello, [0] + DisplayWire.size(Size(width: 90, height: 24)) + DisplayWire.traits(traits))[...])
        usleep(50_000)
        for event in server.pendingEvents() { sim.handle(event) }
        let scene = try #require(sim.system.externalDisplay?.scene)
        #expect(scene.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(scene.traitCollection.userInterfaceStyle == .light && scene.traitCollection.language.code == "ja")
        #expect(sim.desktop.focusedWindow?.scene?.traitCollection.preferredContentSizeCategory == .large, "the main terminal keeps its own")
        // A newer client's value this server does not know: refused, with the option named.
        let other = try UnixSocket.connect(to: server.path)
        defer { close(other) }
        _ = UnixSocket.send(other, DisplayWire.encode(.hello, [1] + DisplayWire.size(Size(width: 40, height: 10)) + DisplayWire.traits(["--text-size", "huge"]))[...])
        usleep(50_000)
        #expect(server.pendingEvents().isEmpty)
        var inbound: [UInt8] = []
        for _ in 0..<50 {
            while let bytes = UnixSocket.receive(other), !bytes.isEmpty { inbound += bytes }
            if !inbound.isEmpty { break }
            usleep(10_000)
        }
        let bye = DisplayWire.take(from: &inbound)?.first { $0.kind == .bye }
        let words = bye.map { String(decoding: $0.payload, as: UTF8.self) } ?? ""
        #expect(words.contains("refused") && words.contains("--text-size") && words.contains("huge"), "\(words)")
    }

    @Test("A flood of idle connections cannot starve the simulator: at most 8 wait for a hello, each at most 2 seconds")
    func connectionFlood() throws {
        let runtime = NSTemporaryDirectory() + "scenery-flood-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let server = try DisplayServer(appIdentifier: "scenery", environment: ["XDG_RUNTIME_DIR": runtime])
        defer { server.stop(reason: "done") }
        var idle: [Int32] = []
        defer { for fd in idle { close(fd) } }
        for _ in 0..<200 {
            if let fd = try? UnixSocket.connect(to: server.path) { idle.append(fd) }
            _ = server.pendingEvents()
        }
        for _ in 0..<20 { _ = server.pendingEvents() }
        #expect(server.openConnections <= DisplayServer.mostPending, "\(server.openConnections) connections held")
        #expect(server.refusedConnections >= 150)
        // After the hello timeout even those are closed, and a real terminal still gets in.
        Thread.sleep(forTimeInterval: 2.2)
        _ = server.pendingEvents()
        #expect(server.openConnections == 0)
        let fd = try UnixSocket.connect(to: server.path)
        defer { close(fd) }
        _ = UnixSocket.send(fd, DisplayWire.encode(.hello, [0] + DisplayWire.size(Size(width: 40, height: 10)))[...])
        usleep(50_000)
        #expect(server.pendingEvents() == [.attachDisplay(id: 1, size: Size(width: 40, height: 10))])
    }
}
