import Foundation
import TerminalCanvas

/// An RGB colour of a picture.
public struct RGB: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }

    /// `#rrggbb` or `#rgb`.
    public init?(hex: String) {
        var s = hex.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("#") { s.removeFirst() }
        if s.count == 3 { s = s.map { "\($0)\($0)" }.joined() }
        guard s.count == 6, let v = UInt32(s, radix: 16) else { return nil }
        self.init(UInt8(v >> 16), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF))
    }

    /// `#rrggbb`, written without a formatter (pictures write this for every run of text).
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        let bytes: [UInt8] = [UInt8(ascii: "#"), digits[Int(r >> 4)], digits[Int(r & 15)], digits[Int(g >> 4)], digits[Int(g & 15)],
                              digits[Int(b >> 4)], digits[Int(b & 15)]]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `self` mixed with `other`, `t` of the way (0…1).
    public func mixed(with other: RGB, _ t: Double) -> RGB {
        func m(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return RGB(m(r, other.r), m(g, other.g), m(b, other.b))
    }
}

/// The colours a picture draws a terminal with: background, foreground and the 16 ANSI colours
/// (the 256-colour cube and greys follow xterm), as VHS's themes give them.
public struct PictureTheme: Sendable, Equatable {
    public var name: String
    public var background: RGB
    public var foreground: RGB
    /// black, red, green, yellow, blue, magenta, cyan, white, then their bright forms.
    public var ansi: [RGB]

    public init(name: String, background: RGB, foreground: RGB, ansi: [RGB]) {
        self.name = name; self.background = background; self.foreground = foreground; self.ansi = ansi
    }

    /// A cell's colours and attributes as a picture shows them: reverse swapped, dim mixed halfway
    /// to the background.
    public func colors(of style: Style) -> (foreground: RGB, background: RGB) {
        var fg = resolve(style.foreground, isForeground: true)
        var bg = resolve(style.background, isForeground: false)
        if style.attributes.contains(.reverse) { swap(&fg, &bg) }
        if style.attributes.contains(.dim) { fg = fg.mixed(with: bg, 0.45) }
        return (fg, bg)
    }

    func resolve(_ c: Color, isForeground: Bool) -> RGB {
        switch c {
        case .default: return isForeground ? foreground : background
        case .ansi(let n): return ansi[Int(n) & 15]
        case .indexed(let n): return n < 16 ? ansi[Int(n)] : Self.xterm(Int(n))
        case .rgb(let r, let g, let b): return RGB(r, g, b)
        }
    }

    /// xterm's colours 16…255: a 6×6×6 cube, then 24 greys.
    static func xterm(_ n: Int) -> RGB {
        if n >= 232 { let v = UInt8(8 + (n - 232) * 10); return RGB(v, v, v) }
        let i = n - 16, steps: [UInt8] = [0, 95, 135, 175, 215, 255]
        return RGB(steps[i / 36], steps[(i / 6) % 6], steps[i % 6])
    }

    private static func palette(_ hexes: [String]) -> [RGB] { hexes.map { RGB(hex: $0)! } }

    /// VHS's default look: a near-black background, light grey text. Its bright black, which
    /// Scenery's secondary text uses, is #858585 (4.9:1 on the background; VHS's #4d4d4d is 2.1:1).
    public static let standard = PictureTheme(
        name: "default", background: RGB(hex: "#171717")!, foreground: RGB(hex: "#dddddd")!,
        ansi: palette(["#282a2e", "#d74e6f", "#31bb71", "#d3e561", "#8056ff", "#ed61d7", "#04d7d7", "#bfbfbf",
                       "#858585", "#fe5f86", "#00d787", "#ebff71", "#9b79ff", "#ff7af2", "#00fefe", "#e6e6e6"]))
    /// Dark text on white, for light pages.
    public static let light = PictureTheme(
        name: "light", background: RGB(hex: "#ffffff")!, foreground: RGB(hex: "#1f2328")!,
        ansi: palette(["#24292f", "#cf222e", "#116329", "#4d2d00", "#0969da", "#8250df", "#1b7c83", "#6e7781",
                       "#57606a", "#a40e26", "#1a7f37", "#633c01", "#218bff", "#a475f9", "#3192aa", "#8c959f"]))
    /// White on black with saturated colours, for projectors and low vision.
    public static let darkHighContrast = PictureTheme(
        name: "dark-high-contrast", background: RGB(0, 0, 0), foreground: RGB(255, 255, 255),
        ansi: palette(["#000000", "#ff5555", "#55ff55", "#ffff55", "#5c9bff", "#ff55ff", "#55ffff", "#e0e0e0",
                       "#9a9a9a", "#ff8080", "#80ff80", "#ffff80", "#8fb8ff", "#ff80ff", "#80ffff", "#ffffff"]))

