import Switchyard
import SwitchyardTesting
import Testing

/// A login screen modelled by a PlantUML drawing (`Drawings/login.puml`): a request answered through a stub, a
/// lockout guarded over data, an error banner with a timeout. Each ``Mutant`` is a bug a developer could write.
enum LoginImplementation {
    enum State: Hashable, Sendable {
        case idle(failures: Int)
        case checking(failures: Int)
        case home
        case error(failures: Int)
        case locked
    }

    enum Event: Hashable, Sendable {
        case submit
        case answered(Result<String, Failure>)
        case cancel
        case dismiss
        case bannerTimedOut
        case logout
    }

    struct Failure: Error, Hashable, Sendable {
        var reason: String
    }

    enum Mutant: Sendable, CaseIterable {
        case none
        /// Locks after the fourth failure (`failures < 3`): found only after eight events.
        case lockoutOffByOne
        /// A failed request is handled as a success (the failure path goes to the wrong state).
        case failureGoesHome
        /// The banner times out after 3 seconds instead of 5.
        case bannerTimesOutEarly
        /// The banner's timer is started by the transition, not tied to `error`: it outlives a dismissed banner.
        case bannerTimerNotCancelled
        /// The home screen has no logout.
        case missingLogout
        /// The banner's timeout is a delayed send (the store keeps it as data) made by the transition, not tied to
        /// `error`: it is still pending after the banner was dismissed, and fires later into `idle`, which ignores it.
        case bannerSendNotCancelled
        /// Submitting again while checking is an internal step: the drawing's self-transition restarts the request
        /// (exit and entry), the implementation keeps the first one running, and its stale answer counts.
        case resubmitKeepsOldRequest
    }

    /// The implementation; with `delayedBanner`, the banner's timeout is a delayed send (`Effect.send(_:after:)`)
    /// rather than a sleeping effect.
    @MainActor static func machine(
        stubs: EffectStubs, mutant: Mutant = .none, delayedBanner: Bool = false
    ) -> Machine<State, Event> {
        let login = stubs.stub("login", returning: String.self, throwing: Failure.self)
        let request = Effect<Event>.run(id: "login") { context in
            guard let result = await login.result() else { return }
            await context.send(.answered(result))
        }
        let banner: Effect<Event> =
            delayedBanner || mutant == .bannerSendNotCancelled
            ? .send(.bannerTimedOut, after: .seconds(5), id: "banner")
            : .run(id: "banner") { context in
                try await context.sleep(for: .seconds(mutant == .bannerTimesOutEarly ? 3 : 5))
                await context.send(.bannerTimedOut)
            }
        let untiedBanner = mutant == .bannerTimerNotCancelled || mutant == .bannerSendNotCancelled
        let lockAfter = mutant == .lockoutOffByOne ? 3 : 2
        return Machine.stepping(
            initial: .idle(failures: 0),
            onEnter: { state in
                switch state {
                case .checking: request
                case .error where !untiedBanner: banner
                default: .none
                }
            }
        ) { state, event in
            switch (state, event) {
            case (.idle(let failures), .submit): Step(.checking(failures: failures))
            case (.checking(let failures), .submit):
                Step(.checking(failures: failures), kind: mutant == .resubmitKeepsOldRequest ? .internal : .external)
            case (.checking, .answered(.success)): Step(.home)
            case (.checking(let failures), .answered(.failure)):
                if mutant == .failureGoesHome {
                    Step(.home)
                } else if failures < lockAfter {
                    Step(
                        .error(failures: failures + 1), effect: untiedBanner ? banner : .none)
                } else {
                    Step(.locked)
                }
            case (.checking(let failures), .cancel): Step(.idle(failures: failures))
            case (.error(let failures), .dismiss), (.error(let failures), .bannerTimedOut):
                Step(.idle(failures: failures))
            case (.home, .logout) where mutant != .missingLogout: Step(.idle(failures: 0))
            default: nil
            }
        }
    }

    static func modelState(_ state: State) -> String {
        switch state {
        case .idle: "idle"
        case .checking: "checking"
        case .home: "home"
        case .error: "error"
        case .locked: "locked"
        }
    }

