/// Synchronized output (DEC private mode 2026): a terminal that has it shows what arrives between
/// `CSI ?2026h` and `CSI ?2026l` at once, so a large frame (a repaint after a resize, more than a
/// pty carries in one read) is never seen half drawn. The live front asks (DECRQM) at start and
/// wraps its frames only when the terminal answers that it has the mode.
enum SynchronizedOutput {
    /// DECRQM for mode 2026; the answer (DECRPM) is `CSI ?2026;Ps$y`, 1 or 2 when the terminal has it.
    static let query = "\u{1b}[?2026$p"
    static let begin = Array("\u{1b}[?2026h".utf8), end = Array("\u{1b}[?2026l".utf8)
    private static let answerStart = Array("\u{1b}[?2026;".utf8)

    /// Whether to ask at all: the Linux console's parser knows no intermediate bytes and would
    /// print the query's `p`, and GNU screen's may too; tmux (TERM=screen with `TMUX` set) and
    /// every other ANSI terminal ignore a query they do not know.
    static func shouldAsk(term: String, environment: [String: String]) -> Bool {
        if term.hasPrefix("linux") { return false }
        if term.hasPrefix("screen") { return environment["TMUX"] != nil }
        return true
    }

    /// Takes the terminal's answer out of the bytes typed: true when it has the mode, false when
    /// it said it has not, nil when no whole answer is there (the bytes are then left as they were).
    static func takeAnswer(from bytes: inout [UInt8]) -> Bool? {
        // Every batch of typed bytes comes here: a `?` is looked for before the whole sequence
        // (a generic search cost about 1% of a live key step; arrows and letters have none).
        guard bytes.contains(UInt8(ascii: "?")), let start = bytes.firstRange(of: answerStart) else { return nil }
        var i = start.upperBound, value = 0, digits = 0
        while i < bytes.count, (0x30...0x39).contains(bytes[i]) {
            value = value * 10 + Int(bytes[i] - 0x30)
            i += 1
            digits += 1
        }
        guard digits > 0, i + 1 < bytes.count, bytes[i] == UInt8(ascii: "$"), bytes[i + 1] == UInt8(ascii: "y") else { return nil }
        bytes.removeSubrange(start.lowerBound...(i + 1))
        return value == 1 || value == 2
    }
}
