/// What a store restored from a ``StoreSnapshot`` does about an effect's work that was running when the snapshot
/// was taken.
///
/// Work in flight cannot be resumed — a network request is gone with the process that made it — so each effect
/// says what replaces it (``Effect/onRestore(_:)``). Work that says nothing is reported: the restored store tells
/// ``StoreOptions/onDiagnostic`` a ``StoreDiagnostic/Kind/effectInterrupted`` diagnostic naming it, and does not
/// start it again. Delayed sends (``Effect/send(_:after:id:)``) are not interrupted work: the snapshot holds them as
/// data and the restored store puts them back on its clock.
public enum EffectRestoration<Event: Sendable>: Sendable {
    /// Send this event to the restored store, so the machine decides — for example `.requestInterrupted`, to show
    /// an error or try again.
    case send(Event)
    /// Start the work again: the restored store asks the `restart` handler it was created with for the effect
    /// with this work's id, and performs it (tied to the same state as the work it replaces).
    case restart

    /// The restoration with its event transformed, as a parent store sees a child's.
    func map<Parent: Sendable>(_ transform: (Event) -> Parent) -> EffectRestoration<Parent> {
        switch self {
        case .send(let event): .send(transform(event))
        case .restart: .restart
        }
    }
}

extension EffectRestoration: Equatable where Event: Equatable {}
extension EffectRestoration: Hashable where Event: Hashable {}

extension EffectRestoration: Codable where Event: Codable {
    private enum CodingKeys: String, CodingKey {
        case send, restart
    }

    /// Encodes `{"send": event}` or `{"restart": true}`.
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .send(let event): try container.encode(event, forKey: .send)
        case .restart: try container.encode(true, forKey: .restart)
        }
    }

    /// Decodes what ``encode(to:)`` wrote.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when the value is neither form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.send) {
            self = .send(try container.decode(Event.self, forKey: .send))
        } else if try container.decodeIfPresent(Bool.self, forKey: .restart) == true {
            self = .restart
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "an effect restoration is {\"send\": …} or {\"restart\": true}"))
        }
    }
}

extension EffectID: Codable {
    /// Encodes the identifier as its text.
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Decodes an identifier from its text.
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }
}

extension Effect {
    /// Sends `event` after `delay` on the store's clock (``StoreOptions/clock``): a timer the store keeps as data,
    /// so a ``StoreSnapshot`` saves it with the time left and a restored store fires it when it falls due. A store
    /// keeps all its pending delayed sends together and wakes one task for them: sends due at the same instant
    /// arrive in the order they were scheduled.
    ///
    /// Cancel it with ``cancel(id:)``; tie it to the state with ``cancellingOnExit()`` (an entry action's timer is
    /// tied to the entered state already).
    /// - Parameters:
    ///   - event: The event to send.
    ///   - delay: How long to wait; zero or less makes the send due at once, delivered when the store's clock task
    ///     next wakes (after the event being processed and what it queued).
    ///   - id: A name to cancel the timer with.
    /// - Returns: The effect.
    public static func send(_ event: Event, after delay: Duration, id: EffectID? = nil) -> Effect {
        var run = EffectRun<Event>(
            id: id, cancelInFlight: false, priority: nil, tie: nil,
            operation: { context in
                try await context.sleep(for: delay)
                await context.send(event)
            },
            errorHandler: nil)
        run.timer = EffectTimer(event: event, delay: delay)
        return Effect(operation: .run(run))
    }

    /// Says what a store restored from a snapshot taken while this effect's work ran does about it: send an event
    /// of your choosing, or start the work again (``EffectRestoration``). Without it the interrupted work is
    /// reported as a ``StoreDiagnostic/Kind/effectInterrupted`` diagnostic and not started again.
    /// - Parameter restoration: What replaces the work on restore.
    /// - Returns: The same effect, with every run inside it marked.
    public func onRestore(_ restoration: EffectRestoration<Event>) -> Effect {
        mappingRuns { $0.restoration = restoration }
    }
}
