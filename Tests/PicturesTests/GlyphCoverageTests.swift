import Foundation
import Testing
import TerminalCanvas
@testable import Pictures

/// Every glyph has ink: each character Scenery's own UI draws (read from its sources, so a new
/// one is covered the day it is added) and a sample of each range other programs' casts use,
/// drawn into a picture, must change pixels in its cell.
@Suite("Glyph coverage")
struct GlyphCoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The non-ASCII characters in the string and character literals of the code that draws
    /// frames (the engine, the canvas, the demo apps).
    static func uiCharacters() -> [Character] {
        var found = Set<Character>()
        for folder in ["Sources/SceneryKit", "Sources/TerminalCanvas", "Sources/DemoApps"] {
            let dir = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains(".docc/") } ?? []
            for file in files {
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    // Inside quotes only: comments and doc comments are not drawn.
                    var inString = false, escaped = false
                    for c in line {
                        if inString && !escaped && c == "\"" { inString = false; continue }
                        if !inString { if c == "\"" { inString = true }; continue }
                        escaped = !escaped && c == "\\"
                        if c.unicodeScalars.contains(where: { $0.value > 0x7E }) { found.insert(c) }
                    }
                }
            }
        }
        // Format characters and spaces draw nothing by design.
        return found.filter { c in !c.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format || $0.properties.isWhitespace } }
            .sorted { String($0) < String($1) }
    }

    /// Samples of other programs' casts: Hangul, CJK, kana, emoji, braille, blocks, arrows,
    /// symbols, box drawing, Greek and Cyrillic, a combining accent.
    static let samples: [Character] = ["한", "글", "漢", "字", "ア", "😀", "📷", "🚀", "👍", "⣿", "⠁", "⡇", "▚", "▟", "▁", "▉",
                                       "⤢", "⤡", "ⓘ", "→", "⇥", "⌘", "✓", "✗", "★", "♥", "☰", "⚠", "€", "µ", "Ω", "Ж", "╳", "┄",
                                       "e\u{301}", "ñ"]

    /// Draws each character alone in a 3×1 terminal and returns those whose cell stayed blank.
    func blank(_ characters: [Character], style: Style = .plain) throws -> [Character] {
        let options = PictureOptions()
        var blanks: [Character] = []
        for c in characters {
            var canvas = Canvas(size: Size(width: 3, height: 1))
            canvas.drawText(String(c), x: 0, y: 0, style: style)
            let image = try RasterImage(cells: canvas.size, options: options)
            image.draw(canvas)
            let (ox, oy) = options.origin, bg = options.theme.background
            let w = options.cellWidth * max(1, DisplayWidth.of(c))
            var ink = false
            for y in oy..<(oy + options.cellHeight) where !ink { for x in ox..<(ox + w) where image.pixel(x, y) != bg { ink = true; break } }
            if !ink { blanks.append(c) }
        }
        return blanks
    }

    @Test("Every character the UI draws has ink (ⓘ, ⤢, ⤡, 📷 among them)")
    func uiGlyphs() throws {
        let characters = Self.uiCharacters()
        #expect(characters.count > 40, "found \(characters.count) UI characters")
        for needed in ["ⓘ", "⤢", "⤡", "│", "●"] as [Character] { #expect(characters.contains(needed), "the scan missed \(needed)") }
        let blanks = try blank(characters)
        #expect(blanks.isEmpty, "blank cells for: \(blanks.map { "\($0) U+\(String($0.unicodeScalars.first!.value, radix: 16, uppercase: true))" })")
    }

    @Test("A sample of each range other programs draw has ink: Hangul, CJK, emoji, braille, blocks, arrows, combining marks")
    func otherPrograms() throws {
        let blanks = try blank(Self.samples)
        #expect(blanks.isEmpty, "blank cells for: \(blanks)")
        #expect(try blank(["a", "한", "😀"], style: Style(attributes: [.italic, .bold])).isEmpty)
    }

    @Test("Italic draws another face; strikethrough draws a line; a combining accent sits over its letter")
    func styles() throws {
        let options = PictureOptions()
        func picture(_ text: String, _ style: Style) throws -> RasterImage {
            var canvas = Canvas(size: Size(width: 2, height: 1))
            canvas.drawText(text, x: 0, y: 0, style: style)
            let image = try RasterImage(cells: canvas.size, options: options)
            image.draw(canvas)
            return image
        }
        func cellPixels(_ image: RasterImage) -> [RGB] {
            let (ox, oy) = options.origin
            return (oy..<(oy + options.cellHeight)).flatMap { y in (ox..<(ox + options.cellWidth)).map { image.pixel($0, y) } }
        }
        #expect(cellPixels(try picture("l", .plain)) != cellPixels(try picture("l", Style(attributes: .italic))))
        let struck = try picture(" ", Style(attributes: .strikethrough))
        let (ox, oy) = options.origin
        #expect(struck.pixel(ox + 2, oy + options.cellHeight / 2) != options.theme.background)
        // é as e + U+0301: the accent adds ink above the e's x-height.
        let plain = cellPixels(try picture("e", .plain)), accented = cellPixels(try picture("e\u{301}", .plain))
        let top = options.cellWidth * (options.cellHeight / 3)
        #expect(plain.prefix(top) != accented.prefix(top), "the accent is drawn")
    }

    @Test("A character no font has is named: the rasterizer collects it")
    func missing() throws {
        let options = PictureOptions()
        var canvas = Canvas(size: Size(width: 2, height: 1))
        canvas.drawText("\u{10FFFD}", x: 0, y: 0, style: .plain)   // a private-use character: no font has it
        let image = try RasterImage(cells: canvas.size, options: options)
        image.draw(canvas)
        #expect(image.missingCharacters == ["\u{10FFFD}"])
    }
}
