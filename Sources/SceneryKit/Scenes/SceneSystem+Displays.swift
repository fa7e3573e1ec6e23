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

    /// The attached terminal changed size: the scene's geometry and traits follow.
    public func resizeDisplay(id: Int, size: Size) {
        guard let display = externalDisplay, display.attachment?.id == id else { return }
        display.attachment = (id, size)
        display.layout(in: size)
        update()
    }

    /// The attached terminal went away (Ctrl-Q there, its terminal closed, the connection
    /// dropped): its scene disconnects (`sceneDidDisconnect`), then its session is discarded.
    public func detachDisplay(id: Int) {
        guard externalDisplay?.attachment?.id == id else { return }
        disconnectExternalDisplay()
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
