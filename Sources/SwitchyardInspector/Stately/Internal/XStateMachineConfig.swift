import Foundation

/// An XState machine config, the shape ``StatelyTranslator/machineDefinition(of:)`` writes: encoded by a
/// `JSONEncoder` with sorted keys, like every other JSON the package writes, so no second JSON writer or string
/// escaper exists. A field that is `nil` is left out.
struct XStateMachineConfig: Encodable, Equatable {
    /// An arrow's target, `#` and an XState id.
    struct Target: Encodable, Equatable {
        var target: String
    }

    /// One state node.
    struct StateNode: Encodable, Equatable {
        var id: String
        /// `parallel` or `final`; absent for an atomic or compound state.
        var type: String?
        /// A compound state's initial child, by key.
        var initial: String?
        /// From each event to its targets, in the order the graph lists the arrows.
        var on: [String: [Target]]?
        /// The targets of the arrows without a label.
        var always: [Target]?
        /// The child states, by key.
        var states: [String: StateNode]?
    }

    var id: String
    var initial: String?
    var states: [String: StateNode]

    /// The config as compact JSON text, keys sorted, slashes not escaped.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Only strings, arrays and objects: encoding cannot fail.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
