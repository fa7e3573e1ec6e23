/// A real device whose screen sizes, safe areas and size-class behaviour a window can follow.
///
/// Sizes are the devices' published full-screen sizes in points (portrait), safe areas the
/// insets Apple's simulators report for a full-screen window. Size classes come from the HIG's
/// device table: iPhones decide by model, not by width
/// (Plus, Max and Air phones are regular width in landscape, the others compact); iPads are always
/// regular height and regular width from `SizeClassRule.regularWidthThreshold` (678 pt), which
/// reproduces every row of the HIG's multitasking table (12.9″ half split, 678 pt: regular;
/// 13″ portrait 2/3, 647 pt, and 12.9″ portrait 2/3, 639 pt: compact).
public struct DeviceProfile: Hashable, Sendable {
    /// The device's name, as `--device` takes it (`iPad Pro 13-inch`).
    public let name: String
    /// Phone, pad, mac or vision.
    public let idiom: UserInterfaceIdiom
    /// Full-screen size in points, portrait (width ≤ height) for phones and iPads.
    public let screen: PointSize
    /// Phones only: regular width in landscape (Plus and Max models).
    public let isRegularWidthInLandscape: Bool
    /// iPads only: the width of the narrow side of Split View and of Slide Over, per orientation.
    public let narrowWidthPortrait: Double
    /// The narrow side of Split View and Slide Over in landscape.
    public let narrowWidthLandscape: Double
    /// The full-screen safe area in points, portrait and landscape: status bar or Dynamic
    /// Island, home indicator, the sensor housing's sides in landscape.
    public let safeAreaPortrait: PointInsets
    /// The full-screen safe area in landscape.
    public let safeAreaLandscape: PointInsets

    /// iPad multitasking arrangements.
    public enum Multitasking: String, Sendable, CaseIterable {
        /// The whole screen; two thirds, half or a third of it beside another app; a Slide Over panel.
        case full, twoThirds = "2/3", half = "1/2", oneThird = "1/3", slideOver = "slide-over"

        /// The window preset that gives this arrangement on the desktop (the leading one of a
        /// pair); nil for Slide Over, which the desktop has no floating panel for.
        public var preset: ArrangePreset? {
            switch self {
            case .full: return .fullScreen
            case .twoThirds: return .leftTwoThirds
            case .half: return .leftHalf
            case .oneThird: return .leftThird
            case .slideOver: return nil
            }
        }
    }

    /// Points per cell when this device fills a terminal of `terminal` cells in `orientation`:
    /// its screen over the content of a full-screen window there (the terminal less the hint
    /// bar, the window's border and its title bar), each axis on its own.
    public func cellScale(terminal: Size, orientation: InterfaceOrientation) -> CellScale {
        let content = Self.fullScreenContent(terminal: terminal)
        let screen = screenSize(orientation)
        return CellScale(pointsPerColumn: screen.width / Double(max(1, content.width)),
                         pointsPerRow: screen.height / Double(max(1, content.height)))
    }

    /// The content of a full-screen window with controls on its title bar on a terminal of `terminal` cells.
    public static func fullScreenContent(terminal: Size) -> Size {
        Size(width: terminal.width - 2, height: terminal.height - 3)
    }

    /// Width of the divider between two Split View apps.
    public static let splitDivider = 10.0
    /// The iPad regular-width threshold: the one rule of the `pad` idiom, with or without a device.
    public static var padRegularWidth: Double { SizeClassRule.regularWidthThreshold }

