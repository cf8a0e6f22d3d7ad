public import CustomDump
public import Switchyard

/// A chart's state dumps as what a test states about it — the active atomic states, the context and whether the
/// chart finished — so a failing `TestStore` assertion shows that difference, not the engine's queues and tables.
extension StatechartState: CustomDumpReflectable {
    /// The configuration's atomic states, the context and `isFinished`; `exceededStepLimit` too once the chart was
    /// stopped at the step limit, the one other thing equality compares.
    public var customDumpMirror: Mirror {
        var children: KeyValuePairs<String, Any> = [
            "configuration": configuration.atomicStates, "context": context as Any, "isFinished": isFinished,
        ]
        if exceededStepLimit {
            children = [
                "configuration": configuration.atomicStates, "context": context as Any, "isFinished": isFinished,
                "exceededStepLimit": true,
            ]
        }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
