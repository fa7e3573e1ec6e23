import TerminalCanvas

/// `UISceneSizeRestrictions`: a best-effort preference the desktop honours when it sizes the window.
public struct SceneSizeRestrictions: Hashable, Sendable {
    /// The smallest size the window may take (0×0: no limit).
    public var minimumSize: PointSize = .zero
    /// The largest size the window may take (0×0: no limit).
    public var maximumSize: PointSize = .zero
    /// Whether the window may be made full screen (the `f` preset); the other presets stay.
    public var allowsFullScreen = true
    /// No restrictions.
    public init() {}
}

/// A scene shown in a window (or on the external display), as `UIWindowScene`.
public final class WindowScene: Scene {
    /// `UIWindowScene.Geometry`: what the scene's window looks like right now.
    public struct Geometry: Hashable, Sendable, CustomStringConvertible {
        /// The window's frame on the desktop, in cells (`systemFrame`).
        public var systemFrame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
        /// The content size in cells and in points.
        public var size: Size = .zero
        /// The content size in points.
        public var sizeInPoints: PointSize = .zero
        /// Portrait when taller than wide (in points).
        public var interfaceOrientation: InterfaceOrientation = .landscape
        /// Whether the orientation is locked (a game while playing).
        public var isInterfaceOrientationLocked = false
        /// Whether the window is being resized now (a drag, window mode, a burst of terminal resizes).
        public var isInteractivelyResizing = false
        /// The size restrictions in force (0×0 when none).
        public var minimumSize: PointSize = .zero
        /// The largest size the restrictions allow.
        public var maximumSize: PointSize = .zero
        /// How the person may resize the window: `.freeform` where windows resize (an iPad, a
        /// Mac, the desktop without a device), `.none` on an iPhone, for `UIRequiresFullScreen`
        /// and on the external display.
        public var resizingRestrictions: ResizingRestrictions = .unspecified

        /// `UICoordinateSpace` of the scene: its bounds in points, at the origin.
        public struct CoordinateSpace: Hashable, Sendable {
            /// The scene's bounds in points (`coordinateSpace.bounds.size` is the window's size).
            public var bounds: PointRect
        }
        /// The scene's coordinate space: `coordinateSpace.bounds.size` is `sizeInPoints`.
        public var coordinateSpace: CoordinateSpace { CoordinateSpace(bounds: PointRect(size: sizeInPoints)) }

        /// An empty geometry.
        public init() {}
        /// How it reads in messages and test output.
        public var description: String {
            "\(size.width)×\(size.height) cells (\(sizeInPoints)), \(interfaceOrientation.rawValue)"
                + (isInterfaceOrientationLocked ? ", orientation locked" : "")
                + (isInteractivelyResizing ? ", resizing" : "")
        }
    }

    /// `UIWindowScene.ResizingRestrictions`: how a window may be resized.
    public enum ResizingRestrictions: String, Sendable {
        /// Not said; no resizing; keeping the aspect ratio; any size.
        case unspecified, none, uniform, freeform
    }

    /// `UIWindowScene.WindowingControlStyle`.
    public enum WindowingControlStyle: String, Sendable, CaseIterable {
        /// The system's choice; small controls; controls in the content's first row.
        case automatic, minimal, unified
    }

    /// The window on the desktop; nil for the external display's scene.
    public internal(set) var window: Window?
    /// The root of the scene's UI, set by the delegate in `scene(_:willConnectTo:options:)`.
    public var rootViewController: ViewController? {
        didSet {
            guard let rootViewController else { return }
            rootViewController.windowScene = self
            needsOrientationLockUpdate = true
            rootViewController.applyTraitCollection(traitCollection)
        }
    }
    /// Nil for the external display and on an iPhone (their windows cannot be resized: UIKit
    /// has it nil there too, so `sizeRestrictions?.minimumSize = …` does nothing); set minimum
    /// and maximum in `willConnectTo`. Changes later apply at once (best effort, as in UIKit).
    public var sizeRestrictions: SceneSizeRestrictions? {
        didSet {
            if system?.isPhone == true, sizeRestrictions != nil { sizeRestrictions = nil; return }
            if sizeRestrictions != oldValue { system?.applyRestrictions(self) }
        }
    }
    /// The window's size, orientation and restrictions now.
    public internal(set) var effectiveGeometry = Geometry()
    /// The window's traits: size classes, idiom, scale.
    public internal(set) var traitCollection = TraitCollection() { didSet { traitsVersion &+= 1 } }
    /// Moves with every assignment to `traitCollection`: a window's damage signature compares
    /// this number, not the traits (sixteen comparisons of a whole trait collection a frame).
    var traitsVersion = 0
    /// Traits this scene sets for its whole window, as `UIWindowScene.traitOverrides` (over the
    /// simulator's environment): `windowScene.traitOverrides.userInterfaceStyle = .dark`.
    /// Saved with the session and restored with it.
    public var traitOverrides: TraitOverrides {
        get { storedTraitOverrides }
        set {
            guard newValue != storedTraitOverrides else { return }
            storedTraitOverrides = newValue
            for key in TraitOverrides.restorableKeys { session.userInfo[key] = newValue.restorableState[key] }
            system?.frameCache.invalidateAll()
            system?.update()
        }
    }
    /// The text transform for the language last drawn in (`textTransform`).
    var cachedTextTransform: (language: AppLanguage, transform: TextTransform?)?
    /// The overrides, set without telling anyone (a restored session's, before it connects).
    var storedTraitOverrides = TraitOverrides()
    /// Asked of the delegate when the scene connects.
    public internal(set) var windowingControlStyle: WindowingControlStyle = .automatic
    /// The layout guides of the root view, as of the last layout.
    public internal(set) var layoutGuides: LayoutGuides?
    /// Re-read from the view controllers only after `setNeedsUpdateOfPrefersInterfaceOrientationLocked()`
    /// (or a new root), as in UIKit.
    var needsOrientationLockUpdate = true
    /// What its last update worked its geometry and traits out from (`SceneUpdateInputs`).
    var updatedFrom: SceneUpdateInputs?
    /// True while the person resizes columns (Ctrl-R mode or a separator drag). The scene itself
    /// is not resizing: its geometry does not change.
    public internal(set) var isResizingColumns = false
    /// The device's safe area over this scene's window, in cells (status bar or Dynamic Island,
    /// home indicator, the sides in landscape): the root view controller is laid out inside it.
    /// Zero without a device profile, and for iPad and Mac windows that are not full screen.
    public internal(set) var safeAreaInsets = EdgeInsets.zero
    /// The app's Info.plist has `UIRequiresFullScreen`: the window stays full screen.
    public internal(set) var requiresFullScreen = false
    private(set) var prefersOrientationLock = false

    override init(session: SceneSession) {
        super.init(session: session)
        if session.role == .windowApplication { sizeRestrictions = SceneSizeRestrictions() }
    }

    /// A one-line message for the hint bar after the event being handled (a refused paste).
    func postNotice(_ text: String) {
        system?.controllerNotice = text
    }

    /// Takes in a pending orientation-lock preference; called before the geometry is computed.
    func refreshOrientationLockPreference() {
        guard needsOrientationLockUpdate else { return }
        needsOrientationLockUpdate = false
        prefersOrientationLock = rootViewController?.visiblePrefersInterfaceOrientationLocked ?? false
    }
}
