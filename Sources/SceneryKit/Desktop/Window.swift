import TerminalCanvas

/// A pseudo-window on the desktop: a frame with a title bar and window controls around the
/// content of its scene's root view controller.
public final class Window {
    /// How the window is placed: free (moved and sized by hand) or arranged by a preset, which
    /// follows the terminal's size.
    public enum Placement: Hashable, Sendable {
        /// Moved and sized by hand; kept when the terminal resizes (clamped to fit).
        case free
        /// Filling a preset's part of the work area, following the terminal's size.
        case arranged(ArrangePreset)
        /// A screen shape letterboxed in the work area (`Desktop.deviceScreenCells`, deprecated).
        /// Nothing places a window so now: a device fills the terminal, and state files that
        /// saved `deviceScreen` come back full screen.
        case deviceScreen

        /// The name saved in state files (`free`, `leftHalf`, `deviceScreen`).
        public var name: String {
            switch self {
            case .free: return "free"
            case .arranged(let p): return p.rawValue
            case .deviceScreen: return "deviceScreen"
            }
        }
        /// The placement a saved name stands for; nil for an unknown name.
        public init?(name: String) {
            if name == "free" { self = .free } else if name == "deviceScreen" { self = .arranged(.fullScreen) }
            else if let p = ArrangePreset(rawValue: name) { self = .arranged(p) } else { return nil }
        }
    }

    /// Unique on the desktop, in order of opening.
    public let identifier: Int
    // `@exclusivity(unchecked)`: read for every window in every frame's layout, damage check and
    // drawing. Each mark's line above it says what it saves (release, callgrind, 20 steps of
    // `scenery bench --only sweep|separator|select-80x24` with that mark alone removed,
    // 2026-11-28); a mark saving under 0.1% of every step was removed (docs/DECISIONS.md).
    // Unchecked: 0.37% / 0.31% / 1.09% fewer instructions a sweep / separator / key step.
    /// The frame on the desktop, border included.
    @exclusivity(unchecked) public internal(set) var frame: Rect
    // Unchecked: 0.02% / 0.10% / 0.18% fewer instructions a sweep / separator / key step.
    /// Free, arranged by a preset, or the device's screen.
    @exclusivity(unchecked) public internal(set) var placement: Placement
    /// Whether it is on the shelf.
    public internal(set) var isMinimized = false
    /// Whether it lives on the second desktop: it is there while a terminal is attached as one,
    /// on the main desktop otherwise, and goes back when a terminal attaches again.
    public internal(set) var prefersSecondDesktop = false
    // Unchecked: 0.40% / 0.38% / 1.56% fewer instructions a sweep / separator / key step.
    /// The scene shown in the window; nil for a bare window opened with a view controller.
    @exclusivity(unchecked) public internal(set) var scene: WindowScene?
    private let bareRootViewController: ViewController?
    /// The smallest and largest frame the scene's size restrictions allow (0 = no limit).
    public internal(set) var minimumFrameSize = Size(width: 12, height: 3)
    /// The largest frame the scene's size restrictions allow (0×0: no limit).
    public internal(set) var maximumFrameSize = Size.zero
    // Unchecked: 0.11% / 0.08% / 0.14% fewer instructions a sweep / separator / key step.
    /// On a phone's screen (`Desktop.showsOneAppAtATime`): always full screen, no window controls.
    @exclusivity(unchecked) public internal(set) var fillsScreen = false
    // Unchecked: 0.16% / 0.29% / 0.60% fewer instructions a sweep / separator / key step.
    /// What its last drawing was made from: whether the next frame may copy it (`WindowDamage`).
    @exclusivity(unchecked) var damage = WindowDamage()
    /// The bottom corner the pointer rests on with no button down: drawn `◣` or `◢`, the
    /// pointer shape over an edge that resizes (set by the shell's pointer tracking).
    var hoveredCorner: ResizeCorner?

    /// A bottom corner, which a drag resizes the window by.
    enum ResizeCorner: Equatable { case bottomLeft, bottomRight }

