import DemoApps
import SceneryHost
import SceneryKit
import SceneryTesting
import Testing

/// Music alone, hosted as an app developer hosts theirs.
struct MusicOnly: SceneryApp {
    static let identifier = "musiconly"
    static func makeApplications() throws -> [Application] {
        try DemoCatalog.makeApplications().applications.filter { $0.name == "Music" }
    }
}

/// Golden frames of Mail and Music at the default text size and at AX3, light and dark,
/// left-to-right and right-to-left, each checked in one assertion as an app's own tests would
/// (`__Snapshots__/TraitGoldenTests/`: the text, and an SVG with the colours).
@Suite("Traits beyond space: golden frames")
struct TraitGoldenTests {
    static let sizes = [TraitVariant(label: "l", overrides: { var o = TraitOverrides(); o.preferredContentSizeCategory = .large; return o }()),
                        TraitVariant(label: "AX3", overrides: { var o = TraitOverrides(); o.preferredContentSizeCategory = .accessibilityExtraLarge; return o }())]
    static let variants = TraitVariant.combining(TraitVariant.combining(sizes, TraitVariant.appearances), TraitVariant.directions)

    @Test("Mail in eight variants at 100×30")
    func mail() throws {
        #expect(Self.variants.count == 8)
        let app = try AppHarness(MailOnly.self, size: Size(width: 100, height: 30))
        try app.assertSnapshots(named: "mail", across: Self.variants)
    }

    @Test("Music in eight variants at 80×24")
    func music() throws {
        let app = try AppHarness(MusicOnly.self, size: Size(width: 80, height: 24))
        try app.assertSnapshots(named: "music", across: Self.variants)
    }
}