    /// The safe areas of the three kinds of iPhone: a home button (a 20 pt status bar, hidden in
    /// landscape), a notch, and the Dynamic Island (`top` points in portrait and on each side in landscape).
    enum PhoneFront { case homeButton, notch(Double), island(Double) }
    static func phone(_ name: String, _ w: Double, _ h: Double, _ front: PhoneFront, regularLandscape: Bool = false) -> DeviceProfile {
        let portrait: PointInsets, landscape: PointInsets
        switch front {
        case .homeButton:
            portrait = PointInsets(top: 20); landscape = PointInsets()
        case .notch(let top), .island(let top):
            portrait = PointInsets(top: top, bottom: 34); landscape = PointInsets(leading: top, bottom: 21, trailing: top)
        }
        return DeviceProfile(name: name, idiom: .phone, screen: PointSize(width: w, height: h),
                             isRegularWidthInLandscape: regularLandscape, narrowWidthPortrait: 0, narrowWidthLandscape: 0,
                             safeAreaPortrait: portrait, safeAreaLandscape: landscape)
    }
    /// iPads: with a home button only the 20 pt status bar; without, 24 pt and a 20 pt home indicator.
    static func pad(_ name: String, _ w: Double, _ h: Double, narrow: Double, narrowLandscape: Double, homeButton: Bool = false) -> DeviceProfile {
        let insets = homeButton ? PointInsets(top: 20) : PointInsets(top: 24, bottom: 20)
        return DeviceProfile(name: name, idiom: .pad, screen: PointSize(width: w, height: h), isRegularWidthInLandscape: true,
                             narrowWidthPortrait: narrow, narrowWidthLandscape: narrowLandscape,
                             safeAreaPortrait: insets, safeAreaLandscape: insets)
    }
    static func desktop(_ name: String, _ idiom: UserInterfaceIdiom, _ w: Double, _ h: Double) -> DeviceProfile {
        DeviceProfile(name: name, idiom: idiom, screen: PointSize(width: w, height: h), isRegularWidthInLandscape: true,
                      narrowWidthPortrait: 0, narrowWidthLandscape: 0, safeAreaPortrait: PointInsets(), safeAreaLandscape: PointInsets())
    }

    /// Every profile, by the exact names `--device` takes.
    public static let all: [DeviceProfile] = [
        .phone("iPhone SE", 320, 568, .homeButton),
        .phone("iPhone 6s", 375, 667, .homeButton),
        .phone("iPhone 7 Plus", 414, 736, .homeButton, regularLandscape: true),
        .phone("iPhone 16e", 390, 844, .notch(47)),
        .phone("iPhone 16", 393, 852, .island(59)),
        .phone("iPhone 16 Plus", 430, 932, .island(59), regularLandscape: true),
        .phone("iPhone 16 Pro", 402, 874, .island(62)),
        .phone("iPhone 16 Pro Max", 440, 956, .island(62), regularLandscape: true),
        .phone("iPhone 17", 402, 874, .island(62)),
        .phone("iPhone Air", 420, 912, .island(68), regularLandscape: true),
        .phone("iPhone 17 Pro", 402, 874, .island(62)),
        .phone("iPhone 17 Pro Max", 440, 956, .island(62), regularLandscape: true),
        .phone("iPod touch", 320, 568, .homeButton),
        .pad("iPad mini 4", 768, 1024, narrow: 320, narrowLandscape: 320, homeButton: true),
        .pad("iPad mini (A17 Pro)", 744, 1133, narrow: 320, narrowLandscape: 320),
        .pad("iPad 9.7", 768, 1024, narrow: 320, narrowLandscape: 320, homeButton: true),
        .pad("iPad (A16)", 820, 1180, narrow: 320, narrowLandscape: 375),
        .pad("iPad Air 11-inch", 820, 1180, narrow: 320, narrowLandscape: 375),
        .pad("iPad Air 13-inch", 1024, 1366, narrow: 375, narrowLandscape: 375),
        .pad("iPad Pro 10.5", 834, 1112, narrow: 320, narrowLandscape: 320, homeButton: true),
        .pad("iPad Pro 11", 834, 1194, narrow: 320, narrowLandscape: 375),
        .pad("iPad Pro 11-inch (M4)", 834, 1210, narrow: 320, narrowLandscape: 375),
        .pad("iPad Pro 12.9", 1024, 1366, narrow: 375, narrowLandscape: 375),
        .pad("iPad Pro 13", 1032, 1376, narrow: 375, narrowLandscape: 375),
        .desktop("Mac", .mac, 1280, 800),
        .desktop("Vision Pro", .vision, 1280, 720),
    ]

