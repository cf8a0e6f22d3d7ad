import Switchyard
import Testing

/// A flow explored to one of its limits (10,000 states; 64 sends followed in one move) says so: its graph's
/// `truncation` names the limit, and a deep link that was not found before the search stopped is
/// `stoppedAtLimit`, not `unreachable`.
struct FlowTruncationTests {
    enum Tick: Hashable, Sendable { case tick }

    /// Counts up without end on one screen.
    static let counter = Flow<Int, Tick, Never>(
        name: "counter", machine: .routing(initial: 0) { count, _ in count + 1 }, events: [.tick],
        node: { _ in .screen("counting") })
    /// Counts from 0 to 9 and stops.
    static let shortCounter = Flow<Int, Tick, Never>(
        name: "short", machine: .routing(initial: 0) { count, _ in count < 9 ? count + 1 : nil }, events: [.tick],
        node: { count in .screen("\(count)") })

    enum Ping: Hashable, Sendable { case idle, ping, pong }
    enum PingEvent: Hashable, Sendable { case start, go }

    /// Entering `ping` or `pong` sends `go`, which moves to the other: the sends of `start` never settle.
    static let pingPong = Flow<Ping, PingEvent, Never>(
        name: "pingPong",
        machine: .routing(initial: .idle, onEnter: { state in state == .idle ? .none : .send(.go) }) { state, event in
            switch (state, event) {
            case (.idle, .start): .ping
            case (.ping, .go): .pong
            case (.pong, .go): .ping
            default: nil
            }
        },
        events: [.start], node: { state in .screen("\(state)") })

    static let stateReason = "state limit reached: 10000 states explored, more are reachable"
    static let sendReason = "send limit reached: a move's sends were followed for 64 events and did not settle"

    @Test func aFlowWithMoreStatesThanTheLimitSaysItsGraphWasCut() {
        #expect(Self.counter.graph().truncation == Self.stateReason)
        #expect(Self.shortCounter.graph().truncation == nil)
    }

    @Test func aTargetBeyondTheLimitIsNotCalledUnreachable() throws {
        #expect(throws: DeepLinkRejection.stoppedAtLimit(target: "20000", from: "0", reason: Self.stateReason)) {
            try Self.counter.events(toReach: 20_000)
        }
        // Within the limit the search still finds the way.
        #expect(try Self.counter.events(toReach: 3) == [.tick, .tick, .tick])
        // A search that explored everything says unreachable.
        #expect(throws: DeepLinkRejection.unreachable(target: "42", from: "0")) {
            try Self.shortCounter.events(toReach: 42)
        }
        let rejection = DeepLinkRejection.stoppedAtLimit(target: "20000", from: "0", reason: Self.stateReason)
        #expect(rejection.description == "20000 was not reached from 0 before the search stopped (\(Self.stateReason))")
    }

    @Test func sendsThatNeverSettleCutTheFlowsGraphAndItsSearch() {
        let graph = Self.pingPong.graph()
        #expect(graph.truncation == Self.sendReason)
        // Each step of the cut move is drawn, so the states it passes through are nodes; the search goes no further.
        #expect(graph.states.map(\.id) == ["idle", "ping", "pong"])
        #expect(throws: DeepLinkRejection.stoppedAtLimit(target: "pong", from: "idle", reason: Self.sendReason)) {
            try Self.pingPong.events(toReach: .pong)
        }
    }

    /// A child flow cut short cuts its parent: the parent's graph holds the child's.
    @Test func aParentWhoseChildChainNeverSettlesSaysItWasCut() {
        enum Parent: Hashable, Sendable { case home, child }
        enum ParentEvent: Hashable, Sendable { case open }
        let child = Self.pingPong.graph()
        let parent = Flow<Parent, ParentEvent, Never>(
            name: "parent", machine: .routing(initial: .home) { state, _ in state == .home ? .child : nil },
            events: [.open], node: { state in state == .home ? .screen("home") : .flow(child) })
        #expect(parent.graph().truncation == "child flow pingPong: " + Self.sendReason)
        let complete = Flow<Parent, ParentEvent, Never>(
            name: "parent", machine: .routing(initial: .home) { state, _ in state == .home ? .child : nil },
            events: [.open], node: { state in state == .home ? .screen("home") : .flow(Self.shortCounter.graph()) })
        #expect(complete.graph().truncation == nil)
    }

    @Test func aResolverOverACutGraphSaysTheLinkWasBeyondTheCut() throws {
        let resolver = DeepLinkResolver<String>(
            graph: Self.pingPong.graph(), root: "idle", node: { $0 }, route: { components, _ in components.popFirst() })
        #expect(throws: DeepLinkRejection.stoppedAtLimit(target: "pong", from: "idle", reason: Self.sendReason)) {
            try resolver.stack(forRoutes: ["pong"])
        }
        #expect(try resolver.stack(forRoutes: ["ping"]).routes == ["ping"])
        let complete = DeepLinkResolver<String>(
            graph: Self.shortCounter.graph(), root: "0", node: { $0 }, route: { components, _ in components.popFirst() }
        )
        #expect(throws: DeepLinkRejection.unreachable(target: "2", from: "0")) { try complete.stack(forRoutes: ["2"]) }
        #expect(throws: DeepLinkRejection.unknownNode("x")) { try complete.stack(forRoutes: ["x"]) }
    }
}
