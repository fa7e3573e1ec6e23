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

    /// Well-known palettes under the names VHS gives them (its themes.json, from the
    /// iTerm2-Color-Schemes collection): background, foreground, then the 16 ANSI colours.
    private static let wellKnown: [(String, String, String, [String])] = [
        ("Dracula", "#1e1f29", "#f8f8f2", ["#000000", "#ff5555", "#50fa7b", "#f1fa8c", "#bd93f9", "#ff79c6", "#8be9fd", "#bbbbbb", "#555555", "#ff5555", "#50fa7b", "#f1fa8c", "#bd93f9", "#ff79c6", "#8be9fd", "#ffffff"]),
        ("Catppuccin Mocha", "#1e1e2e", "#cdd6f4", ["#45475a", "#f38ba8", "#a6e3a1", "#f9e2af", "#89b4fa", "#f5c2e7", "#94e2d5", "#bac2de", "#585b70", "#f38ba8", "#a6e3a1", "#f9e2af", "#89b4fa", "#f5c2e7", "#94e2d5", "#a6adc8"]),
        ("Catppuccin Macchiato", "#24273a", "#cad3f5", ["#494d64", "#ed8796", "#a6da95", "#eed49f", "#8aadf4", "#f5bde6", "#8bd5ca", "#b8c0e0", "#5b6078", "#ed8796", "#a6da95", "#eed49f", "#8aadf4", "#f5bde6", "#8bd5ca", "#b8c0e0"]),
        ("Catppuccin Frappe", "#303446", "#c6d0f5", ["#51576d", "#e78284", "#a6d189", "#e5c890", "#8caaee", "#f4b8e4", "#81c8be", "#b5bfe2", "#626880", "#e78284", "#a6d189", "#e5c890", "#8caaee", "#f4b8e4", "#81c8be", "#a5adce"]),
        ("Catppuccin Latte", "#eff1f5", "#4c4f69", ["#5c5f77", "#d20f39", "#40a02b", "#df8e1d", "#1e66f5", "#ea76cb", "#179299", "#acb0be", "#6c6f85", "#d20f39", "#40a02b", "#df8e1d", "#1e66f5", "#ea76cb", "#179299", "#bcc0cc"]),
        ("Nord", "#2e3440", "#d8dee9", ["#3b4252", "#bf616a", "#a3be8c", "#ebcb8b", "#81a1c1", "#b48ead", "#88c0d0", "#e5e9f0", "#4c566a", "#bf616a", "#a3be8c", "#ebcb8b", "#81a1c1", "#b48ead", "#8fbcbb", "#eceff4"]),
        ("Solarized Dark", "#002b36", "#839496", ["#073642", "#dc322f", "#859900", "#b58900", "#268bd2", "#d33682", "#2aa198", "#eee8d5", "#002b36", "#cb4b16", "#586e75", "#657b83", "#839496", "#6c71c4", "#93a1a1", "#fdf6e3"]),
        ("Solarized Light", "#fdf6e3", "#657b83", ["#073642", "#dc322f", "#859900", "#b58900", "#268bd2", "#d33682", "#2aa198", "#eee8d5", "#002b36", "#cb4b16", "#586e75", "#657b83", "#839496", "#6c71c4", "#93a1a1", "#fdf6e3"]),
        ("Gruvbox Dark", "#282828", "#ebdbb2", ["#282828", "#cc241d", "#98971a", "#d79921", "#458588", "#b16286", "#689d6a", "#a89984", "#928374", "#fb4934", "#b8bb26", "#fabd2f", "#83a598", "#d3869b", "#8ec07c", "#ebdbb2"]),
        ("Gruvbox Light", "#fbf1c7", "#282828", ["#fbf1c7", "#9d0006", "#79740e", "#b57614", "#076678", "#8f3f71", "#427b58", "#3c3836", "#9d8374", "#cc241d", "#98971a", "#d79921", "#458588", "#b16186", "#689d69", "#7c6f64"]),
        ("Tokyo Night", "#16161e", "#787c99", ["#363b54", "#f7768e", "#41a6b5", "#e0af68", "#7aa2f7", "#bb9af7", "#7dcfff", "#787c99", "#363b54", "#f7768e", "#41a6b5", "#e0af68", "#7aa2f7", "#bb9af7", "#7dcfff", "#acb0d0"]),
        ("One Dark", "#1e2127", "#abb2bf", ["#1e2127", "#e06c75", "#98c379", "#d19a66", "#61afef", "#c678dd", "#56b6c2", "#abb2bf", "#5c6370", "#e06c75", "#98c379", "#d19a66", "#61afef", "#c678dd", "#56b6c2", "#ffffff"]),
        ("Monokai Pro", "#403e41", "#fcfcfa", ["#403e41", "#ff6188", "#a9dc76", "#ffd866", "#fc9867", "#ab9df2", "#78dce8", "#fcfcfa", "#727072", "#ff6188", "#a9dc76", "#ffd866", "#fc9867", "#ab9df2", "#78dce8", "#fcfcfa"]),
        ("GitHub Dark", "#101216", "#8b949e", ["#000000", "#f78166", "#56d364", "#e3b341", "#6ca4f8", "#db61a2", "#2b7489", "#ffffff", "#4d4d4d", "#f78166", "#56d364", "#e3b341", "#6ca4f8", "#db61a2", "#2b7489", "#ffffff"]),
    ]

    /// Scenery's three, then the well-known palettes.
    public static let builtIn: [PictureTheme] = [.standard, .light, .darkHighContrast] + wellKnown.map { name, bg, fg, ansi in
        PictureTheme(name: name, background: RGB(hex: bg)!, foreground: RGB(hex: fg)!, ansi: palette(ansi))
    }

    /// VHS's own spellings of some: `Builtin Solarized Dark`, `GruvboxDark`, `TokyoNight`, `OneDark`.
    private static let aliases = ["builtinsolarizeddark": "solarizeddark", "builtinsolarizedlight": "solarizedlight"]

    /// A built-in theme by name, ignoring case, spaces, dashes and underscores (`tokyo-night`,
    /// `TokyoNight` and `Tokyo Night` are one).
    public static func named(_ name: String) -> PictureTheme? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        let wanted = aliases[key(name)] ?? key(name)
        return builtIn.first { key($0.name) == wanted }
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
