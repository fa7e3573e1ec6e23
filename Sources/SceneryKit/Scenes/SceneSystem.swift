import Foundation
import TerminalCanvas

/// The simulated system's side of scenes, as `UIApplication` and the OS are for UIKit apps:
/// it owns the sessions, connects and disconnects scenes, drives their activation states from
/// the desktop, reports geometry and traits, routes deep links and asks the store to save.
///
/// Activation follows iPadOS 26: every visible window that can take input is
/// `foregroundActive`, minimized ones are `background`, and a window is `foregroundInactive`
/// only while something interrupts it (`interruption`: a system overlay, or window mode acting
/// on another window). Focus moving between windows changes the `activeAppearance` trait, not
/// the activation state. Every change goes through UIKit's callbacks in order, and scenes
/// going down are handled before scenes going up.
public final class SceneSystem {
    /// The desktop of the terminal the simulator runs in.
    public let mainDesktop: Desktop
    /// A second terminal attached as a desktop (`scenery attach --role interactive`), if any.
    public internal(set) var secondDesktop: (id: Int, desktop: Desktop)?
    /// The display the person last typed in (0: the main terminal): keys, new windows and
    /// window mode act on its desktop, and its focused window is the active one.
    public internal(set) var activeDisplay = 0
    /// The desktop of the display the person last typed in.
    public var desktop: Desktop {
        if let second = secondDesktop, second.id == activeDisplay { return second.desktop }
        return mainDesktop
    }
    /// The desktop a window is on.
    public func desktop(of window: Window) -> Desktop {
        if let second = secondDesktop, second.desktop.windows.contains(where: { $0 === window }) { return second.desktop }
        return mainDesktop
    }
    /// The registered apps, in order.
    public private(set) var applications: [Application] = []
    /// Every session, connected or not, in creation order.
    public internal(set) var openSessions: [SceneSession] = []
    /// Points per cell.
    public let scale: CellScale
    /// The device whose screen, safe area and size-class rules apply, or nil for the desktop's
    /// (`useDevice(_:)` changes it).
    public internal(set) var device: DeviceProfile? { didSet { isPhone = device?.idiom == .phone } }
    /// With an iPhone profile: one app at a time, full screen, and no size restrictions.
    /// (Kept, not read through `device`: every scene's update asks it, and reading it copied the profile.)
    public private(set) var isPhone = false
    /// The device's orientation (`r` in window mode rotates it).
    public internal(set) var deviceOrientation: InterfaceOrientation
    /// Seconds on the injected clock.
    public internal(set) var time: Double = 0
    /// The keys each action answers (the simulator's `keyBindings`).
    public internal(set) var keyBindings = KeyBindings() { didSet { frameCache.invalidateAll() } }
    /// What damage tracking keeps from frame to frame: its epoch moves on whenever something
    /// every window's drawing may read changed, or a scene delegate was called (a life-cycle
    /// step, a new geometry or traits: the app may change any of its windows).
    let frameCache = FrameCache()
    /// The double-draw check (`Simulator.checksDamage`): every scene update skipped because its
    /// inputs stayed is worked out all the same and compared (`checkSkippedUpdate`), as every
    /// copied frame is drawn again.
    var checksDamage = Simulator.checksDamageFromEnvironment
    /// How many times a scene's geometry and traits were worked out (not skipped): for tests.
    var scenesWorkedOut = 0
    /// Where sessions are saved; nil saves nothing.
    public var store: (any SceneStateStore)?
    /// The external display, when connected, and the scene shown on it.
    public internal(set) var externalDisplay: ExternalDisplay?
    /// What keeps windows from taking input now; the simulator sets it before each `update()`.
    public var interruption = Interruption.none
    /// The window being resized by keyboard or mouse, if any: its scene reports
    /// `isInteractivelyResizing` (moving a column separator does not count: that is not the scene).
    public var interactivelyResizingWindow: Window? {
        didSet { if interactivelyResizingWindow == nil { lastKeyboardResize = nil } }
    }
    /// The clock time of the last keyboard resize step: a keyboard resize ends with window mode,
    /// or after `resizeSettleTime` without another step, so hysteresis never outlives the quiet period.
    private var lastKeyboardResize: Double?
    /// True during a burst of terminal resizes; ends `resizeSettleTime` after the last one.
    public internal(set) var isTerminalResizing = false
    var lastTerminalResize = 0.0
    /// Seconds after the last terminal resize when a burst of resizes is taken as finished.
    public static let resizeSettleTime = 0.3
    /// Set by `saveAll` when the simulator quits: states no longer follow the desktop.
    public internal(set) var isTerminated = false
    private var nextSessionNumber: [String: Int] = [:]
    /// The simulator-wide trait overrides (text size, appearance, language): `setEnvironment(_:)`.
    public internal(set) var environment = TraitOverrides() { didSet { resolveDesktopStyle() } }
    /// Attached terminals' own overrides (`scenery attach --text-size AX3`), by display id.
    public internal(set) var displayEnvironments: [Int: TraitOverrides] = [:]
    /// The terminal's own appearance: what `.unspecified` resolves to, and the colours the
    /// terminal's defaults are taken to be. Dark unless the terminal says otherwise (`COLORFGBG`).
    public var terminalAppearance = UserInterfaceStyle.dark {
        didSet {
            guard terminalAppearance != oldValue else { return }
            resolveDesktopStyle()
            frameCache.invalidateAll()
            update()
        }
    }
    /// The appearance of the desktop around the windows (the hint bar, the shelf, menus): the
    /// environment's, else the terminal's. Kept, as every window's drawing reads it.
    public internal(set) var desktopStyle = UserInterfaceStyle.dark

