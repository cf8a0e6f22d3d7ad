package import Switchyard

extension TimedRun where StateID == String, Event == String, Context: Codable {
    /// A run on the virtual clock as a value: the chart's snapshot, the clock's time, the timers with their due times
    /// in due order, and how many deliveries are left; `Codable`, compact (one-letter keys).
    ///
    /// The timers are the only copy of the pending sends: the run took them over from the chart
    /// (``DelayedSendHandOff``), so the chart's snapshot lists none. A snapshot saved before the hand-off also lists
    /// them in the chart's snapshot (`pendingSends`); it still decodes and restores.
    package struct Snapshot: Codable {
        package var chart: StatechartSnapshot<String, String, Context>
        var now: Duration
        package var timers: [Timer]
        var remainingDeliveries: Int
        /// The run's delivery limit (absent in a snapshot of a run that kept the default's count only).
        var deliveryLimit: Int?
        /// When the run stopped delivering at its limit, the virtual time of the last delivery.
        var deliveryLimitStopTime: Duration?

        private enum CodingKeys: String, CodingKey {
            /// ``chart``.
            case c
            /// ``now``: `[seconds]` or `[seconds, attoseconds]`.
            case n
            /// ``timers``: `[[due, token, event, id?], …]`.
            case q
            /// ``remainingDeliveries``.
            case r
            /// ``deliveryLimit``.
            case l
            /// ``deliveryLimitStopTime``, like ``now``.
            case s
        }

        init(
            chart: StatechartSnapshot<String, String, Context>, now: Duration, timers: [Timer], remainingDeliveries: Int
        ) {
            self.chart = chart
            self.now = now
            self.timers = timers
            self.remainingDeliveries = remainingDeliveries
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(chart, forKey: .c)
            var now = container.nestedUnkeyedContainer(forKey: .n)
            try DurationCoding.encode(self.now, to: &now)
            var timers = container.nestedUnkeyedContainer(forKey: .q)
            for timer in self.timers {
                var fields = timers.nestedUnkeyedContainer()
                var due = fields.nestedUnkeyedContainer()
                try DurationCoding.encode(timer.due, to: &due)
                try fields.encode(timer.token)
                try fields.encode(timer.event)
                if let id = timer.id { try fields.encode(id) }
            }
            try container.encode(remainingDeliveries, forKey: .r)
            try container.encodeIfPresent(deliveryLimit, forKey: .l)
            if let stop = deliveryLimitStopTime {
                var time = container.nestedUnkeyedContainer(forKey: .s)
                try DurationCoding.encode(stop, to: &time)
            }
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            chart = try container.decode(StatechartSnapshot<String, String, Context>.self, forKey: .c)
            var now = try container.nestedUnkeyedContainer(forKey: .n)
            self.now = try DurationCoding.decode(from: &now)
            var timers = try container.nestedUnkeyedContainer(forKey: .q)
            self.timers = []
            while !timers.isAtEnd {
                var fields = try timers.nestedUnkeyedContainer()
                var due = try fields.nestedUnkeyedContainer()
                let timer = Timer(
                    due: try DurationCoding.decode(from: &due), token: try fields.decode(Int.self),
                    event: try fields.decode(String.self), id: fields.isAtEnd ? nil : try fields.decode(String.self))
                guard fields.isAtEnd else {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(codingPath: fields.codingPath, debugDescription: "not a timer"))
                }
                self.timers.append(timer)
            }
            remainingDeliveries = try container.decode(Int.self, forKey: .r)
            deliveryLimit = try container.decodeIfPresent(Int.self, forKey: .l)
            if container.contains(.s) {
                var time = try container.nestedUnkeyedContainer(forKey: .s)
                deliveryLimitStopTime = try DurationCoding.decode(from: &time)
            }
        }
    }

    /// The run as a value (see ``Snapshot``).
    package func snapshot() -> Snapshot {
        var snapshot = Snapshot(
            chart: interpreter.snapshot(), now: now, timers: timers, remainingDeliveries: remainingDeliveries)
        snapshot.deliveryLimit = deliveryLimit
        snapshot.deliveryLimitStopTime = deliveryLimitStop?.time
        return snapshot
    }

    /// A run that goes on from `snapshot` in `interpreter` (a new one of the same chart, whose settings it keeps),
    /// delivering the same sends at the same times in the same order as the saved run.
    /// - Throws: `StatechartSnapshotError` when the snapshot does not fit the chart, a timer's token was never
    ///   given or is given twice, or (a snapshot saved before the hand-off) the chart's pending sends are not the
    ///   timers.
    package init(restoring snapshot: Snapshot, into interpreter: StatechartInterpreter<String, String, Context>)
        throws(StatechartSnapshotError)
    {
        var interpreter = interpreter
        try interpreter.restore(snapshot.chart)
        guard snapshot.remainingDeliveries >= 0 else { throw .inconsistentStatus("remaining deliveries < 0") }
        var tokens: Set<Int> = []
        for timer in snapshot.timers {
            guard tokens.insert(timer.token).inserted, timer.token >= 0, timer.token < snapshot.chart.nextSendToken
            else { throw .invalidPendingSend(token: timer.token) }
        }
        // A snapshot saved before the hand-off lists the pending sends in the chart too: while the chart runs, each
        // has exactly one timer (once it stopped, its sends were dropped; the timers left are cancelled below).
        // The run takes them over, as it does after every macrostep; its timers are the snapshot's.
        let saved = interpreter.pendingSends
        if !saved.isEmpty, interpreter.isStillRunning {
            if let stray = saved.first(where: { !tokens.contains($0.token) }) {
                throw .invalidPendingSend(token: stray.token)
            }
            if saved.count != tokens.count {
                let known = Set(saved.map(\.token))
                throw .invalidPendingSend(token: snapshot.timers.first { !known.contains($0.token) }?.token ?? -1)
            }
        }
        _ = interpreter.handOffDelayedSends(of: Macrostep(empty: ()))
        let limit = snapshot.deliveryLimit ?? snapshot.remainingDeliveries
        guard limit >= snapshot.remainingDeliveries else { throw .inconsistentStatus("deliveries left > limit") }
        self.init(interpreter, deliveryLimit: limit)
        remainingDeliveries = snapshot.remainingDeliveries
        deliveryLimitStop = snapshot.deliveryLimitStopTime.map { TraceDeliveryLimit(limit: limit, time: $0) }
        now = snapshot.now
        // In due order, those due together in the order they were made: the saved run's order. A chart that stopped
        // cancelled every timer it handed over; a snapshot saved before that rule may still list some: they go.
        pending = DelayedSendHost()
        guard interpreter.isStillRunning else { return }
        for timer in snapshot.timers { pending.schedule(timer, due: timer.due) }
    }
}
