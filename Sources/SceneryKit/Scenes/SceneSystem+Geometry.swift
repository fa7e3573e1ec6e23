import TerminalCanvas

/// Each scene's effective geometry, traits, device safe area and layout guides, recomputed by
/// `update()` after anything that may change sizes, focus or orientation.
extension SceneSystem {
    func geometry(of scene: WindowScene) -> WindowScene.Geometry {
        var g = WindowScene.Geometry()
        scene.refreshOrientationLockPreference()
        let locked = scene.prefersOrientationLock
        g.isInterfaceOrientationLocked = locked
        g.interfaceOrientation = locked ? scene.effectiveGeometry.interfaceOrientation : deviceOrientation
        // A full-screen app's root that does not support the device's orientation keeps one it
        // supports (the device turned; the interface did not).
        if isPhone || scene.requiresFullScreen, let supported = scene.rootViewController?.supportedInterfaceOrientations,
           !supported.isEmpty, !supported.contains(g.interfaceOrientation) {
            g.interfaceOrientation = supported.contains(.portrait) ? .portrait : .landscape
        }
        if let w = scene.window {
            g.systemFrame = w.frame
            g.size = w.contentRect.size
            g.sizeInPoints = points(of: w, orientation: g.interfaceOrientation)
        } else {
            let content = externalDisplay?.contentRect ?? Rect(x: 0, y: 0, width: 0, height: 0)
            g.systemFrame = content
            g.size = content.size
            g.sizeInPoints = scale.points(content.size)
        }
        g.isInteractivelyResizing = isTerminalResizing || (scene.window != nil && scene.window === interactivelyResizingWindow)
        if let r = scene.sizeRestrictions { g.minimumSize = r.minimumSize; g.maximumSize = r.maximumSize }
        g.resizingRestrictions = scene.window == nil || isPhone || scene.requiresFullScreen ? .none : .freeform
        return g
    }

    /// Points per cell of the device's screen on `window`'s desktop: the screen in `orientation`
    /// over the content of a full-screen window there, each axis on its own, so a full-screen
    /// window is exactly the device's screen whatever the terminal's shape; nil without a device.
    func deviceScale(for window: Window, orientation: InterfaceOrientation) -> CellScale? {
        guard let device else { return nil }
        let full = window.contentRect(inFrame: ArrangePreset.fullScreen.frame(in: desktop(of: window).workArea)).size
        guard full.width > 0, full.height > 0 else { return nil }
        let screen = device.screenSize(orientation)
        return CellScale(pointsPerColumn: screen.width / Double(full.width), pointsPerRow: screen.height / Double(full.height))
    }

    /// A window's content in points. Without a device, its cells through `scale`. With one, a
    /// full-screen window is the device's screen, an iPad window in a Split View arrangement
    /// (a half, a third, two thirds) has that arrangement's points on the device, and any other
    /// window its cells through the device's scale (an iPadOS 26 free-form window).
    func points(of window: Window, orientation: InterfaceOrientation) -> PointSize {
        let cells = window.contentRect.size
        guard let device, let deviceScale = deviceScale(for: window, orientation: orientation) else { return scale.points(cells) }
        if case .arranged(let preset) = window.placement, let mode = device.multitasking(for: preset, orientation: orientation),
           let size = try? device.windowSize(orientation, mode) {
            return size
        }
        return deviceScale.points(cells)
    }

    /// The points one cell of the window stands for: its points over its cells, so that column
    /// widths, margins and safe areas converted inside it add up to its size in points.
    func cellScale(of scene: WindowScene) -> CellScale {
        let g = scene.effectiveGeometry
        guard device != nil, scene.window != nil, g.size.width > 0, g.size.height > 0 else { return scale }
        return CellScale(pointsPerColumn: g.sizeInPoints.width / Double(g.size.width),
                         pointsPerRow: g.sizeInPoints.height / Double(g.size.height))
    }

    /// `known`, when given, is `cellScale(of: scene)` worked out already (an update asks it once).
    func traits(of scene: WindowScene, previous: TraitCollection?, scale known: CellScale? = nil) -> TraitCollection {
        let g = scene.effectiveGeometry, cellScale = known ?? cellScale(of: scene)
        var t: TraitCollection
        if let device {
            t = device.traits(windowSize: g.sizeInPoints, orientation: g.interfaceOrientation,
                              previous: previous?.horizontalSizeClass, isResizing: g.isInteractivelyResizing, scale: cellScale)
        } else {
            t = TraitCollection(userInterfaceIdiom: .pad)
            t.horizontalSizeClass = SizeClassRule.horizontal(width: g.sizeInPoints.width, previous: previous?.horizontalSizeClass,
                                                             isResizing: g.isInteractivelyResizing, scale: scale)
            t.verticalSizeClass = SizeClassRule.vertical(height: g.sizeInPoints.height)
        }
        t.activeAppearance = scene.window != nil && scene.window === desktop.focusedWindow ? .active : .inactive
        t.displayScale = cellScale
        applyEnvironment(to: &t, of: scene)
        return t
    }

