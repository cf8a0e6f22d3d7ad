import Switchyard
import SwitchyardDiagrams

extension ModelCoverage {
    /// The coverage of a typed model, whose states and transitions have names but no place in a drawing: every item
    /// without a location, guard outcomes not counted (a typed model's guards are code the runner cannot see into).
    static func named(
        states: [String], transitions: [String], tracker: CoverageTracker, pairs: Set<ArrowPair>
    ) -> ModelCoverage {
        var seen: Set<String> = []
        let stateItems = states.filter { seen.insert($0).inserted }.map { state in
            Item(name: "state " + state, location: nil, isExercised: tracker.states.contains(state))
        }
        let transitionItems = transitions.indices.map { index in
            Item(name: "transition " + transitions[index], location: nil, isExercised: tracker.arrows.contains(index))
        }
        let pairItems = pairs.union(tracker.pairs).sorted { ($0.first, $0.second) < ($1.first, $1.second) }.compactMap {
            pair -> Item? in
            guard transitions.indices.contains(pair.first), transitions.indices.contains(pair.second) else {
                return nil
            }
            return Item(
                name: "pair " + transitions[pair.first] + " then " + transitions[pair.second], location: nil,
                isExercised: tracker.pairs.contains(pair))
        }
        return ModelCoverage(
            states: stateItems, transitions: transitionItems, guardOutcomes: [], transitionPairs: pairItems)
    }
}
