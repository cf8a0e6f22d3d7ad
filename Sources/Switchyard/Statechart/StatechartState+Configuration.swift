extension StatechartState {
    /// Makes `states`, with their ancestors, the active configuration of this value.
    ///
    /// Its use is stating an expectation: in a `TestStore`'s assertion, the configuration a step must lead to, as
    /// `$0.phase = .done` would for a plain state.
    ///
    /// ```swift
    /// await store.send(.play) { try $0.setConfiguration([.playing, .quiet]) }
    /// ```
    ///
    /// Name the active atomic states (leaves), or any states whose ancestors and descendants leave no choice:
    /// every active compound state needs exactly one active child, every active parallel state all of its regions,
    /// and exactly one top-level state is active. The chart is finished when that state is final. Nothing runs:
    /// no exit or entry action, no history is recorded, pending delayed sends are kept. A value changed this way
    /// is a valid state of the chart, so a store may start from it (``Store/init(machine:state:options:middleware:)``).
    /// - Parameter states: The active states; ancestors are implied.
    /// - Throws: ``StatechartConfigurationError`` when a state is not in the chart or is a history state, or when
    ///   the states do not form a configuration; this value is then left unchanged.
    /// - Complexity: O(*n* log *n*) in the states named and their ancestors.
    public mutating func setConfiguration(_ states: some Sequence<StateID>) throws(StatechartConfigurationError) {
        try interpreter.setConfiguration(states)
    }
}

extension StatechartInterpreter {
    /// See ``StatechartState/setConfiguration(_:)``.
    mutating func setConfiguration(_ states: some Sequence<StateID>) throws(StatechartConfigurationError) {
        let nodes = storage.nodes
        var chosen: Set<Int> = []
        for id in states {
            guard let node = storage.table.index[id] else {
                throw StatechartConfigurationError(message: "'\(id)' is not a state of the chart")
            }
            if case .history = nodes[node].kind {
                throw StatechartConfigurationError(message: "'\(id)' is a history state, which is never active")
            }
            var ancestor = node
            while ancestor > 0, chosen.insert(ancestor).inserted { ancestor = nodes[ancestor].parent }
        }
        func name(_ node: Int) -> String { nodes[node].id.map { "'\($0)'" } ?? "the chart" }
        func names(_ list: [Int]) -> String { list.map(name).joined(separator: ", ") }
        for node in [0] + chosen.sorted() {
            let children = nodes[node].children
            let active = children.filter(chosen.contains)
            switch nodes[node].kind {
            case .parallel:
                let missing = children.filter { !chosen.contains($0) }
                guard missing.isEmpty else {
                    throw StatechartConfigurationError(
                        message:
                            "parallel state \(name(node)) has all its regions active; \(names(missing)) is not given")
                }
            case .compound:
                let what = node == 0 ? "top-level state" : "child"
                if active.count > 1 {
                    throw StatechartConfigurationError(
                        message:
                            "\(name(node)) has one active \(what), but \(names(active)) are given")
                }
                if active.isEmpty {
                    throw StatechartConfigurationError(
                        message:
                            "\(name(node)) needs one active \(what); give one of \(names(children))")
                }
            default:
                continue
            }
        }
        var configuration = StatechartConfiguration<StateID>(table: storage.table)
        for node in chosen { configuration.insert(node) }
        active = configuration
        let top = chosen.first { nodes[$0].parent == 0 }
        status.running = status.hasStarted && top.map { nodes[$0].kind != .final } ?? false
    }
}
