import DemoApps
import SceneryKit

enum DemoAppsFixture {
    static func applications() throws -> [Application] { try DemoCatalog.makeApplications().applications }
}
