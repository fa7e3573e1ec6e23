import Pictures
import TerminalCanvas
import Testing

/// Raster pictures have a documented cap, checked before a pixel is allocated.
@Suite("Picture limits")
struct PictureLimitTests {
    @Test("A raster picture over 7680×4320 pixels is refused before anything is allocated")
    func pixelCap() throws {
        var options = PictureOptions()
        #expect(throws: PictureOptions.TooLarge.self) { _ = try RasterImage(cells: Size(width: 2000, height: 1000), options: options) }
        options.fontSize = 200
        #expect(throws: PictureOptions.TooLarge.self) { _ = try options.checkedPixelSize(for: Size(width: 80, height: 24)) }
        options.fontSize = 16
        options.margin = 1000
        #expect(throws: PictureOptions.TooLarge.self) { _ = try options.checkedPixelSize(for: Size(width: 600, height: 200)) }
        #expect((try? options.checkedPixelSize(for: Size(width: 200, height: 60))) != nil)
        options.margin = 0
        let (w, h) = try options.checkedPixelSize(for: Size(width: 200, height: 60))
        #expect(w == 200 * 9 + 20 && h == 60 * 19 + 20, "9×19 px cells at 16 px and 10 px padding")
    }
}