    func updateGeometryAndTraits(_ scene: WindowScene) {
        if let inputs = updateInputs(of: scene), inputs == scene.updatedFrom {
            if checksDamage { checkSkippedUpdate(of: scene) }
            return
        }
        // What it was worked out from, taken at the end: the update moves the root's frame, and
        // the epoch when anything changed.
        defer { scene.updatedFrom = updateInputs(of: scene) }
        scenesWorkedOut &+= 1
        appCodeWillRun(in: scene)
        let previous = scene.effectiveGeometry
        let g = geometry(of: scene)
        if g != previous {
            frameCache.invalidateAll()  // the delegate may change what any window of its app shows
            scene.effectiveGeometry = g
            scene.delegate?.windowScene(scene, didUpdateEffectiveGeometry: previous)
        }
        // As UIKit: the size is announced, then the traits change (a split view collapses or
        // expands), then the new size is laid out. Nothing of it when the scene's rectangle and
        // traits are as they were (a key, a click): UIKit announces no transition then, and the
        // frame's layout pass, or the next input's, lays out what the event changed.
        // The scene's points per cell, once: its safe area, traits and guides each read them.
        let cells = cellScale(of: scene)
        scene.safeAreaInsets = deviceSafeArea(for: scene, scale: cells)
        let content = scene.window?.rootRect ?? externalDisplay?.contentRect
        let t = traits(of: scene, previous: scene.traitCollection, scale: cells)
        if let root = scene.rootViewController, let content, root.frame == content, t == scene.traitCollection, g == previous {
            scene.layoutGuides = layoutGuides(of: scene, scale: cells)
            return
        }
        frameCache.invalidateAll()  // a size transition or new traits: the app's controllers change
        if let content { scene.rootViewController?.viewWillTransition(to: content.size) }
        if t != scene.traitCollection {
            scene.traitCollection = t
            scene.rootViewController?.applyTraitCollection(t)
        }
        // The guides before the layout that reads them (the scale read anew: the app's callbacks ran since).
        scene.layoutGuides = layoutGuides(of: scene)
        if let content, let root = scene.rootViewController {
            root.place(in: content)
            // What a window's layout is (`Window.layout()`) unless a sheet or popover is presented,
            // which the frame's layout pass places.
            if root.presentedViewController == nil { scene.window?.damage.placedInEvent = frameCache.event }
        }
    }

    /// Code of `scene`'s app is about to run (a delegate's callback, a transition, a layout): a
    /// layout this event made for a window of the app, this one included, may not be what a frame
    /// would make now, so the frame lays that window out again (this one's update marks it anew
    /// once it is placed). Apps share no controllers or models.
    func appCodeWillRun(in scene: WindowScene) {
        // Asked for every scene an update works out: the sessions walked in place (not
        // `connectedScenes`, an array made anew), the cheap mark read before the name.
        let app = scene.session.applicationName
        for session in openSessions {
            guard let window = (session.scene as? WindowScene)?.window, window.damage.placedInEvent != nil,
                  session.applicationName == app else { continue }
            window.damage.placedInEvent = nil
        }
    }

    /// The device's safe area over a scene's window: every window on a phone (its windows fill
    /// the screen), full-screen windows on an iPad, nothing on a Mac, a Vision Pro or without a device.
    func deviceSafeArea(for scene: WindowScene, scale known: CellScale? = nil) -> EdgeInsets {
        guard let device, let window = scene.window else { return .zero }
        switch device.idiom {
        case .phone: break
        case .pad: guard window.isFullScreen else { return .zero }
        default: return .zero
        }
        return (known ?? cellScale(of: scene)).insets(device.safeArea(scene.effectiveGeometry.interfaceOrientation))
    }

    func layoutGuides(of scene: WindowScene, scale known: CellScale? = nil) -> LayoutGuides? {
        guard let w = scene.window else { return nil }
        // Every style's controls are given: `.unified` puts them in the content's top row, where
        // corner adaptation moves the margins clear; `.automatic` and `.minimal` draw them on
        // the title bar above the content, so there nothing needs to move.
        var guides = LayoutGuides(bounds: w.contentRect, safeAreaInsets: scene.safeAreaInsets,
                                  horizontalSizeClass: scene.traitCollection.horizontalSizeClass,
                                  windowControls: w.showsControls ? w.controlsRect : nil, scale: known ?? cellScale(of: scene))
        guides.contentSizeCategory = scene.traitCollection.preferredContentSizeCategory
        return guides
    }
}

/// What interrupts windows, making their scenes `foregroundInactive` until it ends.
public enum Interruption: Equatable, Sendable {
    /// Nothing: the focused window's scene is active.
    case none
    /// A system overlay that takes every key (the key map, the launcher, a menu or prompt).
    case systemOverlay
    /// Window mode acting on the focused window: the others are interrupted.
    case windowMode

}
