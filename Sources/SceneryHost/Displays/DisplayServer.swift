import CursesFront
import Foundation
import SceneryEvents
import SceneryKit
import SceneryStorage
import Tapes
import TerminalCanvas

/// The running simulator's side of `scenery attach`: a Unix socket in a private folder
/// (`$XDG_RUNTIME_DIR/APP/`, else `$XDG_STATE_HOME/APP/run/`, mode 0700), accepting only the
/// same user (the kernel's peer credentials), never a network port. An attached terminal
/// becomes the external display: its hello is an `.attachDisplay` event, its resizes and its
/// going away are events too, and after every frame of the main terminal it gets its own.
///
/// A slow terminal never holds the main loop up: frames are written without blocking, at most
/// one waits behind the one being sent (newer ones replace it, counted as dropped), and the
/// next frame is always whole.
public final class DisplayServer: LiveCompanion {
    /// The socket's path.
    public let path: String
    private let listener: Int32
    private var clients: [Client] = []
    private var nextID = 1
    /// Frames replaced before they could be sent, over the session.
    public private(set) var droppedFrames = 0
    /// Where attached terminals' casts go, beside the session's (`x.cast` → `x.display-N.cast`),
    /// on its clock; nil when the session is not recorded.
    public var recording: (path: String, start: ContinuousClock.Instant)?
    /// The keys that detach an attached desktop: the simulator's bound quit keys (typed there,
    /// they end that terminal's part, never the whole session).
    public var detachKeys: [KeyEvent] = [.ctrl("q")]
    /// The simulator whose displays these are: an attached terminal's trait options go to it
    /// (``SceneSystem/setEnvironment(_:forDisplay:)``) before its scenes connect.
    weak var simulator: Simulator?
    /// The app whose run this is (`scenery`).
    let appIdentifier: String
    /// Where this run saves its sessions (nil for `--fresh`), for `attach --list`.
    public var stateFolder: String?
    /// What the info file last said, so that it is written only when something in it changed,
    /// and when it was written (at most once every `infoInterval`).
    var lastInfo: [String: String] = [:]
    var lastInfoWrite: ContinuousClock.Instant?
    /// Said to a terminal that detached with its quit key: it ends with status 0.
    static let detachedFarewell = "detached"
    /// The display casts written, for the closing message.
    public private(set) var recordedCasts: [String] = []

    /// Bytes queued for attached terminals now: never more than two frames each.
    var queuedBytes: Int { clients.reduce(0) { $0 + $1.outbound.count - $1.sent + ($1.waiting?.count ?? 0) } }

    /// Connections that have not said hello yet, at most: more are closed as they come, so a
    /// flood of idle connections cannot use up the process's descriptors (a save needs one).
    static let mostPending = 8
    /// How long a connection may stay silent before its hello: then it is closed.
    static let helloTimeout: Duration = .seconds(2)
    /// New connections taken per turn of the loop, so a flood cannot hold the loop up.
    static let acceptsPerTurn = 16
    /// Connections closed at once (over the limit) or for saying nothing, over the session.
    public private(set) var refusedConnections = 0
    /// Connections now open, attached or waiting for their hello.
    var openConnections: Int { clients.count }

    final class Client {
        let fd: Int32
        let connected = ContinuousClock.now
        var id: Int?
        var isInteractive = false
        var decoder = KeyDecoder()
        var size = Size(width: 80, height: 24)
        var inbound: [UInt8] = []
        var outbound: [UInt8] = []
        var sent = 0
        var waiting: [UInt8]?
        /// The last frame sent: an unchanged frame is neither encoded nor sent again.
        var lastFrame: Canvas?
        /// Its own cast, when the session is recorded (`run --record x.cast` → `x.display-N.cast`).
        var recorder: LiveCastRecorder?
        /// Dropped (its descriptor closed): nothing more is read from or sent to it.
        var isClosed = false
        init(fd: Int32) { self.fd = fd }
    }

    /// The private folder for `appIdentifier`'s sockets, made (0700) if needed.
    public static func folder(appIdentifier: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { return runtime + "/" + appIdentifier }
        return FileStateStore.stateHome(environment: environment).path + "/" + appIdentifier + "/run"
    }

    /// Opens this process's socket; removes sockets that crashed runs left behind.
    public init(appIdentifier: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.appIdentifier = appIdentifier
        let folder = Self.folder(appIdentifier: appIdentifier, environment: environment)
        try Self.makePrivateFolder(folder)
        for running in RunningSimulator.list(in: folder) where !running.isAlive {
            unlink(running.path)
            unlink(running.infoPath)
        }
        path = folder + "/\(getpid()).sock"
        unlink(path)
        listener = try UnixSocket.listen(at: path)
    }

