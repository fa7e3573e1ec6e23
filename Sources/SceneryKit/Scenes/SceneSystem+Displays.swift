import TerminalCanvas

/// The external display: simulated as a strip of the terminal (`e` in window mode), or a second
/// terminal attached with `scenery attach`. Either way one scene of the
/// `windowExternalDisplayNonInteractive` role shows there, chosen by its app's delegate.
extension SceneSystem {
    /// Connects or disconnects the simulated external display. On connecting, the focused
    /// window's app (or else the first running app that has one) gets a scene for the
    /// non-interactive external-display role. With a terminal attached as the display, nothing
    /// changes: detach it there.
    public func toggleExternalDisplay() {
        if externalDisplay?.attachment != nil { return }
        if externalDisplay != nil {
            disconnectExternalDisplay()
            return
        }
        let display = ExternalDisplay()
        display.layout(in: desktop.size)
        connect(display)
    }

    /// A terminal attached as the external display (`scenery attach`, role external): the scene
    /// shows there full size, with that terminal's size classes. A simulated strip gives way to it.
    public func attachDisplay(id: Int, size: Size) {
        if externalDisplay?.attachment?.id == id { return resizeDisplay(id: id, size: size) }
        if externalDisplay != nil { disconnectExternalDisplay() }
        let display = ExternalDisplay()
        display.attachment = (id, size)
        display.layout(in: size)
        connect(display)
    }

    /// The attached terminal changed size: the scene's geometry and traits follow (or the
    /// second desktop's windows, each by its placement).
    public func resizeDisplay(id: Int, size: Size) {
        if let second = secondDesktop, second.id == id {
            second.desktop.resize(to: size)
            return update()
        }
        guard let display = externalDisplay, display.attachment?.id == id else { return }
        display.attachment = (id, size)
        display.layout(in: size)
        update()
    }

    /// The attached terminal went away (Ctrl-Q there, its terminal closed, the connection
    /// dropped): its scene disconnects (`sceneDidDisconnect`), then its session is discarded.
    public func detachDisplay(id: Int) {
        displayEnvironments[id] = nil
        if let second = secondDesktop, second.id == id { return detachDesktop() }
        guard externalDisplay?.attachment?.id == id else { return }
        disconnectExternalDisplay()
    }

    // MARK: A second desktop

    /// A terminal attached as a second desktop (`scenery attach --role interactive`): windows
    /// that lived there before (a previous attach, or the saved state) move to it. One at a time.
    public func attachDesktop(id: Int, size: Size) {
        if let second = secondDesktop {
            if second.id == id { resizeDisplay(id: id, size: size) }
            return
        }
        let desktop = Desktop(size: size)
        desktop.showsOneAppAtATime = isPhone
        secondDesktop = (id, desktop)
        for window in mainDesktop.windows where window.prefersSecondDesktop { move(window, to: desktop) }
        update()
    }

    /// Moves a window to the second desktop (window mode `>`); it stays there across detaching
    /// and relaunching, coming back whenever a terminal attaches as a desktop.
    public func moveToSecondDesktop(_ window: Window) {
        guard let second = secondDesktop else { return }
        window.prefersSecondDesktop = true
        move(window, to: second.desktop)
        update()
    }

    /// Moves a window back to the main terminal's desktop (window mode `<`).
    public func moveToMainDesktop(_ window: Window) {
        window.prefersSecondDesktop = false
        move(window, to: mainDesktop)
        update()
    }

    /// Runs `body` with `id`'s desktop active (drawing one display while keys go to another).
    func withActiveDisplay<T>(_ id: Int, _ body: () -> T) -> T {
        let saved = activeDisplay
        activeDisplay = id
        defer { activeDisplay = saved }
        return body()
    }

    private func move(_ window: Window, to target: Desktop) {
        let source = desktop(of: window)
        guard source !== target else { return }
        source.remove(window)
        target.add(window)
        if !window.isMinimized { target.focus(window) }
    }

    /// The second terminal went away: its windows come back to the main desktop, remembering
    /// where they lived for the next attach.
    private func detachDesktop() {
        guard let second = secondDesktop else { return }
        for window in second.desktop.windows { move(window, to: mainDesktop) }
        frameCache.forget(second.desktop)
        secondDesktop = nil
        activeDisplay = 0
        update()
    }

    /// The attached terminal's number, if a terminal is the external display.
    public var attachedDisplayID: Int? { externalDisplay?.attachment?.id }

    private func connect(_ display: ExternalDisplay) {
        externalDisplay = display
        desktop.reservedTrailingColumns = display.reservedColumns
        let role = SceneSession.Role.windowExternalDisplayNonInteractive
        let focusedApp = desktop.focusedWindow?.scene?.session.applicationName
        let candidates = ([focusedApp].compactMap { $0 } + connectedScenes.map(\.session.applicationName))
            .compactMap { application(named: $0) }
        if let app = candidates.first(where: { !$0.manifest.configurations(for: role).isEmpty }) {
            activateSceneSession(applicationName: app.name, role: role)
        }
        update()
    }

    private func disconnectExternalDisplay() {
        if let scene = externalDisplay?.scene {
            close(scene)
            discard(scene.session)
        }
        externalDisplay = nil
        desktop.reservedTrailingColumns = 0
        update()
    }
}
