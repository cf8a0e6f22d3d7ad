import Switchyard
import Testing

/// The engine walks the nesting recursively: a chart nested deeper than `Statechart.nestingLimit` is refused with a
/// definition error (as the diagram readers refuse deep drawings), never a stack overflow; one at the limit runs.
struct StatechartNestingLimitTests {
    typealias Chart = Statechart<String, String, Int>

    /// States `s0` ⊃ `s1` ⊃ … ⊃ `s<depth-1>` (a leaf), with `go` from the leaf to a sibling leaf `t`, built without
    /// recursion.
    static func nested(depth: Int) -> [Chart.Element] {
        var inner: [Chart.Element] = [.atomic("s\(depth - 1)", [.on("go", to: "t")]), .atomic("t")]
        for level in stride(from: depth - 2, through: 0, by: -1) {
            inner = [.compound("s\(level)", inner)]
        }
        return inner
    }

    @Test func aChartNestedTwoThousandDeepIsRefused() {
        #expect(throws: StatechartDefinitionError.self) { try Chart(Self.nested(depth: 2_000)) }
        do {
            _ = try Chart(Self.nested(depth: 2_000))
        } catch {
            #expect(error.message.contains("nest more than \(Chart.nestingLimit) deep"))
            #expect(error.problemKind == .invalidStructure)
        }
    }

    @Test func aChartNestedAtTheLimitRuns() throws {
        let chart = try Chart(Self.nested(depth: Chart.nestingLimit))
        var interpreter = StatechartInterpreter(chart, context: 0)
        interpreter.start()
        #expect(Array(interpreter.configuration) == ["s\(Chart.nestingLimit - 1)"])
        interpreter.send("go")
        #expect(Array(interpreter.configuration) == ["t"])
        #expect(interpreter.configuration.states.count == Chart.nestingLimit)
        #expect(throws: StatechartDefinitionError.self) { try Chart(Self.nested(depth: Chart.nestingLimit + 1)) }
    }
}
