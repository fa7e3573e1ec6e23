import ArgumentParser
import SceneryKit

struct TraitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "traits",
        abstract: "Print the size classes and derived values of a device, a multitasking split or a window size.",
        discussion: """
            Examples:
              scenery traits --device 'iPad Pro 12.9' --orientation landscape --split 1/2
              scenery traits --device 'iPad Air 13-inch' --window 700x500   (iPadOS 26 windowing)
              scenery traits --device 'iPhone 16 Pro' --orientation landscape
              scenery traits --size 100x30
              scenery traits --list-devices
            """
    )

    @Option(name: .long, help: ArgumentHelp("A device by its exact name (see --list-devices).", valueName: "name"))
    var device: String?

    @Option(name: .long, help: ArgumentHelp("portrait or landscape (default: landscape, portrait for iPhones).", valueName: "orientation"))
    var orientation: String?

    @Option(name: .long, help: ArgumentHelp("iPad multitasking: full, 2/3, 1/2, 1/3 or slide-over.", valueName: "split"))
    var split: String = "full"

    @Option(name: .long, help: ArgumentHelp("iPadOS 26 windowing: a resizable iPad window of WIDTHxHEIGHT points.", valueName: "points"))
    var window: String?

    @Option(name: .long, help: ArgumentHelp("A window's content size in cells, COLSxROWS (instead of a device's screen).", valueName: "size"))
    var size: SizeArgument?

    @Option(name: .long, help: ArgumentHelp("Points per cell as COLxROW.", valueName: "scale"))
    var scale: String = "8x16"

    @Flag(name: .customLong("list-devices"), help: "List the device profiles and their screen sizes.")
    var listDevices = false

    func run() throws {
        if listDevices {
            for d in DeviceProfile.all {
                let s = d.screen
                print("\(d.name)\t\(d.idiom.rawValue)\t\(PointSize.formatted(s.width))×\(PointSize.formatted(s.height)) pt"
                      + "\tsafe area \(d.safeAreaPortrait)")
            }
            return
        }
        guard let scale = CellScale(parsing: scale) else {
            throw ValidationError("--scale '\(self.scale)' is not COLxROW points (for example 8x16)")
        }
        let profile: DeviceProfile?
        if let device {
            guard let p = DeviceProfile.named(device) else {
                throw ValidationError("unknown device '\(device)'; 'scenery traits --list-devices' lists them")
            }
            profile = p
        } else {
            profile = nil
        }
        guard let mode = DeviceProfile.Multitasking(rawValue: split) else {
            throw ValidationError("--split '\(split)' must be one of full, 2/3, 1/2, 1/3, slide-over")
        }
        var orient = profile?.idiom == .phone ? InterfaceOrientation.portrait : .landscape
        if let orientation {
            guard let o = InterfaceOrientation(rawValue: orientation.lowercased()) else {
                throw ValidationError("--orientation '\(orientation)' must be portrait or landscape")
            }
            orient = o
        }
        guard profile != nil || size != nil else {
            throw ValidationError("give --device NAME or --size COLSxROWS (or --list-devices)")
        }
        let points: PointSize
        if let size {
            points = scale.points(Size(width: size.columns, height: size.rows))
        } else if let window {
            let parts = window.lowercased().split(separator: "x").compactMap { Double($0) }
            guard profile?.idiom == .pad, parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 100_000 }) else {
                throw ValidationError("--window takes WIDTHxHEIGHT in points (for example 700x500), with an iPad --device")
            }
            points = PointSize(width: Swift.min(parts[0], profile!.screenSize(orient).width),
                               height: Swift.min(parts[1], profile!.screenSize(orient).height))
        } else {
            do { points = try profile!.windowSize(orient, mode) } catch { throw ValidationError("\(error)") }
        }
        let traits: TraitCollection
        if let profile {
            traits = profile.traits(windowSize: points, orientation: orient)
        } else {
            traits = TraitCollection(horizontalSizeClass: SizeClassRule.horizontal(width: points.width, scale: scale),
                                     verticalSizeClass: SizeClassRule.vertical(height: points.height),
                                     userInterfaceIdiom: .pad)
        }
        let cells = scale.cells(atMost: points)
        let guides = LayoutGuides(bounds: Rect(size: cells), horizontalSizeClass: traits.horizontalSizeClass, scale: scale)
        let margin = traits.horizontalSizeClass == .regular ? LayoutGuides.regularMargin : LayoutGuides.compactMargin
        let readable = Swift.min(points.width - 2 * margin, LayoutGuides.readableWidth)
        print("horizontal: \(traits.horizontalSizeClass.rawValue)")
        print("vertical: \(traits.verticalSizeClass.rawValue)")
        if let profile { print("device: \(profile.name)") }
        print("idiom: \(traits.userInterfaceIdiom.rawValue)")
        print("orientation: \(orient.rawValue)")
        if profile != nil { print(window != nil ? "windowing: resizable window" : "split: \(mode.rawValue)") }
        print("size: \(PointSize.formatted(points.width))×\(PointSize.formatted(points.height)) pt")
        print("cells: \(cells.width)×\(cells.height) at \(scale) pt per cell")
        // The device's safe area is a full-screen window's: phones always, iPads in full screen.
        if let profile, size == nil {
            let fullScreen = profile.idiom == .phone || (window == nil && mode == .full)
            let pt = fullScreen ? profile.safeArea(orient) : PointInsets()
            let c = scale.insets(pt)
            print("safe area: \(pt) (cells: top \(c.top) · leading \(c.leading) · bottom \(c.bottom) · trailing \(c.trailing))")
        }
        print("margins: \(PointSize.formatted(margin)) pt (\(guides.layoutMargins.leading) cols) leading and trailing")
        print("readable width: \(PointSize.formatted(readable)) pt (\(guides.readableContent.width) cols)")
    }
}
