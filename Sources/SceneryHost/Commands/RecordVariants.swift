import ArgumentParser
import Foundation
import Pictures
import SceneryKit
import Tapes
import TerminalCanvas

/// `record TAPE --variants AXES --output SHEET`: the tape run once in every variant (text size,
/// appearance, language, device), each run's last frame on one contact sheet. Nothing else is
/// written: the tape's own outputs are for a single run.
enum RecordVariants {
    /// Runs `tape` in each variant of `axes` and writes the sheet to `output` (.png or .svg);
    /// the labels of the frames, in order.
    static func run<App: SceneryApp>(_ app: App.Type, tape: Tape, axes: [SnapshotVariants.Axis], output: String,
                                     bindings: KeyBindings) throws -> [String] {
        var frames: [(label: String, canvas: Canvas)] = []
        for variant in SnapshotVariants.variants(of: axes) {
            var run = tape
            run.environment.merge(variant.overrides)
            if let style = variant.overrides.userInterfaceStyle { run.appearance = style }
            if let device = variant.device { run.device = device.name }
            var last = Canvas(size: .zero)
            let runner = App.tapeRunner(run, bindings: bindings)
            runner.frameObserver = { _, canvas in last = canvas }
            let label = variant.label.joined(separator: " · ")
            do {
                _ = try runner.runStreaming()
            } catch {
                throw CLIError("\(label): \(error); nothing was written")
            }
            frames.append((label, last))
        }
        let sheet = SnapshotVariants.contactSheet(frames, unicode: true)
        let data = output.lowercased().hasSuffix(".svg") ? Data(SVGWriter.still(sheet).utf8)
            : try RecordingFiles.png(of: sheet, options: PictureOptions())
        try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        return frames.map(\.label)
    }
}
