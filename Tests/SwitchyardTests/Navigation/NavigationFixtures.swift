import Switchyard

enum ScreenRoute: Hashable, Sendable, Codable {
    case b
    case detail(Int)
    case settings
}

enum ScreenSheet: Hashable, Sendable, Codable {
    case compose
    case picker
}

enum ScreenAlert: AlertKind {
    case networkError
    case other(message: String)

    var alertState: AlertState<ScreenEvent> {
        switch self {
        case .networkError:
            AlertState(
                title: "Network error", message: "Check your connection.",
                buttons: [.cancel("OK"), .default("Retry", event: .retry)])
        case .other(let message):
            AlertState(title: "Error", message: message, buttons: [.cancel("OK")])
        }
    }
}

typealias ScreenNavigation = NavigationState<ScreenRoute, ScreenSheet, ScreenAlert>

enum ScreenEvent: Hashable, Sendable {
    case navigation(NavigationEvent<ScreenRoute, ScreenSheet, ScreenAlert>)
    case retry
}

struct ScreenState: Hashable, Sendable {
    var navigation = ScreenNavigation()
    var retries = 0
}

struct AppScreens: Hashable, Sendable {
    var screenA = ScreenState()
    var screenB = ScreenState()
}

enum AppScreensEvent: Hashable, Sendable {
    case screenA(ScreenEvent)
    case screenB(ScreenEvent)
}

enum ScreenMachine {
    static func reduce(_ state: inout ScreenState, _ event: ScreenEvent) {
        switch event {
        case .navigation(let navigation): state.navigation.apply(navigation)
        case .retry: state.retries += 1
        }
    }

    static let machine = Machine<ScreenState, ScreenEvent>.reducer(initial: ScreenState()) { state, event in
        reduce(&state, event)
        return .none
    }

    static let app = Machine<AppScreens, AppScreensEvent>.reducer(initial: AppScreens()) { state, event in
        switch event {
        case .screenA(let event): reduce(&state.screenA, event)
        case .screenB(let event): reduce(&state.screenB, event)
        }
        return .none
    }
}
