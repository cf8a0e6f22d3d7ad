import Switchyard
import Testing

/// The snippets of the core DocC articles *Tables or routing functions?* and *The statechart engine*, and of the
/// statechart doc comments, as written there (each article's types in its own namespace).
enum TablesArticle {
    enum Onboarding: Hashable, Sendable {
        case root, checkingLogin, showingTutorialModal, showingLoginModal, finish
    }
    enum OnboardingEvent: Hashable, Sendable { case next, login, notLogin, tappedLogin, tappedNoLogin, tappedOk }

    static let onboarding = Machine<Onboarding, OnboardingEvent>.table(
        initial: .root,
        rules: [
            .from(.root, on: .next, to: .checkingLogin),
            .from(.checkingLogin, on: .login, to: .showingTutorialModal),
            .from(.checkingLogin, on: .notLogin, to: .showingLoginModal),
            .from(.showingLoginModal, on: .tappedLogin, to: .showingTutorialModal),
            .from(.showingLoginModal, on: .tappedNoLogin, to: .finish),
            .from(.showingTutorialModal, on: .tappedOk, to: .finish),
        ])

    enum SaveResult: Hashable, Sendable { case success, failure(String) }
    enum Edit: Hashable, Sendable { case editing, confirming, saving, saved(SaveResult) }
    enum EditEvent: Hashable, Sendable { case save, confirm(Bool), finishSave(SaveResult), shownResult }

    static let edit = Machine<Edit, EditEvent>.routing(initial: .editing) { state, event in
        switch (state, event) {
        case (.editing, .save): .confirming
        case (.confirming, .confirm(let ok)): ok ? .saving : .editing
        case (.saving, .finishSave(let result)): .saved(result)
        case (.saved, .shownResult): .editing
        default: nil
        }
    }
}

enum EngineArticle {
    enum Player: Hashable, Sendable { case off, on, transport, stopped, playing, resume, volume, quiet, loud }
    enum Input: Hashable, Sendable { case power, play, stop, louder }

    static func player() throws -> Statechart<Player, Input, Int> {
        try Statechart<Player, Input, Int>(
            initial: .off,
            [
                .atomic(.off, [.on(.power, to: .resume)]),
                .parallel(
                    .on,
                    [
                        .compound(
                            .transport, initial: .stopped,
                            [
                                .atomic(.stopped, [.on(.play, to: .playing, action: { $0.context += 1 })]),
                                .atomic(.playing, [.on(.stop, to: .stopped)]),
                                .history(.resume, default: .stopped),
                            ]),
                        .compound(
                            .volume,
                            [
                                .atomic(.quiet, [.on(.louder, to: .loud)]),
                                .atomic(.loud),
                            ]),
                        .on(.power, to: .off),
                    ]),
            ])
    }

    /// "Work tied to states".
    enum Screen: Hashable, Sendable { case loading, showing }
    enum ScreenEvent: Hashable, Sendable { case loaded }
    actor Catalog {
        private(set) var refreshes = 0
        func refresh() throws { refreshes += 1 }
    }
    static let catalog = Catalog()

    static func loading() throws -> Statechart<Screen, ScreenEvent, Int> {
        try Statechart<Screen, ScreenEvent, Int>(
            initial: .loading,
            [
                .atomic(
                    .loading,
                    [
                        .onEntry { scope in
                            scope.perform(
                                .run { context in
                                    try await catalog.refresh()
                                    await context.send(.loaded)
                                })
                        },
                        .on(.loaded, to: .showing),
                    ]),
                .atomic(.showing),
            ])
    }

    /// "Work tied to states": an event with a payload, matched by a pattern.
    enum ListEvent: Hashable, Sendable { case loaded([String]) }
    static func list() throws -> Statechart<Screen, ListEvent, [String]> {
        try Statechart<Screen, ListEvent, [String]>(
            initial: .loading,
            [
                .atomic(
                    .loading,
                    [
                        .on(
                            matching: .event("loaded", where: { if case .loaded = $0 { true } else { false } }),
                            to: .showing,
                            action: { scope in
                                if case .loaded(let items) = scope.event { scope.context = items }
                            })
                    ]),
                .atomic(.showing),
            ])
    }

