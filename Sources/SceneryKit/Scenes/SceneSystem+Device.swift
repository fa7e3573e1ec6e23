/// The device the system runs on: a phone's one-app-at-a-time screen, switching devices, rotation.
extension SceneSystem {
    /// Runs on another device (or none): its usual orientation, its screen, and on a phone one
    /// app at a time; every scene gets the new geometry and traits.
    public func useDevice(_ newDevice: DeviceProfile?) {
        guard newDevice != device else { return }
        device = newDevice
        frameCache.invalidateAll()  // every scene's points, traits and safe area are worked out anew
        deviceOrientation = isPhone ? .portrait : .landscape
        mainDesktop.showsOneAppAtATime = isPhone
        secondDesktop?.desktop.showsOneAppAtATime = isPhone
        for scene in connectedScenes where scene.session.role == .windowApplication {
            if isPhone { scene.sizeRestrictions = nil } else if scene.sizeRestrictions == nil { scene.sizeRestrictions = SceneSizeRestrictions() }
            applyRestrictions(scene)
        }
        update()
    }

    /// On a device a cell's points follow the terminal and the orientation, so the size
    /// restrictions' cells are worked out again when either changes.
    func reapplyDeviceRestrictions() {
        guard device != nil else { return }
        for scene in connectedScenes { applyRestrictions(scene) }
    }

    /// A simulated device rotation. Scenes whose visible view controller prefers the lock keep
    /// their orientation (and see `isInterfaceOrientationLocked` in their geometry). With a
    /// phone or iPad profile the device turns: its screen's width and height in points swap
    /// (iPad mini 4: 768×1024 → 1024×768 pt) while it still fills the terminal, and its safe
    /// area turns with it. Returns a one-line notice.
    @discardableResult
    public func rotate() -> String {
        deviceOrientation = deviceOrientation.rotated
        var notice = "Rotated to \(deviceOrientation.rawValue)"
        if let device, device.rotates {
            notice += ": \(device.name), \(device.screenSize(deviceOrientation))"
        } else {
            notice += " (traits only: with --device the window turns too)"
        }
        let locked = connectedScenes.filter { $0.window?.isMinimized == false && $0.prefersOrientationLock }
        reapplyDeviceRestrictions()
        update()
        if let scene = locked.first {
            let name = scene.window?.title ?? scene.session.applicationName
            notice = "\(name) stays \(scene.effectiveGeometry.interfaceOrientation.rawValue): its view controller prefers the orientation locked"
        } else if let scene = desktop.focusedWindow?.scene, scene.effectiveGeometry.interfaceOrientation != deviceOrientation {
            notice = "\(scene.session.applicationName) stays \(scene.effectiveGeometry.interfaceOrientation.rawValue): "
                + "its view controller supports \(scene.effectiveGeometry.interfaceOrientation.rawValue) only (supportedInterfaceOrientations)"
        }
        return notice
    }
}
