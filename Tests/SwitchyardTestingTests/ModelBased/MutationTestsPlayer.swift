import Switchyard
import SwitchyardTesting
import Testing

/// A media player modelled by a typed `Statechart`: three parallel regions (playback, sound, controls that hide
/// after 3 seconds), a settings screen, and deep history that brings the player back as it was left. The
/// implementation is a chart too, run in the store; each mutant changes the chart as a developer could.
enum PlayerImplementation {
    enum Event: Hashable, Sendable {
        case play
        case pause
        case mute
        case unmute
        case hide
        case tap
        case openSettings
        case back
        case remind
    }

    enum Mutant: Sendable {
        case none
        /// Back from settings enters the player afresh: history not restored.
        case historyNotRestored
        /// The controls start their hide timer only the first time they are shown (a "set up once" flag): the
        /// entry action does not run on re-entry.
        case entryRunsOnce
        /// Mute is handled by the whole session, not the sound region: muting restarts playback.
        case muteRestartsSession
        /// The history is shallow: back from settings restores the session, but each region starts afresh.
        case shallowHistory
        /// Leaving `shown` does not cancel its hide timer, which then fires wherever the player is.
        case hideNotCancelled
    }

    typealias Chart = Statechart<String, Event, Int>

    /// The chart; with `reminder`, settings also starts a 10-second reminder that is not cancelled when settings is
    /// left (SCXML's delayed sends outlive their state unless cancelled) and that nothing takes.
    static func chart(_ mutant: Mutant = .none, reminder: Bool = false) throws -> Chart {
        let showControls: Chart.Element = .onEntry { scope in
            if mutant == .entryRunsOnce {
                guard scope.context == 0 else { return }
                scope.context = 1
            }
            scope.send(.hide, after: .seconds(3), id: "hide")
        }
        let muteInRegion = mutant != .muteRestartsSession
        let playback: Chart.Element = .compound(
            "playback",
            [.atomic("playing", [.on(.pause, to: "paused")]), .atomic("paused", [.on(.play, to: "playing")])])
        let loud: [Chart.Element] = muteInRegion ? [.on(.mute, to: "muted")] : []
        let sound: Chart.Element = .compound(
            "sound", [.atomic("loud", loud), .atomic("muted", [.on(.unmute, to: "loud")])])
        let cancelHide: [Chart.Element] = mutant == .hideNotCancelled ? [] : [.onExit { $0.cancelSend(id: "hide") }]
        let shown: [Chart.Element] = [showControls] + cancelHide + [.on(.hide, to: "hidden")]
        let controls: Chart.Element = .compound(
            "controls", [.atomic("shown", shown), .atomic("hidden", [.on(.tap, to: "shown")])])
        let sessionMute: [Chart.Element] = muteInRegion ? [] : [.on(.mute, to: "muted")]
        let session: Chart.Element = .parallel("session", [playback, sound, controls] + sessionMute)
        let player: Chart.Element = .compound(
            "player", initial: "session",
            [session, .history("resume", deep: mutant != .shallowHistory), .on(.openSettings, to: "settings")])
        let back: Chart.Element = .on(.back, to: mutant == .historyNotRestored ? "player" : "resume")
        let remind: [Chart.Element] = reminder ? [.onEntry { $0.send(.remind, after: .seconds(10), id: "remind") }] : []
        return try Chart([player, .atomic("settings", remind + [back])])
    }

    /// The implementation as a printed test makes it.
    static func machine(_ mutant: Mutant, reminder: Bool) -> Machine<StatechartState<String, Event, Int>, Event> {
        // Every variant is a well-formed chart: the suite builds each with `try` first.
        try! chart(mutant, reminder: reminder).machine(context: 0)
    }

    static let events: [(String, Event)] = [
        ("play", .play), ("pause", .pause), ("mute", .mute), ("unmute", .unmute), ("tap", .tap),
        ("settings", .openSettings), ("back", .back),
    ]

    static func modelState(_ state: StatechartState<String, Event, Int>) -> String {
        state.isFinished ? "[*]" : state.configuration.atomicStates.joined(separator: ", ")
    }