    /// A scene system on `desktop`.
    public init(desktop: Desktop, scale: CellScale = .standard, device: DeviceProfile? = nil) {
        mainDesktop = desktop
        self.scale = scale
        self.device = device
        isPhone = device?.idiom == .phone
        deviceOrientation = device?.idiom == .phone ? .portrait : .landscape
        desktop.showsOneAppAtATime = isPhone
    }

    /// Adds an app: its manifest and delegates.
    public func register(_ app: Application) { applications.append(app) }

    /// The app called `name`, if registered.
    public func application(named name: String) -> Application? {
        applications.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The scenes now connected, front to back.
    public var connectedScenes: [WindowScene] {
        openSessions.compactMap { $0.scene as? WindowScene }
    }

    // MARK: Connecting

    /// Opens a scene (`requestSceneSessionActivation`): reconnects `session` if given, else
    /// creates a session of `applicationName` and asks its delegate for a configuration — unless
    /// the app does not support multiple scenes and has one of `role` already: that one comes
    /// to the front and is returned.
    /// With `configurationName`, a new session gets the manifest's configuration of that name
    /// without asking the app delegate (as a tape's `Launch "Compose"` does).
    @discardableResult
    public func activateSceneSession(_ session: SceneSession? = nil, applicationName: String? = nil,
                                     configurationName: String? = nil,
                                     options: ConnectionOptions = ConnectionOptions(),
                                     placement: Window.Placement? = nil, frame: Rect? = nil,
                                     role: SceneSession.Role = .windowApplication) -> WindowScene? {
        if let scene = session?.scene as? WindowScene {
            if let w = scene.window { desktop(of: w).focus(w) }
            update()
            return scene
        }
        guard let appName = session?.applicationName ?? applicationName, let app = application(named: appName) else { return nil }
        // An app without multiple-scene support has one scene of a role: asked for another, the
        // one it has comes forward, as the launcher and the home screen do.
        if session == nil, let only = onlyScene(of: app, role: role) {
            if let w = only.window { desktop(of: w).focus(w) }
            update()
            return only
        }
        let s: SceneSession
        if let session {
            s = session
        } else {
            let provisional = app.manifest.configurations(for: role).first
                ?? SceneConfiguration(name: "", role: role, delegateClassName: "")
            s = SceneSession(persistentIdentifier: makeIdentifier(app), role: role, applicationName: app.name,
                             configuration: provisional)
            let asked = configurationName.map { app.manifest.configuration(named: $0) }
                ?? app.delegate.application(app, configurationForConnecting: s, options: options)
            guard let config = asked.flatMap({ resolved($0, in: app) }) ?? (configurationName == nil ? app.manifest.configurations(for: role).first : nil)
            else { return nil }
            s.configuration = config
            openSessions.append(s)
        }
        return connect(s, app: app, options: options, placement: placement, frame: frame)
    }

    /// A configuration made in code by name alone (`SceneConfiguration(name:sessionRole:)`)
    /// takes its delegate class from the manifest's configuration of that name, as UIKit reads
    /// it from the Info.plist.
    private func resolved(_ config: SceneConfiguration, in app: Application) -> SceneConfiguration? {
        guard config.delegateClassName.isEmpty else { return config }
        return app.manifest.configurations(for: config.role).first { $0.name == config.name }
    }

    /// Set while several sessions are restored, so states settle once at the end.
    var isRestoring = false

    private func makeIdentifier(_ app: Application) -> String {
        let base = app.name.lowercased().filter { $0.isLetter || $0.isNumber }
        var n = nextSessionNumber[base, default: 1]
        while openSessions.contains(where: { $0.persistentIdentifier == "\(base)-\(n)" }) { n += 1 }
        nextSessionNumber[base] = n + 1
        return "\(base)-\(n)"
    }

    func connect(_ session: SceneSession, app: Application, options: ConnectionOptions,
                 placement: Window.Placement?, frame: Rect?, minimized: Bool = false) -> WindowScene? {
        guard let cls = app.sceneDelegateClass(named: session.configuration.delegateClassName) else { return nil }
        let scene = WindowScene(session: session)
        scene.system = self
        if isPhone { scene.sizeRestrictions = nil }
        session.scene = scene
        let delegate = cls.init()
        scene.delegate = delegate
        if session.role == .windowApplication {
            let automatic = desktop.placementForNewWindow()
            let place = placement ?? (frame == nil ? automatic.placement : .free)
            let window = Window(identifier: mainDesktop.takeIdentifier(), frame: frame ?? automatic.frame,
                                placement: place, scene: scene)
            window.isMinimized = minimized
            scene.window = window
            desktop.add(window)
        } else if let display = externalDisplay {
            display.scene = scene
        }
        scene.requiresFullScreen = app.manifest.requiresFullScreen
        if scene.requiresFullScreen, let w = scene.window {
            w.placement = .arranged(.fullScreen)
            desktop(of: w).place(w)
        }
        scene.storedTraitOverrides = TraitOverrides(restorableState: session.userInfo)
        scene.windowingControlStyle = delegate.preferredWindowingControlStyle(for: scene)
        scene.effectiveGeometry = geometry(of: scene)
        scene.traitCollection = traits(of: scene, previous: nil)
        delegate.scene(scene, willConnectTo: session, options: options)
        if let activity = session.stateRestorationActivity {
            delegate.scene(scene, restoreInteractionStateWith: activity)
        }
        scene.rootViewController?.decodeRestorableState(from: session.userInfo)
        applyRestrictions(scene)
        if !isRestoring { update() }
        return scene
    }

    /// Re-reads a scene's size restrictions into its window's limits (after `willConnectTo`,
    /// or when the app changes them).
    public func applyRestrictions(_ scene: WindowScene) {
        guard let window = scene.window else { return }
        let r = scene.sizeRestrictions ?? SceneSizeRestrictions()
        if !r.allowsFullScreen, window.isFullScreen {
            // Opened full screen by default, but the scene does not allow it: a free window instead.
            window.placement = .free
            window.frame = desktop(of: window).cascadeFrame()
        }
        // The border and title bar come on top of the content size the scene asked for.
        let chrome = window.chromeSize
        // On a device, points become cells at the device's scale (a free-form window's).
        let cellScale = deviceScale(for: window, orientation: deviceOrientation) ?? scale
        var low = cellScale.cells(atLeast: r.minimumSize)
        let high = cellScale.cells(atMost: r.maximumSize)
        // A Mac or Vision Pro window does not collapse its split view (its width stays regular):
        // it is never narrower than the split view's secondary column's minimum, as AppKit's
        // windows keep their content's minimum, rather than show the secondary squeezed.
        let idiom = scene.traitCollection.userInterfaceIdiom
        if idiom == .mac || idiom == .vision, let split = scene.rootViewController.flatMap(Self.firstSplitView) {
            let points = split.minimumSecondaryColumnWidth >= 0 ? split.minimumSecondaryColumnWidth
                : ColumnWidthPreference.automatic(.secondary).min
            low.width = max(low.width, cellScale.cells(atLeast: PointSize(width: points, height: 0)).width)
        }
        let minimum = Size(width: max(12, low.width + chrome.width), height: max(3, low.height + chrome.height))
        let maximum = Size(width: r.maximumSize.width > 0 ? high.width + chrome.width : 0,
                           height: r.maximumSize.height > 0 ? high.height + chrome.height : 0)
        desktop(of: window).setLimits(window, minimum: minimum, maximum: maximum)
    }

    /// The first split view at or under `vc`, breadth first.
    static func firstSplitView(_ vc: ViewController) -> SplitViewController? {
        var queue = [vc]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let split = next as? SplitViewController { return split }
            queue += next.children
        }
        return nil
    }

