import TerminalCanvas

/// The engine behind every front: the desktop of scene windows, the scene system that drives
/// their life cycle, window mode, overlays (help, traits, menus) and the hint bar.
public final class Simulator: Engine {
    /// The windows, their frames, focus and the minimized shelf, of the display the person
    /// last typed in (the main terminal unless a second desktop is attached).
    public var desktop: Desktop { system.desktop }
    /// The scenes, their sessions and life cycle, and the apps registered.
    public let system: SceneSystem
    /// The colours and attributes every frame is drawn with.
    public var theme: Theme { didSet { system.frameCache.invalidateAll() } }
    /// Whether a frame copies the windows nothing changed from the last frame instead of
    /// drawing them again: damage tracking (`ViewController.setNeedsDisplay()` says what counts
    /// as a change). The live terminal and tapes turn it on, where every change comes through
    /// an event; off by default, for a client that changes controllers between frames itself.
    public var drawsOnlyChangedWindows = false {
        didSet { system.frameCache.invalidateAll() }
    }
    /// With damage tracking on, draws every frame that copied from the last one a second time
    /// from nothing and stops the process if the two differ (`SCENERY_CHECK_DAMAGE=1` sets it):
    /// a debugging aid for a control author, at twice the drawing's cost.
    /// The scene system keeps it: it also works out again every scene update it skips.
    public var checksDamage: Bool {
        get { system.checksDamage }
        set { system.checksDamage = newValue }
    }
    /// Set by Ctrl-Q (`quit()`): the front then stops and restores the terminal.
    public private(set) var isFinished = false
    /// The modes, the hint bar and where keys and clicks go: the shell around the desktop.
    private(set) lazy var shell = DesktopShell(system: system) { [unowned self] in self.quit() }
    /// Seconds since the session began, from the last `.tick` event.
    public var time: Double { system.time }
    /// True after a `.tick` that moved only the clock when the last frame did not read it
    /// (`DrawContext.time`) and nothing else happened since that frame: drawing now would give
    /// the same frame, so a recorder may skip it. Any other event clears it.
    public private(set) var tickLeftFrameUnchanged = false
    /// The last tick changed nothing and nothing waits on the clock: no clock shown, no resize
    /// settling (`Engine.isAtRest`).
    public var isAtRest: Bool { tickLeftFrameUnchanged && !system.isSettling }
    /// Whether the last frame of `render(into:)` read the clock.
    private var lastFrameReadClock = true
    /// Whether an event other than a tick came since the last frame.
    private var changedSinceFrame = true
    let clockReads = ClockReads()
    /// Warnings printed by the CLI after the terminal is restored: deprecated Info.plist keys,
    /// saved sessions that could not be restored.
    public var restoreWarnings: [String] = []
    /// The keys each action answers: the defaults, or a keys.toml's (`--keys-file`). Kept by
    /// the scene system, so that a scene's code reads them too (``Scene/keyBindings``).
    public var keyBindings: KeyBindings {
        get { system.keyBindings }
        set { system.keyBindings = newValue }
    }

    /// The terminal's own appearance — its answer to the background-colour query, else
    /// `COLORFGBG`, else dark — which `.unspecified` resolves to. A change arriving between
    /// events (the terminal answers when it answers) draws the next frame anew.
    public var terminalAppearance: UserInterfaceStyle {
        get { system.terminalAppearance }
        set {
            guard newValue != system.terminalAppearance else { return }
            system.terminalAppearance = newValue
            changedSinceFrame = true
            tickLeftFrameUnchanged = false
        }
    }

    /// Below this the simulator shows a notice instead of a broken layout.
    public static let minimumSize = Size(width: 20, height: 6)

    /// A simulator on a terminal of `size`; `device` sets the idiom and size-class rules (default: an iPad-like desktop).
    public init(size: Size, theme: Theme = .standard, scale: CellScale = .standard, device: DeviceProfile? = nil) {
        system = SceneSystem(desktop: Desktop(size: size), scale: scale, device: device)
        self.theme = theme
    }

    /// Runs on another device profile, or on none (the terminal is the screen): see `SceneSystem.useDevice(_:)`.
    public func useDevice(_ device: DeviceProfile?) {
        system.useDevice(device)
        system.frameCache.invalidateAll()
        layout()
    }

    /// True when the current state has been laid out at the terminal's size (by `layout()` or
    /// a frame): click regions and scroll bounds are those of the state events will meet.
    private var isLaidOut = false

