import Foundation
import Testing
import TerminalCanvas
@testable import Pictures

/// What a VHS user expects of a picture: VHS's own themes under their exact names, LoopOffset's
/// frame order, emoji sequences drawn as one picture, rounded corners drawn round.
@Suite("VHS parity in pictures")
struct VHSParityTests {
    @Test("Every VHS theme ships under its exact name, with VHS's colours; near misses get VHS's suggestions")
    func themes() throws {
        #expect(PictureTheme.vhsThemes.count == 348, "VHS's themes.json has 348")
        #expect(PictureTheme.builtIn.count == 351)
        // Names differ by case in VHS (`TokyoNight` and `tokyonight` are two palettes): exact match.
        let lower = try #require(PictureTheme.named("tokyonight")), upper = try #require(PictureTheme.named("TokyoNight"))
        #expect(lower.background == RGB(hex: "#1a1b26") && upper.background == RGB(hex: "#16161e"))
        #expect(PictureTheme.named("Dracula+")?.background != PictureTheme.named("Dracula")?.background, "Dracula+ is its own theme")
        #expect(PictureTheme.named("tokyo-night") == nil && PictureTheme.named("dracula") == nil)
        #expect(PictureTheme.suggestions(for: "tokyo-night").contains("tokyonight"))
        #expect(PictureTheme.suggestions(for: "dracula") == ["Dracula", "Dracula+"], "case ignored, one edit away")
        #expect(PictureTheme.suggestions(for: "Catppuccin Mocha Dark").contains("Catppuccin Mocha"), "a prefix")
        #expect(PictureTheme.suggestions(for: "qqqqqqqq").isEmpty)
        #expect(PictureTheme.notFoundMessage("tokyo-night").contains("did you mean \"TokyoNight\", \"tokyonight\"?"), "VHS sorts them ignoring case")
        for (old, vhs) in PictureTheme.formerNames { #expect(PictureTheme.named(vhs) != nil, "\(old) → \(vhs)") }
    }

    @Test("LoopOffset starts at the frame showing that far in and wraps the start to the end, keeping every frame's time")
    func loopOffset() {
        let frames: [(time: Double, value: String)] = [(0, "A"), (0.5, "B"), (1.5, "C")]
        func shown(_ r: [(time: Double, value: String)]) -> [String] { r.map { "\($0.value)@\($0.time)" } }
        #expect(shown(LoopOffset.rotated(frames, duration: 2, percent: 50)) == ["B@0.0", "C@0.5", "A@1.0", "B@1.5"])
        #expect(shown(LoopOffset.rotated(frames, duration: 2, percent: 75)) == ["C@0.0", "A@0.5", "B@1.0"], "a cut on a frame's start")
        #expect(shown(LoopOffset.rotated(frames, duration: 2, percent: 0)) == shown(frames))
        #expect(shown(LoopOffset.rotated(frames, duration: 2, percent: 100)) == shown(frames), "modulo 100, as VHS")
        #expect(shown(LoopOffset.rotated(frames, duration: 2, percent: 150)) == shown(LoopOffset.rotated(frames, duration: 2, percent: 50)))
    }

    /// The pixels of one frame of `text` at 32 px, and a cell's size.
    static func picture(_ text: String) throws -> (image: RasterImage, options: PictureOptions) {
        var options = PictureOptions()
        options.fontSize = 32
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.drawText(text, x: 0, y: 0, style: .plain)
        let image = try RasterImage(cells: canvas.size, options: options)
        image.draw(canvas)
        return (image, options)
    }

    /// The colours drawn in the first `cells` cells, as a set.
    static func colors(_ p: (image: RasterImage, options: PictureOptions), cells: Int = 2) -> [RGB] {
        let (ox, oy) = p.options.origin
        var out: [RGB] = []
        for y in oy..<(oy + p.options.cellHeight) { for x in ox..<(ox + cells * p.options.cellWidth) { out.append(p.image.pixel(x, y)) } }
        return out
    }

    @Test("Emoji sequences are one picture: a family, a flag, a skin tone, VS16's colour heart",
          .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"), "no colour emoji font"))
    func emojiClusters() throws {
        // 🇫🇷 in the flag's blue, white and red, not the letters F and R.
        let flag = Self.colors(try Self.picture("🇫🇷"))
        #expect(flag.contains { $0.b > 150 && $0.r < 80 } && flag.contains { $0.r > 200 && $0.g < 80 && $0.b < 90 }, "blue and red of the flag")
        // 👨‍👩‍👧 is the family picture, not the man alone, and stays in its two cells.
        let family = try Self.picture("👨‍👩‍👧"), man = try Self.picture("👨")
        #expect(Self.colors(family) != Self.colors(man), "the whole family, not its first person")
        let beyond = Self.colors(family, cells: 8).enumerated().filter { ($0.offset % (8 * family.options.cellWidth)) >= 2 * family.options.cellWidth }
        #expect(beyond.allSatisfy { $0.element == PictureTheme.standard.background }, "nothing past its two cells")
        // 👋🏽 in the medium skin tone: darker than the default yellow hand.
        func mean(_ c: [RGB]) -> Double { let lit = c.filter { $0 != PictureTheme.standard.background }; return lit.map { Double($0.g) }.reduce(0, +) / Double(max(1, lit.count)) }
        #expect(mean(Self.colors(try Self.picture("👋🏽"))) < mean(Self.colors(try Self.picture("👋"))) - 20, "the tone is kept")
        // ❤️ (VS16) is the red emoji heart; ❤ alone is text, in the foreground colour.
        #expect(Self.colors(try Self.picture("❤️")).contains { $0.r > 200 && $0.g < 60 })
        #expect(!Self.colors(try Self.picture("❤"), cells: 1).contains { $0.r > 200 && $0.g < 60 })
    }

    @Test("Rounded corners ╭ ╮ ╯ ╰ are drawn round, joining the straight lines; ┌ stays square")
    func roundedCorners() throws {
        for (corner, square) in [("╭", "┌"), ("╮", "┐"), ("╯", "┘"), ("╰", "└")] {
            let round = try Self.picture(corner), sharp = try Self.picture(square)
            let (ox, oy) = round.options.origin, w = round.options.cellWidth, h = round.options.cellHeight
            let bg = PictureTheme.standard.background
            // The square corner's own pixel (the cell's centre) is lit; the arc passes inside it.
            #expect(sharp.image.pixel(ox + w / 2, oy + h / 2) != bg, "\(square) has its corner")
            #expect(round.image.pixel(ox + w / 2, oy + h / 2) == bg, "\(corner) cuts its corner")
            // Both arms still reach the cell's edges where the next line joins.
            let arms = [(corner == "╭" || corner == "╰") ? (ox + w - 1, oy + h / 2) : (ox, oy + h / 2),
                        (corner == "╭" || corner == "╮") ? (ox + w / 2, oy + h - 1) : (ox + w / 2, oy)]
            for (x, y) in arms { #expect(round.image.pixel(x, y) != bg, "\(corner) joins at (\(x - ox), \(y - oy))") }
            // Anti-aliased: some pixels are part-way between the line and the background.
            let cell = Self.colors(round, cells: 1)
            #expect(cell.contains { $0 != bg && $0 != PictureTheme.standard.foreground }, "\(corner) is smooth")
        }
    }
}
