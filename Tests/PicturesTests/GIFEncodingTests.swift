import Foundation
import Testing
import TerminalCanvas
@testable import Pictures

/// The GIF written by Scenery itself: its LZW decodes back to every frame's pixels (checked by a
/// decoder written here from the format), frames compressed in parallel come out in order, and a
/// resize redraws only the cells that moved.
@Suite("GIF encoding")
struct GIFEncodingTests {
    /// GIF's LZW decoder, as the format describes it: the indices a sub-blocked image holds.
    static func decodeLZW(_ data: [UInt8], at start: inout Int) -> [UInt8] {
        let minimum = Int(data[start]); start += 1
        var packed: [UInt8] = []
        while data[start] != 0 { let n = Int(data[start]); packed += data[(start + 1)...(start + n)]; start += n + 1 }
        start += 1
        let clear = 1 << minimum, end = clear + 1
        var table: [[UInt8]] = [], size = minimum + 1, bit = 0, previous: [UInt8]? = nil, out: [UInt8] = []
        func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []]; size = minimum + 1; previous = nil }
        reset()
        while bit + size <= packed.count * 8 {
            var code = 0
            for b in 0..<size where packed[(bit + b) / 8] & (1 << ((bit + b) % 8)) != 0 { code |= 1 << b }
            bit += size
            if code == clear { reset(); continue }
            if code == end { break }
            let entry: [UInt8]
            if code < table.count { entry = table[code] } else if let previous, code == table.count { entry = previous + [previous[0]] } else {
                return out  // not a code the table can have: the data is wrong, and the pixels will say so
            }
            out += entry
            if let previous, table.count < 4096 { table.append(previous + [entry[0]]) }
            if table.count == 1 << size && size < 12 { size += 1 }
            previous = entry
        }
        return out
    }

    /// Each frame's rectangle, palette and pixels, read from a GIF's blocks.
    static func frames(_ data: [UInt8]) -> [(x: Int, y: Int, w: Int, h: Int, pixels: [RGB])] {
        func u16(_ i: Int) -> Int { Int(data[i]) | Int(data[i + 1]) << 8 }
        var i = 13, out: [(Int, Int, Int, Int, [RGB])] = []
        while i < data.count {
            switch data[i] {
            case 0x21: i += 2; while data[i] != 0 { i += Int(data[i]) + 1 }; i += 1
            case 0x2C:
                let (x, y, w, h) = (u16(i + 1), u16(i + 3), u16(i + 5), u16(i + 7))
                let size = 2 << Int(data[i + 9] & 7)
                let palette = (0..<size).map { RGB(data[i + 10 + $0 * 3], data[i + 11 + $0 * 3], data[i + 12 + $0 * 3]) }
                i += 10 + size * 3
                out.append((x, y, w, h, decodeLZW(data, at: &i).map { palette[Int($0)] }))
            default: return out
            }
        }
        return out
    }

    @Test("Every frame decodes to the picture's pixels in its rectangle, in order, whatever runs in parallel")
    func roundTrip() throws {
        let path = NSTemporaryDirectory() + "scenery-lzw-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: path) }
        // 8 levels of anti-aliasing, as recordings draw GIFs: a frame's colours fit one palette.
        let image = try RasterImage(cells: Size(width: 80, height: 12), options: PictureOptions(), coverageLevels: 8)
        let gif = try GIFWriter(path: path, width: image.width, height: image.height)
        var expected: [[RGB]] = [], rects: [(Int, Int, Int, Int)] = []
        for n in 0..<12 {
            // Varied text in three colours (under 256 with anti-aliasing, so the palette is exact),
            // enough of it that codes widen to 12 bits and the table clears.
            var canvas = Canvas(size: Size(width: 80, height: 12))
            for y in 0..<12 {
                let text = (0..<80).map { x in Character(Unicode.Scalar(UInt8(33 + (x * 7 + y * 13 + n * 5) % 90))) }
                canvas.drawText(String(text), x: 0, y: y, style: Style(foreground: .ansi(UInt8(1 + (y + n) % 3))))
            }
            canvas.drawText("frame \(n) 日本", x: n, y: n % 12, style: .plain)
            image.draw(canvas)
            let r = n == 0 ? (0, 0, image.width, image.height) : try #require(image.lastChange)
            try gif.add(image, rect: r, at: Double(n) * 0.1)
            rects.append(r)
            expected.append((r.1..<(r.1 + r.3)).flatMap { y in (r.0..<(r.0 + r.2)).map { image.pixel($0, y) } })
        }
        try gif.finish(duration: 1.5)
        let decoded = Self.frames(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        try #require(decoded.count == 12)
        for (n, f) in decoded.enumerated() {
            #expect(f.x == rects[n].0 && f.y == rects[n].1 && f.w == rects[n].2 && f.h == rects[n].3, "frame \(n)'s rectangle")
            let differs = zip(f.pixels, expected[n]).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(f.pixels.count == expected[n].count && differs == nil,
                    "frame \(n)'s pixels: \(f.pixels.count) of \(expected[n].count), the first to differ at \(differs ?? -1)")
        }
    }

    @Test("A resize redraws only what changed: the pixels equal a fresh drawing, and an unchanged left part is outside the change")
    func resizeRedrawsWhatMoved() throws {
        func frame(_ width: Int) -> Canvas {
            var c = Canvas(size: Size(width: width, height: 4))
            c.drawText("sidebar", x: 0, y: 1, style: .plain)
            c.drawText("│ detail " + String(width), x: 10, y: 1, style: Style(foreground: .ansi(3)))
            c.drawText("wide 日本", x: width - 9, y: 2, style: .plain)
            return c
        }
        let options = PictureOptions()
        let image = try RasterImage(cells: Size(width: 40, height: 4), options: options)
        image.draw(frame(40))
        image.draw(frame(31))
        let fresh = try RasterImage(cells: Size(width: 40, height: 4), options: options)
        fresh.draw(frame(31))
        #expect(image.pixels == fresh.pixels, "the same picture as drawing the narrower frame from nothing")
        let change = try #require(image.lastChange)
        #expect(change.x >= options.origin.x + 10 * options.cellWidth, "the sidebar's columns kept their pixels: \(change)")
        image.draw(frame(40))
        let wide = try RasterImage(cells: Size(width: 40, height: 4), options: options)
        wide.draw(frame(40))
        #expect(image.pixels == wide.pixels, "and back")
    }
}
