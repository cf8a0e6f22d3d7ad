extension StoreCore {
    /// Evaluates every selection, in subscription order: after a step that does not say what it changed.
    /// - Complexity: One evaluation per distinct selection.
    @inlinable
    func updateSelections() {
        guard work.contains(.selections) else { return }
        let snapshot = watchers.selections
        SelectionGroup.update(snapshot, with: current.value)
    }

    /// Evaluates the selections a step's report of changed parts concerns, in subscription order: those made
    /// without a part, and those of the parts reported.
    /// - Complexity: One evaluation per selection of the parts reported and per selection made without a part; the
    ///   selections of other parts cost nothing.
    @inlinable
    func updateSelections(_ changes: ChangeSet) {
        // The flags, not the lists, say which lists are empty: a flag is read without an exclusivity check.
        let flags = work
        guard flags.contains(.selections) else { return }
        guard !changes.isEverything else {
            updateSelections()
            return
        }
        let state = current.value
        if changes.others.isEmpty, !flags.contains(.unpartedSelections) {
            // The common case: at most one part changed, and every selection names its part.
            if changes.first >= 0 {
                SelectionGroup.update(watchers.partSelections[changes.first].groups, with: state)
            }
        } else {
            updateSelections(of: changes, state: state)
        }
        if options.checksReportedChanges { checkUnreportedChanges(changes, state: state) }
    }

    /// The general case of ``updateSelections(_:)``: several parts, or selections without a part too. Each list is
    /// in subscription order; when more than one contributes, their union is sorted back into that order.
    @usableFromInline
    func updateSelections(of changes: ChangeSet, state: State) {
        var gathered = watchers.unpartedSelections
        var sources = gathered.isEmpty ? 0 : 1
        for slot in CollectionOfOne(changes.first) + changes.others where slot >= 0 {
            let groups = watchers.partSelections[slot].groups
            guard !groups.isEmpty else { continue }
            gathered.append(contentsOf: groups)
            sources += 1
        }
        if sources > 1 { gathered.sort { $0.sequence < $1.sequence } }
        SelectionGroup.update(gathered, with: state)
    }

    /// When ``StoreOptions/checksReportedChanges`` is on, evaluates the selections of the parts a step did *not*
    /// report: one whose value changed shows a reducer that changed a part without saying so, reported as a failure
    /// (and delivered, late).
    @usableFromInline
    func checkUnreportedChanges(_ changes: ChangeSet, state: State) {
        for group in watchers.selections where !group.isRemoved && group.partSlot >= 0 {
            guard !changes.contains(slot: group.partSlot), group.update(state) else { continue }
            report(
                .failure,
                "the reducer changed part \(group.part.map { "\($0.base)" } ?? "?") of the state without reporting "
                    + "it in its StateChanges; subscriptions to that part missed the change")
        }
    }

    /// The slot of `part` when the machine reports parts of its type, made when the part is first watched; -1 when
    /// it does not (the selection is then evaluated after every change).
    func slot<Part: Hashable>(for part: Part) -> Int {
        guard let index = watchers.partIndex as? TypedPartIndex<Part> else { return -1 }
        let slot = index.slot(for: part)
        while watchers.partSelections.count <= slot { watchers.partSelections.append(PartSelections()) }
        return slot
    }

    func addSelection(_ group: SelectionGroup<State>) {
        let books = bookkeeping
        watchers.selections.append(group)
        books.selectionIndex.liveCount += 1
        if group.partSlot >= 0 {
            watchers.partSelections[group.partSlot].groups.append(group)
            watchers.partSelections[group.partSlot].live += 1
        } else {
            watchers.unpartedSelections.append(group)
            books.selectionIndex.liveUnpartedCount += 1
        }
        updateSelectionFlags()
    }

    /// Drops a selection whose last subscriber left: marked now, and each list compacted once more than half of it
    /// is removed, so cancelling n selections costs O(n) in all instead of O(n²).
    func removeSelection(_ group: SelectionGroup<State>) {
        guard !group.isRemoved else { return }
        group.isRemoved = true
        let books = bookkeeping
        books.selectionIndex.liveCount -= 1
        Self.compact(&watchers.selections, live: books.selectionIndex.liveCount)
        if group.partSlot >= 0 {
            watchers.partSelections[group.partSlot].live -= 1
            let live = watchers.partSelections[group.partSlot].live
            Self.compact(&watchers.partSelections[group.partSlot].groups, live: live)
        } else {
            books.selectionIndex.liveUnpartedCount -= 1
            Self.compact(&watchers.unpartedSelections, live: books.selectionIndex.liveUnpartedCount)
        }
        updateSelectionFlags()
    }

    /// Keeps the flags that the send path reads instead of the lists in step with the lists.
    private func updateSelectionFlags() {
        let index = bookkeeping.selectionIndex
        work.set(.selections, index.liveCount > 0)
        work.set(.unpartedSelections, index.liveUnpartedCount > 0)
        work.set(.partedSelections, index.liveCount > index.liveUnpartedCount)
    }

    /// Empties a list with no live selection, or drops its removed selections once they are more than half of it.
    private static func compact(_ groups: inout [SelectionGroup<State>], live: Int) {
        if live == 0 {
            // Keeping the capacity spares the next subscription an allocation per list.
            groups.removeAll(keepingCapacity: true)
        } else if live * 2 < groups.count {
            groups.removeAll { $0.isRemoved }
        }
    }

    /// Adds a subscriber to the selection of `keyPath` in `part` (shared by every subscriber of that key path in
    /// that part), or to a selection of its own when `keyPath` is `nil`, and returns how to cancel it.
    /// `makeSelection` builds the selection where the subscription is made, so its evaluation is specialized there;
    /// it is given the handler for a selection of its own, which then calls it directly.
    ///
    /// A selection of its own is cancelled by its id (``removeObserver(id:)``), so its token needs no closure; a
    /// subscriber of a shared selection by a closure.
    @usableFromInline
    func subscribe<Value: Equatable>(
        to keyPath: KeyPath<State, Value>?,
        in part: (some Hashable)?,
        initial: InitialDelivery,
        _ handler: @escaping (Value) -> Void,
        makeSelection: (State, SelectionPlacement, ((Value) -> Void)?) -> ValueSelection<State, Value>
    ) -> SubscriptionCancellation {
        let erasedPart = part.map { AnyHashable($0) }
        guard let keyPath else {
            let slot = part.map { self.slot(for: $0) } ?? -1
            let id = makeID()
            let group = makeSelection(
                current.value, SelectionPlacement(part: erasedPart, slot: slot, sequence: id), handler)
            addSelection(group)
            if !isShutDown { bookkeeping.selectionIndex.sole[id] = group }
            if initial == .currentValue { deliverInitialValue { handler(group.current) } }
            return .id(id)
        }
        let key = SelectionKey(keyPath: keyPath, part: erasedPart)
        let group: ValueSelection<State, Value>
        if let existing = bookkeeping.selectionIndex.shared[key] as? ValueSelection<State, Value> {
            group = existing
            // Inside a notification the group may still hold the value from before the event being processed:
            // bring it (and its current subscribers) up to the committed state first, so the new subscriber starts
            // from the committed value and is not told about a change that happened before it subscribed.
            group.update(current.value)
        } else {
            let slot = part.map { self.slot(for: $0) } ?? -1
            group = makeSelection(
                current.value, SelectionPlacement(part: erasedPart, slot: slot, sequence: makeID()), nil)
            bookkeeping.selectionIndex.shared[key] = group
            addSelection(group)
        }
        let subscriber = group.add(handler: handler)
        if initial == .currentValue { deliverInitialValue { handler(group.current) } }
        // The group is held strongly (it holds nothing back): a weak reference would give it a side table, and every
        // retain of it on the send path would take the slow path.
        return .call { [weak self] in
            guard let self, group.remove(subscriber) else { return }
            self.removeSelection(group)
            if self.bookkeeping.selectionIndex.shared[key] === group {
                self.bookkeeping.selectionIndex.shared[key] = nil
            }
        }
    }

    /// Runs a subscriber's first delivery under the one-event-at-a-time rule: events it sends are queued and
    /// processed after it returns, so it is never re-entered and its last delivery is the committed state.
    private func deliverInitialValue(_ deliver: () -> Void) {
        guard loop.beginHeldDelivery() == .held else {
            deliver()
            return
        }
        deliver()
        guard let sent = loop.endHeldDelivery() else {
            drainPending()
            _ = loop.finishProcessing()
            return
        }
        // The subscriber sent the store's first events: the initial state's entry effect runs before them.
        start()
        for event in sent { send(event) }
    }
}

/// How an ``ObserverToken`` cancels a selective subscription.
@usableFromInline
enum SubscriptionCancellation {
    /// Through the store's ``ObserverRegistry``, by the subscription's id: no closure to allocate.
    case id(Int)
    /// By calling a closure.
    case call(() -> Void)
}