    /// Every theme VHS ships (its themes.json: 348 palettes from the iTerm2-Color-Schemes
    /// collection and others), under VHS's exact names.
    public static let vhsThemes: [PictureTheme] = vhsThemeLines.split(separator: "\n").map { line in
        let f = line.trimmingCharacters(in: .whitespaces).split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        return PictureTheme(name: f[0], background: RGB(hex: f[1])!, foreground: RGB(hex: f[2])!, ansi: palette(Array(f[3...])))
    }

    /// Scenery's three, then VHS's themes.
    public static let builtIn: [PictureTheme] = [.standard, .light, .darkHighContrast] + vhsThemes

    private static let byName: [String: PictureTheme] = Dictionary(builtIn.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// Names Scenery 0.2 accepted for VHS's themes before it shipped them all: still drawn,
    /// with a warning naming VHS's spelling.
    public static let formerNames = ["Nord": "nord", "Solarized Dark": "Builtin Solarized Dark",
                                     "Solarized Light": "Builtin Solarized Light", "Gruvbox Dark": "GruvboxDark",
                                     "Tokyo Night": "TokyoNight", "One Dark": "OneDark"]

    /// A shipped theme by its exact name, as VHS matches them (`TokyoNight` and `tokyonight`
    /// are two themes).
    public static func named(_ name: String) -> PictureTheme? { byName[name] }

    /// The shipped names near `name`, as VHS suggests them: within two edits ignoring case, or
    /// a name `name` starts with.
    public static func suggestions(for name: String) -> [String] {
        let wanted = name.lowercased()
        return builtIn.map(\.name).filter { candidate in
            let c = candidate.lowercased()
            return wanted.hasPrefix(c) || editDistance(Array(wanted.unicodeScalars), Array(c.unicodeScalars), limit: 2) <= 2
        }.sorted { $0.lowercased() < $1.lowercased() }
    }

    /// VHS's words for a name it does not ship, with its suggestions: `invalid `Set Theme "x"`: did you mean "y"`.
    public static func notFoundMessage(_ name: String) -> String {
        let near = suggestions(for: name)
        return near.isEmpty ? "Set Theme \"\(name)\": no such theme (scenery render --list-themes lists the \(builtIn.count))"
            : "Set Theme \"\(name)\": no such theme; did you mean " + near.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once every path exceeds `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1..<(a.count + 1) {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1..<(b.count + 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }

    /// A theme from a VHS theme file (the JSON form ``json(_:)`` reads), or nil.
    public static func file(_ path: String) -> PictureTheme? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return json(String(decoding: data, as: UTF8.self))
    }

    /// A theme from VHS's JSON form: `background`, `foreground`, `black` … `white`,
    /// `brightBlack` … `brightWhite` (`purple` for magenta, as VHS writes it).
    public static func json(_ text: String) -> PictureTheme? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return nil }
        func color(_ keys: String...) -> RGB? {
            for k in keys { if let s = object[k] as? String, let c = RGB(hex: s) { return c } }
            return nil
        }
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        var ansi = standard.ansi
        for (i, n) in names.enumerated() {
            let alt = n == "magenta" ? "purple" : n
            if let c = color(n, alt) { ansi[i] = c }
            let bright = "bright" + n.prefix(1).uppercased() + n.dropFirst()
            if let c = color(bright, "bright" + alt.prefix(1).uppercased() + alt.dropFirst()) { ansi[i + 8] = c }
        }
        return PictureTheme(name: object["name"] as? String ?? "custom", background: color("background") ?? standard.background,
                            foreground: color("foreground") ?? standard.foreground, ansi: ansi)
    }
}
