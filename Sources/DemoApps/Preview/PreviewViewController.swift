import Foundation
import SceneryKit

/// The Preview demo: files | picture, in a double-column split view, with the file's
/// metadata in the inspector (`i`).
public final class PreviewViewController: SplitViewController {
    public let files = ListViewController(title: "Files")
    public let pictureView = PictureViewController()
    public let infoView = TextViewController(title: "Info", placeholder: "No Image Selected")
    public private(set) var currentIndex = 0
    public static let activityType = "com.example.scenery.preview.viewing"

    public init() {
        super.init(style: .doubleColumn, title: "Preview")
        setViewController(files, for: .primary)
        setViewController(pictureView, for: .secondary)
        setViewController(infoView, for: .inspector)
        minimumSecondaryColumnWidth = 384
        files.showsDisclosureIndicatorsWhenCollapsed = true
        files.items = Picture.library.map { ListItem($0.name, accessory: $0.fileSize) }
        files.onChoose = { [unowned self] index in
            self.showPicture(index)
            // UIKit's adaptive show: beside the files when expanded, pushed when collapsed.
            self.files.showDetailViewController(self.pictureView, sender: self.files)
        }
        pictureView.navigationItem.rightBarButtonItems = [
            BarButtonItem(title: Self.sizeTitle, keyAction: .showPictureSize) { [unowned self] in self.showSizePopover() },
            BarButtonItem(title: "ⓘ", keyAction: .inspector) { [unowned self] in self.isShowing(.inspector) ? self.hide(.inspector) : self.show(.inspector) },
        ]
        showPicture(0)
        focus(.primary)
    }

    /// `z` does what the Size button does.
    public override var keyCommands: [KeyCommand] {
        super.keyCommands + [KeyCommand(.showPictureSize, hinted: false) { self.showSizePopover() }]
    }

    /// The title of the picture bar's button that shows the size in a popover.
    static let sizeTitle = "Size"

    /// A quick look at the picture's size, in a popover under the Size button (a sheet in
    /// compact width); the inspector (`i`) has everything.
    public func showSizePopover() {
        let p = Picture.library[currentIndex]
        let size = TextViewController(title: "Size", header: [("Pixels:", p.dimensions), ("Shape:", p.shape), ("File:", p.fileSize)])
        size.modalPresentationStyle = .popover
        size.preferredContentSize = PointSize(width: 208, height: 48)  // its three rows
        size.popoverPresentationController.sourceItem = pictureView.navigationItem.rightBarButtonItems.first { $0.keyAction == .showPictureSize }
        present(size)
    }

    public override var title: String {
        get { "Preview — " + Picture.library[currentIndex].name }
        set {}
    }

    public func showPicture(_ index: Int) {
        guard Picture.library.indices.contains(index) else { return }
        currentIndex = index
        files.select(index)
        let p = Picture.library[index]
        pictureView.picture = p
        infoView.header = [("Name:", p.name), ("Kind:", p.kindDescription), ("Size:", p.fileSize),
                           ("Pixels:", p.dimensions), ("Shape:", p.shape),
                           ("Created:", p.created)]
        infoView.body = "Drawn from a formula, so it stays sharp at every width."
    }

    /// Opens a file by name (`preview://Sunset.jpg`); false when there is none.
    @discardableResult
    public func showPicture(named name: String) -> Bool {
        guard let i = Picture.library.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) else { return false }
        showPicture(i)
        return true
    }

    public var restorationActivity: UserActivity {
        UserActivity(activityType: Self.activityType, title: Picture.library[currentIndex].name,
                     userInfo: ["file": Picture.library[currentIndex].name, "focusedColumn": "\(focusedColumn)"])
    }

    public func restore(from activity: UserActivity) {
        guard activity.activityType == Self.activityType else { return }
        if let name = activity.userInfo["file"] { showPicture(named: name) }
        if let name = activity.userInfo["focusedColumn"], let c = Column.allCases.first(where: { "\($0)" == name }) { focus(c) }
    }
}

/// A Preview window: one picture browser per scene; `preview://NAME` opens a file.
public final class PreviewSceneDelegate: SceneDelegate {
    public private(set) var preview: PreviewViewController?
    public init() {}

    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let preview = PreviewViewController()
        self.preview = preview
        windowScene.rootViewController = preview
        windowScene.sizeRestrictions?.minimumSize = PointSize(width: 224, height: 128)
        for url in options.urlContexts { open(url) }
    }

    public func scene(_ scene: Scene, openURLContexts urls: [URL]) { urls.forEach(open) }

    private func open(_ url: URL) {
        let name = SceneSystem.targetContentIdentifier(of: url)
        if preview?.showPicture(named: name) == true { preview?.show(.secondary) }
    }

    public func stateRestorationActivity(for scene: Scene) -> UserActivity? { preview?.restorationActivity }

    public func scene(_ scene: Scene, restoreInteractionStateWith activity: UserActivity) { preview?.restore(from: activity) }
}

/// Preview needs no scene routing beyond its manifest; its Show Size goes in the View menu.
public final class PreviewAppDelegate: ApplicationDelegate {
    public init() {}

    public func buildMenu(with builder: MenuBuilder) {
        if let size = builder.removeAction(for: .showPictureSize) { builder.insertChild(.action(size), atStartOfMenu: "View") }
    }
}
