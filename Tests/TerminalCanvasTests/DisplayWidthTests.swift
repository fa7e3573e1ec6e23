import PropertyBased
import Testing
@testable import TerminalCanvas

@Suite("Display width")
struct DisplayWidthTests {
    @Test("ASCII printables take one cell each; controls none")
    func ascii() {
        #expect(DisplayWidth.of("Mail") == 4)
        #expect(DisplayWidth.of(" ") == 1)
        #expect(DisplayWidth.of(Character("\u{7}")) == 0)
        #expect(DisplayWidth.of(Character("\u{1b}")) == 0)
    }

    @Test("CJK, Hangul and fullwidth forms take two cells")
    func cjk() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("Ａ") == 2)
        #expect(DisplayWidth.of("「」") == 4)
        #expect(DisplayWidth.of("ｱ") == 1)  // halfwidth katakana stays narrow
    }

    @Test("Emoji with emoji presentation take two cells; text-default symbols one unless VS16")
    func emoji() {
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("📷") == 2)
        #expect(DisplayWidth.of("❤") == 1)
        #expect(DisplayWidth.of("❤\u{FE0F}") == 2)
        #expect(DisplayWidth.of("⌚") == 2)
        #expect(DisplayWidth.of("⌚\u{FE0E}") == 1)
        #expect(DisplayWidth.of("🇫🇷") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)  // skin tone modifier adds nothing
    }

    @Test("Combining marks and zero-width joiners add nothing")
    func zeroWidth() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("Ame\u{301}lie") == 6)
        #expect(DisplayWidth.of("👨\u{200D}👩\u{200D}👧") == 2)
        #expect(DisplayWidth.of(Character("\u{200D}")) == 0)
        #expect(DisplayWidth.of(Character("\u{200B}")) == 0)
        #expect(DisplayWidth.of("a\u{20DD}") == 1)  // enclosing mark
    }

    @Test("Printable ASCII is told eight bytes at a time exactly as byte by byte, at the edges of the range too")
    func printableASCIIMatchesBytes() async {
        // Printables, and the bytes either side of each edge of the range.
        let bytes: [UInt8] = [0x41, 0x20, 0x7E, 0x61, 0x1F, 0x00, 0x7F, 0x80, 0xFF, 0x0A, 0xC2]
        await propertyCheck(count: 500, input: Gen.int(in: 0...3).array(of: 0...40), Gen.int(in: 0...(bytes.count - 1)).array(of: 0...2),
                            Gen.int(in: 0...40)) { printable, odd, at in
            var text = printable.map { bytes[$0] }
            for (i, o) in odd.enumerated() { text.insert(bytes[o], at: min(text.count, (at + 7 * i) % (text.count + 1))) }
            let expected = text.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            let withNewlines = text.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }
            text.withUnsafeBufferPointer {
                #expect(DisplayWidth.isPrintableASCII($0) == expected, "\(text)")
                #expect(DisplayWidth.isPrintableASCII($0, newlines: true) == withNewlines, "\(text) with newlines")
            }
        }
    }
}
