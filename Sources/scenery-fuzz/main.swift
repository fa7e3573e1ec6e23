import Foundation
import Fuzzing

// `make fuzz`: scenery-fuzz [--events N] [--damage N] [--tapes N] [--state N] [--restores N] [--signals N] [--hangups N] [--kills N] [--live N] [--seed S] [--scenery PATH]
// Prints a table (category, trials, failures), then each failure; exits 1 when any failed.
var events = 1_000_000, damage = 50_000, tapes = 2_000, state = 500, signals = 40, kills = 40, restores = 300, hangUps = 40, live = 20
// The scenery beside this program (make fuzz builds both in release).
var scenery = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scenery").path
var seed: UInt64 = 1
let usage = """
    usage: scenery-fuzz [--events N] [--damage N] [--tapes N] [--state N] [--restores N] [--signals N]
                        [--hangups N] [--kills N] [--live N] [--seed S] [--scenery PATH]
    Random input against the simulator's invariants (make fuzz runs it in release). Each option
    sets how many trials a category runs (0 skips it); --seed picks the random streams (the same
    seed, the same run); --scenery is the binary the pty categories start (default: beside this one).
    --live runs scenery under a pty fed random keys, clicks of every button, drags, wheel turns
    and resizes, with menus, alerts and popovers opening, 150 bursts a trial.
    Prints a table (category, trials, failures), then each failure; exits 1 when any failed.

    """
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("scenery-fuzz: \(message)\n(scenery-fuzz --help for the options)\n".utf8))
    exit(2)
}
var args = CommandLine.arguments.dropFirst().makeIterator()
while let a = args.next() {
    if a == "--help" || a == "-h" { print(usage, terminator: ""); exit(0) }
    guard let value = args.next() else { fail("\(a) needs a value") }
    func count() -> Int {
        guard let n = Int(value), n >= 0 else { fail("\(a) takes a count of trials (0 or more), not '\(value)'") }
        return n
    }
    switch a {
    case "--events": events = count()
    case "--damage": damage = count()
    case "--tapes": tapes = count()
    case "--state": state = count()
    case "--seed": seed = UInt64(value) ?? { fail("--seed takes a whole number, not '\(value)'") }()
    case "--signals": signals = count()
    case "--kills": kills = count()
    case "--restores": restores = count()
    case "--hangups": hangUps = count()
    case "--live": live = count()
    case "--scenery": scenery = value
    default: fail("unknown option \(a)")
    }
}
let clock = ContinuousClock()
var rows: [FuzzRunner.Row] = []
let t0 = clock.now
rows.append(FuzzRunner.events(total: events, seed: seed))
var copies = DamageFuzz.Copies()
rows.append(FuzzRunner.Row(category: "frames copying unchanged windows = frames drawn whole", trials: damage,
                           failures: DamageFuzz.run(count: damage, seed: seed, copies: &copies)))
// What was compared: a run that copied nothing would pass without testing anything.
FileHandle.standardError.write(Data("damage: \(copies.windows) windows and \(copies.controllers) list and text views copied; \(copies.framesByDamage) frames compared through their damage\n".utf8))
rows.append(FuzzRunner.Row(category: "random tapes", trials: tapes, failures: TapeFuzz.run(count: tapes, seed: seed)))
rows.append(FuzzRunner.Row(category: "state folders (corrupt, duplicate, two writers)", trials: state, failures: StateFileFuzz.run(count: state, seed: seed)))
rows.append(FuzzRunner.Row(category: "saved state relaunches the same", trials: restores, failures: RestorationFuzz.run(count: restores, seed: seed)))
if FileManager.default.isExecutableFile(atPath: scenery) {
    rows.append(FuzzRunner.Row(category: "signals under a pty", trials: signals,
                               failures: ProcessFuzz.signals(count: signals, seed: seed, scenery: scenery)))
    rows.append(FuzzRunner.Row(category: "terminal closed under a pty", trials: hangUps, failures: ProcessFuzz.hangUps(count: hangUps, seed: seed, scenery: scenery)))
    rows.append(FuzzRunner.Row(category: "kill -9 during saves", trials: kills, failures: ProcessFuzz.kills(count: kills, seed: seed, scenery: scenery)))
    rows.append(FuzzRunner.Row(category: "live input under a pty (keys, every mouse button, resizes, menus)", trials: live,
                               failures: LiveStreamFuzz.run(count: live, seed: seed, scenery: scenery)))
} else {
    FileHandle.standardError.write(Data("scenery-fuzz: no scenery at \(scenery) (build it, or pass --scenery PATH): signals and kills skipped\n".utf8))
}
print(FuzzRunner.table(rows), terminator: "")
print("(seed \(seed), \(clock.now - t0))")
for row in rows { for f in row.failures.prefix(20) { print("\(row.category): \(f)") } }
exit(rows.allSatisfy { $0.failures.isEmpty } ? 0 : 1)
