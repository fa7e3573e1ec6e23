/// The longest text a field or a view takes, so that a paste storm cannot grow one draft
/// without bound (twenty 1 MB pastes made a 20 MB draft whose next start drew ~40× later).
/// UIKit leaves limits to apps; SceneryKit gives every field and view one, which an app may
/// raise or lower (`maximumLength`, nil for none). A paste that would pass it is refused whole,
/// with a message on the hint bar; text set from code (a restored draft) is cut to it.
public enum TextLimits {
    /// A `TextField`'s default `maximumLength`: a line of a form, a long pasted link.
    public static let fieldDefault = 10_000
    /// A `TextView`'s default `maximumLength`: a long letter, drawn at once.
    public static let viewDefault = 100_000

    /// The message a refused paste leaves on the hint bar.
    static func refusal(pasted: Int, room: Int, limit: Int) -> String {
        "Paste refused: \(pasted) characters, and this text takes \(room) more (at most \(limit)); paste less, or raise its maximumLength"
    }
}

extension ViewController {
    /// Leaves a one-line message on the hint bar after the event being handled (a refused paste).
    func postNotice(_ text: String) {
        windowScene?.postNotice(text)
    }
}
