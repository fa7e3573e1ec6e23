import TerminalCanvas

/// The hint bar's last hints and what they were made from. Hints are a function of the
/// commands offered (each one's action, title, availability and whether it is hinted, link by
/// link, with the links' typing and modality) and the bindings; comparing those is a fraction
/// of matching every key again, which was a tenth of a resize step. What fits each room is
/// kept while the hints stay (a resize sweep meets each width on the way down and back).
struct HintBarCache {
    struct Command {
        let name: String, title: String, isAvailable: Bool, isHinted: Bool
        init(_ c: KeyCommand) { name = c.action.name; title = c.title; isAvailable = c.isAvailable; isHinted = c.isHinted }
        /// Whether `c` would be remembered as this.
        func describes(_ c: KeyCommand) -> Bool {
            isAvailable == c.isAvailable && isHinted == c.isHinted && name == c.action.name && title == c.title
        }
    }
    struct Link {
        let commands: [Command], typingHint: String?, isModal: Bool
    }
    struct Input {
        let system: [Command], chain: [Link], bindings: KeyBindings
        init(system: [KeyCommand], chain: [KeyResponder], bindings: KeyBindings) {
            self.system = system.map(Command.init)
            self.chain = chain.map { Link(commands: $0.commands.map(Command.init), typingHint: $0.typingHint, isModal: $0.isModal) }
            self.bindings = bindings
        }

        /// Whether these commands would make this input, compared in place: the hint bar asks
        /// every frame, and building an `Input` to compare allocated its arrays each time.
        func matches(system: [KeyCommand], chain: [KeyResponder], bindings: KeyBindings) -> Bool {
            guard self.system.count == system.count, self.chain.count == chain.count else { return false }
            for i in 0..<system.count where !self.system[i].describes(system[i]) { return false }
            for i in 0..<chain.count {
                let link = self.chain[i], commands = chain[i].commands
                guard link.typingHint == chain[i].typingHint, link.isModal == chain[i].isModal, link.commands.count == commands.count else { return false }
                for j in 0..<commands.count where !link.commands[j].describes(commands[j]) { return false }
            }
            return self.bindings == bindings
        }
    }
    /// What a drawn row of the bar depends on: the hints (by `version`) fitted to the width
    /// beside the badge, the message shown instead, and the bar's styles.
    struct Row: Equatable {
        let hints: Int, width: Int, badge: String?, message: String?, bar: Style, badgeStyle: Style, key: Style, scale: Double
    }
    private(set) var input: Input?
    /// Moves each time the hints are made again.
    private(set) var version = 0
    /// The hints, each title's shorter forms made and measured once (`HintBarFit.Prepared`).
    private var hints = HintBarFit.Prepared(own: [], reserved: [])
    private var fits: [Int: [KeyHint]] = [:]

    mutating func remember(_ hints: (own: [KeyHint], reserved: [KeyHint]), for input: Input) {
        self.input = input
        self.hints = HintBarFit.Prepared(own: hints.own, reserved: hints.reserved)
        version += 1
        fits = [:]
    }

    /// The hints that fit `room` cells.
    mutating func fitted(room: Int) -> [KeyHint] {
        if let hints = fits[room] { return hints }
        let hints = self.hints.fit(room: room)
        if fits.count >= 512 { fits = [:] }  // a terminal's widths, with room to spare
        fits[room] = hints
        return hints
    }
}
