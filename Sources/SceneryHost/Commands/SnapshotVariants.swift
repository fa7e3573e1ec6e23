import ArgumentParser
import Foundation
import SceneryKit
import TerminalCanvas

/// `snapshot --variants`: the same screen in every text size, appearance, language or device
/// (and their combinations), each with its label — what a designer reviews before shipping,
/// as SwiftUI previews' variants and Xcode's Environment Overrides show them.
struct SnapshotVariants {
    /// One axis of variation.
    enum Axis: String, CaseIterable {
        case textSize = "text-size", appearance, language, device
    }

    /// One variant: its label and what it sets.
    struct Variant {
        var label: [String] = []
        var overrides = TraitOverrides()
        var device: DeviceProfile?
    }

    /// The devices the `device` axis shows: a phone, a small and a large iPad, a Mac.
    static let devices = ["iPhone 16", "iPhone 16 Pro Max", "iPad mini (A17 Pro)", "iPad Pro 11", "iPad Pro 13", "Mac"]

    /// The axes of `--variants text-size,appearance` (comma- or plus-separated).
    static func axes(parsing text: String) throws -> [Axis] {
        let names = text.split(whereSeparator: { $0 == "," || $0 == "+" || $0 == "|" }).map { $0.trimmingCharacters(in: .whitespaces) }
        var axes: [Axis] = []
        for name in names {
            guard let axis = Axis(rawValue: name.lowercased()) else {
                throw ValidationError("--variants '\(name)' is not an axis; give one or more of "
                                      + Axis.allCases.map(\.rawValue).joined(separator: ", ") + " (comma-separated)")
            }
            if !axes.contains(axis) { axes.append(axis) }
        }
        guard !axes.isEmpty else { throw ValidationError("--variants needs an axis: " + Axis.allCases.map(\.rawValue).joined(separator: ", ")) }
        return axes
    }

    /// Every combination of the axes' values, the first axis varying slowest.
    static func variants(of axes: [Axis]) -> [Variant] {
        var result = [Variant()]
        for axis in axes {
            result = result.flatMap { base in values(of: axis).map { apply in var v = base; apply(&v); return v } }
        }
        return result
    }

    private static func values(of axis: Axis) -> [(inout Variant) -> Void] {
        switch axis {
        case .textSize:
            return ContentSizeCategory.allCases.map { c in { $0.overrides.preferredContentSizeCategory = c; $0.label.append("text size \(c.shortName)") } }
        case .appearance:
            return [UserInterfaceStyle.light, .dark].map { s in { $0.overrides.userInterfaceStyle = s; $0.label.append(s.rawValue) } }
        case .language:
            return AppLanguage.all.map { l in { $0.overrides.language = l; $0.label.append("language \(l.code)") } }
        case .device:
            return devices.compactMap(DeviceProfile.named).map { d in { $0.device = d; $0.label.append(d.name) } }
        }
    }

    /// The frames side by side on one canvas, a label row over each, as many across as keep
    /// the sheet about as wide as it is tall in cells of 1:2.
    static func contactSheet(_ frames: [(label: String, canvas: Canvas)], unicode: Bool) -> Canvas {
        guard let first = frames.first?.canvas else { return Canvas(size: .zero) }
        let w = first.width, h = first.height + 1, gap = 2
        let across = max(1, min(frames.count, Int((Double(frames.count) * Double(h) * 2 / Double(w)).squareRoot().rounded(.up))))
        let down = (frames.count + across - 1) / across
        var sheet = Canvas(width: across * (w + gap) - gap, height: down * (h + 1) - 1, unicode: unicode)
        for (i, frame) in frames.enumerated() {
            let x0 = (i % across) * (w + gap), y0 = (i / across) * (h + 1)
            sheet.drawText(frame.label, x: x0, y: y0, style: .bold, maxWidth: w)
            for y in 0..<frame.canvas.height {
                for x in 0..<frame.canvas.width {
                    sheet.setCell(frame.canvas.cells[y * frame.canvas.width + x], x: x0 + x, y: y0 + 1 + y)
                }
            }
        }
        return sheet
    }
}
