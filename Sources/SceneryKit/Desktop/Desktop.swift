import Synchronization
import TerminalCanvas

/// The simulated system's window manager: windows in z-order (the last visible one is in
/// front and has focus), the shelf of minimized windows, and the work area they share.
///
/// Invariants (property-tested): every visible window lies inside the work area; no window is
/// smaller than its minimum unless the work area itself is; focus is on a visible window
/// whenever there is one.
public final class Desktop {
    /// The terminal's size.
    public private(set) var size: Size
    /// Windows back to front, minimized ones included.
    public private(set) var windows: [Window] = []
    /// A number no other desktop of the process has: what the frame cache knows it by.
    let serial = Desktop.serials.wrappingAdd(1, ordering: .relaxed).newValue
    private static let serials = Atomic<Int>(0)
    /// Columns at the trailing edge kept for the external display (0 when none is connected).
    public var reservedTrailingColumns = 0 { didSet { if reservedTrailingColumns != oldValue { relayout() } } }
    private var nextIdentifier = 1
    /// Each window's number in the window switcher, by identifier: the lowest free when it
    /// opened, kept while it lives.
    public private(set) var numbers: [Int: Int] = [:]
    /// Window identifiers, most recently focused first: the order `Ctrl-W Tab` walks.
    public internal(set) var recentlyFocused: [Int] = []
    /// A `Ctrl-W Tab` walk in progress: the order it started with and where it is. The window
    /// it lands on counts as used only when the walk ends, so repeated Tabs go further back.
    var focusCycle: (order: [Window], index: Int)?
    /// A screen shape in cells that `.deviceScreen` windows are letterboxed to.
    @available(*, deprecated, message: "a device profile now fills the terminal and rotation no longer letterboxes (docs/traits.md); nothing sets this")
    public var deviceScreenCells: (columns: Double, rows: Double)? {
        get { letterboxCells }
        set { letterboxCells = newValue }
    }
    private var letterboxCells: (columns: Double, rows: Double)? { didSet { relayout() } }

    /// A phone's screen: every window fills it, one at a time, without window controls or a
    /// shelf row; bringing one forward sends the one in front to the background (minimized), as
    /// opening an app on an iPhone does, and the window switcher reaches the others.
    public var showsOneAppAtATime = false {
        didSet {
            guard showsOneAppAtATime != oldValue else { return }
            for w in windows { applyPhoneRules(to: w) }
            if showsOneAppAtATime, let front = focusedWindow { sendOthersToBackground(front) }
            relayout()
        }
    }

    /// An empty desktop on a terminal of `size`.
    public init(size: Size) { self.size = size }

    /// The shelf row shows minimized windows; it exists only while there are some.
    public var minimizedWindows: [Window] { windows.filter(\.isMinimized) }
    /// The windows not on the shelf, back to front.
    public var visibleWindows: [Window] { windows.filter { !$0.isMinimized } }

    /// The row above the hint bar, when windows are minimized.
    public var shelfRect: Rect? {
        !windows.contains(where: \.isMinimized) || showsOneAppAtATime ? nil : Rect(x: 0, y: max(0, size.height - 2), width: max(0, size.width - reservedTrailingColumns), height: 1)
    }

    /// The area windows may use: the terminal less the hint bar, the shelf and the external display.
    public var workArea: Rect {
        let rows = size.height - 1 - (shelfRect == nil ? 0 : 1)
        return Rect(x: 0, y: 0, width: max(0, size.width - reservedTrailingColumns), height: max(0, rows))
    }

    /// The window in front that is not minimized: the one keys go to.
    public var focusedWindow: Window? { windows.last { !$0.isMinimized } }

    /// Opens a bare window (no scene) in front; without a frame it fills the work area.
    @discardableResult
    public func open(_ root: ViewController, frame: Rect? = nil) -> Window {
        add(Window(identifier: takeIdentifier(), frame: frame ?? workArea,
                   placement: frame == nil ? .arranged(.fullScreen) : .free, scene: nil, rootViewController: root))
    }

    func takeIdentifier() -> Int { defer { nextIdentifier += 1 }; return nextIdentifier }

    /// On a phone a window fills the screen; elsewhere it keeps its placement and controls.
    private func applyPhoneRules(to window: Window) {
        window.fillsScreen = showsOneAppAtATime
        if showsOneAppAtATime { window.placement = .arranged(.fullScreen) }
    }

