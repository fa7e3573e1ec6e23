import CZlib
import Foundation

/// PNG files from RGB pixels: the format's chunks written here, the image data deflated by
/// zlib (whose `crc32` also checks each chunk). Deterministic: the same pixels give the same bytes.
public enum PNGWriter {
    public static func encode(width: Int, height: Int, rgb: [UInt8]) throws -> Data {
        var raw = [UInt8]()
        raw.reserveCapacity((width * 3 + 1) * height)
        for y in 0..<height {
            raw.append(0)  // no filter
            raw.append(contentsOf: rgb[(y * width * 3)..<((y + 1) * width * 3)])
        }
        var size = compressBound(uLong(raw.count))
        var deflated = [UInt8](repeating: 0, count: Int(size))
        guard compress2(&deflated, &size, raw, uLong(raw.count), 6) == Z_OK else { throw PictureError("zlib could not compress the image") }
        deflated.removeSubrange(Int(size)...)
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(be32(width)); header.append(be32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8-bit RGB, deflate, no filter method, no interlace
        png.append(chunk("IHDR", header))
        png.append(chunk("IDAT", Data(deflated)))
        png.append(chunk("IEND", Data()))
        return png
    }

    private static func be32(_ v: Int) -> Data { Data([UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }

    private static func chunk(_ type: String, _ body: Data) -> Data {
        var c = be32(body.count)
        var typed = Data(type.utf8)
        typed.append(body)
        c.append(typed)
        let crc = typed.withUnsafeBytes { crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt(typed.count)) }
        c.append(be32(Int(crc)))
        return c
    }
}
