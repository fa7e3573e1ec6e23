import Foundation
import Testing
@testable import CursesFront
import SceneryEvents

/// The live front's reads of what was typed: everything there in one batch, whatever its size,
/// and a terminal that is gone told from one with nothing to say.
@Suite("Typed input")
struct TypedInputTests {
    @Test("What the terminal holds is read whole, across several reads when it is more than one")
    func readsEverything() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let sent = (0..<(TypedInput.chunk * 2 + 100)).map { UInt8(truncatingIfNeeded: $0) }
        #expect(sent.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == sent.count)
        var bytes: [UInt8] = []
        #expect(TypedInput.readAvailable(ends[0], into: &bytes) == .read(sent.count))
        #expect(bytes == sent)
        // Nothing more there: the next look finds nothing and does not wait.
        #expect(!FileInput.isReadable(ends[0]))
        close(ends[1])
        #expect(FileInput.isReadable(ends[0]), "the end of the input is something to read")
        #expect(TypedInput.readAvailable(ends[0], into: &bytes) == .gone)
    }

    @Test("A descriptor with nothing to read, not waiting, is nothing typed, not a terminal gone")
    func nothingIsNotGone() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        var bytes: [UInt8] = []
        #expect(TypedInput.readAvailable(ends[0], into: &bytes) == .read(0))
        #expect(bytes.isEmpty)
    }
}
