import Foundation
import Fuzzing

// `make fuzz`: scenery-fuzz [--events N] [--damage N] [--tapes N] [--state N] [--restores N] [--signals N] [--hangups N] [--kills N] [--seed S] [--scenery PATH]
// Prints a table (category, trials, failures), then each failure; exits 1 when any failed.
var events = 1_000_000, damage = 50_000, tapes = 2_000, state = 500, signals = 40, kills = 40, restores = 300, hangUps = 40
// The scenery beside this program (make fuzz builds both in release).
var scenery = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scenery").path
var seed: UInt64 = 1
var args = CommandLine.arguments.dropFirst().makeIterator()
while let a = args.next() {
    guard let value = args.next() else { FileHandle.standardError.write(Data("scenery-fuzz: \(a) needs a value\n".utf8)); exit(2) }
    switch a {
    case "--events": events = Int(value) ?? events
    case "--damage": damage = Int(value) ?? damage
    case "--tapes": tapes = Int(value) ?? tapes
    case "--state": state = Int(value) ?? state
    case "--seed": seed = UInt64(value) ?? seed
    case "--signals": signals = Int(value) ?? signals
    case "--kills": kills = Int(value) ?? kills
    case "--restores": restores = Int(value) ?? restores
    case "--hangups": hangUps = Int(value) ?? hangUps
    case "--scenery": scenery = value
    default: FileHandle.standardError.write(Data("scenery-fuzz: unknown option \(a)\n".utf8)); exit(2)
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
} else {
    FileHandle.standardError.write(Data("scenery-fuzz: no scenery at \(scenery) (build it, or pass --scenery PATH): signals and kills skipped\n".utf8))
}
print(FuzzRunner.table(rows), terminator: "")
print("(seed \(seed), \(clock.now - t0))")
for row in rows { for f in row.failures.prefix(20) { print("\(row.category): \(f)") } }
exit(rows.allSatisfy { $0.failures.isEmpty } ? 0 : 1)
