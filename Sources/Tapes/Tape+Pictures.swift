import Pictures
import TerminalCanvas

/// What a tape's `Set` lines say about its pictures, read once here for both the picture
/// outputs and the terminal's size: a tape sized in pixels (`Set Width 1200`) is sized as VHS
/// sizes it — the cells that fit the picture less padding, margin and window bar at the font's
/// cell — and its pictures are exactly that many pixels.
extension Tape {
    /// VHS's defaults, which a tape sized in pixels gets: 22 px type, 60 px padding, and for a
    /// side it does not set, 1200×600 px.
    public static let vhsFontSize = 22, vhsPadding = 60, vhsWidth = 1200, vhsHeight = 600

    /// Whether the tape writes pictures (GIF, PNG, SVG, video, a folder of PNG frames; a
    /// `Screenshot` as PNG or SVG).
    public var writesPixels: Bool {
        (outputs + screenshots).contains { path in
            if path.hasSuffix("/") { return true }
            let name = path.split(separator: "/").last ?? ""
            guard let dot = name.lastIndex(of: ".") else { return false }
            return ["gif", "png", "svg", "mp4", "webm"].contains(name[name.index(after: dot)...].lowercased())
        }
    }

    /// A picture setting that is not understood, or a size VHS refuses: where, and what to do.
    public struct PictureSettingError: Error, CustomStringConvertible {
        /// The message, starting with the tape's file:line:column.
        public let description: String
    }

    /// Whether `Set Width` or `Set Height` was given in pixels, as VHS gives them.
    public var isSizedInPixels: Bool { pixelWidth != nil || pixelHeight != nil }

    /// The picture settings of the tape (`Set FontSize`, `LetterSpacing`, `LineHeight`,
    /// `Padding`, `Margin`, `MarginFill`, `BorderRadius`, `WindowBar`, `WindowBarSize`, `LoopOffset`, `Theme`
    /// by name, as JSON or from a JSON file, and the size asked in pixels); a value that is not
    /// understood is an error naming its line. A theme Scenery does not ship is a warning.
    public func pictureOptions(warnings: inout [String]) throws -> PictureOptions {
        var o = PictureOptions()
        if isSizedInPixels { o.fontSize = Self.vhsFontSize; o.padding = Self.vhsPadding }
        if let padding { o.padding = padding }
        var marginLocation: TapeLocation?
        // `Set Appearance light` draws on the light theme unless a Set Theme names another.
        if appearance == .light { o.theme = .light }
        for (name, (value, loc)) in pictureSettings.sorted(by: { $0.key < $1.key }) {
            func fail(_ message: String) -> PictureSettingError { PictureSettingError(description: "\(loc): Set \(name) \(value): \(message)") }
            func number(_ range: ClosedRange<Int>) throws -> Int {
                guard let n = Int(value.replacingOccurrences(of: "px", with: "")) else { throw fail("expected a number of pixels") }
                guard range.contains(n) else { throw fail("out of range: \(range.lowerBound) to \(range.upperBound) pixels") }
                return n
            }
            func decimal(_ range: ClosedRange<Double>) throws -> Double {
                guard let n = Double(value), n.isFinite else { throw fail("expected a number, for example 1.2") }
                guard range.contains(n) else { throw fail("out of range: \(range.lowerBound) to \(range.upperBound)") }
                return n
            }
            switch name {
            case "FontSize": o.fontSize = try number(RecordingLimits.fontSizes)
            case "LetterSpacing": o.letterSpacing = try decimal(-4...40)
            case "LineHeight": o.lineHeight = try decimal(0.5...4)
            case "Framerate": o.framerate = try decimal(1...120)
            case "PlaybackSpeed": o.playbackSpeed = try decimal(0.1...100)
            case "LoopOffset":
                // A percentage, the sign optional (`20%`, `20`), as VHS reads it.
                let digits = value.hasSuffix("%") ? String(value.dropLast()) : value
                guard let n = Double(digits), n.isFinite else { throw fail("expected a percentage, for example 50%") }
                o.loopOffset = n
            case "Margin": o.margin = try number(0...RecordingLimits.largestPadding); marginLocation = loc
            case "BorderRadius": o.borderRadius = try number(0...RecordingLimits.largestPadding)
            case "WindowBarSize": o.windowBarSize = max(8, try number(0...RecordingLimits.largestPadding))
            case "MarginFill":
                guard let c = RGB(hex: value) else { throw fail("expected a colour such as #1e1e2e") }
                o.marginFill = c
            case "WindowBar":
                guard ["Colorful", "ColorfulRight", "Rings", "RingsRight"].contains(value) else {
                    throw fail("expected Colorful, ColorfulRight, Rings or RingsRight")
                }
                o.windowBar = value
            case "Theme":
                o.theme = try theme(value, fail: fail, warnings: &warnings, at: loc)
            default: break
            }
        }
        // VHS draws a margin only in a MarginFill colour: without one it has no margin.
        if o.margin > 0 && o.marginFill == nil {
            if let marginLocation {
                warnings.append("\(marginLocation): Set Margin without Set MarginFill draws no margin, as in VHS; add Set MarginFill \"#RRGGBB\"")
            }
            o.margin = 0
        }
        o.width = pixelWidth
        o.height = pixelHeight
        return o
    }

