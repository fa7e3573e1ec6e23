import Testing
@testable import SceneryKit

@Suite("Column allocator (first version)")
struct ColumnAllocatorTests {
    let primary = ColumnWidthBounds(minimum: 18, preferred: 24, maximum: 40)
    let supplementary = ColumnWidthBounds(minimum: 24, preferred: 34, maximum: 40)

    @Test("Widths and separators always sum to the window width", arguments: Array(0...260))
    func exactSum(width: Int) {
        let a = ColumnAllocator.tile(width: width, sidebars: [primary, supplementary], secondaryMinimum: 40)
        let total = a.sidebars.reduce(0, +) + a.secondary + a.sidebars.count
        #expect(total == max(width, a.sidebars.count))
        #expect(a.sidebars.allSatisfy { $0 >= 0 } && a.secondary >= 0)
    }

    @Test("Wide windows give sidebars their preferred widths and the secondary the rest")
    func wide() {
        let a = ColumnAllocator.tile(width: 200, sidebars: [primary, supplementary], secondaryMinimum: 40)
        #expect(a.sidebars == [24, 34])
        #expect(a.secondary == 140)
        #expect(a.origins == [0, 25, 60])
    }

    @Test("Narrow windows take width from the sidebar nearest the secondary first, down to its minimum")
    func narrowing() {
        let a = ColumnAllocator.tile(width: 110, sidebars: [primary, supplementary], secondaryMinimum: 40)
        #expect(a.sidebars == [24, 34])
        #expect(a.secondary == 50)
        let b = ColumnAllocator.tile(width: 90, sidebars: [primary, supplementary], secondaryMinimum: 40)
        #expect(b.sidebars == [24, 24])
        #expect(b.secondary == 40)
        let c = ColumnAllocator.tile(width: 80, sidebars: [primary, supplementary], secondaryMinimum: 40)
        #expect(c.sidebars == [18, 24])
        #expect(c.secondary == 36)
    }
}
