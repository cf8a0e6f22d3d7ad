import Switchyard

/// Plans sequences from the model alone, with the one breadth-first search of Switchyard over the model's
/// configurations and data: a shortest sequence to every state, through every arrow, to every event each state
/// ignores, to each timer cut short, to each payload variant, and through every pair of consecutive arrows.
///
/// Its moves are the model's own (``SteppedModel``), not a chart run's adjacency
/// (`ExecutableDiagram.moves(from:offering:)`, which `paths`, `diff` and conformance share), on purpose: a model is a
/// typed `Machine`, `Flow` or `Statechart` stepped by its own engine, or a drawing whose guards and actions are
/// evaluated over the test's integer data (a chart run takes a guarded arrow by its label whatever the guard says);
/// its inputs are the test's (events with payload variants, answers to effects, events the implementation sends
/// itself); and its timers are the test's state timeouts, measured from when their state was entered, at most one per
/// input, so they never pile up and need no pending limit. Time passing is tried after the inputs.
package struct ModelPlanning<Model: SteppedModel> {
    package enum InputKind {
        case send(variants: Int)
        case answer
        case timer
        /// The implementation produces it on its own: the model follows it after the step that caused it.
        case observed
    }

    package let model: Model
    package let inputs: [(label: String, kind: InputKind)]
    package let data: [String: Int]
    /// The most configurations the search visits.
    package let configurationLimit: Int

    package init(
        model: Model, inputs: [(label: String, kind: InputKind)], data: [String: Int], configurationLimit: Int = 10_000
    ) {
        self.model = model
        self.inputs = inputs
        self.data = data
        self.configurationLimit = configurationLimit
    }

    private typealias Edge = (step: PlannedStep, move: ModelMove<Model.Cursor>)

    /// The planned sequences, most telling first; every pair of consecutive arrows the model can take; and, when the
    /// search stopped at ``configurationLimit`` with configurations left, why the plan and the pairs are incomplete
    /// (`nil` when it saw every configuration).
    /// - Complexity: O(configurations × inputs) model steps; the search stops after ``configurationLimit``
    ///   configurations.
    package func plan() -> (sequences: [[PlannedStep]], pairs: Set<ArrowPair>, truncation: String?) {
        let (started, startCut) = followingObserved(model.start(data: data))
        let start = started.cursor
        var edges: [(from: Int, edge: Edge, to: Int?)] = []
        var isCut = false
        // Moves after which the model still took observed events when ``SteppedModel/observedFollowLimit`` stopped
        // following them: the plan expects the state where following stopped, and says so.
        var observedCuts = startCut ? 1 : 0
        let search = BreadthFirstSearch<Model.Cursor, Model.Key, Edge>(
            from: [start], limit: configurationLimit, key: model.key(of:),
            successors: { cursor in
                let (next, cuts) = successors(of: cursor)
                observedCuts += cuts
                return next
            },
            visit: { from, edge, to, _ in
                edges.append((from, edge, to))
                // The limit refused a new configuration: nothing beyond it was planned.
                if to == nil { isCut = true }
                return true
            })
        func path(to position: Int) -> [PlannedStep] { search.path(to: position).map(\.step) }
        var outgoing: [Int: [(edge: Edge, to: Int?)]] = [:]
        for (from, edge, to) in edges { outgoing[from, default: []].append((edge, to)) }

        var sequences: [[PlannedStep]] = []
        // Every state: the first configuration naming it.
        var named: Set<String> = []
        for (position, cursor) in search.nodes.enumerated() {
            let fresh = model.activeStates(of: cursor).filter { named.insert($0).inserted }
            if !fresh.isEmpty { sequences.append(path(to: position)) }
        }
        // Every arrow: the first edge taking it.
        var taken: Set<Int> = []
        for (from, edge, _) in edges where edge.move.arrows.contains(where: { !taken.contains($0) }) {
            taken.formUnion(edge.move.arrows)
            sequences.append(path(to: from) + [edge.step])
        }
        // Every event each state ignores, once per state name; and timers cut short.
        var ignoredTried: Set<String> = []
        for (position, cursor) in search.nodes.enumerated() {
            guard ignoredTried.insert(model.name(of: cursor) ?? "[*]").inserted else { continue }
            for (label, kind) in inputs {
                guard case .send = kind, model.send(label, to: cursor).move == nil else { continue }
                sequences.append(path(to: position) + [.send(label: label, variant: 0)])
            }
            if let timer = model.nextTimer(in: cursor), timer.due - model.time(of: cursor) > .milliseconds(1) {
                sequences.append(path(to: position) + [.wait(timer.due - model.time(of: cursor) - .milliseconds(1))])
            }
        }
        // Every payload variant, on the first edge sending its event.
        var variantsTried: Set<String> = []
        for (from, edge, _) in edges {
            guard case .send(let label, _) = edge.step, variantsTried.insert(label).inserted,
                case .send(let count)? = inputs.first(where: { $0.label == label })?.kind
            else { continue }
            for variant in 1..<max(count, 1) {
                sequences.append(path(to: from) + [.send(label: label, variant: variant)])
            }
        }
        // Every pair of consecutive arrows.
        var pairs: Set<ArrowPair> = []
        for (from, first, to) in edges {
            for (a, b) in zip(first.move.arrows, first.move.arrows.dropFirst()) {
                pairs.insert(ArrowPair(first: a, second: b))
            }
            guard let to, let last = first.move.arrows.last else { continue }
            for (second, _) in outgoing[to] ?? [] {
                guard let next = second.move.arrows.first,
                    pairs.insert(ArrowPair(first: last, second: next)).inserted
                else { continue }
                sequences.append(path(to: from) + [first.step, second.step])
            }
        }
        var cuts: [String] = []
        if isCut {
            cuts.append(
                "the model's configurations were planned up to the limit of \(configurationLimit), more are "
                    + "reachable; states, arrows and pairs beyond it were not planned")
        }
        if observedCuts > 0 {
            cuts.append(Self.observedCutMessage(moves: observedCuts))
        }
        return (Self.withoutPrefixes(sequences), pairs, cuts.isEmpty ? nil : cuts.joined(separator: "; "))
    }

    /// Sequences that go round a loop of the model again and again: for each of `sequences` that comes back to a
    /// configuration it passed (by ``SteppedModel/key(of:)``) after taking an arrow, its steps up to that
    /// configuration, then the loop repeated up to `length` steps. A bug behind a repeated cycle (the fifth coin, a
    /// counter the model does not draw) needs one; a random walk seldom repeats a loop that often.
    /// - Parameters:
    ///   - sequences: Planned sequences, as ``plan()`` gives them.
    ///   - length: The most steps in a sequence.
    /// - Returns: One sequence per distinct loop, in the order of `sequences`.
    /// - Complexity: O(steps of `sequences`) model steps.
    package func repeatingLoops(of sequences: [[PlannedStep]], length: Int) -> [[PlannedStep]] {
        var result: [[PlannedStep]] = []
        var seen: Set<[PlannedStep]> = []
        for sequence in sequences {
            var cursor = followingObserved(model.start(data: data)).move.cursor
            var keys = [model.key(of: cursor)]
            var movedAt: [Bool] = []
            for step in sequence {
                guard let next = moving(step, from: cursor) else { break }
                cursor = next.cursor
                movedAt.append(!next.arrows.isEmpty)
                let key = model.key(of: cursor)
                guard let start = keys.firstIndex(of: key) else {
                    keys.append(key)
                    continue
                }
                let loop = Array(sequence[start..<keys.count])
                if movedAt[start...].contains(true) {
                    var repeated = Array(sequence[..<start])
                    while repeated.count < length { repeated += loop }
                    let walk = Array(repeated.prefix(length))
                    if seen.insert(walk).inserted { result.append(walk) }
                }
                break
            }
        }
        return result
    }

    /// The model after `step` from `cursor`, observed events followed; `nil` when it ignores the event.
    private func moving(_ step: PlannedStep, from cursor: Model.Cursor) -> ModelMove<Model.Cursor>? {
        switch step {
        case .send(let label, _), .answer(let label, _):
            model.send(label, to: cursor).move.map { followingObserved($0).move }
        case .wait(let duration):
            followingObserved(model.wait(duration, from: cursor)).move
        }
    }

    /// What the plan's truncation says when following observed events stopped at the limit after `moves` moves.
    package static func observedCutMessage(moves: Int) -> String {
        "after \(moves) move(s) the model still took observed events when following them stopped at the limit of "
            + "\(Model.observedFollowLimit); the plan expects the state where it stopped"
    }

    /// `move` followed by the first observed event the model takes after it, and so on (at most
    /// ``SteppedModel/observedFollowLimit``); `isCut` when the model would still take one at the limit.
    private func followingObserved(_ move: ModelMove<Model.Cursor>) -> (move: ModelMove<Model.Cursor>, isCut: Bool) {
        var move = move
        func nextObserved() -> ModelMove<Model.Cursor>? {
            inputs.lazy.compactMap { label, kind -> ModelMove<Model.Cursor>? in
                guard case .observed = kind else { return nil }
                return model.send(label, to: move.cursor).move
            }.first
        }
        for _ in 0..<Model.observedFollowLimit {
            guard let next = nextObserved() else { return (move, false) }
            move.cursor = next.cursor
            move.arrows += next.arrows
            move.guards += next.guards
            move.exited.formUnion(next.exited)
        }
        return (move, nextObserved() != nil)
    }

    /// The moves from `cursor`, and how many of them were cut while following observed events.
    private func successors(of cursor: Model.Cursor) -> (moves: [(edge: Edge, node: Model.Cursor)], cuts: Int) {
        var cuts = 0
        func following(_ move: ModelMove<Model.Cursor>) -> ModelMove<Model.Cursor> {
            let (followed, isCut) = followingObserved(move)
            if isCut { cuts += 1 }
            return followed
        }
        var result: [(edge: Edge, node: Model.Cursor)] = []
        for (label, kind) in inputs {
            let step: PlannedStep
            switch kind {
            case .send: step = .send(label: label, variant: 0)
            case .answer: step = .answer(label: label, call: nil)
            case .timer, .observed: continue
            }
            if let move = model.send(label, to: cursor).move {
                let followed = following(move)
                result.append(((step, followed), followed.cursor))
            }
        }
        if let timer = model.nextTimer(in: cursor) {
            let duration = max(timer.due - model.time(of: cursor), .zero)
            let move = following(model.wait(duration, from: cursor))
            if !move.arrows.isEmpty { result.append(((.wait(duration), move), move.cursor)) }
        }
        return (result, cuts)
    }

    /// The sequences without duplicates and without those that begin another (running the longer one checks the
    /// shorter's steps too): each is replaced, where it stands, by the first sequence that extends it (and so on),
    /// so the order of what is covered first is kept.
    package static func withoutPrefixes(_ sequences: [[PlannedStep]]) -> [[PlannedStep]] {
        func extended(_ sequence: [PlannedStep]) -> [PlannedStep] {
            var current = sequence
            while let longer = sequences.first(where: {
                $0.count > current.count && Array($0.prefix(current.count)) == current
            }) {
                current = longer
            }
            return current
        }
        var kept: [[PlannedStep]] = []
        var seen: Set<[PlannedStep]> = []
        for sequence in sequences {
            let longest = extended(sequence)
            if seen.insert(longest).inserted { kept.append(longest) }
        }
        return kept
    }
}
