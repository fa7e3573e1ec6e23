import Testing
@testable import TerminalCanvas

@Suite("Canvas drawing")
struct CanvasTests {
    @Test("Text lands in cells; wide glyphs take a cell and a continuation")
    func wideGlyphs() {
        var c = Canvas(width: 10, height: 1)
        let used = c.drawText("a日b", x: 1, y: 0)
        #expect(used == 4)
        #expect(c.plainText() == " a日b")
        #expect(c[2, 0].width == 2)
        #expect(c[3, 0].isContinuation)
    }

    @Test("A wide glyph cut by the clip edge leaves a blank, never half a glyph")
    func clipEdge() {
        var c = Canvas(width: 10, height: 1)
        c.withClip(Rect(x: 0, y: 0, width: 5, height: 1)) { cc in
            cc.drawText("ab日本", x: 2, y: 0)
        }
        #expect(c.rowText(0) == "  ab      ")
        #expect(c[4, 0].grapheme == " " && c[4, 0].width == 1)
        #expect(c[5, 0] == .blank)  // outside the clip: untouched
    }

    @Test("Nothing outside the clip changes")
    func clipKeepsOutside() {
        var c = Canvas(width: 6, height: 3)
        c.fill(c.bounds, with: "x")
        c.withClip(Rect(x: 1, y: 1, width: 3, height: 1)) { cc in
            cc.fill(cc.bounds, with: "o")
            cc.drawText("HELLO", x: 0, y: 1)
        }
        #expect(c.plainText() == "xxxxxx\nxELLxx\nxxxxxx")
    }

    @Test("Overwriting half of a wide glyph blanks its other half")
    func overwriteHalf() {
        var c = Canvas(width: 6, height: 1)
        c.drawText("日本", x: 0, y: 0)
        c.drawText("x", x: 1, y: 0)   // the continuation of 日
        #expect(c.rowText(0) == " x本  ")
        c.drawText("y", x: 2, y: 0)   // the head of 本
        #expect(c.rowText(0) == " xy   ")
        #expect(c[3, 0].width == 1)
    }

    @Test("Truncation ends with an ellipsis and respects display width")
    func truncation() {
        #expect(TextLayout.truncate("Hello world", to: 5) == "Hell…")
        #expect(TextLayout.truncate("Hello", to: 5) == "Hello")
        #expect(TextLayout.truncate("日本語テキスト", to: 6) == "日本…")
        #expect(TextLayout.truncate("Hello world", to: 5, unicode: false) == "Hell~")
        var c = Canvas(width: 8, height: 1)
        c.drawText("Mailboxes", x: 0, y: 0, maxWidth: 6)
        #expect(c.plainText() == "Mailb…")
    }

    @Test("Wrapping breaks at spaces and splits words longer than a line")
    func wrapping() {
        #expect(TextLayout.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("a\n\nb", width: 4) == ["a", "", "b"])
    }

    @Test("Boxes in each line style", arguments: [
        (BoxStyle.light, "┌──┐\n│  │\n└──┘"), (.heavy, "┏━━┓\n┃  ┃\n┗━━┛"),
        (.rounded, "╭──╮\n│  │\n╰──╯"), (.double, "╔══╗\n║  ║\n╚══╝"), (.ascii, "+--+\n|  |\n+--+"),
    ])
    func boxes(style: BoxStyle, expected: String) {
        var c = Canvas(width: 4, height: 3)
        c.drawBox(c.bounds, style: style)
        #expect(c.plainText() == expected)
    }

    @Test("Without a UTF-8 locale, every box style falls back to ASCII")
    func asciiFallback() {
        var c = Canvas(width: 4, height: 3, unicode: false)
        c.drawBox(c.bounds, style: .rounded)
        #expect(c.plainText() == "+--+\n|  |\n+--+")
        #expect(c.symbol("●", ascii: "o") == "o")
    }

    @Test("The plain-text dump trims trailing blanks and skips continuations")
    func plainText() {
        var c = Canvas(width: 8, height: 2)
        c.drawText("日x", x: 0, y: 1)
        #expect(c.plainText() == "\n日x")
    }

