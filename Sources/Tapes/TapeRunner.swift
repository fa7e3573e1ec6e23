import Foundation
import SceneryKit
import TerminalCanvas

/// Runs a tape headlessly on a virtual clock: no real waiting, the same bytes every run.
///
/// Each input event advances the clock (by the typing speed or the command's `@time`) and
/// draws a frame; `Sleep` advances it in 0.1 s ticks as the live front would, so timers and
/// resize bursts behave as they do live. The frame bytes come from `AnsiFrameEncoder`, the
/// same recorder `run --record` uses: only the cells that changed, the cheapest way.
public final class TapeRunner {
    /// The keys `ExpectTraits` understands.
    public static let traitKeys = ["horizontal", "vertical", "layout", "mode", "idiom", "orientation", "resizing", "state", "app",
                                   "size", "tabs", "tab"]
    public static let tickInterval = 0.1

    /// Takes the cast and the text frames as they are made, so a long tape runs in the memory of
    /// a short one. Without it they are kept in `Result`.
    public var stream: (any TapeOutputStream)?
    /// Told of every frame the recording shows, with its time on the recording's clock (the
    /// first at 0, one after each change, none while hidden): pictures are made from these.
    public var frameObserver: ((Double, Canvas) -> Void)?
    /// Told of every key, typing, click or wheel command as it starts (its time and its line as
    /// written, `Ctrl+R`), unless hidden: a player page captions them.
    public var inputObserver: ((Double, String) -> Void)?

    /// A wall-clock limit for the whole run, checked before each command (`make fuzz` sets one
    /// per random tape, so a tape that would run for minutes is a finding, not a hang).
    public var timeLimit: Duration?

    let tape: Tape
    let recordInput: Bool
    let makeSimulator: (Size, Bool, (any SceneStateStore)?) throws -> Simulator

    /// `makeSimulator(size, withDefaultWindow, store)`: the tape's `Launch` lines replace the
    /// default desktop; the store (in memory, only for tapes with `Restart`) brings the
    /// windows back after a restart.
    public init(tape: Tape, recordInput: Bool = false,
                makeSimulator: @escaping (Size, Bool, (any SceneStateStore)?) throws -> Simulator) {
        self.tape = tape
        self.recordInput = recordInput
        self.makeSimulator = makeSimulator
    }

    // Run state.
    var sim: Simulator!
    private var encoder = AnsiFrameEncoder()
    var size = Size.zero
    private var clock = 0.0          // the engine's clock
    private var castTime = 0.0       // the recording's clock (frozen while hidden)
    private var hidden = false
    /// The size the cast last announced (its header, or an "r" event).
    private var castSize = Size.zero
    private var cast = AsciicastWriter(width: 1, height: 1)
    var result = Result(cast: "", snapshots: [], markers: [], screenshots: [], duration: 0, expectations: 0)
    private var typingSpeed = 0.05
    private var store: (any SceneStateStore)?
    /// Events after a marker must come strictly later, or a player showing the marker's moment
    /// would already apply them.
    private var lastMarkerTime = -1.0
    /// The attached displays' recordings, the current one last.
    private var displays: [DisplayCastRecorder] = []

    private func emit(_ code: String, _ data: String) {
        var data = data
        data.withUTF8 { emit(code, utf8: $0) }
    }

    private func emit(_ code: String, utf8 data: UnsafeBufferPointer<UInt8>) {
        if castTime <= lastMarkerTime { castTime = lastMarkerTime + 0.001 }
        cast.event(castTime, code, utf8: data)
        if stream != nil, cast.count >= 1 << 16 { flushCast() }
    }

    /// Hands what the cast writer holds to the stream (its first write failure is kept for the end).
    private func flushCast() {
        guard let stream, cast.count > 0 else { return }
        if streamError == nil { do { try stream.cast(cast.take()) } catch { streamError = error } } else { _ = cast.take() }
    }

    private var streamError: Error?

    /// Runs the tape's steps (a tape parsed whole).
    public func run() throws -> Result {
        try run { each in for step in tape.steps { try each(step) } }
    }

    /// Runs a tape read as a summary, reading its steps again from its file as it goes: a long
    /// tape runs in the memory of a short one.
    public func runStreaming() throws -> Result {
        try run { each in try TapeParser.forEachStep(contentsOf: tape.file, each) }
    }

