import Switchyard
import Testing

/// Typed definitions, introspection and definition errors.
struct StatechartDefinitionTests {
    enum Player: Hashable, Sendable { case off, on, stopped, playing, resume, volume, quiet, loud }
    enum Input: Hashable, Sendable { case power, play, stop, louder }

    static func player() throws -> Statechart<Player, Input, Int> {
        try Statechart(
            initial: .off,
            [
                .atomic(.off, [.on(.power, to: .on)]),
                .parallel(
                    .on,
                    [
                        .compound(
                            .playing, initial: .stopped,
                            [.atomic(.stopped, [.on(.play, to: .resume)]), .history(.resume)]),
                        .compound(
                            .volume,
                            [
                                .atomic(.quiet, [.on(.louder, to: .loud, action: { $0.context += 1 })]),
                                .atomic(.loud),
                            ]),
                        .on(.power, to: .off),
                    ]),
            ])
    }

    @Test func typedConfigurationCanBeReadAndSwitchedOver() throws {
        var interpreter = StatechartInterpreter(try Self.player(), context: 0)
        interpreter.start()
        interpreter.send(.power)
        interpreter.send(.louder)
        #expect(interpreter.configuration.contains(.on))
        #expect(!interpreter.configuration.contains(.off))
        var names: [String] = []
        for state in interpreter.configuration {
            switch state {
            case .stopped: names.append("stopped")
            case .loud: names.append("loud")
            default: names.append("other")
            }
        }
        #expect(names == ["stopped", "loud"])
        #expect(interpreter.context == 1)
    }

    @Test func introspectionListsStatesAndTransitionsInDocumentOrder() throws {
        let chart = try Self.player()
        #expect(chart.stateList.map(\.id) == [.off, .on, .playing, .stopped, .resume, .volume, .quiet, .loud])
        #expect(chart.stateList[1] == ChartStateInfo(id: .on, parent: nil, kind: .parallel, documentOrder: 1))
        #expect(chart.stateList[4].kind == .history(deep: false))
        #expect(chart.stateList[4].parent == .playing)
        #expect(chart.transitionList.map(\.source) == [.off, .on, .stopped, .quiet])
        #expect(chart.transitionList[0].events == ["power"])
        #expect(chart.transitionList[0].targets == [.on])
        #expect(chart.defaultTargets(of: nil) == [.off])
        #expect(chart.defaultTargets(of: .playing) == [.stopped])
        #expect(chart.defaultTargets(of: .resume) == [.stopped])
    }

    @Test(arguments: [
        ("duplicate", "state 'a' is defined twice"),
        ("unknown target", "a transition of 'a' targets unknown state 'zzz'"),
        ("initial outside", "initial state 'b' is not inside 'a'"),
    ])
    func mistakesAreReported(name: String, message: String) {
        let error = #expect(throws: StatechartDefinitionError.self) {
            switch name {
            case "duplicate":
                _ = try Statechart<String, String, Int>([.atomic("a"), .atomic("a")])
            case "unknown target":
                _ = try Statechart<String, String, Int>([.atomic("a", [.on("go", to: "zzz")])])
            default:
                _ = try Statechart<String, String, Int>([.compound("a", initial: "b", [.atomic("a1")]), .atomic("b")])
            }
        }
        #expect(error?.message == message)
        #expect(error?.state == "a")
        #expect(error?.problemKind == .invalidStructure)
    }

    @Test func aHistoryThatIsItsParentsInitialStateIsRefused() {
        let error = #expect(throws: StatechartDefinitionError.self) {
            _ = try Statechart<String, String, Int>([
                .compound("player", initial: "resume", [.atomic("stopped"), .history("resume")])
            ])
        }
        #expect(error?.problemKind == .historyLoop)
        #expect(error?.state == "resume")
        #expect(error?.message.contains("history state 'resume' leads back to itself") == true)
    }

    @Test func siblingHistoriesNamingEachOtherAreRefused() {
        let error = #expect(throws: StatechartDefinitionError.self) {
            _ = try Statechart<String, String, Int>([
                .compound(
                    "player", initial: "stopped",
                    [
                        .atomic("stopped"), .history("shallow", default: "deep"),
                        .history("deep", deep: true, default: "shallow"),
                    ])
            ])
        }
        #expect(error?.problemKind == .historyLoop)
        #expect(error?.state == "shallow")
    }

    @Test func aHistoryDefaultingToASiblingHistoryWithARealDefaultIsFine() throws {
        let chart = try Statechart<String, String, Int>([
            .compound(
                "player", initial: "shallow",
                [
                    .atomic("stopped"), .atomic("playing"), .history("shallow", default: "deep"),
                    .history("deep", deep: true, default: "playing"),
                ])
        ])
        var interpreter = StatechartInterpreter(chart, context: 0)
        interpreter.start()
        #expect(Array(interpreter.configuration) == ["playing"])
    }
}

/// The example of the Statecharts article, compiled and run.
struct StatechartArticleExampleTests {
    enum Player: Hashable, Sendable { case off, on, transport, stopped, playing, resume, volume, quiet, loud }
    enum Input: Hashable, Sendable { case power, play, stop, louder }

    @Test func historyRestoresPlayback() throws {
        let player = try Statechart<Player, Input, Int>(
            initial: .off,
            [
                .atomic(.off, [.on(.power, to: .resume)]),
                .parallel(
                    .on,
                    [
                        .compound(
                            .transport, initial: .stopped,
                            [
                                .atomic(.stopped, [.on(.play, to: .playing, action: { $0.context += 1 })]),
                                .atomic(.playing, [.on(.stop, to: .stopped)]),
                                .history(.resume, default: .stopped),
                            ]),
                        .compound(.volume, [.atomic(.quiet, [.on(.louder, to: .loud)]), .atomic(.loud)]),
                        .on(.power, to: .off),
                    ]),
            ])
        var interpreter = StatechartInterpreter(player, context: 0)
        interpreter.start()
        #expect(Array(interpreter.configuration) == [.off])
        interpreter.send(.power)
        #expect(Array(interpreter.configuration) == [.stopped, .quiet])
        interpreter.send(.play)
        #expect(Array(interpreter.configuration) == [.playing, .quiet])
        #expect(interpreter.context == 1)
        interpreter.send(.power)
        #expect(Array(interpreter.configuration) == [.off])
        interpreter.send(.power)
        #expect(Array(interpreter.configuration) == [.playing, .quiet])
    }
}
