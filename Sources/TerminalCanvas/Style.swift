/// A terminal colour. `.ansi` is one of the 16 standard colours (0–7 normal, 8–15 bright),
/// `.indexed` one of the 256-colour palette, `.rgb` a true colour.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// One of the 16 ANSI colours (0–7, and 8–15 bright).
    case ansi(UInt8)
    /// One of the 256 xterm colours.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// ANSI black, red and green.
    public static let black = Color.ansi(0), red = Color.ansi(1), green = Color.ansi(2)
    /// ANSI yellow, blue and magenta.
    public static let yellow = Color.ansi(3), blue = Color.ansi(4), magenta = Color.ansi(5)
    /// ANSI cyan and white.
    public static let cyan = Color.ansi(6), white = Color.ansi(7)
    /// The bright black (grey) and bright white of the 16-colour set.
    public static let brightBlack = Color.ansi(8), brightWhite = Color.ansi(15)
}

extension Color {
    /// The colour in 26 bits: a 2-bit kind, then up to 24 bits of value.
    var packed: UInt32 {
        switch self {
        case .default: return 0
        case .ansi(let n): return 1 << 24 | UInt32(n)
        case .indexed(let n): return 2 << 24 | UInt32(n)
        case .rgb(let r, let g, let b): return 3 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
    }

    init(packed v: UInt32) {
        let n = UInt8(truncatingIfNeeded: v)
        switch v >> 24 {
        case 1: self = .ansi(n)
        case 2: self = .indexed(n)
        case 3: self = .rgb(UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), n)
        default: self = .default
        }
    }
}

/// How many colours a terminal can show; richer colours are degraded to fit.
public enum ColorDepth: Int, Comparable, Sendable {
    /// How many colours the terminal shows: none, 8, 16, 256 or 24-bit.
    case monochrome = 0, ansi8 = 8, ansi16 = 16, indexed256 = 256, trueColor = 16_777_216

    /// The depth for a terminal reporting `colors` colours (terminfo `colors`).
    public init(colors: Int) {
        switch colors {
        case 16_777_216...: self = .trueColor
        case 256...: self = .indexed256
        case 16...: self = .ansi16
        case 8...: self = .ansi8
        default: self = .monochrome
        }
    }
    /// Fewer colours first.
    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }
}

extension Color {
    /// This colour as the nearest one a terminal of `depth` can show.
    /// Monochrome terminals get `.default`: the style's attributes carry the meaning there.
    public func degraded(to depth: ColorDepth) -> Color {
        switch (self, depth) {
        case (.default, _): return .default
        case (_, .monochrome): return .default
        case (.ansi(let n), .ansi8): return .ansi(n & 7)
        case (.ansi, _): return self
        case (.indexed, .trueColor), (.indexed, .indexed256): return self
        case (.indexed(let n), _): return Color.ansi(Color.ansiIndex(forIndexed: n)).degraded(to: depth)
        case (.rgb, .trueColor): return self
        case (.rgb(let r, let g, let b), .indexed256): return .indexed(Color.indexed(r: r, g: g, b: b))
        case (.rgb(let r, let g, let b), _):
            return Color.ansi(Color.ansiIndex(forIndexed: Color.indexed(r: r, g: g, b: b))).degraded(to: depth)
        }
    }

