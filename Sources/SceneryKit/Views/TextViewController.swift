import TerminalCanvas

/// Read-only text that wraps to its width and scrolls with the arrows, like a
/// non-editable `UITextView`. An optional header block is drawn above the body: each label
/// beside its value, or at the accessibility text sizes above it (the value on its own line),
/// as UIKit stacks a label–value pair when the text grows.
open class TextViewController: ViewController {
    /// Lines drawn first, each as a label/value pair (`From:`, `Subject:`).
    public var header: [(label: String, value: String)] {
        didSet { scrollOffset = 0; headerLines = nil; displayVersion &+= 1 }
    }
    /// The text; setting it scrolls back to the top.
    public var body: String {
        didSet { scrollOffset = 0; wrapped = nil; wrapCache = [:]; displayVersion &+= 1 }
    }
    /// The body wrapped at the last width: wrapping is the costly part of a frame, and most
    /// frames (a key in another column, a separator moving elsewhere) keep the width.
    private var wrapped: (width: Int, lines: [String])?
    /// The body wrapped at each width met since it last changed (up to `wrapCacheLimit`): a
    /// window dragged back and forth, or a terminal resized, meets the same widths again.
    private var wrapCache: [Int: [String]] = [:]
    private static let wrapCacheLimit = 256
    /// The header as drawn (labels right-aligned, or stacked over their values), made when the
    /// header or the stacking changes.
    private var headerLines: HeaderLines?
    private struct HeaderLines { let stacked: Bool, rtl: Bool; let lines: [String]; let isSubject: [Bool] }
    /// Whether the header's pairs stack: at the accessibility text sizes.
    private var stacksHeader: Bool { traitCollection.preferredContentSizeCategory.isAccessibilityCategory }
    /// Lays the text out in the readable-content guide (at most 84 columns, centred) rather than
    /// the whole width, as long-form text in UIKit follows `readableContentGuide`.
    public var followsReadableWidth = false {
        didSet { wrapped = nil; wrapCache = [:]; displayVersion &+= 1 }
    }
    /// Shown centred when there is no body (`No Message Selected`).
    public var placeholder: String {
        didSet { displayVersion &+= 1 }
    }
    /// The first line shown.
    public private(set) var scrollOffset = 0 {
        didSet { if scrollOffset != oldValue { displayVersion &+= 1 } }
    }
    private var lastLineCount = 0
    private var lastHeight = 1

    /// A text view titled `title`, with a header of label/value pairs, `body`, and a placeholder while empty.
    public init(title: String, header: [(label: String, value: String)] = [], body: String = "",
                placeholder: String = "") {
        self.header = header; self.body = body; self.placeholder = placeholder
        super.init(title: title)
    }

    /// The text's column: a two-column inset, as UITextView's textContainerInset; then the
    /// readable guide, only where the readable width is the limit.
    private func textColumn(in rect: Rect) -> Rect {
        var inner = rect.inset(left: 2, right: 2)
        if followsReadableWidth {
            let guides = layoutGuides(in: rect), readable = guides.readableContent
            if readable.width < guides.margins.width {
                inner = Rect(x: readable.x, y: inner.y, width: readable.width, height: inner.height)
            }
        }
        return inner
    }

