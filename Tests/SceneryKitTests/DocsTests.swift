import DemoApps
import Foundation
import SceneryKit
import Testing

/// The docs name real code: every `Type.member` in backticks in README.md and docs/, where
/// `Type` is declared in Sources, is declared there too; the module graph in
/// docs/architecture.md is Package.swift's.
@Suite("Docs")
struct DocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func files(under folder: String, ext: String) -> [URL] {
        let dir = root.appendingPathComponent(folder)
        guard let e = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil) else { return [] }
        return e.compactMap { $0 as? URL }.filter { $0.pathExtension == ext }.sorted { $0.path < $1.path }
    }

    static func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let re = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return re.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { m in
            (0..<m.numberOfRanges).map { i in Range(m.range(at: i), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    @Test("Every `Type.member` the docs name exists in Sources")
    func symbols() {
        let sources = Self.files(under: "Sources", ext: "swift").map(Self.text).joined(separator: "\n")
        let types = Set(Self.matches(#"\b(?:class|struct|enum|protocol|actor|extension)\s+([A-Z]\w*)"#, in: sources).map { $0[1] })
        let declared = Set(Self.matches(#"^\s*(?:(?:(?:public|open|package|internal|private|fileprivate)(?:\(set\))?|static|final|override|mutating|indirect|@\w+(?:\(\w+\))?)\s+)*(?:func|var|let|case|init|subscript)\b([^=:{(\n]*)"#, in: sources)
            .flatMap { $0[1].components(separatedBy: CharacterSet(charactersIn: ", <")) }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        let docs = [Self.root.appendingPathComponent("README.md")] + Self.files(under: "docs", ext: "md")
        var missing: [String] = []
        for doc in docs {
            for m in Self.matches(#"`([A-Z]\w*)\.([a-z]\w*)"#, in: Self.text(doc)) where types.contains(m[1]) {
                if !declared.contains(m[2]) { missing.append("\(doc.lastPathComponent): \(m[1]).\(m[2])") }
            }
        }
        #expect(missing.isEmpty, "the docs name symbols that do not exist: \(Set(missing).sorted())")
    }

    /// Package.swift's edges between its own targets, as `(from, to)`.
    static func packageEdges() -> [(String, String)] {
        let package = text(root.appendingPathComponent("Package.swift"))
        var edges: [(String, String)] = []
        for m in matches(#"\.(?:target|executableTarget)\(\s*name:\s*"([\w-]+)"(?:[^\])]*?)dependencies:\s*\[([^\]]*)\]"#, in: package) {
            let local = matches(#"(?<![\w:] )"(\w+)""#, in: m[2]).map { $0[1] }
                .filter { package.contains("name: \"\($0)\"") && !package.contains("product(name: \"\($0)\"") }
            edges += local.map { (m[1], $0) }
        }
        return edges
    }

    @Test("docs/architecture.md draws the module graph of Package.swift")
    func moduleGraph() {
        let doc = Self.text(Self.root.appendingPathComponent("docs/architecture.md"))
        let edges = Self.packageEdges().map { "\($0.0) → \($0.1)" }
        #expect(edges.count > 8)
        for edge in edges { #expect(doc.contains(edge), "docs/architecture.md does not show \(edge)") }
    }

    /// Package.swift's targets in layers, each above everything it uses: a module's layer is
    /// one more than the highest of those it uses (a module that uses none is layer 0). One line
    /// a layer, top first: `4  SceneryHost`; names sorted within a layer.
    static func layerPicture(_ edges: [(String, String)]) -> String {
        let modules = Set(edges.flatMap { [$0.0, $0.1] })
        var layer: [String: Int] = [:]
        func depth(_ m: String) -> Int {
            if let d = layer[m] { return d }
            let d = edges.filter { $0.0 == m }.map { depth($0.1) + 1 }.max() ?? 0
            layer[m] = d
            return d
        }
        for m in modules { _ = depth(m) }
        let top = layer.values.max() ?? 0
        return stride(from: top, through: 0, by: -1).map { d in
            "\(d)  " + layer.filter { $0.value == d }.keys.sorted().joined(separator: " · ")
        }.joined(separator: "\n")
    }

    @Test("docs/architecture.md's layer picture is the one Package.swift gives (regenerate it from this test's message)")
    func layerPicture() {
        let doc = Self.text(Self.root.appendingPathComponent("docs/architecture.md"))
        let picture = Self.layerPicture(Self.packageEdges())
        #expect(picture.split(separator: "\n").count > 4)
        #expect(doc.contains("```\n" + picture + "\n```"), "docs/architecture.md's layer picture differs from Package.swift's; it is:\n\(picture)")
    }

    @Test("Tapes and Fuzzing do not link the terminal library: neither reaches CursesFront or ncurses")
    func recordingNeedsNoTerminal() {
        let edges = Self.packageEdges()
        #expect(edges.contains { $0 == ("CursesFront", "CNCurses") }, "the graph was read: CursesFront → CNCurses")
        for start in ["Tapes", "Fuzzing"] {
            var reached: Set<String> = [], queue = [start]
            while let m = queue.popLast() {
                for (from, to) in edges where from == m && reached.insert(to).inserted { queue.append(to) }
            }
            #expect(reached.isDisjoint(with: ["CursesFront", "CNCurses"]), "\(start) reaches \(reached.sorted())")
            #expect(reached.contains("SceneryKit"), "\(start)'s dependencies were read")
        }
    }

    @Test("The library speaks of the app: no string in SceneryKit, SceneryHost, SceneryStorage or Tapes names a demo app")
    func libraryNamesNoDemoApp() {
        let folders = ["Sources/SceneryKit", "Sources/SceneryHost", "Sources/SceneryStorage", "Sources/Tapes", "Sources/CursesFront"]
        let files = folders.flatMap { Self.files(under: $0, ext: "swift") }.filter { !$0.path.contains(".docc/") }
        #expect(files.count > 60)
        var found: [String] = []
        for file in files {
            for (n, line) in Self.text(file).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                // String literals on the line (a comment after the code is not a string).
                for literal in Self.matches(#""(?:[^"\\]|\\.)*""#, in: String(code)) {
                    if !Self.matches(#"\b(Mail|Music|Preview|Timer|Race|mail://)\b"#, in: literal[0]).isEmpty {
                        found.append("\(file.lastPathComponent):\(n + 1): \(literal[0])")
                    }
                }
            }
        }
        #expect(found.isEmpty, "library strings that name a demo app: \(found)")
    }

    @Test("Controllers and app code read their context through their scene, never reaching up to the system")
    func noReachingUp() {
        let folders = ["Sources/DemoApps", "Sources/SceneryKit/Views", "Sources/SceneryKit/Split", "Sources/SceneryKit/Tabs",
                       "Sources/SceneryKit/Navigation", "Sources/SceneryKit/Controls", "Sources/SceneryKit/Presentation"]
        let files = folders.flatMap { Self.files(under: $0, ext: "swift") }
        #expect(files.count > 30)
        for file in files {
            let t = Self.text(file)
            for reach in ["scene?.system", "scene.system", "Scene?.system", ".system?."] {
                #expect(!t.contains(reach), "\(file.lastPathComponent) reaches up with \(reach): use the scene's API (time, requestSceneSessionActivation, close)")
            }
        }
    }

    @Test("The engine module does no file I/O: saved state, manifests and keys.toml are read by SceneryStorage")
    func engineHasNoFileIO() {
        // The DocC catalog's tutorial listings are an app's code, not the engine's.
        let sources = (Self.files(under: "Sources/SceneryKit", ext: "swift") + Self.files(under: "Sources/SceneryEvents", ext: "swift"))
            .filter { !$0.path.contains(".docc/") }
        #expect(sources.count > 40)
        for file in sources {
            let t = Self.text(file)
            for word in ["FileManager", "Data(contentsOf", "String(contentsOf", "fopen(", "write(to", "contentsOfFile"] {
                #expect(!t.contains(word), "\(file.lastPathComponent) uses \(word)")
            }
        }
    }
}

/// The README's key table is checked against the key map (`scenery keys`): every key it names
/// in backticks is some action's default key, so the table cannot promise a key that does
/// nothing or keep one that was moved.
@Suite("README key table")
struct ReadmeKeyTableTests {
    /// `Ctrl-R`, `Shift-Tab`, `F12`, `PgUp`, `↑`, `j`: the key notation's spelling, or nil for
    /// what is not one key (`Shift`+arrows, `6`–`9`).
    static func notation(_ token: String) -> String? {
        let names = ["Tab": "<Tab>", "Enter": "<Enter>", "Esc": "<Esc>", "Backspace": "<BS>", "Home": "<Home>", "End": "<End>",
                     "PgUp": "<PageUp>", "PgDn": "<PageDown>", "↑": "<Up>", "↓": "<Down>", "←": "<Left>", "→": "<Right>",
                     "Space": "<Space>", "Shift-Tab": "<S-Tab>", "Shift-↑": "<S-Up>", "Shift-↓": "<S-Down>"]
        if let n = names[token] { return n }
        if token.hasPrefix("Ctrl-"), token.count == 6 { return "<C-\(token.last!.lowercased())>" }
        if token.hasPrefix("F"), let n = Int(token.dropFirst()), (1...12).contains(n) { return "<F\(n)>" }
        if token.count == 1 { return token == "<" ? "<lt>" : token }
        return nil
    }

    @Test("Every key in the README's key table is a key of the key map")
    func keysExist() throws {
        let readme = DocsTests.text(DocsTests.root.appendingPathComponent("README.md"))
        let section = try #require(readme.components(separatedBy: "## Keys").dropFirst().first?.components(separatedBy: "\n## ").first)
        let bound = Set(DemoCatalog.allKeyActions.flatMap(\.defaultKeys))
        var checked = 0, missing: [String] = []
        for row in section.split(separator: "\n") where row.hasPrefix("| `") {
            for m in DocsTests.matches("`([^`]+)`", in: String(row)) {
                guard let notation = Self.notation(m[1]), let keys = try? KeyNotation.parse(notation), keys.count == 1 else { continue }
                checked += 1
                if !bound.contains(keys[0]) { missing.append(m[1]) }
            }
        }
        #expect(checked > 40, "only \(checked) keys were read from the table")
        #expect(missing.isEmpty, "README's key table names keys no action has: \(missing)")
    }
}