    private func theme(_ value: String, fail: (String) -> PictureSettingError, warnings: inout [String],
                       at loc: TapeLocation) throws -> PictureTheme {
        if let t = PictureTheme.named(value) { return t }
        if value.hasPrefix("{") {
            guard let t = PictureTheme.json(value) else {
                throw fail("the JSON theme does not parse; give background, foreground and colours as \"#rrggbb\"")
            }
            return t
        }
        if value.lowercased().hasSuffix(".json") {
            guard let t = PictureTheme.file(value) else {
                throw fail("cannot read \(value) as a VHS theme (JSON with background, foreground, black … brightWhite)")
            }
            return t
        }
        if let vhsName = PictureTheme.formerNames[value], let t = PictureTheme.named(vhsName) {
            warnings.append("\(loc): Set Theme \"\(value)\" is Scenery 0.2's name; VHS calls it \"\(vhsName)\" (drawn as that)")
            return t
        }
        warnings.append("\(loc): " + PictureTheme.notFoundMessage(value) + "; using the default")
        return PictureTheme.standard
    }

    /// Sizes a tape given in pixels: the cells that fit, as VHS's `term.fit` finds them, after
    /// every setting was read (their order does not matter). VHS's minimum is enforced with
    /// its message; a picture too small for one cell is an error too.
    mutating func resolvePixelSize() throws {
        // A tape that writes pictures and gives no side in cells is VHS's: each side it leaves
        // out is VHS's default, 1200×600 px, so its pictures are the size VHS makes.
        if writesPixels && !sizeInCells {
            if pixelWidth == nil { pixelWidth = Self.vhsWidth }
            if pixelHeight == nil { pixelHeight = Self.vhsHeight }
        }
        guard isSizedInPixels else { return }
        var ignored: [String] = []
        let o = try pictureOptions(warnings: &ignored)
        let loc = pixelSizeLocation ?? TapeLocation(file: file, line: 1, column: 1)
        func fail(_ message: String) -> TapeError { TapeError(location: loc, command: "Set Width/Height", message: message) }
        // VHS: "Dimensions must be at least W x H": what padding, margin and bar take.
        let least = o.chrome
        if (pixelWidth ?? Int.max) < least.width || (pixelHeight ?? Int.max) < least.height {
            // A small number was most likely meant as cells (older Scenery tapes read it so).
            let cells = [pixelWidth.map { ("Width", $0) }, pixelHeight.map { ("Height", $0) }].compactMap { $0 }
                .filter { $0.1 < 1000 }.map { "Set \($0.0) \($0.1)c" }
            throw fail("Dimensions must be at least \(least.width) x \(least.height) "
                       + "(twice the padding and margin, and the window bar), as VHS requires"
                       + (cells.isEmpty ? "" : "; sizes are in pixels, as in VHS: for columns and rows write \(cells.joined(separator: " and "))"))
        }
        guard let fit = o.cellsFitting() else { return }
        if pixelWidth != nil {
            guard fit.width >= 1 else {
                throw fail("Set Width \(pixelWidth!) leaves no room for a column of \(o.cellWidth) px "
                           + "after \(o.chrome.width) px of padding and margin; make it wider or the font smaller")
            }
            size.width = min(fit.width, RecordingLimits.largestTerminal.width)
        }
        if pixelHeight != nil {
            guard fit.height >= 1 else {
                throw fail("Set Height \(pixelHeight!) leaves no room for a row of \(o.cellHeight) px "
                           + "after \(o.chrome.height) px of padding, margin and bar; make it taller or the font smaller")
            }
            size.height = min(fit.height, RecordingLimits.largestTerminal.height)
        }
    }
}
