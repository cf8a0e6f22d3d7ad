// swift-format-ignore-file
// The README's "Machines" snippet, verbatim: the module's `Edit`, `EditEvent`, `edit` and `editTable` are the
// README's, and `DocumentationExampleTests` checks what its comments say. Its comments stay aligned as printed.
import Switchyard

enum Edit: Hashable, Sendable { case editing, confirming, saving, saved }
enum EditEvent: Hashable, Sendable { case save, confirm(Bool), finishSave, shownResult }

// A routing function: (State, Event) -> State?, nil when the event is ignored.
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

// A table: introspectable (table.rules, .states, .events) and O(1) to look up.
let editTable = Machine<Edit, EditEvent>.table(
    initial: .editing,
    rules: [
        .from(.editing, on: .save, to: .confirming),
        .from(.confirming, on: .confirm(true), to: .saving),
        .from(.confirming, on: .confirm(false), to: .editing),
        .from(.saving, on: .finishSave, to: .saved),
        .from(.saved, on: .shownResult, to: .editing),
    ])

let afterSave = edit.nextState(from: .editing, on: .save)          // .confirming
let ignoredSave = edit.nextState(from: .confirming, on: .save)     // nil: ignored
let choices = editTable.table?.events(from: .confirming)           // [.confirm(true), .confirm(false)]