    // MARK: Closing and discarding

    /// Closes a scene's window: the scene goes to the background (its state is saved), then
    /// disconnects. The session stays and can be reopened with that state.
    public func close(_ scene: WindowScene) {
        guard scene.activationState != .unattached else { return }
        transition(scene, to: .background)
        scene.delegate?.sceneDidDisconnect(scene)
        scene.activationState = .unattached
        if let w = scene.window { desktop(of: w).remove(w) }
        if externalDisplay?.scene === scene { externalDisplay?.scene = nil }
        scene.window = nil
        scene.session.scene = nil
        save(scene.session)
        update()
    }

    /// Removes a session for good (`requestSceneSessionDestruction`), closing its scene first,
    /// and tells the app delegate (`didDiscardSceneSessions`).
    public func discard(_ session: SceneSession) {
        if let scene = session.scene as? WindowScene { close(scene) }
        openSessions.removeAll { $0 === session }
        store?.remove(persistentIdentifier: session.persistentIdentifier)
        if let app = application(named: session.applicationName) {
            app.delegate.application(app, didDiscardSceneSessions: [session])
        }
    }

    // MARK: Activation states

    /// Brings every scene's state, geometry and traits in line with the desktop. Call after
    /// anything that may change focus, visibility or sizes.
    public func update() {
        guard !isTerminated else { return }
        let scenes = connectedScenes
        let targets = scenes.map { targetState(of: $0) }
        // Down first (resign, background), then up (foreground, active).
        for (scene, target) in zip(scenes, targets) where rank(target) < rank(scene.activationState) {
            transition(scene, to: target)
        }
        for (scene, target) in zip(scenes, targets) where rank(target) > rank(scene.activationState) {
            transition(scene, to: target)
        }
        for scene in scenes { updateGeometryAndTraits(scene) }
    }