    /// The profile with this name (case-insensitive), or nil.
    public static func named(_ name: String) -> DeviceProfile? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The full-screen safe area in `orientation`, in points.
    public func safeArea(_ orientation: InterfaceOrientation) -> PointInsets {
        rotates && orientation == .landscape ? safeAreaLandscape : safeAreaPortrait
    }

    /// Whether rotating means anything (phones and iPads).
    public var rotates: Bool { idiom == .phone || idiom == .pad }

    /// The full-screen size in points in `orientation`. Mac and Vision Pro report their
    /// default window size whatever the orientation.
    public func screenSize(_ orientation: InterfaceOrientation) -> PointSize {
        guard rotates else { return screen }
        let short = min(screen.width, screen.height), long = max(screen.width, screen.height)
        return orientation == .portrait ? PointSize(width: short, height: long) : PointSize(width: long, height: short)
    }

    /// A multitasking arrangement the device cannot take.
    public enum MultitaskingError: Error, CustomStringConvertible {
        /// Split View exists only on iPad; half-and-half only in landscape.
        case notAPad(String), halfInPortrait
        /// How it reads in messages and test output.
        public var description: String {
            switch self {
            case .notAPad(let n): return "\(n) has no Split View or Slide Over; only iPads do (use --split full)"
            case .halfInPortrait: return "a 1/2 split is not offered in portrait (the HIG table has it as N/A); use 2/3 or 1/3"
            }
        }
    }

    /// The window size of an app in a multitasking arrangement.
    public func windowSize(_ orientation: InterfaceOrientation, _ mode: Multitasking) throws -> PointSize {
        let full = screenSize(orientation)
        if mode == .full { return full }
        guard idiom == .pad else { throw MultitaskingError.notAPad(name) }
        let narrow = orientation == .portrait ? narrowWidthPortrait : narrowWidthLandscape
        let width: Double
        switch mode {
        case .full: width = full.width
        case .oneThird, .slideOver: width = narrow
        case .twoThirds: width = full.width - narrow - Self.splitDivider
        case .half:
            guard orientation == .landscape else { throw MultitaskingError.halfInPortrait }
            width = ((full.width - Self.splitDivider) / 2).rounded(.down)
        }
        return PointSize(width: width, height: full.height)
    }

    /// The multitasking arrangement a window preset stands for on this device, or nil where the
    /// preset is not one (quarters, top and bottom halves, a half in portrait, any preset off an
    /// iPad): such a window keeps its own size, as an iPadOS 26 free-form window does.
    public func multitasking(for preset: ArrangePreset, orientation: InterfaceOrientation) -> Multitasking? {
        guard idiom == .pad || preset == .fullScreen else { return nil }
        switch preset {
        case .fullScreen: return .full
        case .leftHalf, .rightHalf: return orientation == .landscape ? .half : nil
        case .leftThird, .middleThird, .rightThird: return .oneThird
        case .leftTwoThirds, .rightTwoThirds: return .twoThirds
        default: return nil
        }
    }

    /// Size classes of a window of `size` points on this device (`previous` and `isResizing`
    /// give an iPad window being resized the rule's hysteresis).
    public func traits(windowSize size: PointSize, orientation: InterfaceOrientation,
                       previous: UserInterfaceSizeClass? = nil, isResizing: Bool = false,
                       scale: CellScale = .standard) -> TraitCollection {
        var t = TraitCollection(userInterfaceIdiom: idiom)
        switch idiom {
        case .phone:
            let landscape = orientation == .landscape
            t.horizontalSizeClass = landscape && isRegularWidthInLandscape ? .regular : .compact
            t.verticalSizeClass = landscape ? .compact : .regular
        case .pad:
            t.horizontalSizeClass = SizeClassRule.horizontal(width: size.width, previous: previous,
                                                             isResizing: isResizing, scale: scale)
            t.verticalSizeClass = .regular
        default:
            t.horizontalSizeClass = .regular
            t.verticalSizeClass = .regular
        }
        return t
    }
}
