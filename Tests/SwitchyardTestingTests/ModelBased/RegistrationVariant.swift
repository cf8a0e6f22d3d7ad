import Switchyard
import SwitchyardTesting

/// A variant of the registration flow (system 5, `Examples/Registration`), kept here on purpose: the sign-up of
/// `Drawings/signup.puml`, with a welcome timer, a request, a counter over failures, a deep link and a final step;
/// each bug it can plant is a switch (``Bugs``), which the model-based tests must catch. No other target runs it.
enum RegistrationVariant {
    enum State: Hashable, Sendable {
        case welcome
        case authentication
        case form(attempts: Int)
        case sending(attempts: Int)
        case locked
        case registered
        case finished
    }

    enum Event: Hashable, Sendable {
        case start
        case timedOut
        case register
        case link(String)
        case submit(email: String)
        case answered(Result<String, Failure>)
        case expired
        case cancel
        case finish
    }

    struct Failure: Error, Hashable, Sendable {
        var message: String
    }

    struct Bugs: Sendable {
        /// The request is not tied to `sending`: cancelling leaves it running, and its answer arrives later.
        var untiedRequest = false
        /// The form's expiry timer is started by the transition, not tied to `form`: it fires after the form was left.
        var untiedExpiry = false
        /// The form locks after the third failure instead of the second retry (`attempts < 3`).
        var offByOne = false
        /// A deep link to the form is taken on the welcome screen, skipping authentication.
        var linkSkipsAuthentication = false
        /// The registered screen never finishes the flow.
        var forgetsToFinish = false
        /// An empty e-mail address is submitted instead of ignored.
        var acceptsEmptyEmail = false
        /// The welcome timer fires after 2 seconds, not 3.
        var timerFiresEarly = false
    }

    @MainActor static func machine(stubs: EffectStubs, bugs: Bugs = Bugs()) -> Machine<State, Event> {
        let stub = stubs.stub("register", returning: String.self, throwing: Failure.self)
        let request = Effect<Event>.run(id: "register") { context in
            guard let result = await stub.result() else { return }
            await context.send(.answered(result))
        }
        let welcomeTimer = Effect<Event>.run(id: "welcome-timer") { context in
            try await context.sleep(for: .seconds(bugs.timerFiresEarly ? 2 : 3))
            await context.send(.timedOut)
        }
        let expiry = Effect<Event>.run(id: "form-expiry") { context in
            try await context.sleep(for: .seconds(60))
            await context.send(.expired)
        }
        let retries = bugs.offByOne ? 3 : 2
        return Machine.stepping(
            initial: .welcome,
            onEnter: { state in
                switch state {
                case .welcome: welcomeTimer
                case .form where !bugs.untiedExpiry: expiry
                default: .none
                }
            }
        ) { state, event in
            switch (state, event) {
            case (.welcome, .start), (.welcome, .timedOut): Step(.authentication)
            case (.welcome, .link("form")) where bugs.linkSkipsAuthentication: Step(.form(attempts: 0))
            case (.authentication, .register), (.authentication, .link("form")):
                Step(.form(attempts: 0), effect: bugs.untiedExpiry ? expiry : .none)
            case (.form, .submit(let email)) where email.isEmpty && !bugs.acceptsEmptyEmail: nil
            case (.form(let attempts), .submit):
                Step(.sending(attempts: attempts), effect: bugs.untiedRequest ? request : request.cancellingOnExit())
            case (.form, .expired), (.form, .cancel), (.sending, .cancel): Step(.authentication)
            case (.sending(let attempts), .answered(.failure)):
                attempts < retries ? Step(.form(attempts: attempts + 1)) : Step(.locked)
            case (.sending, .answered(.success)): Step(.registered)
            case (.registered, .finish) where !bugs.forgetsToFinish: Step(.finished)
            default: nil
            }
        }
    }

    static func modelState(_ state: State) -> String {
        switch state {
        case .welcome: "welcome"
        case .authentication: "authentication"
        case .form: "form"
        case .sending: "sending"
        case .locked: "locked"
        case .registered: "registered"
        case .finished: "[*]"
        }
    }

    @MainActor
    static func test(bugs: Bugs = Bugs()) throws -> ModelTest<State, Event> {
        var test = try ModelTest(
            drawing: "Drawings/signup.puml",
            machine: { stubs in machine(stubs: stubs, bugs: bugs) },
            modelState: modelState,
            inputs: [
                ("start", .send(.start)),
                ("timeout", .timer(after: .seconds(3))),
                ("register", .send(.register)),
                ("link form", .send(.link("form"))),
                // The drawing has no arrow for an empty address: the form must ignore it.
                (
                    "submit",
                    .send(oneOf: [.submit(email: "a@b.c"), .submit(email: String(repeating: "a", count: 254))])
                ),
                ("submit empty", .send(.submit(email: ""))),
                ("succeed", .answer("register", with: Result<String, Failure>.success("account-1"))),
                ("fail", .answer("register", with: Result<String, Failure>.failure(Failure(message: "taken")))),
                ("expire", .timer(after: .seconds(60))),
                ("cancel", .send(.cancel)),
                ("finish", .send(.finish)),
            ],
            data: ["attempts": 0])
        test.machineSource = "RegistrationVariant.machine(stubs: stubs)"
        test.modelStateSource = "RegistrationVariant.modelState"
        return test
    }
}
