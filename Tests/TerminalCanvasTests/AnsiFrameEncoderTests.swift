import Testing
@testable import TerminalCanvas

/// The encoder for a live terminal: what it leaves out or degrades must be what the terminal
/// cannot show, and where widths may differ it must never trust the cursor.
@Suite("ANSI frames for a live terminal")
struct AnsiFrameEncoderTests {
    let esc = "\u{1b}"

    /// A frame with every kind of style, to compare two ways of encoding it.
    func styledCanvas() -> Canvas {
        var canvas = Canvas(size: Size(width: 24, height: 4))
        canvas.drawText("grey on tint", x: 0, y: 0, style: Style(foreground: .indexed(244), background: .indexed(236)))
        canvas.drawText("orange italic", x: 0, y: 1, style: Style(foreground: .rgb(255, 135, 0), attributes: [.italic, .bold]))
        canvas.drawText("bright", x: 0, y: 2, style: Style(foreground: .brightWhite, background: .ansi(12)))
        canvas.drawText("dim under", x: 3, y: 3, style: Style(foreground: .ansi(8), attributes: [.dim, .underline]))
        return canvas
    }

    @Test("On 8 colours without italics, a frame is encoded as if its styles had been degraded first")
    func degradedLikeTheStyles() {
        let terminal = AnsiFrameEncoder.Terminal(colorDepth: .ansi8, attributes: [.bold, .dim, .reverse, .underline],
                                                 erasesWithBackground: true, sharesWidths: true)
        var live = AnsiFrameEncoder(terminal: terminal)
        let canvas = styledCanvas()
        var degraded = canvas
        degraded.restyle(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)) {
            var s = $0.degraded(to: .ansi8)
            s.attributes.remove(.italic)
            return s
        }
        var recording = AnsiFrameEncoder()
        let bytes = live.encode(canvas)
        #expect(bytes == recording.encode(degraded))
        #expect(!bytes.contains("38;") && !bytes.contains("48;"), "no 256 or true colour on an 8-colour terminal")
        #expect(!bytes.contains(";3m") && !bytes.contains("[3m") && !bytes.contains(";3;"), "no italics where terminfo has none")
    }

    @Test("Without background erase, a tinted blank tail is written, a plain one erased")
    func eraseNeedsBackgroundErase() {
        let terminal = AnsiFrameEncoder.Terminal(colorDepth: .indexed256, attributes: [.bold], erasesWithBackground: false, sharesWidths: true)
        var canvas = Canvas(size: Size(width: 12, height: 2))
        canvas.drawText("x", x: 0, y: 0)
        canvas.fill(Rect(x: 1, y: 0, width: 11, height: 1), with: " ", style: Style(background: .indexed(236)))
        canvas.drawText("y", x: 0, y: 1)
        var before = Canvas(size: canvas.size)
        before.drawText("long enough text", x: 0, y: 0)
        before.drawText("long enough text", x: 0, y: 1)
        var live = AnsiFrameEncoder(terminal: terminal)
        _ = live.encode(before)
        let bytes = live.encode(canvas)
        #expect(bytes.contains("\(esc)[48;5;236m           "), "eleven tinted blanks written out: \(bytes.debugDescription)")
        #expect(bytes.hasSuffix("y\(esc)[K"), "the plain tail is erased: \(bytes.debugDescription)")
        var recording = AnsiFrameEncoder()
        _ = recording.encode(before)
        #expect(recording.encode(canvas).components(separatedBy: "\(esc)[K").count == 3, "with background erase both tails are erased")
    }

    @Test("Where widths may differ, the cursor is placed again after every glyph that is not surely narrow")
    func widthsMayDiffer() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        canvas.drawText("日本xyz", x: 0, y: 0)
        var live = AnsiFrameEncoder(terminal: AnsiFrameEncoder.Terminal(colorDepth: .trueColor, attributes: [], erasesWithBackground: true,
                                                                        sharesWidths: false))
        #expect(live.encode(canvas) == "\(esc)[0m\(esc)[2J\(esc)[H日\(esc)[1;3H本\(esc)[1;5Hxyz")
        var recording = AnsiFrameEncoder()
        #expect(recording.encode(canvas) == "\(esc)[0m\(esc)[2J\(esc)[H日本xyz")
    }
}
