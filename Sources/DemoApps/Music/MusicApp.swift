import Foundation
import SceneryKit

/// The Music demo: Listen Now, Browse, Radio, a Library group (Artists, Albums, Songs,
/// Playlists) with a managing navigation controller, an optional Downloaded tab and a pinned
/// Search tab — the example of WWDC25's "Make your UIKit app more flexible".
///
/// As in the session, the Library landing page is only on the group's stack when Library can
/// be selected, which is when there is no sidebar (in the sidebar Library is a section).
public final class MusicViewController: TabBarController, TabBarControllerDelegate {
    public let library: TabGroup

    public init() {
        let libraryNav = NavigationController()
        library = TabGroup(title: "Library", image: "▤", identifier: "library", children: [
            Tab(title: "Artists", image: "♪", identifier: "artists") { _ in MusicPages.artistList(id: "artists") },
            Tab(title: "Albums", image: "▣", identifier: "albums") { _ in
                MusicPages.albumList(MusicPages.library.albums, title: "Albums", id: "albums")
            },
            Tab(title: "Songs", image: "♫", identifier: "songs") { _ in
                MusicPages.songList(MusicPages.library.songs, title: "Songs", id: "songs")
            },
            Tab(title: "Playlists", image: "≡", identifier: "playlists") { _ in MusicPages.playlistList(id: "playlists") },
        ]) { tab in LibraryLandingViewController(group: tab as! TabGroup) }
        library.managingNavigationController = libraryNav
        super.init(tabs: [
            Tab(title: "Listen Now", image: "▶", identifier: "listen-now") { _ in
                NavigationController(rootViewController: MusicPages.albumList(MusicPages.library.topPicks, title: "Listen Now", id: "picks"))
            },
            Tab(title: "Browse", image: "▦", identifier: "browse") { _ in
                NavigationController(rootViewController: MusicPages.genreList(id: "genres"))
            },
            Tab(title: "Radio", image: "◉", identifier: "radio") { _ in
                NavigationController(rootViewController: MusicPages.stationList(id: "stations"))
            },
            library,
            Tab(title: "Downloaded", image: "↓", identifier: "downloaded", placement: .optional) { _ in
                NavigationController(rootViewController: MusicPages.songList(Array(MusicPages.library.songs.prefix(14)),
                                                                             title: "Downloaded", id: "downloaded"))
            },
            SearchTab { _ in NavigationController(rootViewController: MusicSearchViewController()) },
        ], title: "Music")
        delegate = self
    }

    /// Library is a destination only without the sidebar.
    public var allowsSelectingLibraryTab: Bool { placement != .sidebar }

    public func tabBarController(_ tabBarController: TabBarController, displayedViewControllersFor tab: Tab,
                                 proposedViewControllers: [ViewController]) -> [ViewController] {
        tab.identifier == "library" && !allowsSelectingLibraryTab ? [] : proposedViewControllers
    }

    public override var title: String {
        get { "Music — " + (selectedViewController?.title ?? "") }
        set {}
    }

    /// Opens a deep link: `music://artists` selects a tab by identifier, `music://search/TEXT`
    /// searches. False when nothing matches.
    @discardableResult
    public func open(_ target: String) -> Bool {
        let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
        guard let first = parts.first, let tab = tab(forIdentifier: first.lowercased()) else { return false }
        if tab.isHidden { setHidden(false, for: tab) }
        selectTab(tab)
        if tab is SearchTab, parts.count > 1,
           let search = (tab.viewController as? NavigationController)?.viewControllers.first as? MusicSearchViewController {
            search.search(parts[1].removingPercentEncoding ?? parts[1])
        }
        return true
    }
}

/// A Music window; `music://TAB` selects a tab, `music://search/TEXT` searches.
public final class MusicSceneDelegate: SceneDelegate {
    public private(set) var music: MusicViewController?
    public init() {}

    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let music = MusicViewController()
        self.music = music
        windowScene.rootViewController = music
        windowScene.sizeRestrictions?.minimumSize = PointSize(width: 240, height: 160)
        for url in options.urlContexts { music.open(SceneSystem.targetContentIdentifier(of: url)) }
    }

    public func scene(_ scene: Scene, openURLContexts urls: [URL]) {
        for url in urls { music?.open(SceneSystem.targetContentIdentifier(of: url)) }
    }
}

/// Music needs no scene routing beyond its manifest; the Library's `⋯` menu goes in View.
public final class MusicAppDelegate: ApplicationDelegate {
    public init() {}

    public func buildMenu(with builder: MenuBuilder) {
        if let library = builder.removeAction(for: .libraryMenu) { builder.insertChild(.action(library), atStartOfMenu: "View") }
    }
}
