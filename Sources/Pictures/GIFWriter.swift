import Foundation

/// An animated GIF, written here: each frame only the rectangle that changed, with a palette of
/// its own (the exact colours when there are 256 or fewer, else the 256 most used and each other
/// colour mapped to the nearest), and a delay from the recording's timing. A frame is written
/// when the next one arrives, since its delay comes first in the file.
///
/// Frames are added from one thread, which copies their pixels; giving each colour its palette
/// index and the LZW compression (``GIFEncoder``) run on the other cores, several frames at once,
/// and the frames are written in order — the same bytes as making them one by one (hence
/// `@unchecked Sendable`: the shared state is the encoder pool, under a lock).
public final class GIFWriter: @unchecked Sendable {
    private var fd: Int32
    private let path: String
    private let width: Int, height: Int
    public private(set) var frameCount = 0

    /// A frame being indexed and compressed on a worker: its time, then (once `done`) its image
    /// block — place, palette, LZW data — which its delay goes before when the next frame comes.
    private final class Job: @unchecked Sendable {
        let time: Double
        var centiseconds = 0
        var block: [UInt8] = []
        let done = DispatchSemaphore(value: 0)
        init(time: Double) { self.time = time }
    }
    /// The last frame added, waiting for the next one's time (its delay).
    private var pending: Job?
    /// Frames compressing or compressed, in the file's order.
    private var inFlight: [Job] = []
    /// How many frames may be compressing at once: one per core, and one waiting.
    private let maxInFlight = ProcessInfo.processInfo.activeProcessorCount + 1
    private let workers = DispatchQueue(label: "scenery.gif", attributes: .concurrent)
    /// Encoders not in use (each holds a 4 MB table), under `poolLock`.
    private var pool: [GIFEncoder] = []
    private let poolLock = NSLock()