    /// Feeds one event to the engine: input is matched against the current layout, never a stale frame.
    public func handle(_ event: Event) {
        // Input is matched against the layout of the current state, never against whatever
        // frame a front happened to draw last: the same events give the same frames, whether a
        // front draws after every event (tapes) or once per batch of input (the live terminal).
        // Input from a terminal makes its desktop the active one (focus follows where the person typed).
        // The chain the last frame's hint bar made goes with this event: a key may use it.
        let frameChain = system.frameCache.keyChain
        system.frameCache.keyChain = nil
        switch event {
        case .key, .mouse, .paste: activate(display: 0)
        case .displayKey(let id, _), .displayMouse(let id, _), .displayPaste(let id, _): activate(display: id)
        default: break
        }
        if case .tick = event {} else {
            layOutIfNeeded()
            tickLeftFrameUnchanged = false
            changedSinceFrame = true
        }
        // A tick that moved nothing leaves the layout as it was: input between two frames is
        // matched against it without laying every window out again (a live resize sweep did,
        // before each resize, after the turn's tick).
        var keepsLayout = false
        defer { if !keepsLayout { isLaidOut = false } }
        // Damage tracking: what the event may change, to draw only that (`Simulator+Damage`).
        let probe = drawsOnlyChangedWindows ? damageProbe(for: event) : nil
        system.frameCache.event &+= 1
        // After a resize, the layout its scene update made is the frame's (after the damage, whose
        // epoch it records). Other events lay out again: a tick or a key may change a stack after
        // the update that laid it out.
        defer { if drawsOnlyChangedWindows, case .resize = event { noteFreshLayouts() } }
        defer { noteDamage(of: event, before: probe) }
        switch event {
        case .resize(let size):
            guard size != desktop.size else { return }
            shell.hidePointerCue()  // what it rested on moves away from the pointer
            system.terminalDidResize(to: size)
            if let notice = system.roomNotice { statusMessage = notice; system.roomNotice = nil }
        case .tick(let t):
            let moved = system.tick(t)
            if moved { system.frameCache.invalidateAll() }
            keepsLayout = !moved
            tickLeftFrameUnchanged = !moved && !lastFrameReadClock && !changedSinceFrame
        case .key(let key), .displayKey(_, let key):
            system.endTerminalResizeBurst()
            shell.handleKey(key, frameChain: frameChain, checking: checksDamage)
            updateScenes()
        case .mouse(let m), .displayMouse(_, let m):
            system.endTerminalResizeBurst()
            shell.handleMouse(m)
            updateScenes()
        case .paste(let text), .displayPaste(_, let text):
            system.endTerminalResizeBurst()
            shell.handlePaste(text)
            updateScenes()
        case .attachDesktop(let id, let size): system.attachDesktop(id: id, size: size)
        case .attachDisplay(let id, let size): system.attachDisplay(id: id, size: size)
        case .resizeDisplay(let id, let size): system.resizeDisplay(id: id, size: size)
        case .detachDisplay(let id): system.detachDisplay(id: id)
        }
    }

    /// Tells the scene system what interrupts windows now, then brings the scenes in line.
    private func updateScenes() {
        if let notice = system.controllerNotice {
            statusMessage = notice
            system.controllerNotice = nil
        }
        system.interruption = overlay != nil || isShowingHelp ? .systemOverlay
            : isInWindowMode ? .windowMode : .none
        system.update()
    }

    /// Lays out the current state unless that is done already.
    private func layOutIfNeeded() {
        guard !isLaidOut else { return }
        layout()
    }

    /// Lays out every visible window (controllers, sheets, bars and their click regions) and the
    /// menu, for the current state and size. Drawing reads what this made; input is matched
    /// against it.
    public func layout() {
        layout(overlaysIn: desktop.size)
        isLaidOut = true
    }

    /// Every visible window, then the menus and prompts over a screen of `size`.
    /// With `skippingUnchanged` (a frame's pass with damage tracking on) a window nothing
    /// changed since it was last drawn keeps its layout: it would come out the same.
    private func layout(overlaysIn size: Size, skippingUnchanged: Bool = false) {
        let focused = desktop.focusedWindow
        for w in desktop.windows where !w.isMinimized {
            if skippingUnchanged, w.layoutIsCurrent(isFocused: w === focused, epoch: system.frameCache.epoch) {
                if checksDamage { checkKeptLayout(of: w, isFocused: w === focused) }
                continue
            }
            w.layout()
        }
        shell.layoutModes(in: size)
    }

    /// Saves every session and finishes (Ctrl-Q).
    public func quit() {
        system.saveAll()
        isFinished = true
    }

    // MARK: Drawing

    /// Draws what the attached terminal `id` shows into `canvas`, sized as that terminal: the
    /// external display's scene full size, or the second desktop. Blank when `id` is not attached.
    public func renderDisplay(_ id: Int, into canvas: inout Canvas) {
        canvas.clear()
        if system.secondDesktop?.id == id { return renderDesktop(of: id, into: &canvas) }
        guard let display = system.externalDisplay, display.attachment?.id == id else { return }
        display.drawAttached(in: &canvas, theme: theme, time: time)
    }

    /// Draws the current state into `canvas`: the desktop, the windows, the modes and the hint bar.
    public func render(into canvas: inout Canvas) {
        clockReads.happened = false
        // While keys go to the second desktop, this is still the main terminal's frame.
        if system.activeDisplay == 0 { renderDesktop(into: &canvas) } else { renderDesktop(of: 0, into: &canvas) }
        lastFrameReadClock = clockReads.happened
        changedSinceFrame = false
    }

