extension StatechartSnapshot: Codable where StateID: Codable, Event: Codable, Context: Codable {
    private enum CodingKeys: String, CodingKey {
        /// ``version``, read first.
        case v
        /// ``configuration``.
        case s
        /// ``history``: `[[history, [state, …]], …]`.
        case h
        /// ``internalQueue``.
        case i
        /// ``externalQueue``.
        case e
        /// ``pendingSends``.
        case p
        /// ``nextSendToken``.
        case n
        /// ``hasStarted``, ``isRunning``, ``hasExited``, ``exceededStepLimit``: present only when true.
        case b, r, x, l
        /// ``tiedEffects``: `[[state, [id, …]], …]`.
        case t
        /// ``context``.
        case c
        /// ``stoppedOn``, present only when set.
        case z
    }

    /// Writes the snapshot compactly: one-letter keys, and empty lists, a zero counter and false flags left out.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder or the encoding of a state id, an event or the context throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .v)
        if !configuration.isEmpty { try container.encode(configuration, forKey: .s) }
        if !history.isEmpty {
            var values = container.nestedUnkeyedContainer(forKey: .h)
            for value in history {
                var pair = values.nestedUnkeyedContainer()
                try pair.encode(value.history)
                try pair.encode(value.states)
            }
        }
        if !internalQueue.isEmpty { try container.encode(internalQueue, forKey: .i) }
        try container.encodeIfPresent(stoppedOn, forKey: .z)
        if !externalQueue.isEmpty { try container.encode(externalQueue, forKey: .e) }
        if !pendingSends.isEmpty { try container.encode(pendingSends, forKey: .p) }
        if nextSendToken != 0 { try container.encode(nextSendToken, forKey: .n) }
        for (flag, key) in [(hasStarted, CodingKeys.b), (isRunning, .r), (hasExited, .x), (exceededStepLimit, .l)]
        where flag {
            try container.encode(true, forKey: key)
        }
        if !tiedEffects.isEmpty {
            var records = container.nestedUnkeyedContainer(forKey: .t)
            for record in tiedEffects {
                var pair = records.nestedUnkeyedContainer()
                try pair.encode(record.state)
                try pair.encode(record.ids.map(\.rawValue))
            }
        }
        try container.encode(context, forKey: .c)
    }

    /// Reads a snapshot written by ``encode(to:)`` in any version up to ``currentVersion``. Whether it fits a chart
    /// is checked when it is restored.
    /// - Parameter decoder: The decoder.
    /// - Throws: ``StatechartSnapshotError/unsupportedVersion(_:)`` for a version this library does not read;
    ///   `DecodingError` when the data is malformed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .v)
        guard (1...Self.currentVersion).contains(version) else {
            throw StatechartSnapshotError.unsupportedVersion(version)
        }
        configuration = try container.decodeIfPresent([StateID].self, forKey: .s) ?? []
        history = []
        if container.contains(.h) {
            var values = try container.nestedUnkeyedContainer(forKey: .h)
            while !values.isAtEnd {
                var pair = try values.nestedUnkeyedContainer()
                let value = HistoryValue(
                    history: try pair.decode(StateID.self), states: try pair.decode([StateID].self))
                try Self.expectEnd(of: pair)
                history.append(value)
            }
        }
        internalQueue = try container.decodeIfPresent([StatechartSignal<StateID, Event>].self, forKey: .i) ?? []
        externalQueue = try container.decodeIfPresent([Event].self, forKey: .e) ?? []
        pendingSends = try container.decodeIfPresent([StatechartDelayedSend<Event>].self, forKey: .p) ?? []
        nextSendToken = try container.decodeIfPresent(Int.self, forKey: .n) ?? 0
        status = Status(
            hasStarted: try container.decodeIfPresent(Bool.self, forKey: .b) ?? false,
            isRunning: try container.decodeIfPresent(Bool.self, forKey: .r) ?? false,
            hasExited: try container.decodeIfPresent(Bool.self, forKey: .x) ?? false,
            exceededStepLimit: try container.decodeIfPresent(Bool.self, forKey: .l) ?? false,
            stoppedOn: try container.decodeIfPresent(StatechartSignal<StateID, Event>.self, forKey: .z))
        tiedEffects = []
        if container.contains(.t) {
            var records = try container.nestedUnkeyedContainer(forKey: .t)
            while !records.isAtEnd {
                var pair = try records.nestedUnkeyedContainer()
                let state = try pair.decode(StateID.self)
                let ids = try pair.decode([String].self).map { EffectID($0) }
                try Self.expectEnd(of: pair)
                tiedEffects.append(TiedEffects(state: state, ids: ids))
            }
        }
        context = try container.decode(Context.self, forKey: .c)
    }

    private static func expectEnd(of pair: some UnkeyedDecodingContainer) throws {
        guard pair.isAtEnd else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: pair.codingPath, debugDescription: "expected a pair"))
        }
    }
}