    public init(path: String, width: Int, height: Int) throws {
        self.path = path
        self.width = width; self.height = height
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw PictureError("\(path): cannot write a GIF (\(String(cString: strerror(errno))))") }
        var header = Array("GIF89a".utf8)
        // The logical screen: no global palette (each frame has its own), 8-bit colour resolution.
        header += Self.le16(width) + Self.le16(height) + [0x70, 0, 0]
        // Loop for ever (the NETSCAPE2.0 application extension).
        header += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        try write(header)
    }

    private static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }

    private func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw PictureError("\(path): cannot write the GIF (\(String(cString: strerror(errno))))") }
                offset += n
            }
        }
    }

    /// Adds the frame shown from `time` on: the image's pixels inside `rect`. They are copied
    /// here; giving each colour its palette index and the compression happen on a worker.
    public func add(_ image: RasterImage, rect: (x: Int, y: Int, width: Int, height: Int), at time: Double) throws {
        // One byte more than the pixels: the indexing reads each pixel as four bytes at once.
        var rgb = [UInt8](repeating: 0, count: rect.width * rect.height * 3 + 1)
        image.pixels.withUnsafeBufferPointer { px in
            rgb.withUnsafeMutableBufferPointer { out in
                for row in 0..<rect.height {
                    let from = ((rect.y + row) * image.width + rect.x) * 3
                    (out.baseAddress! + row * rect.width * 3).update(from: px.baseAddress! + from, count: rect.width * 3)
                }
            }
        }
        let job = Job(time: time), copied = rgb
        workers.async { [self] in
            poolLock.lock()
            var encoder = pool.popLast() ?? GIFEncoder()
            poolLock.unlock()
            job.block = Self.imageBlock(copied, rect: rect, encoder: &encoder)
            poolLock.lock()
            pool.append(encoder)
            poolLock.unlock()
            job.done.signal()
        }
        try flush(until: time)
        pending = job
    }

    /// One frame's image block: its descriptor, its palette and its LZW data. A terminal picture
    /// is long runs of one colour and rarely more than 256 colours in a frame: one pass gives
    /// each colour an index as it first appears, one look-up per run. More than 256: the most
    /// used colours, ties broken by value, and the nearest for the rest.
    private static func imageBlock(_ rgb: [UInt8], rect: (x: Int, y: Int, width: Int, height: Int), encoder: inout GIFEncoder) -> [UInt8] {
        var indices = [UInt8](repeating: 0, count: rect.width * rect.height)
        var index: [UInt32: UInt8] = [:]
        var palette: [UInt32] = []
        var overflow = false
        // Colours seen, by a multiplicative hash: a look-up per run without hashing a dictionary
        // key (the dictionary is asked only on a miss).
        var seenKeys = [UInt32](repeating: .max, count: 1024), seenIndices = [UInt8](repeating: 0, count: 1024)
        rgb.withUnsafeBytes { px in
            indices.withUnsafeMutableBufferPointer { out in
                seenKeys.withUnsafeMutableBufferPointer { seenKeys in
                    seenIndices.withUnsafeMutableBufferPointer { seenIndices in
                        var last: UInt32 = .max, lastIndex: UInt8 = 0
                        for n in 0..<out.count {
                            // A pixel's three bytes in one load (the buffer has a byte to spare at its end).
                            let c = px.loadUnaligned(fromByteOffset: n &* 3, as: UInt32.self) & 0xFF_FFFF
                            if c != last {
                                let slot = Int((c &* 0x9E37_79B1) >> 22)
                                if seenKeys[slot] == c { lastIndex = seenIndices[slot] } else {
                                    if let known = index[c] { lastIndex = known } else if palette.count < 256 {
                                        lastIndex = UInt8(palette.count); index[c] = lastIndex; palette.append(c)
                                    } else { overflow = true; break }
                                    seenKeys[slot] = c; seenIndices[slot] = lastIndex
                                }
                                last = c
                            }
                            out[n] = lastIndex
                        }
                    }
                }
            }
        }
        // The loads are little-endian (red in the low byte); palettes are written red first.
        palette = palette.map { UInt32(UInt8($0 & 0xFF)) << 16 | ($0 & 0xFF00) | $0 >> 16 }
        if overflow { (indices, palette) = quantize(rgb) }
        var size = 2
        while size < palette.count { size *= 2 }
        var block: [UInt8] = [0x2C] + le16(rect.x) + le16(rect.y) + le16(rect.width) + le16(rect.height)
        block.append(0x80 | UInt8(size.trailingZeroBitCount - 1))
        for c in palette { block += [UInt8(c >> 16), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF)] }
        block += [UInt8](repeating: 0, count: (size - palette.count) * 3)
        block += indices.withUnsafeBufferPointer { encoder.encode($0, minimumCodeSize: GIFEncoder.minimumCodeSize(forPaletteOf: size)) }
        return block
    }

    /// Indices into the 256 most used colours (ties by value), the others mapped to the nearest.
    private static func quantize(_ rgb: [UInt8]) -> ([UInt8], [UInt32]) {
        var counts: [UInt32: Int] = [:]
        var packed = [UInt32](repeating: 0, count: rgb.count / 3)
        rgb.withUnsafeBufferPointer { px in
            var last: UInt32 = .max, run = 0
            for n in packed.indices {
                let c = UInt32(px[n * 3]) << 16 | UInt32(px[n * 3 + 1]) << 8 | UInt32(px[n * 3 + 2])
                packed[n] = c
                if c == last { run += 1 } else {
                    if run > 0 { counts[last, default: 0] += run }
                    last = c; run = 1
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

    /// Gives the pending frame its delay (shown until `time`) and queues it for the file, then
    /// writes every frame before it that is done — waiting for the oldest when too many are in
    /// flight.
    private func flush(until time: Double) throws {
        guard fd >= 0, let p = pending else { return }
        pending = nil
        p.centiseconds = max(2, Int(((time - p.time) * 100).rounded()))
        frameCount += 1
        inFlight.append(p)
        try writeFinished(waitingBeyond: maxInFlight)
    }

    /// Writes the frames at the head of the queue that are done, in order, waiting until at
    /// most `limit` are left.
    private func writeFinished(waitingBeyond limit: Int) throws {
        while let head = inFlight.first {
            if inFlight.count > limit { head.done.wait() } else if head.done.wait(timeout: .now()) == .timedOut { return }
            inFlight.removeFirst()
            // The graphic control extension: the frame's delay, no transparency.
            try write([0x21, 0xF9, 4, 0, UInt8(head.centiseconds & 0xFF), UInt8(min(0xFF, head.centiseconds >> 8)), 0, 0])
            try write(head.block)
        }
    }

    /// Writes the last frame, shown until `duration`, and closes the file.
    public func finish(duration: Double) throws {
        defer { if fd >= 0 { close(fd); fd = -1 } }
        try flush(until: max(duration, (pending?.time ?? 0) + 0.02))
        try writeFinished(waitingBeyond: 0)
        try write([0x3B])
    }

    deinit {
        for job in inFlight + [pending].compactMap({ $0 }) { job.done.wait() }
        if fd >= 0 { close(fd) }
    }
}
