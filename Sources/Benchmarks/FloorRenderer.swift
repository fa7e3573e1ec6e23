import Foundation
import TerminalCanvas

/// The physical floor of drawing a frame on this machine: the same cells turned into terminal
/// bytes with no engine at all — each cell copied into a fresh grid, then written after a clear
/// with a style change only where the style changes — and written to /dev/null. What a naive C
/// program drawing the same frame costs; `scenery bench` reports each step as a multiple of it.
enum FloorRenderer {
    struct Result {
        var microsecondsMedian: Double
        var microsecondsP95: Double
        var bytesMedian: Int
        /// `microseconds` as a multiple of this floor (0 without one).
        func times(_ microseconds: Double) -> Double { microsecondsMedian > 0 ? microseconds / microsecondsMedian : 0 }
    }

    /// Times drawing and writing each of `frames` once, in order.
    static func measure(_ frames: [Canvas]) -> Result {
        let fd = open("/dev/null", O_WRONLY)
        defer { close(fd) }
        var out: [UInt8] = []
        out.reserveCapacity(1 << 20)
        var times: [Double] = [], bytes: [Int] = []
        let clock = ContinuousClock()
        for frame in frames {
            let t = clock.measure {
                // "Draw": every cell into a fresh grid, as a program builds its screen.
                var grid = [Cell](repeating: .blank, count: frame.width * frame.height)
                for y in 0..<frame.height { for x in 0..<frame.width { grid[y * frame.width + x] = frame[x, y] } }
                out.removeAll(keepingCapacity: true)
                encode(grid, width: frame.width, height: frame.height, into: &out)
                _ = out.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            }
            times.append(t.inSeconds * 1e6)
            bytes.append(out.count)
        }
        times.sort(); bytes.sort()
        return Result(microsecondsMedian: FrameBench.percentile(times, 0.5), microsecondsP95: FrameBench.percentile(times, 0.95),
                      bytesMedian: bytes.isEmpty ? 0 : bytes[bytes.count / 2])
    }

    /// Clear, home, then each row from its first column: a style change where it changes, the
    /// cells' text (a wide glyph's second cell is skipped). Bytes are appended directly, as a C
    /// program would write them: no strings are made on the way.
    static func encode(_ grid: [Cell], width: Int, height: Int, into out: inout [UInt8]) {
        out.append(contentsOf: [0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x32, 0x4A])  // ESC[H ESC[2J
        var style: Style?
        for y in 0..<height {
            out.append(0x1B); out.append(0x5B); number(y + 1, &out); out.append(0x3B); out.append(0x31); out.append(0x48)
            for x in 0..<width {
                let cell = grid[y * width + x]
                if cell.width == 0 { continue }
                if cell.style != style { sgr(cell.style, &out); style = cell.style }
                if let v = cell.singleScalarValue, let scalar = Unicode.Scalar(v) {
                    if v < 0x80 { out.append(UInt8(v)) } else { out.append(contentsOf: UTF8.encode(scalar)!) }
                } else {
                    for scalar in cell.scalars { out.append(contentsOf: UTF8.encode(scalar)!) }
                }
            }
        }
        out.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D])
    }

    private static func number(_ n: Int, _ out: inout [UInt8]) {
        if n >= 10 { number(n / 10, &out) }
        out.append(UInt8(0x30 + n % 10))
    }

    static func sgr(_ s: Style, _ out: inout [UInt8]) {
        out.append(0x1B); out.append(0x5B); out.append(0x30)
        let a = s.attributes
        // Plain tests, no table: this is the timed floor, and a literal array would allocate per call.
        if a.contains(.bold) { out.append(0x3B); out.append(0x31) }
        if a.contains(.dim) { out.append(0x3B); out.append(0x32) }
        if a.contains(.italic) { out.append(0x3B); out.append(0x33) }
        if a.contains(.underline) { out.append(0x3B); out.append(0x34) }
        if a.contains(.reverse) { out.append(0x3B); out.append(0x37) }
        func color(_ c: Color, _ base: Int) {
            switch c {
            case .default: break
            case .ansi(let n): out.append(0x3B); number(n < 8 ? base + Int(n) : base + 60 + Int(n) - 8, &out)
            case .indexed(let n): out.append(0x3B); number(base + 8, &out); out.append(contentsOf: [0x3B, 0x35, 0x3B]); number(Int(n), &out)
            case .rgb(let r, let g, let b):
                out.append(0x3B); number(base + 8, &out); out.append(contentsOf: [0x3B, 0x32])
                for v in [r, g, b] { out.append(0x3B); number(Int(v), &out) }
            }
        }
        color(s.foreground, 30)
        color(s.background, 40)
        out.append(0x6D)
    }
}
