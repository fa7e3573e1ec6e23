import ArgumentParser
import CursesFront
import Foundation
import SceneryKit
import Pictures
import TerminalCanvas

struct SnapshotCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "snapshot",
            abstract: "Print one frame as text, after feeding it keys; no state is read or saved.",
            discussion: """
                Keys: plain characters type themselves; named keys go in angle brackets, with C- (Ctrl), \
                A- (Alt) and S- (Shift): "jj<Enter><Tab><C-w>h<Esc>". See docs/keys.md. \
                Snapshots never read or write saved state.
                """
        )
    }

    @Option(name: .long, help: "Terminal size as COLSxROWS (1x1 to 2000x1000).")
    var size: SizeArgument = SizeArgument(argument: "120x40")!

    @OptionGroup var options: SimulatorOptions<App>

    // Unconditional: a value may begin with "-" (`--keys -x` types a minus and an x).
    @Option(name: .long, parsing: .unconditional, help: "Keys to feed before the frame is taken (ignored after <C-q>).")
    var keys: String = ""

    @Flag(name: .long, help: "Draw with ASCII only, as in a non-UTF-8 locale.")
    var ascii = false

    @Option(name: .long, help: ArgumentHelp("Attach a second terminal of this size before the keys (as '\(App.identifier) attach' does).",
                                            valueName: "COLSxROWS"))
    var attach: SizeArgument?

    @Option(name: .customLong("attach-role"), help: "The attached terminal's role: external (the default) or interactive.")
    var attachRole: AttachRole = .external

    @Flag(name: .long, help: "With --attach, print the attached terminal's frame instead of the main one.")
    var display = false

    @Flag(name: .long, help: "After the frame, print the front window's region map: each controller's rectangle and clickable items, back to front.")
    var regions = false

    @Option(name: .long, help: ArgumentHelp("Print the frame in every value of these axes, each labelled: text-size, appearance, "
                                            + "language, device (comma-separated for every combination).", valueName: "axes"))
    var variants: String?

    @Option(name: [.short, .long], help: ArgumentHelp("With --variants: also write them side by side as one picture (.png or .svg).",
                                                        valueName: "file"))
    var output: String?

    func validate() throws {
        if display && attach == nil { throw ValidationError("--display prints the attached terminal: add --attach COLSxROWS") }
        if let variants { _ = try SnapshotVariants.axes(parsing: variants) }
        if let output {
            guard variants != nil else { throw ValidationError("--output writes the variants' contact sheet: add --variants AXES") }
            let lower = output.lowercased()
            guard lower.hasSuffix(".png") || lower.hasSuffix(".svg") else {
                throw ValidationError("--output \(output): the contact sheet is a .png or an .svg")
            }
        }
        if variants != nil && (attach != nil || regions) {
            throw ValidationError("--variants prints the main terminal's frames: drop --attach and --regions")
        }
    }

    func run() throws {
        let size = Size(width: self.size.columns, height: self.size.rows)
        let parsed: [KeyEvent]
        do {
            parsed = try KeyNotation.parse(keys)
        } catch {
            throw ValidationError("--keys \(error)")
        }
        if let variants { return try runVariants(try SnapshotVariants.axes(parsing: variants), size: size, keys: parsed) }
        let sim: Simulator
        do { sim = try options.makeSimulator(size: size, store: nil) } catch { throw App.fail("\(error)") }
        sim.handle(.resize(size))
        if let attach {
            let other = Size(width: attach.columns, height: attach.rows)
            sim.handle(attachRole == .interactive ? .attachDesktop(id: 1, size: other) : .attachDisplay(id: 1, size: other))
        }
        // Ctrl-Q ends the session: what comes after it is not typed.
        for key in parsed where !sim.isFinished { sim.handle(.key(key)) }
        if display, let attach {
            var canvas = Canvas(size: Size(width: attach.columns, height: attach.rows), unicode: !ascii)
            sim.renderDisplay(1, into: &canvas)
            print(canvas.plainText())
        } else {
            print(sim.frame(size: size, unicode: !ascii).plainText())
        }
        if regions {
            sim.layout()
            if let front = sim.desktop.focusedWindow {
                print("\nregions of \"\(front.title)\" (role  controller  x,y WxH; a click meets the last that holds it):")
                print(front.regionMap)
            } else {
                print("\nregions: no window is open")
            }
        }
        for warning in sim.restoreWarnings { StandardError.write("\(App.identifier): warning: \(warning)\n") }
    }

    /// Each variant's frame after the same keys, labelled; with `--output`, all of them on one picture.
    private func runVariants(_ axes: [SnapshotVariants.Axis], size: Size, keys: [KeyEvent]) throws {
        var frames: [(label: String, canvas: Canvas)] = []
        for variant in SnapshotVariants.variants(of: axes) {
            let sim: Simulator
            do { sim = try options.makeSimulator(size: size, store: nil) } catch { throw App.fail("\(error)") }
            if let device = variant.device { sim.useDevice(device) }
            var environment = sim.system.environment
            environment.merge(variant.overrides)
            sim.system.setEnvironment(environment)
            sim.handle(.resize(size))
            for key in keys where !sim.isFinished { sim.handle(.key(key)) }
            frames.append((variant.label.joined(separator: " · "), sim.frame(size: size, unicode: !ascii)))
        }
        for (i, frame) in frames.enumerated() {
            if i > 0 { print("") }
            print("── \(frame.label) " + String(repeating: "─", count: max(0, size.width - frame.label.count - 4)))
            print(frame.canvas.plainText())
        }
        guard let output else { return }
        let sheet = SnapshotVariants.contactSheet(frames, unicode: !ascii)
        do {
            let data = output.lowercased().hasSuffix(".svg") ? Data(SVGWriter.still(sheet).utf8)
                : try RecordingFiles.png(of: sheet, options: PictureOptions())
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw App.fail("cannot write \(output): \(error)")
        }
        StandardError.write("\(App.identifier): wrote \(frames.count) variants side by side to \(output)\n")
    }
}
