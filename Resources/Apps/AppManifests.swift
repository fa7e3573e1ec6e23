import Foundation

/// Finds the demo apps' Info.plist files: `$SCENERY_RESOURCES/<App>/Info.plist`, then the
/// resource bundle SwiftPM copies beside the executable, then this source folder.
public enum AppManifests {
    public static let bundleName = "Scenery_AppManifests.resources"

    public static var searchDirectories: [URL] {
        // getenv, not ProcessInfo's environment, which copies every variable on each call.
        guard let env = getenv("SCENERY_RESOURCES").map({ String(cString: $0) }), !env.isEmpty else { return fixedDirectories }
        return [URL(fileURLWithPath: env)] + fixedDirectories
    }

    /// Beside the executable, then this source folder: found once, since resolving the
    /// executable's links costs more than setting up a whole simulator otherwise would.
    private static let fixedDirectories: [URL] = {
        var dirs: [URL] = []
        if let exe = executableURL {
            dirs.append(exe.deletingLastPathComponent().appendingPathComponent(bundleName))
        }
        dirs.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        return dirs
    }()

    /// The running executable, links resolved. On Linux the kernel's `/proc/self/exe`:
    /// `Bundle.main` reads the executable's whole folder to decide what kind of bundle it is,
    /// a start-up that grew with the files beside the binary (43 million instructions beside
    /// 18,000 of them, where the whole start-up now takes 66 million).
    private static var executableURL: URL? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return URL(fileURLWithPath: path) }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath()
    }

    /// A one-line problem when `SCENERY_RESOURCES` is set but names no folder.
    public static var environmentProblem: String? {
        guard let env = ProcessInfo.processInfo.environment["SCENERY_RESOURCES"], !env.isEmpty else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: env, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "SCENERY_RESOURCES=\(env) is not a folder; point it at the project's Resources/Apps, or unset it"
        }
        return nil
    }

    /// The Info.plist of `app`, or nil with the places looked in.
    public static func url(forApp app: String) -> (url: URL?, searched: [String]) {
        var searched: [String] = []
        for dir in searchDirectories {
            let url = dir.appendingPathComponent(app).appendingPathComponent("Info.plist")
            if FileManager.default.fileExists(atPath: url.path) { return (url, searched) }
            searched.append(url.path)
        }
        return (nil, searched)
    }
}
