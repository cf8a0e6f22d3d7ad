import Switchyard
import SwitchyardFixtures
import Testing

// The snippets of the DocC articles and README, compiled and checked so the documentation stays true.

/// README, "Selective subscriptions": a reducer that reports the parts it changes (in a namespace: other tests
/// have a `Board` of their own).
enum ReadmeParts {
    struct Board: Equatable, Sendable {
        enum Part: Hashable { case cell(Int), title }
        var cells = [0, 0, 0, 0]
        var title = ""
    }
    enum BoardEvent: Sendable { case increment(Int), rename(String) }

    static let board = Machine<Board, BoardEvent>.reducer(initial: Board(), parts: Board.Part.self) {
        state, event, changes in
        switch event {
        case .increment(let index):
            state.cells[index] += 1
            changes.insert(.cell(index))
        case .rename(let title):
            state.title = title
            changes.insert(.title)
        }
        return .none
    }
}

@MainActor
struct DocumentationExampleTests {
    @Test func readmeSelectionInAPartIsCalledOnlyForItsPart() {
        var options = StoreOptions()
        options.checksReportedChanges = false  // debug builds' check evaluates unreported parts too
        let boardStore = Store(machine: ReadmeParts.board, options: options)
        var rendered: [Int] = []
        var evaluated = 0
        let cell = boardStore.subscribe(to: \.cells[2], in: ReadmeParts.Board.Part.cell(2), initial: .changesOnly) {
            value in
            rendered.append(value)
        }
        let counted = boardStore.subscribe(
            selecting: { state -> Int in
                evaluated += 1
                return state.cells[1]
            }, in: ReadmeParts.Board.Part.cell(1), initial: .changesOnly
        ) { _ in }
        evaluated = 0
        for event in [ReadmeParts.BoardEvent.increment(2), .rename("x"), .increment(0), .increment(2)] {
            boardStore.send(event)
        }
        #expect(rendered == [1, 2])
        #expect(evaluated == 0)  // no step reported cell 1
        cell.cancel()
        counted.cancel()
    }

    @Test func readmeMachinesAnswerAsDocumented() {
        #expect(afterSave == .confirming)
        #expect(ignoredSave == nil)
        #expect(choices == [.confirm(true), .confirm(false)])
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
