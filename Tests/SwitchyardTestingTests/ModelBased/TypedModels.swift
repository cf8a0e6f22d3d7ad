import Switchyard
import SwitchyardTesting

/// The sign-up model written as typed definitions — a statechart, a routing machine, a flow — for model-based
/// tests without a drawing (the process's transition table is ``ProcessFixture/drawing``).
enum TypedModels {
    /// Each input label of the registration variant, as its own event.
    static let signupEvents: [(String, RegistrationVariant.Event)] = [
        ("start", .start), ("timeout", .timedOut), ("register", .register), ("link form", .link("form")),
        ("submit", .submit(email: "a@b.c")), ("submit empty", .submit(email: "")),
        ("succeed", .answered(.success("account-1"))),
        ("fail", .answered(.failure(RegistrationVariant.Failure(message: "taken")))),
        ("expire", .expired), ("cancel", .cancel), ("finish", .finish),
    ]

    /// The sign-up as a statechart: the welcome timer and the form's expiry are delayed sends, the failed attempts
    /// the chart's context, read by the guards of `sending`'s two failure transitions.
    static func signupChart() throws -> Statechart<String, RegistrationVariant.Event, Int> {
        let failed: RegistrationVariant.Event = .answered(.failure(RegistrationVariant.Failure(message: "taken")))
        return try Statechart([
            .atomic(
                "welcome",
                [
                    .onEntry { $0.send(.timedOut, after: .seconds(3), id: "welcome") },
                    .onExit { $0.cancelSend(id: "welcome") },
                    .on(.start, to: "authentication"), .on(.timedOut, to: "authentication"),
                ]),
            .atomic("authentication", [.on(.register, to: "form"), .on(.link("form"), to: "form")]),
            .atomic(
                "form",
                [
                    .onEntry { $0.send(.expired, after: .seconds(60), id: "expiry") },
                    .onExit { $0.cancelSend(id: "expiry") },
                    .on(
                        matching: .event(
                            "submit", where: { if case .submit(let email) = $0 { !email.isEmpty } else { false } }),
                        to: "sending"),
                    .on(.expired, to: "authentication"), .on(.cancel, to: "authentication"),
                ]),
            .atomic(
                "sending",
                [
                    .on(failed, to: "form", guard: { $0.context < 2 }, action: { $0.context += 1 }),
                    .on(failed, to: "locked", guard: { $0.context == 2 }),
                    .on(.answered(.success("account-1")), to: "registered"),
                    .on(.cancel, to: "authentication"),
                ]),
            .atomic("locked"),
            .atomic("registered", [.on(.finish, to: "done")]),
            .final("done"),
        ])
    }

    /// The registration variant's inputs, without the timers when the model has its own (a statechart's delayed sends).
    static func signupInputs(timers: Bool) -> [(String, ModelInput<RegistrationVariant.Event>)] {
        var inputs: [(String, ModelInput<RegistrationVariant.Event>)] = [
            ("start", .send(.start)),
            ("register", .send(.register)),
            ("link form", .send(.link("form"))),
            ("submit", .send(oneOf: [.submit(email: "a@b.c"), .submit(email: String(repeating: "a", count: 254))])),
            ("submit empty", .send(.submit(email: ""))),
            ("succeed", .answer("register", with: Result<String, RegistrationVariant.Failure>.success("account-1"))),
            (
                "fail",
                .answer("register", with: Result<String, RegistrationVariant.Failure>.failure(.init(message: "taken")))
            ),
            ("cancel", .send(.cancel)),
            ("finish", .send(.finish)),
        ]
        if timers { inputs += [("timeout", .timer(after: .seconds(3))), ("expire", .timer(after: .seconds(60)))] }
        return inputs
    }
}
