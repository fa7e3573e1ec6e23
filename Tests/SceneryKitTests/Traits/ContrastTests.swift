import DemoApps
@testable import SceneryKit
import TerminalCanvas
import Testing
import Foundation

/// Both appearances of the standard theme, checked as WCAG checks text: every text colour on
/// its background at least 4.5:1 in 256 colours and true colour, and nothing invisible (the
/// same colour for text and background) when a terminal has only 16 or 8.
@Suite("Traits beyond space: contrast")
struct ContrastTests {
    /// xterm's colours, as the terminal's palette is taken to be.
    static func rgb(_ color: Color, default fallback: (Int, Int, Int)) -> (Int, Int, Int) {
        let ansi = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
        switch color {
        case .default: return fallback
        case .ansi(let n): return ansi[Int(n) & 15]
        case .rgb(let r, let g, let b): return (Int(r), Int(g), Int(b))
        case .indexed(let n):
            if n < 16 { return ansi[Int(n)] }
            if n >= 232 { let v = 8 + 10 * Int(n - 232); return (v, v, v) }
            let levels = [0, 95, 135, 175, 215, 255], i = Int(n) - 16
            return (levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
        }
    }

    static func luminance(_ c: (Int, Int, Int)) -> Double {
        func lin(_ v: Int) -> Double { let s = Double(v) / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055).pow24 }
        return 0.2126 * lin(c.0) + 0.7152 * lin(c.1) + 0.0722 * lin(c.2)
    }

