import Synchronization

/// Damage tracking: which cells of a frame may differ from the frame before it, so that
/// finding what to send (`changes(from:)`) compares those alone.
///
/// A frame is stamped (`stampRevision()`) when it is finished; the next frame tracks its damage
/// against it (`trackDamage(against:)`). Each row keeps a 64-bit mask of column chunks that may
/// differ (a chunk is the power of two of columns that fits the row in 64: 4 columns at 160,
/// 32 at 2000): every chunk to begin with, set again by every write, cleared by what
/// `copy(_:from:)` takes back from that frame itself — the windows and columns nothing changed.
/// A front that last sent the stamped frame compares only the set chunks. A mask, not a list
/// of spans: writes are many, and noting one must cost a few instructions.
extension Canvas {
    private static let revisions = Atomic<UInt64>(0)

    /// Gives these cells an identity, which any write clears: a canvas tracking its damage
    /// against this one is compared with it through its damage alone.
    package mutating func stampRevision() {
        revision = Self.revisions.add(1, ordering: .relaxed).newValue
    }

    /// From now on, notes which columns of each row writes may change from `base` (a stamped
    /// canvas of this size): all of them to begin with. Without such a base, stops noting.
    package mutating func trackDamage(against base: Canvas?) {
        guard let base, base.revision != 0, base.width == width, base.height == height, width > 0 else {
            damageBase = 0
            damage = []
            return
        }
        damageBase = base.revision
        damageShift = 0
        while (width + (1 << damageShift) - 1) >> damageShift > 64 { damageShift += 1 }
        damage = Array(repeating: damageBits(from: 0, to: width), count: height)
    }

    /// Whether `changes(from: previous)` compares this canvas's damage alone: it tracks its
    /// damage against exactly `previous`'s cells.
    package func tracksDamage(against previous: Canvas) -> Bool {
        damageBase != 0 && damageBase == previous.revision
    }

    /// Whether row `y` may differ from the canvas this one tracks its damage against (true when
    /// it tracks none): what tests ask of a row that should have been copied.
    package func mayDiffer(inRow y: Int) -> Bool {
        damageBase == 0 || damage[y] != 0
    }

    /// The bits of chunks `a...b` (0 ≤ a ≤ b < 64). Masking shifts: Swift's checked `<<` takes
    /// a dozen instructions for what one does, and this runs for every write.
    @inline(__always)
    static func chunks(_ a: Int, _ b: Int) -> UInt64 {
        (UInt64.max &>> (63 &- (b &- a))) &<< a
    }

    /// The chunks the columns `from..<to` (clamped to the row) lie in; 0 for none.
    @inline(__always)
    func damageBits(from: Int, to: Int) -> UInt64 {
        let from = max(0, from), to = min(width, to)
        return from < to ? Self.chunks(from &>> damageShift, (to &- 1) &>> damageShift) : 0
    }

    /// Notes a write to the columns `from..<to` of row `y`.
    @inline(__always)
    mutating func noteDamage(y: Int, from: Int, to: Int) {
        guard damageBase != 0 else { return }
        let bits = damageBits(from: from, to: to)
        // Mostly the chunks are damaged already (a frame starts all damage): read before writing,
        // as writing checks that the array is not shared.
        if damage[y] & bits != bits { damage[y] |= bits }
    }

    /// Notes a write to the columns `from..<to` of each of `rows` (a rule, a scroll, a restyle).
    mutating func noteDamage(rows: Range<Int>, from: Int, to: Int) {
        guard damageBase != 0 else { return }
        let bits = damageBits(from: from, to: to)
        for y in rows where damage[y] & bits != bits { damage[y] |= bits }
    }

    /// Every cell may differ now (a clear).
    mutating func noteDamageEverywhere() {
        noteDamage(rows: 0..<height, from: 0, to: width)
    }

    /// Notes a copy of `r` (inside the canvas) from `source`: the chunks it takes back whole from
    /// the base hold what the base holds; cells from anywhere else are damage.
    mutating func noteCopy(_ r: Rect, from source: Canvas) {
        guard damageBase != 0 else { return }
        guard source.revision == damageBase else {
            noteDamage(rows: r.y..<r.maxY, from: r.x, to: r.maxX)
            return
        }
        // Whole chunks only: the first that starts inside, to the last that ends inside (the
        // row's last chunk may be short).
        let s = damageShift
        let a = (r.x + (1 << s) - 1) >> s, end = r.maxX == width ? ((width - 1) >> s) + 1 : r.maxX >> s
        guard a < end else { return }
        let kept = ~Self.chunks(a, end - 1)
        for y in r.y..<r.maxY { damage[y] &= kept }
    }
}
