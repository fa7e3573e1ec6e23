import TerminalCanvas

/// The terminal changing size: the desktop follows, windows it has no room for go to the shelf
/// (and come back), and the burst of resizes ends with the person's next input or a pause.
extension SceneSystem {
    /// The terminal changed size: windows follow their placement, scenes get new geometry and traits.
    public func terminalDidResize(to size: Size) {
        isTerminalResizing = true
        lastTerminalResize = time
        mainDesktop.resize(to: size)
        let room = mainDesktop.lastRoomChanges
        // Parts joined by ` · `: a narrow bar keeps the first and the last (`HintBarFit.message`).
        func names(_ ws: [Window]) -> String { ws.map { $0.scene?.session.applicationName ?? $0.title }.joined(separator: ", ") }
        if !room.shelved.isEmpty {
            roomNotice = "\(names(room.shelved)) on the shelf · the terminal is too small for " + (room.shelved.count == 1 ? "it" : "them")
                + " now · back when there is room"
        } else if !room.returned.isEmpty {
            roomNotice = "\(names(room.returned)) back from the shelf"
        }
        externalDisplay?.layout(in: size)
        mainDesktop.reservedTrailingColumns = externalDisplay?.reservedColumns ?? 0
        reapplyDeviceRestrictions()
        update()
    }

    /// Input ends a resize burst at once: the person has let go.
    public func endTerminalResizeBurst() {
        guard isTerminalResizing else { return }
        isTerminalResizing = false
        update()
    }
}
