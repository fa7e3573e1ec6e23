import Foundation
import SceneryStorage
import Testing
@testable import SceneryKit

/// Info.plist scene manifests: what is read, and an error naming file, key and problem for each mistake.
@Suite("Scene manifests")
struct ManifestTests {
    func plist(_ manifestBody: String, extra: String = "") -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>\(extra)<key>UIApplicationSceneManifest</key><dict>\(manifestBody)</dict></dict></plist>
            """.utf8)
    }
    let config = """
        <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array>
        <dict><key>UISceneConfigurationName</key><string>Default Configuration</string>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).LogSceneDelegate</string></dict></array></dict>
        """

    func error(_ data: Data) -> SceneManifest.Error? {
        do { _ = try SceneManifest.parse(data, file: "App/Info.plist"); return nil } catch { return error as? SceneManifest.Error }
    }

    @Test("The demo apps' manifests declare their roles, configurations and URL schemes")
    func demoManifests() throws {
        let apps = try DemoAppsFixture.applications()
        let mail = try #require(apps.first { $0.name == "Mail" })
        #expect(mail.manifest.supportsMultipleScenes)
        #expect(mail.manifest.configurations(for: .windowApplication).map(\.name) == ["Default Configuration", "Compose"])
        #expect(mail.manifest.urlSchemes == ["mail"])
        let timer = try #require(apps.first { $0.name == "Timer" })
        #expect(!timer.manifest.supportsMultipleScenes)
        #expect(timer.manifest.configurations(for: .windowExternalDisplayNonInteractive).map(\.name) == ["Timer Scene"])
        #expect(timer.sceneDelegateClass(named: "$(PRODUCT_MODULE_NAME).TimerExternalSceneDelegate") != nil)
    }

    @Test("A malformed property list names the file")
    func malformed() {
        let e = error(Data("<plist><dict><key>UIApplicationSceneManifest</key>".utf8))
        #expect(e?.file == "App/Info.plist")
        #expect(e?.key == "(file)")
        #expect(e?.problem.hasPrefix("is not a property list") == true)
    }

    @Test("A wrong type names the key and both types")
    func wrongType() {
        let e = error(plist("<key>UIApplicationSupportsMultipleScenes</key><string>YES</string>" + config))
        #expect(e?.key == "UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes")
        #expect(e?.problem == "must be a Boolean (<true/> or <false/>), found a string")
        let n = error(plist("<key>UIApplicationSupportsMultipleScenes</key><integer>1</integer>" + config))
        #expect(n?.problem == "must be a Boolean (<true/> or <false/>), found a number")
        let c = error(plist("<key>UISceneConfigurations</key><array/>"))
        #expect(c?.key == "UIApplicationSceneManifest.UISceneConfigurations")
        #expect(c?.problem == "must be a dictionary of roles, found an array")
    }

    @Test("A missing manifest, an unknown role and a missing name are reported by key")
    func missingAndUnknown() {
        #expect(error(Data("<plist version=\"1.0\"><dict/></plist>".utf8))?.key == "UIApplicationSceneManifest")
        let role = error(plist("<key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleCarPlay</key><array/></dict>"))
        #expect(role?.key == "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleCarPlay")
        #expect(role?.problem.hasPrefix("unknown role") == true)
        let name = error(plist("""
            <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array>
            <dict><key>UISceneDelegateClassName</key><string>X</string></dict></array></dict>
            """))
        #expect(name?.key == "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneConfigurationName")
        #expect(name?.problem == "missing")
    }

    @Test("Duplicate configuration names are an error at the second one")
    func duplicate() {
        let entry = "<dict><key>UISceneConfigurationName</key><string>Main</string><key>UISceneDelegateClassName</key><string>X</string></dict>"
        let e = error(plist("<key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array>\(entry)\(entry)</array></dict>"))
        #expect(e?.key == "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[1].UISceneConfigurationName")
        #expect(e?.problem.hasPrefix("duplicate name 'Main'") == true)
    }

    @Test("A delegate class that is not registered is an error naming the class and the registered ones")
    func unknownDelegate() throws {
        let manifest = try SceneManifest.parse(plist(config), file: "App/Info.plist")
        #expect(throws: SceneManifest.Error.self) {
            try Application(name: "App", manifest: manifest, manifestFile: "App/Info.plist", delegate: LogAppDelegate(),
                            sceneDelegateClasses: ["OtherDelegate": LogSceneDelegate.self])
        }
        do {
            _ = try Application(name: "App", manifest: manifest, manifestFile: "App/Info.plist", delegate: LogAppDelegate(),
                                sceneDelegateClasses: ["OtherDelegate": LogSceneDelegate.self])
        } catch let e as SceneManifest.Error {
            #expect(e.description == "App/Info.plist: UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneDelegateClassName: unknown delegate class '$(PRODUCT_MODULE_NAME).LogSceneDelegate'; registered: OtherDelegate")
        }
    }
}
