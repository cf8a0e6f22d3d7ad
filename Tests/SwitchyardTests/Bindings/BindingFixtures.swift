import Switchyard

/// The screens a test stack pushes; `locked` cannot be popped by the user, `broken` cannot be pushed.
enum Screen: Hashable, Sendable {
    case list
    case detail(Int)
    case locked
    case broken
}

/// What a test screen presents; `mandatory` cannot be dismissed by the user.
enum Sheet: Hashable, Sendable {
    case settings
    case editName
    case mandatory
}

enum Field: Hashable, Sendable {
    case email
    case password
}

enum Tab: Hashable, Sendable {
    case home
    case profile
    case admin
}

/// A screen whose navigation, form and alert are all state.
struct FormScreen: Equatable, Sendable {
    var path: [Screen] = []
    var email = ""
    var focus: Field?
    var tab = Tab.home
    var presentation = Presentation<Sheet>()
    var alert: AlertState<FormEvent>?
    var retries = 0
}

enum FormEvent: Equatable, Sendable {
    case pop(count: Int)
    case push(Screen)
    case emailChanged(String)
    case focusChanged(Field?)
    case tabSelected(Tab)
    case dismissSheet
    case showAlert
    case dismissAlert
    case retry
}

enum FormMachine {
    static let networkAlert = AlertState<FormEvent>(
        title: "Network error", buttons: [.cancel("OK"), .default("Retry", event: .retry)])

    /// Refuses popping a locked screen, pushing a broken one, the admin tab and dismissing a mandatory sheet; keeps
    /// emails trimmed and lowercased.
    static func machine(initial: FormScreen = FormScreen()) -> Machine<FormScreen, FormEvent> {
        Machine.stepping(initial: initial) { state, event in
            guard let next = transition(state, event) else { return nil }
            return Step(next, kind: .internal)
        }
    }

    static func transition(_ state: FormScreen, _ event: FormEvent) -> FormScreen? {
        var next = state
        switch event {
        case .pop(let count):
            guard count > 0, count <= state.path.count, !state.path.suffix(count).contains(.locked) else { return nil }
            next.path.removeLast(count)
        case .push(let screen):
            guard screen != .broken else { return nil }
            next.path.append(screen)
        case .emailChanged(let email):
            next.email = email.trimmingSpaces().lowercased()
        case .focusChanged(let field):
            next.focus = field
        case .tabSelected(let tab):
            guard tab != .admin else { return nil }
            next.tab = tab
        case .dismissSheet:
            guard let top = state.presentation.chain.last, top.destination != .mandatory else { return nil }
            next.presentation.dismiss()
        case .showAlert:
            next.alert = networkAlert
        case .dismissAlert:
            guard state.alert != nil else { return nil }
            next.alert = nil
        case .retry:
            next.retries += 1
        }
        return next
    }
}

extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension FormEvent {
    /// The event for one step of a write-back of the path every test binds: pops and pushes, no replacement.
    static func pathStep(_ step: PathWriteBack<Screen>) -> FormEvent? {
        switch step {
        case .pop(let count, _): .pop(count: count)
        case .push(let screen): .push(screen)
        case .replace: nil
        }
    }
}

extension Store where State == FormScreen, Event == FormEvent {
    /// The path binding every test uses (``FormEvent/pathStep(_:)``).
    var path: PathBinding<Screen> { pathBinding(\.path, send: FormEvent.pathStep) }
}

extension ScopedStore where State == FormScreen, Event == FormEvent {
    /// The same path binding through a scope.
    var path: PathBinding<Screen> { pathBinding(\.path, send: FormEvent.pathStep) }
}
