import TerminalCanvas

/// `requestGeometryUpdate(_:errorHandler:)`: an app asks for an orientation or a size; the
/// system honours it within what the device and the scene's size restrictions allow, or says
/// why not through the error handler.
extension WindowScene {
    /// `UIWindowScene.GeometryPreferences`: what an app asks of its window.
    public struct GeometryPreferences: Sendable {
        /// The orientations the app accepts (`.iOS`); nil leaves the orientation.
        public var interfaceOrientations: InterfaceOrientationMask?
        /// The window's frame in points on the screen (`.mac`), or only its size (`.vision`).
        public var systemFrame: PointRect?
        /// `.vision`'s limits, applied to the size restrictions first (0×0: unchanged).
        public var minimumSize = PointSize.zero, maximumSize = PointSize.zero
        /// The platform the preferences are for: UIKit grants `.mac` on a Mac and `.vision` on
        /// visionOS only, and refuses them elsewhere.
        var idiom: UserInterfaceIdiom?

        /// `UIWindowScene.GeometryPreferences.iOS(interfaceOrientations:)`: the device turns
        /// when its orientation is not among them.
        public static func iOS(interfaceOrientations: InterfaceOrientationMask) -> GeometryPreferences {
            GeometryPreferences(interfaceOrientations: interfaceOrientations)
        }
        /// `.Mac(systemFrame:)`: the window's frame in points (origin and size).
        public static func mac(systemFrame: PointRect) -> GeometryPreferences {
            GeometryPreferences(systemFrame: systemFrame, idiom: .mac)
        }
        /// `.Vision(size:minimumSize:maximumSize:)`: a size, and new limits around it.
        public static func vision(size: PointSize, minimumSize: PointSize = .zero, maximumSize: PointSize = .zero) -> GeometryPreferences {
            GeometryPreferences(systemFrame: PointRect(x: -1, y: -1, size: size), minimumSize: minimumSize, maximumSize: maximumSize,
                                idiom: .vision)
        }
    }

    /// Why a geometry request was refused.
    public struct GeometryUpdateError: Error, CustomStringConvertible, Sendable {
        /// What could not be done and why, in a sentence.
        public let reason: String
        /// How it reads in messages and test output.
        public var description: String { reason }
    }

    /// Asks for a new orientation or size. Honoured at once when the device and the scene's
    /// restrictions allow it (the geometry and traits update, and the delegate hears of it);
    /// otherwise `errorHandler` gets a `GeometryUpdateError` saying why and nothing changes.
    public func requestGeometryUpdate(_ preferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {
        guard let system else { errorHandler?(GeometryUpdateError(reason: "the scene is not connected")); return }
        if let reason = system.geometryRefusal(self, preferences) {
            errorHandler?(GeometryUpdateError(reason: reason))
            return
        }
        system.applyGeometryRequest(self, preferences)
    }
}

extension SceneSystem {
    /// Why `preferences` cannot be granted to `scene`, or nil when they can.
    func geometryRefusal(_ scene: WindowScene, _ p: WindowScene.GeometryPreferences) -> String? {
        if let mask = p.interfaceOrientations, mask.isEmpty { return "no interface orientation was given" }
        if let mask = p.interfaceOrientations, let supported = scene.rootViewController?.supportedInterfaceOrientations,
           mask.intersection(supported).isEmpty {
            return "none of the requested orientations is supported by the view controller (supportedInterfaceOrientations)"
        }
        guard let frame = p.systemFrame else { return nil }
        guard let window = scene.window else { return "the external display's scene cannot be resized" }
        // UIKit: a platform's preferences on another platform fail (UISceneError.geometryRequestUnsupported).
        let idiom = scene.traitCollection.userInterfaceIdiom
        if let wanted = p.idiom, wanted != idiom {
            let name = wanted == .mac ? ".mac(systemFrame:)" : ".vision(size:)"
            let here = idiom == .phone ? "an iPhone" : idiom == .pad ? "an iPad" : "this device"
            return "the geometry request is unsupported: \(name) preferences apply on \(wanted == .mac ? "a Mac" : "Apple Vision Pro") only, "
                + "not on \(here); ask for .iOS(interfaceOrientations:) (UISceneError.geometryRequestUnsupported)"
        }
        if isPhone { return "an iPhone's windows fill the screen; only the orientation can be asked for" }
        if scene.requiresFullScreen { return "\(scene.session.applicationName) requires full screen (UIRequiresFullScreen)" }
        let size = frame.size
        guard size.width > 0, size.height > 0 else { return "the size \(size) is empty" }
        let r = scene.sizeRestrictions ?? SceneSizeRestrictions()
        let minimum = p.minimumSize != .zero ? p.minimumSize : r.minimumSize
        let maximum = p.maximumSize != .zero ? p.maximumSize : r.maximumSize
        if size.width < minimum.width || size.height < minimum.height {
            return "\(size) is under the scene's minimum size, \(minimum)"
        }
        if maximum.width > 0 && size.width > maximum.width || maximum.height > 0 && size.height > maximum.height {
            return "\(size) is over the scene's maximum size, \(maximum)"
        }
        let cells = requestedFrame(window, frame)
        let area = desktop(of: window).workArea
        if cells.width > area.width || cells.height > area.height {
            let screen = deviceScale(for: window, orientation: scene.effectiveGeometry.interfaceOrientation).map { $0.points(area.size) }
                ?? scale.points(area.size)
            return "\(size) does not fit the screen (\(screen))"
        }
        return nil
    }

    func applyGeometryRequest(_ scene: WindowScene, _ p: WindowScene.GeometryPreferences) {
        if let mask = p.interfaceOrientations, !mask.contains(deviceOrientation) { rotate() }
        guard let frame = p.systemFrame, let window = scene.window else { return }
        if p.minimumSize != .zero || p.maximumSize != .zero {
            var r = scene.sizeRestrictions ?? SceneSizeRestrictions()
            if p.minimumSize != .zero { r.minimumSize = p.minimumSize }
            if p.maximumSize != .zero { r.maximumSize = p.maximumSize }
            scene.sizeRestrictions = r
        }
        desktop(of: window).setFrame(window, requestedFrame(window, frame))
        update()
    }

    /// The window frame in cells for a frame in points: the content at the points per cell of a
    /// free-form window here, plus the border and title bar; a negative origin keeps the window's.
    private func requestedFrame(_ window: Window, _ frame: PointRect) -> Rect {
        let cellScale = deviceScale(for: window, orientation: window.scene?.effectiveGeometry.interfaceOrientation ?? deviceOrientation) ?? scale
        let content = cellScale.cells(atLeast: frame.size)
        let chrome = window.chromeSize
        let area = desktop(of: window).workArea
        let x = frame.x < 0 ? window.frame.x : area.x + Int((frame.x / cellScale.pointsPerColumn).rounded())
        let y = frame.y < 0 ? window.frame.y : area.y + Int((frame.y / cellScale.pointsPerRow).rounded())
        return Rect(x: x, y: y, width: content.width + chrome.width, height: content.height + chrome.height)
    }
}
