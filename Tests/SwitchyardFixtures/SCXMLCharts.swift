/// SCXML charts that test targets of both the library and the CLI run, written once.
public enum SCXMLCharts {
    /// Each `go` schedules a `tick` an hour later that nothing cancels, so pending sends pile up past the 64 a
    /// behaviour search follows: a search over it must say it was cut (`BehaviourDiff`, `switchyard diff`).
    public static let uncancelledTicks = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="s">
          <state id="s">
            <transition event="go"><send event="tick" delay="3600s"/></transition>
            <transition event="tick" target="s"/>
          </state>
        </scxml>

        """
}
