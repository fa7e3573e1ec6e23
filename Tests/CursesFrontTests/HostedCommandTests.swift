import Foundation
import Testing

/// Every hosted app has the command line `scenery` has: the same commands with the same
/// options and words, and a hosted app records, tests and renders its own tapes.
@Suite("A hosted app's command line", .serialized)
struct HostedCommandTests {
    static let shared = ["run", "snapshot", "record", "test", "play", "render", "keys", "traits", "attach"]

    func subcommands(_ help: String) -> [String] {
        guard let start = help.range(of: "SUBCOMMANDS:\n") else { return [] }
        return help[start.upperBound...].split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }.filter { $0 != "See" }
    }

    @Test("scenery and Recipes list the same shared commands, and each one's help is the same but for the app's name")
    func oneTree() throws {
        let scenery = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let recipes = try #require(TestPaths.recipes, "build the Recipes example first (swift build)")
        let demo = subcommands(try runProgram(scenery, ["--help"]).stdout)
        let hosted = subcommands(try runProgram(recipes, ["--help"]).stdout)
        #expect(hosted == Self.shared, "\(hosted)")
        #expect(Array(demo.prefix(Self.shared.count)) == Self.shared, "\(demo)")
        #expect(Set(demo).subtracting(Self.shared) == ["bench", "new"], "\(demo)")
        for command in Self.shared {
            // "recipes" and "scenery" have the same length: the help wraps alike.
            // `--version` is offered where the app has a version (scenery has; Recipes has none).
            let a = try runProgram(scenery, ["help", command]).stdout
                .replacingOccurrences(of: "  --version               Show the version.\n", with: "")
            let b = try runProgram(recipes, ["help", command]).stdout.replacingOccurrences(of: "recipes", with: "scenery")
            #expect(a == b, "'\(command) --help' differs between scenery and a hosted app:\n\(a)\n---\n\(b)")
        }
    }

    @Test("A hosted app records a tape (cast, text, GIF), runs it as a test and renders its cast")
    func recordTestRender() throws {
        let recipes = try #require(TestPaths.recipes, "build the Recipes example first (swift build)")
        let dir = NSTemporaryDirectory() + "recipes-tape-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/tapes", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try """
            Output demo.cast
            Output demo.txt
            Output demo.gif
            Set Width 100c
            Set Height 30c
            Launch "Default Configuration"
            Sleep 1s
            Expect "Pancakes"
            Down
            Enter
            Sleep 1s
            Expect "tomatoes"

            """.write(toFile: dir + "/tapes/demo.tape", atomically: true, encoding: .utf8)
        let record = try runProgram("/bin/sh", ["-c", "cd '\(dir)/tapes' && '\(recipes)' record demo.tape"])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(record.stdout.hasPrefix("recorded demo.tape"), "\(record.stdout)")
        for file in ["demo.cast", "demo.txt", "demo.gif"] {
            #expect(FileManager.default.fileExists(atPath: "\(dir)/tapes/\(file)"), "no \(file)")
        }
        let text = try String(contentsOfFile: dir + "/tapes/demo.txt", encoding: .utf8)
        #expect(text.contains("Pancakes") && !text.contains("No windows are open"), "\(text)")
        let test = try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(recipes)' test tapes"])
        #expect(test.status == 0 && test.stdout.contains("PASS tapes/demo.tape"), "\(test.stdout)\(test.stderr)")
        let render = try runProgram(recipes, ["render", dir + "/tapes/demo.cast", "-o", dir + "/again.gif"])
        #expect(render.status == 0, "\(render.stderr)")
        let gif = try Data(contentsOf: URL(fileURLWithPath: dir + "/again.gif"))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
    }

    @Test("A hosted app's messages name it: an unknown Launch lists its own apps and configurations")
    func messagesNameTheApp() throws {
        let recipes = try #require(TestPaths.recipes, "build the Recipes example first (swift build)")
        let dir = NSTemporaryDirectory() + "recipes-bad-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "Output bad.txt\nLaunch Mail\n".write(toFile: dir + "/bad.tape", atomically: true, encoding: .utf8)
        let r = try runProgram(recipes, ["record", dir + "/bad.tape"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("recipes: ") && r.stderr.contains("Launch takes Recipes, Default Configuration"), "\(r.stderr)")
        let keys = try runProgram(recipes, ["keys", "--launch"])
        #expect(keys.stdout == "Recipes\tRecipes\t-\nDefault Configuration\tRecipes\tDefault Configuration\n", "\(keys.stdout)")
        let snapshot = try runProgram(recipes, ["snapshot", "--keys", "<C-w>x"]).stdout
        #expect(snapshot.contains("From the shell: recipes run --app Recipes."), "\(snapshot)")
    }
}
