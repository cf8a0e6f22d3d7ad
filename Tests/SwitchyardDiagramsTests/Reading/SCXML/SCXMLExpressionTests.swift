import Switchyard
import SwitchyardDiagrams
import Testing

/// The integer data model's operators, run through real charts: each condition decides which transition is taken.
struct SCXMLExpressionTests {
    /// A chart whose `check` event goes to `yes` when `condition` holds, to `no` otherwise; `x` starts at `start`.
    static func outcome(of condition: String, x start: Int = 3) throws -> [String] {
        let escaped = condition.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="s">
              <datamodel><data id="x" expr="\(start)"/><data id="flag" expr="true"/></datamodel>
              <state id="s">
                <transition event="check" cond="\(escaped)" target="yes"/>
                <transition event="check" target="no"/>
              </state>
              <state id="yes"/><state id="no"/>
            </scxml>
            """
        let chart = try SCXMLReader().read(text)
        let result = StatechartTracer<SCXMLDataModel>().trace(
            chart.makeInterpreter(), events: [TraceEvent(event: "check")])
        return result.configuration
    }

    @Test(arguments: [
        ("x === 3", true), ("x !== 3", false), ("x == 3", true), ("x != 4", true),
        ("x * 3 === 9", true), ("x * -2 == -6", true), ("x % 2 == 1", true), ("1 + x * 2 == 7", true),
        ("(1 + x) * 2 == 8", true), ("x - -1 == 4", true), ("!flag", false), ("!(x > 5)", true),
        ("x > 1 && x < 5", true), ("x > 4 && x < 5", false), ("x > 4 || x == 3", true), ("!flag || x == 3", true),
        ("x > 1 && x < 5 || false", true), ("false || true && false", false),
    ])
    func operators(condition: String, holds: Bool) throws {
        #expect(try Self.outcome(of: condition) == [holds ? "yes" : "no"], "\(condition)")
    }

    /// A condition that fails to evaluate (`%` by zero, an overflow) is false, and the chart goes on: SCXML raises
    /// `error.execution` and takes the next transition.
    @Test(arguments: ["x % 0 == 0", "x * 9223372036854775807 > 0", "undeclared == 1"])
    func failingConditionsAreFalse(condition: String) throws {
        #expect(try Self.outcome(of: condition) == ["no"])
    }

    /// `&&` does not evaluate its right side when the left decides, as in ECMAScript: no `error.execution`.
    @Test func andOrShortCircuit() throws {
        #expect(try Self.outcome(of: "false && undeclared == 1 || x == 3") == ["yes"])
        #expect(try Self.outcome(of: "x == 3 || undeclared == 1") == ["yes"])
    }

    /// Any prefix bound to SCXML's namespace names SCXML elements; elements of other namespaces are ignored.
    @Test func prefixedSCXMLElementsAreRead() throws {
        let text = """
            <ns0:scxml xmlns:ns0="http://www.w3.org/2005/07/scxml" initial="a">
              <ns0:state id="a"><ns0:transition event="go" target="b"/></ns0:state>
              <ns0:state id="b"><other xmlns="urn:example:editor"><state id="ignored"/></other></ns0:state>
            </ns0:scxml>
            """
        let chart = try SCXMLReader().read(text)
        let result = StatechartTracer<SCXMLDataModel>().trace(
            chart.makeInterpreter(), events: [TraceEvent(event: "go")])
        #expect(result.initial == ["a"])
        #expect(result.configuration == ["b"])
    }
}
