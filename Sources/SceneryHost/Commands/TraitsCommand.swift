import ArgumentParser
import SceneryKit

struct TraitsCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "traits",
            abstract: "Print the size classes and derived values of a device, a multitasking split or a window size.",
            discussion: """
                Examples:
                  \(App.identifier) traits --device 'iPad Pro 12.9' --orientation landscape --split 1/2
                  \(App.identifier) traits --device 'iPad Air 13-inch' --window 700x500   (iPadOS 26 windowing)
                  \(App.identifier) traits --device 'iPhone 16 Pro' --orientation landscape
                  \(App.identifier) traits --size 100x30
                  \(App.identifier) traits --list-devices
                """
        )
    }

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

    @Option(name: .long, help: ArgumentHelp("Points per cell as COLxROW (without --device: a device fills the terminal).", valueName: "scale"))
    var scale: String = "8x16"

    @Option(name: .long, help: ArgumentHelp("With --device: the terminal it fills, COLSxROWS, for the cells lines.", valueName: "size"))
    var terminal: SizeArgument = SizeArgument(argument: "80x24")!

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
                throw ValidationError("unknown device '\(device)'; '\(App.identifier) traits --list-devices' lists them")
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
        // A device fills the terminal (docs/traits.md): its points per cell come from the
        // terminal, and an arrangement's cells are its preset's on that terminal.
        var cells = scale.cells(atMost: points)
        var cellScale = scale
        if let profile, size == nil {
            let term = Size(width: terminal.columns, height: terminal.rows)
            let deviceScale = profile.cellScale(terminal: term, orientation: orient)
            if window == nil, let preset = (profile.idiom == .phone ? .full : mode).preset {
                let area = Rect(x: 0, y: 0, width: term.width, height: term.height - 1)
                cells = preset.frame(in: area).inset(by: 1).size
            } else {
                cells = deviceScale.cells(atMost: points)
            }
            cellScale = cells.width > 0 && cells.height > 0
                ? CellScale(pointsPerColumn: points.width / Double(cells.width), pointsPerRow: points.height / Double(cells.height))
                : deviceScale
        }
        let guides = LayoutGuides(bounds: Rect(size: cells), horizontalSizeClass: traits.horizontalSizeClass, scale: cellScale)
        let margin = traits.horizontalSizeClass == .regular ? LayoutGuides.regularMargin : LayoutGuides.compactMargin
        let readable = Swift.min(points.width - 2 * margin, LayoutGuides.readableWidth)
        print("horizontal: \(traits.horizontalSizeClass.rawValue)")
        print("vertical: \(traits.verticalSizeClass.rawValue)")
        if let profile { print("device: \(profile.name)") }
        print("idiom: \(traits.userInterfaceIdiom.rawValue)")
        print("orientation: \(orient.rawValue)")
        if profile != nil { print(window != nil ? "windowing: resizable window" : "split: \(mode.rawValue)") }
        print("size: \(PointSize.formatted(points.width))×\(PointSize.formatted(points.height)) pt")
        if profile != nil && size == nil {
            print("cells: \(cells.width)×\(cells.height) at \(cellScale) pt per cell (terminal \(terminal.columns)×\(terminal.rows))")
        } else {
            print("cells: \(cells.width)×\(cells.height) at \(scale) pt per cell")
        }
        // The device's safe area is a full-screen window's: phones always, iPads in full screen.
        if let profile, size == nil {
            let fullScreen = profile.idiom == .phone || (window == nil && mode == .full)
            let pt = fullScreen ? profile.safeArea(orient) : PointInsets()
            let c = cellScale.insets(pt)
            print("safe area: \(pt) (cells: top \(c.top) · leading \(c.leading) · bottom \(c.bottom) · trailing \(c.trailing))")
        }
        print("margins: \(PointSize.formatted(margin)) pt (\(guides.layoutMargins.leading) cols) leading and trailing")
        print("readable width: \(PointSize.formatted(readable)) pt (\(guides.readableContent.width) cols)")
    }
}