    static func ratio(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The text styles of a theme, each with what it is drawn on (its own background where it
    /// has one, else the given one), named for messages.
    static func textPairs(_ t: Theme) -> [(String, Style, Color)] {
        let sidebar = t.sidebar.background
        return [
            ("window title", t.windowTitle, .default), ("inactive window title", t.inactiveWindowTitle, .default),
            ("navigation title", t.navigationTitle, .default), ("secondary text", t.secondaryText, .default),
            ("secondary text on the sidebar", t.secondaryText, sidebar), ("text on the sidebar", .plain, sidebar),
            ("accent", t.accent, .default), ("unread", t.unread, .default), ("hint bar", t.hintBar, .default),
            ("hint key", t.hintKey, .default), ("menu", t.overlay, .default), ("shelf", t.shelf, .default),
            ("shelf item", t.shelfItem, .default), ("menu highlight", t.menuHighlight, .default),
            ("mode badge", t.modeBadge, .default), ("destructive", t.destructive, .default),
            ("selection", t.selection, .default), ("inactive selection", t.inactiveSelection, .default),
        ]
    }

    @Test("Every text colour of the standard theme keeps 4.5:1 on its background, dark and light, in 256 colours and true colour")
    func contrast() {
        for style in [UserInterfaceStyle.dark, .light] {
            let theme = Theme.standard.resolved(for: style)
            let fg = Self.rgb(style.paintedForeground, default: (0, 0, 0)), bg = Self.rgb(style.paintedBackground, default: (0, 0, 0))
            for depth in [ColorDepth.indexed256, .trueColor] {
                for (name, s, under) in Self.textPairs(theme) {
                    var st = s
                    if st.background == .default { st.background = under }
                    st = st.degraded(to: depth)
                    var text = Self.rgb(st.foreground, default: fg), back = Self.rgb(st.background, default: bg)
                    if st.attributes.contains(.reverse) { swap(&text, &back) }
                    let r = Self.ratio(text, back)
                    #expect(r >= 4.5, "\(style) \(depth): \(name) has \(String(format: "%.2f", r)):1")
                }
            }
        }
    }

    @Test("On 16 and 8 colours no text is the colour of its background, dark and light")
    func nothingInvisible() {
        for style in [UserInterfaceStyle.dark, .light] {
            let theme = Theme.standard.resolved(for: style)
            // The terminal's own colours on 16: light grey on black, or black on white.
            let fg = style == .dark ? Color.ansi(7) : .ansi(0), bg = style == .dark ? Color.ansi(0) : .ansi(15)
            for depth in [ColorDepth.ansi16, .ansi8] {
                for (name, s, under) in Self.textPairs(theme) {
                    var st = s
                    if st.background == .default { st.background = under }
                    st = st.degraded(to: depth)
                    var text = st.foreground == .default ? fg : st.foreground, back = st.background == .default ? bg : st.background
                    if depth == .ansi8 { text = text.degraded(to: .ansi8); back = back.degraded(to: .ansi8) }
                    if st.attributes.contains(.reverse) { swap(&text, &back) }
                    #expect(text != back || st.attributes.contains(.bold), "\(style) \(depth): \(name) is \(text) on \(back)")
                }
            }
        }
    }

    @Test("A light window on the dark desktop is painted light: its cells take black on white where the theme says the terminal's")
    func painting() throws {
        var canvas = Canvas(width: 4, height: 1)
        canvas.drawText("ab", x: 0, y: 0, style: .plain)
        canvas.drawText("c", x: 2, y: 0, style: Style(foreground: .cyan))
        canvas.paint(canvas.bounds, as: .light)
        #expect(canvas.cells[0].style == Style(foreground: .indexed(16), background: .indexed(231)))
        #expect(canvas.cells[2].style == Style(foreground: .cyan, background: .indexed(231)))
        #expect(DynamicColor(dark: .cyan).resolvedColor(with: TraitCollection()) == .cyan)
        var light = TraitCollection()
        light.userInterfaceStyle = .light
        #expect(DynamicColor(dark: .cyan).resolvedColor(with: light) == .blue)
    }
}

extension Double {
    fileprivate var pow24: Double { Foundation.pow(self, 2.4) }
}

/// A painted appearance on a terminal of the other one, as 16- and 8-colour terminals show it.
@Suite("Traits beyond space: painted appearances on few colours")
struct PaintedAppearanceTests {
    @Test("Light on a dark terminal and dark on a light one: on 16 and 8 colours no drawn glyph takes its background's colour")
    func paintedFramesStayLegible() throws {
        for app in ["Mail", "Music", "Preview"] {
            for (terminal, painted) in [(UserInterfaceStyle.dark, UserInterfaceStyle.light), (.light, .dark)] {
                let size = Size(width: 100, height: 30)
                let sim = try DemoCatalog.makeSimulator(size: size, app: app)
                sim.system.terminalAppearance = terminal
                var o = TraitOverrides()
                o.userInterfaceStyle = painted
                sim.system.setEnvironment(o)
                sim.handle(.resize(size))
                let frame = sim.frame(size: size)
                // The terminal's own colours: light grey on black, or black on white.
                let fg = terminal == .dark ? Color.ansi(7) : .ansi(0), bg = terminal == .dark ? Color.ansi(0) : .ansi(15)
                for depth in [ColorDepth.ansi16, .ansi8] {
                    var bad: [String] = []
                    for (i, cell) in frame.cells.enumerated() where cell.grapheme != " " && !cell.isContinuation {
                        let s = cell.style.degraded(to: depth)
                        var text = s.foreground == .default ? fg : s.foreground, back = s.background == .default ? bg : s.background
                        if depth == .ansi8 { text = text.degraded(to: .ansi8); back = back.degraded(to: .ansi8) }
                        if s.attributes.contains(.reverse) { swap(&text, &back) }
                        if text == back && !s.attributes.contains(.bold) { bad.append("\(cell.grapheme)@\(i % size.width),\(i / size.width) \(cell.style.foreground)/\(cell.style.background)/\(cell.style.attributes.rawValue)") }
                    }
                    #expect(bad.isEmpty, "\(app) \(painted) on a \(terminal) terminal, \(depth): invisible \(bad.prefix(8))")
                }
            }
        }
    }
}
