import DemoApps
import Foundation
import Testing
@testable import SceneryKit

/// The engine is a function of events: the same random stream of keys, clicks, drags, wheel
/// turns, resizes and ticks gives the same final frame and state whether a frame is drawn after
/// every event (as tapes do) or only at the end (a live front drawing once per input batch).
@Suite("Same events, same frames")
struct TwoEngineTests {
    /// Events per app; `SCENERY_TWO_ENGINE_EVENTS=10000` for the long run.
    static let eventCount = Int(ProcessInfo.processInfo.environment["SCENERY_TWO_ENGINE_EVENTS"] ?? "") ?? 1500

    /// A deterministic stream (SplitMix64 from a seed), so a failure can be replayed.
    struct Stream {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
    }

    static let keys: [KeyEvent] = [
        KeyEvent(.tab), KeyEvent(.tab, .shift), KeyEvent(.up), KeyEvent(.down), KeyEvent(.left), KeyEvent(.right),
        KeyEvent(.enter), KeyEvent(.escape), KeyEvent(.backspace), KeyEvent(.pageDown), KeyEvent(.home), KeyEvent(.end),
        .char("s"), .char("i"), .char("1"), .char("2"), .char("4"), .char("e"), .char(" "), .char("j"), .char("k"),
        .char("a"), .char("z"), .char("S"), .char("r"), .char("c"),
        .ctrl("w"), .ctrl("r"), KeyEvent(.function(12)), KeyEvent(.function(1)),
    ]

    /// A press somewhere in `size`, sometimes a drag along its row, and the release.
    static func click(_ r: inout Stream, in size: Size, dragsOneIn n: Int) -> [Event] {
        let p = Point(x: r.next(size.width), y: r.next(size.height))
        var out: [Event] = [.mouse(MouseEvent(.press, at: p))]
        if r.next(n) == 0 { out.append(.mouse(MouseEvent(.drag, at: Point(x: r.next(size.width), y: p.y)))) }
        out.append(.mouse(MouseEvent(.release, at: p)))
        return out
    }

    /// A step of the wheel, up or down, somewhere in `size`.
    static func wheel(_ r: inout Stream, in size: Size) -> Event {
        .mouse(MouseEvent(r.next(2) == 0 ? .scrollUp : .scrollDown, at: Point(x: r.next(size.width), y: r.next(size.height))))
    }

    static func events(seed: UInt64, count: Int) -> [Event] {
        var r = Stream(state: seed)
        var size = Size(width: 120, height: 40)
        var time = 0.0
        var out: [Event] = []
        for _ in 0..<count {
            switch r.next(20) {
            case 0..<11: out.append(.key(keys[r.next(keys.count)]))
            case 11..<15: out += click(&r, in: size, dragsOneIn: 3)
            case 15: out.append(wheel(&r, in: size))
            case 16, 17:
                size = Size(width: 30 + r.next(190), height: 12 + r.next(45))
                out.append(.resize(size))
            default:
                time += Double(1 + r.next(5)) / 10
                out.append(.tick(time))
            }
        }
        return out
    }

    /// What must agree along the way, read without drawing: the desktop's windows, focus, and
    /// what the focused window's controllers answer (title, responder chain, its key hints).
    /// (Their stored state as a whole differs in representation only — dictionary order,
    /// object addresses — so `ControllerState` is compared within one engine, by RenderPurityTests.)
    static func state(_ sim: Simulator) -> String {
        let windows = sim.desktop.windows.map { "\($0.identifier) \($0.frame) \($0.placement.name) \($0.isMinimized) \($0.title)" }
        let hints = sim.keyHints()
        return windows.joined(separator: "\n") + "\nfocus \(sim.desktop.focusedWindow?.identifier ?? -1)\n"
            + (hints.own + hints.reserved).map { "\($0.keys) \($0.action)" }.joined(separator: " · ")
    }

