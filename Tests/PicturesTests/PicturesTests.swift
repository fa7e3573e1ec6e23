import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TerminalCanvas
@testable import Pictures

/// Pictures from frames: SVG structure and text, PNG pixels (and a reviewed golden), GIF frames
/// and delays, the same bytes every run, and the message when a font is missing.
@Suite("Pictures")
struct PicturesTests {
    /// A small frame with what pictures must get right: colours, a box, a wide glyph, bold.
    static func sample() -> Canvas {
        var c = Canvas(size: Size(width: 20, height: 4))
        c.drawBox(Rect(x: 0, y: 0, width: 20, height: 4), style: .rounded, lineStyle: .plain)
        c.drawText("Hi 日本", x: 2, y: 1, style: Style(foreground: .red))
        c.drawText("ok", x: 12, y: 1, style: Style(foreground: .black, background: .yellow, attributes: .bold))
        c.drawText("<&>", x: 2, y: 2, style: .plain)
        return c
    }

    final class XMLCheck: NSObject, XMLParserDelegate {
        var texts: [String] = [], current = "", inText = false, elements = 0
        func parser(_ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            elements += 1
            if e == "text" { inText = true; current = "" }
        }
        func parser(_ p: XMLParser, foundCharacters s: String) { if inText { current += s } }
        func parser(_ p: XMLParser, didEndElement e: String, namespaceURI: String?, qualifiedName: String?) {
            if e == "text" { texts.append(current); inText = false }
        }
    }

    @Test("An SVG still is well-formed XML with the frame's text as text, its colours, and box drawing as shapes")
    func svgStill() throws {
        let svg = SVGWriter.still(Self.sample())
        let check = XMLCheck()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = check
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(check.texts.contains("Hi") && check.texts.contains("日") && check.texts.contains("<&>"))
        #expect(!check.texts.joined().contains("─"), "box drawing is drawn, not typed")
        let theme = PictureTheme.standard
        #expect(svg.contains("fill=\"\(theme.ansi[1].hex)\""), "red text")
        #expect(svg.contains("fill=\"\(theme.ansi[3].hex)\""), "the yellow background")
        #expect(svg.contains("font-weight=\"bold\""))
        // A wide glyph takes two cells: its text is stretched over 18 px at 9 px a cell (16 px DejaVu Sans Mono).
        #expect(svg.contains("textLength=\"18\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(theme.ansi[1].hex)\">日</text>"))
    }

    @Test("An animated SVG shows each frame in turn on one timeline and defines each row once")
    func svgAnimated() throws {
        var w = SVGWriter()
        var frame = Self.sample()
        w.add(frame, at: 0)
        frame.drawText("X", x: 5, y: 2, style: .plain)
        w.add(frame, at: 1)
        w.add(frame, at: 1.5)  // the same frame again: not a frame of its own
        frame.drawText("Y", x: 6, y: 2, style: .plain)
        w.add(frame, at: 2)
        let svg = w.finish(duration: 4)
        #expect(svg.components(separatedBy: "<g class=\"f f").count - 1 == 3)
        #expect(svg.contains("@keyframes k1{0%{visibility:hidden}25%{visibility:visible}50%{visibility:hidden}}"))
        #expect(svg.contains(".f2{animation:k2 4s step-end infinite}"))
        #expect(svg.components(separatedBy: "<g id=\"r").count - 1 == 4 + 2, "four rows, then one new row per changed frame")
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }

    @Test("Resizes: the picture is the largest frame; with followsSize each frame has its own terminal rectangle")
    func followSize() {
        var o = PictureOptions()
        var w = SVGWriter(options: o)
        w.add(Canvas(size: Size(width: 30, height: 4)), at: 0)
        w.add(Canvas(size: Size(width: 10, height: 4)), at: 1)
        let plain = w.finish(duration: 2)
        #expect(plain.contains("width=\"290\" height=\"96\""), "30 cells of 9×19 px and 10 px padding each side")
        #expect(plain.components(separatedBy: "<rect x=\"0\" y=\"0\" width=").count - 1 == 1, "one terminal rectangle")
        o.followsSize = true
        var f = SVGWriter(options: o)
        f.add(Canvas(size: Size(width: 30, height: 4)), at: 0)
        f.add(Canvas(size: Size(width: 10, height: 4)), at: 1)
        let follows = f.finish(duration: 2)
        #expect(follows.contains("width=\"290\" height=\"96\" viewBox"))
        #expect(follows.contains("<rect x=\"0\" y=\"0\" width=\"290\"") && follows.contains("<rect x=\"0\" y=\"0\" width=\"110\""))
    }

