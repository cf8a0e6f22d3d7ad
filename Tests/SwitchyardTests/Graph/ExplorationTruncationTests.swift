import Foundation
import Switchyard
import Testing

/// An exploration cut short says so: `StateGraph.truncation` names the limit that stopped it, is `nil` for a machine
/// explored to the end, and survives the graph's JSON form without changing the JSON of a complete graph.
struct ExplorationTruncationTests {
    enum Tick: Hashable, Sendable { case tick }

    /// Counts up without end: every state has a next one.
    static let endless = Machine<Int, Tick>.routing(initial: 0) { count, _ in count + 1 }
    /// Counts from 0 to 4 and stops: five states.
    static let fiveStates = Machine<Int, Tick>.routing(initial: 0) { count, _ in count < 4 ? count + 1 : nil }

    enum Ping: Hashable, Sendable { case idle, ping, pong }
    enum PingEvent: Hashable, Sendable { case start, go }

    /// Entering `ping` or `pong` sends `go`, which moves to the other: the sends of `start` never settle.
    static let pingPong = Machine<Ping, PingEvent>.routing(
        initial: .idle,
        onEnter: { state in state == .idle ? .none : .send(.go) }
    ) { state, event in
        switch (state, event) {
        case (.idle, .start): .ping
        case (.ping, .go): .pong
        case (.pong, .go): .ping
        default: nil
        }
    }

    @Test func aMachineWithMoreStatesThanTheLimitGivesAGraphThatSaysItWasCut() {
        let graph = MachineExplorer(Self.endless, sampleEvents: [.tick], stateLimit: 5).explore()
        #expect(graph.truncation == "state limit reached: 5 states explored, more are reachable")
        // The five states visited and the arrow into the first one left unvisited.
        #expect(graph.states.map(\.id) == ["0", "1", "2", "3", "4", "5"])
    }

    @Test func aMachineExploredToTheEndIsComplete() {
        // Exactly as many states as the limit: nothing was left out.
        #expect(MachineExplorer(Self.fiveStates, sampleEvents: [.tick], stateLimit: 5).explore().truncation == nil)
        #expect(MachineExplorer(Self.fiveStates, sampleEvents: [.tick], stateLimit: 4).explore().truncation != nil)
        #expect(Self.fiveStates.graph(name: "count", events: [.tick]).truncation == nil)
    }

    @Test func sendsThatNeverSettleCutTheGraphAtTheSendLimit() {
        let reason = "send limit reached: a move's sends were followed for 64 events and did not settle"
        let graph = MachineExplorer(Self.pingPong, sampleEvents: [.start]).explore()
        #expect(graph.truncation == reason)
        #expect(graph.states.map(\.id) == ["idle", "ping", "pong"])
        // `Machine.graph(name:events:)` explores through the same explorer.
        #expect(Self.pingPong.graph(name: "ping", events: [.start]).truncation == reason)
        // The start is a move too: an initial state whose entry keeps sending is cut the same way.
        let started = Machine<Ping, PingEvent>.routing(initial: .ping, onEnter: { _ in .send(.go) }) { state, _ in
            state == .ping ? .pong : .ping
        }
        #expect(MachineExplorer(started, sampleEvents: []).explore().truncation == reason)
    }

    @Test func aCutGraphReadsBackFromJSONAndSaysSo() throws {
        let graph = MachineExplorer(Self.endless, sampleEvents: [.tick], stateLimit: 2).explore()
        let data = try JSONEncoder().encode(graph)
        #expect(String(decoding: data, as: UTF8.self).contains(#""truncation":"state limit reached: 2 states"#))
        let decoded = try JSONDecoder().decode(StateGraph.self, from: data)
        #expect(decoded == graph)
        #expect(decoded.truncation == graph.truncation)
    }

    @Test func aCompleteGraphsJSONHasNoTruncationKeyAndOldJSONReadsAsComplete() throws {
        let graph = MachineExplorer(Self.fiveStates, sampleEvents: [.tick], stateLimit: 2).explore()
        var complete = graph
        complete.truncation = nil
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(complete), as: UTF8.self)
        #expect(!text.contains("truncation"))
        // The JSON a complete graph had before `truncation` existed: unchanged, and read back as complete.
        let old =
            #"{"states":[{"descriptions":[],"id":"a","kind":"simple","region":0}],"#
            + #""title":"old","transitions":[]}"#
        let decoded = try JSONDecoder().decode(StateGraph.self, from: Data(old.utf8))
        #expect(decoded.truncation == nil)
        #expect(decoded.states.map(\.id) == ["a"])
        #expect(String(decoding: try encoder.encode(decoded), as: UTF8.self) == old)
    }
}
