import Pictures
import SceneryKit
import TerminalCanvas

/// A tape whose terminal was smaller than what it showed needs: its frames showed Scenery's
/// "needs at least" notice instead of the app. Where it first happened, the terminal it had, and
/// the terminal the app needs (its window's minimum, and the hint bar's row).
public struct TerminalTooSmall: Sendable, Equatable {
    /// The command after which the notice first showed.
    public let location: TapeLocation
    /// The terminal then, in cells.
    public let terminal: Size
    /// The least terminal that shows every window the tape showed, in cells.
    public internal(set) var needed: Size
    /// The app whose window did not fit first.
    public let app: String
    /// Whether it showed from the first frame (the starting size is short), not after a `Resize`.
    public let fromStart: Bool
}

extension Tape {
    /// The smallest font size `Set FitApp true` goes down to.
    public static let smallestFittedFontSize = 6

    /// The largest font size, at most the tape's own, at which its pixel size holds `needed`
    /// cells; nil when the tape is not sized in pixels or no size from
    /// ``smallestFittedFontSize`` up holds them.
    public func fittingFontSize(for needed: Size) -> Int? {
        guard isSizedInPixels else { return nil }
        var ignored: [String] = []
        guard var o = try? pictureOptions(warnings: &ignored) else { return nil }
        for f in stride(from: o.fontSize, through: Self.smallestFittedFontSize, by: -1) {
            o.fontSize = f
            guard let fit = o.cellsFitting() else { return nil }
            if (pixelWidth == nil || fit.width >= needed.width) && (pixelHeight == nil || fit.height >= needed.height) { return f }
        }
        return nil
    }

    /// The font size the tape's pictures use now (its `Set FontSize`, or the default).
    public var fontSizeNow: Int {
        var ignored: [String] = []
        return (try? pictureOptions(warnings: &ignored))?.fontSize ?? PictureOptions().fontSize
    }

    /// Sets `Set FontSize` and sizes the terminal again from the tape's pixels.
    public mutating func setFontSize(_ size: Int) throws {
        let loc = pictureSettings["FontSize"]?.location ?? pixelSizeLocation ?? TapeLocation(file: file, line: 1, column: 1)
        pictureSettings["FontSize"] = ("\(size)", loc)
        try resolvePixelSize()
    }

    /// What `record` says (and `record --strict` and `test` fail with) when the tape's terminal
    /// was too small for its app: the line, the cells it has and needs, and the settings that
    /// would give them.
    public func tooSmallMessage(_ t: TerminalTooSmall) -> String {
        let has = "\(t.terminal.width)×\(t.terminal.height)", needs = "\(t.needed.width)×\(t.needed.height)"
        var fixes: [String] = []
        var ignored: [String] = []
        if !t.fromStart {
            // A Resize made it short: a larger Resize is the fix.
            let w = max(t.terminal.width, t.needed.width), h = max(t.terminal.height, t.needed.height)
            fixes.append("Resize \(w)x\(h) or larger")
        } else if isSizedInPixels, let o = try? pictureOptions(warnings: &ignored) {
            let width = t.needed.width * o.cellWidth + o.chrome.width, height = t.needed.height * o.cellHeight + o.chrome.height
            if let f = fittingFontSize(for: t.needed), f < o.fontSize { fixes.append("Set FontSize \(f)") }
            var sizes: [String] = []
            if (pixelWidth ?? 0) < width { sizes.append("Set Width \(width)") }
            if (pixelHeight ?? 0) < height { sizes.append("Set Height \(height)") }
            if !sizes.isEmpty { fixes.append(sizes.joined(separator: " and ")) }
            fixes.append("Set FitApp true (the largest font size that fits these pixels)")
        } else {
            var sizes: [String] = []
            if t.terminal.width < t.needed.width { sizes.append("Set Width \(t.needed.width)c") }
            if t.terminal.height < t.needed.height { sizes.append("Set Height \(t.needed.height)c") }
            fixes.append(sizes.joined(separator: " and "))
        }
        var pixels = ""
        if isSizedInPixels, let o = try? pictureOptions(warnings: &ignored) {
            let (w, h) = o.pixelSize(for: t.terminal)
            pixels = " (\(pixelWidth ?? w)×\(pixelHeight ?? h) px at FontSize \(o.fontSize))"
        }
        return "\(t.location): the terminal is \(has) cells\(pixels) but \(t.app) needs \(needs): its frames show Scenery's "
            + "\"needs at least\" notice instead of the app; " + fixes.joined(separator: ", or ") + " gives it room"
    }
}

extension TapeRunner {
    /// Notes a window showing its "needs at least" notice: the terminal that would show it, from
    /// its share of the terminal (a window on half the screen needs twice its minimum).
    func noteTooSmall(at location: TapeLocation) {
        let area = sim.desktop.workArea
        for w in sim.desktop.visibleWindows where w.isBelowMinimum && w.frame.width > 0 && w.frame.height > 0 {
            let required = w.requiredFrameSize
            // A window across the work area grows as the terminal does; one on a share of it, by that share.
            func grown(_ terminal: Int, _ frame: Int, _ least: Int, spans: Bool) -> Int {
                spans ? terminal + least - frame : frame >= least ? terminal : (least * terminal + frame - 1) / frame
            }
            let needed = Size(width: grown(size.width, w.frame.width, required.width, spans: w.frame.width >= area.width),
                              height: grown(size.height, w.frame.height, required.height, spans: w.frame.height >= area.height))
            if var t = result.tooSmall {
                t.needed = Size(width: max(t.needed.width, needed.width), height: max(t.needed.height, needed.height))
                result.tooSmall = t
            } else {
                // From the first frame: the line that set the size is the one to change.
                let fromStart = size == tape.size
                result.tooSmall = TerminalTooSmall(location: fromStart ? tape.sizeLocation ?? location : location, terminal: size,
                                                   needed: needed, app: w.scene?.session.applicationName ?? w.title, fromStart: fromStart)
            }
        }
    }

}
