import TerminalCanvas

/// The hint bar on the bottom row: a mode's badge, then the keys the responder chain answers
/// now, drawn from the same key commands the keys run (so a key shown is a key that works).
///
/// It follows the simulator's text size (`--text-size`, the environment panel for the whole
/// simulator) as the rest of the system's text does: larger than the default, each hint costs
/// `layoutScale` times its cells, so fewer words fit (titles shorten, then hints go) and the
/// ones shown spread over the row; smaller text never makes the row wider than the terminal.
extension DesktopShell {
    /// What a cell of the hint bar's text costs at the simulator's text size: 1 up to `.large`.
    var hintBarScale: Double {
        guard let c = system.environment.preferredContentSizeCategory, c > .large else { return 1 }
        return c.layoutScale
    }

    /// With `last` (the last frame of `desktop`, the same size), a row drawn from the same hints,
    /// badge, message and styles as the row `desktop` noted for that frame is copied from it, so
    /// that a front compares nothing there.
    func drawHintBar(in canvas: inout Canvas, theme: Theme, reusing last: Canvas? = nil, on desktop: Desktop? = nil) {
        let y = canvas.height - 1
        let badge = modes.lazy.compactMap(\.badge).last, message = statusMessage
        let start = 1 + (badge.map { DisplayWidth.of($0) + 1 } ?? 0)
        let scale = hintBarScale
        let hints = message == nil ? fittedHints(room: Int(Double(canvas.width - start) / scale), keepingChainFor: desktop) : []
        let cache = system.frameCache
        let row = HintBarCache.Row(hints: cache.hintBar.version, width: canvas.width, badge: badge, message: message,
                                   bar: theme.hintBar, badgeStyle: theme.modeBadge, key: theme.hintKey, scale: scale)
        if let desktop {
            let cached = cache.frame(of: desktop)
            if let last, cached.hintBarRow == row {
                canvas.copy(Rect(x: 0, y: y, width: canvas.width, height: 1), from: last)
                return
            }
            cached.hintBarRow = row
        }
        canvas.fill(Rect(x: 0, y: y, width: canvas.width, height: 1), style: theme.hintBar)
        var x = 1
        if let badge {
            x += canvas.drawText(badge, x: x, y: y, style: theme.modeBadge) + 1
        }
        if let message {
            canvas.drawText(HintBarFit.message(message, room: canvas.width - x - 1), x: x, y: y, style: theme.hintBar)
            return
        }
        for hint in hints {
            if x + HintBarFit.width(hint) > canvas.width { break }
            x += canvas.drawText(hint.keys, x: x, y: y, style: theme.hintKey)
            // The spaces around the words are the bar's own fill: no string is made to draw them.
            if !hint.action.isEmpty { x += 1 + canvas.drawText(hint.action, x: x + 1, y: y, style: theme.hintBar) }
            x += 2
            // Larger text: the room the hint's words would take more of goes after it.
            if scale > 1 { x += Int((Double(HintBarFit.width(hint)) * (scale - 1)).rounded(.down)) }
        }
    }

    /// The hints that fit `room` cells: made again only when what the chain offers, the
    /// bindings or the room changed (a resize step or a tick usually changes none of them).
    /// With `desktop` (damage tracking on) the chain is kept for the next key (`FrameChain`).
    func fittedHints(room: Int, keepingChainFor desktop: Desktop? = nil) -> [KeyHint] {
        let system = systemCommands, chain = keyResponderChain()
        let cache = self.system.frameCache
        if let desktop { cache.keyChain = FrameChain(system: system, chain: chain, desktop: ObjectIdentifier(desktop), epoch: cache.epoch) }
        if cache.hintBar.input?.matches(system: system, chain: chain, bindings: keyBindings) != true {
            cache.hintBar.remember(keyHints(system: system, chain: chain), for: HintBarCache.Input(system: system, chain: chain, bindings: keyBindings))
        }
        return cache.hintBar.fitted(room: room)
    }

    /// The hint bar's items: the chain's available commands (one hint for neighbours with the
    /// same title; none for a command whose key something earlier takes), then the system's,
    /// with `reserved` the ones the bar always keeps room for.
    func keyHints() -> (own: [KeyHint], reserved: [KeyHint]) { keyHints(system: systemCommands, chain: keyResponderChain()) }

