import Foundation
import PropertyBased
import Switchyard
import SwitchyardDiagrams
import Testing

/// Saving and restoring through the encoded bytes after every step changes nothing: for generated charts and random
/// event sequences, the restored run has the same configurations, history, queues, pending sends and context, and
/// each step does the same, as the uninterrupted run.
@Suite(.timeLimit(.minutes(5)))
struct SnapshotPropertyTests {
    typealias Interpreter = SCXMLChart.Interpreter

    /// A recipe for a chart, and the run: each number picks an event to send, or (when a send is pending) a delivery.
    static let recipe = Gen.int(in: 0...1_000_000).array(of: 0...80)
    static let run = Gen.int(in: 0...99).array(of: 0...30)

    static func roundTrip(_ interpreter: Interpreter, into fresh: Interpreter) throws -> Interpreter {
        let bytes = try JSONEncoder().encode(interpreter.snapshot())
        var restored = fresh
        try restored.restore(try JSONDecoder().decode(Interpreter.Snapshot.self, from: bytes))
        return restored
    }

    @Test func generatedSCXMLChartsRunOnAlikeAfterEveryRestore() async {
        await propertyCheck(count: 300, input: Self.recipe, Self.run) { recipe, run in
            let document = SCXMLRecipe.document(from: recipe)
            let chart: SCXMLChart
            do {
                chart = try SCXMLReader().read(document)
            } catch {
                Issue.record("\(error) reading \(document)")
                return
            }
            do {
                var original = chart.makeInterpreter()
                // Charts that send themselves an event for ever stop soon (and their snapshots say so).
                original.stepLimit = 500
                let fresh = original
                var restored = original
                #expect(restored.start(processingQueuedEvents: false) == original.start(processingQueuedEvents: false))
                for choice in [-1] + run {
                    restored = try Self.roundTrip(restored, into: fresh)
                    #expect(restored.snapshot() == original.snapshot(), "\(document)")
                    var expected = StatechartMacrostep<String, String>(empty: ())
                    var step = StatechartMacrostep<String, String>(empty: ())
                    if choice < 0 {
                        expected = original.takeQueuedEvents()
                        step = restored.takeQueuedEvents()
                    } else if choice % 2 == 0, let send = original.pendingSends.first {
                        expected = original.deliver(send.token)
                        step = restored.deliver(send.token)
                    } else {
                        let event = SCXMLRecipe.events[choice % SCXMLRecipe.events.count]
                        expected = original.send(event)
                        step = restored.send(event)
                    }
                    #expect(step == expected, "\(document)")
                }
                #expect(restored.snapshot() == original.snapshot(), "\(document)")
                // And the trace, with its virtual clock, prints the same with a snapshot after every step.
                let events = run.map { TraceEvent(event: SCXMLRecipe.events[$0 % 3], after: Double($0 % 4) * 400) }
                var tracer = StatechartTracer<SCXMLDataModel>()
                // A generated chart may re-send itself a delayed event for ever: both runs stop at the same bounded
                // limit (the default, a million deliveries, takes minutes in a debug build).
                tracer.deliveryLimit = 2_000
                let plain = tracer.trace(fresh, events: events)
                let restoredTrace = try tracer.trace(fresh, events: events, snapshotEachStep: true)
                #expect(restoredTrace == plain, "\(document)")
            } catch {
                Issue.record("\(error) restoring a run of \(document)")
            }
        }
    }

    @Test func generatedDrawingsTraceAlikeWithASnapshotAfterEveryStep() async {
        await propertyCheck(count: 300, input: Self.recipe, Self.run) { recipe, run in
            let graph = GraphRecipe.graph(from: recipe, features: .plantUML)
            guard !graph.states.isEmpty, let drawing = try? DiagramChart(graph) else { return }
            let drawn: [String] = graph.transitions.compactMap(\.label)
            let labels: [String] = Array(Set(drawn)).sorted() + [DiagramChart.completionEvent]
            let events: [TraceEvent] = run.map { number in
                TraceEvent(event: labels[number % labels.count], after: Double(number % 3) * 500)
            }
            var tracer = StatechartTracer<[Int]>()
            tracer.deliveryLimit = 2_000
            do {
                let plain = tracer.trace(drawing.makeInterpreter(), events: events)
                let restored = try tracer.trace(drawing.makeInterpreter(), events: events, snapshotEachStep: true)
                #expect(restored == plain)
            } catch {
                Issue.record("\(error) restoring a trace of \(PlantUMLWriter().write(graph))")
            }
        }
    }

    /// Random damage to the bytes of a snapshot: decoded and restored (and then run), or an error; never a crash.
    @Test func damagedSnapshotsAreErrorsNeverCrashes() async throws {
        let chart = try SCXMLReader().read(StatechartTracerTests.chart)
        var interpreter = chart.makeInterpreter()
        interpreter.start()
        interpreter.send("start")
        let bytes = Array(try JSONEncoder().encode(interpreter.snapshot()))
        let damage = zip(Gen.int(in: 0...(bytes.count - 1)), Gen<UInt8>.value(in: 0...255)).array(of: 1...6)
        await propertyCheck(count: 1000, input: damage, Gen.int(in: 0...bytes.count)) { changes, length in
            var damaged = bytes
            for (position, byte) in changes { damaged[position] = byte }
            damaged = Array(damaged.prefix(length))
            do {
                let snapshot = try JSONDecoder().decode(Interpreter.Snapshot.self, from: Data(damaged))
                var restored = try Interpreter(chart.statechart, restoring: snapshot)
                for event in ["start", "stop", "tick", "timeout"] { restored.send(event) }
                for send in restored.pendingSends { restored.deliver(send.token) }
            } catch {
                #expect(error is DecodingError || error is StatechartSnapshotError)
            }
        }
    }
}