    /// The bottom corner at `p`: its two cells nearest the corner on the bottom border.
    func resizeCorner(at p: Point) -> ResizeCorner? {
        guard p.y == frame.maxY - 1, frame.contains(p) else { return nil }
        if p.x >= frame.maxX - 2 { return .bottomRight }
        if p.x <= frame.x + 1 { return .bottomLeft }
        return nil
    }

    init(identifier: Int, frame: Rect, placement: Placement, scene: WindowScene?, rootViewController: ViewController? = nil) {
        self.identifier = identifier
        self.frame = frame
        self.placement = placement
        self.scene = scene
        self.bareRootViewController = rootViewController
    }

    /// The controller the window shows: its scene's root, or the one it was opened with.
    public var rootViewController: ViewController? { scene?.rootViewController ?? bareRootViewController }
    /// Whether it fills the work area.
    public var isFullScreen: Bool { placement == .arranged(.fullScreen) }

    /// What the title bar shows: the root controller's title, else the app's name.
    public var title: String {
        if let t = scene?.title, !t.isEmpty { return t }
        return rootViewController?.title ?? ""
    }

    /// The window controls' style its scene asked for.
    public var controlStyle: WindowScene.WindowingControlStyle { scene?.windowingControlStyle ?? .automatic }

    /// The content area: inside the border. In the `.unified` style the content also takes the
    /// top row, and the controls sit in its leading corner.
    public var contentRect: Rect { contentRect(inFrame: frame) }

    /// The border and title bar around the content, in cells: the frame less the content.
    var chromeSize: Size {
        let content = contentRect
        return Size(width: frame.width - content.width, height: frame.height - content.height)
    }

    /// The content area the window would have with `frame`.
    public func contentRect(inFrame frame: Rect) -> Rect {
        controlStyle == .unified ? frame.inset(top: 0, left: 1, bottom: 1, right: 1) : frame.inset(by: 1)
    }

    /// Whether the window has controls: not on a phone, whose apps fill the screen.
    public var showsControls: Bool { !fillsScreen }

    /// Where the window controls are: `● ● ●` (close, minimize, arrange), or a single `●` that
    /// opens the window menu in the `.minimal` style.
    public var controlsRect: Rect {
        switch controlStyle {
        case .automatic: return Rect(x: frame.x + 2, y: frame.y, width: 5, height: 1)
        case .minimal: return Rect(x: frame.x + 2, y: frame.y, width: 1, height: 1)
        case .unified: return Rect(x: frame.x + 1, y: frame.y, width: 6, height: 1)
        }
    }

    /// Why the window cannot take `preset` (or be moved and resized by hand, for nil), or nil
    /// when it can: `UIRequiresFullScreen` keeps it full screen; `allowsFullScreen` false keeps
    /// it out of full screen.
    public func refusal(of preset: ArrangePreset?) -> String? {
        let app = scene?.session.applicationName ?? title
        if fillsScreen, preset != .fullScreen {
            return "an iPhone shows one app at a time, full screen: \(app) cannot be moved, resized or arranged"
        }
        if scene?.requiresFullScreen == true, preset != .fullScreen {
            return "\(app) requires full screen (UIRequiresFullScreen in its Info.plist)"
        }
        if preset == .fullScreen, scene?.sizeRestrictions?.allowsFullScreen == false {
            return "\(app) does not allow full screen (sizeRestrictions.allowsFullScreen)"
        }
        return nil
    }

    /// Where the root view controller is laid out: the content inside the scene's safe area.
    public var rootRect: Rect { contentRect.inset(by: scene?.safeAreaInsets ?? .zero) }

    /// The control under a point, if any.
    public enum Control: Sendable {
        /// The red, yellow and green controls, and the minimal style's `⋯` menu.
        case close, minimize, arrange, menu
    }
    /// The control at `p`, if `p` is on one.
    public func control(at p: Point) -> Control? {
        let r = controlsRect
        guard showsControls, r.contains(p), frame.width >= 12 else { return nil }
        switch controlStyle {
        case .minimal: return .menu
        case .automatic, .unified:
            let i = (p.x - r.x - (controlStyle == .unified ? 1 : 0))
            switch i { case 0: return .close; case 2: return .minimize; case 4: return .arrange; default: return nil }
        }
    }

