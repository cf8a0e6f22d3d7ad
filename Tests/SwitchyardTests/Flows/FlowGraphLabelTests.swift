import Testing

@testable import Switchyard

/// A payload type whose description Swift qualifies with this test module's name.
struct SignedInAccount: Hashable, Sendable {
    let email: String
}

enum SignInEvent: Hashable, Sendable {
    case succeeded(SignedInAccount)
}

/// Issue 23 item 4: flow graphs read as Swift is written, and a sample event the steps send themselves is neither
/// drawn twice nor taken by a deep link.
struct FlowGraphLabelTests {
    @Test func theDefaultLabelDropsModuleAndTypeQualifiers() {
        let event = SignInEvent.succeeded(SignedInAccount(email: "Ada.Lovelace@Example.Com"))
        #expect(String(describing: event).contains("SwitchyardTests.SignedInAccount"))
        #expect(
            DefaultNames.unqualifiedDescription(of: event)
                == #"succeeded(SignedInAccount(email: "Ada.Lovelace@Example.Com"))"#)
        #expect(DefaultNames.unqualifiedDescription(of: 3.25) == "3.25")
        #expect(DefaultNames.unqualifiedDescription(of: "A.B") == "A.B")
        #expect(
            DefaultNames.unqualifiedDescription(of: "open https://Example.Com/Path.Html")
                == "open https://Example.Com/Path.Html")
        #expect(DefaultNames.unqualified("Outer.Inner.Leaf<Module.T>(x: 1)") == "Leaf<T>(x: 1)")
        #expect(
            DefaultNames.unqualifiedDescription(of: Optional(SignedInAccount(email: #"a"\"B.C"#)))
                == #"Optional(SignedInAccount(email: "a\"\\\"B.C"))"#)

        let machine = Machine<Int, SignInEvent>.stepping(initial: 0) { state, _ in state == 0 ? Step(1) : nil }
        let flow = Flow<Int, SignInEvent, Never>(
            name: "sign-in", machine: machine, events: [event], node: { .screen("s\($0)") })
        let labels = flow.graph().transitions.compactMap(\.label)
        #expect(labels == [#"succeeded(SignedInAccount(email: "Ada.Lovelace@Example.Com"))"#])
    }

    /// The app flow of FlowFixtures, with the child's `.finished` listed among the sample events, as the
    /// ComposingFlows article's own sample lists it.
    static let appListingFinished = Flow<AppFlowState, AppFlowEvent, Never>(
        name: "app", machine: Flows.appMachine,
        events: [.start, .logout, .authentication(.finished(.registered))]
            + AuthEvent.allCases.map { .authentication(.event($0)) },
        node: { state in
            switch state {
            case .welcome: .screen("welcome")
            case .authenticating: .flow(Flows.authentication.graph())
            case .main: .screen("main")
            }
        })

    @Test func aFinishedEventAmongTheSamplesIsDrawnOnceAsPartOfTheArrowThatSendsIt() {
        let graph = Self.appListingFinished.graph()
        let intoMain = graph.transitions.filter { $0.to == .state("main") }
        #expect(intoMain.count == 1)
        #expect(intoMain.first?.label == "authentication(finished(registered))")
        #expect(Flows.app.graph().transitions.filter { $0.to == .state("main") }.count == 1)
    }

    @Test func aDeepLinkPassesThroughTheScreenThatSendsTheFinishedEvent() throws {
        let events = try Self.appListingFinished.events(toReach: .main)
        #expect(
            events == [
                .start, .authentication(.event(.chooseRegister)), .authentication(.event(.registered)),
                .authentication(.event(.start)),
            ])
        #expect(!events.contains(.authentication(.finished(.registered))))
    }
}
