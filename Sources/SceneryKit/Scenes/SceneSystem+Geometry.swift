import TerminalCanvas

/// Each scene's effective geometry, traits, device safe area and layout guides, recomputed by
/// `update()` after anything that may change sizes, focus or orientation.
extension SceneSystem {
    func geometry(of scene: WindowScene) -> WindowScene.Geometry {
        var g = WindowScene.Geometry()
        let content: Rect
        if let w = scene.window {
            g.systemFrame = w.frame
            content = w.contentRect
        } else {
            content = externalDisplay?.contentRect ?? Rect(x: 0, y: 0, width: 0, height: 0)
            g.systemFrame = content
        }
        g.size = content.size
        g.sizeInPoints = scale.points(content.size)
        scene.refreshOrientationLockPreference()
        let locked = scene.prefersOrientationLock
        g.isInterfaceOrientationLocked = locked
        g.interfaceOrientation = locked ? scene.effectiveGeometry.interfaceOrientation : deviceOrientation
        g.isInteractivelyResizing = isTerminalResizing || (scene.window != nil && scene.window === interactivelyResizingWindow)
        if let r = scene.sizeRestrictions { g.minimumSize = r.minimumSize; g.maximumSize = r.maximumSize }
        return g
    }

    func traits(of scene: WindowScene, previous: TraitCollection?) -> TraitCollection {
        let points = scale.points(scene.window?.contentRect.size ?? externalDisplay?.contentRect.size ?? .zero)
        var t: TraitCollection
        if let device {
            t = device.traits(windowSize: points, orientation: scene.effectiveGeometry.interfaceOrientation)
        } else {
            t = TraitCollection(userInterfaceIdiom: .pad)
            t.horizontalSizeClass = SizeClassRule.horizontal(width: points.width, previous: previous?.horizontalSizeClass,
                                                             isResizing: scene.effectiveGeometry.isInteractivelyResizing, scale: scale)
            t.verticalSizeClass = SizeClassRule.vertical(height: points.height)
        }
        t.activeAppearance = scene.window != nil && scene.window === desktop.focusedWindow ? .active : .inactive
        t.displayScale = scale
        return t
    }

    func updateGeometryAndTraits(_ scene: WindowScene) {
        let previous = scene.effectiveGeometry
        let g = geometry(of: scene)
        if g != previous {
            scene.effectiveGeometry = g
            scene.delegate?.windowScene(scene, didUpdateEffectiveGeometry: previous)
        }
        // As UIKit: the size is announced, then the traits change (a split view collapses or
        // expands), then the new size is laid out.
        scene.safeAreaInsets = deviceSafeArea(for: scene)
        let content = scene.window?.rootRect ?? externalDisplay?.contentRect
        if let content { scene.rootViewController?.viewWillTransition(to: content.size) }
        let t = traits(of: scene, previous: scene.traitCollection)
        if t != scene.traitCollection {
            scene.traitCollection = t
            scene.rootViewController?.applyTraitCollection(t)
        }
        if let content { scene.rootViewController?.layout(in: content) }
        scene.layoutGuides = layoutGuides(of: scene)
    }

    /// The device's safe area over a scene's window: every window on a phone (its windows fill
    /// the screen), full-screen windows on an iPad, nothing on a Mac, a Vision Pro or without a device.
    func deviceSafeArea(for scene: WindowScene) -> EdgeInsets {
        guard let device, let window = scene.window else { return .zero }
        switch device.idiom {
        case .phone: break
        case .pad: guard window.isFullScreen else { return .zero }
        default: return .zero
        }
        return scale.insets(device.safeArea(scene.effectiveGeometry.interfaceOrientation))
    }

    func layoutGuides(of scene: WindowScene) -> LayoutGuides? {
        guard let w = scene.window else { return nil }
        // Every style's controls are given: `.unified` puts them in the content's top row, where
        // corner adaptation moves the margins clear; `.automatic` and `.minimal` draw them on
        // the title bar above the content, so there nothing needs to move.
        return LayoutGuides(bounds: w.contentRect, safeAreaInsets: scene.safeAreaInsets,
                            horizontalSizeClass: scene.traitCollection.horizontalSizeClass,
                            windowControls: w.controlsRect, scale: scale)
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
