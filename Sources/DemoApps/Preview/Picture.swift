import Foundation

/// A picture Preview shows: drawn from a formula, so it scales to any column without an
/// image file, and looks the same on every run.
public struct Picture: Sendable, Equatable {
    public enum Kind: String, Sendable { case mountains, sunset, rings, gradient, checkerboard, waves, bars, portrait }
    public let name: String
    public let kind: Kind
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let bytes: Int
    public let created: String

    public static let library: [Picture] = [
        Picture(name: "Mountains.png", kind: .mountains, pixelWidth: 4032, pixelHeight: 3024, bytes: 3_481_223, created: "Nov 2"),
        Picture(name: "Sunset.jpg", kind: .sunset, pixelWidth: 3840, pixelHeight: 2160, bytes: 2_117_840, created: "Oct 30"),
        Picture(name: "Rings.svg", kind: .rings, pixelWidth: 1024, pixelHeight: 1024, bytes: 18_442, created: "Oct 12"),
        Picture(name: "Gradient.png", kind: .gradient, pixelWidth: 2048, pixelHeight: 1152, bytes: 402_113, created: "Sep 28"),
        Picture(name: "Checkerboard.gif", kind: .checkerboard, pixelWidth: 512, pixelHeight: 512, bytes: 6_120, created: "Sep 3"),
        Picture(name: "Waves.png", kind: .waves, pixelWidth: 2560, pixelHeight: 1440, bytes: 1_204_551, created: "Aug 19"),
        Picture(name: "Chart.pdf", kind: .bars, pixelWidth: 1700, pixelHeight: 2200, bytes: 88_310, created: "Aug 2"),
        Picture(name: "Portrait.heic", kind: .portrait, pixelWidth: 3024, pixelHeight: 4032, bytes: 2_904_118, created: "Jul 14"),
    ]

    /// Brightness 0…1 at (u, v), both 0…1 across the picture.
    public func brightness(u: Double, v: Double) -> Double {
        switch kind {
        case .mountains:
            let ridge = 0.55 - 0.25 * abs(sin(u * 7.0)) * (0.6 + 0.4 * sin(u * 2.3))
            return v < ridge ? 0.15 + 0.2 * v : 0.9 - 0.5 * (v - ridge)
        case .sunset:
            let d = ((u - 0.5) * (u - 0.5) * 3 + (v - 0.62) * (v - 0.62) * 8).squareRoot()
            return v > 0.7 ? 0.25 + 0.1 * sin(u * 40) : max(0, 1 - d * 1.6)
        case .rings:
            let d = ((u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5)).squareRoot()
            return 0.5 + 0.5 * cos(d * 40)
        case .gradient: return (u + v) / 2
        case .checkerboard: return (Int(u * 8) + Int(v * 8)) % 2 == 0 ? 1 : 0.1
        case .waves: return 0.5 + 0.5 * sin(u * 18 + sin(v * 9) * 2)
        case .bars:
            let bar = Int(u * 6), heights = [0.3, 0.55, 0.45, 0.8, 0.65, 0.9]
            return (u * 6).truncatingRemainder(dividingBy: 1) < 0.7 && 1 - v < heights[min(5, bar)] ? 0.85 : 0.05
        case .portrait:
            let head = ((u - 0.5) * (u - 0.5) * 4 + (v - 0.35) * (v - 0.35) * 6).squareRoot()
            let body = v > 0.62 && abs(u - 0.5) < 0.3 * (v - 0.3)
            return head < 0.45 || body ? 0.8 : 0.12
        }
    }

    public var dimensions: String { "\(pixelWidth) × \(pixelHeight)" }
    public var shape: String { pixelHeight > pixelWidth ? "Portrait" : pixelHeight == pixelWidth ? "Square" : "Landscape" }
    public var fileSize: String {
        bytes >= 1_000_000 ? "\(bytes / 100_000 / 10).\(bytes / 100_000 % 10) MB" : "\(max(1, bytes / 1000)) KB"
    }
    public var kindDescription: String {
        switch name.split(separator: ".").last ?? "" {
        case "png": return "PNG image"
        case "jpg": return "JPEG image"
        case "svg": return "SVG image"
        case "gif": return "GIF image"
        case "pdf": return "PDF document"
        default: return "HEIF image"
        }
    }
}
