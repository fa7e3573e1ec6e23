import TerminalCanvas

/// How the hint bar fits its hints into a row. A key is never shown without a word (htop and
/// mc at 80 columns abbreviate every label, `6RenMov`, and never show a bare key): while the
/// hints do not fit, titles shorten one hint at a time from the end — to their first word,
/// then to their abbreviation (`KeyAction.abbreviation`) — and only then are hints dropped,
/// from the end. The way out (a hint on Esc: `Esc close traits`, `Esc back`; a sheet's comes
/// first) keeps its whole title longest and is never dropped; help and quit (`reserved`, after the
/// window-mode key) shorten with the rest and are never dropped either.
enum HintBarFit {
    /// A set of hints, `own` in priority order, then `reserved`, with each one's three titles
    /// (whole, first word by `shortened`, then `abbreviated`) made and measured once, so that
    /// fitting them to a width works on numbers: the hint bar keeps one while its hints stay, and
    /// a resize meets a new width every step.
    struct Prepared {
        /// Each hint's forms, whole first, and their widths.
        private let own: [[KeyHint]], reserved: [[KeyHint]]
        private let ownWidths: [[Int]], reservedWidths: [[Int]]
        /// Which of `own` is the way out (a hint on Esc).
        private let isWayOut: [Bool]

        init(own: [KeyHint], reserved: [KeyHint]) {
            func forms(_ h: KeyHint) -> [KeyHint] {
                let first = HintBarFit.shortened(h)
                return [h, first, HintBarFit.abbreviated(first)]
            }
            self.own = own.map(forms)
            self.reserved = reserved.map(forms)
            ownWidths = self.own.map { $0.map(HintBarFit.width) }
            reservedWidths = self.reserved.map { $0.map(HintBarFit.width) }
            isWayOut = own.map { $0.keys.hasPrefix("Esc") }
        }

        /// The hints for `room` cells: titles shorten one hint at a time from the end — to their
        /// first word, then to their abbreviation — the system's after the app's and the way out
        /// last; then the system's window-mode key goes, then the app's hints from the end.
        func fit(room: Int) -> [KeyHint] {
            // Each hint's form (0 whole, 1 first word, 2 abbreviated; -1 dropped), `own`'s first:
            // one array, as this runs for every new width.
            let n = own.count
            var form = [Int](repeating: 0, count: n + reserved.count)
            func width(_ i: Int) -> Int { i < n ? ownWidths[i][form[i]] : reservedWidths[i - n][form[i]] }
            var total = 0
            for i in form.indices { total += width(i) }
            func hints() -> [KeyHint] {
                var kept: [KeyHint] = []
                kept.reserveCapacity(form.count)
                for i in form.indices where form[i] >= 0 { kept.append(i < n ? own[i][form[i]] : reserved[i - n][form[i]]) }
                return kept
            }
            func shorten(_ i: Int, to f: Int) {
                total -= width(i)
                form[i] = f
                total += width(i)
            }
            if total <= room { return hints() }
            for f in 1...2 {
                for i in (0..<n).reversed() where !isWayOut[i] {
                    shorten(i, to: f)
                    if total <= room { return hints() }
                }
                for i in (n..<form.count).reversed() {
                    shorten(i, to: f)
                    if total <= room { return hints() }
                }
            }
            for f in 1...2 {
                for i in 0..<n where isWayOut[i] { shorten(i, to: f) }
                if total <= room { return hints() }
            }
            // Then hints go: the system's window-mode key first (what is on screen matters more,
            // and F1 lists it), then the others from the end. The way out stays, and help and quit
            // (the last two of the system's): a new person learns the key map from them.
            var first = n
            while form.count - first > 2 {
                total -= width(first)
                form[first] = -1
                first += 1
                if total <= room { return hints() }
            }
            while let last = (0..<n).last(where: { form[$0] >= 0 && !isWayOut[$0] }) {
                total -= width(last)
                form[last] = -1
                if total <= room { return hints() }
            }
            return hints()
        }
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
