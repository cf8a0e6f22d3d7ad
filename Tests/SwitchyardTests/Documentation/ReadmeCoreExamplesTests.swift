import Foundation
import Switchyard
import SwitchyardFixtures
import Testing

/// The README's and the core DocC articles' snippets that `DocumentationExampleTests` does not cover, written as
/// there (completed minimally) and checked against what the text says they do.
enum ReadmeCore {
    /// README, "Effects are data": the machine of the Machines section with a saving effect.
    actor Saver {
        private(set) var saves = 0
        func save() { saves += 1 }
    }
    static let saver = Saver()

    static let saving = Machine<Edit, EditEvent>.stepping(initial: .editing) { state, event in
        switch (state, event) {
        case (.editing, .save): Step(.confirming)
        case (.confirming, .confirm(true)):
            Step(
                .saving,
                effect: .run(id: "save") { context in  // run after .saving is committed
                    await saver.save()  // your async work
                    await context.send(.finishSave)
                })
        case (.saving, .finishSave): Step(.saved)
        default: nil
        }
    }

    /// README, "Middleware" and "Scoping".
    struct Registration: Equatable, Sendable { var email = "" }
    struct AppState: Equatable, Sendable {
        var registration = Registration()
        var launches = 0
    }
    enum RegistrationEvent: Sendable { case email(String) }
    enum AppEvent: Sendable {
        case launch
        case registration(RegistrationEvent)
    }
    /// README, "Middleware": a middleware kept in a static, shared by stores (it is `Sendable`).
    static let launchCounter = Middleware<AppState, AppEvent> { context, event, next in
        next(event)
        if case .launch = event, context.state.launches > 1 { context.send(.registration(.email(""))) }
    }

    static let app = Machine<AppState, AppEvent>.reducer(initial: AppState()) { state, event in
        switch event {
        case .launch: state.launches += 1
        case .registration(.email(let email)): state.registration.email = email
        }
        return .none
    }

    /// README, "Any actor".
    enum Turnstile: Hashable, Sendable { case locked, unlocked }
    enum TurnstileEvent: Hashable, Sendable { case coin, push }
    static let turnstile = Machine<Turnstile, TurnstileEvent>.table(
        initial: .locked,
        rules: [
            .from(.locked, on: .coin, to: .unlocked),
            .from(.unlocked, on: .push, to: .locked),
        ])

    // swift-format-ignore
    actor RequestWorker {
        private var flows: [ActorStore<Turnstile, TurnstileEvent>] = []

        func open() {
            flows.append(ActorStore(machine: turnstile, runningOn: self))   // shares this actor's executor
        }

        func coin() {
            for flow in flows { flow.assumeIsolated { $0.send(.coin) } }   // same executor: no hop, no await
        }

        func handle() async {
            for flow in flows { await flow.send(.push) }   // in an async method: same executor, so no suspension
        }
    }

    /// README, "Navigation": a screen whose state embeds its navigation.
    struct ScreenB: Hashable, Sendable {}
    enum ScreenARoute: Hashable, Sendable { case b(ScreenB) }
    enum ScreenAAlert: AlertKind {
        case networkError
        var alertState: AlertState<ScreenAEvent> {
            AlertState(title: "Network error", buttons: [.cancel("OK", event: .navigation(.dismissAlert))])
        }
    }
    struct ScreenAState: Hashable, Sendable {
        var navigation = NavigationState<ScreenARoute, Never, ScreenAAlert>()
    }
    enum ScreenAEvent: Hashable, Sendable {
        case navigation(NavigationEvent<ScreenARoute, Never, ScreenAAlert>)
    }
    static let screenA = Machine<ScreenAState, ScreenAEvent>.reducer(initial: ScreenAState()) { state, event in
        switch event {
        case .navigation(let request): state.navigation.apply(request)
        }
        return .none
    }

    /// README, deep links: the register flow, shared with the diagrams tests as SwitchyardFixtures' `RegisterFlow`.
    static let registerFlow = RegisterFlow.flow
    enum Route: String, Hashable, Sendable { case register, success }
}

