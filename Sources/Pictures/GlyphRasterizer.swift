import CFreeType
import CHarfBuzz
import Foundation

/// A problem making a raster picture, said with what to do.
public struct PictureError: Error, CustomStringConvertible {
    /// What went wrong, and what to do about it.
    public let description: String
    /// A problem described by `description`.
    public init(_ description: String) { self.description = description }
}

/// Glyphs rasterised by FreeType: the monospaced font (DejaVu Sans Mono, Debian's
/// `fonts-dejavu-core`, regular, bold, oblique and bold oblique), then a chain of fallbacks
/// tried in order for a character it lacks — DejaVu Sans (symbols, arrows), Droid Sans
/// Fallback (CJK), WenQuanYi Micro Hei (Hangul), Noto Color Emoji (emoji, in colour) and Symbola (the rest of
/// Unicode's symbols, monochrome emoji). Fallback fonts are opened only when first needed;
/// glyphs are anti-aliased and cached per character and variant. Characters no font has are
/// collected in ``missing``, so a run can name them.
public final class GlyphRasterizer {
    /// A glyph's coverage (0…255) or colour, and where it sits relative to the cell's top-left corner.
    public struct Glyph {
        /// Its bitmap's size in pixels.
        public let width: Int, height: Int
        /// Where the bitmap's top-left corner is, relative to the pen at the cell's left edge and top.
        public let left: Int, top: Int
        /// Coverage per pixel, row by row (for a colour glyph: its alpha).
        public let coverage: [UInt8]
        /// A colour glyph's pixels (an emoji): RGBA with the colour premultiplied by alpha; nil
        /// for an ordinary glyph, drawn in the cell's foreground colour.
        public let color: [UInt8]?
    }

    /// Which face of the monospaced font a cell's style asks for.
    public enum Variant: Int, Sendable {
        /// Regular, bold, oblique (italic) and both.
        case regular, bold, italic, boldItalic

        /// The variant for a style's bold and italic attributes.
        public init(bold: Bool, italic: Bool) {
            self = bold ? (italic ? .boldItalic : .bold) : (italic ? .italic : .regular)
        }
    }

    /// The monospaced font's faces, by variant.
    public static let regularFont = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    /// The bold face.
    public static let boldFont = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
    /// The oblique (italic) face.
    public static let italicFont = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Oblique.ttf"
    /// The bold oblique face.
    public static let boldItalicFont = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-BoldOblique.ttf"
    /// The CJK fallback (kept for clients that name it).
    public static let fallbackFont = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
    /// The fallback chain, in the order tried, each with the Debian package that installs it.
    public static let fallbackChain: [(path: String, package: String)] = [
        ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "fonts-dejavu-core"),
        (fallbackFont, "fonts-droid-fallback"),
        ("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "fonts-wqy-microhei"),
        ("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", "fonts-noto-color-emoji"),
        ("/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf", "fonts-symbola"),
    ]

    private var library: FT_Library?
    private var faces: [FT_Face] = []
    /// The fallback chain by position: nil until first needed, then the face (nil inside when
    /// its file is missing).
    private var fallbackFaces: [FT_Face??]
    private let fallbackPaths: [String]
    private var cache: [UInt64: Glyph?] = [:]
    /// Emoji sequences by their scalars, shaped once.
    private var clusterCache: [[UInt32]: Glyph?] = [:]
    private let fontSize: Int
    private let cellWidth: Int
    private let cellHeight: Int
    /// The baseline, in pixels from the cell's top.
    public private(set) var baseline: Int
    /// Characters no font of the chain has: their cells stay blank.
    public private(set) var missing: Set<Unicode.Scalar> = []

    /// `fonts` overrides the font files (regular, bold, and one fallback), for tests.
    public convenience init(fontSize: Int, cellHeight: Int, fonts: (regular: String, bold: String, fallback: String)? = nil) throws {
        try self.init(fontSize: fontSize, cellWidth: max(2, Int((Double(fontSize) * 0.6).rounded())), cellHeight: cellHeight, fonts: fonts)
    }

