import RegistrationExample
import Switchyard
import Testing

/// The registration app twice, for FlowChartAgreementTests: as the example's nested flows (``AppFlow`` hosting
/// ``AuthenticationFlow``), and as a statechart in which the authentication flow is a compound state. The two share
/// the example's data decisions (``RegistrationMachine``); what differs is only how nesting is run: the flow's store
/// with ``Flow/step(from:on:state:event:)``, the chart with the statechart engine.
///
/// Every state of both holds work tied to it, named after the state, that runs until it is cancelled.
enum RegistrationAgreement {
    static let account = Account(email: "ada@example.com")

    /// The events a sequence is made of: every event of the app, with one or two payloads each.
    static let alphabet: [AppEvent] = [
        .start, .welcomeTimedOut, .chooseRegister,
        .registration(.submit(Credentials(email: "ada@example.com", password: "lovelace1815"))),
        .registration(.submit(Credentials(email: "ada", password: ""))),
        .registration(.succeeded(account)), .registration(.failed(.server(status: 500))), .registration(.cancel),
        .startMain, .authentication(.finished(account)), .showAlert(.offline("down")), .dismissAlert,
    ]

    /// Work tied to a state: runs until the state is left.
    static func held<Event>(_ name: String) -> Effect<Event> {
        .run(id: EffectID(name)) { _ in try await Task.sleep(for: .seconds(3_600)) }
    }

    /// Work an exit action starts, which ends at once: the log shows when the exit action ran.
    static func mark<Event>(_ name: String) -> Effect<Event> {
        .run(id: EffectID(name)) { _ in }
    }

    /// A service whose requests never answer: the sequences send the outcome themselves.
    struct SilentService: RegistrationService {
        func register(_ credentials: Credentials) async throws -> Account {
            try await Task.sleep(for: .seconds(3_600))
            throw CancellationError()
        }
    }

    static let service = SilentService()

    // MARK: The flows

    /// The example's app flow, with work held by each state and an exit action marking each state's exit: the app's
    /// own states, and the authentication flow's screens, which the app enters and leaves with the stage hosting the
    /// flow (``Machine/hosting(_:in:event:)``).
    static let flowMachine: Machine<AppState, AppEvent> = {
        let authentication = Flow(
            name: "authentication",
            machine: Machine.stepping(
                initial: AuthenticationState(),
                onEnter: { state in held("authentication." + screenName(state)) },
                onExit: { state in mark("authentication." + screenName(state) + ".exit") }
            ) { state, event in
                AuthenticationFlow.transition(from: state, on: event, service: service)
            },
            node: { state in .screen(state.screen.name) },
            result: { state in state.result })
        return Machine.stepping(
            initial: AppState.launch(session: nil),
            onEnter: { state in held("app." + stageName(state.stage)) },
            onExit: { state in mark("app." + stageName(state.stage) + ".exit") }
        ) { state, event in
            AppFlow.transition(from: state, on: event, authentication: authentication)
        }
        .hosting(
            authentication, in: { state in if case .authentication(let child) = state.stage { child } else { nil } },
            event: AppEvent.authentication)
    }()

    /// The name of an authentication screen in the log ("finished" once the flow has a result).
    static func screenName(_ state: AuthenticationState) -> String {
        state.result == nil ? state.screen.name : "finished"
    }

    /// The name of an app stage in the log.
    static func stageName(_ stage: AppStage) -> String {
        switch stage {
        case .welcome: "welcome"
        case .authentication: "authentication"
        case .main: "main"
        }
    }

    // MARK: The statechart

    enum Node: Hashable, Sendable {
        case app, welcome, authentication, chooser, register, registerSuccess, finished, main
    }

    struct Data: Sendable {
        var registration: RegistrationStatus = .idle
        var session: Account?
        var alert: GlobalAlert?
    }

    typealias Chart = Statechart<Node, AppEvent, Data>

    static func holding(_ name: String) -> Chart.Element {
        .onEntry { scope in scope.perform(held(name)) }
    }

    static func marking(_ name: String) -> Chart.Element {
        .onExit { scope in scope.perform(mark(name + ".exit")) }
    }

    /// The registration machine's step for the event being processed on the register screen, if it takes one.
    static func registrationStep(_ scope: Chart.ActionScope) -> Step<RegistrationStatus, RegistrationEvent>? {
        guard let event = scope.event?.registrationEvent else { return nil }
        return RegistrationMachine.transition(from: scope.context.registration, on: event, service: service)
    }

    static func takeRegistrationStep(_ scope: inout Chart.ActionScope) {
        guard let step = registrationStep(scope) else { return }
        scope.context.registration = step.state
        scope.perform(step.effect.map(AppEvent.registration))
    }

    static func isRegistered(_ status: RegistrationStatus?) -> Bool {
        if case .registered? = status { return true }
        return false
    }

