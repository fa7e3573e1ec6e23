import CGif
import Foundation

/// An animated GIF through giflib: each frame only the rectangle that changed, with a palette
/// of its own (the exact colours when there are 256 or fewer, else the 256 most used and each
/// other colour mapped to the nearest), and a delay from the recording's timing. A frame is
/// written when the next one arrives, since its delay comes first in the file.
///
/// Frames are added from one thread; the file is written only on the writer's serial queue
/// (hence `@unchecked Sendable`).
public final class GIFWriter: @unchecked Sendable {
    private var file: UnsafeMutablePointer<GifFileType>?
    private let width: Int, height: Int
    /// A frame waiting for its delay (the next frame's time): where, its palette indices, its palette.
    private struct Frame { let time: Double, x: Int, y: Int, w: Int, h: Int, indices: [UInt8], palette: [RGB] }
    private var pending: Frame?
    public private(set) var frameCount = 0

    public init(path: String, width: Int, height: Int) throws {
        self.width = width; self.height = height
        var error: Int32 = 0
        guard let f = EGifOpenFileName(path, false, &error) else {
            throw PictureError("\(path): cannot write a GIF (\(String(cString: GifErrorString(error))))")
        }
        file = f
        EGifSetGifVersion(f, true)
        try check(EGifPutScreenDesc(f, Int32(width), Int32(height), 8, 0, nil), "the screen")
        // Loop for ever (the NETSCAPE2.0 application extension).
        try check(EGifPutExtensionLeader(f, APPLICATION_EXT_FUNC_CODE), "the loop")
        var app = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(f, 11, &app), "the loop")
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionBlock(f, 3, &loop), "the loop")
        try check(EGifPutExtensionTrailer(f), "the loop")
    }

    private func check(_ status: Int32, _ what: String) throws {
        guard status == GIF_OK else {
            throw PictureError("giflib could not write \(what) (\(String(cString: GifErrorString(file?.pointee.Error ?? 0))))")
        }
    }

    /// Adds the frame shown from `time` on: the image's pixels inside `rect`.
    public func add(_ image: RasterImage, rect: (x: Int, y: Int, width: Int, height: Int), at time: Double) throws {
        // A terminal picture is long runs of one colour and rarely more than 256 colours in a
        // frame: one pass gives each colour an index as it first appears, one look-up per run.
        // More than 256: the most used colours, ties broken by value, and the nearest for the rest.
        var indices = [UInt8](repeating: 0, count: rect.width * rect.height)
        var index: [UInt32: UInt8] = [:]
        var palette: [UInt32] = []
        var overflow = false
        image.pixels.withUnsafeBufferPointer { px in
            var last: UInt32 = .max, lastIndex: UInt8 = 0, n = 0
            for y in rect.y..<(rect.y + rect.height) where !overflow {
                var i = (y * image.width + rect.x) * 3
                for _ in 0..<rect.width {
                    let c = UInt32(px[i]) << 16 | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2])
                    if c != last {
                        if let known = index[c] { lastIndex = known } else if palette.count < 256 {
                            lastIndex = UInt8(palette.count); index[c] = lastIndex; palette.append(c)
                        } else { overflow = true; break }
                        last = c
                    }
                    indices[n] = lastIndex
                    i += 3; n += 1
                }
            }
        }
        if overflow { (indices, palette) = Self.quantize(image, rect: rect) }
        try flush(until: time)
        pending = Frame(time: time, x: rect.x, y: rect.y, w: rect.width, h: rect.height, indices: indices, palette:
                   palette.map { RGB(UInt8($0 >> 16), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)) })
    }

    /// Indices into the 256 most used colours (ties by value), the others mapped to the nearest.
    private static func quantize(_ image: RasterImage, rect: (x: Int, y: Int, width: Int, height: Int)) -> ([UInt8], [UInt32]) {
        var counts: [UInt32: Int] = [:]
        var packed = [UInt32](repeating: 0, count: rect.width * rect.height)
        image.pixels.withUnsafeBufferPointer { px in
            var n = 0, last: UInt32 = .max, run = 0
            for y in rect.y..<(rect.y + rect.height) {
                var i = (y * image.width + rect.x) * 3
                for _ in 0..<rect.width {
                    let c = UInt32(px[i]) << 16 | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2])
                    packed[n] = c
                    if c == last { run += 1 } else {
                        if run > 0 { counts[last, default: 0] += run }
                        last = c; run = 1
                    }
                    i += 3; n += 1
                }
            }
            if run > 0 { counts[last, default: 0] += run }
        }
        let palette = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(256).map(\.key)
        var index: [UInt32: UInt8] = [:]
        for (i, c) in palette.enumerated() { index[c] = UInt8(i) }
        var last: UInt32 = .max, lastIndex: UInt8 = 0
        let indices = packed.map { c -> UInt8 in
            if c != last { lastIndex = index[c] ?? nearest(c, in: palette, memo: &index); last = c }
            return lastIndex
        }
        return (indices, palette)
    }

    private static func nearest(_ c: UInt32, in palette: [UInt32], memo: inout [UInt32: UInt8]) -> UInt8 {
        var best = 0, bestDistance = Int.max
        for (i, p) in palette.enumerated() {
            let dr = Int(c >> 16) - Int(p >> 16), dg = Int(c >> 8 & 0xFF) - Int(p >> 8 & 0xFF), db = Int(c & 0xFF) - Int(p & 0xFF)
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance { bestDistance = d; best = i }
        }
        memo[c] = UInt8(best)
        return UInt8(best)
    }

    /// Writes the pending frame, shown until `time`.
    /// giflib's LZW runs on a queue of its own, one frame behind the drawing: with two cores the
    /// next frame is drawn while this one is compressed. The queue is serial, so the bytes are
    /// the same as written in line.
    private let encoder = DispatchQueue(label: "scenery.gif")
    /// At most this many frames wait for the encoder, which bounds memory.
    private let slots = DispatchSemaphore(value: 2)
    private var encodeError: Error?

    private func flush(until time: Double) throws {
        guard file != nil, let p = pending else { return }
        pending = nil
        if let error = encoder.sync(execute: { encodeError }) { throw error }
        let centiseconds = max(2, Int(((time - p.time) * 100).rounded()))
        frameCount += 1
        slots.wait()
        encoder.async { [self] in
            defer { slots.signal() }
            guard encodeError == nil, let f = file else { return }
            do { try write(p, delay: centiseconds, to: f) } catch { encodeError = error }
        }
    }

    private func write(_ p: Frame, delay centiseconds: Int,
                       to f: UnsafeMutablePointer<GifFileType>) throws {
        var control: [UInt8] = [0, UInt8(centiseconds & 0xFF), UInt8(min(0xFF, centiseconds >> 8)), 0]
        try check(EGifPutExtension(f, GRAPHICS_EXT_FUNC_CODE, 4, &control), "a frame's delay")
        var size = 2
        while size < p.palette.count { size *= 2 }
        var entries = p.palette.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        entries += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - entries.count)
        guard let map = GifMakeMapObject(Int32(size), &entries) else { throw PictureError("giflib could not make a palette") }
        defer { GifFreeMapObject(map) }
        try check(EGifPutImageDesc(f, Int32(p.x), Int32(p.y), Int32(p.w), Int32(p.h), false, map), "a frame")
        var indices = p.indices
        try indices.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<p.h {
                try check(EGifPutLine(f, buffer.baseAddress! + y * p.w, Int32(p.w)), "a frame's pixels")
            }
        }
    }

    /// Writes the last frame, shown until `duration`, and closes the file.
    public func finish(duration: Double) throws {
        try flush(until: max(duration, (pending?.time ?? 0) + 0.02))
        // Wait for the encoder, then close.
        if let error = encoder.sync(execute: { encodeError }) { file.map { var e: Int32 = 0; EGifCloseFile($0, &e) }; file = nil; throw error }
        var error: Int32 = 0
        if let f = file, EGifCloseFile(f, &error) != GIF_OK {
            file = nil
            throw PictureError("giflib could not finish the GIF (\(String(cString: GifErrorString(error))))")
        }
        file = nil
    }

    deinit {
        encoder.sync {}
        var error: Int32 = 0
        if let f = file { EGifCloseFile(f, &error) }
    }
}
