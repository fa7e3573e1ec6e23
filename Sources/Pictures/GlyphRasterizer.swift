import CFreeType
import Foundation

/// A problem making a raster picture, said with what to do.
public struct PictureError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Glyphs rasterised by FreeType from the system's monospaced font (DejaVu Sans Mono, Debian's
/// `fonts-dejavu-core`, regular and bold), with a CJK fallback (Droid Sans Fallback,
/// `fonts-droid-fallback`), anti-aliased, cached per character and weight.
public final class GlyphRasterizer {
    /// A glyph's coverage (0…255) and where it sits relative to the cell's top-left corner.
    public struct Glyph {
        public let width: Int, height: Int, left: Int, top: Int
        public let coverage: [UInt8]
    }

    public static let regularFont = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    public static let boldFont = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
    public static let fallbackFont = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"

    private var library: FT_Library?
    private var regular: FT_Face?, bold: FT_Face?, fallback: FT_Face?
    private var cache: [UInt64: Glyph] = [:]
    private let cellHeight: Int
    /// The baseline, in pixels from the cell's top.
    public let baseline: Int

    /// `fonts` overrides the font files (regular, bold, fallback), for tests.
    public init(fontSize: Int, cellHeight: Int, fonts: (regular: String, bold: String, fallback: String)? = nil) throws {
        self.cellHeight = cellHeight
        guard FT_Init_FreeType(&library) == 0, let library else { throw PictureError("FreeType could not start") }
        func load(_ path: String, package: String) throws -> FT_Face {
            guard FileManager.default.fileExists(atPath: path) else {
                throw PictureError("the font \(path) is missing; install it with: apt-get install \(package)")
            }
            var face: FT_Face?
            guard FT_New_Face(library, path, 0, &face) == 0, let face else { throw PictureError("FreeType cannot read \(path)") }
            FT_Set_Pixel_Sizes(face, 0, FT_UInt(fontSize))
            return face
        }
        let files = fonts ?? (Self.regularFont, Self.boldFont, Self.fallbackFont)
        regular = try load(files.regular, package: "fonts-dejavu-core")
        bold = try load(files.bold, package: "fonts-dejavu-core")
        fallback = try? load(files.fallback, package: "fonts-droid-fallback")
        // The line's ascent, centred in the cell when the cell is taller than the font's line.
        let metrics = regular!.pointee.size.pointee.metrics
        let ascender = Int(metrics.ascender >> 6), descender = Int(-(metrics.descender >> 6))
        baseline = max(0, (cellHeight - ascender - descender) / 2) + ascender
    }

    deinit {
        for face in [regular, bold, fallback] { if let face { FT_Done_Face(face) } }
        if let library { FT_Done_FreeType(library) }
    }

    /// The glyph for `scalar`, bold or not; nil when no font has it (the cell stays blank).
    public func glyph(_ scalar: Unicode.Scalar, bold isBold: Bool) -> Glyph? {
        let key = UInt64(scalar.value) << 1 | (isBold ? 1 : 0)
        if let g = cache[key] { return g }
        var face = isBold ? bold! : regular!
        if FT_Get_Char_Index(face, FT_ULong(scalar.value)) == 0 {
            guard let f = fallback, FT_Get_Char_Index(f, FT_ULong(scalar.value)) != 0 else { return nil }
            face = f
        }
        guard FT_Load_Char(face, FT_ULong(scalar.value), FT_Int32(FT_LOAD_RENDER)) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: w * h)
        if let buffer = bitmap.buffer, w > 0, h > 0 {
            for y in 0..<h { for x in 0..<w { coverage[y * w + x] = buffer[y * pitch + x] } }
        }
        let g = Glyph(width: w, height: h, left: Int(slot.pointee.bitmap_left), top: baseline - Int(slot.pointee.bitmap_top),
                      coverage: coverage)
        cache[key] = g
        return g
    }
}
