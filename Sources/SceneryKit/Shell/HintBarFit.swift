import TerminalCanvas

/// How the hint bar fits its hints into a row, as Zellij's status bar does: full titles while
/// they fit, then short titles (their first word), then keys alone, and hints are dropped only
/// after that, from the end. Priority runs from the first hint to the last: the first few keep a
/// title longest, and the way out (the first hint, and any on Esc: `Esc close traits`,
/// `Esc back`) keeps its whole title longest and is never dropped. Help and quit (`reserved`)
/// are never dropped and keep their titles until only the way out is left beside them.
enum HintBarFit {
    /// How many of the chain's first hints keep a short title while later ones go to keys alone.
    static let titledHead = 4

    /// The hints to draw in `room` cells: `own` in priority order, then `reserved`. Runs every
    /// frame: the total is kept as hints change, not summed again at each step.
    static func fit(own: [KeyHint], reserved: [KeyHint], room: Int) -> [KeyHint] {
        var own = own, reserved = reserved
        var total = (own + reserved).map(width).reduce(0, +)
        if total <= room { return own + reserved }
        func isWayOut(_ i: Int) -> Bool { i == 0 || own[i].keys.hasPrefix("Esc") }
        func change(_ i: Int, inReserved: Bool = false, _ edit: (inout KeyHint) -> Void) {
            if inReserved {
                total -= width(reserved[i]); edit(&reserved[i]); total += width(reserved[i])
            } else {
                total -= width(own[i]); edit(&own[i]); total += width(own[i])
            }
        }
        func remove(_ i: Int) { total -= width(own[i]); own.remove(at: i) }
        func result() -> [KeyHint] { own + reserved }
        // Shorter titles, lowest priority first; then help and quit.
        for i in own.indices.reversed() where !isWayOut(i) {
            change(i) { $0 = shortened($0) }
            if total <= room { return result() }
        }
        for i in reserved.indices { change(i, inReserved: true) { $0 = shortened($0) } }
        if total <= room { return result() }
        // Keys alone past the head, then those dropped; then the head (but the way out) keys alone.
        for i in own.indices.reversed() where i >= titledHead && !isWayOut(i) {
            change(i) { $0.action = "" }
            if total <= room { return result() }
        }
        while own.count > titledHead, let last = own.indices.last(where: { !isWayOut($0) }), last >= titledHead {
            remove(last)
            if total <= room { return result() }
        }
        for i in own.indices.reversed() where !isWayOut(i) {
            change(i) { $0.action = "" }
            if total <= room { return result() }
        }
        for i in own.indices where isWayOut(i) { change(i) { $0 = shortened($0) } }
        if total <= room { return result() }
        // Then the head's hints go, from the end; the way out stays, and help and quit keep
        // their titles to the last (a new person learns the key map from them).
        let keysAlone = own
        while let last = own.indices.last(where: { !isWayOut($0) }) {
            remove(last)
            if total <= room { return result() }
        }
        // Help and quit as keys alone make room for some of the dropped ones again.
        for i in reserved.indices { change(i, inReserved: true) { $0.action = "" } }
        own = keysAlone
        total = (own + reserved).map(width).reduce(0, +)
        while total > room, let last = own.indices.last(where: { !isWayOut($0) }) { remove(last) }
        if total <= room { return result() }
        for i in own.indices { change(i) { $0.action = "" } }
        return result()
    }

    /// The cells a hint takes: its keys, a space and its title, two spaces after.
    static func width(_ hint: KeyHint) -> Int {
        DisplayWidth.of(hint.keys) + (hint.action.isEmpty ? 0 : 1 + DisplayWidth.of(hint.action)) + 2
    }

    /// The hint with its title cut to its first word (`Tab next column` → `Tab next`).
    static func shortened(_ hint: KeyHint) -> KeyHint {
        var h = hint
        if let space = h.action.firstIndex(of: " ") { h.action = String(h.action[..<space]) }
        return h
    }
}
