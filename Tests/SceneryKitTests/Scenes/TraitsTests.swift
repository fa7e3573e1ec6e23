import DemoApps
import Foundation
import Testing
@testable import SceneryKit

/// Size classes: the simulator's rule for windows, and the device table from the HIG.
@Suite("Traits and size classes")
struct TraitsTests {
    @Test("One rule for the pad idiom: regular from 678 pt (85 columns), device or not; compact height below 25 rows (400 pt)")
    func windowRule() throws {
        #expect(SizeClassRule.horizontal(width: 677) == .compact)
        #expect(SizeClassRule.horizontal(width: 678) == .regular)
        #expect(SizeClassRule.horizontal(width: 84 * 8) == .compact)
        #expect(SizeClassRule.horizontal(width: 85 * 8) == .regular)
        // The 656 pt window the old 640 pt rule made regular without a device and compact with one.
        let pad = try #require(DeviceProfile.named("iPad Pro 11"))
        #expect(SizeClassRule.horizontal(width: 656) == .compact)
        #expect(pad.traits(windowSize: PointSize(width: 656, height: 800), orientation: .landscape).horizontalSizeClass == .compact)
        #expect(pad.traits(windowSize: PointSize(width: 678, height: 800), orientation: .landscape).horizontalSizeClass == .regular)
        // The widths the rule decides in the HIG's table: the 13″ portrait 2/3 compact, the 12.9″ half regular.
        let pro13 = try #require(DeviceProfile.named("iPad Pro 13"))
        #expect(try pro13.windowSize(.portrait, .twoThirds).width == 647)
        #expect(pro13.traits(windowSize: try pro13.windowSize(.portrait, .twoThirds), orientation: .portrait).horizontalSizeClass == .compact)
        #expect(SizeClassRule.vertical(height: 24 * 16) == .compact)
        #expect(SizeClassRule.vertical(height: 25 * 16) == .regular)
    }