    private func run(_ steps: ((Tape.Step) throws -> Void) throws -> Void) throws -> Result {
        size = tape.size
        typingSpeed = tape.typingSpeed
        if tape.hasRestart { store = MemoryStateStore() }
        sim = try makeSimulator(size, tape.launches.isEmpty, store)
        sim.drawsOnlyChangedWindows = true  // every change in a tape comes through an event
        if let name = tape.device { sim.useDevice(DeviceProfile.named(name)) }
        sim.system.setEnvironment(tape.environment)
        cast = AsciicastWriter(width: size.width, height: size.height, title: URL(fileURLWithPath: tape.file).lastPathComponent)
        castSize = size
        emit("o", AnsiFrameEncoder.enter)
        sim.handle(.tick(0))
        draw()
        let deadline = timeLimit.map { ContinuousClock.now + $0 }
        try steps { step in
            if let deadline, let timeLimit, ContinuousClock.now > deadline {
                throw TimeLimitExceeded(location: step.location, command: step.text, limit: timeLimit)
            }
            if !hidden, let inputObserver, Self.isInput(step.command) { inputObserver(castTime, step.text) }
            try execute(step.command, step.location, step.text)
            if !hidden { noteTooSmall(at: step.location) }
            if !hidden, isVisibleCommand(step.command) {
                result.frameCount += 1
                if let stream {
                    if streamError == nil { do { try stream.frame(frameText) } catch { streamError = error } }
                } else {
                    result.snapshots.append(frameText())
                    result.snapshotSources.append((step.location, step.text))
                }
            }
        }
        // The cast ends clean and whole: the terminal handed back as it was found, at the
        // tape's full length (a closing Sleep is kept as time).
        emit("o", AnsiFrameEncoder.leave)
        if stream != nil {
            flushCast()
            if let streamError { throw streamError }
        } else {
            result.cast = cast.text
        }
        for i in displays.indices { displays[i].detach(at: castTime) }
        result.displayCasts = displays.map(\.text)
        result.duration = clock
        result.recordingLength = castTime
        return result
    }

    private func isVisibleCommand(_ c: TapeCommand) -> Bool {
        switch c {
        case .output, .setSize, .setTypingSpeed, .hide, .show, .marker: return false
        default: return true
        }
    }

    /// The last frame drawn; every event is followed by a draw, so it is the current screen.
    private var canvas = Canvas(size: .zero)
    /// The last frame handed to the screen.
    private var presented = Canvas(size: .zero)
    /// A frame's bytes, reused from frame to frame.
    private var frameBytes: [UInt8] = []
    private func frameText() -> String { canvas.plainText() }

    /// Renders a frame and records its bytes (nothing is presented while hidden; Show catches up).
    private func draw() {
        if canvas.size != size { canvas = Canvas(size: size) }
        sim.render(into: &canvas)
        guard !hidden else { return }
        if !displays.isEmpty { displays[displays.count - 1].draw(sim, at: castTime) }
        // Most ticks of a Sleep change nothing: comparing cells is far cheaper than ncurses'
        // own diff, and an unchanged frame writes no bytes either way.
        if canvas.hasSameCells(as: presented) { return }
        presented = canvas
        frameBytes.removeAll(keepingCapacity: true)
        encoder.encode(canvas, into: &frameBytes)
        if !frameBytes.isEmpty { frameBytes.withUnsafeBufferPointer { emit("o", utf8: $0) } }
        frameObserver?(castTime, canvas)
    }

    /// Moves both clocks forward, ticking the engine every 0.1 s and drawing what changed.
    private func advance(_ seconds: Double) {
        let end = clock + seconds
        while clock + Self.tickInterval < end - 1e-9 {
            step(Self.tickInterval)
        }
        step(end - clock)
    }

    private func step(_ dt: Double) {
        guard dt > 0 else { return }
        clock += dt
        if !hidden { castTime += dt }
        sim.handle(.tick(clock))
        // Most ticks of a Sleep move only the clock, and most frames do not show it.
        if sim.tickLeftFrameUnchanged, displays.isEmpty, canvas.size == size { return }
        draw()
    }

    private func send(_ event: Event, input: String? = nil) {
        if recordInput, !hidden, let input { emit("i", input) }
        sim.handle(event)
        draw()
    }

