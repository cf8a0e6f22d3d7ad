extension StoreCore {
    // A store's delayed sends (`Effect.send(_:after:id:)`, every chart timer) are running effects without tasks of
    // their own: their events wait in `effects.delayed`, one `DelayedSendHost` value, which decides what one wake
    // delivers and in what order, and one clock task per store sleeps on the store's clock until the first of them
    // falls due. The clock task is started when a send is scheduled and none sleeps, restarted when a send falls due
    // before it would wake, and stopped when nothing is pending or the store shuts down.

    /// The store's clock's time since it first scheduled a delayed send (the origin its due times count from).
    func clockTime() -> Duration {
        let now = options.clock.now
        guard let origin = effects.clock.origin else {
            effects.clock.origin = now
            return .zero
        }
        return Self.duration(from: origin, to: now)
    }

    /// Makes the one clock task sleep until the first pending delayed send falls due: started when none sleeps,
    /// restarted when a send falls due before it would wake, stopped when nothing is pending. While the clock task
    /// delivers, it decides for itself when it wakes next.
    func armClock() {
        guard !effects.clock.isDelivering, let wake = effects.wake else { return }
        guard let next = effects.delayed.nextDue else {
            stopClock()
            return
        }
        if effects.clock.task != nil, let wakesAt = effects.clock.wakesAt, wakesAt <= next { return }
        effects.clock.task?.cancel()
        effects.clock.generation &+= 1
        effects.clock.task = wake(max(.zero, next - clockTime()), effects.clock.generation, options)
        effects.clock.wakesAt = next
    }

    /// Cancels the clock task, if one sleeps (not while it delivers: it then ends or sleeps again by itself).
    func stopClock() {
        guard !effects.clock.isDelivering, let task = effects.clock.task else { return }
        task.cancel()
        effects.clock.task = nil
        effects.clock.wakesAt = nil
    }

    /// One wake of the store's delayed sends (the rule, and how a store's wakes differ from a virtual clock's, is
    /// ``DelayedSendHost``'s), as the clock task wakes: each send the wake delivers is taken out, its event processed
    /// like any other, then its effect reported finished.
    /// - Parameter generation: Which clock task woke; one that was replaced or stopped delivers nothing.
    /// - Returns: How long the clock task sleeps before it wakes again, or `nil` when it ends (nothing is pending,
    ///   the store shut down, or it was replaced).
    func deliverDueSends(wokenAs generation: Int) -> Duration? {
        guard !isShutDown, effects.clock.task != nil, generation == effects.clock.generation else { return nil }
        effects.clock.isDelivering = true
        let now = clockTime()
        let wake = effects.delayed.wake(at: now)
        var delivered = false
        while let (effect, event) = effects.takeDueSend(in: wake) {
            delivered = true
            send(event)
            tellEffectObservers(.finished, id: effect.id)
            existingBookkeeping?.effectWatchers.onEffectFinished?()
        }
        effects.clock.isDelivering = false
        var sleep: Duration?
        if !isShutDown, let next = effects.delayed.nextDue {
            effects.clock.wakesAt = next
            sleep = max(.zero, next - now)
        } else {
            effects.clock.task = nil
            effects.clock.wakesAt = nil
        }
        if delivered {
            resumeIdleWaiters()
            settled()
        }
        return sleep
    }

    /// How many tasks of the store's effects a test waits to see asleep on a clock or done: one per running effect
    /// that has a task, and one for the clock task while a delayed send is pending.
    var effectTaskCount: Int {
        effects.running.count - effects.delayed.count + (effects.delayed.isEmpty ? 0 : 1)
    }
}
