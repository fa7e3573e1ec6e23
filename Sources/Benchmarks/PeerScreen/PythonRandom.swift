/// CPython's `random.Random` for the few calls the peers' data uses (`choice`, `randint`,
/// `random`), so that the peer screen's 200 messages are the Textual and Bubble Tea peers'
/// string for string: MT19937 seeded by `init_by_array` with the seed's 32-bit words,
/// `_randbelow` by rejection on `getrandbits(n.bit_length())`, `random()` from 53 bits.
struct PythonRandom {
    private var state = [UInt32](repeating: 0, count: 624)
    private var index = 624

    /// `random.Random(seed)` for a seed under 2³².
    init(seed: UInt32) {
        seedByArray([seed])
    }

    private mutating func seedLinear(_ s: UInt32) {
        state[0] = s
        for i in 1..<624 { state[i] = 1_812_433_253 &* (state[i - 1] ^ (state[i - 1] >> 30)) &+ UInt32(i) }
        index = 624
    }

    private mutating func seedByArray(_ key: [UInt32]) {
        seedLinear(19_650_218)
        var i = 1, j = 0
        for _ in 0..<max(624, key.count) {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_664_525)) &+ key[j] &+ UInt32(j)
            i += 1; j += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
            if j >= key.count { j = 0 }
        }
        for _ in 0..<623 {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_566_083_941)) &- UInt32(i)
            i += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
        }
        state[0] = 0x8000_0000
    }

    /// The next tempered 32-bit word.
    mutating func next() -> UInt32 {
        if index >= 624 { twist() }
        var y = state[index]
        index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9d2c_5680
        y ^= (y << 15) & 0xefc6_0000
        y ^= y >> 18
        return y
    }

    private mutating func twist() {
        func mixed(_ a: Int, _ b: Int) -> UInt32 { (state[a] & 0x8000_0000) | (state[b] & 0x7fff_ffff) }
        func odd(_ y: UInt32) -> UInt32 { y & 1 == 1 ? 0x9908_b0df : 0 }
        for k in 0..<623 {
            let y = mixed(k, k + 1)
            state[k] = state[(k + 397) % 624] ^ (y >> 1) ^ odd(y)
        }
        let y = mixed(623, 0)
        state[623] = state[396] ^ (y >> 1) ^ odd(y)
        index = 0
    }

    /// `random.random()`: a double in [0, 1) from two words.
    mutating func random() -> Double {
        let a = Double(next() >> 5), b = Double(next() >> 6)
        return (a * 67_108_864 + b) / 9_007_199_254_740_992
    }

    /// `_randbelow(n)`: uniform in 0..<n, by rejection on n's bit length (n ≥ 1, under 2³²).
    mutating func below(_ n: Int) -> Int {
        let bits = Int.bitWidth - n.leadingZeroBitCount
        var r = Int(next() >> UInt32(32 - bits))
        while r >= n { r = Int(next() >> UInt32(32 - bits)) }
        return r
    }

    /// `randint(a, b)`, both ends included.
    mutating func int(_ a: Int, _ b: Int) -> Int { a + below(b - a + 1) }

    /// `choice(seq)`.
    mutating func choice<T>(_ items: [T]) -> T { items[below(items.count)] }
}