    @MainActor static func test(_ mutant: Mutant = .none, delayedBanner: Bool = false) throws -> ModelTest<
        State, Event
    > {
        var test = try ModelTest(
            drawing: "Drawings/login.puml",
            machine: { stubs in machine(stubs: stubs, mutant: mutant, delayedBanner: delayedBanner) },
            modelState: modelState,
            inputs: [
                ("submit", .send(.submit)),
                ("succeed", .answer("login", with: Result<String, Failure>.success("token"))),
                ("fail", .answer("login", with: Result<String, Failure>.failure(Failure(reason: "wrong password")))),
                ("cancel", .send(.cancel)),
                ("dismiss", .send(.dismiss)),
                ("timeout", .timer(after: .seconds(5))),
                ("logout", .send(.logout)),
            ],
            data: ["failures": 0])
        test.machineSource =
            "LoginImplementation.machine(stubs: stubs, mutant: .\(mutant), delayedBanner: \(delayedBanner))"
        test.modelStateSource = "LoginImplementation.modelState"
        return test
    }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct MutationTestsLogin {
    let budget = ModelTestBudget(seed: 11, sequences: 150, length: 12)

    @Test func theCorrectLoginFollowsItsDrawing() async throws {
        await MutationCheck.passes(try LoginImplementation.test(), budget: budget)
    }

    @Test func theCorrectLoginWithADelayedSendBannerFollowsItsDrawing() async throws {
        await MutationCheck.passes(try LoginImplementation.test(delayedBanner: true), budget: budget)
    }

    @Test func aDelayedSendNotCancelledOnDismissIsFoundInThreeSteps() async throws {
        try await MutationCheck.caught(
            LoginImplementation.test(.bannerSendNotCancelled), budget: budget, length: 3,
            steps: ["submit", "fail (answer to call 1 of login)", "dismiss"], message: "'banner'")
    }

    @Test func aRequestNotRestartedOnResubmitIsFoundInTwoSteps() async throws {
        try await MutationCheck.caught(
            LoginImplementation.test(.resubmitKeepsOldRequest), budget: budget, length: 2, steps: ["submit", "submit"],
            message: "an effect 'login' started by the step that entered checking still runs after it was left")
    }

    @Test func aLockoutOffByOneIsFoundAfterEightEvents() async throws {
        try await MutationCheck.caught(
            LoginImplementation.test(.lockoutOffByOne), budget: budget, length: 8,
            steps: [
                "submit", "fail (answer to call 1 of login)", "dismiss", "submit", "fail (answer to call 2 of login)",
                "dismiss", "submit", "fail (answer to call 3 of login)",
            ],
            message: "login.puml in locked",
            printed: ["await store.send(LoginImplementation.Event.submit)", "stubs.answer(\"login\", call: 3"])
    }

    @Test func aFailureHandledAsSuccessIsFoundInTwoSteps() async throws {
        try await MutationCheck.caught(
            LoginImplementation.test(.failureGoesHome), budget: budget, length: 2,
            steps: ["submit", "fail (answer to call 1 of login)"], message: "is in home",
            printed: ["LoginImplementation.Failure(reason: \"wrong password\")"])
    }

    @Test func aBannerThatTimesOutEarlyIsFoundByWaiting() async throws {
        let failure = try await MutationCheck.caught(
            LoginImplementation.test(.bannerTimesOutEarly), budget: budget, length: 3,
            printed: ["await store.advance(by: "])
        #expect(failure.steps.prefix(2) == ["submit", "fail (answer to call 1 of login)"], "\(failure)")
        #expect(failure.steps.last?.hasPrefix("wait ") == true, "\(failure)")
    }

    @Test func aBannerTimerNotCancelledOnDismissIsFoundInThreeSteps() async throws {
        try await MutationCheck.caught(
            LoginImplementation.test(.bannerTimerNotCancelled), budget: budget, length: 3,
            steps: ["submit", "fail (answer to call 1 of login)", "dismiss"], message: "'banner'",
            printed: ["await store.send(LoginImplementation.Event.dismiss)", "store.runningEffectCount"])
    }

    @Test func aMissingLogoutIsFoundInThreeSteps() async throws {
        try await MutationCheck.caught(
            LoginImplementation.test(.missingLogout), budget: budget, length: 3,
            steps: ["submit", "succeed (answer to call 1 of login)", "logout"],
            message: "ignored LoginImplementation.Event.logout in home",
            printed: ["await store.send(LoginImplementation.Event.logout)"])
    }

    @Test func checkReportsTheShrunkFailureAsATestIssue() async throws {
        let test = try LoginImplementation.test(.missingLogout)
        await withKnownIssue {
            await test.check(budget)
        } matching: { issue in
            let text = issue.description
            return text.contains("The implementation diverges from login.puml")
                && text.contains("after 3 step(s)") && text.contains("func divergenceFromLogin()")
        }
    }

    @Test func checkRecordsNothingForTheCorrectLogin() async throws {
        let report = try await LoginImplementation.test().check(budget)
        #expect(report.failure == nil)
    }
}
