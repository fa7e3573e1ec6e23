import TerminalCanvas

/// How the hint bar fits its hints into a row. A key is never shown without a word (htop and
/// mc at 80 columns abbreviate every label, `6RenMov`, and never show a bare key): while the
/// hints do not fit, titles shorten one hint at a time from the end — to their first word,
/// then to their abbreviation (`KeyAction.abbreviation`) — and only then are hints dropped,
/// from the end. The way out (a hint on Esc: `Esc close traits`, `Esc back`; a sheet's comes
/// first) keeps its whole title longest and is never dropped; help and quit (`reserved`, after the
/// window-mode key) shorten with the rest and are never dropped either.
enum HintBarFit {
    /// The hints to draw in `room` cells: `own` in priority order, then `reserved`. Runs when
    /// the hints or the width change: the total is kept as hints change, not summed again.
    static func fit(own: [KeyHint], reserved: [KeyHint], room: Int) -> [KeyHint] {
        var own = own, reserved = reserved
        var total = (own + reserved).map(width).reduce(0, +)
        if total <= room { return own + reserved }
        func isWayOut(_ i: Int) -> Bool { own[i].keys.hasPrefix("Esc") }
        func change(_ hint: inout KeyHint, _ edit: (inout KeyHint) -> Void) {
            total -= width(hint); edit(&hint); total += width(hint)
        }
        // First words, then abbreviations: the hints after the way out from the end, then the
        // system's, then the way out itself.
        for shorten in [shortened, abbreviated] {
            for i in own.indices.reversed() where !isWayOut(i) {
                change(&own[i]) { $0 = shorten($0) }
                if total <= room { return own + reserved }
            }
            for i in reserved.indices.reversed() {
                change(&reserved[i]) { $0 = shorten($0) }
                if total <= room { return own + reserved }
            }
        }
        for shorten in [shortened, abbreviated] {
            for i in own.indices where isWayOut(i) { change(&own[i]) { $0 = shorten($0) } }
            if total <= room { return own + reserved }
        }
        // Then hints go: the system's window-mode key first (what is on screen matters more, and
        // F1 lists it), then the others from the end. The way out stays, and help and quit (the
        // last two of the system's): a new person learns the key map from them.
        while reserved.count > 2 {
            total -= width(reserved[0])
            reserved.removeFirst()
            if total <= room { return own + reserved }
        }
        while let last = own.indices.last(where: { !isWayOut($0) }) {
            total -= width(own[last])
            own.remove(at: last)
            if total <= room { return own + reserved }
        }
        return own + reserved
    }

    /// A message shortened to `room` cells: whole while it fits; else, for a message of parts
    /// joined by ` · ` (the welcome), parts dropped from the second-to-last backwards — the first
    /// and the last (`^Q quit`) stay; else cut with `…`. F1 lists the whole message.
    static func message(_ text: String, room: Int) -> String {
        guard DisplayWidth.of(text) > room else { return text }
        var parts = text.components(separatedBy: " · ")
        while parts.count > 2, DisplayWidth.of(parts.joined(separator: " · ")) > room { parts.remove(at: parts.count - 2) }
        let joined = parts.joined(separator: " · ")
        return DisplayWidth.of(joined) <= room ? joined : TextLayout.truncate(text, to: room)
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

    /// The hint with its abbreviation for a title, where that is shorter (`^R columns` → `^R cols`).
    static func abbreviated(_ hint: KeyHint) -> KeyHint {
        var h = hint
        if !h.abbreviation.isEmpty, DisplayWidth.of(h.abbreviation) < DisplayWidth.of(h.action) { h.action = h.abbreviation }
        return h
    }
}
