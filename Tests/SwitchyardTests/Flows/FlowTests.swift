import Switchyard
import Testing

@MainActor
struct FlowTests {
    @Test func aChildFlowsResultReachesItsParentAsAnEvent() {
        let store = Store(machine: Flows.appMachine)
        store.send(.start)
        #expect(store.state == .authenticating(.choose))
        store.send(.authentication(.event(.chooseRegister)))
        store.send(.authentication(.event(.registered)))
        #expect(store.state == .authenticating(.success))
        store.send(.authentication(.event(.start)))
        #expect(store.state == .main)
    }

    @Test func stepWrapsStateAndEffectsAndSendsFinished() throws {
        let step = try #require(
            Flows.authentication.step(
                from: .success, on: .start, state: AppFlowState.authenticating, event: AppFlowEvent.authentication))
        #expect(step.state == .authenticating(.done))
        #expect(step.kind == .internal)
        #expect(step.effect.actions == [.cancelStateWork(depth: 1), .send(.authentication(.finished(.registered)))])
        #expect(
            Flows.authentication.step(
                from: .choose, on: .start, state: AppFlowState.authenticating, event: AppFlowEvent.authentication)
                == nil)
        #expect(Flows.authentication.finishedResult(in: .done) == .registered)
        #expect(Flows.authentication.finishedResult(in: .choose) == nil)
        #expect(Flows.authentication.nodeDescription(for: .register) == .screen("register"))
        #expect(
            Flows.authentication.entryEffect(for: Flows.authentication.initialState, event: AppFlowEvent.authentication)
                .isNone)
    }

    @Test func childEntryActionsRunWithTheParentStepAndAreCancelledWhenTheChildMovesOn() throws {
        let machine = Machine<AuthState, AuthEvent>.table(
            initial: .choose,
            rules: [.from(.choose, on: .chooseRegister, to: .register)],
            onEnter: { state in state == .register ? .run(id: "load") { _ in } : .none })
        let flow = Flow<AuthState, AuthEvent, AuthResult>(name: "auth", machine: machine, node: { .screen("\($0)") })
        let step = try #require(
            flow.step(
                from: .choose, on: .chooseRegister, state: AppFlowState.authenticating,
                event: AppFlowEvent.authentication))
        #expect(step.effect.actions == [.cancelStateWork(depth: 1), .run(id: "load", cancelsOnExit: true)])
    }

    @Test func aFlowWithoutAResultInfersNever() {
        // No `result:` and no explicit generic arguments: the flow never finishes, so its result type is `Never`.
        let root = Flow(name: "root", machine: Flows.appMachine, node: { state in .screen("\(state)") })
        #expect(type(of: root) == Flow<AppFlowState, AppFlowEvent, Never>.self)
        #expect(root.finishedResult(in: .main) == nil)
        // Spelling `Never` out still compiles and picks the same initializer.
        let spelled = Flow<AppFlowState, AppFlowEvent, Never>(
            name: "root", machine: Flows.appMachine, node: { state in .screen("\(state)") })
        #expect(spelled.graph() == root.graph())
    }

    @Test func theFlowTreeIsListedAsAGraph() throws {
        let graph = Flows.app.graph()
        #expect(graph.title == "app")
        #expect(
            graph.states.map(\.id) == [
                "welcome", "authentication", "authentication.choose", "authentication.register",
                "authentication.success", "authentication.done", "main",
            ])
        #expect(graph.initialStateIDs() == ["welcome"])
        #expect(graph.state(named: "authentication")?.kind == .composite)
        #expect(graph.state(named: "authentication.register")?.parent == "authentication")
        #expect(graph.state(named: "authentication.register")?.longName == "register")
        #expect(graph.initialStateIDs(in: "authentication") == ["authentication.choose"])
        #expect(graph.finalStates == ["authentication.done"])
        #expect(graph.childStates(of: "authentication").count == 4)
        #expect(
            graph.transitions == [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("welcome")),
                GraphTransition(
                    from: .initial(scope: "authentication", region: 0), to: .state("authentication.choose"),
                    scope: "authentication"),
                GraphTransition(
                    from: .state("authentication.choose"), to: .state("authentication.register"),
                    label: "chooseRegister", scope: "authentication"),
                GraphTransition(
                    from: .state("authentication.register"), to: .state("authentication.success"),
                    label: "registered", scope: "authentication"),
                GraphTransition(
                    from: .state("authentication.register"), to: .state("authentication.choose"), label: "cancel",
                    scope: "authentication"),
                GraphTransition(
                    from: .state("authentication.success"), to: .state("authentication.done"), label: "start",
                    scope: "authentication"),
                GraphTransition(
                    from: .state("authentication.done"), to: .final(scope: "authentication", region: 0),
                    scope: "authentication"),
                GraphTransition(from: .state("welcome"), to: .state("authentication"), label: "start"),
                GraphTransition(from: .state("authentication"), to: .state("main"), label: "finished(registered)"),
                GraphTransition(from: .state("main"), to: .state("welcome"), label: "logout"),
            ])
        // The arrow from the composite `authentication` leaves every screen inside it, `done` included.
        #expect(graph.transitions(leaving: "authentication.done").compactMap(\.label) == ["finished(registered)"])
        // `done` is passed through, never rested in: the child's finishing sends the app on to `main` at once, so no
        // deep link stops there. (`check`'s structural reading of the drawing counts it reachable, through
        // `authentication`'s `[*]`; `StateGraph.path(from:to:)`, deprecated, said it was not.)
        #expect(throws: DeepLinkRejection.self) { try Flows.app.events(toReach: .authenticating(.done), from: .main) }
        #expect(try Flows.app.events(toReach: .authenticating(.success), from: .main).count == 4)
        #expect(graph.transitions(from: "welcome").map(\.to) == [.state("authentication")])
    }

    @Test func eventsToReachAStateAreFoundFromTheInitialOrTheCurrentState() throws {
        #expect(
            try Flows.app.events(toReach: .authenticating(.success))
                == [.start, .authentication(.event(.chooseRegister)), .authentication(.event(.registered))])
        #expect(
            try Flows.app.events(toReach: .main, from: .authenticating(.success)) == [.authentication(.event(.start))])
        #expect(try Flows.app.events(toReach: .welcome, from: .welcome) == [])
        #expect(throws: DeepLinkRejection.unreachable(target: "choose", from: "done")) {
            try Flows.authentication.events(toReach: .choose, from: .done)
        }
    }
}
