import CZlib
import Foundation
import Testing
import TerminalCanvas
@testable import Pictures

/// The SVG as a browser draws it: headless Chromium's screenshot of a frame's SVG matches
/// Scenery's own PNG of that frame, cell by cell (the mean colour of each cell). Runs where
/// Chromium is installed (`apt-get install chromium`); elsewhere it says it was skipped.
@Suite("SVG in a browser")
struct BrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// RGB pixels of an 8-bit RGB or RGBA PNG (what Chromium writes), unfiltered.
    static func decodePNG(_ data: [UInt8]) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        func be32(_ i: Int) -> Int { Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3]) }
        var i = 8, width = 0, height = 0, channels = 3
        var idat: [UInt8] = []
        while i + 8 <= data.count {
            let length = be32(i), type = String(decoding: data[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = Array(data[(i + 8)..<(i + 8 + length)])
            if type == "IHDR" { width = be32(i + 8); height = be32(i + 12); channels = body[9] == 6 ? 4 : 3 }
            if type == "IDAT" { idat += body }
            i += 12 + length
        }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
        var size = uLongf(raw.count)
        guard uncompress(&raw, &size, idat, uLong(idat.count)) == Z_OK else { throw PictureError("not a PNG") }
        var out = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let v = Int(raw[y * (stride + 1) + 1 + x])
                let a = x >= channels ? Int(out[y * stride + x - channels]) : 0
                let b = y > 0 ? Int(out[(y - 1) * stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(out[(y - 1) * stride + x - channels]) : 0
                let predicted: Int
                switch filter {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: predicted = 0
                }
                out[y * stride + x] = UInt8((v + predicted) & 0xFF)
            }
        }
        if channels == 3 { return (width, height, out) }
        var rgb = [UInt8]()
        rgb.reserveCapacity(width * height * 3)
        for p in Swift.stride(from: 0, to: out.count, by: 4) { rgb += out[p..<(p + 3)] }
        return (width, height, rgb)
    }

    // Reported as skipped, with why, where Chromium is not installed (scripts/deps.sh installs it under CI).
    @Test("Chromium draws the SVG of a frame as Scenery draws its PNG, cell by cell",
          .enabled(if: BrowserTests.chromium != nil, "Chromium is not installed (apt-get install chromium)"))
    func chromiumMatchesPNG() throws {
        let chromium = try #require(Self.chromium)
        var canvas = Canvas(size: Size(width: 40, height: 8))
        canvas.drawBox(Rect(x: 0, y: 0, width: 40, height: 8), style: .rounded, lineStyle: .plain)
        canvas.drawText("Mail — Inbox", x: 14, y: 0, style: .bold)
        canvas.drawText("Sophie Thompson · Re: orientation", x: 2, y: 2, style: Style(foreground: .blue))
        canvas.drawText(" ↑↓ move  Enter open ", x: 2, y: 4, style: .reverse)
        canvas.drawText("日本語 and ▒▒ shade", x: 2, y: 6, style: Style(foreground: .green))
        let options = PictureOptions()
        let dir = NSTemporaryDirectory() + "scenery-browser-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SVGWriter.still(canvas, options: options).write(toFile: dir + "/f.svg", atomically: true, encoding: .utf8)
        let image = try RasterImage(cells: canvas.size, options: options)
        image.draw(canvas)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: chromium)
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                       "--window-size=\(image.width),\(image.height)", "--screenshot=\(dir)/shot.png", "file://\(dir)/f.svg"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        let shot = try Self.decodePNG(Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/shot.png"))))
        #expect(shot.width == image.width && shot.height == image.height)
        // Each cell's mean colour, in Chromium's picture and in Scenery's.
        var differing: [String] = []
        let (ox, oy) = options.origin, cw = options.cellWidth, ch = options.cellHeight
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                var a = [0, 0, 0], b = [0, 0, 0]
                for py in (oy + y * ch)..<(oy + (y + 1) * ch) {
                    for px in (ox + x * cw)..<(ox + (x + 1) * cw) {
                        let i = (py * image.width + px) * 3
                        for k in 0..<3 { a[k] += Int(image.pixels[i + k]); b[k] += Int(shot.rgb[i + k]) }
                    }
                }
                let n = cw * ch
                if (0..<3).contains(where: { abs(a[$0] - b[$0]) / n > 24 }) { differing.append("(\(x),\(y))") }
            }
        }
        #expect(differing.count <= canvas.width * canvas.height / 100, "cells that differ: \(differing)")
    }

    @Test("The animated SVG of docs/pictures plays in Chromium: expanded at 0.5 s, collapsed to a narrow window at 2.3 s, expanded again at 4.5 s",
          .enabled(if: BrowserTests.chromium != nil, "Chromium is not installed (apt-get install chromium)"))
    func chromiumAnimates() throws {
        let chromium = try #require(Self.chromium)
        let svg = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/pictures/collapse.svg").path
        let dir = NSTemporaryDirectory() + "scenery-anim-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = try String(contentsOfFile: svg, encoding: .utf8)
        // The animation held at `t`: paused, started `t` ago. Chromium's own clock (even its
        // virtual one) lagged on a loaded machine and showed an earlier frame.
        func shot(atMilliseconds t: Int) throws -> (width: Int, height: Int, rgb: [UInt8]) {
            let held = "<style>*{animation-play-state:paused!important;animation-delay:-\(t)ms!important}</style>"
            let copy = "\(dir)/at-\(t).svg"
            try source.replacingOccurrences(of: "<style>", with: held + "<style>", options: [], range: source.range(of: "<style>"))
                .write(toFile: copy, atomically: true, encoding: .utf8)
            let p = Process()
            p.executableURL = URL(fileURLWithPath: chromium)
            p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                           "--window-size=646,296", "--screenshot=\(dir)/\(t).png", "file://\(copy)"]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            return try Self.decodePNG(Array(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(t).png"))))
        }
        // Is the right part of the terminal (past a collapsed window's 44 columns) blank?
        func rightIsBlank(_ image: (width: Int, height: Int, rgb: [UInt8])) -> Bool {
            let bg = PictureTheme.standard.background
            // The rows between the title bar and the hint bar of the 646×296 picture (no window bar above it).
            for y in 40..<270 { for x in 440..<630 {
                let i = (y * image.width + x) * 3
                if RGB(image.rgb[i], image.rgb[i + 1], image.rgb[i + 2]) != bg { return false }
            } }
            return true
        }
        #expect(!rightIsBlank(try shot(atMilliseconds: 500)), "at 0.5 s the window is 90 columns wide")
        #expect(try rightIsBlank(shot(atMilliseconds: 2300)), "at 2.3 s the window is narrow, collapsed")
        #expect(!rightIsBlank(try shot(atMilliseconds: 4500)), "the animation loops: at 4.5 s the window is wide again")
    }
}