    /// Wraps the body for the column and clamps the scroll position: what the keys and the
    /// wheel then act on.
    open override func layout(in rect: Rect) {
        guard rect.width > 2, rect.height > 0 else { return }
        let width = max(1, textColumn(in: rect).width)
        let header = headerLines(stacked: stacksHeader)
        if wrapped?.width != width {
            if wrapCache.count >= Self.wrapCacheLimit { wrapCache = [:] }
            let lines = wrapCache[width] ?? TextLayout.wrap(body, width: width)
            wrapCache[width] = lines
            wrapped = (width, lines)
        }
        lastLineCount = body.isEmpty && self.header.isEmpty ? 0
            : header.lines.count + (header.lines.isEmpty || body.isEmpty ? 0 : 1) + (body.isEmpty ? 0 : wrapped?.lines.count ?? 0)
        lastHeight = rect.height
        scrollOffset = max(0, min(scrollOffset, lastLineCount - rect.height))
    }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        guard rect.width > 2, rect.height > 0 else { return }
        let inner = textColumn(in: rect)
        if body.isEmpty && header.isEmpty {
            let y = rect.y + rect.height / 2
            canvas.drawField(placeholder, x: rect.x, y: y, width: rect.width,
                             style: context.theme.secondaryText, alignment: .center)
            return
        }
        // Only the rows in view are looked up: the header, its rule, then the wrapped body.
        let headerLines = headerLines(stacked: stacksHeader), header = headerLines.lines
        let body = self.body.isEmpty ? [] : wrapped?.lines ?? []
        // The rule sets the header apart from a body: with no body there is nothing to set apart.
        let ruleCount = header.isEmpty || body.isEmpty ? 0 : 1
        let count = header.count + ruleCount + body.count
        let scrollOffset = max(0, min(self.scrollOffset, count - rect.height))
        // Text takes the natural alignment: the trailing edge in right-to-left.
        let rtl = isRightToLeft
        func x(_ line: String) -> Int { rtl ? inner.maxX - min(inner.width, DisplayWidth.of(line)) : inner.x }
        for row in 0..<rect.height {
            let i = scrollOffset + row, y = rect.y + row
            if i < header.count {
                let style = headerLines.isSubject[i] ? .bold : context.theme.secondaryText
                canvas.drawText(header[i], x: x(header[i]), y: y, style: style, maxWidth: inner.width)
            } else if i < header.count + ruleCount {
                canvas.drawHLine(x: inner.x, y: y, length: max(0, inner.width), glyph: canvas.symbol("─", ascii: "-"), style: context.theme.separator)
            } else if i < count {
                let line = body[i - header.count - ruleCount]
                canvas.drawText(line, x: x(line), y: y, style: .plain, maxWidth: inner.width)
            } else {
                break
            }
        }
    }

    /// The header's lines, kept while the header and the stacking stay: labels right-aligned
    /// beside their values, or each label on a line and its value under it, indented from
    /// the leading edge.
    private func headerLines(stacked: Bool) -> HeaderLines {
        let rtl = isRightToLeft
        if let kept = headerLines, kept.stacked == stacked, kept.rtl == rtl { return kept }
        var lines: [String] = [], isSubject: [Bool] = []
        let labelWidth = header.map { DisplayWidth.of($0.label) }.max() ?? 0
        for (label, value) in header {
            if stacked {
                lines += [label, rtl ? value + "  " : "  " + value]  // indented from the leading edge
                isSubject += [false, label == "Subject:"]
            } else {
                lines.append(String(repeating: " ", count: labelWidth - DisplayWidth.of(label)) + label + " " + value)
                isSubject.append(label == "Subject:")
            }
        }
        let made = HeaderLines(stacked: stacked, rtl: rtl, lines: lines, isSubject: isSubject)
        headerLines = made
        return made
    }

    open override var keyCommands: [KeyCommand] {
        let maxOffset = max(0, lastLineCount - lastHeight)
        let scrolls = maxOffset > 0
        return [
            KeyCommand(.moveUp, title: "scroll", hinted: scrolls) { self.scrollOffset = max(0, self.scrollOffset - 1) },
            KeyCommand(.moveDown, title: "scroll", hinted: scrolls) {
                self.scrollOffset = min(maxOffset, self.scrollOffset + 1)
            },
            KeyCommand(.pageUp, hinted: false) { self.scrollOffset = max(0, self.scrollOffset - self.lastHeight) },
            KeyCommand(.pageDown, hinted: false) {
                self.scrollOffset = min(maxOffset, self.scrollOffset + self.lastHeight)
            },
            KeyCommand(.moveToTop, hinted: false) { self.scrollOffset = 0 },
            KeyCommand(.moveToBottom, hinted: false) { self.scrollOffset = maxOffset },
        ]
    }

    open override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        switch event.kind {
        case .scrollUp: scrollOffset = max(0, scrollOffset - 1); return true
        case .scrollDown: scrollOffset = min(max(0, lastLineCount - lastHeight), scrollOffset + 1); return true
        default: return false
        }
    }
}