    @Test("Styles degrade to what the terminal shows")
    func degrade() {
        let orange = Color.rgb(255, 135, 0)
        #expect(orange.degraded(to: .trueColor) == orange)
        #expect(orange.degraded(to: .indexed256) == .indexed(208))
        #expect(Color.rgb(0, 0, 0).degraded(to: .indexed256) == .indexed(16))
        #expect(Color.indexed(196).degraded(to: .ansi16) == .ansi(9))
        #expect(Color.ansi(9).degraded(to: .ansi8) == .ansi(1))
        #expect(Color.red.degraded(to: .monochrome) == .default)
        let selected = Style(background: .blue).degraded(to: .monochrome)
        #expect(selected.attributes.contains(.reverse))
        #expect(ColorDepth(colors: 256) == .indexed256)
        #expect(ColorDepth(colors: 8) == .ansi8)
        #expect(ColorDepth(colors: 0) == .monochrome)
    }

    @Test("On 8 and 16 colours no text is black or grey on the default background: it is the default colour, dimmed",
          arguments: [ColorDepth.ansi8, .ansi16])
    func noBlackText(depth: ColorDepth) {
        let colours: [Color] = (0...15).map { Color.ansi(UInt8($0)) } + (16...255).map { Color.indexed(UInt8($0)) }
            + [.rgb(40, 40, 40), .rgb(128, 128, 128), .rgb(0, 0, 0)]
        for c in colours {
            let s = Style(foreground: c).degraded(to: depth)
            #expect(s.foreground != .ansi(0) && s.foreground != .ansi(8), "\(c) at \(depth) gave \(s.foreground)")
            if depth == .ansi8, case .ansi(let n) = s.foreground { #expect(n < 8, "\(c) is not one of 8 colours") }
        }
        let grey = Style(foreground: .brightBlack).degraded(to: depth)
        #expect(grey.foreground == .default && grey.attributes.contains(.dim))
        // Black text on a coloured background (the mode badge) is legible and stays.
        #expect(Style(foreground: .black, background: .yellow).degraded(to: depth).foreground == .black)
    }

    @Test("On 8 colours a grey tint becomes underline (not the focused selection's reverse); other bright backgrounds reverse video")
    func unshowableBackground() {
        let inactive = Style(background: .indexed(238)).degraded(to: .ansi8)
        let focused = Style(attributes: Attributes.reverse).degraded(to: .ansi8)
        #expect(inactive.background == .default && inactive.attributes.contains(.underline) && !inactive.attributes.contains(.reverse))
        #expect(inactive != focused, "the unfocused and focused selections look the same on 8 colours")
        let bright = Style(foreground: .brightWhite, background: .ansi(9)).degraded(to: .ansi8)
        #expect(bright.background == .default && bright.attributes.contains(.reverse) && bright.foreground == .white)
        // Blue accents are readable on black: bright blue on 16 colours, bold on 8.
        #expect(Style(foreground: .blue).degraded(to: .ansi16).foreground == .ansi(12))
        #expect(Style(foreground: .blue).degraded(to: .ansi8).attributes.contains(.bold))
        // 16 colours show a grey background as it is.
        #expect(Style(background: .brightBlack).degraded(to: .ansi16).background == .brightBlack)
        #expect(Style(background: .blue).degraded(to: .ansi8) == Style(background: .blue))
    }

    @Test("The diff reports changed spans per row, widened to keep wide glyphs whole")
    func diff() {
        var a = Canvas(width: 10, height: 3)
        a.drawText("hello", x: 0, y: 0)
        var b = a
        b.drawText("J", x: 1, y: 0)
        b.drawText("日", x: 4, y: 2)
        #expect(b.changes(from: a) == [RowChange(y: 0, x: 1, length: 1), RowChange(y: 2, x: 4, length: 2)])
        #expect(b.changes(from: b).isEmpty)
        #expect(b.changes(from: nil).count == 3)
    }
}

@Suite("ASCII mode")
struct ASCIIModeTests {
    @Test("Without UTF-8, non-ASCII text is drawn with look-alikes and keeps its width")
    func standIns() {
        var c = Canvas(width: 20, height: 1, unicode: false)
        c.drawText("Mail — A·B … ↑↓ 日x", x: 0, y: 0)
        #expect(c.plainText() == "Mail - A.B ~ ^v ? x")
        #expect(c.cells.allSatisfy { $0.grapheme.isASCII })
    }
}
