/// The terminal's background colour (OSC 11), for the appearance: a light background means a
/// light terminal. The live front asks once at start; the answer comes as typed bytes whenever
/// the terminal sends it (or never: tmux before 3.3, the Linux console), is taken out of the
/// input, and tells the simulator — a terminal that does not answer keeps `COLORFGBG`'s word or
/// the default. An answer split over two reads is dropped by the key decoder (it swallows every
/// OSC string) rather than typed.
public enum TerminalBackground {
    /// OSC 11 with `?`: "what is your background colour", ended by ST.
    static let query = "\u{1b}]11;?\u{1b}\\"
    private static let answerStart = Array("\u{1b}]11;rgb:".utf8)

    /// Whether to ask: the same terminals as the synchronized-output query (the Linux console
    /// and GNU screen print what they do not know; tmux passes it on or answers itself).
    static func shouldAsk(term: String, environment: [String: String]) -> Bool {
        SynchronizedOutput.shouldAsk(term: term, environment: environment)
    }

    /// Takes the terminal's answer (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB` then BEL or ESC `\`) out of
    /// the bytes typed: whether the background is light, or nil when no whole answer is there
    /// (the bytes are then left as they were).
    public static func takeAnswer(from bytes: inout [UInt8]) -> Bool? {
        // A `]` first, as `SynchronizedOutput.takeAnswer` looks for its `?`: every batch of typed bytes comes here.
        guard bytes.contains(UInt8(ascii: "]")), let start = bytes.firstRange(of: answerStart) else { return nil }
        var i = start.upperBound
        var channels: [Double] = []
        while channels.count < 3 {
            var value = 0, digits = 0
            while i < bytes.count, let d = hexDigit(bytes[i]), digits < 4 {
                value = value * 16 + d
                digits += 1
                i += 1
            }
            guard digits > 0 else { return nil }
            channels.append(Double(value) / Double((1 << (4 * digits)) - 1))
            if channels.count < 3 {
                guard i < bytes.count, bytes[i] == UInt8(ascii: "/") else { return nil }
                i += 1
            }
        }
        // The end: BEL, or ST (ESC \).
        if i < bytes.count, bytes[i] == 0x07 {
            bytes.removeSubrange(start.lowerBound...i)
        } else if i + 1 < bytes.count, bytes[i] == 0x1b, bytes[i + 1] == UInt8(ascii: "\\") {
            bytes.removeSubrange(start.lowerBound...(i + 1))
        } else {
            return nil
        }
        return isLight(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// A background is light when its perceived brightness (ITU-R BT.601 weights) is over half:
    /// white, Solarized Light's base3 and a pale grey are; black and Solarized Dark's base03 are not.
    public static func isLight(red: Double, green: Double, blue: Double) -> Bool {
        0.299 * red + 0.587 * green + 0.114 * blue > 0.5
    }

    private static func hexDigit(_ b: UInt8) -> Int? {
        switch b {
        case 0x30...0x39: Int(b - 0x30)
        case 0x41...0x46: Int(b - 0x41 + 10)
        case 0x61...0x66: Int(b - 0x61 + 10)
        default: nil
        }
    }
}