    /// Draws display `id`'s desktop while another one is active, leaving the active one's
    /// layout state alone. A status message answers the last key: it shows only on the terminal
    /// that key was typed in.
    private func renderDesktop(of id: Int, into canvas: inout Canvas) {
        let laidOut = isLaidOut, status = statusMessage
        defer { isLaidOut = laidOut; statusMessage = status }
        if system.activeDisplay != id { statusMessage = nil }
        system.withActiveDisplay(id) { renderDesktop(into: &canvas) }
    }

    /// Switches the active display, laying the new one out before input meets it.
    private func activate(display: Int) {
        let id = display == 0 || system.secondDesktop?.id == display ? display : 0
        guard id != system.activeDisplay else { return }
        system.activeDisplay = id
        isLaidOut = false
        system.update()
    }

    private func renderDesktop(into canvas: inout Canvas) {
        canvas.clear()
        let size = canvas.size
        // The frame's layout pass, as UIKit lays out before it displays: drawing then only reads.
        let cached = system.frameCache.frame(of: desktop)
        layout(overlaysIn: size, skippingUnchanged: drawsOnlyChangedWindows && cached.canvas != nil)
        isLaidOut = size == desktop.size
        if size.width < Self.minimumSize.width || size.height < Self.minimumSize.height {
            drawTooSmall(in: &canvas)
            cached.canvas = nil  // the next frame draws every window
            return
        }
        let last = drawsOnlyChangedWindows ? cached.canvas.flatMap { $0.size == size && $0.unicode == canvas.unicode ? $0 : nil } : nil
        // What a front that sent the last frame compares: where this one may differ from it.
        canvas.trackDamage(against: last)
        drawDesktop(into: &canvas, reusing: last, epoch: drawsOnlyChangedWindows ? system.frameCache.epoch : nil)
        if let last, checksDamage { checkDamage(of: canvas, against: last) }
        // The next frame copies unchanged windows from this one.
        canvas.stampRevision()
        cached.canvas = drawsOnlyChangedWindows ? canvas : nil
    }

    /// The desktop, its windows, the external display's picture, the hint bar and the modes,
    /// onto a cleared and laid-out canvas; with `last` and `epoch` (damage tracking), what did
    /// not change is copied from `last`, and the windows and the hint bar note what they drew.
    func drawDesktop(into canvas: inout Canvas, reusing last: Canvas?, epoch: Int?) {
        // The external display's picture, drawn over the desktop while no terminal shows it.
        let picture = system.attachedDisplayID == nil ? system.externalDisplay?.frame : nil
        let style = system.desktopStyle, desktopTheme = theme.resolved(for: style)
        desktop.draw(in: &canvas, theme: theme, time: time, keyBindings: keyBindings, clockReads: clockReads, onBlank: true,
                     reusing: last, epoch: epoch, picture: picture, coversAll: shell.coversDesktop, style: style)
        if desktop.visibleWindows.isEmpty { drawEmptyDesktop(in: &canvas) }
        if system.attachedDisplayID == nil { system.externalDisplay?.draw(in: &canvas, theme: desktopTheme, time: time, clockReads: clockReads) }
        shell.drawHintBar(in: &canvas, theme: desktopTheme, reusing: last, on: epoch == nil ? nil : desktop)
        shell.drawModes(in: &canvas, theme: desktopTheme)
        if epoch != nil, shell.coversDesktop { system.frameCache.frame(of: desktop).hintBarRow = nil }  // a mode or panel may have drawn over the bar
        // An appearance the terminal does not have is painted: what is left of its own colours.
        if let painted = system.paintedDesktopStyle { canvas.paint(canvas.bounds, as: painted) }
    }

    /// The empty desktop's line about the shell (`From the shell: scenery run --app Mail …`):
    /// whoever builds the simulator knows its command; nil leaves the line out.
    public var shellHint: String?

    /// With every window closed or minimized: how to open one.
    private func drawEmptyDesktop(in canvas: inout Canvas) {
        let area = desktop.workArea
        let k = keyBindings, mode = k.label(for: .windowMode)
        var lines = ["No windows are open.", "\(mode) \(k.label(for: .launcher)) opens the launcher: a new window of any app."]
        if !desktop.minimizedWindows.isEmpty { lines.append("\(mode) \(k.label(for: .restoreWindow)) brings back the last minimized window.") }
        if let shellHint { lines.append(shellHint) }
        lines.append("\(k.label(for: .quit)) quits.")
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < area.maxY {
            canvas.drawField(line, x: area.x, y: top + i, width: area.width,
                             style: i == 0 ? theme.windowTitle : theme.secondaryText, alignment: .center)
        }
    }

    private func drawTooSmall(in canvas: inout Canvas) {
        let lines = ["Scenery needs", "at least \(Self.minimumSize.width)×\(Self.minimumSize.height);",
                     "this is \(canvas.width)×\(canvas.height)"]
        for (i, line) in lines.enumerated() where i < canvas.height {
            canvas.drawField(line, x: 0, y: max(0, canvas.height / 2 - 1) + i, width: canvas.width, alignment: .center)
        }
    }
}
