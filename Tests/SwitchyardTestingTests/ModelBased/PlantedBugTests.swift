import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// Each planted bug is found from the drawing alone and shrunk to the shortest sequence that shows it.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PlantedBugTests {
    let budget = ModelTestBudget(seed: 2026, sequences: 150, length: 12)

    @Test func theCorrectSignupFollowsItsDrawing() async throws {
        let test = try RegistrationVariant.test()
        let report = await test.run(budget)
        #expect(report.failure == nil, "\(report)")
        #expect(report.coverage.missing.isEmpty, "\(report.coverage)")
    }

    @Test func aRequestNotCancelledOnExitIsFoundInFourSteps() async throws {
        let failure = try await failure(of: RegistrationVariant.Bugs(untiedRequest: true))
        #expect(failure.steps == ["start", "register", "submit (payload 1 of 2)", "cancel"], "\(failure)")
        #expect(failure.message.contains("'register'"))
    }

    @Test func aTimerThatOutlivesItsStateIsFoundInThreeSteps() async throws {
        let failure = try await failure(of: RegistrationVariant.Bugs(untiedExpiry: true))
        #expect(failure.steps == ["start", "register", "submit (payload 1 of 2)"], "\(failure)")
        #expect(failure.message.contains("'form-expiry'"))
    }

    @Test func anOffByOneGuardIsFoundInEightSteps() async throws {
        let failure = try await failure(of: RegistrationVariant.Bugs(offByOne: true))
        #expect(failure.length == 8, "\(failure)")
        #expect(failure.message.contains("in locked"))
    }

    @Test func aDeepLinkThatSkipsAuthenticationIsFoundInOneStep() async throws {
        let failure = try await failure(of: RegistrationVariant.Bugs(linkSkipsAuthentication: true))
        #expect(failure.steps == ["link form"], "\(failure)")
    }

    @Test func aFlowThatForgetsToFinishIsFoundInFiveSteps() async throws {
        let failure = try await failure(of: RegistrationVariant.Bugs(forgetsToFinish: true))
        #expect(failure.length == 5, "\(failure)")
        #expect(failure.steps.last == "finish")
    }

    @Test func anEmptyEmailAcceptedIsFoundInThreeSteps() async throws {
        let failure = try await failure(of: RegistrationVariant.Bugs(acceptsEmptyEmail: true))
        #expect(failure.steps == ["start", "register", "submit empty"], "\(failure)")
        #expect(failure.test.contains("await store.sendIgnored(RegistrationVariant.Event.submit(email: \"\"))"))
    }

    @Test func aTimerThatFiresEarlyIsFoundByAStepShorterThanTheTimer() async throws {
        let failure = try await failure(of: RegistrationVariant.Bugs(timerFiresEarly: true))
        #expect(failure.steps == ["wait 2.999 seconds"], "\(failure)")
        #expect(failure.test.contains("await store.advance(by: .milliseconds(2999))"))
    }

    private func failure(of bugs: RegistrationVariant.Bugs) async throws -> ModelTestFailure {
        let test = try RegistrationVariant.test(bugs: bugs)
        let report = await test.run(budget)
        return try #require(report.failure, "\(report)")
    }
}
