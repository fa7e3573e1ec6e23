import TerminalCanvas

/// The traits beyond space — text size, appearance, language and direction — for the whole
/// simulator (`--text-size`, `--appearance`, `--language`, the environment panel), as Xcode's
/// Environment Overrides set them for a simulated device.
extension SceneSystem {
    /// Sets the simulator-wide overrides and passes the new traits to every scene at once.
    public func setEnvironment(_ overrides: TraitOverrides) {
        guard overrides != environment else { return }
        environment = overrides
        frameCache.invalidateAll()
        update()
    }

    /// Overrides for the scenes an attached terminal shows (its external-display scene, or the
    /// windows on it as a second desktop), over the simulator's: `scenery attach --text-size AX3`.
    /// Empty overrides remove them; they go when the terminal detaches.
    public func setEnvironment(_ overrides: TraitOverrides, forDisplay id: Int) {
        guard displayEnvironments[id] != (overrides.isEmpty ? nil : overrides) else { return }
        displayEnvironments[id] = overrides.isEmpty ? nil : overrides
        frameCache.invalidateAll()
        update()
    }

    /// The attached terminal a scene shows on, if any.
    func attachedDisplayID(of scene: WindowScene) -> Int? {
        if scene.session.role == .windowExternalDisplayNonInteractive, let id = externalDisplay?.attachment?.id { return id }
        if let second = secondDesktop, second.desktop.windows.contains(where: { $0.scene === scene }) { return second.id }
        return nil
    }

    /// The appearance a scene's window is drawn in: its trait, or the terminal's where unspecified.
    public func resolvedStyle(_ style: UserInterfaceStyle) -> UserInterfaceStyle {
        style == .unspecified ? terminalAppearance : style
    }

    /// The environment's traits on top of a scene's space traits, then the scene's own overrides.
    func applyEnvironment(to traits: inout TraitCollection, of scene: WindowScene) {
        traits.userInterfaceStyle = terminalAppearance
        environment.apply(to: &traits)
        if !displayEnvironments.isEmpty, let id = attachedDisplayID(of: scene), let display = displayEnvironments[id] {
            display.apply(to: &traits)
        }
        scene.traitOverrides.apply(to: &traits)
    }

    func resolveDesktopStyle() { desktopStyle = resolvedStyle(environment.userInterfaceStyle ?? .unspecified) }

    /// The desktop's appearance when it is not the terminal's, so the simulator paints it; nil otherwise.
    var paintedDesktopStyle: UserInterfaceStyle? { desktopStyle == terminalAppearance ? nil : desktopStyle }
}

extension WindowScene {
    /// The appearance its window is drawn in: its trait, or the terminal's where unspecified.
    public var resolvedStyle: UserInterfaceStyle { system?.resolvedStyle(traitCollection.userInterfaceStyle) ?? traitCollection.userInterfaceStyle }
}

extension WindowScene {
    /// What drawing does to this window's text: its app's translations into its `language`
    /// trait, or the pseudolanguage's change; nil to draw text as written. Kept while the
    /// language stays.
    var textTransform: TextTransform? {
        let language = traitCollection.language
        // English and the right-to-left pseudolanguage show text as written: no look-up.
        guard language.changesText else { return nil }
        if let cached = cachedTextTransform, cached.language == language { return cached.transform }
        let catalog = system?.application(named: session.applicationName)?.stringCatalog
        let transform = language.textTransform(catalog: catalog)
        cachedTextTransform = (language, transform)
        return transform
    }
}
