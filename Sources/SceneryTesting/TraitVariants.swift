import Foundation
import SceneryKit

/// One environment to snapshot an app in: a text size, an appearance, a language (or several
/// of them together), with the label its snapshot is stored under.
public struct TraitVariant: Sendable {
    /// What names it in snapshot files and messages (`text-size-AX3`, `dark`, `language-fr`).
    public var label: String
    /// The traits it sets, over the app's own.
    public var overrides: TraitOverrides

    /// A variant labelled `label` that sets `overrides`.
    public init(label: String, overrides: TraitOverrides) { self.label = label; self.overrides = overrides }

    /// UIKit's twelve text sizes, extra small to AX5.
    public static var textSizes: [TraitVariant] {
        ContentSizeCategory.allCases.map { c in
            var o = TraitOverrides(); o.preferredContentSizeCategory = c
            return TraitVariant(label: "text-size-\(c.shortName)", overrides: o)
        }
    }

    /// Light, then dark.
    public static var appearances: [TraitVariant] {
        [UserInterfaceStyle.light, .dark].map { s in
            var o = TraitOverrides(); o.userInterfaceStyle = s
            return TraitVariant(label: s.rawValue, overrides: o)
        }
    }

    /// English, French, Korean, Japanese and the four pseudolanguages.
    public static var languages: [TraitVariant] {
        AppLanguage.all.map { l in
            var o = TraitOverrides(); o.language = l
            return TraitVariant(label: "language-\(l.code)", overrides: o)
        }
    }

    /// Left-to-right, then right-to-left.
    public static var directions: [TraitVariant] {
        UserInterfaceLayoutDirection.allCases.map { d in
            var o = TraitOverrides(); o.layoutDirection = d
            return TraitVariant(label: d == .leftToRight ? "ltr" : "rtl", overrides: o)
        }
    }

    /// Every pair of `first` and `second` (`combining(.appearances, .directions)`: four variants).
    public static func combining(_ first: [TraitVariant], _ second: [TraitVariant]) -> [TraitVariant] {
        first.flatMap { a in
            second.map { b in
                var o = a.overrides
                o.merge(b.overrides)
                return TraitVariant(label: a.label + "+" + b.label, overrides: o)
            }
        }
    }
}

/// Every variant that differed from its snapshot, in one failure.
public struct VariantSnapshotMismatch: Error, CustomStringConvertible {
    /// Each differing variant's mismatch.
    public let mismatches: [SnapshotMismatch]
    /// Each mismatch, one after the other.
    public var description: String {
        "\(mismatches.count) variant(s) differ from their snapshots:\n" + mismatches.map(\.description).joined(separator: "\n")
    }
}

extension AppHarness {
    /// Sets the simulator's environment (text size, appearance, language), as `--text-size`,
    /// `--appearance` and `--language` do: every window takes it at once.
    public func setTraits(_ overrides: TraitOverrides) {
        simulator.system.setEnvironment(overrides)
        simulator.layout()
    }

    /// Compares the frame in each of `variants` with the snapshot `NAME-LABEL` beside the test
    /// file, in one assertion: every variant is drawn and checked, and one error lists all that
    /// differ. The environment is set back as it was afterwards.
    public func assertSnapshots(named name: String, across variants: [TraitVariant], filePath: String = #filePath) throws {
        let before = simulator.system.environment
        defer { setTraits(before) }
        var mismatches: [SnapshotMismatch] = []
        for variant in variants {
            var o = before
            o.merge(variant.overrides)
            setTraits(o)
            do {
                try SnapshotStore(testFile: filePath, name: name + "-" + variant.label).check(frame)
            } catch let m as SnapshotMismatch {
                mismatches.append(m)
            }
        }
        if !mismatches.isEmpty { throw VariantSnapshotMismatch(mismatches: mismatches) }
    }
}
