// Bridges for code written against 0.1.0, kept for one minor version (CHANGELOG.md).
import TerminalCanvas

// `TerminalRecorder`, `FileOutput` and `StandardError` moved to SceneryEvents after 0.2.0, beside
// `Engine`; importing CursesFront still brings them, as it brings the events its API speaks.
@_exported import SceneryEvents


extension HeadlessScreen {
    /// 0.1.0's headless screen. Frames are now drawn as the live front draws them on `term`
    /// (ANSI where its terminfo speaks ANSI), which never scrolls a region, so `scrolling` has
    /// nothing left to choose.
    @available(*, deprecated, renamed: "init(size:term:drawing:)", message: "scrolling no longer applies: frames never scroll a region")
    public convenience init(size: Size, term: String = "xterm-256color", scrolling: Bool) throws {
        try self.init(size: size, term: term, drawing: nil)
    }
}