    /// Glyphs for cells of `cellWidth`×`cellHeight` pixels at `fontSize`.
    public init(fontSize: Int, cellWidth: Int, cellHeight: Int, fonts: (regular: String, bold: String, fallback: String)? = nil) throws {
        self.fontSize = fontSize
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        guard FT_Init_FreeType(&library) == 0, library != nil else { throw PictureError("FreeType could not start") }
        fallbackPaths = fonts.map { [$0.fallback] } ?? Self.fallbackChain.map(\.path)
        fallbackFaces = Array(repeating: nil, count: fallbackPaths.count)
        baseline = 0
        let primary = fonts.map { [$0.regular, $0.bold, $0.regular, $0.bold] }
            ?? [Self.regularFont, Self.boldFont, Self.italicFont, Self.boldItalicFont]
        for path in primary {
            guard FileManager.default.fileExists(atPath: path) else {
                throw PictureError("the font \(path) is missing; install it with: apt-get install fonts-dejavu-core")
            }
            guard let face = open(path) else { throw PictureError("FreeType cannot read \(path)") }
            faces.append(face)
        }
        // The line's ascent, centred in the cell when the cell is taller than the font's line.
        let metrics = faces[0].pointee.size.pointee.metrics
        let ascender = Int(metrics.ascender >> 6), descender = Int(-(metrics.descender >> 6))
        baseline = max(0, (cellHeight - ascender - descender) / 2) + ascender
    }

    deinit {
        for face in faces + fallbackFaces.compactMap({ $0 ?? nil }) { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// Opens a face at the font size; a bitmap-only colour font at its one size (scaled later).
    private func open(_ path: String) -> FT_Face? {
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        if face.pointee.num_fixed_sizes > 0 && face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 {
            FT_Select_Size(face, 0)
        } else {
            FT_Set_Pixel_Sizes(face, 0, FT_UInt(fontSize))
        }
        return face
    }

    private func fallback(_ i: Int) -> FT_Face? {
        if let opened = fallbackFaces[i] { return opened }
        let face = FileManager.default.fileExists(atPath: fallbackPaths[i]) ? open(fallbackPaths[i]) : nil
        fallbackFaces[i] = .some(face)
        return face
    }

    /// The face that has `scalar`: the variant's own, else the first fallback that has it.
    private func face(for scalar: Unicode.Scalar, variant: Variant) -> FT_Face? {
        // An emoji shown as emoji by default is drawn in colour where a colour font has it,
        // before a text font's monochrome outline of it.
        if scalar.properties.isEmojiPresentation, let i = fallbackPaths.firstIndex(where: { $0.contains("Color") }),
           let f = fallback(i), FT_Get_Char_Index(f, FT_ULong(scalar.value)) != 0 {
            return f
        }
        let own = faces[variant.rawValue]
        if FT_Get_Char_Index(own, FT_ULong(scalar.value)) != 0 { return own }
        for i in fallbackPaths.indices {
            if let f = fallback(i), FT_Get_Char_Index(f, FT_ULong(scalar.value)) != 0 { return f }
        }
        return nil
    }

    /// The glyph for `scalar`, bold or not; nil when no font has it (the cell stays blank).
    public func glyph(_ scalar: Unicode.Scalar, bold isBold: Bool) -> Glyph? {
        glyph(scalar, variant: isBold ? .bold : .regular)
    }

    /// The glyph for `scalar` in `variant`; nil when no font of the chain has it (the cell
    /// stays blank and the character is added to ``missing``).
    public func glyph(_ scalar: Unicode.Scalar, variant: Variant) -> Glyph? {
        let key = UInt64(scalar.value) << 2 | UInt64(variant.rawValue)
        if let g = cache[key] { return g }
        let g = render(scalar, variant: variant)
        if g == nil { missing.insert(scalar) }
        cache[key] = g
        return g
    }

    private func render(_ scalar: Unicode.Scalar, variant: Variant) -> Glyph? {
        guard let face = face(for: scalar, variant: variant) else { return nil }
        return render(face) { FT_Load_Char(face, FT_ULong(scalar.value), $0) }
    }

    /// The glyph `load` puts in `face`'s slot, rendered (in colour where the face has colour).
    private func render(_ face: FT_Face, load: (FT_Int32) -> FT_Error) -> Glyph? {
        let isColor = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        let flags = FT_Int32(FT_LOAD_RENDER) | (isColor ? FT_Int32(FT_LOAD_COLOR) : 0)
        guard load(flags) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard let buffer = bitmap.buffer, w > 0, h > 0 else {
            return Glyph(width: 0, height: 0, left: 0, top: 0, coverage: [], color: nil)
        }
        if bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) {
            return colorGlyph(buffer: buffer, width: w, height: h, pitch: pitch)
        }
        var coverage = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { coverage[y * w + x] = buffer[y * pitch + x] } }
        return Glyph(width: w, height: h, left: Int(slot.pointee.bitmap_left), top: baseline - Int(slot.pointee.bitmap_top),
                     coverage: coverage, color: nil)
    }

