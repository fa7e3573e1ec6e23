import CursesFront
import Foundation
import SceneryEvents
import Tapes
import TerminalCanvas

/// `scenery attach`: this terminal becomes the running simulator's external display, or (with
/// `interactive`) a second desktop. It is a live ncurses front of its own (its size, colours and
/// TERM) that shows the frames the simulator sends and tells it of resizes. Ctrl-Q detaches; on
/// a second desktop every other key and click is sent on, on an external display none is.
public enum AttachClient {
    /// Attaches to `target` (a process id), or the newest running simulator. Returns the exit
    /// status: 0 after Ctrl-Q, 1 when the simulator quit or went away, 2 when it could not attach.
    public static func run(appIdentifier: String, target: String?, interactive: Bool = false,
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        run(appIdentifier: appIdentifier, target: target, interactive: interactive, traits: [], environment: environment)
    }

    /// Attaches as ``run(appIdentifier:target:interactive:environment:)`` does, with `traits` —
    /// `run`'s trait options and their values (`["--text-size", "AX3"]`) — for the scenes this
    /// terminal shows: its own text size, appearance and language, over the simulator's.
    public static func run(appIdentifier: String, target: String?, interactive: Bool = false, traits: [String],
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        let folder = DisplayServer.folder(appIdentifier: appIdentifier, environment: environment)
        let running = RunningSimulator.list(in: folder).filter(\.isAlive)
        let chosen: RunningSimulator?
        if let target {
            chosen = running.first { "\($0.pid)" == target }
            if chosen == nil {
                return say("no running \(appIdentifier) with id \(target); 'scenery attach --list' shows them", appIdentifier, status: 2)
            }
        } else {
            chosen = running.first
        }
        guard let chosen else {
            return say("no running \(appIdentifier) to attach to (none in \(folder)); start one with 'scenery run' in another terminal",
                       appIdentifier, status: 2)
        }
        let fd: Int32
        do { fd = try UnixSocket.connect(to: chosen.path) } catch {
            return say("cannot reach \(chosen.path): \(error)", appIdentifier, status: 2)
        }
        defer { close(fd) }
        let display = RemoteDisplay(fd: fd, interactive: interactive, traits: traits)
        let terminal = LiveTerminal(appIdentifier: appIdentifier)
        do { try terminal.start() } catch {
            return say("\(error)", appIdentifier, status: 2)
        }
        let ending = terminal.run(display) { 0 }
        terminal.stop()
        if case .signal(let sig) = ending {
            _ = UnixSocket.send(fd, DisplayWire.encode(.detach)[...])
            return say("detached (signal \(sig)); the terminal was restored", appIdentifier, status: 128 + sig)
        }
        if display.farewell == DisplayServer.detachedFarewell {
            return say("detached from \(appIdentifier) (process \(chosen.pid))", appIdentifier, status: 0)
        }
        if let farewell = display.farewell { return say(farewell, appIdentifier, status: display.wasRefused ? 2 : 1) }
        return say("detached from \(appIdentifier) (process \(chosen.pid))", appIdentifier, status: 0)
    }

    /// The running simulators, newest first, one line each: `PID<TAB>SINCE<TAB>SOCKET`.
    /// The running simulators of this user, newest first, as `attach --list` prints them: a
    /// header, then one row each — `*` on the one `attach` without `--to` picks, its id, the app
    /// in front, its terminal's size, when it started, where it saves (`--fresh`: not saved).
    public static func list(appIdentifier: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let running = RunningSimulator.list(in: DisplayServer.folder(appIdentifier: appIdentifier, environment: environment)).filter { $0.isAlive && $0.isOwn }
        guard !running.isEmpty else { return [] }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let home = environment["HOME"].map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        func shown(_ folder: String?) -> String {
            guard let folder else { return "not saved (--fresh)" }
            if let home, !home.isEmpty, folder.hasPrefix(home + "/") { return "~" + folder.dropFirst(home.count) }
            return folder
        }
        let rows = [["", "ID", "APP", "TERMINAL", "STARTED", "STATE"]] + running.enumerated().map { i, r in
            [i == 0 ? "*" : "", String(r.pid), r.app ?? appIdentifier, r.terminal ?? "?", formatter.string(from: r.started), shown(r.stateFolder)]
        }
        let widths = (0..<6).map { c in rows.map { DisplayWidth.of($0[c]) }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { c, cell in c == 5 ? cell : cell + String(repeating: " ", count: widths[c] - DisplayWidth.of(cell)) }
                .joined(separator: "  ")
        }
    }

    private static func say(_ message: String, _ app: String, status: Int32) -> Int32 {
        StandardError.write("\(app) attach: \(message)\n")
        return status
    }
}

