// 0.6's initializers of what the engine returns, and the fields that named the chart's internal numbering, no
// longer public in 0.7. Each forward reads or builds what the package uses today, and goes in 0.8.

extension StatechartMacrostep {
    /// Creates an empty macrostep.
    @available(*, deprecated, message: "the engine returns macrosteps; read them from send(_:) or start()")
    public init() {
        self.init(empty: ())
    }

    /// The ids of the delayed sends cancelled, as given to `cancelSend(id:)`.
    @available(*, deprecated, message: "a cancelled send is listed by its token in cancelled")
    public var cancelledIDs: [String] {
        get { cancelledSendIDs }
        set { cancelledSendIDs = newValue }
    }
}

extension StatechartMicrostep {
    /// Creates a microstep.
    /// - Parameters:
    ///   - transitions: Indices of the transitions taken.
    ///   - exited: The states exited.
    ///   - entered: The states entered.
    @available(*, deprecated, message: "the engine returns microsteps; read them from a macrostep")
    public init(transitions: [Int], exited: [StateID], entered: [StateID]) {
        self.init(transitionList: transitions, exited: exited, entered: entered)
    }

    /// Indices of the transitions taken, into the chart's transitions.
    @available(*, deprecated, message: "the chart's transitions are not public; read exited and entered")
    public var transitions: [Int] {
        get { transitionList }
        set { transitionList = newValue }
    }
}

extension StatechartDelayedSend {
    /// Creates a delayed send.
    /// - Parameters:
    ///   - token: The token the host delivers it by.
    ///   - id: The id given to `send(_:after:id:)`, if any.
    ///   - event: The event to send.
    ///   - delay: How long to wait.
    @available(*, deprecated, message: "the engine hands delayed sends to the host in StatechartMacrostep.scheduled")
    public init(token: Int, id: String?, event: Event, delay: Duration) {
        self.init(token: token, sendID: id, event: event, delay: delay)
    }

    /// The id given to `send(_:after:id:)`, if any.
    @available(*, deprecated, message: "a cancelled send is listed by its token in StatechartMacrostep.cancelled")
    public var id: String? {
        get { sendID }
        set { sendID = newValue }
    }
}