    @Test("A PNG has the theme's colours where the frame has them and is the same bytes every time; a reviewed golden")
    func png() throws {
        let options = PictureOptions()
        let image = try RasterImage(cells: Size(width: 20, height: 4), options: options)
        image.draw(Self.sample())
        let (ox, oy) = options.origin, cw = options.cellWidth, ch = options.cellHeight
        let theme = options.theme
        // Inside the yellow cell but away from its glyph's strokes: the corner pixel.
        #expect(image.pixel(ox + 12 * cw, oy + ch) == theme.ansi[3])
        // The box's top line crosses the middle of the first row's cells.
        #expect(image.pixel(ox + 5 * cw, oy + ch / 2) == theme.foreground)
        #expect(image.pixel(ox + 5 * cw, oy + 2) == theme.background)
        let bytes = try PNGWriter.encode(width: image.width, height: image.height, rgb: image.pixels)
        let again = try RasterImage(cells: Size(width: 20, height: 4), options: options)
        again.draw(Self.sample())
        #expect(try PNGWriter.encode(width: again.width, height: again.height, rgb: again.pixels) == bytes)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/sample.png")
        if ProcessInfo.processInfo.environment["SCENERY_RECORD_GOLDENS"] == "1" {
            try bytes.write(to: golden)
            Issue.record("recorded Goldens/sample.png: look at it, then run the tests without SCENERY_RECORD_GOLDENS")
        } else {
            #expect(try Data(contentsOf: golden) == bytes, "sample.png differs (record with SCENERY_RECORD_GOLDENS=1, then look at it)")
        }
    }

    /// Each image's delay (centiseconds) and rectangle, read from a GIF's blocks.
    static func gifFrames(_ data: [UInt8]) -> [(delay: Int, x: Int, y: Int, w: Int, h: Int)] {
        var i = 13, delay = 0
        var out: [(Int, Int, Int, Int, Int)] = []
        func u16(_ at: Int) -> Int { Int(data[at]) | Int(data[at + 1]) << 8 }
        func skipSubBlocks() { while data[i] != 0 { i += Int(data[i]) + 1 }; i += 1 }
        while i < data.count {
            switch data[i] {
            case 0x21:
                if data[i + 1] == 0xF9 { delay = u16(i + 4) }
                i += 2
                skipSubBlocks()
            case 0x2C:
                out.append((delay, u16(i + 1), u16(i + 3), u16(i + 5), u16(i + 7)))
                let packed = data[i + 9]
                i += 10
                if packed & 0x80 != 0 { i += 3 << Int((packed & 7) + 1) }
                i += 1  // LZW minimum code size
                skipSubBlocks()
            default:
                return out
            }
        }
        return out
    }

    @Test("A GIF has a frame per change, only the changed rectangle after the first, and delays from the timing")
    func gif() throws {
        let path = NSTemporaryDirectory() + "scenery-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let options = PictureOptions()
        let image = try RasterImage(cells: Size(width: 20, height: 4), options: options)
        let gif = try GIFWriter(path: path, width: image.width, height: image.height)
        var frame = Self.sample()
        image.draw(frame)
        try gif.add(image, rect: (0, 0, image.width, image.height), at: 0)
        frame.drawText("Z", x: 5, y: 2, style: .plain)
        image.draw(frame)
        try gif.add(image, rect: try #require(image.lastChange), at: 0.5)
        try gif.finish(duration: 2)
        let frames = Self.gifFrames(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        try #require(frames.count == 2)
        #expect(frames.map(\.delay) == [50, 150])
        #expect(frames[1].w == options.cellWidth && frames[1].h == options.cellHeight, "one cell changed")
        #expect(frames[1].x == options.origin.x + 5 * options.cellWidth)
    }

    @Test("A missing font is a message naming the package")
    func missingFont() {
        do {
            _ = try GlyphRasterizer(fontSize: 16, cellHeight: 20, fonts: ("/nonexistent/Mono.ttf", "/nonexistent/Bold.ttf", "/x"))
            Issue.record("no error")
        } catch {
            #expect("\(error)" == "the font /nonexistent/Mono.ttf is missing; install it with: apt-get install fonts-dejavu-core")
        }
    }

    @Test("Themes: the shipped ones by name, VHS's JSON form, reverse and dim")
    func themes() {
        #expect(Array(PictureTheme.builtIn.map(\.name).prefix(3)) == ["default", "light", "dark-high-contrast"])
        for name in ["Dracula", "Dracula+", "Catppuccin Mocha", "nord", "Builtin Solarized Dark", "GruvboxDark", "TokyoNight", "tokyonight", "OneDark"] {
            #expect(PictureTheme.named(name) != nil, "\(name) ships")
        }
        #expect(PictureTheme.named("Dracula")?.background == RGB(hex: "#1e1f29"), "VHS's Dracula")
        // The default's secondary text (bright black) is readable on its background: WCAG 4.5:1 at least.
        func luminance(_ c: RGB) -> Double {
            func l(_ v: UInt8) -> Double { let s = Double(v) / 255; return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4) }
            return 0.2126 * l(c.r) + 0.7152 * l(c.g) + 0.0722 * l(c.b)
        }
        let std = PictureTheme.standard
        #expect((luminance(std.ansi[8]) + 0.05) / (luminance(std.background) + 0.05) >= 4.5)
        let t = PictureTheme.json(##"{"name": "Mine", "background": "#101010", "foreground": "#f0f0f0", "purple": "#aa00aa"}"##)
        #expect(t?.background == RGB(16, 16, 16) && t?.ansi[5] == RGB(0xaa, 0, 0xaa))
        let light = PictureTheme.light
        #expect(light.colors(of: Style(attributes: .reverse)) == (light.background, light.foreground))
        #expect(light.colors(of: Style(attributes: .dim)).foreground != light.foreground)
    }
}