    /// The smallest frame the window can show its content in: the scene's size restrictions,
    /// and the width its content cannot go under without collapsing (an expanded split view's
    /// secondary minimum, on a Mac or Vision Pro that never goes compact).
    public var requiredFrameSize: Size {
        let content = rootViewController?.minimumLayoutWidth ?? 0
        // The chrome is measured only for content with a minimum (asked several times a frame).
        let width = content > 0 ? content + frame.width - contentRect.width : 0
        return Size(width: max(minimumFrameSize.width, width), height: minimumFrameSize.height)
    }

    /// True when the window is smaller than it can show its content in (the terminal is too
    /// small): it shows the size-restriction notice instead of a broken layout.
    public var isBelowMinimum: Bool {
        let required = requiredFrameSize
        return frame.width < required.width || frame.height < required.height
    }

    /// Lays out the root and the sheet it presents in the root rectangle: geometry and click
    /// regions for the current state, before any input meets them and before drawing.
    public func layout() {
        guard !isBelowMinimum, let root = rootViewController else { return }
        root.layoutIncludingPresentation(in: rootRect)
    }

    /// The regions of the root and the sheet it presents as the last layout made them, back to
    /// front; empty while the window shows the size notice instead.
    public var regionMap: RegionMap {
        guard !isBelowMinimum, let root = rootViewController else { return RegionMap() }
        return RegionMap(root: root)
    }

    /// Lays the window out, then draws the border, the title bar and controls, and the root
    /// view controller inside.
    public func draw(in canvas: inout Canvas, isFocused: Bool, theme: Theme, time: Double, keyBindings: KeyBindings = KeyBindings()) {
        layout()
        draw(in: &canvas, isFocused: isFocused, theme: theme, time: time, keyBindings: keyBindings, clockReads: nil)
    }

    func draw(in canvas: inout Canvas, isFocused: Bool, theme: Theme, time: Double, keyBindings: KeyBindings, clockReads: ClockReads?,
              fills: Bool = true, tracked: Bool = false) {
        // The window's own appearance (a trait override may make one window light on a dark
        // desktop): its theme, and its cells painted when the desktop around is the other one.
        let style = scene?.resolvedStyle ?? .unspecified
        let theme = theme.resolved(for: style)
        defer { if let desktopStyle = scene?.system?.desktopStyle, style != desktopStyle { canvas.paint(frame, as: style) } }
        // The window's strings in its language (its title too); the simulator's notices are not the app's.
        let transform = scene?.textTransform, below = isBelowMinimum
        // Translated before it is measured: a longer title is cut to the bar's room, corner kept.
        let shown = below ? title : transform.map { $0.apply(title) } ?? title
        // The ring around the root — border, title bar, the device's marks — as the last frame
        // holds it, when nothing it shows changed (a key in the window changes its content only).
        let chrome = below || controlStyle == .unified ? nil : WindowDamage.Chrome(title: shown, hoveredCorner: hoveredCorner)
        let copiedChrome = tracked && chrome != nil ? damage.chromeFrame.flatMap { damage.chrome == chrome ? $0 : nil } : nil
        if tracked { damage.chrome = chrome }
        canvas.withClip(frame) { c in
            if let last = copiedChrome {
                let r = rootRect
                frame.forEachPart(around: r) { c.copy($0, from: last) }
                if fills { c.fill(r) }
            } else {
                if fills { c.fill(frame) }
                c.drawBox(frame, style: .rounded, lineStyle: isFocused ? theme.windowBorder : theme.inactiveWindowBorder)
            }
            if below {
                drawMinimumNotice(in: &c, theme: theme)
            } else if let root = rootViewController {
                let r = rootRect
                if copiedChrome == nil { drawDeviceChrome(in: &c, theme: theme) }
                var context = DrawContext(isFocused: isFocused, theme: theme, time: time, keyBindings: keyBindings)
                context.clockReads = clockReads
                if tracked { context.drawingWindow = self }
                c.textTransform = transform
                c.withClip(r) { cc in root.drawIncludingPresentation(in: &cc, rect: r, context: context) }
            }
            c.textTransform = nil
            guard copiedChrome == nil else { return }
            drawTitleBar(in: &c, title: shown, isFocused: isFocused, theme: theme)
            if let corner = hoveredCorner {
                let right = corner == .bottomRight
                c.put(c.symbol(right ? "◢" : "◣", ascii: right ? "/" : "\\"), x: right ? frame.maxX - 1 : frame.x, y: frame.maxY - 1, style: theme.accent)
            }
        }
    }