    private func targetState(of scene: WindowScene) -> Scene.ActivationState {
        guard let window = scene.window else { return .foregroundInactive }  // the external display takes no input
        if window.isMinimized { return .background }
        switch interruption {
        case .none: return .foregroundActive
        case .systemOverlay: return .foregroundInactive
        case .windowMode: return window === desktop.focusedWindow ? .foregroundActive : .foregroundInactive
        }
    }

    private func rank(_ s: Scene.ActivationState) -> Int {
        switch s {
        case .unattached: return 0
        case .background: return 1
        case .foregroundInactive: return 2
        case .foregroundActive: return 3
        }
    }

    /// Walks one step at a time, with UIKit's callback at each step.
    func transition(_ scene: WindowScene, to target: Scene.ActivationState) {
        if scene.activationState != target { frameCache.invalidateAll(); appCodeWillRun(in: scene) }  // the delegate's callbacks may change any window
        while scene.activationState != target {
            let d = scene.delegate
            switch (scene.activationState, target) {
            case (.unattached, .background):
                scene.activationState = .background
            case (.unattached, _), (.background, _):
                d?.sceneWillEnterForeground(scene)
                scene.activationState = .foregroundInactive
            case (.foregroundInactive, .foregroundActive):
                scene.activationState = .foregroundActive
                d?.sceneDidBecomeActive(scene)
            case (.foregroundActive, _):
                d?.sceneWillResignActive(scene)
                scene.activationState = .foregroundInactive
            case (.foregroundInactive, _):
                scene.activationState = .background
                d?.sceneDidEnterBackground(scene)
                save(scene.session)
            }
        }
    }

    // MARK: Time and terminal resizes

    /// Whether a resize (the terminal's, or a window's from the keyboard) waits to settle: a
    /// tick `resizeSettleTime` after the last step ends it.
    var isSettling: Bool { isTerminalResizing || lastKeyboardResize != nil }

    /// Advances the clock; a burst of terminal resizes ends once it has been quiet long enough.
    /// Returns whether anything but the clock changed.
    @discardableResult
    public func tick(_ t: Double) -> Bool {
        time = max(time, t)
        var changed = false
        if isTerminalResizing, time - lastTerminalResize >= Self.resizeSettleTime {
            isTerminalResizing = false
            update()
            changed = true
        }
        if let t = lastKeyboardResize, time - t >= Self.resizeSettleTime {
            interactivelyResizingWindow = nil
            update()
            changed = true
        }
        return changed
    }

    /// A keyboard resize step (window mode): the window resizes interactively until the steps
    /// stop for `resizeSettleTime` or window mode ends.
    public func windowDidResizeFromKeyboard(_ window: Window) {
        interactivelyResizingWindow = window
        lastKeyboardResize = time
    }

    /// A one-line notice of windows the last terminal resize put on the shelf or brought back;
    /// the simulator shows it on the hint bar and clears it.
    public var roomNotice: String?
    /// A message a controller left while an event was handled (a refused paste): the simulator
    /// shows it on the hint bar and clears it.
    var controllerNotice: String?
}
