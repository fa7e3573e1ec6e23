import SceneryKit
import TerminalCanvas

/// The built-in demo apps, by the names `--app` takes.
public enum DemoCatalog {
    public static let appNames = ["Mail"]

    /// A new root view controller for the named app (case-insensitive), or nil.
    public static func makeApp(named name: String) -> ViewController? {
        switch name.lowercased() {
        case "mail": return MailViewController()
        default: return nil
        }
    }

    /// The simulator on the built-in demo: the default desktop, or one full-screen window of `app`.
    public static func makeSimulator(size: Size, app: String? = nil) -> Simulator? {
        let sim = Simulator(size: size)
        guard let root = makeApp(named: app ?? "Mail") else { return nil }
        sim.desktop.open(root)
        return sim
    }
}
