import DemoApps
import Foundation
import PropertyBased
import Testing
@testable import SceneryKit

/// Music on every idiom, open with `keys` typed: the simulator and its root.
func musicSimulator(_ width: Int, _ height: Int, device: String? = nil, keys: String = "",
                    store: MemoryStateStore? = nil) throws -> (Simulator, MusicViewController) {
    let size = Size(width: width, height: height)
    let sim = try DemoCatalog.makeSimulator(size: size, app: "Music", store: store, device: device.flatMap(DeviceProfile.named))
    sim.handle(.resize(size))
    for k in try KeyNotation.parse(keys) { sim.handle(.key(k)) }
    return (sim, try #require(sim.desktop.focusedWindow?.rootViewController as? MusicViewController))
}

/// The Music demo as a whole: storms of input on every idiom, the bottom bar's widths, search,
/// and the reviewed frames.
@Suite("Music demo")
struct MusicDemoTests {
    func music(_ width: Int, _ height: Int, device: String? = nil, keys: String = "") throws -> (Simulator, MusicViewController) {
        try musicSimulator(width, height, device: device, keys: keys)
    }

    func text(_ sim: Simulator) -> String { sim.frame(size: sim.desktop.size).plainText() }

    @Test("A storm of keys, clicks and resizes on every idiom leaves a selected tab and a drawable window",
          arguments: [nil, "iPhone 16", "iPad Pro 11", "Mac", "Vision Pro"] as [String?])
    func storm(device: String?) throws {
        let (sim, music) = try music(120, 40, device: device)
        var seed: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        let keys: [KeyEvent] = [.char("1"), .char("4"), .char("6"), .char("s"), .char("e"), .char(" "), .char("K"), .char("J"),
                                KeyEvent(.tab), KeyEvent(.tab, .shift), KeyEvent(.left), KeyEvent(.right), KeyEvent(.up),
                                KeyEvent(.down), KeyEvent(.enter), KeyEvent(.escape), KeyEvent(.backspace), KeyEvent(.pageDown)]
        for _ in 0..<600 {
            switch next(10) {
            case 0: sim.handle(.resize(Size(width: 20 + next(200), height: 8 + next(60))))
            case 1: sim.handle(.mouse(MouseEvent(.press, at: Point(x: next(sim.desktop.size.width), y: next(sim.desktop.size.height)))))
            default: sim.handle(.key(keys[next(keys.count)]))
            }
            _ = text(sim)
        }
        #expect(music.selectedTab != nil || music.isShowingMore)
        #expect(!music.barTabs.isEmpty)
    }

    @Test("The bottom bar shares its cells out: no title is cut while another item holds empty cells")
    func bottomBarWidths() async throws {
        // Every need met when they fit, spare cells spread evenly, the sum always exact.
        #expect(TabBarController.shareWidths(needs: [14, 10, 9, 11, 3], total: 48) == [15, 10, 9, 11, 3])
        #expect(TabBarController.shareWidths(needs: [14, 10, 9, 11, 3], total: 38) == [9, 9, 9, 8, 3])
        await propertyCheck(input: Gen.int(in: 1...30).array(of: 1...7), Gen.int(in: 1...120)) { needs, total in
            let widths = TabBarController.shareWidths(needs: needs, total: total)
            #expect(widths.reduce(0, +) == total || needs.count > total)
            // An item short of its need means no other item has cells beyond its own need and
            // that item's width (nothing is left standing empty).
            for (i, w) in widths.enumerated() where w < needs[i] {
                #expect(widths.indices.allSatisfy { widths[$0] <= max(needs[$0], w + 1) }, "\(needs) in \(total): \(widths)")
            }
        }
        // The Mac window is a third of 180 columns: 60 columns of a 1280 pt screen, about 417 pt.
        for (width, device) in [(50, "iPhone 16"), (44, "iPhone 16"), (180, "Mac")] {
            let (sim, _) = try music(width, 24, device: device, keys: device == "Mac" ? "<C-w>1<Esc>" : "")
            let rows = text(sim).split(separator: "\n")
            let bar = rows.first { $0.contains("⌕") }.map(String.init) ?? ""
            if width >= 50 && device != "Mac" {
                #expect(bar.contains("Listen Now") && bar.contains("Library") && !bar.contains("…"), "\(device) \(width): \(bar)")
            }
            if device == "Mac" { #expect(bar.contains("Browse") && bar.contains("Radio") && !bar.contains("»"), "\(bar)") }
        }
    }

    @Test("Search says No Results when nothing matches, and keeps emoji typed into it")
    func searchNoResults() throws {
        let (sim, music) = try music(80, 24, device: nil)
        let count = music.barTabs.count
        sim.handle(.key(.char(Character(String(count)))))
        for k in try KeyNotation.parse("zz🎵") { sim.handle(.key(k)) }
        func find(_ vc: ViewController) -> MusicSearchViewController? {
            vc as? MusicSearchViewController ?? vc.children.lazy.compactMap(find).first
        }
        let search = try #require(find(music))
        #expect(search.query == "zz🎵")
        let t = text(sim)
        #expect(t.contains("No Results") && t.contains("for “zz🎵”"))
    }

    @Test("Music matches its reviewed goldens", arguments: [
        ("music-160x45.txt", 160, 45, nil, ""),
        ("music-90x50-ipad.txt", 90, 50, nil, "4<Enter>"),
        ("music-50x24-iphone.txt", 50, 24, "iPhone 16", "2"),
        ("music-120x30-mac.txt", 120, 30, "Mac", "s"),
        ("music-100x30-vision.txt", 100, 30, "Vision Pro", "<Tab>"),
    ] as [(String, Int, Int, String?, String)])
    func goldens(name: String, width: Int, height: Int, device: String?, keys: String) throws {
        let (sim, _) = try music(width, height, device: device, keys: keys)
        assertGolden(text(sim), named: name)
    }
}
