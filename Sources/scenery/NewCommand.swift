import SceneryHost
import ArgumentParser
import Foundation

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a ready SwiftPM package of a minimal adaptive app hosted by Scenery.",
        discussion: """
            'scenery new Notes' makes the folder Notes/ with a split view that collapses as the terminal narrows, \
            a scene delegate that saves and restores the chosen entry, and a test. Then: cd Notes && swift run Notes \
            (or swift test). The package depends on this Scenery checkout by path unless --scenery says otherwise.
            """
    )

    @Argument(help: "The app's name: a Swift type name, such as Recipes or NotesApp.")
    var name: String

    @Option(name: .long, help: ArgumentHelp("Where the package goes (default: ./NAME).", valueName: "dir"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("The Scenery package to depend on: a checkout's path or a git URL "
                                            + "(default: the checkout this scenery was built from).", valueName: "path-or-url"))
    var scenery: String?

    func validate() throws {
        // Its files are named after it (NAMEApp.swift, NAMETests): past the file system's 255
        // bytes a file cannot be made.
        guard name.utf8.count <= 100 else {
            throw ValidationError("'\(name.prefix(40))…' is \(name.utf8.count) characters; a type name of at most 100 keeps the app's file names "
                                  + "within what file systems allow (255 bytes); choose a shorter one")
        }
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first), name.unicodeScalars.allSatisfy({
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_")
        }) else {
            throw ValidationError("'\(name)' is not a Swift type name: use ASCII letters, digits and _, starting with a letter (for example Recipes)")
        }
        if ["Scenery", "SceneryKit", "SceneryHost", "SceneryStorage", "TerminalCanvas", "Foundation", "Testing"].contains(name) {
            throw ValidationError("'\(name)' is the name of a module the app imports; choose another name")
        }
        if Self.swiftKeywords.contains(name) {
            throw ValidationError("'\(name)' is a Swift keyword, so no type can have that name; choose another, for example \(name.prefix(1).uppercased() + name.dropFirst())App")
        }
        // The package's own code names these types: an app type of the same name would hide them.
        let used = AppTemplate.files(name: "__NAME__", dependency: .path("."))
            .flatMap { $0.text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) }
        if used.contains(Substring(name)) || ["String", "Int", "Bool", "Double", "Array", "Dictionary", "Set", "Optional", "Error", "Never"].contains(name) {
            throw ValidationError("'\(name)' is already a type or name the generated code uses (it would be hidden by the app's type); "
                                  + "choose another, for example \(name)App")
        }
    }

    /// Words Swift reserves (declarations, statements, expressions, types): `struct class` does not compile.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "_", "Type", "Protocol", "some", "any", "async", "consume", "copy", "discard",
    ]

    func run() throws {
        let folder = URL(fileURLWithPath: output ?? name)
        if FileManager.default.fileExists(atPath: folder.path) {
            throw Scenery.fail("\(folder.path) already exists; choose another name or --output, or remove it first")
        }
        let dependency = try sceneryDependency()
        let files = AppTemplate.files(name: name, dependency: dependency)
        // Written into a folder beside it, then renamed into place: a failure part-way leaves
        // nothing behind, so a second try does not find the folder "already exists".
        let staging = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).new-\(getpid())")
        do {
            for (path, text) in files {
                let url = staging.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            try FileManager.default.moveItem(at: staging, to: folder)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw Scenery.fail("could not write \(folder.path): \(error.localizedDescription); nothing was left behind")
        }
        print("Made \(folder.path)/ (\(files.count) files), depending on Scenery at \(dependency.location). Then:")
        print("  cd \(folder.path)")
        let lines = [("swift run \(name)", "the app, live in this terminal (Ctrl-Q quits; its windows come back)"),
                     ("swift run \(name) snapshot --size 60x20", "one frame as text"),
                     ("swift test", "its tests: wide, narrow, restoration")]
        let width = lines.map(\.0.count).max() ?? 0
        for (command, what) in lines { print("  " + command.padding(toLength: width + 2, withPad: " ", startingAt: 0) + what) }
    }

    /// `--scenery`, else the checkout holding this executable, else the one it was built from.
    func sceneryDependency() throws -> AppTemplate.Dependency {
        if let scenery {
            if scenery.contains("://") || scenery.hasPrefix("git@") { return .url(scenery) }
            let path = URL(fileURLWithPath: scenery).standardizedFileURL.path
            guard Self.isSceneryCheckout(path) else {
                throw Scenery.fail("--scenery \(scenery): no Scenery Package.swift there; give a Scenery checkout's folder or a git URL")
            }
            return .path(path)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates: [URL] = []
        var url = executable.deletingLastPathComponent()
        while url.path != "/" { candidates.append(url); url.deleteLastPathComponent() }
        // The source this binary was built from, when the binary was copied elsewhere.
        var source = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { source.deleteLastPathComponent() }
        candidates.append(source)
        guard let found = candidates.first(where: { Self.isSceneryCheckout($0.path) }) else {
            throw Scenery.fail("cannot find the Scenery checkout this scenery came from; pass --scenery PATH (a checkout) or --scenery URL")
        }
        return .path(found.standardizedFileURL.path)
    }

    static func isSceneryCheckout(_ path: String) -> Bool {
        guard let manifest = try? String(contentsOfFile: path + "/Package.swift", encoding: .utf8) else { return false }
        return manifest.contains("name: \"Scenery\"") && manifest.contains("\"SceneryHost\"")
    }
}
