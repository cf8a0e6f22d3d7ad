import Switchyard
import Testing

/// The explorer moves as a store does: the events a step sends at once are taken before the user's next event, and
/// each is an arrow of the graph, even when it is not among the sample events.
@Suite(.timeLimit(.minutes(5)))
struct MachineExplorerSendsTests {
    enum Login: Hashable, Sendable { case idle, checking, signedIn, signedOut }
    enum LoginEvent: Hashable, Sendable { case start, checked(Bool), signOut }

    /// A state function: entering `checking` decides at once and sends the answer.
    static let login = Machine<Login, LoginEvent>.routing(
        initial: .idle,
        onEnter: { state in state == .checking ? .send(.checked(true)) : .none }
    ) { state, event in
        switch (state, event) {
        case (.idle, .start): .checking
        case (.checking, .checked(let ok)): ok ? .signedIn : .signedOut
        case (.signedIn, .signOut): .idle
        default: nil
        }
    }

    static func arrows(_ graph: StateGraph) -> [String] {
        graph.transitions.compactMap { arrow in
            guard case .state(let from) = arrow.from, case .state(let to) = arrow.to else { return nil }
            return "\(from) -\(arrow.label ?? "")-> \(to)"
        }
    }

    @Test func aSentEventIsAnArrowOutOfTheStateThatSendsIt() {
        let graph = MachineExplorer(Self.login, sampleEvents: [.start, .signOut]).explore()
        #expect(
            Self.arrows(graph) == [
                "idle -start-> checking", "checking -checked-> signedIn", "signedIn -signOut-> idle",
            ])
    }

    /// Sample events are tried only where a store comes to rest: `checking` is passed through, never waited in, so
    /// `signOut` tried there (which the machine ignores anyway) and `checked(false)` are not arrows out of it unless
    /// the store could be there when they arrive.
    @Test func sampleEventsAreTriedOnlyWhereTheStoreRests() {
        let graph = MachineExplorer(Self.login, sampleEvents: [.start, .checked(false), .signOut]).explore()
        #expect(!Self.arrows(graph).contains("checking -checked-> signedOut"))
        #expect(Self.arrows(graph).contains("checking -checked-> signedIn"))
    }

    /// One rule with flows: a sample event that a step sends is the store's, not the user's, so it is not tried on
    /// its own where the store rests (here `idle`, which would take it), only drawn where a step sends it.
    @Test func aSampleEventTheStepsSendIsNotTriedOnItsOwn() {
        let machine = Machine<Login, LoginEvent>.routing(
            initial: .idle,
            onEnter: { state in state == .checking ? .send(.checked(true)) : .none }
        ) { state, event in
            switch (state, event) {
            case (.idle, .start): .checking
            case (.checking, .checked(let ok)), (.idle, .checked(let ok)): ok ? .signedIn : .signedOut
            case (.signedIn, .signOut): .idle
            default: nil
            }
        }
        let graph = MachineExplorer(machine, sampleEvents: [.start, .checked(true), .signOut]).explore()
        #expect(
            Self.arrows(graph) == [
                "idle -start-> checking", "checking -checked-> signedIn", "signedIn -signOut-> idle",
            ])
    }
}
