import RegistrationExample
import Switchyard
import Testing

@Suite("Registration machine: decisions as values")
struct RegistrationMachineTests {
    let service = InMemoryRegistrationService()

    @Test("a valid submission moves to submitting and starts the request")
    func validSubmit() throws {
        let step = try #require(
            RegistrationMachine.transition(from: .idle, on: .submit(Fixture.valid), service: service))
        #expect(step.state == .submitting(email: "ada@example.com"))
        #expect(step.effect.actions == [.run(id: RegistrationMachine.requestID, cancelsOnExit: false)])
    }

    @Test("an invalid submission fails at once and sends nothing")
    func invalidSubmit() throws {
        let step = try #require(
            RegistrationMachine.transition(
                from: .idle, on: .submit(Credentials(email: "ada", password: "short")), service: service))
        #expect(step.state == .failed(.invalid([.emailMalformed, .passwordTooShort(minimum: 8), .passwordTooSimple])))
        #expect(step.effect.isNone)
    }

    @Test("a second submit while submitting is ignored: no doing → doing edge")
    func doubleSubmitIgnored() {
        let step = RegistrationMachine.transition(
            from: .submitting(email: "ada@example.com"), on: .submit(Fixture.valid), service: service)
        #expect(step?.state == nil)
    }

    @Test("cancel while submitting returns to idle and cancels the request")
    func cancelWhileSubmitting() throws {
        let step = try #require(
            RegistrationMachine.transition(
                from: .submitting(email: "ada@example.com"), on: .cancel, service: service))
        #expect(step.state == .idle)
        #expect(step.effect.actions == [.cancel(id: RegistrationMachine.requestID)])
    }

    @Test("outcomes are only accepted while submitting")
    func outcomes() {
        let submitting = RegistrationStatus.submitting(email: "ada@example.com")
        #expect(
            RegistrationMachine.transition(from: submitting, on: .succeeded(Fixture.account), service: service)?.state
                == .registered(Fixture.account))
        #expect(
            RegistrationMachine.transition(from: submitting, on: .failed(.duplicateEmail), service: service)?.state
                == .failed(.duplicateEmail))
        #expect(
            RegistrationMachine.transition(from: .idle, on: .succeeded(Fixture.account), service: service)?.state == nil
        )
        #expect(
            RegistrationMachine.transition(
                from: .registered(Fixture.account), on: .submit(Fixture.valid), service: service)?.state == nil)
    }

    @Test("after a failure the user can submit again")
    func retryAfterFailure() {
        let step = RegistrationMachine.transition(
            from: .failed(.server(status: 500)), on: .submit(Fixture.valid), service: service)
        #expect(step?.state == .submitting(email: "ada@example.com"))
    }
}
