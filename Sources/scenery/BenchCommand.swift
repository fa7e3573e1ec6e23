import ArgumentParser
import CursesFront
import DemoApps
import Foundation
import SceneryKit

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame time and terminal output of the demo, headlessly.",
        discussion: """
            For each size: the time to lay out and draw a full frame into the canvas (median and p95,
            microseconds), the bytes ncurses writes for the first frame, and the bytes it writes when the
            list selection moves by one row. Build with -c release for meaningful figures.
            """
    )

    @Flag(name: .long, help: "Print one JSON line instead of a table.")
    var json = false

    @Option(name: .long, help: "Frames measured per size.")
    var frames: Int = 400

    @Option(name: .long, parsing: .upToNextOption, help: "Sizes to measure, as COLSxROWS.")
    var sizes: [SizeArgument] = ["80x24", "120x40", "160x45", "200x60", "240x70"].compactMap(SizeArgument.init(argument:))

    func run() throws {
        var results: [FrameBench.Result] = []
        for s in sizes {
            results.append(try FrameBench.measure(size: Size(width: s.columns, height: s.rows), frames: max(10, frames)))
        }
        if json {
            let rows = results.map { r in
                "{\"size\":\"\(r.size)\",\"frame_us_median\":\(fmt(r.frameMedian)),\"frame_us_p95\":\(fmt(r.frameP95)),"
                    + "\"first_frame_bytes\":\(r.firstFrameBytes),\"select_move_bytes_median\":\(r.selectMoveBytesMedian),"
                    + "\"select_move_bytes_max\":\(r.selectMoveBytesMax)}"
            }
            print("{\"scenery\":\"\(Scenery.version)\",\"frames_per_size\":\(frames),\"results\":[\(rows.joined(separator: ","))]}")
        } else {
            print("size       frame µs median    p95   first frame B   select-move B median   max")
            for r in results {
                print(pad(r.size.description, 10) + pad(fmt(r.frameMedian), 16, right: true) + pad(fmt(r.frameP95), 7, right: true)
                      + pad("\(r.firstFrameBytes)", 16, right: true) + pad("\(r.selectMoveBytesMedian)", 23, right: true)
                      + pad("\(r.selectMoveBytesMax)", 6, right: true))
            }
        }
    }

    private func fmt(_ v: Double) -> String { String(format: "%.1f", v) }
    private func pad(_ s: String, _ n: Int, right: Bool = false) -> String {
        let p = String(repeating: " ", count: max(0, n - s.count))
        return right ? p + s : s + p
    }
}
