/// A deterministic music library: the same artists, albums, songs and playlists on every run,
/// so frames, goldens and recordings repeat.
public struct MusicLibrary: Sendable {
    public struct Song: Sendable, Equatable {
        public let title: String
        public let artist: String
        public let album: String
        public let duration: String
    }
    public struct Album: Sendable, Equatable {
        public let title: String
        public let artist: String
        public let year: Int
        public let genre: String
        public let songs: [Song]
    }
    public struct Artist: Sendable, Equatable {
        public let name: String
        public let albums: [Album]
    }
    public struct Playlist: Sendable, Equatable {
        public let name: String
        public let songs: [Song]
    }
    public struct Station: Sendable, Equatable {
        public let name: String
        public let blurb: String
    }

    public let artists: [Artist]
    public let playlists: [Playlist]
    public let stations: [Station]

    public static let shared = MusicLibrary(seed: 2026)

    public var albums: [Album] { artists.flatMap(\.albums).sorted { $0.title < $1.title } }
    public var songs: [Song] { albums.flatMap(\.songs).sorted { $0.title < $1.title } }
    public var genres: [String] { Self.genreNames }
    /// The albums of the Listen Now page: the newest first.
    public var topPicks: [Album] { Array(artists.flatMap(\.albums).sorted { ($0.year, $0.title) > ($1.year, $1.title) }.prefix(12)) }

    public init(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        var artists: [Artist] = []
        // Song titles walk through every start/end pair once (the step is prime to the count),
        // so no two songs share a title.
        let pairs = Self.songStarts.count * Self.songEnds.count
        var songNumber = 0
        for (i, name) in Self.artistNames.enumerated() {
            var albums: [Album] = []
            for a in 0..<(2 + rng.next(3)) {
                let title = Self.albumWords[(i * 5 + a * 3 + rng.next(4)) % Self.albumWords.count]
                    + " " + Self.albumNouns[rng.next(Self.albumNouns.count)]
                let genre = Self.genreNames[(i + a) % Self.genreNames.count]
                let songs = (0..<(5 + rng.next(5))).map { _ -> Song in
                    let pair = (songNumber * 97) % pairs
                    songNumber += 1
                    let t = Self.songStarts[pair / Self.songEnds.count] + " " + Self.songEnds[pair % Self.songEnds.count]
                    let seconds = 140 + rng.next(180)
                    return Song(title: t, artist: name, album: title, duration: "\(seconds / 60):" + String(format2: seconds % 60))
                }
                albums.append(Album(title: title, artist: name, year: 2014 + (i * 3 + a * 2) % 12, genre: genre, songs: songs))
            }
            artists.append(Artist(name: name, albums: albums))
        }
        self.artists = artists
        let all = artists.flatMap(\.albums).flatMap(\.songs)
        playlists = Self.playlistNames.map { name in
            Playlist(name: name, songs: (0..<(8 + rng.next(10))).map { _ in all[rng.next(all.count)] })
        }
        stations = Self.stationNames.map { Station(name: $0.0, blurb: $0.1) }
    }

    static let artistNames = [
        "Aurora Vale", "The Brass Lanterns", "Cinder & Sage", "Dune Harbor", "Echo Meridian", "Fable Street",
        "Glass Orchard", "Harbor Lights", "Indigo Ferry", "Juniper Kite", "Kestrel Row", "Luna Parade",
    ]
    static let albumWords = ["Silver", "Quiet", "Northern", "Paper", "Electric", "Velvet", "Hollow", "Golden",
                             "Midnight", "Wild", "Distant", "Open"]
    static let albumNouns = ["Tides", "Signals", "Gardens", "Hours", "Maps", "Rooms", "Weather", "Engines", "Letters"]
    static let songStarts = ["Ribbon of", "Under the", "Slow", "Ask the", "All the", "Small", "Last", "Neon", "Paper",
                             "Counting", "Borrowed", "Far from", "Carry the", "Golden", "Between the", "After the", "Quiet"]
    static let songEnds = ["Light", "River", "Morning", "Stars", "Static", "Harbor", "Summer", "Streets", "Echoes",
                           "Wires", "Places", "Home", "Lanterns", "Weather", "Signals", "Hours"]
    static let genreNames = ["Alternative", "Electronic", "Folk", "Jazz", "Pop", "Rock", "Soundtrack"]
    static let playlistNames = ["Focus", "Late Night Drive", "Sunday Morning", "Workout Mix", "Rainy Day", "Favourites"]
    static let stationNames = [
        ("Terminal One", "Live shows and new releases, every hour on the hour."),
        ("Chill Radio", "Slow tempos for long builds."),
        ("Indie Now", "The newest alternative and indie, hand picked."),
        ("Jazz Lounge", "Standards, bebop and the quiet stuff."),
        ("Synth Wave", "Arpeggios and neon, around the clock."),
        ("Acoustic Hour", "Strings, voices, nothing plugged in."),
    ]
}
