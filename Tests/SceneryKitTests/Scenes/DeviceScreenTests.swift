import DemoApps
import Testing
@testable import SceneryKit

/// A device profile is the device: its points, classes and safe area whatever the terminal.
@Suite("Devices as the device")
struct DeviceScreenTests {
    static let terminals = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 50), Size(width: 64, height: 40)]

    func keys(_ sim: Simulator, _ text: String) throws { for k in try KeyNotation.parse(text) { sim.handle(.key(k)) } }

    func mail(_ device: DeviceProfile, _ terminal: Size) throws -> Simulator {
        let sim = try DemoCatalog.makeSimulator(size: terminal, app: "Mail", device: device)
        sim.handle(.resize(terminal))
        sim.handle(.tick(1))
        return sim
    }

    /// The window-mode keys that arrange a window as `mode` (the leading window of a pair).
    static func arrangeKeys(_ mode: DeviceProfile.Multitasking) -> String {
        switch mode.preset {
        case .fullScreen?: return "f"
        case .leftHalf?: return "h"
        case .leftThird?: return "1"
        case .leftTwoThirds?: return "4"
        default: return ""
        }
    }

    @Test("Every profile × orientation × arrangement × terminal: the live window has the points, classes and safe area `scenery traits` gives")
    func liveMatchesTraits() throws {
        var checked = 0
        for device in DeviceProfile.all {
            for orientation in device.rotates ? [InterfaceOrientation.landscape, .portrait] : [.landscape] {
                for mode in DeviceProfile.Multitasking.allCases where mode.preset != nil {
                    guard let expected = try? device.windowSize(orientation, mode) else { continue }
                    let traits = device.traits(windowSize: expected, orientation: orientation)
                    for terminal in Self.terminals {
                        let sim = try mail(device, terminal)
                        let turn = orientation == sim.system.deviceOrientation ? "" : "r"
                        try keys(sim, "<C-w>\(turn)\(Self.arrangeKeys(mode))<Esc>")
                        sim.handle(.tick(sim.time + 1))
                        let scene = try #require(sim.desktop.focusedWindow?.scene)
                        let what = "\(device.name) \(orientation.rawValue) \(mode.rawValue) at \(terminal.width)×\(terminal.height)"
                        #expect(scene.effectiveGeometry.interfaceOrientation == orientation, "\(what)")
                        #expect(scene.effectiveGeometry.sizeInPoints == expected, "\(what)")
                        #expect(scene.traitCollection.horizontalSizeClass == traits.horizontalSizeClass, "\(what)")
                        #expect(scene.traitCollection.verticalSizeClass == traits.verticalSizeClass, "\(what)")
                        // The device's safe area is a full-screen window's (every window's, on a phone).
                        let full = mode == .full
                        let safe = scene.traitCollection.displayScale.insets(full ? device.safeArea(orientation) : PointInsets())
                        #expect(scene.safeAreaInsets == safe, "\(what)")
                        if full && device.rotates && orientation == .portrait { #expect(scene.safeAreaInsets.top > 0, "\(what)") }
                        if terminal == Self.terminals[0] {
                            // F12 says the same.
                            sim.handle(.key(KeyEvent(.function(12))))
                            let text = sim.frame(size: terminal).plainText()
                            #expect(text.contains("\(expected)") && text.contains("horizontal: \(traits.horizontalSizeClass.rawValue)"), "\(what)")
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 400)
    }

    @Test("iPad Pro 11 at 80×24: Mail is regular, three columns or two, not a collapsed stack; its left half is compact")
    func ipadAtEightyColumns() throws {
        let sim = try mail(try #require(DeviceProfile.named("iPad Pro 11")), Size(width: 80, height: 24))
        let split = try #require(sim.desktop.focusedWindow?.rootViewController as? SplitViewController)
        #expect(!split.isCollapsed && split.visibleColumns.count >= 2)
        #expect(sim.desktop.focusedWindow?.scene?.effectiveGeometry.sizeInPoints == PointSize(width: 1194, height: 834))
        try keys(sim, "<C-w>h<Esc>")
        #expect(split.traitCollection.horizontalSizeClass == .compact && split.isCollapsed)
        #expect(sim.desktop.focusedWindow?.scene?.effectiveGeometry.sizeInPoints == PointSize(width: 592, height: 834))
    }

    @Test("Rotation keeps the device: every iPad swaps its points, keeps its status bar and home indicator and stays regular")
    func rotationPerPad() throws {
        for device in DeviceProfile.all where device.idiom == .pad {
            for terminal in [Size(width: 80, height: 24), Size(width: 200, height: 50)] {
                let sim = try mail(device, terminal)
                let scene = try #require(sim.desktop.focusedWindow?.scene)
                #expect(scene.effectiveGeometry.sizeInPoints == device.screenSize(.landscape), "\(device.name)")
                try keys(sim, "<C-w>r")
                #expect(sim.statusMessage == "Rotated to portrait: \(device.name), \(device.screenSize(.portrait))")
                let g = scene.effectiveGeometry
                #expect(g.sizeInPoints == device.screenSize(.portrait), "\(device.name)")
                #expect(g.sizeInPoints.width < g.sizeInPoints.height)
                #expect(scene.traitCollection.horizontalSizeClass == .regular, "\(device.name) portrait")
                #expect(scene.safeAreaInsets.top >= 1, "\(device.name): the status bar")
                if device.safeAreaPortrait.bottom > 0 { #expect(scene.safeAreaInsets.bottom >= 1, "\(device.name): the home indicator") }
                #expect(scene.window?.frame == sim.desktop.workArea, "\(device.name): the screen fills the terminal, never letterboxed")
                try keys(sim, "r<Esc>")
                #expect(scene.effectiveGeometry.sizeInPoints == device.screenSize(.landscape))
            }
        }
        // iPad mini 4: 768×1024 → 1024×768 pt, as the issue has it.
        let mini = try #require(DeviceProfile.named("iPad mini 4"))
        #expect(mini.screenSize(.portrait) == PointSize(width: 768, height: 1024) && mini.screenSize(.landscape) == PointSize(width: 1024, height: 768))
    }

    @Test("An iPhone is a phone: one full-screen app, no window controls, no size restrictions; opening another app switches to it")
    func phone() throws {
        let size = Size(width: 80, height: 24)
        let sim = try DemoCatalog.makeSimulator(size: size, device: DeviceProfile.named("iPhone 16"), firstScreen: true)
        sim.handle(.resize(size))
        #expect(sim.desktop.visibleWindows.count == 1)
        let mail = try #require(sim.desktop.focusedWindow)
        #expect(mail.scene?.session.applicationName == "Mail" && mail.isFullScreen && mail.frame == sim.desktop.workArea)
        #expect(mail.scene?.sizeRestrictions == nil)
        mail.scene?.sizeRestrictions?.minimumSize = PointSize(width: 500, height: 500)
        mail.scene?.sizeRestrictions = SceneSizeRestrictions()
        #expect(mail.scene?.sizeRestrictions == nil, "nil on a phone, as UIKit has it")
        let text = sim.frame(size: size).plainText()
        #expect(!text.split(separator: "\n")[0].contains("●"), "no window controls: \(text)")
        #expect(sim.desktop.shelfRect == nil, "no shelf: the others are in the background")
        // Window mode offers what a phone can do: switch apps, open one, rotate.
        try keys(sim, "<C-w>")
        let bar = sim.frame(size: size).plainText().split(separator: "\n").last.map(String.init) ?? ""
        #expect(bar.contains("w windows") && bar.contains("n new") && bar.contains("r rotate"), "\(bar)")
        #expect(!bar.contains("move") && !bar.contains("half") && !bar.contains("minimize"), "\(bar)")
        try keys(sim, "hl1")
        #expect(mail.frame == sim.desktop.workArea, "no halves or thirds on a phone")
        // The launcher opens Music: it takes the screen, Mail goes to the background.
        let music = try #require(sim.system.applications.firstIndex { $0.name == "Music" })
        try keys(sim, "n\(music + 1)")
        #expect(sim.desktop.visibleWindows.count == 1)
        #expect(sim.desktop.focusedWindow?.scene?.session.applicationName == "Music")
        #expect(mail.isMinimized && mail.scene?.activationState == .background)
        // A phone's Music has no sidebar to show, so the bar does not offer one.
        let musicBar = sim.frame(size: size).plainText().split(separator: "\n").last.map(String.init) ?? ""
        #expect(musicBar.contains("1…9 tab") && !musicBar.contains("sidebar"), "\(musicBar)")
        // The switcher brings Mail back, and Music goes to the background.
        try keys(sim, "<C-w>w")
        #expect(sim.frame(size: size).plainText().contains("background"))
        sim.handle(.key(.char(Character(String(sim.desktop.numbers[mail.identifier] ?? 0)))))
        #expect(sim.desktop.focusedWindow === mail && sim.desktop.visibleWindows.count == 1)
        // A deep link to a new scene opens full screen too.
        try sim.system.open("mail://compose?to=ada@example.com")
        #expect(sim.desktop.visibleWindows.count == 1 && sim.desktop.focusedWindow?.isFullScreen == true)
        // Cancelling it closes its window: the screen used before comes back, as a phone goes
        // back to the app that opened another, not an empty screen with Mail in the background.
        try keys(sim, "<Esc>")
        #expect(sim.desktop.visibleWindows.count == 1 && sim.desktop.focusedWindow === mail)
        #expect(mail.scene?.activationState == .foregroundActive)
        #expect(!sim.frame(size: size).plainText().contains("No windows are open"))
    }

    @Test("The session's geometry API: coordinateSpace.bounds in points, requestGeometryUpdate honoured or refused with a reason, resizingRestrictions, column widths in points")
    func geometryAPI() throws {
        // A Mac: `.mac(systemFrame:)` places and sizes the window.
        let sim = try mail(try #require(DeviceProfile.named("Mac")), Size(width: 160, height: 45))
        let scene = try #require(sim.desktop.focusedWindow?.scene)
        #expect(scene.effectiveGeometry.coordinateSpace.bounds.size == scene.effectiveGeometry.sizeInPoints)
        #expect(scene.effectiveGeometry.resizingRestrictions == .freeform)
        var errors: [String] = []
        scene.requestGeometryUpdate(.mac(systemFrame: PointRect(x: 80, y: 32, width: 800, height: 480))) { errors.append("\($0)") }
        #expect(errors.isEmpty, "\(errors)")
        // Whole cells at the Mac's points per cell: at least what was asked, less than a cell more.
        let granted = scene.effectiveGeometry.coordinateSpace.bounds.size, cell = scene.traitCollection.displayScale
        #expect(granted.width >= 800 && granted.width < 800 + cell.pointsPerColumn && granted.height >= 480 && granted.height < 480 + cell.pointsPerRow,
                "\(granted)")
        #expect(scene.window?.placement == .free)
        scene.requestGeometryUpdate(.mac(systemFrame: PointRect(x: 0, y: 0, width: 100, height: 100))) { errors.append("\($0)") }
        scene.requestGeometryUpdate(.mac(systemFrame: PointRect(x: 0, y: 0, width: 5000, height: 400))) { errors.append("\($0)") }
        #expect(errors.count == 2 && errors[0].hasPrefix("100×100 pt is under the scene's minimum size")
                && errors[1].hasPrefix("5000×400 pt does not fit the screen"), "\(errors)")
        #expect(scene.effectiveGeometry.sizeInPoints == granted, "a refused request changes nothing")

        // An iPad (and Scenery's own desktop, an iPad's): `.mac` and `.vision` are refused as UIKit refuses them.
        errors = []
        let desktop = try DemoCatalog.makeSimulator(size: Size(width: 160, height: 45), app: "Mail")
        desktop.handle(.resize(Size(width: 160, height: 45)))
        let desktopScene = try #require(desktop.desktop.focusedWindow?.scene)
        let before = desktopScene.effectiveGeometry.sizeInPoints
        desktopScene.requestGeometryUpdate(.mac(systemFrame: PointRect(x: 80, y: 32, width: 800, height: 480))) { errors.append("\($0)") }
        #expect(errors.last?.contains("unsupported") == true && errors.last?.contains("not on an iPad") == true, "\(errors)")
        #expect(desktopScene.effectiveGeometry.sizeInPoints == before)
        // Vision Pro: `.vision(size:)` sizes the window, rounded up to whole cells.
        let vision = try mail(try #require(DeviceProfile.named("Vision Pro")), Size(width: 160, height: 45))
        let visionScene = try #require(vision.desktop.focusedWindow?.scene)
        visionScene.requestGeometryUpdate(.vision(size: PointSize(width: 700, height: 500))) { errors.append("\($0)") }
        let visionSize = visionScene.effectiveGeometry.sizeInPoints
        #expect(visionSize.width >= 700 && visionSize.width < 700 + visionScene.traitCollection.displayScale.pointsPerColumn + 0.01)

        // On an iPad only the orientation can be asked for.
        let pad = try mail(try #require(DeviceProfile.named("iPad Pro 11")), Size(width: 120, height: 40))
        let padScene = try #require(pad.desktop.focusedWindow?.scene)
        padScene.requestGeometryUpdate(.vision(size: PointSize(width: 700, height: 500))) { errors.append("\($0)") }
        #expect(errors.last?.contains(".vision(size:) preferences apply on Apple Vision Pro only") == true, "\(errors)")
        #expect(padScene.traitCollection.horizontalSizeClass == .regular)
        // The split view's applied widths, in points as UIKit reads them.
        pad.handle(.key(.char("f")))
        let split = try #require(pad.desktop.focusedWindow?.rootViewController as? SplitViewController)
        let perColumn = split.traitCollection.displayScale.pointsPerColumn
        #expect(split.columnWidthInPoints(.primary) == Double(split.primaryColumnWidth) * perColumn)

        // An iPhone: only the orientation can be asked for, and it turns the phone.
        let phone = try mail(try #require(DeviceProfile.named("iPhone 16")), Size(width: 80, height: 24))
        let phoneScene = try #require(phone.desktop.focusedWindow?.scene)
        #expect(phoneScene.effectiveGeometry.resizingRestrictions == WindowScene.ResizingRestrictions.none)
        phoneScene.requestGeometryUpdate(.mac(systemFrame: PointRect(x: 0, y: 0, width: 300, height: 300))) { errors.append("\($0)") }
        #expect(errors.last?.contains("not on an iPhone") == true, "\(errors)")
        phoneScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
        #expect(phoneScene.effectiveGeometry.sizeInPoints == PointSize(width: 852, height: 393))
        phoneScene.requestGeometryUpdate(.iOS(interfaceOrientations: .all))
        #expect(phoneScene.effectiveGeometry.interfaceOrientation == .landscape, "an orientation already accepted stays")
    }
}

/// Issue 47: `supportedInterfaceOrientations`, honoured where iPadOS honours it.
@Suite("Supported interface orientations")
struct SupportedOrientationTests {
    final class PortraitOnly: ViewController {
        override var supportedInterfaceOrientations: InterfaceOrientationMask { .portrait }
    }

    /// Mail on `device` with its window's root swapped for a portrait-only controller.
    static func portraitOnly(on device: String, terminal: Size) throws -> (Simulator, WindowScene) {
        let sim = try DemoCatalog.makeSimulator(size: terminal, app: "Mail", device: DeviceProfile.named(device))
        sim.handle(.resize(terminal))
        let scene = try #require(sim.desktop.focusedWindow?.scene)
        scene.rootViewController = PortraitOnly(title: "Portrait")
        sim.system.update()
        return (sim, scene)
    }

    @Test("On an iPhone the device turns and a portrait-only interface stays portrait, with a notice saying why; .iOS(landscape) is refused")
    func phone() throws {
        let (sim, scene) = try Self.portraitOnly(on: "iPhone 16", terminal: Size(width: 80, height: 40))
        #expect(scene.effectiveGeometry.interfaceOrientation == .portrait)
        let notice = sim.system.rotate()
        #expect(sim.system.deviceOrientation == .landscape && scene.effectiveGeometry.interfaceOrientation == .portrait)
        #expect(notice.contains("stays portrait") && notice.contains("supportedInterfaceOrientations"), "\(notice)")
        var errors: [String] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append("\($0)") }
        #expect(errors.first?.contains("none of the requested orientations is supported") == true, "\(errors)")
    }

    @Test("An iPad window among others turns with the device whatever it supports (iPadOS ignores it there)")
    func padWindowTurns() throws {
        let (sim, scene) = try Self.portraitOnly(on: "iPad Pro 11", terminal: Size(width: 160, height: 45))
        let before = scene.effectiveGeometry.interfaceOrientation
        _ = sim.system.rotate()
        #expect(scene.effectiveGeometry.interfaceOrientation == before.rotated)
    }
}

/// Issue 51: a Mac or Vision Pro window (whose width stays regular) is never narrower than its
/// split view's secondary minimum: arranged into a narrow third it is widened, as AppKit keeps a
/// window's content minimum, instead of reporting expanded with the secondary squeezed.
@Suite("Mac and Vision Pro windows keep the secondary's minimum")
struct MacVisionSecondaryMinimumTests {
    @Test("A left third of 200 columns: the window widens so the secondary holds its minimum", arguments: ["Mac", "Vision Pro"])
    func narrowThird(device: String) throws {
        let size = Size(width: 200, height: 40)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail", device: DeviceProfile.named(device))
        sim.handle(.resize(size))
        for k in try KeyNotation.parse("<C-w>1<Esc>") { sim.handle(.key(k)) }
        _ = sim.frame(size: size)
        let split = try #require(sim.desktop.focusedWindow?.rootViewController as? SplitViewController)
        let minimum = split.columnBounds().secondaryMinimum
        #expect(!split.isCollapsed)
        #expect(split.currentLayout.width(of: .secondary) >= minimum, "secondary \(split.currentLayout.width(of: .secondary)) under its minimum \(minimum)")
        #expect((sim.desktop.focusedWindow?.frame.width ?? 0) > ArrangePreset.leftThird.frame(in: sim.desktop.workArea).width, "the third was not widened")
    }
}