    /// The same player with its drawing (`Drawings/player.puml`) as the model: the hide timer is a timer input.
    @MainActor static func drawingTest(_ mutant: Mutant = .none) throws -> ModelTest<
        StatechartState<String, Event, Int>, Event
    > {
        let implementation = try chart(mutant)
        var test = try ModelTest(
            drawing: "Drawings/player.puml", machine: { _ in implementation.machine(context: 0) },
            modelState: modelState,
            inputs: events.map { label, event in (label, .send(event)) } + [("hide", .timer(after: .seconds(3)))])
        test.machineSource = "PlayerImplementation.machine(.\(mutant), reminder: false)"
        test.modelStateSource = "PlayerImplementation.modelState"
        return test
    }

    @MainActor static func test(
        _ mutant: Mutant = .none, reminder: Bool = false
    ) throws -> ModelTest<StatechartState<String, Event, Int>, Event> {
        let implementation = try chart(mutant, reminder: reminder)
        var test = ModelTest(
            statechart: try chart(reminder: reminder), context: 0, named: "player", events: events,
            machine: { _ in implementation.machine(context: 0) }, modelState: modelState,
            inputs: events.map { label, event in (label, .send(event)) })
        test.machineSource = "PlayerImplementation.machine(.\(mutant), reminder: \(reminder))"
        test.modelStateSource = "PlayerImplementation.modelState"
        return test
    }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct MutationTestsPlayer {
    let budget = ModelTestBudget(seed: 7, sequences: 150, length: 12)

    @Test func theCorrectPlayerFollowsItsChart() async throws {
        await MutationCheck.passes(try PlayerImplementation.test(), budget: budget)
    }

    @Test func aDelayedSendThatOutlivesItsStateAsTheChartSaysIsNoLeak() async throws {
        await MutationCheck.passes(try PlayerImplementation.test(reminder: true), budget: budget)
    }

    @Test func historyNotRestoredIsFoundInThreeSteps() async throws {
        let failure = try await MutationCheck.caught(
            PlayerImplementation.test(.historyNotRestored), budget: budget, length: 3,
            printed: ["await store.send(PlayerImplementation.Event.openSettings)", "PlayerImplementation.Event.back"])
        #expect(failure.steps.suffix(2) == ["settings", "back"], "\(failure)")
    }

    @Test func anEntryActionNotRunOnReEntryIsFoundAfterItsTimer() async throws {
        // Re-entering `shown` through history (settings, back) runs its entry action again in the model, not in the
        // implementation: the model hides the controls 3 seconds later.
        try await MutationCheck.caught(
            PlayerImplementation.test(.entryRunsOnce), budget: budget, length: 3,
            steps: ["settings", "back", "wait 3.0 seconds"], message: "player in playing, loud, hidden",
            printed: ["await store.advance(by: .seconds(3))", "await store.send(PlayerImplementation.Event.back)"])
    }

    @Test func aTransitionOnTheWrongRegionIsFoundInTwoSteps() async throws {
        // Mute handled by the whole session is taken again while muted, where the sound region ignores it.
        try await MutationCheck.caught(
            PlayerImplementation.test(.muteRestartsSession), budget: budget, length: 2, steps: ["mute", "mute"],
            message: "took PlayerImplementation.Event.mute in playing, muted, shown, where player ignores it",
            printed: ["await store.sendIgnored(PlayerImplementation.Event.mute)"])
    }

    @Test func aShallowHistoryIsFoundInThreeSteps() async throws {
        let failure = try await MutationCheck.caught(
            PlayerImplementation.test(.shallowHistory), budget: budget, length: 3,
            printed: ["await store.send(PlayerImplementation.Event.back)"])
        #expect(failure.steps.suffix(2) == ["settings", "back"], "\(failure)")
    }

    @Test func aTimerNotCancelledOnExitIsFoundInOneStep() async throws {
        try await MutationCheck.caught(
            PlayerImplementation.test(.hideNotCancelled), budget: budget, length: 1, steps: ["settings"],
            message: "'statechart.send.hide'")
    }

    @Test func theCorrectPlayerFollowsItsPlantUMLDrawing() async throws {
        await MutationCheck.passes(try PlayerImplementation.drawingTest(), budget: budget)
    }

    @Test func theDrawingsDeepHistoryFindsHistoryNotRestored() async throws {
        try await MutationCheck.caught(
            PlayerImplementation.drawingTest(.historyNotRestored), budget: budget, length: 3,
            steps: ["pause", "settings", "back"], message: "player.puml in paused, loud, shown")
    }
}