    private func execute(_ command: TapeCommand, _ loc: TapeLocation, _ text: String) throws {
        func fail(_ message: String) -> Failure {
            Failure(location: loc, command: text, message: message, screen: frameText())
        }
        func onScreen(_ p: Point) throws {
            guard p.x < size.width, p.y < size.height else { throw fail("cell \(p.x) \(p.y) is outside the \(size.width)×\(size.height) screen") }
        }
        switch command {
        case .output, .setSize:
            break
        case .setTypingSpeed(let d):
            typingSpeed = d
        case .setTraits(let overrides):
            var environment = sim.system.environment
            environment.merge(overrides)
            sim.system.setEnvironment(environment)
        case .restart:
            // Quit as Ctrl-Q does (every scene saved), then launch again on the same terminal.
            sim.quit()
            let environment = sim.system.environment
            let device = sim.system.device
            sim = try makeSimulator(size, true, store)
            sim.drawsOnlyChangedWindows = true
            sim.useDevice(device)
            sim.system.setEnvironment(environment)
            sim.handle(.tick(clock))
            sim.handle(.resize(size))
            draw()
        case .type(let s, let delay):
            for c in s {
                let key: KeyEvent = c == "\n" ? KeyEvent(.enter) : c == "\t" ? KeyEvent(.tab) : .char(c)
                send(.key(key), input: String(c))
                advance(delay ?? typingSpeed)
            }
        case .key(let key, let count, let delay):
            for _ in 0..<count {
                send(.key(key), input: Self.inputBytes(key))
                advance(delay ?? typingSpeed)
            }
        case .sleep(let d):
            advance(d)
        case .hide:
            hidden = true
        case .show:
            hidden = false
            // A Resize while hidden is announced now, before the frame of the new size.
            if size != castSize { emit("r", "\(size.width)x\(size.height)"); castSize = size }
            draw()
        case .screenshot(let path):
            result.screenshots.append((path, frameText()))
            result.screenshotFrames.append(canvas)
        case .launch(let app), .launchOnDevice(let app, _):
            if case .launchOnDevice(_, let name) = command, let device = DeviceProfile.named(name) { sim.useDevice(device) }
            guard let target = sim.system.launchTarget(named: app) else {
                throw fail("no app or scene configuration called '\(app)'; Launch takes "
                           + sim.system.launchTargets.map(\.name).joined(separator: ", "))
            }
            sim.system.activateSceneSession(applicationName: target.application, configurationName: target.configuration,
                                            placement: .arranged(.fullScreen))
            draw()
        case .resize(let from, let to, let over):
            if let from, from != size { resize(to: from) }
            guard over > 0, let from else { resize(to: to); advance(0); return }
            let steps = max(1, Int((over / Self.tickInterval).rounded()))
            for i in 1...steps {
                let f = Double(i) / Double(steps)
                let w = Int((Double(from.width) + Double(to.width - from.width) * f).rounded())
                let h = Int((Double(from.height) + Double(to.height - from.height) * f).rounded())
                resize(to: Size(width: w, height: h))
                advance(over / Double(steps))
            }
        case .attach(let displaySize):
            if !displays.isEmpty { displays[displays.count - 1].detach(at: castTime); sim.handle(.detachDisplay(id: displays.count)) }
            let id = displays.count + 1
            displays.append(DisplayCastRecorder(id: id, size: displaySize, title: "display \(id)", at: castTime))
            send(.attachDisplay(id: id, size: displaySize))
        case .detach:
            guard displays.last?.isAttached == true else { throw fail("no display is attached; Attach external 80x24 attaches one") }
            sim.handle(.detachDisplay(id: displays.count))
            displays[displays.count - 1].detach(at: castTime)
            draw()
        case .expectDisplayText(let wanted):
            result.expectations += 1
            guard let display = displays.last, display.isAttached else { throw fail("no display is attached") }
            var canvas = Canvas(size: display.size)
            sim.renderDisplay(display.id, into: &canvas)
            guard canvas.plainText().contains(wanted) else {
                throw Failure(location: loc, command: text, message: "\"\(wanted)\" is not on the attached display", screen: canvas.plainText())
            }
        case .mouseClick(let p):
            try onScreen(p)
            send(.mouse(MouseEvent(.press, at: p)))
            send(.mouse(MouseEvent(.release, at: p)))
            advance(typingSpeed)
        case .mouseSecondaryClick(let p):
            try onScreen(p)
            send(.mouse(MouseEvent(.press, button: 3, at: p)))
            send(.mouse(MouseEvent(.release, button: 3, at: p)))
            advance(typingSpeed)
        case .mouseMove(let p):
            try onScreen(p)
            send(.mouse(MouseEvent(.move, button: 0, at: p)))
            advance(typingSpeed)
        case .mouseDrag(let a, let b):
            // Each cell of the way is an event: a target far off the screen would be millions.
            try onScreen(a)
            try onScreen(b)
            send(.mouse(MouseEvent(.press, at: a)))
            let steps = max(abs(b.x - a.x), abs(b.y - a.y), 1)
            for i in 1...steps {
                let p = Point(x: a.x + (b.x - a.x) * i / steps, y: a.y + (b.y - a.y) * i / steps)
                send(.mouse(MouseEvent(.drag, at: p)))
                advance(0.01)
            }
            send(.mouse(MouseEvent(.release, at: b)))
            advance(typingSpeed)
        case .scroll(let up, let count):
            for _ in 0..<count {
                send(.mouse(MouseEvent(up ? .scrollUp : .scrollDown, button: 0, at: Point(x: size.width / 2, y: size.height / 2))))
                advance(typingSpeed)
            }
        case .open(let url):
            do { try sim.system.open(url) } catch { throw fail("\(error)") }
            sim.system.update()
            draw()
        case .marker(let label):
            cast.event(castTime, "m", label)
            lastMarkerTime = castTime
            result.markers.append((castTime, label, frameText()))
        case .expectText(let s):
            result.expectations += 1
            guard frameText().contains(s) else { throw fail("\"\(s)\" is not on the screen") }
        case .expectRegex(let pattern):
            result.expectations += 1
            let regex: NSRegularExpression
            do { regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) } catch {
                throw fail("/\(pattern)/ is not a valid regular expression")
            }
            let screenText = frameText()
            guard regex.firstMatch(in: screenText, range: NSRange(screenText.startIndex..., in: screenText)) != nil else {
                throw fail("/\(pattern)/ matches nothing on the screen")
            }
        case .expectTraits(let pairs):
            result.expectations += 1
            let actual = traits()
            let wrong = pairs.filter { actual[$0.0] != $0.1 }
            guard wrong.isEmpty else {
                let list = wrong.map { "\($0.0)=\(actual[$0.0] ?? "none") (expected \($0.1))" }.joined(separator: ", ")
                throw fail("the focused window has " + list)
            }
        case .wait(let pattern, let timeout):
            guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else {
                throw fail("/\(pattern)/ is not a valid regular expression")
            }
            var waited = 0.0
            while true {
                let screenText = frameText()
                if regex.firstMatch(in: screenText, range: NSRange(screenText.startIndex..., in: screenText)) != nil { break }
                guard waited < timeout else { throw fail("/\(pattern)/ did not appear within \(timeout) s") }
                advance(Self.tickInterval)
                waited += Self.tickInterval
            }
        }
    }

    private func resize(to newSize: Size) {
        size = newSize
        if !hidden { emit("r", "\(newSize.width)x\(newSize.height)"); castSize = newSize }
        encoder.invalidate()
        sim.handle(.resize(newSize))
        draw()
    }

    /// The focused window's traits, as ExpectTraits names them.
    func traits() -> [String: String] {
        guard let window = sim.desktop.focusedWindow, let scene = window.scene else { return [:] }
        let t = scene.traitCollection, g = scene.effectiveGeometry
        var layout = t.splitViewControllerLayoutEnvironment
        if let root = scene.rootViewController { layout = root.traitCollectionForChild(root).splitViewControllerLayoutEnvironment }
        // The split view's display mode, or "collapsed" (none: "none").
        let split = scene.rootViewController as? SplitViewController
        let mode = split.map { $0.isCollapsed ? "collapsed" : $0.displayMode.rawValue } ?? "none"
        // Where a tab bar controller's tabs are, and the selected tab's identifier.
        let tabs = scene.rootViewController as? TabBarController
        return ["tabs": tabs?.placement.rawValue ?? "none", "tab": tabs?.selectedTab?.identifier ?? "none","horizontal": t.horizontalSizeClass.rawValue, "vertical": t.verticalSizeClass.rawValue,
                "layout": layout.rawValue, "mode": mode, "idiom": t.userInterfaceIdiom.rawValue,
                "orientation": g.interfaceOrientation.rawValue, "resizing": g.isInteractivelyResizing ? "yes" : "no",
                "state": scene.activationState.rawValue, "app": scene.session.applicationName,
                "size": "\(g.size.width)x\(g.size.height)"]
    }
}
