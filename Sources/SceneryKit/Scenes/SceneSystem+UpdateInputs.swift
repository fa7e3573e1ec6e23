import TerminalCanvas

/// What a scene's geometry, traits, safe area and layout guides are worked out from, so that
/// `update()` works them out again only for the scenes whose inputs changed: a key with sixteen
/// windows of one app open visited sixteen scenes (about 4,300 instructions each) to find that
/// nothing had (issue 50).
///
/// Everything `geometry(of:)`, `traits(of:)`, `deviceSafeArea(for:)` and `layoutGuides(of:)`
/// read is here, or moves the frame cache's epoch when it changes: the environment and an attached
/// terminal's, the terminal's appearance, a scene's trait overrides, a new device, and every
/// scene delegate called. What those functions read of the scene's own last results (its
/// geometry, traits, safe area) stays as it was while nothing here changes. The double-draw check
/// (`SCENERY_CHECK_DAMAGE=1`) works every skipped scene out again and stops on a difference.
struct SceneUpdateInputs: Equatable {
    var epoch: Int
    var deviceOrientation: InterfaceOrientation
    var isResizing: Bool
    var isFocused: Bool
    var frame: Rect
    var placement: Window.Placement?
    var fillsScreen: Bool
    var controlStyle: WindowScene.WindowingControlStyle
    /// The work area of the window's desktop, which a device's points per cell come from.
    var workArea: Rect
    var root: ObjectIdentifier?
    var rootFrame: Rect?
    var restrictions: SceneSizeRestrictions?
    var requiresFullScreen: Bool
    /// The root's supported orientations, where they decide the interface's (a phone, a
    /// full-screen app); `.all` elsewhere.
    var orientations: InterfaceOrientationMask
}

extension SceneSystem {
    /// A scene's inputs now; nil when they cannot be told cheaply, and the scene is updated
    /// (its orientation lock is to be read again, or a second desktop is attached).
    func updateInputs(of scene: WindowScene) -> SceneUpdateInputs? {
        guard !scene.needsOrientationLockUpdate, secondDesktop == nil else { return nil }
        let window = scene.window, root = scene.rootViewController
        let fullScreenApp = isPhone || scene.requiresFullScreen
        return SceneUpdateInputs(
            epoch: frameCache.epoch, deviceOrientation: deviceOrientation,
            isResizing: isTerminalResizing || (window != nil && window === interactivelyResizingWindow),
            isFocused: window != nil && window === desktop.focusedWindow,
            frame: window?.frame ?? externalDisplay?.contentRect ?? Rect(x: 0, y: 0, width: 0, height: 0),
            placement: window?.placement, fillsScreen: window?.fillsScreen ?? false, controlStyle: scene.windowingControlStyle,
            workArea: device == nil ? Rect(x: 0, y: 0, width: 0, height: 0) : mainDesktop.workArea,
            root: root.map(ObjectIdentifier.init), rootFrame: root?.frame, restrictions: scene.sizeRestrictions,
            requiresFullScreen: scene.requiresFullScreen,
            orientations: fullScreenApp ? root?.supportedInterfaceOrientations ?? .all : .all)
    }

    /// With the double-draw check on: works out a scene `update()` skipped, and stops the process
    /// when anything differs from what it kept (an input `SceneUpdateInputs` misses).
    func checkSkippedUpdate(of scene: WindowScene) {
        let cells = cellScale(of: scene)
        var differs: [String] = []
        if geometry(of: scene) != scene.effectiveGeometry { differs.append("geometry") }
        if deviceSafeArea(for: scene, scale: cells) != scene.safeAreaInsets { differs.append("safe area") }
        if traits(of: scene, previous: scene.traitCollection, scale: cells) != scene.traitCollection { differs.append("traits") }
        if layoutGuides(of: scene, scale: cells) != scene.layoutGuides { differs.append("layout guides") }
        if let root = scene.rootViewController, let content = scene.window?.rootRect ?? externalDisplay?.contentRect,
           root.frame != content { differs.append("root frame") }
        guard differs.isEmpty else {
            preconditionFailure("damage check (SCENERY_CHECK_DAMAGE=1): the update of scene \(scene.session.persistentIdentifier) was "
                                + "skipped, but its \(differs.joined(separator: ", ")) changed: an input is missing from SceneUpdateInputs")
        }
    }
}
