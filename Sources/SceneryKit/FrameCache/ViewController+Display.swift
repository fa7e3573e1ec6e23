/// The one rule damage tracking asks of a control author (`FrameCache`): say when a window
/// changed other than through the event that reached it.
extension ViewController {
    /// Marks the window this controller is shown in as needing to be drawn again, as UIKit's
    /// `setNeedsDisplay()`. With damage tracking on (`Simulator.drawsOnlyChangedWindows`, as the
    /// live terminal and tapes run) a frame draws again the windows an event reached (the focused
    /// one, the one under the pointer or holding the mouse) and any whose size, focus or traits
    /// changed, and copies the others from the last frame. Call this on a controller in every
    /// other window an event's code changes — the app's other windows showing a model it shares
    /// (`TimerModel` in the demos), another app's window — when code outside an event changes
    /// what a controller draws, and when `layout(in:)` changes what it lays out (a column shown
    /// once the window is wide enough): the frame then lays the window out again, as UIKit lays
    /// out again a view that asked during layout. Cheap: it marks the controller at the top of
    /// the window.
    public func setNeedsDisplay() {
        displayVersion &+= 1
        var top = self
        while let up = top.parent ?? top.presentingViewController { top = up }
        top.subtreeNeedsDisplay = true
    }
}