extension ReadmeCore.RequestWorker {
    func states() -> [ReadmeCore.Turnstile] { flows.map { flow in flow.assumeIsolated { $0.state } } }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ReadmeCoreExamplesTests {
    @Test func theSavingEffectRunsAfterTheStateIsCommittedAndSendsFinishSave() async {
        let store = Store(machine: ReadmeCore.saving)
        let before = await ReadmeCore.saver.saves
        var seen: [String] = []
        let token = store.onTransition { seen.append("\($0)") }
        store.send(.save)
        store.send(.confirm(true))
        #expect(store.state == .saving)
        #expect(ReadmeCore.saving.transition(from: .confirming, on: .confirm(true))?.effect.actions.count == 1)
        await store.waitForEffects()
        #expect(store.state == .saved)
        #expect(await ReadmeCore.saver.saves == before + 1)
        #expect(seen.last == "saving --finishSave--> saved")
        token.cancel()
    }

    /// README, "Notifications": a sequence made before the send delivers it; one made after it waits for the next.
    @Test func aTransitionsSequenceDeliversWhatHappensAfterItIsMade() async {
        let store = Store(machine: edit)
        let transitions = store.transitions  // delivers what happens from here on: make it before sending
        let printed = Task { @MainActor in
            for await transition in transitions { return "\(transition)" }
            return ""
        }
        store.send(.save)  // the task prints: editing --save--> confirming
        #expect(await printed.value == "editing --save--> confirming")

        let late = store.transitions  // made after .save: it does not hold it
        let next = Task { @MainActor in
            for await transition in late { return "\(transition)" }
            return ""
        }
        store.send(.confirm(true))
        #expect(await next.value == "confirming --confirm(true)--> saving")
    }

    /// README, "Navigation": a flow whose machine is not a table is explored with the `events:` it is given.
    @Test func aFlowOverARoutingMachineIsExploredWithItsEvents() throws {
        let events: [EditEvent] = [.save, .confirm(true), .confirm(false), .finishSave, .shownResult]
        let unexplored = Flow(name: "edit", machine: edit, node: { .screen("\($0)") })
        #expect(unexplored.graph().states.map(\.id) == ["editing"])
        #expect(unexplored.graph().truncation == nil)
        let explored = Flow(name: "edit", machine: edit, events: events, node: { .screen("\($0)") })
        #expect(explored.graph().states.map(\.id) == ["editing", "confirming", "saving", "saved"])
        #expect(try explored.events(toReach: .saved) == [.save, .confirm(true), .finishSave])
        let table = Flow(name: "edit", machine: editTable, node: { .screen("\($0)") })
        #expect(table.graph().states.count == 4)
    }

    /// README, the quick start's `Package.swift`: the platforms it tells users to declare are the package's own, and
    /// its tools version is the manifest's.
    @Test func theReadmesPackageManifestNamesThePackagesPlatforms() throws {
        let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("../../..")
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        func platforms(in text: String) -> [String] {
            guard let start = text.range(of: "platforms: [")?.upperBound,
                let end = text[start...].firstIndex(of: "]")
            else { return [] }
            return text[start..<end].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { !$0.isEmpty }
        }
        #expect(!platforms(in: manifest).isEmpty)
        #expect(platforms(in: readme) == platforms(in: manifest))
        let toolsVersion = try #require(manifest.split(separator: "\n").first)
        #expect(readme.contains(String(toolsVersion)))
    }

    /// README, "Navigation": `events(toReach:)` finds states a store comes to rest in; a child's final state, which
    /// its `finished` event leaves at once, is passed through and so is not a target.
    @Test func aChildsFinalStateIsPassedThroughNotReached() throws {
        let child = Flow(
            name: "child",
            machine: Machine<Edit, EditEvent>.table(
                initial: .editing,
                rules: [.from(.editing, on: .save, to: .confirming), .from(.confirming, on: .finishSave, to: .saved)]),
            node: { .screen("\($0)") },
            result: { $0 == .saved ? 1 : nil })
        enum Parent: Hashable, Sendable { case child(Edit), done(Int) }
        enum ParentEvent: Hashable, Sendable { case child(FlowEvent<EditEvent, Int>) }
        let parent = Flow(
            name: "parent",
            machine: Machine<Parent, ParentEvent>.stepping(initial: .child(.editing)) { state, event in
                switch (state, event) {
                case (.child(let inner), .child(.event(let innerEvent))):
                    child.step(from: inner, on: innerEvent, state: { Parent.child($0) }, event: ParentEvent.child)
                case (.child, .child(.finished(let value))): Step(.done(value))
                default: nil
                }
            },
            events: [.child(.event(.save)), .child(.event(.finishSave))],
            node: { state in
                switch state {
                case .child: .flow(child.graph())
                case .done: .screen("done")
                }
            })
        #expect(try parent.events(toReach: .done(1)) == [.child(.event(.save)), .child(.event(.finishSave))])
        #expect(throws: DeepLinkRejection.self) { try parent.events(toReach: .child(.saved)) }
        let store = Store(machine: parent.machine)
        var passed: [Parent] = []
        let token = store.onTransition { passed.append($0.to) }
        store.send(.child(.event(.save)))
        store.send(.child(.event(.finishSave)))
        #expect(passed == [.child(.confirming), .child(.saved), .done(1)])
        token.cancel()
    }

    @Test func middlewareSeesTheEventBeforeAndTheStateAfter() {
        var printed: [String] = []
        let logging = Middleware<ReadmeCore.AppState, ReadmeCore.AppEvent> { context, event, next in
            printed.append("→ \(event)")
            next(event)  // omit to drop the event, or pass another one
            printed.append("state: \(context.state.launches)")
        }
        let store = Store(machine: ReadmeCore.app, middleware: [logging])
        store.send(.launch)
        #expect(printed == ["→ launch", "state: 1"])
    }

    @Test func aScopedStoreReadsAndSendsThroughItsParent() {
        let store = Store(machine: ReadmeCore.app)
        var rendered: [String] = []
        let token = store.subscribe(to: \.registration, initial: .changesOnly) { rendered.append($0.email) }
        let registration = store.scope(state: \.registration, event: ReadmeCore.AppEvent.registration)
        registration.send(.email("ada@example.com"))
        store.send(.launch)  // does not change the registration: no render
        #expect(registration.state.email == "ada@example.com")
        #expect(store.state.registration == registration.state)
        #expect(rendered == ["ada@example.com"])
        token.cancel()
    }

    @Test func theEventLogReplaysToTheSameState() throws {
        let store = Store(machine: edit, options: StoreOptions(eventLogCapacity: 1_000))
        for event: EditEvent in [.save, .confirm(true), .finishSave] { store.send(event) }
        let log = try #require(store.eventLog)
        #expect(edit.replay(log) == store.state)
        #expect(store.state == .saved)
    }

    @Test func aMiddlewareInAStaticIsSharedByStores() {
        let first = Store(machine: ReadmeCore.app, middleware: [ReadmeCore.launchCounter])
        let second = Store(machine: ReadmeCore.app, middleware: [ReadmeCore.launchCounter])
        first.send(.registration(.email("ada@example.com")))
        first.send(.launch)
        first.send(.launch)
        second.send(.registration(.email("ada@example.com")))
        second.send(.launch)
        #expect(first.state.registration.email == "")
        #expect(second.state.registration.email == "ada@example.com")
    }

    @Test func storesOnAWorkersExecutorAreSentToWithoutAHop() async {
        let worker = ReadmeCore.RequestWorker()
        await worker.open()
        await worker.open()
        await worker.coin()
        #expect(await worker.states() == [.unlocked, .unlocked])
        await worker.handle()
        #expect(await worker.states() == [.locked, .locked])
    }

    @Test func theRouterPushesAndShowsTheSingleAlert() {
        let store = Store(machine: ReadmeCore.screenA)
        let screen = ReadmeCore.ScreenB()
        let router = store.router(for: \.navigation, event: ReadmeCore.ScreenAEvent.navigation)
        router.send(.push(.b(ReadmeCore.ScreenB())))  // push B
        router.send(.showAlert(.networkError))  // the single alert slot
        #expect(router.isActive(.b(screen)))  // what the view binds to
        #expect(store.state.navigation.stack.routes == [.b(screen)])
        #expect(router.state.alert?.alertState.title == "Network error")
        #expect(router == store.router(for: \.navigation, event: ReadmeCore.ScreenAEvent.navigation))
    }

    @Test func aDeepLinkResolvesToItsStackOrIsRejected() throws {
        let registerFlow = ReadmeCore.registerFlow
        #expect(type(of: registerFlow) == Flow<RegisterFlow.Screen, RegisterFlow.ScreenEvent, Never>.self)
        #expect(try registerFlow.events(toReach: .success) == [.chooseRegister, .registered])
        let resolver = DeepLinkResolver<ReadmeCore.Route>(
            graph: registerFlow.graph(), root: "welcome", schemes: ["myapp"],
            node: { route in "\(route)" },  // the graph node a route shows
            route: { components, _ in components.popFirst().flatMap(ReadmeCore.Route.init(rawValue:)) })
        #expect(
            try resolver.stack(for: #require(URL(string: "myapp://open/register/success")))
                == RouteStack([.register, .success]))
        #expect(throws: DeepLinkRejection.unreachable(target: "success", from: "welcome")) {
            try resolver.stack(for: DeepLink(parsing: "myapp://open/success"))
        }
    }
}
