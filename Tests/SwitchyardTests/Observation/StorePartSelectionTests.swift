import Switchyard
import Testing

/// A board whose reducer reports the parts it changes.
private struct Board: Equatable, Sendable {
    enum Part: Hashable { case cell(Int), title }
    var cells = [0, 0, 0, 0]
    var title = ""
}

private enum BoardEvent: Sendable {
    case increment(Int)
    case rename(String)
    case both(Int, String)
    case incrementAll
    /// Changes a cell without reporting it: a reducer bug the debug check catches.
    case sneak(Int)
}

private let board = Machine<Board, BoardEvent>.reducer(initial: Board(), parts: Board.Part.self) {
    state, event, changes in
    switch event {
    case .increment(let index):
        state.cells[index] += 1
        changes.insert(.cell(index))
    case .rename(let title):
        state.title = title
        changes.insert(.title)
    case .both(let index, let title):
        state.title = title
        state.cells[index] += 1
        changes.insert(.title)
        changes.insert(.cell(index))
    case .incrementAll:
        for index in state.cells.indices { state.cells[index] += 1 }
        changes.insertAll()
    case .sneak(let index):
        state.cells[index] += 1
    }
    return .none
}

@MainActor
struct StorePartSelectionTests {
    @Test func aSelectionInAPartIsEvaluatedOnlyWhenItsPartIsReported() {
        var options = StoreOptions()
        options.checksReportedChanges = false
        let store = Store(machine: board, options: options)
        var evaluations = [0, 0, 0, 0]
        var values: [Int: [Int]] = [:]
        var tokens: [ObserverToken] = []
        for index in 0..<4 {
            tokens.append(
                store.subscribe(
                    selecting: { state in
                        evaluations[index] += 1
                        return state.cells[index]
                    }, in: Board.Part.cell(index), initial: .changesOnly
                ) { values[index, default: []].append($0) })
        }
        evaluations = [0, 0, 0, 0]
        store.send(.increment(2))
        store.send(.increment(2))
        store.send(.rename("x"))
        #expect(evaluations == [0, 0, 2, 0])
        #expect(values == [2: [1, 2]])
        store.send(.incrementAll)
        #expect(evaluations == [1, 1, 3, 1])
        #expect(values == [0: [1], 1: [1], 2: [1, 2, 3], 3: [1]])
        for token in tokens { token.cancel() }
        #expect(store.distinctSelectionCount == 0)
    }

    @Test func selectionsOfSeveralPartsAndWithoutAPartAreCalledInSubscriptionOrder() {
        let store = Store(machine: board)
        var calls: [String] = []
        let tokens = [
            store.subscribe(to: \.cells[1], in: Board.Part.cell(1), initial: .changesOnly) { _ in calls.append("c1") },
            store.subscribe(to: \.title, in: Board.Part.title, initial: .changesOnly) { _ in calls.append("t") },
            store.subscribe(selecting: { $0.cells.reduce(0, +) }, initial: .changesOnly) { _ in calls.append("sum") },
            store.subscribe(to: \.cells[1], in: Board.Part.cell(1), initial: .changesOnly) { _ in calls.append("c1b") },
            store.subscribe(to: \.title, initial: .changesOnly) { _ in calls.append("t-any") },
        ]
        store.send(.both(1, "new"))
        #expect(calls == ["c1", "c1b", "t", "sum", "t-any"])
        // The same key path shares a selection only within one part.
        #expect(store.distinctSelectionCount == 4)
        calls = []
        store.send(.increment(3))
        #expect(calls == ["sum"])
        for token in tokens { token.cancel() }
    }

    @Test func aMachineThatReportsNothingEvaluatesSelectionsInParts() {
        // `counters` is a plain reducer: a selection declared in a part still sees every change.
        let store = Store(machine: counters)
        var seen: [Int] = []
        let token = store.subscribe(to: \.first, in: "first", initial: .changesOnly) { seen.append($0) }
        store.send(.incrementFirst)
        store.send(.incrementSecond)
        store.send(.incrementFirst)
        #expect(seen == [1, 2])
        token.cancel()
    }

    @Test func anUnreportedChangeIsAFailureWhenCheckedAndIsStillDelivered() {
        let sink = DiagnosticSink()
        var options = StoreOptions(onDiagnostic: sink.handler)
        options.checksReportedChanges = true
        let store = Store(machine: board, options: options)
        var seen: [Int] = []
        let token = store.subscribe(to: \.cells[0], in: Board.Part.cell(0), initial: .changesOnly) { seen.append($0) }
        store.send(.sneak(0))
        #expect(seen == [1])
        #expect(sink.all.map(\.kind) == [.failure])
        #expect(sink.all.first?.message.contains("cell(0)") == true)
        token.cancel()
    }

    @Test func theDebugCheckIsOnByDefaultInADebugBuild() {
        #expect(StoreOptions().checksReportedChanges == _isDebugAssertConfiguration())
    }

    @Test func cancellingManySelectionsInOnePartKeepsTheOthers() {
        let store = Store(machine: board)
        var calls: [Int] = []
        var tokens: [ObserverToken] = []
        for index in 0..<60 {
            tokens.append(
                store.subscribe(selecting: { $0.cells[0] + index }, in: Board.Part.cell(0), initial: .changesOnly) {
                    _ in calls.append(index)
                })
        }
        for index in 0..<60 where index % 6 != 0 { tokens[index].cancel() }
        #expect(store.distinctSelectionCount == 10)
        store.send(.increment(0))
        #expect(calls == Array(stride(from: 0, to: 60, by: 6)))
        for token in tokens { token.cancel() }
        #expect(store.distinctSelectionCount == 0)
        store.send(.increment(0))
        #expect(calls.count == 10)
    }

    @Test func theMachineDecidesTheSameStepOutsideAStore() {
        let step = board.transition(from: Board(), on: .both(2, "t"))
        #expect(step?.state == Board(cells: [0, 0, 1, 0], title: "t"))
    }

    @Test func aSelectionInAPartOfAnotherTypeIsEvaluatedOnEveryChange() {
        var options = StoreOptions()
        options.checksReportedChanges = false
        let store = Store(machine: board, options: options)
        var seen: [Int] = []
        let token = store.subscribe(to: \.cells[3], in: "cells", initial: .changesOnly) { seen.append($0) }
        store.send(.increment(3))
        store.send(.rename("a"))
        store.send(.increment(3))
        #expect(seen == [1, 2])
        token.cancel()
    }
}
