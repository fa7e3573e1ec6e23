/// Where a tape's run puts its cast and text frames as they are made (`TapeRunner.stream`).
/// `scenery record` writes them to temporary files beside the outputs and renames them when the
/// run succeeded, so a failed run writes nothing and a long tape needs no more memory than a
/// short one.
public protocol TapeOutputStream: AnyObject {
    /// The next piece of the cast (the header first).
    func cast(_ chunk: String) throws
    /// The text frame after a visible command; `text` makes it, and is called only by a
    /// stream with a text output (a frame's text costs about as much as drawing it).
    func frame(_ text: () -> String) throws
}
