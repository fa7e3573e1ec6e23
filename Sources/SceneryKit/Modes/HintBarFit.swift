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

    /// The hints to draw in `room` cells: `own` in priority order, then `reserved`.
    static func fit(own: [KeyHint], reserved: [KeyHint], room: Int) -> [KeyHint] {
        var own = own, reserved = reserved
        func fits() -> Bool { (own + reserved).map(width).reduce(0, +) <= room }
        func isWayOut(_ i: Int) -> Bool { i == 0 || own[i].keys.hasPrefix("Esc") }
        if fits() { return own + reserved }
        // Shorter titles, lowest priority first; then help and quit; then the way out.
        for i in own.indices.reversed() where !isWayOut(i) {
            own[i] = shortened(own[i])
            if fits() { return own + reserved }
        }
        reserved = reserved.map(shortened)
        if fits() { return own + reserved }
        // Keys alone past the head, then those dropped; then the head (but the first) keys alone.
        for i in own.indices.reversed() where i >= titledHead && !isWayOut(i) {
            own[i].action = ""
            if fits() { return own + reserved }
        }
        while own.count > titledHead, let last = own.indices.last(where: { !isWayOut($0) }), last >= titledHead {
            own.remove(at: last)
            if fits() { return own + reserved }
        }
        for i in own.indices.reversed() where !isWayOut(i) {
            own[i].action = ""
            if fits() { return own + reserved }
        }
        for i in own.indices where isWayOut(i) { own[i] = shortened(own[i]) }
        if fits() { return own + reserved }
        // Then the head's hints go, from the end; the way out stays, and help and quit keep
        // their titles to the last (a new person learns the key map from them).
        let keysAlone = own
        while let last = own.indices.last(where: { !isWayOut($0) }) {
            own.remove(at: last)
            if fits() { return own + reserved }
        }
        // Help and quit as keys alone make room for some of the dropped ones again.
        for i in reserved.indices { reserved[i].action = "" }
        own = keysAlone
        while !fits(), let last = own.indices.last(where: { !isWayOut($0) }) { own.remove(at: last) }
        if fits() { return own + reserved }
        for i in own.indices { own[i].action = "" }
        return own + reserved
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
