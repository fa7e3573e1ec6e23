import Foundation

/// One cell of the terminal grid.
///
/// A wide glyph (width 2) occupies its cell and the next one; that next cell is a
/// *continuation* (width 0) that holds no glyph of its own. The canvas keeps the pair
/// together: overwriting either half blanks the other, so half a glyph is never shown.
///
/// A cell is a plain value with no references: a grapheme of one scalar is stored as that
/// scalar, and the rare multi-scalar cluster (an emoji ZWJ sequence, a letter with a combining
/// mark) as an index into a shared, append-only table. Copying and comparing cells is then
/// as cheap as copying integers, which is what keeps a full frame well under a millisecond.
/// The glyph and its width share one 64-bit word and the style fills the other, so a cell has
/// no padding: two cells are equal exactly when their 16 bytes are, and comparing two is two
/// integer comparisons (every frame compares each cell with the last frame's).
public struct Cell: Hashable, Sendable {
    /// The glyph in bits 0–31 (`code`), the width in bits 32–39, the rest zero.
    @usableFromInline var glyph: UInt64
    /// Colours and attributes.
    public var style: Style

    /// A Unicode scalar value, or `clusterFlag | index` into `GraphemeTable`.
    @inlinable var code: UInt32 {
        get { UInt32(truncatingIfNeeded: glyph) }
        set { glyph = glyph & ~0xFFFF_FFFF | UInt64(newValue) }
    }
    /// 1 for a normal glyph, 2 for the leading half of a wide glyph, 0 for its continuation.
    @inlinable public var width: UInt8 {
        get { UInt8(truncatingIfNeeded: glyph >> 32) }
        set { glyph = glyph & 0xFFFF_FFFF | UInt64(newValue) << 32 }
    }

    /// Whether the cell holds an ASCII glyph one column wide: the encoder's
    /// byte-a-cell path, told with one comparison.
    @inlinable var isNarrowASCII: Bool { glyph &- (1 << 32) < 0x80 }

    /// Whether the two are the same glyph, width and style.
    @inlinable public static func == (a: Cell, b: Cell) -> Bool { a.glyph == b.glyph && a.style == b.style }
    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(glyph); hasher.combine(style) }

    @usableFromInline static let clusterFlag: UInt32 = 0x8000_0000

    /// A cell holding `grapheme`, `width` columns wide (2 for a wide glyph).
    public init(_ grapheme: Character = " ", width: UInt8 = 1, style: Style = .plain) {
        let scalars = grapheme.unicodeScalars
        let code = scalars.count == 1 ? scalars.first!.value : Cell.clusterFlag | GraphemeTable.shared.index(of: grapheme)
        glyph = UInt64(code) | UInt64(width) << 32
        self.style = style
    }

    /// A cell holding one scalar (no table look-up).
    @inlinable
    public init(scalar: UInt32, width: UInt8, style: Style) {
        glyph = UInt64(scalar) | UInt64(width) << 32; self.style = style
    }

    /// The grapheme shown (a space for the second half of a wide glyph).
    public var grapheme: Character {
        if code & Cell.clusterFlag != 0 { return GraphemeTable.shared.grapheme(at: code & ~Cell.clusterFlag) }
        return Character(Unicode.Scalar(code) ?? " ")
    }

    /// The cell's one scalar value, or nil for a cluster of several (read `scalars` then).
    /// Painting asks this first: most cells are one scalar, and an array per cell costs.
    @inlinable public var singleScalarValue: UInt32? {
        code & Cell.clusterFlag == 0 ? code : nil
    }

    /// The scalars to send to the terminal for this cell.
    public var scalars: [Unicode.Scalar] {
        if code & Cell.clusterFlag != 0 { return Array(grapheme.unicodeScalars) }
        return [Unicode.Scalar(code) ?? " "]
    }

    /// A blank plain cell: a space.
    public static let blank = Cell(scalar: 0x20, width: 1, style: .plain)
    /// Whether this is the second column of a wide glyph, drawn by the cell before it.
    public var isContinuation: Bool { width == 0 }
}

/// Interns multi-scalar grapheme clusters so cells can refer to them by number.
final class GraphemeTable: @unchecked Sendable {
    static let shared = GraphemeTable()
    private let lock = NSLock()
    private var clusters: [Character] = []
    private var indices: [Character: UInt32] = [:]

    func index(of c: Character) -> UInt32 {
        lock.lock(); defer { lock.unlock() }
        if let i = indices[c] { return i }
        let i = UInt32(clusters.count)
        clusters.append(c)
        indices[c] = i
        return i
    }

    func grapheme(at i: UInt32) -> Character {
        lock.lock(); defer { lock.unlock() }
        return Int(i) < clusters.count ? clusters[Int(i)] : " "
    }
}

extension Cell {
    /// Sets `count` cells from `start` to `cell`. A long span is filled by doubling copies of
    /// its start (memory copies move 32 bytes a step; a loop stores one 16-byte cell): a frame
    /// is blanked, then filled a pane at a time, every frame. Works on uninitialized memory too:
    /// a cell holds no references.
    @inline(__always)
    static func fill(_ start: UnsafeMutablePointer<Cell>, count: Int, with cell: Cell) {
        guard count > 0 else { return }
        guard count >= 32 else {
            for i in 0..<count { start[i] = cell }
            return
        }
        start.initialize(repeating: cell, count: 16)
        var done = 16
        while done < count {
            // At most 2 KB a copy: the C library moves larger ones with `rep movsb`, which is no
            // faster here and which instruction counts (callgrind) see as one per byte.
            let n = min(done, count - done, 128)
            (start + done).initialize(from: start, count: n)
            done += n
        }
    }
}