/// The attached terminal's engine: the frames the simulator sends, and this terminal's size and
/// Ctrl-Q sent back.
final class RemoteDisplay: Engine {
    private let fd: Int32
    private var inbound: [UInt8] = []
    private var latest: Canvas?
    private var hasSaidHello = false
    private(set) var isFinished = false
    /// Why the session ended from the simulator's side (it quit, refused, or went away).
    private(set) var farewell: String?
    private(set) var wasRefused = false
    private let interactive: Bool

    /// The most bytes of a paste sent in one message (the wire takes up to 1 MiB a message).
    static let pasteChunk = 256 * 1024

    /// The trait options sent with the hello (`DisplayWire.traits(_:)`).
    private let traits: [String]

    init(fd: Int32, interactive: Bool, traits: [String] = []) {
        self.fd = fd
        self.interactive = interactive
        self.traits = traits
    }

    func handle(_ event: Event) {
        switch event {
        case .resize(let size):
            let message = hasSaidHello ? DisplayWire.encode(.resize, DisplayWire.size(size))
                : DisplayWire.encode(.hello, [interactive ? 1 : 0] + DisplayWire.size(size) + DisplayWire.traits(traits))
            hasSaidHello = true
            send(message)
        case .key(let key) where !interactive && key == KeyEvent(.character("q"), .control):
            // An external display takes no keys: Ctrl-Q here only detaches it. On a second desktop
            // the simulator decides, with its own bindings: its quit key detaches this terminal.
            send(DisplayWire.encode(.detach))
            isFinished = true
        case .tick:
            receive()
        case .paste(let text) where interactive && text.utf8.count > Self.pasteChunk:
            // A message has a size limit: a long paste goes as several pastes, cut between characters.
            var chunk = ""
            for c in text {
                if chunk.utf8.count + c.utf8.count > Self.pasteChunk { handle(.paste(chunk)); chunk = "" }
                chunk.append(c)
            }
            if !chunk.isEmpty { handle(.paste(chunk)) }
        case .key, .mouse, .paste:
            // On a second desktop what is typed here goes to its windows; an external display takes none.
            if interactive, let bytes = TerminalInput.bytes(for: event) { send(DisplayWire.encode(.input, Array(bytes.utf8))) }
        default:
            break
        }
    }

    /// Sends a message whole; a simulator that takes nothing for two seconds (stopped, stuck)
    /// ends the session rather than freezing this terminal.
    private func send(_ message: [UInt8]) {
        var rest = message[...]
        var waited = 0
        while !rest.isEmpty {
            guard let n = UnixSocket.send(fd, rest) else {
                // A refusal (another user's simulator, a display already attached) is written and
                // the socket closed before our hello goes out: read its words before "went away".
                receive()
                return end("the simulator went away")
            }
            if n == 0 {
                waited += 1
                if waited > 2000 { return end("the simulator does not answer; detached") }
                usleep(1000)
                continue
            }
            rest = rest.dropFirst(n)
        }
    }

    private func receive() {
        var closed = false
        while true {
            guard let bytes = UnixSocket.receive(fd) else { closed = true; break }
            if bytes.isEmpty { break }
            inbound += bytes
        }
        // Its last words (why it quit or refused) come before the connection closes.
        defer { if closed { end("the simulator went away") } }
        guard let messages = DisplayWire.take(from: &inbound) else { return end("the simulator sent something this version cannot read") }
        for message in messages {
            switch message.kind {
            case .frame: if let canvas = DisplayWire.canvas(from: message.payload) { latest = canvas }
            case .bye:
                // Its own words win over "went away": a refusal can close the socket before our hello is written.
                let reason = String(decoding: message.payload, as: UTF8.self)
                wasRefused = reason.hasPrefix("refused")
                farewell = reason
                isFinished = true
            default: break
            }
        }
    }

    private func end(_ reason: String) {
        if farewell == nil { farewell = reason }
        isFinished = true
    }

    func render(into canvas: inout Canvas) {
        guard let latest else {
            canvas.clear()
            canvas.drawField("Waiting for the simulator…", x: 0, y: canvas.height / 2, width: canvas.width, alignment: .center)
            return
        }
        if latest.size == canvas.size { canvas = latest; return }
        // Between a resize and the frame for the new size: what fits of the last one.
        canvas.clear()
        for y in 0..<min(latest.height, canvas.height) {
            var x = 0
            while x < min(latest.width, canvas.width) {
                let cell = latest[x, y]
                if !cell.isContinuation { canvas.drawText(String(cell.grapheme), x: x, y: y, style: cell.style) }
                x += 1
            }
        }
    }
}
