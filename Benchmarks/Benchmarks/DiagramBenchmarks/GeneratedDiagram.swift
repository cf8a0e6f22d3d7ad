import Synchronization

/// PlantUML state diagrams generated for the `check` benchmarks.
enum GeneratedDiagram {
    private static let cache = Mutex<[Int: [UInt8]]>([:])

    /// A diagram of `states` states `s0…`, each with ten labelled arrows `e0…e9`: `e0` goes to the next state (so
    /// every state is reachable and none is a dead end), the others to states spread over the whole diagram.
    static func plantUML(states: Int) -> [UInt8] {
        cache.withLock { cache in
            if let existing = cache[states] { return existing }
            let text = generate(states: states)
            cache[states] = text
            return text
        }
    }

    private static func generate(states: Int) -> [UInt8] {
        var text = "@startuml\n[*] --> s0\n"
        text.reserveCapacity(states * 10 * 24)
        for state in 0..<states {
            for event in 0..<10 {
                let target = event == 0 ? (state + 1) % states : (state &* 7 &+ event &* 7_919) % states
                text += "s\(state) --> s\(target) : e\(event)\n"
            }
        }
        text += "@enduml\n"
        return Array(text.utf8)
    }
}