    /// The xterm 256-colour index nearest to an RGB triple (6×6×6 cube or grey ramp).
    static func indexed(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        func cube(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
        let levels = [0, 95, 135, 175, 215, 255]
        let (cr, cg, cb) = (cube(r), cube(g), cube(b))
        let cubeIndex = 16 + 36 * cr + 6 * cg + cb
        let avg = (Int(r) + Int(g) + Int(b)) / 3
        let greyIndex = avg > 238 ? 23 : max(0, (avg - 3) / 10)
        let grey = 8 + 10 * greyIndex
        func dist(_ a: (Int, Int, Int)) -> Int {
            let dr = a.0 - Int(r), dg = a.1 - Int(g), db = a.2 - Int(b)
            return dr * dr + dg * dg + db * db
        }
        let dc = dist((levels[cr], levels[cg], levels[cb]))
        let dg = dist((grey, grey, grey))
        return UInt8(dg < dc ? 232 + greyIndex : cubeIndex)
    }

    /// The 16-colour index nearest to a 256-colour index.
    static func ansiIndex(forIndexed n: UInt8) -> UInt8 {
        if n < 16 { return n }
        let (r, g, b): (Int, Int, Int)
        if n >= 232 {
            let v = 8 + 10 * Int(n - 232)
            (r, g, b) = (v, v, v)
        } else {
            let i = Int(n) - 16
            let levels = [0, 95, 135, 175, 215, 255]
            (r, g, b) = (levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
        }
        let palette: [(Int, Int, Int)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
            (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
            (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        var best = 0, bestDist = Int.max
        for (i, p) in palette.enumerated() {
            let d = (p.0 - r) * (p.0 - r) + (p.1 - g) * (p.1 - g) + (p.2 - b) * (p.2 - b)
            if d < bestDist { bestDist = d; best = i }
        }
        return UInt8(best)
    }
}

/// Text attributes a terminal can show.
public struct Attributes: OptionSet, Hashable, Sendable {
    /// The bits, one per member.
    public let rawValue: UInt8
    /// A set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Bold (or bright) text.
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Dim (faint) text.
    public static let dim = Attributes(rawValue: 1 << 1)
    /// Foreground and background swapped.
    public static let reverse = Attributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Italic text.
    public static let italic = Attributes(rawValue: 1 << 4)
    /// Struck-through text (SGR 9): other programs' casts use it; pictures draw it.
    public static let strikethrough = Attributes(rawValue: 1 << 5)
}

/// The look of a cell: foreground, background and attributes.
///
/// Stored packed in one integer: every frame compares each cell with the previous frame's,
/// and comparing two integers is several times cheaper than comparing two pairs of enums.
public struct Style: Hashable, Sendable {
    /// Foreground in bits 0–25, background in bits 26–51, attributes from bit 52.
    @usableFromInline var packed: UInt64

    /// A style from colours and attributes; the defaults are the terminal's own.
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        packed = UInt64(foreground.packed) | UInt64(background.packed) << 26 | UInt64(attributes.rawValue) << 52
    }

    /// The text colour.
    public var foreground: Color {
        get { Color(packed: UInt32(truncatingIfNeeded: packed & Style.colorMask)) }
        set { packed = packed & ~Style.colorMask | UInt64(newValue.packed) }
    }
    /// The background colour.
    public var background: Color {
        get { Color(packed: UInt32(truncatingIfNeeded: (packed >> 26) & Style.colorMask)) }
        set { packed = packed & ~(Style.colorMask << 26) | UInt64(newValue.packed) << 26 }
    }
    /// Bold, dim, reverse, underline, italic, strikethrough.
    public var attributes: Attributes {
        get { Attributes(rawValue: UInt8(truncatingIfNeeded: packed >> 52)) }
        set { packed = packed & ~(0xFF << 52) | UInt64(newValue.rawValue) << 52 }
    }

    @usableFromInline static let colorMask: UInt64 = (1 << 26) - 1

    /// The packed text colour and background (0 for the default): compared without decoding
    /// them, as the encoder does at every style change.
    var foregroundBits: UInt64 { packed & Style.colorMask }
    var backgroundBits: UInt64 { (packed >> 26) & Style.colorMask }

    /// Whether the two are the same, as `hash(into:)` sees them.
    @inlinable public static func == (a: Style, b: Style) -> Bool { a.packed == b.packed }
    /// Hashes the packed colours and attributes, as `==` compares them.
    public func hash(into hasher: inout Hasher) { hasher.combine(packed) }
    /// The terminal's own colours, no attributes.
    public static let plain = Style()
    /// Bold, default colours.
    public static let bold = Style(attributes: .bold)
    /// Dim, default colours.
    public static let dim = Style(attributes: .dim)
    /// Reversed, default colours.
    public static let reverse = Style(attributes: .reverse)
    /// Underlined, default colours.
    public static let underline = Style(attributes: .underline)

    /// This style with `a` added.
    public func with(_ a: Attributes) -> Style {
        var s = self; s.attributes.formUnion(a); return s
    }
    /// This style with another text colour.
    public func with(foreground c: Color) -> Style { var s = self; s.foreground = c; return s }
    /// This style with another background.
    public func with(background c: Color) -> Style { var s = self; s.background = c; return s }

    /// The style as a terminal of `depth` can show it, staying legible on dark and light
    /// backgrounds alike:
    /// - on a monochrome terminal a style that had a background colour becomes reverse, so
    ///   selections stay visible;
    /// - on 8 and 16 colours a grey or black text colour over the default background becomes
    ///   the default colour, dimmed (`TERM=screen` has no grey: black text would vanish on a
    ///   dark terminal), and on 8 colours a bright text colour becomes its normal one, bold;
    /// - on 8 colours a bright background, which the terminal cannot show, becomes reverse video;
    ///   bright white becomes white (light grey).
    public func degraded(to depth: ColorDepth) -> Style {
        if depth == .trueColor { return self }
        var s = Style(foreground: foreground.degraded(to: depth == .ansi8 ? .ansi16 : depth),
                      background: background.degraded(to: depth == .ansi8 ? .ansi16 : depth), attributes: attributes)
        switch depth {
        case .monochrome:
            if background != .default { s.attributes.insert(.reverse) }
        case .ansi8, .ansi16:
            if case .ansi(let n) = s.foreground, s.background == .default, n == 0 || n == 8 {
                s.foreground = .default
                s.attributes.insert(.dim)
            } else if depth == .ansi8, case .ansi(let n) = s.foreground, n >= 8 {
                s.foreground = .ansi(n & 7)
                s.attributes.insert(.bold)
            }
            if depth == .ansi8, s.background == .ansi(15) {
                // White (a light appearance painted on the terminal): white's normal colour,
                // light grey, is the nearer; reverse video would swap in the terminal's own.
                s.background = .ansi(7)
            } else if depth == .ansi8, s.background == .ansi(8) {
                // A grey tint (an unfocused selection) has no grey in eight colours: underline it,
                // so it differs from the focused selection, which is reverse. Under black or
                // light grey text (an appearance painted over the terminal's) the background
                // keeps its side: light grey or black.
                switch s.foreground {
                case .ansi(0): s.background = .ansi(7)
                case .ansi(7), .ansi(15): s.background = .ansi(0)
                default: s.background = .default
                }
                s.attributes.insert(.underline)
            } else if depth == .ansi8, case .ansi(let n) = s.background, n >= 8 {
                s.background = .default
                s.attributes.insert(.reverse)
            } else if s.background == .ansi(0), s.foreground == .default {
                // A near-black tint under default text: invisible on a dark terminal, unreadable
                // on a light one. Without it the text is legible on both.
                s.background = .default
            }
        case .indexed256, .trueColor:
            break
        }
        // ANSI blue on a dark terminal's black is about 2.2:1: accents take the bright blue
        // (16 colours) or bold blue, which most terminals draw bright (8 colours).
        if s.foreground == .ansi(4), s.background == .default {
            if depth == .ansi16 { s.foreground = .ansi(12) } else if depth == .ansi8 { s.attributes.insert(.bold) }
        }
        return s
    }
}

extension Style {
    /// The style as 64 bits: colours and attributes, for sending a frame to another process of
    /// the same version (`scenery attach`).
    public var bits: UInt64 { packed }

    /// The style `bits` stands for.
    public init(bits: UInt64) {
        self.init()
        packed = bits
    }
}
