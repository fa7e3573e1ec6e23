import SceneryKit
import TerminalCanvas

/// A list in Music that opens the next page on its navigation stack (an artist's albums, an
/// album's songs). It remembers which row it opened, so a restored window rebuilds the stack.
public final class MusicBrowserViewController: ListViewController {
    /// Makes the page for a row, or nil when the row opens nothing.
    let makePage: (Int) -> ViewController?
    private weak var pushed: ViewController?
    private var pushedIndex: Int?

    public init(title: String, items: [ListItem], restorationIdentifier: String, makePage: @escaping (Int) -> ViewController?) {
        self.makePage = makePage
        super.init(title: title, items: items)
        self.restorationIdentifier = restorationIdentifier
        onChoose = { [unowned self] i in self.open(i) }
    }

    /// Opens row `i` on the navigation stack.
    public func open(_ i: Int) {
        guard let nav = navigationController, let page = makePage(i) else { return }
        select(i)
        if let id = restorationIdentifier { page.restorationIdentifier = "\(id)/\(i)" }
        nav.pushViewController(page)
        pushed = page
        pushedIndex = i
    }

    public override func encodeRestorableState(into state: inout [String: String]) {
        super.encodeRestorableState(into: &state)
        guard let id = restorationIdentifier, let pushed, pushed.parent != nil, let pushedIndex else { return }
        state["\(id).pushed"] = "\(pushedIndex)"
        pushed.encodeRestorableState(into: &state)
    }

    public override func decodeRestorableState(from state: [String: String]) {
        super.decodeRestorableState(from: state)
        guard let id = restorationIdentifier, let i = state["\(id).pushed"].flatMap(Int.init), items.indices.contains(i) else { return }
        let keep = (selectedIndex, scrollOffset)
        open(i)
        select(keep.0)
        scroll(to: keep.1)
        pushed?.decodeRestorableState(from: state)
    }
}

/// The pages Music opens, built from the library.
enum MusicPages {
    static let library = MusicLibrary.shared

    /// Albums with their artist, or (`byYear`, on an artist's page) their year.
    static func albumList(_ albums: [MusicLibrary.Album], title: String, id: String, byYear: Bool = false) -> MusicBrowserViewController {
        MusicBrowserViewController(title: title, items: albums.map { ListItem($0.title, accessory: byYear ? "\($0.year)" : $0.artist) },
                                   restorationIdentifier: id) { i in albums.indices.contains(i) ? songList(albums[i]) : nil }
    }

    static func songList(_ album: MusicLibrary.Album) -> MusicBrowserViewController {
        songList(album.songs, title: album.title, id: "album")
    }

    static func songList(_ songs: [MusicLibrary.Song], title: String, id: String) -> MusicBrowserViewController {
        let list = MusicBrowserViewController(title: title, items: songs.map { ListItem($0.title, accessory: $0.duration) },
                                              restorationIdentifier: id) { i in songs.indices.contains(i) ? nowPlaying(songs[i]) : nil }
        // A song's context menu (right click or Shift-F10): play it, love it, unlove them all.
        list.contextMenu = { [unowned list] i in
            guard list.items.indices.contains(i) else { return nil }
            let loved = list.items[i].marker == "♥"
            return Menu(title: list.items[i].title, children: [
                .action(Action(title: "Play", image: "▶") { list.open(i) }),
                .action(Action(title: loved ? "Loved" : "Love", image: "♥", state: loved ? .on : .off) {
                    list.items[i].marker = loved ? nil : "♥"
                }),
                .menu(Menu(options: .displayInline, children: [
                    .action(Action(title: "Unlove All", attributes: list.items.contains { $0.marker == "♥" } ? .destructive : [.destructive, .disabled]) {
                        for j in list.items.indices where list.items[j].marker == "♥" { list.items[j].marker = nil }
                    }),
                ])),
            ])
        }
        return list
    }

    static func nowPlaying(_ song: MusicLibrary.Song) -> TextViewController {
        TextViewController(title: "Now Playing",
                           header: [("Song:", song.title), ("Artist:", song.artist), ("Album:", song.album),
                                    ("Length:", song.duration)],
                           body: "▶ 0:00 ━━━━━━━━━━━━━━━━━━━━ \(song.duration)\n\nPlaying from your library.")
    }

    static func artistList(id: String) -> MusicBrowserViewController {
        let artists = library.artists
        return MusicBrowserViewController(title: "Artists", items: artists.map { ListItem($0.name, accessory: "\($0.albums.count) albums") },
                                          restorationIdentifier: id) { i in
            artists.indices.contains(i) ? albumList(artists[i].albums, title: artists[i].name, id: "artist", byYear: true) : nil
        }
    }

    static func playlistList(id: String) -> MusicBrowserViewController {
        let playlists = library.playlists
        return MusicBrowserViewController(title: "Playlists", items: playlists.map { ListItem($0.name, accessory: "\($0.songs.count) songs") },
                                          restorationIdentifier: id) { i in
            playlists.indices.contains(i) ? songList(playlists[i].songs, title: playlists[i].name, id: "playlist") : nil
        }
    }

    static func genreList(id: String) -> MusicBrowserViewController {
        let genres = library.genres
        return MusicBrowserViewController(title: "Browse", items: genres.map { ListItem($0) }, restorationIdentifier: id) { i in
            guard genres.indices.contains(i) else { return nil }
            return albumList(library.albums.filter { $0.genre == genres[i] }, title: genres[i], id: "genre")
        }
    }

    static func stationList(id: String) -> MusicBrowserViewController {
        let stations = library.stations
        return MusicBrowserViewController(title: "Radio", items: stations.map { ListItem($0.name) }, restorationIdentifier: id) { i in
            guard stations.indices.contains(i) else { return nil }
            return TextViewController(title: stations[i].name, header: [("Station:", stations[i].name), ("On air:", "Live")],
                                      body: stations[i].blurb)
        }
    }
}