    @discardableResult
    func add(_ window: Window) -> Window {
        applyPhoneRules(to: window)
        if showsOneAppAtATime && !window.isMinimized { sendOthersToBackground(window) }
        let hadShelf = !minimizedWindows.isEmpty
        // Its number in the window switcher: the lowest one free, kept while it lives (as tmux
        // numbers its windows), so `Ctrl-W w 2` is the same window however focus moved.
        let taken = Set(windows.compactMap { numbers[$0.identifier] })
        numbers[window.identifier] = (1...).first { !taken.contains($0) }
        windows.append(window)
        if !window.isMinimized { noteFocus(window) }
        if hadShelf != !minimizedWindows.isEmpty { relayout() } else { place(window) }
        return window
    }

    func remove(_ window: Window) {
        let hadShelf = !minimizedWindows.isEmpty
        windows.removeAll { $0 === window }
        numbers[window.identifier] = nil
        recentlyFocused.removeAll { $0 == window.identifier }
        focusCycle = nil
        if hadShelf != !minimizedWindows.isEmpty { relayout() }
        // One app at a time: closing the window in front shows the one used before it, as a
        // phone goes back to the screen that opened another (Mail's compose, sent or cancelled),
        // rather than leaving an empty screen with the app in the background.
        if showsOneAppAtATime, !window.isMinimized, visibleWindows.isEmpty, let previous = windowsByRecentUse.first {
            focus(previous)
        }
    }

    /// Moves a window to the top of the stack (only it moves), off the shelf; `focus` and the
    /// `Ctrl-W Tab` walk (Desktop+Focus.swift) use it.
    func bringToFront(_ window: Window) {
        guard let i = windows.firstIndex(where: { $0 === window }) else { return }
        windows.append(windows.remove(at: i))
        if window.isMinimized { setMinimized(window, false) }
        if showsOneAppAtATime { sendOthersToBackground(window) }
    }

    /// Puts a window on the shelf or brings it back (and to the front).
    public func setMinimized(_ window: Window, _ minimized: Bool) {
        guard window.isMinimized != minimized else { return }
        shelvedForRoom.remove(window.identifier)  // the person decided: it stays where they put it
        leaveTiling(window)
        window.isMinimized = minimized
        if showsOneAppAtATime && !minimized { sendOthersToBackground(window) }
        relayout()
    }

    /// Places a window by a preset; it then follows the work area.
    public func arrange(_ window: Window, _ preset: ArrangePreset) {
        guard window.refusal(of: preset) == nil else { return }
        window.placement = .arranged(preset)
        leaveTiling(window)
        place(window)
    }

    /// Moves a window by (dx, dy); it becomes free. It stays inside the work area.
    public func move(_ window: Window, dx: Int, dy: Int) {
        guard window.refusal(of: nil) == nil else { return }
        window.placement = .free
        leaveTiling(window)
        window.frame.x += dx
        window.frame.y += dy
        place(window)
    }

    /// Sets a free window's frame (a drag), clamped to its limits and the work area.
    public func setFrame(_ window: Window, _ frame: Rect, anchorTrailing: Bool = false) {
        guard window.refusal(of: nil) == nil else { return }
        window.placement = .free
        leaveTiling(window)
        let before = window.frame
        window.frame = frame
        clampSize(window)
        if anchorTrailing { window.frame.x = before.maxX - window.frame.width }
        place(window)
    }

    /// Grows or shrinks a window by (dw, dh) from its bottom-right corner.
    public func resize(_ window: Window, dw: Int, dh: Int) {
        var f = window.frame
        f.width += dw; f.height += dh
        setFrame(window, f)
    }

    /// Updates a window's size limits (from its scene's restrictions) and re-places it.
    public func setLimits(_ window: Window, minimum: Size, maximum: Size) {
        window.minimumFrameSize = minimum
        window.maximumFrameSize = maximum
        place(window)
    }