    @Test("The cell scale is a trait (displayScale): every controller of a window has the simulator's, and the split view's widths follow it")
    func displayScaleTrait() throws {
        let size = Size(width: 160, height: 45)
        let wide = CellScale(pointsPerColumn: 10, pointsPerRow: 20)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail", scale: wide)
        sim.handle(.resize(size))
        let mail = try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController)
        var all: [ViewController] = [mail]
        var i = 0
        while i < all.count { all += all[i].children; i += 1 }
        #expect(all.count > 3 && all.allSatisfy { $0.traitCollection.displayScale == wide })
        // More points per cell: the same 160 columns are 1600 pt, and the columns' point bounds take fewer cells.
        let standard = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        standard.handle(.resize(size))
        let plain = try #require(standard.desktop.focusedWindow?.rootViewController as? MailViewController)
        #expect(mail.bounds(of: .primary, forWidth: 158).minimum < plain.bounds(of: .primary, forWidth: 158).minimum)
    }

    @Test("While resizing, a class flips only three columns past the threshold")
    func hysteresis() {
        // 678 pt ± 3 columns (24 pt): 654 and 702 pt.
        #expect(SizeClassRule.horizontal(width: 82 * 8, previous: .regular, isResizing: true) == .regular)
        #expect(SizeClassRule.horizontal(width: 81 * 8, previous: .regular, isResizing: true) == .compact)
        #expect(SizeClassRule.horizontal(width: 87 * 8, previous: .compact, isResizing: true) == .compact)
        #expect(SizeClassRule.horizontal(width: 88 * 8, previous: .compact, isResizing: true) == .regular)
        #expect(SizeClassRule.horizontal(width: 82 * 8, previous: .regular, isResizing: false) == .compact)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let device: String, orientation: InterfaceOrientation, split: DeviceProfile.Multitasking
        let horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
        var testDescription: String { "\(device) \(orientation.rawValue) \(split.rawValue)" }
    }

    /// The HIG's device table and multitasking table, row by row.
    static let table: [Row] = [
        Row(device: "iPad Pro 12.9", orientation: .portrait, split: .full, horizontal: .regular, vertical: .regular),
        Row(device: "iPad Pro 12.9", orientation: .landscape, split: .full, horizontal: .regular, vertical: .regular),
        Row(device: "iPad Pro 12.9", orientation: .landscape, split: .twoThirds, horizontal: .regular, vertical: .regular),
        Row(device: "iPad Pro 12.9", orientation: .landscape, split: .half, horizontal: .regular, vertical: .regular),
        Row(device: "iPad Pro 12.9", orientation: .landscape, split: .oneThird, horizontal: .compact, vertical: .regular),
        Row(device: "iPad Pro 12.9", orientation: .portrait, split: .twoThirds, horizontal: .compact, vertical: .regular),
        Row(device: "iPad Pro 12.9", orientation: .portrait, split: .oneThird, horizontal: .compact, vertical: .regular),
        Row(device: "iPad Pro 11", orientation: .landscape, split: .twoThirds, horizontal: .regular, vertical: .regular),
        Row(device: "iPad Pro 11", orientation: .landscape, split: .half, horizontal: .compact, vertical: .regular),
        Row(device: "iPad Pro 11", orientation: .portrait, split: .twoThirds, horizontal: .compact, vertical: .regular),
        Row(device: "iPad Pro 10.5", orientation: .portrait, split: .full, horizontal: .regular, vertical: .regular),
        Row(device: "iPad Pro 10.5", orientation: .landscape, split: .twoThirds, horizontal: .regular, vertical: .regular),
        Row(device: "iPad Pro 10.5", orientation: .landscape, split: .half, horizontal: .compact, vertical: .regular),
        Row(device: "iPad 9.7", orientation: .landscape, split: .twoThirds, horizontal: .regular, vertical: .regular),
        Row(device: "iPad 9.7", orientation: .landscape, split: .half, horizontal: .compact, vertical: .regular),
        Row(device: "iPad 9.7", orientation: .landscape, split: .slideOver, horizontal: .compact, vertical: .regular),
        Row(device: "iPad mini 4", orientation: .landscape, split: .twoThirds, horizontal: .regular, vertical: .regular),
        Row(device: "iPad mini 4", orientation: .portrait, split: .oneThird, horizontal: .compact, vertical: .regular),
        Row(device: "iPad Pro 13", orientation: .landscape, split: .half, horizontal: .regular, vertical: .regular),
        Row(device: "iPhone 7 Plus", orientation: .portrait, split: .full, horizontal: .compact, vertical: .regular),
        Row(device: "iPhone 7 Plus", orientation: .landscape, split: .full, horizontal: .regular, vertical: .compact),
        Row(device: "iPhone 16 Pro Max", orientation: .landscape, split: .full, horizontal: .regular, vertical: .compact),
        Row(device: "iPhone 16", orientation: .landscape, split: .full, horizontal: .compact, vertical: .compact),
        Row(device: "iPhone 6s", orientation: .landscape, split: .full, horizontal: .compact, vertical: .compact),
        Row(device: "iPhone SE", orientation: .portrait, split: .full, horizontal: .compact, vertical: .regular),
        Row(device: "iPhone SE", orientation: .landscape, split: .full, horizontal: .compact, vertical: .compact),
        Row(device: "iPod touch", orientation: .landscape, split: .full, horizontal: .compact, vertical: .compact),
        Row(device: "Mac", orientation: .landscape, split: .full, horizontal: .regular, vertical: .regular),
        Row(device: "Vision Pro", orientation: .landscape, split: .full, horizontal: .regular, vertical: .regular),
    ]

    @Test("Size classes follow the HIG table", arguments: table)
    func deviceTable(_ row: Row) throws {
        let device = try #require(DeviceProfile.named(row.device))
        let size = try device.windowSize(row.orientation, row.split)
        let t = device.traits(windowSize: size, orientation: row.orientation)
        #expect(t.horizontalSizeClass == row.horizontal)
        #expect(t.verticalSizeClass == row.vertical)
    }

    @Test("Multitasking widths are the devices' published ones")
    func splitWidths() throws {
        let ipad129 = try #require(DeviceProfile.named("iPad Pro 12.9"))
        #expect(try ipad129.windowSize(.landscape, .half).width == 678)
        #expect(try ipad129.windowSize(.landscape, .twoThirds).width == 981)
        #expect(try ipad129.windowSize(.landscape, .oneThird).width == 375)
        #expect(try ipad129.windowSize(.portrait, .twoThirds).width == 639)
        let ipad97 = try #require(DeviceProfile.named("iPad 9.7"))
        #expect(try ipad97.windowSize(.landscape, .slideOver).width == 320)
        #expect(try ipad97.windowSize(.landscape, .half).width == 507)
        #expect(throws: DeviceProfile.MultitaskingError.self) { try ipad97.windowSize(.portrait, .half) }
        let phone = try #require(DeviceProfile.named("iPhone 16"))
        #expect(throws: DeviceProfile.MultitaskingError.self) { try phone.windowSize(.portrait, .oneThird) }
        #expect(DeviceProfile.all.map(\.name) == ["iPhone SE", "iPhone 6s", "iPhone 7 Plus", "iPhone 16e", "iPhone 16", "iPhone 16 Plus",
                                                  "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 17", "iPhone Air", "iPhone 17 Pro",
                                                  "iPhone 17 Pro Max", "iPod touch", "iPad mini 4",
                                                  "iPad mini (A17 Pro)", "iPad 9.7", "iPad (A16)", "iPad Air 11-inch", "iPad Air 13-inch",
                                                  "iPad Pro 10.5", "iPad Pro 11", "iPad Pro 11-inch (M4)", "iPad Pro 12.9", "iPad Pro 13", "Mac", "Vision Pro"])
    }

    @Test("Today's devices have Apple's published point sizes and safe areas", arguments: [
        ("iPhone 16", 393.0, 852.0, 59.0, 34.0), ("iPhone 16 Plus", 430, 932, 59, 34), ("iPhone 16 Pro", 402, 874, 62, 34),
        ("iPhone 16 Pro Max", 440, 956, 62, 34), ("iPhone 16e", 390, 844, 47, 34), ("iPad mini (A17 Pro)", 744, 1133, 24, 20),
        ("iPad (A16)", 820, 1180, 24, 20), ("iPad Air 11-inch", 820, 1180, 24, 20), ("iPad Air 13-inch", 1024, 1366, 24, 20),
        ("iPhone SE", 320, 568, 20, 0), ("iPhone 17", 402, 874, 62, 34), ("iPhone Air", 420, 912, 68, 34),
        ("iPhone 17 Pro", 402, 874, 62, 34), ("iPhone 17 Pro Max", 440, 956, 62, 34), ("iPad Pro 11-inch (M4)", 834, 1210, 24, 20),
    ] as [(String, Double, Double, Double, Double)])
    func publishedSizes(name: String, width: Double, height: Double, top: Double, bottom: Double) throws {
        let d = try #require(DeviceProfile.named(name))
        #expect(d.screen == PointSize(width: width, height: height))
        #expect(d.safeArea(.portrait).top == top && d.safeArea(.portrait).bottom == bottom)
        if d.idiom == .phone && top > 20 {
            // Landscape: the sensor housing's side on both edges, a shorter home indicator.
            let l = d.safeArea(.landscape)
            #expect(l.leading == top && l.trailing == top && l.bottom == 21 && l.top == 0)
        }
    }

    @Test("The safe area is real: a phone window lays its root out inside it, and F12 reports it")
    func safeAreaInWindow() throws {
        let size = Size(width: 60, height: 30)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail", device: DeviceProfile.named("iPhone 16 Pro"))
        sim.handle(.resize(size))
        let window = try #require(sim.desktop.focusedWindow)
        let scene = try #require(window.scene)
        // The phone fills the 58×27 cells of content: 874 pt over 27 rows is 32.4 pt a row, so
        // the 62 pt Dynamic Island is 2 rows and the 34 pt home indicator 1.
        #expect(scene.effectiveGeometry.sizeInPoints == PointSize(width: 402, height: 874))
        #expect(scene.safeAreaInsets == EdgeInsets(top: 2, leading: 0, bottom: 1, trailing: 0))
        #expect(window.rootRect == window.contentRect.inset(by: scene.safeAreaInsets))
        #expect(scene.layoutGuides?.safeArea == window.rootRect)
        sim.handle(.key(KeyEvent(.function(12))))
        #expect(sim.frame(size: size).plainText().contains("safe area: top 2 · leading 0 · bottom 1 · trailing 0"))
        // An iPad window that is not full screen has none; a Mac never does.
        let pad = try DemoCatalog.makeSimulator(size: Size(width: 120, height: 40), app: "Mail", device: DeviceProfile.named("iPad Pro 13"))
        pad.handle(.resize(Size(width: 120, height: 40)))
        #expect(pad.desktop.focusedWindow?.scene?.safeAreaInsets == EdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0))
        for k in try KeyNotation.parse("<C-w>h<Esc>") { pad.handle(.key(k)) }
        #expect(pad.desktop.focusedWindow?.scene?.safeAreaInsets == .zero)
    }

    @Test("Per-view-controller guides: Mail's message body follows the readable width")
    func readableBody() throws {
        let size = Size(width: 200, height: 30)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        let text = sim.frame(size: size).plainText().split(separator: "\n")
        let body = try #require(text.first { $0.contains("Please remember to update") }).split(separator: "│")
        let column = try #require(body.first { $0.contains("Please remember") })
        #expect(column.trimmingCharacters(in: .whitespaces).count <= 84)
        let mail = try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController)
        let guides = mail.messageView.layoutGuides(in: Rect(x: 0, y: 0, width: 120, height: 10))
        #expect(guides.readableContent.width == 84 && guides.margins.width == 114)
    }

    @Test("Traits reach every view controller, and registered handlers hear only their traits")
    func propagation() throws {
        let (sim, _) = try TestApp.simulator(size: Size(width: 120, height: 40))
        let scene = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        let split = SplitViewController(style: .doubleColumn)
        let list = ListViewController(title: "List")
        split.setViewController(list, for: .primary)
        scene.rootViewController = split
        #expect(list.traitCollection.horizontalSizeClass == .regular)
        #expect(list.traitCollection.splitViewControllerLayoutEnvironment == .expanded)
        var heard: [UserInterfaceSizeClass] = []
        var verticalCalls = 0
        // The handler gets the controller typed as it was registered on (UIKit's Self): `items` is ListViewController's.
        list.registerForTraitChanges([.horizontalSizeClass]) { vc, previous in heard.append(previous.horizontalSizeClass); _ = vc.items }
        list.registerForTraitChanges([.verticalSizeClass]) { _, _ in verticalCalls += 1 }
        sim.handle(.resize(Size(width: 60, height: 40)))
        #expect(list.traitCollection.horizontalSizeClass == .compact)
        #expect(heard == [.regular])
        #expect(verticalCalls == 0)
    }

    @Test("Layout guides: margins 2 or 3 columns, readable width at most 84, corner adaptation clears the controls")
    func layoutGuides() {
        let regular = LayoutGuides(bounds: Rect(x: 1, y: 1, width: 118, height: 30), horizontalSizeClass: .regular)
        #expect(regular.margins == Rect(x: 4, y: 1, width: 112, height: 30))
        #expect(regular.readableContent == Rect(x: 18, y: 1, width: 84, height: 30))
        let compact = LayoutGuides(bounds: Rect(x: 1, y: 1, width: 50, height: 30), horizontalSizeClass: .compact)
        #expect(compact.margins.x == 3 && compact.margins.width == 46)
        #expect(compact.readableContent == compact.margins)
        #expect(compact.margins(cornerAdaptation: .horizontal) == compact.margins)  // controls outside: nothing moves
        let unified = LayoutGuides(bounds: Rect(x: 1, y: 0, width: 60, height: 20), horizontalSizeClass: .compact,
                                   windowControls: Rect(x: 1, y: 0, width: 6, height: 1))
        #expect(unified.margins(cornerAdaptation: .horizontal).x == 8)
        #expect(unified.margins(cornerAdaptation: .vertical).y == 1)
    }
}
