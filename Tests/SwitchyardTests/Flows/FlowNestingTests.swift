import Switchyard
import Testing

/// A child flow is a compound state of its parent (DESIGN.md, "Nesting"): a move inside the child never exits the
/// parent's state that hosts it, so the parent's work tied to that state keeps running, while the child's own
/// state-tied work is cancelled when the child moves on.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct FlowNestingTests {
    enum Screen: Hashable, Sendable, CaseIterable {
        case first, second, last
    }

    enum ScreenEvent: Hashable, Sendable, CaseIterable {
        case next, back, blink
    }

    enum Stage: Hashable, Sendable {
        case home
        case wizard(Screen)
        case done(Int)
    }

    enum StageEvent: Hashable, Sendable {
        case open
        case wizard(FlowEvent<ScreenEvent, Int>)
    }

    /// Work that runs until it is cancelled, named so the log says whose it is.
    nonisolated static func held<Event>(_ name: String) -> Effect<Event> {
        .run(id: EffectID(name)) { _ in try await Task.sleep(for: .seconds(3_600)) }
    }

    /// first → second → last (final, result 1); `back` returns to first; `blink` changes nothing (internal). Each
    /// screen holds work tied to it, as a screen's state function would.
    nonisolated static let wizard = Flow<Screen, ScreenEvent, Int>(
        name: "wizard",
        machine: .stepping(initial: .first, onEnter: { screen in held("wizard.\(screen)") }) { screen, event in
            switch (screen, event) {
            case (.first, .next): Step(.second)
            case (.second, .next): Step(.last)
            case (.second, .back): Step(.first)
            case (_, .blink): Step(screen, kind: .internal)
            default: nil
            }
        },
        events: ScreenEvent.allCases, node: { .screen("\($0)") }, result: { $0 == .last ? 1 : nil })

    /// home → wizard (the child) → done; the wizard stage holds a timer of the parent's, tied to that stage.
    nonisolated static let parent = Machine<Stage, StageEvent>.stepping(
        initial: .home,
        onEnter: { stage in
            guard case .wizard = stage else { return .none }
            return held("parent.timer")
        }
    ) { stage, event in
        switch (stage, event) {
        case (.home, .open):
            return Step(
                .wizard(wizard.initialState),
                effect: wizard.entryEffect(for: wizard.initialState, event: StageEvent.wizard))
        case (.wizard(let screen), .wizard(.event(let screenEvent))):
            return wizard.step(from: screen, on: screenEvent, state: Stage.wizard, event: StageEvent.wizard)
        case (.wizard, .wizard(.finished(let result))):
            return Step(.done(result))
        default:
            return nil
        }
    }

    /// An exit or an entry the parent's observers were told about.
    struct Crossing: Hashable {
        var entered: Bool
        var stage: Stage
    }

    /// A store of the parent with its effects' starts and cancellations, and its exits and entries, recorded.
    @MainActor
    final class Recording {
        let store = Store(machine: FlowNestingTests.parent)
        var effects: [String] = []
        var exitsAndEntries: [Crossing] = []
        var tokens: [ObserverToken] = []

        init() {
            tokens.append(
                store.observeEffects { [weak self] activity in
                    guard let self, activity.change != .finished else { return }
                    effects.append("\(activity.change) \(activity.id?.rawValue ?? "?")")
                })
            tokens.append(
                store.observe { [weak self] notification in
                    switch notification {
                    case .willExit(let stage): self?.exitsAndEntries.append(Crossing(entered: false, stage: stage))
                    case .didEnter(let stage): self?.exitsAndEntries.append(Crossing(entered: true, stage: stage))
                    case .transition, .ignored: break
                    }
                })
        }

        func send(_ events: ScreenEvent...) {
            for event in events { store.send(.wizard(.event(event))) }
        }
    }

    @Test func aMoveInsideTheChildKeepsTheParentsWorkAndStopsOnlyTheChilds() {
        let recording = Recording()
        recording.store.send(.open)
        #expect(recording.effects == ["started wizard.first", "started parent.timer"])
        recording.effects.removeAll()
        recording.exitsAndEntries.removeAll()

        recording.send(.next, .back, .next)
        #expect(recording.store.state == .wizard(.second))
        #expect(
            recording.effects == [
                "cancelled wizard.first", "started wizard.second",
                "cancelled wizard.second", "started wizard.first",
                "cancelled wizard.first", "started wizard.second",
            ])
        // The parent's state was never exited: its observers see transitions only, as for a move inside a
        // statechart's compound state.
        #expect(recording.exitsAndEntries.isEmpty)
        #expect(recording.store.runningEffectCount == 2)
    }

    @Test func anInternalMoveOfTheChildStopsNothing() {
        let recording = Recording()
        recording.store.send(.open)
        recording.effects.removeAll()
        recording.send(.blink, .blink)
        #expect(recording.effects.isEmpty)
        #expect(recording.store.runningEffectCount == 2)
    }

    @Test func whenTheChildFinishesTheParentLeavesAndStopsTheWorkInnermostFirst() {
        let recording = Recording()
        recording.store.send(.open)
        recording.send(.next)
        recording.effects.removeAll()
        recording.exitsAndEntries.removeAll()

        recording.send(.next)
        #expect(recording.store.state == .done(1))
        #expect(
            recording.effects == [
                "cancelled wizard.second", "started wizard.last",
                // `.finished(1)`: the parent leaves the stage hosting the child, the child's state first.
                "cancelled wizard.last", "cancelled parent.timer",
            ])
        #expect(
            recording.exitsAndEntries == [
                Crossing(entered: false, stage: .wizard(.last)), Crossing(entered: true, stage: .done(1)),
            ])
        #expect(recording.store.runningEffectCount == 0)
    }

    // MARK: Leaving the hosting state

    /// Work that starts and ends at once, so the log shows when an action ran.
    nonisolated static func mark<Event>(_ name: String) -> Effect<Event> {
        .run(id: EffectID(name)) { _ in }
    }

    /// The wizard with an exit action of its own on each screen.
    nonisolated static let guardedWizard = Flow<Screen, ScreenEvent, Int>(
        name: "guarded",
        machine: .stepping(
            initial: .first, onEnter: { screen in held("guarded.\(screen)") },
            onExit: { screen in mark("guarded.exit.\(screen)") }
        ) { screen, event in
            switch (screen, event) {
            case (.first, .next): Step(.second)
            default: nil
            }
        },
        events: ScreenEvent.allCases, node: { .screen("\($0)") })

    enum HostEvent: Hashable, Sendable {
        case open, close, restart
        case wizard(FlowEvent<ScreenEvent, Int>)
    }

    /// home → wizard (hosting `guardedWizard`) → done(0) on `close`; `restart` leaves the wizard stage and enters it
    /// again (an external step). The hosting stage holds a timer of the parent's and has an exit action of its own;
    /// the child is entered and left through ``Machine/hosting(_:in:event:)``, never by hand.
    nonisolated static let host = Machine<Stage, HostEvent>.stepping(
        initial: .home,
        onEnter: { stage in
            guard case .wizard = stage else { return .none }
            return held("host.timer")
        },
        onExit: { stage in
            guard case .wizard = stage else { return .none }
            return mark("host.exit")
        }
    ) { stage, event in
        switch (stage, event) {
        case (.home, .open): Step(.wizard(guardedWizard.initialState))
        case (.wizard(let screen), .wizard(.event(let screenEvent))):
            guardedWizard.step(from: screen, on: screenEvent, state: Stage.wizard, event: HostEvent.wizard)
        case (.wizard, .close): Step(.done(0))
        case (.wizard, .restart): Step(.wizard(.first))
        default: nil
        }
    }
    .hosting(
        guardedWizard, in: { stage in if case .wizard(let screen) = stage { screen } else { nil } },
        event: HostEvent.wizard)

    /// The effects a store starts and cancels, in order (finishing is left out: marks finish at once).
    @MainActor
    final class EffectLog {
        var entries: [String] = []
        var token: ObserverToken?

        init(_ store: Store<Stage, HostEvent>) {
            token = store.observeEffects { [unowned self] activity in
                guard activity.change != .finished else { return }
                entries.append("\(activity.change) \(activity.id?.rawValue ?? "?")")
            }
        }

        func take() -> [String] {
            defer { entries.removeAll() }
            return entries
        }
    }

    @Test func leavingTheHostingStateExitsTheChildFirstAsAStatechartDoes() {
        let store = Store(machine: Self.host)
        let log = EffectLog(store)
        store.send(.open)
        // The stage's own entry work first, then the child's, as a statechart enters a compound state.
        #expect(log.take() == ["started host.timer", "started guarded.first"])
        store.send(.wizard(.event(.next)))
        // A move inside the child: only the child's exit and entry; the stage's timer keeps running.
        #expect(log.take() == ["started guarded.exit.first", "cancelled guarded.first", "started guarded.second"])

        store.send(.close)
        #expect(store.state == .done(0))
        // Innermost first: the child's exit action, the child's tied work, the parent's exit action, the
        // parent's tied work.
        #expect(
            log.take() == [
                "started guarded.exit.second", "cancelled guarded.second", "started host.exit", "cancelled host.timer",
            ])
    }

    @Test func anExternalStepOfTheHostingStateLeavesAndEntersTheChildAgain() {
        let store = Store(machine: Self.host)
        let log = EffectLog(store)
        store.send(.open)
        store.send(.wizard(.event(.next)))
        _ = log.take()
        store.send(.restart)
        #expect(store.state == .wizard(.first))
        #expect(
            log.take() == [
                "started guarded.exit.second", "cancelled guarded.second", "started host.exit", "cancelled host.timer",
                "started host.timer", "started guarded.first",
            ])
    }

    @Test func aRunThatStartsInAHostingStateEntersTheChild() {
        let store = Store(machine: Self.host, state: .wizard(.second))
        let log = EffectLog(store)
        store.start()
        #expect(log.take() == ["started host.timer", "started guarded.second"])
        // A state that hosts nothing enters and leaves nothing of the child's.
        store.send(.close)
        _ = log.take()
        #expect(Self.host.entryEffect(for: .done(0)).isNone)
    }

    // MARK: Three levels

    enum Outer: Hashable, Sendable {
        case idle
        case inner(Screen)
        case over
    }

    enum OuterEvent: Hashable, Sendable {
        case go
        case wizard(FlowEvent<ScreenEvent, Int>)
    }

    enum TopEvent: Hashable, Sendable {
        case outer(FlowEvent<OuterEvent, Never>)
    }

    /// A flow hosting the wizard, entered through its entry action (``Flow/entryEffect(for:event:)``).
    nonisolated static let outer = Flow<Outer, OuterEvent, Never>(
        name: "outer",
        machine: .stepping(
            initial: .idle,
            onEnter: { state in
                switch state {
                case .idle: held("outer.idle")
                case .inner(let screen):
                    .merge(held("outer.inner"), wizard.entryEffect(for: screen, event: OuterEvent.wizard))
                case .over: held("outer.over")
                }
            }
        ) { state, event in
            switch (state, event) {
            case (.idle, .go): Step(.inner(.first))
            case (.inner(let screen), .wizard(.event(let screenEvent))):
                wizard.step(from: screen, on: screenEvent, state: Outer.inner, event: OuterEvent.wizard)
            case (.inner, .wizard(.finished)): Step(.over)
            default: nil
            }
        },
        events: [.go], node: { .screen("\($0)") })

    /// A store whose one state hosts `outer`, which hosts the wizard.
    nonisolated static let top = Machine<Outer, TopEvent>.stepping(
        initial: .idle,
        onEnter: { state in .merge(held("top"), outer.entryEffect(for: state, event: TopEvent.outer)) }
    ) { state, event in
        switch event {
        case .outer(.event(let outerEvent)):
            outer.step(from: state, on: outerEvent, state: { $0 }, event: TopEvent.outer)
        }
    }

    @Test func aGrandchildsMoveStopsOnlyItsOwnWorkAndTheParentsEntryRunsBeforeTheChilds() {
        let store = Store(machine: Self.top)
        var effects: [String] = []
        var crossings = 0
        let tokens = [
            store.observeEffects { activity in
                guard activity.change != .finished else { return }
                effects.append("\(activity.change) \(activity.id?.rawValue ?? "?")")
            },
            store.observe { notification in
                switch notification {
                case .willExit, .didEnter: crossings += 1
                case .transition, .ignored: break
                }
            },
        ]
        store.start()
        #expect(effects == ["started top", "started outer.idle"])

        effects.removeAll()
        store.send(.outer(.event(.go)))
        // The parent's entry work starts before its child's, as a statechart enters a compound state first.
        #expect(effects == ["cancelled outer.idle", "started outer.inner", "started wizard.first"])

        effects.removeAll()
        store.send(.outer(.event(.wizard(.event(.next)))))
        #expect(effects == ["cancelled wizard.first", "started wizard.second"])

        effects.removeAll()
        store.send(.outer(.event(.wizard(.event(.next)))))
        #expect(store.state == .over)
        // The wizard finishes: `outer` leaves the state hosting it, the wizard's work first; `top` is never left.
        #expect(
            effects == [
                "cancelled wizard.second", "started wizard.last",
                "cancelled wizard.last", "cancelled outer.inner", "started outer.over",
            ])
        #expect(crossings == 0)
        #expect(store.runningEffectCount == 2)
        _ = tokens
    }
}