    /// The terminal changed size: arranged windows follow, free ones stay on screen. A window
    /// whose place can no longer hold its minimum size goes to the shelf rather than overlap
    /// its neighbours or show a sliver of itself, and comes back when the terminal has room
    /// for it again (the window in front always stays, showing its size notice if it must).
    public func resize(to newSize: Size) {
        // Only a window the resize takes room from is shelved: one the person arranged into a
        // part narrower than its minimum (widened, as documented) stays as they chose.
        // Arrays, not sets: a desktop holds a few windows, and hashing them cost more than
        // looking through them at every step of a resize.
        let hadRoom = windows.filter { !$0.isMinimized && hasRoom(for: $0) }.map(\.identifier)
        size = newSize
        // The desktop's own tiling first, as a fresh start would tile at this size; the other
        // windows by their own places.
        var changes = retile()
        let tiledIDs = tiledWindows
        // Back from the shelf first: each one whose place holds it again, with the shelf row
        // still counted (it goes only once the last one is back).
        for w in windows where !tiledIDs.contains(w.identifier) && w.isMinimized && shelvedForRoom.contains(w.identifier) && hasRoom(for: w) {
            w.isMinimized = false
            shelvedForRoom.remove(w.identifier)
            changes.returned.append(w)
        }
        // Then to the shelf, back to front, one at a time: the shelf row it adds takes a row
        // from the others, so each is judged with the area as it is then.
        while let w = windows.first(where: { w in
            !tiledIDs.contains(w.identifier) && !w.isMinimized && w !== focusedWindow && hadRoom.contains(w.identifier) && !hasRoom(for: w)
        }) {
            w.isMinimized = true
            shelvedForRoom.insert(w.identifier)
            changes.shelved.append(w)
        }
        lastRoomChanges = changes
        relayout()
    }

    /// Windows the desktop put on the shelf because the terminal got too small for them.
    public internal(set) var shelvedForRoom: Set<Int> = []
    /// The windows `tile(_:)` arranges, in order (`Desktop+Tiling`).
    var tiledWindows: [Int] = []
    /// What the last terminal resize put on the shelf and brought back.
    public private(set) var lastRoomChanges: (shelved: [Window], returned: [Window]) = ([], [])

    /// Whether the window's place (its preset's part of the work area, or the whole area for a
    /// free window) holds its minimum size in the work area as it is (a shelf row counted).
    public func hasRoom(for w: Window) -> Bool {
        let area = workArea
        let place: Rect
        switch w.placement {
        case .arranged(let preset): place = preset.frame(in: area)
        case .free, .deviceScreen: place = area
        }
        return place.width >= w.minimumFrameSize.width && place.height >= w.minimumFrameSize.height
    }

    func relayout() { for w in windows { place(w) } }

    /// Applies the placement, the size limits and the keep-on-screen rule to one window.
    func place(_ w: Window) {
        switch w.placement {
        case .arranged(let preset): w.frame = preset.frame(in: workArea)
        case .deviceScreen: w.frame = deviceScreenFrame()
        case .free: break
        }
        clampSize(w)
        keepOnScreen(w)
    }

    /// The device's screen shape, as large as fits the work area with its border, centred.
    func deviceScreenFrame() -> Rect {
        let area = workArea
        guard let screen = letterboxCells, screen.columns > 0, screen.rows > 0 else { return area }
        let s = min(Double(area.width - 2) / screen.columns, Double(area.height - 2) / screen.rows)
        let w = min(area.width, Int((screen.columns * s).rounded()) + 2), h = min(area.height, Int((screen.rows * s).rounded()) + 2)
        return Rect(x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h)
    }

    /// Minimum first (the desktop never makes a window smaller), then maximum, then the area:
    /// a window larger than the whole area is cut to it and shows its "needs at least" notice.
    private func clampSize(_ w: Window) {
        let area = workArea
        w.frame.width = max(w.frame.width, w.minimumFrameSize.width)
        w.frame.height = max(w.frame.height, w.minimumFrameSize.height)
        if w.maximumFrameSize.width > 0 { w.frame.width = min(w.frame.width, max(w.maximumFrameSize.width, w.minimumFrameSize.width)) }
        if w.maximumFrameSize.height > 0 { w.frame.height = min(w.frame.height, max(w.maximumFrameSize.height, w.minimumFrameSize.height)) }
        w.frame.width = min(w.frame.width, area.width)
        w.frame.height = min(w.frame.height, area.height)
    }

    private func keepOnScreen(_ w: Window) {
        let area = workArea
        w.frame.x = max(area.x, min(w.frame.x, area.maxX - w.frame.width))
        w.frame.y = max(area.y, min(w.frame.y, area.maxY - w.frame.height))
    }

