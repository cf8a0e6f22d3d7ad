import ProcessExample
import Switchyard
import Testing

/// The mediator: B must not start while A is `doing`; neither process knows the other.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct MediatorTests {
    func makeMediator() -> Mediator {
        Mediator(
            a: Store(machine: ProcessModel.machine(request: InMemoryRequest(answer: .success("a")))),
            b: Store(machine: ProcessModel.machine(request: InMemoryRequest(answer: .success("b")))))
    }

    @Test func theRuleAsAPureDecision() {
        let done = ProcessState.done(.success("x"))
        #expect(Mediator.refusal(toStart: .b, a: .doing, b: .sleeping) == .blocked(by: .a))
        #expect(Mediator.refusal(toStart: .b, a: .sleeping, b: .sleeping) == nil)
        #expect(Mediator.refusal(toStart: .b, a: done, b: .sleeping) == nil)
        #expect(Mediator.refusal(toStart: .b, a: .sleeping, b: .doing) == .notSleeping(.doing))
        #expect(Mediator.refusal(toStart: .a, a: .sleeping, b: .doing) == nil)
        #expect(Mediator.refusal(toStart: .a, a: .doing, b: .sleeping) == .notSleeping(.doing))
        #expect(Mediator.refusal(toStart: .a, a: done, b: .sleeping) == .notSleeping(done))
    }

    @Test func bIsRefusedWhileARunsAndNothingIsSentToB() async throws {
        let mediator = makeMediator()
        var seenByB: [StoreNotification<ProcessState, ProcessEvent>] = []
        let token = mediator.b.observe { seenByB.append($0) }
        try mediator.start(.a)
        #expect(mediator.a.state == .doing)
        #expect(throws: StartRefusal.blocked(by: .a)) { try mediator.start(.b) }
        #expect(mediator.b.state == .sleeping)
        #expect(seenByB.isEmpty)
        await mediator.a.waitForEffects()
        try mediator.start(.b)
        #expect(mediator.b.state == .doing)
        await mediator.b.waitForEffects()
        #expect(mediator.b.state == .done(.success("b")))
        token.cancel()
    }

    @Test func aMayStartWhileBRuns() async throws {
        let mediator = makeMediator()
        try mediator.start(.b)
        try mediator.start(.a)
        #expect(mediator.a.state == .doing)
        #expect(mediator.b.state == .doing)
        await mediator.a.waitForEffects()
        await mediator.b.waitForEffects()
    }

    @Test func aProcessThatIsDoneMustBeResetFirst() async throws {
        let mediator = makeMediator()
        try mediator.start(.a)
        await mediator.a.waitForEffects()
        #expect(throws: StartRefusal.notSleeping(.done(.success("a")))) { try mediator.start(.a) }
        mediator.a.send(.reset)
        try mediator.start(.a)
        #expect(mediator.a.state == .doing)
        await mediator.a.waitForEffects()
    }
}
