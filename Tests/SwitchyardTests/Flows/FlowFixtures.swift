import Switchyard

enum AuthState: Hashable, Sendable, CaseIterable {
    case choose, register, success, done
}

enum AuthEvent: Hashable, Sendable, CaseIterable {
    case chooseRegister, registered, start, cancel
}

enum AuthResult: Hashable, Sendable {
    case registered
}

enum AppFlowState: Hashable, Sendable {
    case welcome
    case authenticating(AuthState)
    case main
}

enum AppFlowEvent: Hashable, Sendable {
    case start
    case authentication(FlowEvent<AuthEvent, AuthResult>)
    case logout
}

enum Flows {
    static let authMachine = Machine<AuthState, AuthEvent>.table(
        initial: .choose,
        rules: [
            .from(.choose, on: .chooseRegister, to: .register),
            .from(.register, on: .registered, to: .success),
            .from(.register, on: .cancel, to: .choose),
            .from(.success, on: .start, to: .done),
        ])

    static let authentication = Flow<AuthState, AuthEvent, AuthResult>(
        name: "authentication", machine: authMachine,
        node: { state in .screen("\(state)") },
        result: { state in state == .done ? .registered : nil })

    static let appMachine = Machine<AppFlowState, AppFlowEvent>.stepping(initial: .welcome) { state, event in
        switch (state, event) {
        case (.welcome, .start):
            return Step(.authenticating(authentication.initialState))
        case (.authenticating(let child), .authentication(.event(let childEvent))):
            return authentication.step(
                from: child, on: childEvent, state: AppFlowState.authenticating, event: AppFlowEvent.authentication)
        case (.authenticating, .authentication(.finished(.registered))):
            return Step(.main)
        case (.main, .logout):
            return Step(.welcome)
        default:
            return nil
        }
    }

    static let app = Flow<AppFlowState, AppFlowEvent, Never>(
        name: "app", machine: appMachine,
        events: [.start, .logout] + AuthEvent.allCases.map { .authentication(.event($0)) },
        node: { state in
            switch state {
            case .welcome: .screen("welcome")
            case .authenticating: .flow(authentication.graph())
            case .main: .screen("main")
            }
        },
        label: { event in
            switch event {
            case .start: "start"
            case .logout: "logout"
            case .authentication(let inner): "\(inner)"
            }
        })
}