    @Test("Drawing after every event or only at the end gives the same final frame and state, for every demo app",
          arguments: ["Mail", "Music", "Preview", "Timer", "Race", "first screen"])
    func sameFrames(app: String) throws {
        let size = Size(width: 120, height: 40)
        func make() throws -> Simulator {
            let sim = app == "first screen" ? try DemoCatalog.makeSimulator(size: size, firstScreen: true)
                : try DemoCatalog.makeSimulator(size: size, app: app)
            sim.handle(.resize(size))
            return sim
        }
        let stream = Self.events(seed: UInt64(app.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }), count: Self.eventCount)
        let drawing = try make(), quiet = try make()
        var canvas = Canvas(size: size)
        for (i, event) in stream.enumerated() {
            drawing.handle(event)
            quiet.handle(event)
            if drawing.desktop.size != canvas.size { canvas = Canvas(size: drawing.desktop.size) }
            drawing.render(into: &canvas)
            // Check along the way too, without drawing the quiet one, so a failure names the
            // first event that split them.
            if i % 250 == 249 || i == stream.count - 1 {
                let a = Self.state(drawing), b = Self.state(quiet)
                let lines = (a.split(separator: "\n"), b.split(separator: "\n"))
                let first = zip(lines.0, lines.1).first { $0 != $1 }.map { "\n  drawing: \($0)\n  quiet:   \($1)" } ?? ""
                #expect(a == b, "\(app): the engines differ after event \(i) (\(event))\(first)")
                if a != b { return }
            }
        }
        // The quiet engine's one frame, at the end.
        #expect(quiet.frame(size: quiet.desktop.size).plainText() == drawing.frame(size: drawing.desktop.size).plainText(),
                "\(app): the final frames differ")
    }

    @Test("A click meets the layout of the state it acts on: Radio in Music at 90×50, with or without a frame drawn first")
    func clickWithoutFrame() throws {
        let size = Size(width: 90, height: 50)
        for drawsFirst in [false, true] {
            let sim = try DemoCatalog.makeSimulator(size: size, app: "Music")
            sim.handle(.resize(size))
            if drawsFirst { _ = sim.frame(size: size) }
            let row = sim.frame(size: size).rowText(1)
            let x = try #require(row.range(of: "Radio").map { row.distance(from: row.startIndex, to: $0.lowerBound) })
            // A new engine that has drawn nothing (or drawn once): the click must land the same.
            let fresh = try DemoCatalog.makeSimulator(size: size, app: "Music")
            fresh.handle(.resize(size))
            if drawsFirst { _ = fresh.frame(size: size) }
            fresh.handle(.mouse(MouseEvent(.press, at: Point(x: x + 1, y: 1))))
            fresh.handle(.mouse(MouseEvent(.release, at: Point(x: x + 1, y: 1))))
            let music = try #require(fresh.desktop.focusedWindow?.rootViewController as? MusicViewController)
            #expect(music.selectedTab?.title == "Radio", "drawn first: \(drawsFirst)")
        }
    }

    @Test("Drawing only reads: the click regions a layout made are the same after a frame is drawn")
    func drawOnlyReads() throws {
        for (app, size) in [("Music", Size(width: 90, height: 50)), ("Music", Size(width: 160, height: 45)), ("Mail", Size(width: 120, height: 30))] {
            let sim = try DemoCatalog.makeSimulator(size: size, app: app)
            sim.handle(.resize(size))
            sim.layout()
            func regions() -> String {
                var out: [String] = []
                var queue: [ViewController] = sim.desktop.focusedWindow?.rootViewController.map { [$0] } ?? []
                while !queue.isEmpty {
                    let vc = queue.removeFirst()
                    if vc is TabBarController || vc is SplitViewController || vc is NavigationController {
                        out += vc.regionItems.map { "\($0.rect)" }
                    }
                    queue += vc.children
                }
                return out.joined(separator: " ")
            }
            let before = regions()
            _ = sim.frame(size: size)
            #expect(!before.isEmpty && regions() == before, "\(app) \(size)")
        }
    }
}