    private func keyHints(system: [KeyCommand], chain: [KeyResponder]) -> (own: [KeyHint], reserved: [KeyHint]) {
        // A hint names a key only where the walk `handleKey` takes gives that key to the hint's
        // command: one walk, asked here for each key a hint would name (when the hints are made
        // again, not every frame).
        let systemLink = KeyResponder(commands: system)
        func reaches(_ key: KeyEvent, _ place: KeyResponder.Place) -> Bool {
            if case .command(_, _, let p) = resolveKey(key, system: systemLink, chain: chain, askingFallbacks: false) { return p == place }
            return false
        }
        var hints = HintCollector(bindings: keyBindings)
        var order = Array(chain.indices)
        if chain.count > 1, let last = chain.last, last.isModal {
            // A sheet's way out comes first, so that a narrow bar keeps it when it drops the rest.
            order.insert(order.removeLast(), at: 0)
        }
        for (k, i) in order.enumerated() {
            let link = chain[i]
            if let typing = link.typingHint { hints.typing(typing) }
            for (j, c) in link.commands.enumerated() { hints.add(c) { reaches($0, KeyResponder.Place(link: i, position: j)) } }
            if link.isModal && k > 0 { break }
        }
        // The system's own hints, each by the first of its keys that reaches it.
        for (j, c) in system.enumerated() where !Self.reservedHintActions.contains(c.action) { hints.addSystem(c) { reaches($0, .system(j)) } }
        let own = hints.items
        hints.items = []
        // Help and quit always keep their room, in a mode too: they work there as everywhere.
        // (Not `F1 help` over the key map itself: there F1 closes it, and `Esc close` says so.)
        for (j, c) in system.enumerated() where Self.reservedHintActions.contains(c.action) && !(c.action == .help && isShowingHelp) {
            hints.addSystem(c) { reaches($0, .system(j)) }
        }
        return (own, hints.items)
    }
}

/// Builds hints in chain order; which commands show is the walk's answer (`reaches`).
private struct HintCollector {
    let bindings: KeyBindings
    var items: [KeyHint] = []
    /// The keys of the last hint, while the next command may share its title.
    private var lastKeys: [[KeyEvent]] = []

    init(bindings: KeyBindings) { self.bindings = bindings }

    mutating func typing(_ what: String) {
        items.append(KeyHint("type", what))
        lastKeys = []
    }

    /// A command's keys, the one it asks to be shown by (`hintKey`) first.
    private func keys(of c: KeyCommand) -> [KeyEvent] {
        var keys = bindings.keys(for: c.action)
        if let preferred = c.hintKey, let i = keys.firstIndex(where: { $0.key == preferred }) { keys.insert(keys.remove(at: i), at: 0) }
        return keys
    }

    /// A command of the chain, shown when its first key reaches it; neighbours with the same
    /// title share one hint (`↑↓ move`).
    mutating func add(_ c: KeyCommand, reaches: (KeyEvent) -> Bool) {
        guard c.isAvailable, c.isHinted else { return }
        let keys = keys(of: c)
        guard let first = keys.first, reaches(first) else { return }
        if let last = items.last, last.action == c.title, !lastKeys.isEmpty {
            lastKeys.append(keys)
            items[items.count - 1].keys = KeyLabel.hint(lastKeys)
        } else {
            lastKeys = [keys]
            items.append(KeyHint(KeyLabel.hint(lastKeys), c.title, abbreviation: c.abbreviation))
        }
    }

    /// A system command, always shown: by the first of its keys that reaches it (`?` for help
    /// where nothing types or takes it, `F1` in a text field), else by its first.
    mutating func addSystem(_ c: KeyCommand, reaches: (KeyEvent) -> Bool) {
        guard c.isAvailable, c.isHinted else { return }
        let keys = keys(of: c)
        guard let first = keys.first else { return }
        items.append(KeyHint(KeyLabel.of(keys.first(where: reaches) ?? first), c.title, abbreviation: c.abbreviation))
        lastKeys = []
    }
}
