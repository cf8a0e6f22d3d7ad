import EditFlowExample
import Switchyard
import Testing

/// The edit flow in a store: the order observers see, the async sequence, and cancellation of the save.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct EditFlowStoreTests {
    @Test func aFullRunNotifiesWillExitAndDidEnterInOrder() async {
        let saver = InMemorySaver()
        let presenter = RecordingPresenter()
        let store = Store(machine: EditFlow.machine(saver: saver, presenter: presenter))
        var seen: [StoreNotification<EditState, EditEvent>] = []
        let token = store.observe { seen.append($0) }

        store.send(.save)
        #expect(store.state.confirmationDialog == .saveChanges)
        store.send(.confirm(true))
        await store.waitForEffects()

        #expect(
            seen == [
                .willExit(.editing),
                .didEnter(.confirming),
                .transition(StateTransition(from: .editing, event: .save, to: .confirming)),
                .willExit(.confirming),
                .didEnter(.saving),
                .transition(StateTransition(from: .confirming, event: .confirm(true), to: .saving)),
                .willExit(.saving),
                .didEnter(.saved(.success)),
                .transition(StateTransition(from: .saving, event: .finishSave(.success), to: .saved(.success))),
                .willExit(.saved(.success)),
                .didEnter(.editing),
                .transition(StateTransition(from: .saved(.success), event: .shownResult, to: .editing)),
            ])
        #expect(store.state == .editing)
        #expect(await saver.saveCount == 1)
        #expect(await presenter.presented == [.success])
        token.cancel()
    }

    @Test func theSameFlowThroughTheTransitionsSequence() async {
        let failure = SaveResult.fail(SaveError("disk full"))
        let presenter = RecordingPresenter()
        let store = Store(machine: EditFlow.machine(saver: InMemorySaver(results: [failure]), presenter: presenter))
        let transitions = store.transitions

        store.send(.save)
        store.send(.confirm(false))
        store.send(.save)
        store.send(.confirm(true))
        await store.waitForEffects()

        var received: [String] = []
        for await transition in transitions {
            received.append("\(transition)")
            if received.count == 6 { break }
        }
        #expect(
            received == [
                "editing --save--> confirming",
                "confirming --confirm(false)--> editing",
                "editing --save--> confirming",
                "confirming --confirm(true)--> saving",
                "saving --finishSave(fail(disk full))--> saved(fail(disk full))",
                "saved(fail(disk full)) --shownResult--> editing",
            ])
        #expect(await presenter.presented == [failure])
    }

    /// The diagram's only way out of `saving` is `finishSave`; when it comes from elsewhere (a timeout, a cancel
    /// button) before the save answers, the save is cancelled with its state and its late answer is dropped.
    @Test func leavingSavingCancelsTheSave() async {
        let saver = GatedSaver()
        let store = Store(machine: EditFlow.machine(saver: saver, presenter: RecordingPresenter()))
        store.send(.save)
        store.send(.confirm(true))
        var seen: [StoreNotification<EditState, EditEvent>] = []
        let token = store.observe { seen.append($0) }
        let timedOut = SaveResult.fail(SaveError("timed out"))
        store.send(.finishSave(timedOut))
        #expect(store.state == .saved(timedOut))
        await saver.release(.success)
        await store.waitForEffects()
        // Only the presentation's `shownResult` follows; a late `finishSave(success)` would show up as ignored.
        #expect(
            seen == [
                .willExit(.saving),
                .didEnter(.saved(timedOut)),
                .transition(StateTransition(from: .saving, event: .finishSave(timedOut), to: .saved(timedOut))),
                .willExit(.saved(timedOut)),
                .didEnter(.editing),
                .transition(StateTransition(from: .saved(timedOut), event: .shownResult, to: .editing)),
            ])
        token.cancel()
    }

    @Test func theControllerTurnsTheDialogAnswerIntoConfirm() async {
        let presenter = RecordingPresenter()
        let controller = EditController(saver: InMemorySaver(), presenter: presenter)
        controller.tappedSave()
        #expect(controller.confirmationDialog == .saveChanges)
        controller.answerConfirmation(false)
        #expect(controller.state == .editing)
        #expect(controller.confirmationDialog == nil)
        controller.tappedSave()
        controller.answerConfirmation(true)
        #expect(controller.state.isSaving)
        await controller.store.waitForEffects()
        #expect(controller.state == .editing)
        #expect(await presenter.presented == [.success])
    }
}

/// A saver that waits until the test releases it.
actor GatedSaver: DocumentSaving {
    private var result: SaveResult?
    private var waiters: [CheckedContinuation<SaveResult, Never>] = []

    func save() async -> SaveResult {
        if let result { return result }
        return await withCheckedContinuation { waiters.append($0) }
    }

    func release(_ result: SaveResult) {
        self.result = result
        for waiter in waiters { waiter.resume(returning: result) }
        waiters.removeAll()
    }
}
