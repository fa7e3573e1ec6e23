import Foundation
import Testing
import TerminalCanvas
@testable import CursesFront

/// How a frame leaves the process: one `write(2)` a frame, whatever its size (the issue's
/// "one write per frame"; through the output stream a 6 KB frame went out as 1,024 + 4,096…).
@Suite("Frame writes")
struct FrameWriteTests {
    /// A frame of `size` with text of a different style on every row: several kilobytes.
    private func busyFrame(_ size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        for y in 0..<size.height {
            let style = Style(foreground: .indexed(UInt8(16 + y % 200)), attributes: y % 2 == 0 ? [.bold] : [])
            canvas.drawText(String(repeating: "row \(y) of a busy frame · ", count: 8), x: 0, y: y, style: style, maxWidth: size.width)
        }
        return canvas
    }

    @Test("A frame larger than the output stream's buffer reaches the terminal in one write, byte for byte the encoder's")
    func oneWritePerFrame() throws {
        // A sequenced-packet socket keeps each write whole: the first receive is the first write.
        var ends: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &ends) == 0)
        defer { close(ends[1]) }
        let output = try #require(fdopen(ends[0], "w"))
        defer { fclose(output) }
        let terminal = AnsiFrameEncoder.Terminal(colorDepth: .indexed256, attributes: [.bold], erasesWithBackground: true,
                                                 sharesWidths: false)
        let painter = AnsiPainter(terminal: terminal, output: output)
        let frame = busyFrame(Size(width: 200, height: 50))
        painter.present(frame)

        var expected: [UInt8] = []
        var encoder = AnsiFrameEncoder(terminal: terminal)
        encoder.encode(frame, into: &expected)
        #expect(expected.count > Int(BUFSIZ), "the frame is larger than the stream's buffer: \(expected.count) bytes")
        var received = [UInt8](repeating: 0, count: 1 << 20)
        let n = received.withUnsafeMutableBytes { recv(ends[1], $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        #expect(n == expected.count, "the first write carried \(n) of the frame's \(expected.count) bytes")
        let sameBytes = Array(received.prefix(max(0, n))) == expected
        #expect(sameBytes, "the write carries the encoder's bytes")
    }

    @Test("A headless screen counts the bytes a frame takes, and they are the bytes present returns")
    func countedBytesArePresentedBytes() throws {
        let size = Size(width: 120, height: 30)
        let blank = Canvas(size: size)
        let counting = try HeadlessScreen(size: size, drawing: .ansi)
        _ = counting.present(blank)
        let counted = counting.presentCountingBytes(busyFrame(size))
        counting.close()
        let presenting = try HeadlessScreen(size: size, drawing: .ansi)
        _ = presenting.present(blank)
        let presented = presenting.present(busyFrame(size))
        presenting.close()
        #expect(counted > 4096 && counted == presented.count)
    }
}