    /// The device's own marks in the unsafe area: the status bar's clock, the home indicator.
    private func drawDeviceChrome(in canvas: inout Canvas, theme: Theme) {
        guard let insets = scene?.safeAreaInsets, insets != .zero else { return }
        let c = contentRect
        if insets.top > 0 {
            // The clock is at the status bar's leading end: the right one right to left, as iOS mirrors it.
            let rtl = scene?.traitCollection.layoutDirection == .rightToLeft
            canvas.drawText("9:41", x: rtl ? c.maxX - 4 - max(1, insets.trailing) : c.x + max(1, insets.leading), y: c.y, style: theme.secondaryText)
        }
        if insets.bottom > 0, c.width >= 12 {
            let w = max(4, c.width / 3)
            let bar = String(repeating: canvas.symbol("▔", ascii: "-"), count: w)
            canvas.drawText(bar, x: c.x + (c.width - w) / 2, y: c.maxY - 1, style: theme.secondaryText)
        }
    }

    private func drawMinimumNotice(in canvas: inout Canvas, theme: Theme) {
        let r = frame.inset(by: 1)
        let required = requiredFrameSize
        // The desktop only makes a window this small when the terminal is: say which way it is
        // short, and how large the terminal is (the canvas is the whole terminal).
        let narrow = frame.width < required.width, short = frame.height < required.height
        let advice = narrow && short ? "enlarge the terminal" : short ? "make the terminal taller" : "widen the terminal"
        let lines = ["needs at least", "\(required.width)×\(required.height);",
                     "has \(frame.width)×\(frame.height) of a", "\(canvas.width)×\(canvas.height) terminal:", advice]
        let top = r.y + max(0, (r.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < r.maxY {
            canvas.drawField(line, x: r.x, y: top + i, width: r.width, style: theme.secondaryText, alignment: .center)
        }
    }

    private func drawTitleBar(in canvas: inout Canvas, title: String, isFocused: Bool, theme: Theme) {
        guard frame.width >= 4 else { return }
        let dot = canvas.symbol("●", ascii: "o")
        let styles = isFocused ? [theme.closeControl, theme.minimizeControl, theme.arrangeControl]
                               : [theme.inactiveWindowBorder, theme.inactiveWindowBorder, theme.inactiveWindowBorder]
        if frame.width >= 12 && showsControls {
            let r = controlsRect
            switch controlStyle {
            case .automatic:
                for (i, s) in styles.enumerated() { canvas.put(dot, x: r.x + i * 2, y: r.y, style: s) }
            case .minimal:
                canvas.put(dot, x: r.x, y: r.y, style: isFocused ? theme.windowTitle : theme.inactiveWindowBorder)
            case .unified:
                canvas.fill(r)
                for (i, s) in styles.enumerated() { canvas.put(dot, x: r.x + 1 + i * 2, y: r.y, style: s) }
            }
        }
        // In the unified style the title is the content's own (its navigation bar).
        guard controlStyle != .unified else { return }
        let leading = frame.width >= 12 && showsControls ? controlsRect.maxX - frame.x + 1 : 1
        let room = frame.width - leading - 2
        guard room > 2 else { return }
        let text = " " + TextLayout.truncate(title, to: room - 2, unicode: canvas.unicode) + " "
        let w = DisplayWidth.of(text)
        let x = max(frame.x + leading, frame.x + (frame.width - w) / 2)
        canvas.drawText(text, x: x, y: frame.y, style: isFocused ? theme.windowTitle : theme.inactiveWindowTitle)
    }
}