    static let chart: Chart = {
        do {
            return try Chart(
                initial: .app,
                [
                    .compound(
                        .app, initial: .welcome,
                        [
                            .on(
                                matching: .event(
                                    "showAlert", where: { if case .showAlert = $0 { true } else { false } }),
                                action: { scope in
                                    if case .showAlert(let alert)? = scope.event { scope.context.alert = alert }
                                }),
                            .on(.dismissAlert, guard: { $0.context.alert != nil }, action: { $0.context.alert = nil }),
                            .atomic(
                                .welcome,
                                [
                                    holding("app.welcome"), marking("app.welcome"), .on(.start, to: .authentication),
                                    .on(.welcomeTimedOut, to: .authentication),
                                ]),
                            .compound(
                                .authentication, initial: .chooser,
                                [
                                    holding("app.authentication"), marking("app.authentication"),
                                    .on(
                                        matching: .event(
                                            "finished",
                                            where: { if case .authentication(.finished) = $0 { true } else { false } }),
                                        to: .main,
                                        action: { scope in
                                            if case .authentication(.finished(let account))? = scope.event {
                                                scope.context.session = account
                                            }
                                        }),
                                    .onDone(
                                        .authentication, to: .main,
                                        action: { scope in
                                            if case .registered(let account) = scope.context.registration {
                                                scope.context.session = account
                                            }
                                        }),
                                    .atomic(
                                        .chooser,
                                        [
                                            holding("authentication.authentication"),
                                            marking("authentication.authentication"),
                                            .on(
                                                .chooseRegister, to: .register,
                                                action: { $0.context.registration = .idle }),
                                        ]),
                                    .atomic(
                                        .register,
                                        [
                                            holding("authentication.register"), marking("authentication.register"),
                                            .on(
                                                .registration(.cancel), to: .chooser,
                                                action: { scope in
                                                    takeRegistrationStep(&scope)
                                                    scope.context.registration = .idle
                                                }),
                                            .on(
                                                matching: .event("registered", where: { $0.registrationEvent != nil }),
                                                to: .registerSuccess,
                                                guard: { isRegistered(registrationStep($0)?.state) },
                                                action: takeRegistrationStep),
                                            // Targetless: the status changes on the same screen, nothing is exited.
                                            .on(
                                                matching: .event(
                                                    "registration", where: { $0.registrationEvent != nil }),
                                                guard: { registrationStep($0) != nil }, action: takeRegistrationStep),
                                        ]),
                                    .atomic(
                                        .registerSuccess,
                                        [
                                            holding("authentication.registerSuccess"),
                                            marking("authentication.registerSuccess"), .on(.startMain, to: .finished),
                                        ]),
                                    .final(
                                        .finished,
                                        [holding("authentication.finished"), marking("authentication.finished")]),
                                ]),
                            .atomic(.main, [holding("app.main"), marking("app.main")]),
                        ])
                ])
        } catch {
            preconditionFailure("the agreement chart is malformed: \(error)")
        }
    }()

    /// The chart's state as the flow's: the stage from the active leaf, the data from the context.
    static func appState(of state: StatechartState<Node, AppEvent, Data>) -> AppState {
        let data = state.context
        let configuration = state.configuration
        let stage: AppStage
        if configuration.contains(.welcome) {
            stage = .welcome
        } else if configuration.contains(.main), let session = data.session {
            stage = .main(session)
        } else if configuration.contains(.register) {
            stage = .authentication(
                AuthenticationState(stack: RouteStack([.register]), registration: data.registration))
        } else if configuration.contains(.registerSuccess), case .registered(let account) = data.registration {
            stage = .authentication(
                AuthenticationState(
                    stack: RouteStack([.register, .registerSuccess(account)]), registration: data.registration))
        } else {
            stage = .authentication(AuthenticationState(registration: data.registration))
        }
        return AppState(stage: stage, session: data.session, alert: data.alert)
    }

    // MARK: Running both

    /// A store with the starts and cancellations of its work tied to states recorded, in order.
    @MainActor
    final class Run<State: Sendable> {
        let store: Store<State, AppEvent>
        private(set) var log: [String] = []
        private var token: ObserverToken?

        init(_ machine: Machine<State, AppEvent>) {
            store = Store(machine: machine)
            token = store.observeEffects { [weak self] activity in
                guard let id = activity.id?.rawValue, !id.hasPrefix("register-"), activity.change != .finished
                else { return }
                self?.log.append("\(activity.change) \(id)")
            }
            store.start()
        }
    }

    /// Runs `events` on both and fails at the first event after which they disagree.
    /// - Returns: The flow's state at the end.
    @MainActor
    static func compare(_ events: [AppEvent], sourceLocation: SourceLocation = #_sourceLocation) throws -> AppState {
        let flow = Run(flowMachine)
        let chart = Run(chart.machine(context: Data()))
        try #require(flow.log == chart.log, "on start", sourceLocation: sourceLocation)
        for (index, event) in events.enumerated() {
            flow.store.send(event)
            chart.store.send(event)
            let path = events[...index].map { "\($0)" }.joined(separator: ", ")
            try #require(
                flow.store.state == appState(of: chart.store.state), "state after \(path)",
                sourceLocation: sourceLocation)
            try #require(flow.log == chart.log, "work after \(path)", sourceLocation: sourceLocation)
        }
        return flow.store.state
    }
}
