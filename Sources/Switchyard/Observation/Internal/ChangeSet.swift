/// The parts a reducer reported for one step (see ``StateChanges``), as the store's slots of those parts.
///
/// A part is turned into its slot where it is reported, by a look-up in the store's ``PartIndex`` specialized for
/// the part's type; a part no selection watches has no slot and is not recorded at all. Most steps change one part,
/// so the first slot is kept inline: a step that reports one part allocates nothing.
@usableFromInline
struct ChangeSet {
    /// The store's index of watched parts, or `nil` when nothing watches a part.
    @usableFromInline var index: PartIndex?
    /// The first slot reported, or -1.
    @usableFromInline var first = -1
    @usableFromInline var others: [Int] = []
    /// Whether every part may have changed: the step reported ``StateChanges/insertAll()``, or reports nothing.
    @usableFromInline var isEverything = false

    @inlinable
    init(index: PartIndex?) {
        self.index = index
    }

    @inlinable
    mutating func insert(slot: Int) {
        if first < 0 {
            first = slot
        } else if first != slot, !others.contains(slot) {
            others.append(slot)
        }
    }

    @inlinable
    func contains(slot: Int) -> Bool {
        isEverything || first == slot || others.contains(slot)
    }
}

/// The slots of the parts that selections watch: a dense number per distinct part, so that a step's report leads
/// straight to the selections of its parts. Subclassed once, by ``TypedPartIndex``, for the machine's part type.
@usableFromInline
class PartIndex {
    @usableFromInline
    init() {}
}

/// A ``PartIndex`` for parts of type `Part`: a reported part is looked up with `Part`'s own hashing, compiled for it,
/// not through `AnyHashable`.
@usableFromInline
final class TypedPartIndex<Part: Hashable>: PartIndex {
    /// Where the slots by part are kept. Not a stored `var`, whose every read a class checks for exclusive access at
    /// run time (≈ 70 instructions, on every reported part): every access is a single look-up or a single insertion
    /// that calls no user code but `Part`'s hashing and equality, which cannot reach the index, and the index is
    /// used only on its store's isolation (it is not `Sendable`). Allocated with the index, freed in `deinit`.
    @usableFromInline let slots = UncheckedCell<[Part: Int]>([:])

    @usableFromInline
    override init() {}

    deinit {
        slots.release()
    }

    /// The slot of `part`, made when it is first watched.
    @usableFromInline
    func slot(for part: Part) -> Int {
        if let slot = slots.value[part] { return slot }
        let slot = slots.value.count
        slots.value[part] = slot
        return slot
    }
}