    /// The frontmost visible window under a point.
    public func window(at p: Point) -> Window? { windows.last { !$0.isMinimized && $0.frame.contains(p) } }

    /// Shelf items and where they are drawn.
    public func shelfItems() -> [(Window, Rect)] {
        guard let shelf = shelfRect else { return [] }
        var x = shelf.x + 1
        var items: [(Window, Rect)] = []
        for w in minimizedWindows {
            let width = min(24, DisplayWidth.of(w.title) + 4)
            if x + width > shelf.maxX { break }
            items.append((w, Rect(x: x, y: shelf.y, width: width, height: 1)))
            x += width + 1
        }
        return items
    }

    /// Draws the windows back to front, the shelf, and the empty-desktop hint when there is no window.
    public func draw(in canvas: inout Canvas, theme: Theme, time: Double, keyBindings: KeyBindings = KeyBindings()) {
        draw(in: &canvas, theme: theme, time: time, keyBindings: keyBindings, clockReads: nil)
    }

    /// With `onBlank` (the canvas was just cleared) the backmost window need not blank its
    /// frame first: nothing lies under it. With `epoch` (the simulator's damage tracking) each
    /// window notes what it was drawn from, and one nothing changed is copied from `lastFrame`
    /// (the simulator's last frame of this desktop, the same size) instead (`WindowDamage`), and
    /// notes what will be painted over it in this frame for the next (`WindowDamage.coveredBy`):
    /// the windows above, the shelf, the hint bar, an external display's `picture` — or, with
    /// `coversAll` (a mode or panel over the desktop), anything, so that the next frame draws it.
    func draw(in canvas: inout Canvas, theme: Theme, time: Double, keyBindings: KeyBindings, clockReads: ClockReads?, onBlank: Bool = false,
              reusing lastFrame: Canvas? = nil, epoch: Int? = nil, picture: Rect? = nil, coversAll: Bool = false,
              style: UserInterfaceStyle = .unspecified) {
        let focused = focusedWindow, shelf = shelfRect  // the shelf asks every window whether it is minimized: once a frame
        var blank = onBlank
        windowsCopied = 0
        controllersCopied = 0
        for (i, w) in windows.enumerated() where !w.isMinimized {
            let covers = epoch == nil ? 0 : covers(windowAt: i, canvas: canvas.size, picture: picture, shelf: shelf)
            if w.draw(in: &canvas, reusing: lastFrame, isFocused: w === focused, theme: theme, time: time, keyBindings: keyBindings,
                      clockReads: clockReads, fills: !blank, epoch: epoch, covers: covers) { windowsCopied += 1 }
            if epoch != nil {
                controllersCopied += w.damage.contentsCopied
                w.damage.coveredBy = coversAll ? nil : covers
            }
            blank = false
        }
        if let shelf {
            let theme = theme.resolved(for: style)
            canvas.fill(shelf, style: theme.shelf)
            for (w, r) in shelfItems() {
                canvas.drawField(String(canvas.symbol("▁", ascii: "_")) + " " + w.title, x: r.x, y: r.y, width: r.width, style: theme.shelfItem)
            }
        }
    }

    /// How many windows the simulator's last frame of this desktop copied from the frame before
    /// instead of drawing them (`Simulator.drawsOnlyChangedWindows`).
    public internal(set) var windowsCopied = 0
    /// How many list and text views (a split view's columns, the top of a navigation stack) the
    /// windows it drew again copied from the frame before: their content, place and focus stayed
    /// as they were.
    public internal(set) var controllersCopied = 0

    /// What the simulator paints over the window at `index` after drawing it: the windows above,
    /// the `shelf`, the hint bar's row (the canvas's last) and an external display's `picture`, as
    /// `WindowDamage.cover` adds them. No arrays made: this runs for every window every frame.
    func covers(windowAt index: Int, canvas: Size, picture: Rect?, shelf: Rect?) -> UInt64 {
        let f = windows[index].frame
        var covers: UInt64 = 0
        for j in windows.indices.dropFirst(index + 1) where !windows[j].isMinimized {
            WindowDamage.cover(&covers, f, by: windows[j].frame)
        }
        WindowDamage.cover(&covers, f, by: shelf)
        WindowDamage.cover(&covers, f, by: Rect(x: 0, y: canvas.height - 1, width: canvas.width, height: 1))
        WindowDamage.cover(&covers, f, by: picture)
        return covers
    }
}
