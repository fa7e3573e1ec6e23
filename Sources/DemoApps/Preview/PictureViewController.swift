import SceneryKit
import TerminalCanvas

/// Shows a picture scaled to fit its column, keeping its aspect (a cell is about twice as tall
/// as it is wide), in shades of `░▒▓█`.
public final class PictureViewController: ViewController {
    public var picture: Picture? {
        didSet { title = picture?.name ?? "" }
    }
    private static let ramp: [Character] = [" ", "░", "▒", "▓", "█"]

    public init() { super.init(title: "") }

    public override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        guard let picture else {
            canvas.drawField("No Image Selected", x: rect.x, y: rect.y + rect.height / 2, width: rect.width,
                             style: context.theme.secondaryText, alignment: .center)
            return
        }
        let area = rect.inset(top: 1, left: 2, bottom: 1, right: 2)
        guard area.width > 0, area.height > 0 else { return }
        let aspect = Double(picture.pixelWidth) / Double(picture.pixelHeight)
        var w = area.width, h = Int((Double(w) / aspect / 2).rounded())
        if h > area.height { h = area.height; w = min(area.width, Int((Double(h) * 2 * aspect).rounded())) }
        let x0 = area.x + (area.width - w) / 2, y0 = area.y + (area.height - h) / 2
        for row in 0..<h {
            for col in 0..<w {
                let b = picture.brightness(u: (Double(col) + 0.5) / Double(w), v: (Double(row) + 0.5) / Double(h))
                let level = max(0, min(Self.ramp.count - 1, Int(b * Double(Self.ramp.count))))
                canvas.put(Self.ramp[level], x: x0 + col, y: y0 + row)
            }
        }
    }
}
