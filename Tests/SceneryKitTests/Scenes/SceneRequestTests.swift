import DemoApps
import Testing
@testable import SceneryKit

/// Opening and closing scenes from an app's code, as UIKit's requestSceneSessionActivation and
/// requestSceneSessionDestruction do, and what a tape's `Launch` accepts.
@Suite("Scene requests")
struct SceneRequestTests {
    func mail() throws -> Simulator {
        let sim = try DemoCatalog.makeSimulator(size: Size(width: 120, height: 40))
        sim.handle(.resize(Size(width: 120, height: 40)))
        return sim
    }

    @Test("A configuration by name opens that configuration without asking the app delegate")
    func byConfiguration() throws {
        let sim = try mail()
        let scene = try sim.system.requestSceneSessionActivation(applicationName: "Mail", configurationName: "Compose")
        #expect(scene.session.configuration.name == "Compose")
        #expect(scene.delegate is ComposeSceneDelegate)
        #expect(scene.application?.name == "Mail")
        #expect(sim.desktop.focusedWindow?.scene === scene)
    }

    @Test("An activity lets the app delegate choose; a name alone reads the delegate class from the manifest")
    func byActivity() throws {
        let sim = try mail()
        let scene = try sim.system.requestSceneSessionActivation(
            applicationName: "Mail", userActivity: UserActivity(activityType: MailAppDelegate.composeActivityType))
        #expect(scene.session.configuration.name == "Compose")
        // SceneConfiguration(name:sessionRole:) carries no class: the manifest's is used.
        let mail = try #require(sim.system.application(named: "Mail"))
        final class ByName: ApplicationDelegate {
            func application(_ application: Application, configurationForConnecting session: SceneSession,
                             options: ConnectionOptions) -> SceneConfiguration? {
                SceneConfiguration(name: "Compose", sessionRole: session.role)
            }
        }
        let other = Simulator(size: Size(width: 120, height: 40))
        other.system.register(try Application(name: "Mail", manifest: mail.manifest, delegate: ByName(), sceneDelegateClasses: [
            "MailSceneDelegate": MailSceneDelegate.self, "ComposeSceneDelegate": ComposeSceneDelegate.self]))
        let named = try other.system.requestSceneSessionActivation(applicationName: "Mail")
        #expect(named.session.configuration.delegateClassName.hasSuffix("ComposeSceneDelegate"))
        #expect(named.delegate is ComposeSceneDelegate)
    }

    @Test("Unknown apps and configurations are errors that list what there is")
    func errors() throws {
        let sim = try mail()
        let noApp = #expect(throws: SceneSystem.ActivationError.self) {
            try sim.system.requestSceneSessionActivation(applicationName: "Notes")
        }
        #expect(noApp?.description.contains("the apps are Mail, Timer, Race, Preview, Music") == true)
        let noConfig = #expect(throws: SceneSystem.ActivationError.self) {
            try sim.system.requestSceneSessionActivation(applicationName: "Mail", configurationName: "Drafts")
        }
        #expect(noConfig?.description.contains("Default Configuration, Compose") == true, "\(noConfig?.description ?? "")")
    }

    @Test("An app without multiple scenes gets no second: the request throws, activation and a deep link reach its one window")
    func singleScene() throws {
        let sim = try mail()
        let timer = try #require(sim.system.activateSceneSession(applicationName: "Timer"))
        let windows = sim.desktop.windows.count
        let refused = #expect(throws: SceneSystem.ActivationError.self) {
            try sim.system.requestSceneSessionActivation(applicationName: "Timer")
        }
        #expect(refused?.description.hasPrefix("Timer supports one window only") == true, "\(refused?.description ?? "")")
        #expect(sim.desktop.windows.count == windows)
        // Its own session brings it forward, as UIKit's request with a session does.
        #expect(try sim.system.requestSceneSessionActivation(timer.session, applicationName: "Timer") === timer)
        try sim.system.requestSceneSessionActivation(applicationName: "Mail")
        #expect(sim.system.activateSceneSession(applicationName: "Timer") === timer)
        #expect(sim.desktop.focusedWindow?.scene === timer)
        #expect(sim.desktop.windows.count == windows + 1)
        // A link its conditions turn down still reaches it: there is no other scene to take it.
        timer.activationConditions.canActivateForTargetContentIdentifiers = []
        try sim.system.requestSceneSessionActivation(applicationName: "Mail")
        #expect(try sim.system.open("timer://start") === timer)
        #expect(sim.desktop.focusedWindow?.scene === timer)
        #expect(sim.desktop.windows.count == windows + 2)
    }

    @Test("Destruction closes the window and forgets the session")
    func destruction() throws {
        let sim = try mail()
        let scene = try sim.system.requestSceneSessionActivation(applicationName: "Timer")
        let count = sim.desktop.windows.count
        sim.system.requestSceneSessionDestruction(scene.session)
        #expect(sim.desktop.windows.count == count - 1)
        #expect(!sim.system.openSessions.contains { $0 === scene.session })
    }

    @Test("Launch takes each app, and each window configuration whose name means one thing")
    func launchTargets() throws {
        let sim = try mail()
        #expect(sim.system.launchTargets.map(\.name) == ["Mail", "Timer", "Race", "Preview", "Music", "Compose"])
        #expect(sim.system.launchTarget(named: "compose")?.application == "Mail")
        #expect(sim.system.launchTarget(named: "Default Configuration") == nil, "five apps have one: it means nothing")
        #expect(sim.system.launchTarget(named: "Timer Scene") == nil, "an external-display configuration is not a window")
    }
}
