import Foundation
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
        let declared = Set(Self.matches(#"^\s*(?:(?:public|open|internal|private|fileprivate|static|final|override|mutating|indirect|@\w+)\s+)*(?:func|var|let|case|init|subscript)\b([^=:{(\n]*)"#, in: sources)
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

    @Test("docs/architecture.md draws the module graph of Package.swift")
    func moduleGraph() {
        let package = Self.text(Self.root.appendingPathComponent("Package.swift"))
        let doc = Self.text(Self.root.appendingPathComponent("docs/architecture.md"))
        var edges: [String] = []
        for m in Self.matches(#"\.(?:target|executableTarget)\(\s*name:\s*"(\w+)"(?:[^\])]*?)dependencies:\s*\[([^\]]*)\]"#, in: package) {
            let local = Self.matches(#"(?<![\w:] )"(\w+)""#, in: m[2]).map { $0[1] }
                .filter { package.contains("name: \"\($0)\"") && !package.contains("product(name: \"\($0)\"") }
            edges += local.map { "\(m[1]) → \($0)" }
        }
        #expect(edges.count > 8)
        for edge in edges { #expect(doc.contains(edge), "docs/architecture.md does not show \(edge)") }
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
