import Switchyard
import Testing

/// The snippets of the DocC articles and README, compiled and checked so the documentation stays true.
enum Edit: Hashable, Sendable { case editing, confirming, saving, saved }
enum EditEvent: Hashable, Sendable { case save, confirm(Bool), finishSave, shownResult }

let edit = Machine<Edit, EditEvent>.routing(initial: .editing) { state, event in
    switch (state, event) {
    case (.editing, .save): .confirming
    case (.confirming, .confirm(true)): .saving
    case (.confirming, .confirm(false)): .editing
    case (.saving, .finishSave): .saved
    case (.saved, .shownResult): .editing
    default: nil
    }
}

let editTable = Machine<Edit, EditEvent>.table(
    initial: .editing,
    rules: [
        .from(.editing, on: .save, to: .confirming),
        .from(.confirming, on: .confirm(true), to: .saving),
        .from(.confirming, on: .confirm(false), to: .editing),
        .from(.saving, on: .finishSave, to: .saved),
        .from(.saved, on: .shownResult, to: .editing),
    ])

@MainActor
struct DocumentationExampleTests {
    @Test func readmeMachinesAnswerAsDocumented() {
        #expect(edit.nextState(from: .editing, on: .save) == .confirming)
        #expect(edit.nextState(from: .confirming, on: .save) == nil)
        #expect(editTable.table?.events(from: .confirming) == [.confirm(true), .confirm(false)])
        let events: [EditEvent] = [.save, .confirm(false), .save, .confirm(true), .finishSave, .shownResult, .save]
        #expect(edit.state(after: events) == editTable.state(after: events))
    }

    @Test func landingPageSnippetBehavesAsDocumented() {
        let store = Store(machine: edit)
        var printed: [String] = []
        let token = store.onTransition { printed.append("\($0)") }
        store.send(.save)
        store.send(.save)
        #expect(printed == ["editing --save--> confirming"])
        #expect(store.state == .confirming)
        token.cancel()
    }
}
