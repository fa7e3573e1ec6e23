/// Text from a tape (or a file it names) as a message shows it: control characters escaped,
/// so nothing in a tape can drive the terminal, and cut to `limit` characters with the length
/// said, so a 10 MB `Type` or a 100 KB theme name is not echoed whole.
public enum TapeText {
    /// `text` escaped and cut to `limit` characters.
    public static func shown(_ text: String, limit: Int = 200) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                return out + "… (\(text.count) characters)"
            }
            if scalar.properties.generalCategory == .control || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return out
    }
}
