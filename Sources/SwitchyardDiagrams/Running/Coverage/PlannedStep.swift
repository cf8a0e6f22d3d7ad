import Switchyard

/// One input of a sequence: an event sent, an answer to a stub call, or time let pass.
package enum PlannedStep: Hashable, Sendable {
    /// Send the input `label`'s event, its `variant`th payload.
    case send(label: String, variant: Int)
    /// Answer call `call` of the input `label`'s stub with its outcome; `nil`: the oldest call waiting.
    case answer(label: String, call: Int?)
    /// Let virtual time pass.
    case wait(Duration)
}
