/// GIF's LZW compression of one image's palette indices, as giflib does it (the same codes, code
/// widths and clear points, so the same bytes), into the format's sub-blocks. Written here
/// rather than called in giflib so that frames can be compressed in parallel — giflib keeps one
/// image's state per file. The dictionary is a trie in three 4096-entry arrays (each code's
/// first child, its next sibling, its last index): 20 KB that stay in the first-level cache,
/// where a code has few children in a terminal's pictures.
struct GIFEncoder {
    private var firstChild = [UInt16](repeating: none, count: 4096)
    private var nextSibling = [UInt16](repeating: none, count: 4096)
    private var suffix = [UInt8](repeating: 0, count: 4096)
    private static let none: UInt16 = 0xFFFF

    init() {}

    /// The smallest LZW code size for a palette of `count` colours (at least 2, as GIF requires).
    static func minimumCodeSize(forPaletteOf count: Int) -> Int {
        var bits = 2
        while 1 << bits < count { bits += 1 }
        return bits
    }

    /// Codes packed least significant bit first, as GIF packs them, into a buffer big enough.
    private struct BitPacker {
        let out: UnsafeMutablePointer<UInt8>
        var count = 0
        var bits: UInt64 = 0, bitCount = 0
        @inline(__always) mutating func put(_ code: Int, width: Int) {
            bits |= UInt64(code) << UInt64(bitCount)
            bitCount += width
            while bitCount >= 8 { out[count] = UInt8(truncatingIfNeeded: bits); count += 1; bits >>= 8; bitCount -= 8 }
        }
        mutating func end() { if bitCount > 0 { out[count] = UInt8(truncatingIfNeeded: bits); count += 1; bits = 0; bitCount = 0 } }
    }

    /// `indices` (each below `1 << minimumCodeSize`) compressed with `minimumCodeSize`-bit
    /// symbols: the code size byte, the data in sub-blocks of at most 255 bytes, and the block
    /// terminator.
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> [UInt8] {
        // At most one 12-bit code a pixel, and the clears, end and padding.
        var packed = [UInt8](repeating: 0, count: indices.count * 3 / 2 + indices.count / 2048 + 16)
        let clear = 1 << minimumCodeSize, endOfInformation = clear + 1
        let length = packed.withUnsafeMutableBufferPointer { out in
            firstChild.withUnsafeMutableBufferPointer { firstChild in
            nextSibling.withUnsafeMutableBufferPointer { nextSibling in
            suffix.withUnsafeMutableBufferPointer { suffix in
                var packer = BitPacker(out: out.baseAddress!)
                var runningCode = endOfInformation + 1, runningBits = minimumCodeSize + 1, maxCode1 = 1 << runningBits
                // giflib widens the code after writing one once the next code would not fit.
                @inline(__always) func output(_ code: Int) {
                    packer.put(code, width: runningBits)
                    if runningCode >= maxCode1 && code <= 4095 { runningBits += 1; maxCode1 = 1 << runningBits }
                }
                firstChild.update(repeating: Self.none)
                output(clear)
                if !indices.isEmpty {
                    var prefix = Int(indices[0])
                    next: for i in 1..<indices.count {
                        let k = indices[i]
                        var child = firstChild[prefix], previous = Self.none
                        while child != Self.none {
                            if suffix[Int(child)] == k {
                                // Found: moved to the front of its siblings, so the child a
                                // picture uses most is found first (the codes stay the same).
                                if previous != Self.none {
                                    nextSibling[Int(previous)] = nextSibling[Int(child)]
                                    nextSibling[Int(child)] = firstChild[prefix]
                                    firstChild[prefix] = child
                                }
                                prefix = Int(child)
                                continue next
                            }
                            previous = child
                            child = nextSibling[Int(child)]
                        }
                        output(prefix)
                        if runningCode >= 4095 {
                            output(clear)
                            runningCode = endOfInformation + 1; runningBits = minimumCodeSize + 1; maxCode1 = 1 << runningBits
                            firstChild.update(repeating: Self.none)
                        } else {
                            suffix[runningCode] = k
                            nextSibling[runningCode] = firstChild[prefix]
                            firstChild[prefix] = UInt16(runningCode)
                            runningCode += 1
                        }
                        prefix = Int(k)
                    }
                    output(prefix)
                }
                output(endOfInformation)
                packer.end()
                return packer.count
            } } }
        }
        return Self.subBlocks(packed, length: length, codeSize: minimumCodeSize)
    }

    /// The code size byte, the data in sub-blocks of at most 255 bytes, and the terminator.
    private static func subBlocks(_ packed: [UInt8], length: Int, codeSize: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(length + length / 255 + 3)
        out.append(UInt8(codeSize))
        var i = 0
        while i < length {
            let n = min(255, length - i)
            out.append(UInt8(n))
            out.append(contentsOf: packed[i..<(i + n)])
            i += n
        }
        out.append(0)
        return out
    }
}
