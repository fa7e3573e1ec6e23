/// The hint bar's abbreviations, as htop's and mc's bars have them (`RenMov`, `PullDn`): when
/// a narrow bar has cut every title to its first word and still lacks room, each hint shows
/// its action's abbreviation before any hint is dropped, so a key is never shown without a word.
extension KeyAction {
    /// The abbreviation made from a title: its first word when that is five letters or fewer;
    /// else the bar's own word for it (`windows` → `wins`, `inspector` → `insp`); else the first
    /// four letters.
    public static func abbreviation(of title: String) -> String {
        let word = title.split(separator: " ").first.map(String.init) ?? title
        if word.count <= 5 { return word }
        return glossary[word.lowercased()] ?? String(word.prefix(4))
    }

    /// Words of the built-in and demo titles whose first four letters read badly.
    static let glossary: [String: String] = [
        "windows": "wins", "columns": "cols", "minimize": "min", "arrange": "arr", "environment": "env",
        "choose": "pick", "cancel": "cncl", "delete": "del", "previous": "prev", "inspector": "insp",
        "reorder": "ordr", "headers": "hdrs", "sidebar": "side", "sidebars": "side", "traits": "trts",
        "display": "disp", "rotate": "rot", "thirds": "3rds", "quarters": "4ths", "halves": "half",
        "two-thirds": "2/3", "preferred": "pref", "separator": "sep", "restore": "rest", "search": "srch",
        "show/hide": "hide", "details": "dtls", "bottom": "bot", "desktop": "desk", "window": "win", "scroll": "scrl",
    ]
}
