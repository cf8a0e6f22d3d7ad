/// What a store does with an event its machine ignores.
public enum IgnoredEventPolicy: Sendable, Hashable {
    /// Drop it silently (observers are still told ``StoreNotification/ignored(state:event:)``). The default.
    case ignore
    /// Drop it and report a ``StoreDiagnostic`` of kind ``StoreDiagnostic/Kind/ignoredEvent``.
    case log
    /// Report a ``StoreDiagnostic`` of kind ``StoreDiagnostic/Kind/failure``: a test failure under
    /// `SwitchyardTesting`, an assertion failure in a debug build otherwise.
    case fail
}

/// Something a store reports about its own run: an ignored event under a logging or failing policy, an effect that
/// threw, an event sent too late, or a statechart that never settled.
public struct StoreDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The kind of report.
    public enum Kind: Sendable, Hashable {
        /// An event was ignored under ``IgnoredEventPolicy/log``.
        case ignoredEvent
        /// An effect threw an error it did not handle.
        case effectError
        /// A rule marked as failing was broken, e.g. an event ignored under ``IgnoredEventPolicy/fail``.
        case failure
        /// An event was dropped because nothing could process it any more: it was sent after the store was
        /// released, or by an effect that had already finished (see ``EffectContext/send(_:)``).
        case droppedEvent
        /// A statechart never settled: an event led to an endless loop of eventless transitions or raised events,
        /// and the chart was stopped at its step limit (``StatechartStepLimit``, whose words are the message). The
        /// chart is then neither running nor finished (``StatechartState/exceededStepLimit``); every later event
        /// is ignored and reported again with the same message.
        case stepLimit
        /// A store restored from a ``StoreSnapshot`` found work that was running when the snapshot was taken and
        /// that said nothing about restoring (``Effect/onRestore(_:)``), or asked to be restarted with no `restart`
        /// handler to start it: the work is gone and was not started again.
        case effectInterrupted
    }

    /// The kind of report.
    public var kind: Kind
    /// A readable message.
    public var message: String
    /// Where in the user's code the reported mistake was made, when the store knows (a ``Router`` call names its
    /// caller); a failure recorded as a test issue points there.
    public var origin: Origin?

    /// A place in source code: where a call that led to a diagnostic was written.
    public struct Origin: Sendable, Hashable {
        /// The file, as `#fileID` writes it (`Module/File.swift`).
        public var fileID: String
        /// The file's full path, as `#filePath` writes it.
        public var filePath: String
        /// The 1-based line.
        public var line: Int
        /// The 1-based column.
        public var column: Int

        /// Creates an origin; call it with no arguments from a function's default arguments to name its caller.
        /// - Parameters:
        ///   - fileID: The file, `#fileID`.
        ///   - filePath: The file's path, `#filePath`.
        ///   - line: The line, `#line`.
        ///   - column: The column, `#column`.
        package init(callerFileID fileID: String, filePath: String, line: Int, column: Int) {
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
        }
    }

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - kind: The kind of report.
    ///   - message: A readable message.
    ///   - origin: Where the call that led to it was written, if known.
    public init(kind: Kind, message: String, origin: Origin? = nil) {
        self.kind = kind
        self.message = message
        self.origin = origin
    }

    /// `switchyard: <message>`.
    public var description: String { "switchyard: \(message)" }

    /// The default handler: writes to standard error; a failure is recorded as an issue of the running test when
    /// the process is a test run that links `SwitchyardTesting` (at the diagnostic's ``origin`` when it has one),
    /// and otherwise stops a debug build.
    public static let defaultHandler: @Sendable (StoreDiagnostic) -> Void = { diagnostic in
        StandardError.write(diagnostic.description)
        if diagnostic.kind == .failure, !TestIssueRecorder.record(diagnostic.message, at: diagnostic.origin) {
            assertionFailure(diagnostic.message)
        }
    }
}

/// How a ``Store`` behaves: ignored-event policy, clock, event log and diagnostics.
public struct StoreOptions: Sendable {
    /// What to do with events the machine ignores.
    public var ignoredEvents: IgnoredEventPolicy
    /// The clock effects sleep on (``EffectContext/sleep(for:)``). Inject a manual clock in tests.
    public var clock: any Clock<Duration>
    /// How many recent events the store keeps in its ``Store/eventLog``; 0 turns the log off.
    public var eventLogCapacity: Int
    /// Receives diagnostics: ignored events under a logging or failing policy, unhandled effect errors, late sends
    /// and statecharts stopped at their step limit.
    public var onDiagnostic: @Sendable (StoreDiagnostic) -> Void
    /// Whether the store checks each step of a reducer that reports its changes (``Machine/reducer(initial:parts:_:)``)
    /// by evaluating the selections of the parts it did not report too: a change there is a reducer that forgot to
    /// report it, and is reported as a ``StoreDiagnostic/Kind/failure`` (the change is still delivered). The check
    /// costs what a store that knows nothing of parts costs: on by default in debug builds, off in release builds.
    public var checksReportedChanges: Bool = _isDebugAssertConfiguration()

    /// Creates options.
    /// - Parameters:
    ///   - ignoredEvents: What to do with ignored events; ``IgnoredEventPolicy/ignore`` by default.
    ///   - clock: The clock effects sleep on; a `ContinuousClock` by default.
    ///   - eventLogCapacity: How many recent events to keep; 0 (off) by default.
    ///   - onDiagnostic: Receives diagnostics; ``StoreDiagnostic/defaultHandler`` by default.
    public init(
        ignoredEvents: IgnoredEventPolicy = .ignore,
        clock: any Clock<Duration> = ContinuousClock(),
        eventLogCapacity: Int = 0,
        onDiagnostic: @escaping @Sendable (StoreDiagnostic) -> Void = StoreDiagnostic.defaultHandler
    ) {
        self.ignoredEvents = ignoredEvents
        self.clock = clock
        self.eventLogCapacity = max(0, eventLogCapacity)
        self.onDiagnostic = onDiagnostic
    }
}
