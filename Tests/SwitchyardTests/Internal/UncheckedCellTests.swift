import Testing

@testable import Switchyard

/// The core's one type of hand-managed memory keeps its value, changes it in place, and destroys it exactly once.
struct UncheckedCellTests {
    final class Tracked {
        let onDeinit: () -> Void
        init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    @Test func aCellKeepsAndChangesItsValueInPlace() {
        let cell = UncheckedCell([1, 2])
        let copy = cell  // a copy of the cell is the same cell
        copy.value.append(3)
        #expect(cell.value == [1, 2, 3])
        cell.value = [4]
        #expect(copy.value == [4])
        cell.release()
    }

    @Test func releasingDestroysTheValueOnce() {
        var deinits = 0
        let cell = UncheckedCell(Tracked { deinits += 1 })
        #expect(deinits == 0)
        cell.release()
        #expect(deinits == 1)
    }

    struct Probe: Equatable {
        let tracked: Tracked
        static func == (lhs: Probe, rhs: Probe) -> Bool { lhs.tracked === rhs.tracked }
    }

    /// An owner releases its cells when it goes: a selection's last value, kept in a cell, is destroyed with it.
    @Test func aSelectionReleasesItsValueWhenItGoes() {
        var deinits = 0
        do {
            let selection = ValueSelection<Int, Probe>(
                select: { _ in Probe(tracked: Tracked { deinits += 1 }) }, state: 0,
                placement: SelectionPlacement(part: nil, slot: -1, sequence: 0))
            #expect(deinits == 0)
            selection.isRemoved = true
            #expect(selection.isRemoved)
        }
        #expect(deinits == 1)
    }
}