    /// Whether a cluster of scalars is an emoji sequence a colour font draws as one picture: an
    /// emoji with VS16 (emoji presentation), a skin tone, a ZWJ sequence, a flag (a pair of
    /// regional indicators or a tag sequence), a keycap.
    public static func isEmojiSequence(_ scalars: [Unicode.Scalar]) -> Bool {
        scalars.count > 1 && scalars.contains { s in
            switch s.value {
            case 0xFE0F, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0xE0020...0xE007F: true
            default: false
            }
        }
    }

    /// The one glyph the colour emoji font draws an emoji sequence with — the family for 👨‍👩‍👧,
    /// the flag for 🇫🇷, the toned hand for 👋🏽 — shaped by HarfBuzz with the font's own
    /// substitutions; where the font has no such glyph, its first part's. Nil when `scalars` is
    /// not an emoji sequence or no colour font is installed (the caller draws it part by part).
    public func emojiGlyph(_ scalars: [Unicode.Scalar]) -> Glyph? {
        guard Self.isEmojiSequence(scalars), let i = fallbackPaths.firstIndex(where: { $0.contains("Color") }),
              let face = fallback(i) else { return nil }
        let key = scalars.map(\.value)
        if let g = clusterCache[key] { return g }
        let g = shape(key, face: face)
        clusterCache[key] = g
        return g
    }

    private func shape(_ utf32: [UInt32], face: FT_Face) -> Glyph? {
        guard let font = hb_ft_font_create_referenced(face), let buffer = hb_buffer_create() else { return nil }
        defer { hb_buffer_destroy(buffer); hb_font_destroy(font) }
        hb_buffer_add_utf32(buffer, utf32, Int32(utf32.count), 0, Int32(utf32.count))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let first = (0..<Int(count)).map({ infos[$0].codepoint }).first(where: { $0 != 0 }) else { return nil }
        return render(face) { FT_Load_Glyph(face, first, $0) }
    }

    /// A colour emoji's bitmap (drawn at the font's one size) scaled by area averaging to fit
    /// two cells, and centred in them.
    private func colorGlyph(buffer: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, pitch: Int) -> Glyph {
        let boxW = 2 * cellWidth, boxH = cellHeight
        let scale = min(Double(boxW) / Double(w), Double(boxH) / Double(h), 1)
        let tw = max(1, Int(Double(w) * scale)), th = max(1, Int(Double(h) * scale))
        var rgba = [UInt8](repeating: 0, count: tw * th * 4)
        var alpha = [UInt8](repeating: 0, count: tw * th)
        for ty in 0..<th {
            let y0 = ty * h / th, y1 = max(y0 + 1, (ty + 1) * h / th)
            for tx in 0..<tw {
                let x0 = tx * w / tw, x1 = max(x0 + 1, (tx + 1) * w / tw)
                var sum = (b: 0, g: 0, r: 0, a: 0)
                for y in y0..<y1 { for x in x0..<x1 {
                    let p = y * pitch + x * 4
                    sum.b += Int(buffer[p]); sum.g += Int(buffer[p + 1]); sum.r += Int(buffer[p + 2]); sum.a += Int(buffer[p + 3])
                } }
                let n = (y1 - y0) * (x1 - x0), i = ty * tw + tx
                rgba[i * 4] = UInt8(sum.r / n); rgba[i * 4 + 1] = UInt8(sum.g / n); rgba[i * 4 + 2] = UInt8(sum.b / n)
                rgba[i * 4 + 3] = UInt8(sum.a / n); alpha[i] = UInt8(sum.a / n)
            }
        }
        return Glyph(width: tw, height: th, left: (boxW - tw) / 2, top: (boxH - th) / 2, coverage: alpha, color: rgba)
    }
}
