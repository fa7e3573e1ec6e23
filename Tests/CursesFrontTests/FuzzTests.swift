import Fuzzing
import TerminalCanvas
import Testing

/// A short, seeded run of `make fuzz`: the same invariants over fewer events, tapes and state
/// folders, so `make test` catches what the long run would, most of the time.
@Suite("Fuzz (short run)")
struct FuzzTests {
    @Test("Random event streams on every app and device keep the invariants")
    func events() {
        let row = FuzzRunner.events(total: 6000, seed: 11)
        #expect(row.failures.isEmpty, "\(row.failures.prefix(3))")
    }

    @Test("Random tapes parse or fail with a TapeError, and run or fail with a Failure")
    func tapes() {
        let failures = TapeFuzz.run(count: 150, seed: 11)
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    @Test("Corrupt state folders: valid records come back, corrupt files are set aside")
    func state() {
        let failures = StateFileFuzz.run(count: 40, seed: 11)
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    @Test("The invariants can fail: a window off the work area is reported")
    func invariantsCanFail() {
        let area = Rect(x: 0, y: 0, width: 100, height: 29)
        #expect(Invariants.checkFrames([(1, Rect(x: 90, y: 0, width: 40, height: 10))], in: area)?.contains("off the work area") == true)
        #expect(Invariants.checkFrames([(1, Rect(x: 0, y: 0, width: 40, height: 10))], in: area) == nil)
    }
}
