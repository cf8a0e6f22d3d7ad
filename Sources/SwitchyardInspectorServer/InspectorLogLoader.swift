import Foundation
import Switchyard
import SwitchyardDiagrams
import SwitchyardInspector

/// Reads a log for offline inspection: an inspector log (``InspectorRecording``) or the JSON of a store's
/// `EventLog` (what `JSONEncoder().encode(store.eventLog)` writes) — and, given a drawing, replays the log's events
/// through it on the statechart engine to find what each step lights.
package enum InspectorLogLoader {
    struct LoadedStore: Sendable {
        var id: String
        var messages: [InspectorMessage]
    }

    static func stores(in data: Data, name: String, diagram: StateGraph?) throws(InspectorInputError) -> [LoadedStore] {
        var stores: [LoadedStore]
        if let recording = try? InspectorRecording(json: data) {
            stores = recording.storeIDs.map { id in
                LoadedStore(id: id, messages: recording.messages.filter { $0.store == id })
            }
        } else if let converted = eventLogStore(data, name: name) {
            stores = [converted]
        } else {
            let reason: String
            do {
                _ = try InspectorRecording(json: data)
                reason = "unknown"
            } catch {
                reason = "\(error)"
            }
            throw InspectorInputError(
                "neither an inspector log (format \"\(InspectorRecording.formatName)\") nor a store's EventLog JSON: "
                    + reason)
        }
        guard !stores.isEmpty else { throw InspectorInputError("the log has no messages") }
        if let diagram {
            let chart: DiagramChart
            do {
                chart = try DiagramChart(diagram)
            } catch {
                throw InspectorInputError("the diagram cannot run: \(error.message)")
            }
            for index in stores.indices { replay(&stores[index].messages, through: chart) }
        }
        return stores
    }

    /// The events of each store in a log (an inspector log or an `EventLog`'s JSON), in order, by name: what
    /// `switchyard coverage` replays through a drawing.
    /// - Parameters:
    ///   - bytes: The log.
    ///   - name: The log's name.
    /// - Returns: One list of event names per store.
    /// - Throws: ``InspectorInputError`` when the bytes are neither kind of log.
    package static func eventSequences(in bytes: [UInt8], name: String) throws(InspectorInputError) -> [[String]] {
        try stores(in: Data(bytes), name: name, diagram: nil).map { store in
            store.messages.compactMap { $0.kind == .event ? $0.event : nil }
        }
    }

    /// Lights each step with the configuration the drawing reaches when the log's events are replayed through it.
    /// An event the drawing does not accept leaves the configuration as it was.
    static func replay(_ messages: inout [InspectorMessage], through chart: DiagramChart) {
        var interpreter = chart.start()
        for index in messages.indices {
            switch messages[index].kind {
            case .hello:
                messages[index].nodes = chart.activeStates(interpreter)
            case .event:
                if let event = messages[index].event, messages[index].step != .ignored {
                    _ = interpreter.send(event)
                }
                messages[index].nodes = chart.activeStates(interpreter)
            case .effect, .goodbye:
                break
            }
        }
    }

    /// A store's `EventLog` JSON (`version`, `initialState`, `entries` of `event`, `accepted`, `state`) as inspector
    /// messages; `nil` when the data is not one.
    static func eventLogStore(_ data: Data, name: String) -> LoadedStore? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            let log = object as? [String: Any], log["version"] as? Int == 1,
            let initialState = log["initialState"], let entries = log["entries"] as? [[String: Any]]
        else { return nil }
        let id = "log-" + name
        var hello = InspectorMessage(kind: .hello, store: id, sequence: 0, time: 0)
        hello.name = name
        hello.state = text(of: initialState)
        hello.nodes = [eventName(initialState)]
        var messages = [hello]
        for (offset, entry) in entries.enumerated() {
            guard let event = entry["event"], let state = entry["state"] else { return nil }
            var message = InspectorMessage(kind: .event, store: id, sequence: offset + 1, time: 0)
            message.event = eventName(event)
            message.payload = compactText(of: event)
            message.step = (entry["accepted"] as? Bool ?? true) ? .external : .ignored
            message.state = text(of: state)
            message.nodes = [eventName(state)]
            messages.append(message)
        }
        if let dropped = log["droppedCount"] as? Int, dropped > 0, messages.count > 1 { messages[1].dropped = dropped }
        return LoadedStore(id: id, messages: messages)
    }

    /// The name of an encoded enum value: a string as it is, `{"case": {…}}` as `case`, anything else as JSON.
    static func eventName(_ value: Any) -> String {
        if let string = value as? String { return string }
        if let object = value as? [String: Any], object.count == 1, let key = object.keys.first { return key }
        return compactText(of: value) ?? "\(value)"
    }

    static func text(of value: Any) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: value,
                options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
        else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }

    static func compactText(of value: Any) -> String? {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
