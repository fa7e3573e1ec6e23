import CFloor
import Foundation
import TerminalCanvas

/// The C floor (`Sources/CFloor`): Scenery's own frames written by plain C — after a resize only
/// the cells that are not blank, for a key step only the cells that changed — to /dev/null. The
/// frames are turned into C cells and each style into its SGR bytes first, untimed; a step's time
/// is the copy into a fresh grid and the encoding and the write. `scenery bench` reports the
/// sweep and the separator step as multiples of it (issue 50: ≤ 1.5×).
enum CFloorBench {
    /// Times each of `frames` in order: with `changes`, each against the one before (a key
    /// step); without, as a repaint after a resize. With `skippingFirst`, the first frame is
    /// the screen the steps start from: not written, only compared against.
    static func measure(_ frames: [Canvas], changes: Bool, skippingFirst: Bool = false) -> FloorRenderer.Result {
        var styles: [Style: UInt16] = [Style.plain: 0]
        var sgr: [UInt8] = [], offsets: [UInt32] = [0]
        FloorRenderer.sgr(.plain, &sgr)
        offsets.append(UInt32(sgr.count))
        let cells: [[cfloor_cell]] = frames.map { frame in
            frame.cells.map { cell in
                var c = cfloor_cell()
                let text = Array(String(String.UnicodeScalarView(cell.scalars.isEmpty ? [" "] : cell.scalars)).utf8.prefix(8))
                withUnsafeMutableBytes(of: &c.text) { raw in for (i, b) in text.enumerated() { raw[i] = b } }
                c.length = UInt8(text.count)
                c.width = UInt8(cell.width)
                if let s = styles[cell.style] { c.style = s } else {
                    let s = UInt16(styles.count)
                    styles[cell.style] = s
                    FloorRenderer.sgr(cell.style, &sgr)
                    offsets.append(UInt32(sgr.count))
                    c.style = s
                }
                return c
            }
        }
        let fd = open("/dev/null", O_WRONLY)
        defer { close(fd) }
        let largest = frames.map { cfloor_bound(Int32($0.width), Int32($0.height)) }.max() ?? 0
        var out = [UInt8](repeating: 0, count: largest)
        var grid = [cfloor_cell](repeating: cfloor_cell(), count: frames.map { $0.width * $0.height }.max() ?? 0)
        var times: [Double] = [], bytes: [Int] = []
        let clock = ContinuousClock()
        for (i, frame) in frames.enumerated() where !(skippingFirst && i == 0) {
            let previous = changes && i > 0 && frames[i - 1].size == frame.size ? i - 1 : nil
            var written = 0
            let t = clock.measure {
                written = cells[i].withUnsafeBufferPointer { now in
                    sgr.withUnsafeBufferPointer { sgr in
                        offsets.withUnsafeBufferPointer { offsets in
                            grid.withUnsafeMutableBufferPointer { grid in
                                out.withUnsafeMutableBufferPointer { out in
                                    let n = previous.map { p in
                                        cells[p].withUnsafeBufferPointer {
                                            cfloor_frame(now.baseAddress, $0.baseAddress, grid.baseAddress, Int32(frame.width), Int32(frame.height),
                                                         sgr.baseAddress, offsets.baseAddress, out.baseAddress)
                                        }
                                    } ?? cfloor_frame(now.baseAddress, nil, grid.baseAddress, Int32(frame.width), Int32(frame.height),
                                                      sgr.baseAddress, offsets.baseAddress, out.baseAddress)
                                    _ = write(fd, out.baseAddress, n)
                                    return n
                                }
                            }
                        }
                    }
                }
            }
            times.append(t.inSeconds * 1e6)
            bytes.append(written)
        }
        times.sort(); bytes.sort()
        return FloorRenderer.Result(microsecondsMedian: FrameBench.percentile(times, 0.5), microsecondsP95: FrameBench.percentile(times, 0.95),
                                    bytesMedian: bytes.isEmpty ? 0 : bytes[bytes.count / 2])
    }
}
