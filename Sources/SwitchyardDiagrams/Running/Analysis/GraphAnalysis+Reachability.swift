import Switchyard

extension GraphAnalysis {
    /// Which nodes are reachable from the initial states. Iterative (two work lists), so nesting depth costs no
    /// stack.
    ///
    /// Entering a node makes it and its ancestors reachable; entering a composite directly also enters the targets
    /// of its inner `[*]` (one per region), and entering it through its history also the targets of the history's
    /// default arrows (a first entry takes the default, or the `[*]` without one; a later one restores states
    /// reached before). A reachable node's own arrows enter their targets, so a composite's arrows leave from any
    /// reachable state inside it, and a choice passes reachability to every branch.
    ///
    /// "An arrow from a composite leaves every state inside it" is stated once, by the core's
    /// `StateGraph/transitions(leaving:)`. This walk computes something else with it: the closure, not one node's
    /// list. Reaching a state marks its ancestors reachable and expands their own arrows once each, which follows
    /// exactly the arrows `transitions(leaving:)` lists for every reachable state (LeavingCompositeAgreementTests
    /// checks that the result is closed under them) in O(states + transitions) for the whole graph, as `check`'s
    /// budget needs.
    static func reachability(_ index: AnalysisIndex) -> [Bool] {
        let count = index.graph.states.count
        var reachable = [Bool](repeating: false, count: count)
        var entered = [Bool](repeating: false, count: count)
        var enteredByHistory = [Bool](repeating: false, count: count)
        var toEnter: [(node: Int, byHistory: Bool)] = []
        var toExpand: [Int] = []
        func enter(_ transition: Int) {
            let target = index.target[transition]
            if target >= 0 { toEnter.append((target, index.targetsHistory[transition])) }
        }
        for transition in index.topLevelEntry { enter(transition) }
        while !toEnter.isEmpty || !toExpand.isEmpty {
            while let (node, byHistory) = toEnter.popLast() {
                var current = node
                while current >= 0 && !reachable[current] {
                    reachable[current] = true
                    toExpand.append(current)
                    current = index.nodes.parent[current]
                }
                if byHistory && !enteredByHistory[node] {
                    enteredByHistory[node] = true
                    for transition in index.historyEntries(of: node) { enter(transition) }
                }
                guard !entered[node] else { continue }
                entered[node] = true
                for transition in index.entries(of: node) { enter(transition) }
            }
            while let node = toExpand.popLast() {
                for transition in index.outgoing(of: node) { enter(transition) }
            }
        }
        return reachable
    }

    /// Whether each node, by position, has an outgoing arrow of its own or from an enclosing composite: whether the
    /// core's `LeavingArrows`, the one statement of "an arrow from a composite leaves every state inside it" (and so
    /// of `StateGraph/transitions(leaving:)`), offers it any arrow. Arrows from a `<<start>>` node are entries, not
    /// arrows to leave by (``AnalysisIndex``), so start nodes are left out of the index, as code generation leaves
    /// them out. O(states + transitions): the index is built once and each node asks it in O(1), where collecting
    /// each node's arrows would be quadratic over a diagram with wide composites.
    static func hasLeavingArrows(_ index: AnalysisIndex) -> [Bool] {
        let graph = index.graph
        let starts = Set(graph.states.lazy.filter { $0.kind == .start }.map(\.id))
        let leaving = LeavingArrows(graph, excluding: starts)
        return graph.states.map { leaving.hasArrows(leaving: $0.id) }
    }

    /// `(state, event)` pairs with two or more own arrows of that label to different targets, with the transition
    /// index of the first arrow that disagrees; the arrows of one multi-target transition (drawn at one position)
    /// never disagree. Rows are scanned pairwise (a state rarely has many arrows); rows
    /// longer than 32 use a dictionary.
    static func nondeterminism(_ index: AnalysisIndex) -> [(choice: NondeterministicChoice, transition: Int)] {
        var found: [(choice: NondeterministicChoice, transition: Int)] = []
        let graph = index.graph
        var firstOfLabel: [Int: Int] = [:]
        var reported: Set<Int> = []
        func sameTarget(_ first: Int, _ second: Int) -> Bool {
            // Arrows drawn at one place are one transition with several targets (SCXML's `target="a b"`), which
            // enters them all: no choice between them.
            if let place = graph.transitions[first].textPosition, place == graph.transitions[second].textPosition {
                return true
            }
            let left = index.target[first]
            let right = index.target[second]
            if left >= 0 || right >= 0 {
                return left == right && graph.transitions[first].to.stateID == graph.transitions[second].to.stateID
            }
            return graph.transitions[first].to == graph.transitions[second].to
        }
        for node in graph.states.indices where index.isState(node) {
            let outgoing = index.outgoing(of: node)
            guard outgoing.count >= 2 else { continue }
            if outgoing.count <= 32 {
                for (offset, transition) in outgoing.enumerated() {
                    let label = index.labelID[transition]
                    guard label >= 0 else { continue }
                    var firstSame = -1
                    var isFirstDisagreement = true
                    for earlier in outgoing.prefix(offset) where index.labelID[earlier] == label {
                        if firstSame < 0 {
                            firstSame = earlier
                        } else if !sameTarget(firstSame, earlier) {
                            isFirstDisagreement = false
                            break
                        }
                    }
                    if firstSame >= 0 && isFirstDisagreement && !sameTarget(firstSame, transition) {
                        found.append(
                            (
                                NondeterministicChoice(state: graph.states[node].id, event: index.labels.text[label]),
                                transition
                            )
                        )
                    }
                }
                continue
            }
            firstOfLabel.removeAll(keepingCapacity: true)
            reported.removeAll(keepingCapacity: true)
            for transition in outgoing {
                let label = index.labelID[transition]
                guard label >= 0 else { continue }
                guard let first = firstOfLabel[label] else {
                    firstOfLabel[label] = transition
                    continue
                }
                if !sameTarget(first, transition) && reported.insert(label).inserted {
                    found.append(
                        (
                            NondeterministicChoice(state: graph.states[node].id, event: index.labels.text[label]),
                            transition
                        ))
                }
            }
        }
        return found
    }
}