    /// The chart of `Statechart`'s doc comment, run by `Statechart.machine(context:)`'s.
    enum PlayerState: Hashable, Sendable { case off, on, stopped, playing, resume }
    enum PlayerEvent: Hashable, Sendable { case power, play, stop }
    static func chart() throws -> Statechart<PlayerState, PlayerEvent, Int> {
        try Statechart<PlayerState, PlayerEvent, Int>(
            initial: .off,
            [
                .atomic(.off, [.on(.power, to: .on)]),
                .compound(
                    .on, initial: .stopped,
                    [
                        .atomic(.stopped, [.on(.play, to: .playing)]),
                        .atomic(.playing, [.on(.stop, to: .stopped)]),
                        .history(.resume),
                        .on(.power, to: .off),
                    ]),
            ])
    }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ArticleExamplesTests {
    @Test func theTablesArticlesMachinesAnswerAsDescribed() {
        let onboarding = TablesArticle.onboarding
        #expect(onboarding.table?.rules.count == 6)
        #expect(onboarding.state(after: [.next, .notLogin, .tappedNoLogin]) == .finish)
        #expect(onboarding.nextState(from: .root, on: .tappedOk) == nil)
        let edit = TablesArticle.edit
        #expect(edit.nextState(from: .confirming, on: .confirm(false)) == .editing)
        #expect(edit.nextState(from: .saving, on: .finishSave(.failure("offline"))) == .saved(.failure("offline")))
    }

    @Test func anExploredRoutingFunctionNamesEventsByCaseUnlessToldOtherwise() {
        typealias EditEvent = TablesArticle.EditEvent
        let edit = TablesArticle.edit
        let events: [EditEvent] = [.save, .confirm(true), .confirm(false), .finishSave(.success), .shownResult]
        let byCase = edit.graph(name: "edit", events: events)
        #expect(byCase.transitions(from: "confirming").map(\.label) == ["confirm", "confirm"])
        #expect(Set(byCase.transitions(from: "confirming").map(\.to)) == [.state("saving"), .state("editing")])
        let byValue = MachineExplorer(edit, sampleEvents: events, eventName: { "\($0)" }).explore()
        #expect(byValue.transitions(from: "confirming").map(\.label) == ["confirm(true)", "confirm(false)"])
        // A table of the same flow labels its arrows the same way.
        let table = Machine<TablesArticle.Edit, EditEvent>.table(
            initial: .editing,
            rules: [
                .from(.confirming, on: .confirm(true), to: .saving),
                .from(.confirming, on: .confirm(false), to: .editing),
            ])
        #expect(
            table.graph(name: "edit").transitions(from: "confirming").map(\.label) == [
                "confirm(true)", "confirm(false)",
            ])
    }

    @Test func theHostDeliversADelayedSendByItsToken() throws {
        enum Door: Hashable, Sendable { case opened, locked }
        enum DoorEvent: Hashable, Sendable { case close, timeout }
        let chart = try Statechart<Door, DoorEvent, Int>(
            initial: .opened,
            [
                .atomic(.opened, [.on(.close, to: .locked)]),
                .atomic(
                    .locked,
                    [
                        .onEntry { $0.send(.timeout, after: .seconds(5), id: "auto") },
                        .on(.timeout, to: .opened),
                    ]),
            ])
        var interpreter = StatechartInterpreter(chart, context: 0)
        interpreter.start()
        let step = interpreter.send(.close)
        #expect(step.scheduled.map(\.delay) == [.seconds(5)])
        for send in step.scheduled {  // each one after send.delay on the host's clock
            interpreter.deliver(send.token)
        }
        #expect(interpreter.configuration.atomicStates == [.opened])
    }

    @Test func theInterpreterGoesWhereTheArticleSays() throws {
        var interpreter = StatechartInterpreter(try EngineArticle.player(), context: 0)
        interpreter.start()
        #expect(interpreter.configuration.atomicStates == [.off])
        interpreter.send(.power)
        #expect(interpreter.configuration.atomicStates == [.stopped, .quiet])
        interpreter.send(.play)
        #expect(interpreter.configuration.atomicStates == [.playing, .quiet])
        #expect(interpreter.context == 1)
        interpreter.send(.power)
        #expect(interpreter.configuration.atomicStates == [.off])
        interpreter.send(.power)
        #expect(interpreter.configuration.atomicStates == [.playing, .quiet])  // history restored playback
        var printed: [String] = []
        for state in interpreter.configuration {
            switch state {
            case .playing: printed.append("playing")
            default: break
            }
        }
        #expect(printed == ["playing"])
    }

    @Test func aStoreRunsTheChartAndListsWhatPowerExitedAndEntered() throws {
        let store = Store(machine: try EngineArticle.player().machine(context: 0))
        store.send(.power)
        #expect(store.state.configuration.contains(.on))
        let microsteps = store.state.lastMacrostep.microsteps
        #expect(microsteps.flatMap(\.exited) == [.off])
        #expect(microsteps.flatMap(\.entered) == [.on, .transport, .stopped, .volume, .quiet])
    }

    @Test func workAskedForOnEntryRunsAndItsEventMovesTheChart() async throws {
        let before = await EngineArticle.catalog.refreshes
        let store = Store(machine: try EngineArticle.loading().machine(context: 0))
        store.start()
        await store.waitForEffects()
        #expect(store.state.configuration.atomicStates == [.showing])
        #expect(await EngineArticle.catalog.refreshes == before + 1)
    }

    @Test func anEventWithAPayloadIsMatchedByAPattern() throws {
        var interpreter = StatechartInterpreter(try EngineArticle.list(), context: [])
        interpreter.start()
        interpreter.send(.loaded(["a", "b"]))
        #expect(interpreter.configuration.atomicStates == [.showing])
        #expect(interpreter.context == ["a", "b"])
        // The label names the arrow in a drawing of the chart (what a pattern matches, events only and never
        // `done`, is the engine's: StatechartEventTests).
        #expect(try EngineArticle.list().graph().transitions(from: "loading").map(\.label) == ["loaded"])
    }

    @Test func theStatechartDocCommentsChartStartsStoppedOnPower() throws {
        let chart = try EngineArticle.chart()
        let store = Store(machine: chart.machine(context: 0))
        store.send(.power)
        #expect(store.state.configuration.contains(.stopped))
        #expect(!store.state.configuration.contains(.playing))
    }
}
