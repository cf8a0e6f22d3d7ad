import Switchyard
import Testing

/// The snippets of the DocC articles and README, compiled and checked so the documentation stays true.
enum Edit: Hashable, Sendable { case editing, confirming, saving, saved }
enum EditEvent: Hashable, Sendable { case save, confirm(Bool), finishSave, shownResult }

let edit = Machine<Edit, EditEvent>(initial: .editing) { state, event in
    switch (state, event) {
    case (.editing, .save): .confirming
    case (.confirming, .confirm(true)): .saving
    case (.confirming, .confirm(false)): .editing
    case (.saving, .finishSave): .saved
    case (.saved, .shownResult): .editing
    default: nil
    }
}

@MainActor
struct DocumentationExampleTests {
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
