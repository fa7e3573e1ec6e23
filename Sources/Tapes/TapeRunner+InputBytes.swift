import SceneryKit

extension TapeRunner {
    /// The bytes a terminal would send for a key (for `"i"` events): ``KeyEncoding``'s.
    static func inputBytes(_ key: KeyEvent) -> String { KeyEncoding.bytes(for: key) }
}
