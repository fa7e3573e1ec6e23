import Foundation
import SceneryHost
import SceneryKit
import Tapes
import TerminalCanvas

/// A hosted app's simulator driven from a Swift test as a person drives it: keys in the
/// `--keys` notation, resizes, clicks on text, tapes; then a snapshot of what is on the screen.
///
/// ```swift
/// import SceneryTesting
/// import Testing
/// @testable import Notes
///
/// @Test func narrowCollapses() throws {
///     let app = try AppHarness(Notes.self, size: Size(width: 100, height: 30))
///     try app.type("<Down><Enter>")
///     app.resize(to: Size(width: 50, height: 30))
///     try app.assertSnapshot(named: "narrow")
/// }
/// ```
///
/// The frame is the terminal's, hint bar included; time stands still unless ``advance(by:)``
/// moves it, so every run draws the same frame.
public final class AppHarness<App: SceneryApp> {
    /// The simulator under test: its windows, scenes and controllers, for assertions on state.
    public let simulator: Simulator
    /// The terminal's size now.
    public private(set) var size: Size
    /// The virtual clock, in seconds since the start.
    public private(set) var time: Double = 0

    /// The app's simulator at `size` (and on `device`), opened as a tape opens it: one
    /// full-screen window of the first application, no saved state read or written.
    public init(_ app: App.Type, size: Size = Size(width: 120, height: 40), device: DeviceProfile? = nil) throws {
        self.size = size
        simulator = try App.makeSimulator(size: size, store: nil, device: device, keyBindings: KeyBindings(), start: .defaultWindow)
        simulator.handle(.resize(size))
        simulator.handle(.tick(0))
    }

    /// The frame now, as text: a line per row, trailing blanks trimmed.
    public var text: String { frame.plainText() }

    /// The frame now, as cells with their styles.
    public var frame: Canvas { simulator.frame(size: size) }

    /// Types `keys` in Scenery's notation: `"jj<Enter>"`, `"<C-w>h<Esc>"`, `"<Tab>"` (docs/keys.md).
    public func type(_ keys: String) throws {
        for key in try KeyNotation.parse(keys) where !simulator.isFinished { simulator.handle(.key(key)) }
    }

    /// Resizes the terminal to `newSize`.
    public func resize(to newSize: Size) {
        size = newSize
        simulator.handle(.resize(newSize))
    }

    /// Moves the virtual clock on by `seconds` (timers, animations, the hint bar's welcome).
    public func advance(by seconds: Double) {
        time += seconds
        simulator.handle(.tick(time))
    }

    /// Clicks the first place on the screen that shows `label` (the top row first, then left to
    /// right); `occurrence` picks a later one. Throws, with the screen, when it is not shown.
    public func click(_ label: String, occurrence: Int = 1) throws {
        guard let point = position(of: label, occurrence: occurrence) else {
            throw HarnessError(description: "click(\"\(label)\"): \"\(label)\" is not on the screen"
                               + (occurrence > 1 ? " \(occurrence) times" : "") + "; the screen was:\n\(text)")
        }
        simulator.handle(.mouse(MouseEvent(.press, at: point)))
        simulator.handle(.mouse(MouseEvent(.release, at: point)))
    }

    /// Where `label` is shown (its first cell), or nil.
    public func position(of label: String, occurrence: Int = 1) -> Point? {
        var seen = 0
        for (y, row) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let cells = Array(row)
            let wanted = Array(label)
            guard wanted.count <= cells.count else { continue }
            for x in 0...(cells.count - wanted.count) where Array(cells[x..<(x + wanted.count)]) == wanted {
                seen += 1
                if seen == occurrence { return Point(x: columnOf(x, in: cells), y: y) }
            }
        }
        return nil
    }

    /// The column of the `index`th character of a row: wide characters take two.
    private func columnOf(_ index: Int, in cells: [Character]) -> Int {
        cells[..<index].reduce(0) { $0 + DisplayWidth.of($1) }
    }

    /// Throws, naming both actions and the key, when two of the app's key actions of one group
    /// share a default key: a key runs only one of them. Call it from a test, so the app's own
    /// conflicts fail its `swift test` instead of surprising its users.
    ///
    /// ```swift
    /// @Test func keysDoNotConflict() throws { try AppHarness<Notes>.checkKeyConflicts() }
    /// ```
    public static func checkKeyConflicts() throws {
        let conflicts = KeyBindings().conflicts(among: try App.allKeyActions())
        guard !conflicts.isEmpty else { return }
        throw HarnessError(description: conflicts.map { "\($0): a key runs only one of them; give one another key or its own KeyAction.Group" }
            .joined(separator: "\n"))
    }

    /// Runs the tape at `path` on a simulator of its own, as `APP test` does: every `Expect`
    /// must hold. Returns the text frame after each visible command.
    @discardableResult
    public static func runTape(_ path: String) throws -> [String] {
        let tape = try TapeParser.parse(contentsOf: path)
        do {
            return try App.tapeRunner(tape).run().snapshots
        } catch let failure as TapeRunner.Failure {
            throw HarnessError(description: "\(failure)\nthe screen was:\n\(failure.screen)")
        }
    }
}

/// A harness step that could not be done: what was asked, and the screen.
public struct HarnessError: Error, CustomStringConvertible {
    /// What went wrong, with the screen where it helps.
    public let description: String
}
