import ArgumentParser
import DemoApps
import Foundation
import SceneryKit

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Print one frame of the demo as text, after feeding it keys.",
        discussion: """
            Keys: plain characters type themselves; named keys go in angle brackets, with C- (Ctrl), \
            A- (Alt) and S- (Shift): "jj<Enter><Tab><C-r><Right>". See docs/keys.md.
            """
    )

    @Option(name: .long, help: "Terminal size as COLSxROWS (1x1 to 2000x1000).")
    var size: SizeArgument = SizeArgument(argument: "120x40")!

    @Option(name: .long, help: "Open one full-screen window of this demo app instead of the default desktop.")
    var app: String?

    @Option(name: .long, help: "Keys to feed before the frame is taken.")
    var keys: String = ""

    @Flag(name: .long, help: "Draw with ASCII only, as in a non-UTF-8 locale.")
    var ascii = false

    func run() throws {
        let size = Size(width: self.size.columns, height: self.size.rows)
        guard let sim = DemoCatalog.makeSimulator(size: size, app: app) else {
            throw ValidationError("unknown app '\(app ?? "")'; the demo apps are \(DemoCatalog.appNames.joined(separator: ", "))")
        }
        let parsed: [KeyEvent]
        do {
            parsed = try KeyNotation.parse(keys)
        } catch {
            throw ValidationError("--keys \(error)")
        }
        sim.handle(.resize(size))
        for key in parsed { sim.handle(.key(key)) }
        print(sim.frame(size: size, unicode: !ascii).plainText())
    }
}
