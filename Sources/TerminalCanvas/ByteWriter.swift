/// Bytes appended through a pointer into memory it owns.
///
/// The frame encoder appends a byte or two for each cell of a frame; an array's `append` checks
/// that its buffer is uniquely referenced and large enough each time, which cost more than the
/// encoding itself. Here an append is a comparison, a store and an increment. Not copyable: the
/// memory has one owner and is freed with it.
struct ByteWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toAtLeast: count + 1) }
        start[count] = byte
        count += 1
    }

    /// Makes room for `n` more bytes, so that `appendReserved` can skip the check: a run of
    /// ASCII cells writes at most a byte a cell.
    @inline(__always)
    mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(toAtLeast: count + n) }
    }

    /// Appends a byte `reserve` made room for.
    @inline(__always)
    mutating func appendReserved(_ byte: UInt8) {
        assert(count < capacity, "more bytes than reserved")
        start[count] = byte
        count &+= 1
    }

    mutating func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
        bytes.withUnsafeBufferPointer { (start + count).initialize(from: $0.baseAddress!, count: $0.count) }
        count += bytes.count
    }

    @inline(never)
    private mutating func grow(toAtLeast needed: Int) {
        let bigger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: bigger)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = bigger
    }

    /// Appends what was written to `out`: one copy.
    func write(to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
    }
}
