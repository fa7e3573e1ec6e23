import Foundation
import Testing

/// What `record` makes for a VHS user: PNG frames named as VHS names them, LoopOffset's first
/// frame, VHS's theme names, a v3 cast's own theme, and the HTML player page in Chromium.
@Suite("VHS outputs", .serialized)
struct VHSOutputTests {
    func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "scenery-vhs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    func record(_ tape: String, in dir: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        try tape.write(toFile: dir + "/t.tape", atomically: true, encoding: .utf8)
        return try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(bin)' record t.tape"])
    }

    /// Half a second on the message, Escape back to the inbox, a second there: a still middle to cut at.
    static let body = "Set Width 50c\nSet Height 14c\nSleep 0.5s\nEscape\nSleep 1s\n"

    @Test("Output frames/ writes a PNG every 1/50 s named frame-text-00001.png…; repeats are links; LoopOffset starts the GIF and frames part-way")
    func pngFramesAndLoopOffset() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let plain = try record("Output plain/\nOutput plain.gif\n" + Self.body, in: dir)
        try #require(plain.status == 0, "\(plain.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/plain").sorted()
        // 1.55 s of tape (the Escape takes a typing interval) at VHS's 50 frames a second.
        #expect(names.count == 78 && names.first == "frame-text-00001.png" && names.last == "frame-text-00078.png", "\(names.count) \(names.suffix(2))")
        let first = try FileManager.default.attributesOfItem(atPath: dir + "/plain/frame-text-00001.png")
        #expect((first[.referenceCount] as? Int ?? 0) > 1, "a still stretch is one file, linked")
        let data = { (path: String) in FileManager.default.contents(atPath: dir + "/" + path) }
        #expect(data("plain/frame-text-00001.png")?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(data("plain/frame-text-00001.png") != data("plain/frame-text-00078.png"), "Escape changed the screen")

        let offset = try record("Output cut/\nOutput cut.gif\nSet LoopOffset 50%\n" + Self.body, in: dir)
        try #require(offset.status == 0, "\(offset.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/cut").count == 78, "every frame is still shown")
        // Half-way (0.775 s) the inbox is on screen: the first frame is then the plain run's 40th.
        #expect(data("cut/frame-text-00001.png") == data("plain/frame-text-00040.png"))
        #expect(data("cut/frame-text-00078.png") == data("plain/frame-text-00039.png"), "the start wraps round to the end")
        let plainDelays = RecordInterruptTests.gifDelays(try #require(data("plain.gif")))
        let cutDelays = RecordInterruptTests.gifDelays(try #require(data("cut.gif")))
        // The message 0.5 s, then the inbox: cut half-way, the inbox's later part opens the GIF,
        // the message follows for its 0.5 s, and the inbox's earlier part closes it.
        try #require(plainDelays.count == 2 && cutDelays.count == 3, "\(plainDelays) → \(cutDelays)")
        #expect(abs(cutDelays[1] - plainDelays[0]) <= 1 && abs(cutDelays.reduce(0, +) - plainDelays.reduce(0, +)) <= 1, "\(plainDelays) → \(cutDelays)")
    }

    @Test("Set Theme takes VHS's exact names and suggests near ones; a v3 cast's own theme colours its render")
    func themes() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let exact = try record("Output a.svg\nSet Theme \"tokyonight\"\n" + Self.body, in: dir)
        #expect(exact.status == 0 && !exact.stderr.contains("warning"), "\(exact.stderr)")
        #expect(try String(contentsOfFile: dir + "/a.svg", encoding: .utf8).contains("#1a1b26"), "VHS's tokyonight background")
        let near = try record("Output a.svg\nSet Theme \"tokyo-night\"\n" + Self.body, in: dir)
        #expect(near.status == 0 && near.stderr.contains("t.tape:2:1: Set Theme \"tokyo-night\": no such theme; did you mean \"TokyoNight\", \"tokyonight\"?"),
                "\(near.stderr)")
        let former = try record("Output a.svg\nSet Theme \"Tokyo Night\"\n" + Self.body, in: dir)
        #expect(former.stderr.contains("is Scenery 0.2's name; VHS calls it \"TokyoNight\""), "\(former.stderr)")
        #expect(try String(contentsOfFile: dir + "/a.svg", encoding: .utf8).contains("#16161e"), "drawn as VHS's TokyoNight")

        let bin = try #require(TestPaths.scenery)
        let cast = ##"{"version": 3, "term": {"cols": 20, "rows": 3, "theme": {"fg": "#102030", "bg": "#fafbfc", "##
            + ##""palette": "#000000:#aa0000:#00aa00:#aa5500:#0000aa:#aa00aa:#00aaaa:#aaaaaa"}}}"## + "\n" + #"[0.5, "o", "\u001b[31mhello"]"# + "\n"
        try cast.write(toFile: dir + "/c.cast", atomically: true, encoding: .utf8)
        let r = try runProgram(bin, ["render", dir + "/c.cast", "-o", dir + "/c.svg"])
        let svg = try String(contentsOfFile: dir + "/c.svg", encoding: .utf8)
        #expect(r.status == 0 && svg.contains("#fafbfc") && svg.contains("fill=\"#aa0000\""), "the cast's background and its red: \(r.stderr)")
        let overridden = try runProgram(bin, ["render", dir + "/c.cast", "-o", dir + "/c.svg", "--theme", "Dracula"])
        let recoloured = try String(contentsOfFile: dir + "/c.svg", encoding: .utf8)
        #expect(overridden.status == 0 && !recoloured.contains("#fafbfc"), "--theme wins")
    }

    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The page as Chromium leaves it after `budget` ms of its virtual clock: the body's state
    /// and time, the screen's text (each line's trailing blanks dropped) and the caption.
    func open(_ url: String, budget: Int) throws -> (state: String, time: Double, text: String, caption: String) {
        let chromium = try #require(Self.chromium)
        let r = try runProgram(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=\(budget)", "--dump-dom", url])
        let dom = r.stdout
        func attribute(_ name: String) -> String {
            guard let range = dom.range(of: name + "=\"") else { return "" }
            return String(dom[range.upperBound...].prefix { $0 != "\"" })
        }
        func element(_ id: String) -> String {
            guard let open = dom.range(of: "id=\"\(id)\""), let start = dom[open.upperBound...].firstIndex(of: ">"),
                  let end = dom[start...].range(of: id == "screen" ? "</pre>" : "</span>") else { return "" }
            return String(dom[dom.index(after: start)..<end.lowerBound])
        }
        func text(_ html: String) -> String {
            var out = "", inTag = false
            for c in html { if c == "<" { inTag = true } else if c == ">" { inTag = false } else if !inTag { out.append(c) } }
            return out.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
        let screen = text(element("screen")).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
        return (attribute("data-state"), Double(attribute("data-time")) ?? -1, screen, text(element("caption")))
    }

    @Test("Output demo.html is one page with no network: it plays to the end, seeks, captions keys, and shows the .txt frames' text",
          .enabled(if: VHSOutputTests.chromium != nil, "Chromium is not installed (apt-get install chromium)"))
    func playerPage() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try record("Output demo.html\nOutput demo.txt\n" + Self.body + "Down 2\nSleep 1s\n", in: dir)
        try #require(r.status == 0, "\(r.stderr)")
        let page = try String(contentsOfFile: dir + "/demo.html", encoding: .utf8)
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains(" src="), "self-contained")
        let frames = try String(contentsOfFile: dir + "/demo.txt", encoding: .utf8)
            .components(separatedBy: "\n" + String(repeating: "─", count: 80) + "\n").filter { !$0.isEmpty }
        try #require(frames.count == 5, "Sleep, Escape, Sleep, Down 2, Sleep")
        let url = "file://" + dir + "/demo.html"
        let ended = try open(url, budget: 8000)
        #expect(ended.state == "ended" && ended.time > 2.6, "played to the end: \(ended.state) at \(ended.time)")
        #expect(ended.text == frames[4], "the last frame's text")
        // Seeking: 1.0 s is inside the Sleep after Escape, which is captioned; 0.2 s before it.
        let middle = try open(url + "#t=1.0", budget: 500)
        #expect(middle.state == "paused" && middle.time == 1.0 && middle.text == frames[2], "seeked to 1.0 s")
        #expect(middle.caption == "Escape", "the key pressed half a second before")
        let start = try open(url + "#t=0.2", budget: 500)
        #expect(start.text == frames[0] && start.caption.isEmpty)
    }
}
