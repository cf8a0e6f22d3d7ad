import EditFlowExample
import Switchyard
import Testing

/// The routing function alone: next states and the effects each step asks for, as values.
struct EditFlowTransitionTests {
    let machine = EditFlow.machine(saver: InMemorySaver(), presenter: RecordingPresenter())

    static let failure = SaveResult.fail(SaveError("disk full"))
    static let states: [EditState] = [.editing, .confirming, .saving, .saved(.success), .saved(failure)]
    static let events: [EditEvent] = [
        .save, .confirm(true), .confirm(false), .finishSave(.success), .finishSave(failure), .shownResult,
    ]

    /// One accepted (state, event) pair: where it leads and what it asks the store to do.
    struct Row: Equatable {
        var state: EditState
        var event: EditEvent
        var next: EditState
        var actions: [EffectAction<EditEvent>]
    }

    @Test func everyAcceptedPairWithItsEffects() {
        var accepted: [Row] = []
        for state in Self.states {
            for event in Self.events {
                guard let step = machine.transition(from: state, on: event) else { continue }
                accepted.append(Row(state: state, event: event, next: step.state, actions: step.effect.actions))
            }
        }
        let save = EffectAction<EditEvent>.run(id: EditFlow.saveID, cancelsOnExit: true)
        let present = EffectAction<EditEvent>.run(id: EditFlow.presentID, cancelsOnExit: true)
        let failure = Self.failure
        #expect(
            accepted == [
                Row(state: .editing, event: .save, next: .confirming, actions: []),
                Row(state: .confirming, event: .confirm(true), next: .saving, actions: [save]),
                Row(state: .confirming, event: .confirm(false), next: .editing, actions: []),
                Row(state: .saving, event: .finishSave(.success), next: .saved(.success), actions: [present]),
                Row(state: .saving, event: .finishSave(failure), next: .saved(failure), actions: [present]),
                Row(state: .saved(.success), event: .shownResult, next: .editing, actions: []),
                Row(state: .saved(failure), event: .shownResult, next: .editing, actions: []),
            ])
    }

    @Test func theDialogBelongsToConfirmingOnly() {
        for state in Self.states {
            #expect((state.confirmationDialog == .saveChanges) == (state == .confirming), "\(state)")
        }
        #expect(ConfirmationDialog.saveChanges.title == "Save changes?")
    }

    @Test func aSecondSaveWhileSavingIsIgnored() {
        #expect(machine.transition(from: .saving, on: .save) == nil)
        #expect(machine.state(after: [.save, .confirm(true), .save, .confirm(true)]) == .saving)
    }
}
