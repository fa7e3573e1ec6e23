import SceneryKit
import TerminalCanvas

/// `Set NAME value`: the terminal's size, padding, typing speed and device, the pictures'
/// styling, and VHS settings that mean nothing here (each takes one value, as VHS reads it).
extension TapeParser {
    static func unknownDevice(_ name: String) -> String {
        "unknown device '\(name)'; 'scenery traits --list-devices' lists them (quote names with spaces: \"iPad Pro 11\")"
    }

    /// VHS settings that mean nothing in a simulator: accepted with a warning.
    static let ignoredSettings: Set<String> = [
        "Shell", "FontFamily", "CursorBlink",
    ]
    /// Settings that style pictures (SVG, PNG, GIF): kept as written, read by the picture outputs.
    static let pictureSettings: Set<String> = ["FontSize", "LetterSpacing", "LineHeight", "Margin", "MarginFill", "BorderRadius",
                                                "WindowBar", "WindowBarSize", "Theme", "Framerate", "PlaybackSpeed", "LoopOffset"]

    static func parseSetting(_ line: inout TapeLine, _ loc: TapeLocation, _ tape: inout Tape, sawAction: Bool,
                             _ fail: (String) -> TapeError) throws -> TapeCommand? {
        let name = line.word()
        switch name {
        case "Width", "Height":
            let n = try line.wholeNumber(at: "Set \(name)", upTo: largestNumber, fail)
            if tape.sizeLocation == nil { tape.sizeLocation = loc }
            guard n > 0 else { throw fail("Set \(name) needs a positive number of pixels (or of cells: \(name == "Width" ? "120c" : "40c"))") }
            let cells = n
            if line.consume("cells") || line.consume("c") {
                // Scenery's own unit: cells as given.
                if name == "Width" { tape.pixelWidth = nil } else { tape.pixelHeight = nil }
                tape.sizeInCells = true
            } else {
                // VHS means pixels, whatever the number: the cells that fit are found once every
                // setting is read (FontSize, Padding… may come after), by `resolvePixelSize`.
                _ = line.consume("px")
                guard n <= 65_535 else { throw fail("Set \(name) \(n) is too large: at most 65535 pixels") }
                if name == "Width" { tape.pixelWidth = n } else { tape.pixelHeight = n }
                if tape.pixelSizeLocation == nil { tape.pixelSizeLocation = loc }
                if sawAction { tape.warnings.append("\(loc): Set \(name) after other commands still sets the starting size; use Resize to change it mid-tape") }
                return nil
            }
            let largest = RecordingLimits.largestTerminal
            guard cells <= (name == "Width" ? largest.width : largest.height) else {
                throw fail("Set \(name) \(cells) is too large (at most \(largest.width)×\(largest.height) cells)")
            }
            if sawAction { tape.warnings.append("\(loc): Set \(name) after other commands still sets the starting size; use Resize to change it mid-tape") }
            if name == "Width" { tape.size.width = cells } else { tape.size.height = cells }
            return nil
        case "Device":
            let name = try line.stringOrWord(expected: "a device name, for example Set Device \"iPad Pro 11\"", fail)
            guard DeviceProfile.named(name) != nil else { throw fail(Self.unknownDevice(name)) }
            if sawAction { tape.warnings.append("\(loc): Set Device after other commands still sets the starting device; use Launch APP on \"DEVICE\" to change it mid-tape") }
            tape.device = name
            return nil
        case "TextSize", "Appearance", "Language":
            return try parseTraitSetting(name, &line, loc, &tape, sawAction: sawAction, fail)
        case "FitApp":
            let value = line.word().lowercased()
            guard value == "true" || value == "false" else { throw fail("Set FitApp takes true or false") }
            tape.fitsApp = value == "true"
            return nil
        case "Padding":
            tape.padding = try line.wholeNumber(at: "Set Padding", upTo: RecordingLimits.largestPadding, fail)
            return nil
        case "TypingSpeed":
            guard let d = line.duration() else { throw fail("Set TypingSpeed needs a duration, for example 50ms or 0.1s") }
            tape.typingSpeed = d
            return .setTypingSpeed(d)
        case "WaitTimeout":
            // What a Wait without its own @timeout waits, from here on (VHS: 15 s). One value:
            // a command after it on the line runs.
            guard let d = line.duration(), d >= 0 else { throw fail("Set WaitTimeout needs a duration, for example 5s or 500ms") }
            tape.waitTimeout = d
            return nil
        case "WaitPattern":
            // What a Wait without its own /regex/ waits for, from here on (VHS: />$/).
            line.skipSpaces()
            tape.waitPattern = line.peek == "/" ? try line.regex(fail)
                : try line.stringOrWord(expected: "a pattern, for example /Inbox/", fail)
            return nil
        case _ where pictureSettings.contains(name):
            // One value, as VHS reads it (a comment or the next command may follow), or a
            // JSON theme: the rest, which the reader has joined across lines.
            line.skipSpaces()
            let value: String
            if line.peek == "{" {
                value = line.rest.trimmingCharacters(in: .whitespaces)
                line.skipToEnd()
            } else {
                value = try line.stringOrWord(expected: "a value for Set \(name)", fail)
                // `Set LoopOffset 20 %`: VHS's lexer reads the percent sign as its own token.
                if name == "LoopOffset" { line.skipSpaces(); if line.peek == "%" { _ = line.consume("%") } }
            }
            tape.pictureSettings[name] = (value, loc)
            return nil
        case _ where ignoredSettings.contains(name):
            // One value, as VHS reads it: what follows on the line is the next command.
            _ = try? line.stringOrWord(expected: "a value", fail)
            tape.warnings.append("\(loc): Set \(name) means nothing in a simulator; ignored")
            return nil
        default:
            throw fail("unknown setting '\(name)'; Scenery reads Width, Height, Padding, TypingSpeed, Device, TextSize, Appearance, Language and, for pictures, "
                       + "\(pictureSettings.sorted().joined(separator: ", ")) (and ignores \(ignoredSettings.sorted().joined(separator: ", ")))")
        }
    }

    /// `Set TextSize AX3`, `Set Appearance light`, `Set Language fr`: before any action, the
    /// environment the tape starts in; after one, a change from then on.
    static func parseTraitSetting(_ name: String, _ line: inout TapeLine, _ loc: TapeLocation, _ tape: inout Tape,
                                  sawAction: Bool, _ fail: (String) -> TapeError) throws -> TapeCommand? {
        let value = try line.stringOrWord(expected: "a value for Set \(name)", fail)
        var overrides = TraitOverrides()
        switch name {
        case "TextSize":
            guard let c = ContentSizeCategory(parsing: value) else {
                throw fail("Set TextSize \(value): give one of \(ContentSizeCategory.shortNames) (or UIKit's names, such as accessibilityLarge)")
            }
            overrides.preferredContentSizeCategory = c
        case "Appearance":
            guard let style = UserInterfaceStyle(parsing: value) else {
                throw fail("Set Appearance \(value): give light or dark")
            }
            overrides.userInterfaceStyle = style
            tape.appearance = style
        default:
            guard let language = AppLanguage(parsing: value) else {
                throw fail("Set Language \(value): give a language code such as \(AppLanguage.examples)")
            }
            overrides.language = language
        }
        if sawAction { return .setTraits(overrides) }
        tape.environment.merge(overrides)
        return nil
    }
}
