import TerminalCanvas

/// What a view shows when it has nothing to show, as `UIContentUnavailableConfiguration`: a
/// glyph, a line of text, a secondary line and a button, centred a third of the way down.
/// Set `contentUnavailableConfiguration` on a list or text view controller; nil shows the content.
public struct ContentUnavailableConfiguration {
    /// A button under the text: its title and what `Enter` or a click on it does.
    public struct Button {
        /// The button's words.
        public var title: String
        /// What it does.
        public var action: () -> Void
        /// A button titled `title`.
        public init(title: String, action: @escaping () -> Void) { self.title = title; self.action = action }
    }
    /// A glyph over the text (`✉`, `⌕`).
    public var image: String?
    /// The main line, bold.
    public var text: String?
    /// The line under it, in the secondary colour (wrapped).
    public var secondaryText: String?
    /// A button, if any.
    public var button: Button?

    /// A configuration with these parts.
    public init(image: String? = nil, text: String? = nil, secondaryText: String? = nil, button: Button? = nil) {
        self.image = image; self.text = text; self.secondaryText = secondaryText; self.button = button
    }

    /// An empty one, to fill in (UIKit's `.empty()`).
    public static func empty() -> ContentUnavailableConfiguration { ContentUnavailableConfiguration() }
    /// "No Results" for a search, with what was searched for (UIKit's `.search(text:)`).
    public static func search(text: String? = nil) -> ContentUnavailableConfiguration {
        ContentUnavailableConfiguration(image: "⌕", text: "No Results",
                                        secondaryText: text.map { "for “\($0)”" } ?? "Check the spelling or try a new search.")
    }
    /// "Loading…" (UIKit's `.loading()`).
    public static func loading() -> ContentUnavailableConfiguration { ContentUnavailableConfiguration(image: "⋯", text: "Loading…") }

    /// The button's cells when drawn in `rect` (its click region).
    func buttonRect(in rect: Rect) -> Rect? {
        guard let button else { return nil }
        let lines = self.lines(width: rect.width)
        let w = DisplayWidth.of(button.title) + 4
        return Rect(x: rect.x + max(0, (rect.width - w) / 2), y: top(of: lines.count + 2, in: rect) + lines.count + 1, width: w, height: 1)
    }

    private func lines(width: Int) -> [(String, Bool)] {
        var out: [(String, Bool)] = []
        if let image { out.append((image, false)) }
        if let text { out += TextLayout.wrap(text, width: max(1, width - 2)).map { ($0, true) } }
        if let secondaryText { out += TextLayout.wrap(secondaryText, width: max(1, width - 4)).map { ($0, false) } }
        return out
    }

    private func top(of height: Int, in rect: Rect) -> Int { rect.y + max(0, min((rect.height - height) / 3, rect.height - height)) }

    /// Draws it centred in `rect`.
    public func draw(in canvas: inout Canvas, rect: Rect, theme: Theme, isFocused: Bool) {
        let lines = self.lines(width: rect.width)
        var y = top(of: lines.count + (button == nil ? 0 : 2), in: rect)
        for (line, bold) in lines where y < rect.maxY {
            canvas.drawField(line, x: rect.x, y: y, width: rect.width, style: bold ? Style(attributes: .bold) : theme.secondaryText,
                             alignment: .center)
            y += 1
        }
        if let button, let r = buttonRect(in: rect), r.y < rect.maxY {
            canvas.drawText("[ \(button.title) ]", x: r.x, y: r.y, style: isFocused ? theme.accent.with(.reverse) : theme.accent)
        }
    }
}
