import SceneryKit
import TerminalCanvas

/// The Race demo (the session's game example): a lap chart that is expensive to build, so it
/// shows a cheap placeholder while the window is being resized and rebuilds when the resize
/// ends; and a race (Space) during which the view prefers the interface orientation locked.
public final class RaceViewController: ViewController {
    public private(set) var chart: LapChart?
    /// How many times the chart was built: resizes must not add to it until they end.
    public private(set) var chartBuilds = 0
    public private(set) var isRacing = false
    public private(set) var raceStartedAt = 0.0
    /// What the scene's geometry said last (set by the scene delegate).
    public var geometry = WindowScene.Geometry()

    public init() { super.init(title: "Race") }

    public override var prefersInterfaceOrientationLocked: Bool { isRacing }

    public func toggleRace(at now: Double) {
        isRacing.toggle()
        raceStartedAt = now
        setNeedsUpdateOfPrefersInterfaceOrientationLocked()
    }

    /// The chart area for a content size: below the navigation row and the status lines.
    static func chartSize(for content: Size) -> Size { Size(width: max(0, content.width - 4), height: max(0, content.height - 5)) }

    /// Builds the chart for the current content size (called when no resize is in progress).
    public func rebuildChart(for content: Size, unicode: Bool = true) {
        let size = Self.chartSize(for: content)
        guard chart?.size != size else { return }
        chart = LapChart(size: size, unicode: unicode)
        chartBuilds += 1
    }

    public override var keyCommands: [KeyCommand] {
        [KeyCommand(.startStopRace, title: isRacing ? "stop" : "race") {
            self.toggleRace(at: self.windowScene?.time ?? 0)
        }]
    }

    public override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        let theme = context.theme
        // The navigation bar row keeps clear of the window controls (margins with corner adaptation).
        let bar = windowScene?.layoutGuides?.margins(cornerAdaptation: .horizontal) ?? rect
        canvas.drawField("Race", x: bar.x, y: rect.y, width: max(0, bar.maxX - bar.x), style: theme.navigationTitle, alignment: .center)
        let lap = isRacing ? "racing, lap \(Int((context.time - raceStartedAt) / 20) + 1)" : "in the pits"
        let lock = geometry.isInterfaceOrientationLocked ? "orientation locked" : "orientation free"
        canvas.drawField("\(lap) · \(geometry.interfaceOrientation.rawValue) · \(lock)", x: rect.x + 2, y: rect.y + 1,
                         width: rect.width - 4, style: theme.secondaryText)
        let area = Rect(x: rect.x + 2, y: rect.y + 3, width: Self.chartSize(for: rect.size).width,
                        height: Self.chartSize(for: rect.size).height)
        if geometry.isInteractivelyResizing || chart?.size != area.size {
            let lines = ["Resizing…", "the lap chart is redrawn", "when the resize ends"]
            canvas.drawBox(area, style: .light, lineStyle: theme.separator)
            for (i, line) in lines.enumerated() where area.height > 2 + i {
                canvas.drawField(line, x: area.x, y: area.y + area.height / 2 - 1 + i, width: area.width,
                                 style: theme.secondaryText, alignment: .center)
            }
        } else if let chart {
            for (i, row) in chart.rows.enumerated() { canvas.drawText(row, x: area.x, y: area.y + i, style: theme.accent) }
        }
        canvas.drawField("Space race/stop · chart built \(chartBuilds)×", x: rect.x + 2, y: rect.maxY - 1, width: rect.width - 4,
                         style: theme.secondaryText)
    }
}

/// The Race window's delegate: observes the effective geometry, as the session's racing game
/// does, to rebuild the chart only when resizing ends and to show the orientation lock.
public final class RaceSceneDelegate: SceneDelegate {
    public private(set) var race: RaceViewController?
    /// Every geometry update received, for tests and the trait overlay.
    public private(set) var geometryUpdates = 0
    public init() {}

    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let race = RaceViewController()
        self.race = race
        windowScene.rootViewController = race
        windowScene.sizeRestrictions?.minimumSize = PointSize(width: 400, height: 192)
        race.geometry = windowScene.effectiveGeometry
        if !windowScene.effectiveGeometry.isInteractivelyResizing { race.rebuildChart(for: windowScene.effectiveGeometry.size) }
    }

    public func windowScene(_ windowScene: WindowScene, didUpdateEffectiveGeometry previousGeometry: WindowScene.Geometry) {
        geometryUpdates += 1
        guard let race else { return }
        let g = windowScene.effectiveGeometry
        race.geometry = g
        if !g.isInteractivelyResizing { race.rebuildChart(for: g.size) }
    }

    public func preferredWindowingControlStyle(for windowScene: WindowScene) -> WindowScene.WindowingControlStyle { .unified }
}