    static func makePrivateFolder(_ folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var st = stat()
        guard lstat(folder, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else {
            throw UnixSocket.Failure(description: "\(folder) is not a folder")
        }
        guard st.st_uid == getuid() else { throw UnixSocket.Failure(description: "\(folder) belongs to another user") }
        if st.st_mode & 0o077 != 0 { chmod(folder, 0o700) }
    }

    /// Accepts new terminals and reads what attached ones sent: their hellos, resizes, input and
    /// goings-away, as events tagged with their display.
    public func pendingEvents() -> [Event] {
        var events: [Event] = []
        for _ in 0..<(FileInput.isReadable(listener) ? Self.acceptsPerTurn : 0) {  // no `accept` when nobody waits (7% of a live session's CPU)
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { break }
            UnixSocket.setNonBlocking(fd)
            guard UnixSocket.peerUID(fd) == getuid() else {
                refuse(Client(fd: fd), "refused: this simulator belongs to another user")
                continue
            }
            guard clients.filter({ $0.id == nil }).count < Self.mostPending else {
                refusedConnections += 1
                refuse(Client(fd: fd), "refused: too many terminals are connecting at once; try again")
                continue
            }
            clients.append(Client(fd: fd))
        }
        // A connection that never says hello is closed: it would hold a descriptor for nothing.
        let now = ContinuousClock.now
        for client in clients where client.id == nil && now - client.connected > Self.helloTimeout {
            refusedConnections += 1
            refuse(client, "refused: no hello within 2 seconds")
        }
        for client in clients {
            var gone = false
            // Never more than a message's worth a turn: a terminal that floods cannot hold the loop.
            while client.inbound.count <= DisplayWire.longestInput + 5 {
                guard let bytes = UnixSocket.receive(client.fd) else { gone = true; break }
                if bytes.isEmpty { break }
                client.inbound += bytes
            }
            guard let messages = DisplayWire.take(from: &client.inbound, limit: DisplayWire.longestInput) else {
                if let id = client.id { events.append(.detachDisplay(id: id)) }
                drop(client)
                continue
            }
            for message in messages where !client.isClosed { events += handle(message, from: client, gone: &gone) }
            if gone, !client.isClosed {
                if let id = client.id { events.append(.detachDisplay(id: id)) }
                drop(client)
            }
        }
        return events
    }

    private func handle(_ message: DisplayWire.Message, from client: Client, gone: inout Bool) -> [Event] {
        switch message.kind {
        case .hello:
            guard client.id == nil, let role = message.payload.first, let size = DisplayWire.size(from: message.payload, at: 1) else { return [] }
            let interactive = role == 1
            if clients.contains(where: { $0.id != nil && $0.isInteractive == interactive }) {
                refuse(client, interactive ? "refused: another terminal is already the second desktop; detach it first"
                                           : "refused: another terminal is already the external display; detach it first")
                return []
            }
            let id = nextID
            nextID += 1
            client.id = id
            client.isInteractive = interactive
            client.size = size
            let traits = DisplayWire.traits(from: message.payload)
            if !traits.isEmpty {
                // The client checked them; a value this version does not know is refused by name.
                do { simulator?.system.setEnvironment(try TraitOptions.parse(traits).overrides(), forDisplay: id) } catch {
                    refuse(client, "refused: \(TraitOptions.oneLine(for: error))")
                    return []
                }
            }
            queue(DisplayWire.encode(.welcome, [UInt8(id >> 8), UInt8(truncatingIfNeeded: id)]), to: client)
            if let recording {
                let path = (recording.path as NSString).deletingPathExtension + ".display-\(id).cast"
                client.recorder = try? LiveCastRecorder(path: path, recordInput: false, title: "display \(id)", start: recording.start)
                client.recorder?.begin(size: size)
                if client.recorder != nil { recordedCasts.append(path) }
            }
            return [interactive ? .attachDesktop(id: id, size: size) : .attachDisplay(id: id, size: size)]
        case .input:
            guard let id = client.id, client.isInteractive else { return [] }
            // The client sends whole keys (it decoded them): a lone Esc is the Esc key, not the start of a sequence.
            var events: [Event] = []
            for event in client.decoder.feed(message.payload) + client.decoder.flush() {
                if case .key(let key) = event, detachKeys.contains(key) {
                    refuse(client, Self.detachedFarewell)  // dropped: the rest of its input is not read
                    return events + [.detachDisplay(id: id)]
                }
                events += translated(event, id: id)
            }
            return events

        case .resize:
            guard let id = client.id, let size = DisplayWire.size(from: message.payload) else { return [] }
            client.size = size
            client.recorder?.resized(to: size)
            return [.resizeDisplay(id: id, size: size)]
        case .detach:
            gone = true
            return []
        case .welcome, .frame, .bye:
            return []
        }
    }

    /// An interactive terminal's input as the engine's events for its desktop.
    private func translated(_ event: Event, id: Int) -> [Event] {
        switch event {
        case .key(let key): return [.displayKey(id: id, key)]
        case .mouse(let m): return [.displayMouse(id: id, m)]
        // A paste there is one paste into its focused window, as here: never split into keys.
        case .paste(let text): return [.displayPaste(id: id, text)]
        default: return []
        }
    }

    /// The listener and every connection: a loop at rest sleeps until one has something to
    /// read. Nil — come back every tick — while a frame is half sent to a terminal that reads
    /// slowly, a connection waits for its hello (it has two seconds), or the info file was
    /// written lately (a change may wait behind its interval).
    public var watchedDescriptors: [Int32]? {
        if clients.contains(where: { !$0.outbound.isEmpty || $0.id == nil }) { return nil }
        if let last = lastInfoWrite, ContinuousClock.now - last < Self.infoIntervalTwice { return nil }
        return [listener] + clients.filter { !$0.isClosed }.map(\.fd)
    }

    /// Sends each attached terminal its frame, if it changed, without waiting for it.
    public func didDraw(_ engine: Engine) {
        noteInfo(of: engine)
        for client in clients {
            guard let id = client.id else { continue }
            var canvas = Canvas(size: client.size)
            engine.renderDisplay(id, into: &canvas)
            if let last = client.lastFrame, last.hasSameCells(as: canvas) { continue }
            client.lastFrame = canvas
            client.recorder?.frame(canvas)
            queue(DisplayWire.encode(.frame, DisplayWire.frame(canvas)), to: client)
        }
        flush()
    }

    /// A message waits behind the one being written; a newer frame replaces a waiting one.
    private func queue(_ message: [UInt8], to client: Client) {
        if client.outbound.isEmpty {
            client.outbound = message
            client.sent = 0
        } else {
            if client.waiting != nil { droppedFrames += 1 }
            client.waiting = message
        }
    }

    private func flush() {
        for client in clients {
            while !client.outbound.isEmpty {
                guard let n = UnixSocket.send(client.fd, client.outbound[client.sent...]) else {
                    client.outbound = []; client.waiting = nil
                    break
                }
                if n == 0 { break }
                client.sent += n
                if client.sent == client.outbound.count {
                    client.outbound = client.waiting ?? []
                    client.waiting = nil
                    client.sent = 0
                }
            }
        }
    }

    private func refuse(_ client: Client, _ reason: String) {
        _ = UnixSocket.send(client.fd, DisplayWire.encode(.bye, Array(reason.utf8))[...])
        drop(client)
    }

    private func drop(_ client: Client) {
        guard !client.isClosed else { return }
        client.isClosed = true
        client.recorder?.finish()
        client.recorder = nil
        close(client.fd)
        clients.removeAll { $0 === client }
    }

    /// Tells every attached terminal that the simulator quit, and removes the socket.
    public func stop(reason: String) {
        for client in clients { refuse(client, reason) }
        close(listener)
        unlink(path)
        unlink(RunningSimulator.infoPath(forSocket: path))
    }
}

/// A running simulator's socket, as `scenery attach --list` shows it, with what its info file
/// says (`DisplayServer.noteInfo`): the app in front, the terminal's size, the state folder.
public struct RunningSimulator: Sendable {
    /// The app in front (`scenery: Mail`), when the info file says.
    public var app: String?
    /// Its terminal's size, when the info file says.
    public var terminal: String?
    /// Where it saves its sessions; nil for `--fresh` or when the info file does not say.
    public var stateFolder: String?
    /// Whether this user owns the socket (`attach --list` never offers another user's).
    public var isOwn: Bool {
        var st = stat()
        return lstat(path, &st) == 0 && st.st_uid == getuid()
    }
    /// The info file beside the socket.
    public var infoPath: String { Self.infoPath(forSocket: path) }
    static func infoPath(forSocket path: String) -> String { String(path.dropLast(5)) + ".info" }

    /// The socket.
    public let path: String
    /// The simulator's process id.
    public let pid: Int32
    /// When it started listening.
    public let started: Date

    /// Whether its process still runs (a crashed run leaves its socket behind).
    public var isAlive: Bool { kill(pid, 0) == 0 || errno == EPERM }

    /// The sockets in `folder`, newest first.
    public static func list(in folder: String) -> [RunningSimulator] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { name -> RunningSimulator? in
            guard name.hasSuffix(".sock"), let pid = Int32(name.dropLast(5)) else { return nil }
            let path = folder + "/" + name
            let started = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
            var running = RunningSimulator(path: path, pid: pid, started: started)
            if let data = FileManager.default.contents(atPath: running.infoPath),
               let info = try? JSONSerialization.jsonObject(with: data) as? [String: String] {
                running.app = info["app"]
                running.terminal = info["terminal"]
                running.stateFolder = info["state"]
            }
            return running
        }.sorted { $0.started > $1.started }
    }
}
