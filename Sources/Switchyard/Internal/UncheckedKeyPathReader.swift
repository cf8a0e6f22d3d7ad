/// The core's one read of a value at a byte offset: a key path made of stored properties of structs (and tuple
/// elements) is resolved once to where its value sits in the root's bytes, and then read there on every send.
///
/// Applying a key path (`root[keyPath: path]`) walks its components through the runtime on every call; a selection
/// subscribed with a key path is evaluated once per send, so that walk is paid per selection per send, and reading
/// at a fixed offset is several times cheaper (Benchmarks/RESULTS.md, selections).
///
/// Why the read is sound, for every key path it is used for:
/// - `MemoryLayout<Root>.offset(of:)` returns an offset only when the path's value is stored inline in every value of
///   `Root`, directly addressable: each component a stored property of a struct or a tuple element. It returns `nil`
///   for anything else — a class reference on the way, a computed property, a subscript, optional chaining, an enum
///   payload — and those paths are applied as key paths, never read at an offset;
/// - `withUnsafeBytes(of:)` lends the bytes of a value of `Root`, initialized and aligned for `Root`, for the length of
///   the closure; a stored field at its offset is therefore initialized and aligned for `Value`;
/// - `load(fromByteOffset:as:)` copies the value out (retaining what it references), so the result owns its value
///   and never points into the lent bytes after the closure returns.
///
/// UncheckedKeyPathReaderTests checks, over generated states with nested structs, tuples, optionals, enums with
/// payloads, class references, computed properties and subscripts, that the reader returns exactly what applying the
/// key path returns, and which paths are read at an offset.
@usableFromInline
enum UncheckedKeyPathReader {
    /// A function that reads `keyPath` from a root: at a fixed offset when the path allows it (see the type's
    /// proof), by applying the key path otherwise.
    /// - Parameter keyPath: The path to read.
    /// - Returns: The reader; calling it with a root returns `root[keyPath: keyPath]`.
    @inlinable
    static func reader<Root, Value>(for keyPath: KeyPath<Root, Value>) -> (Root) -> Value {
        guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return { $0[keyPath: keyPath] } }
        return { root in withUnsafeBytes(of: root) { $0.load(fromByteOffset: offset, as: Value.self) } }
    }

    /// Whether ``reader(for:)`` reads `keyPath` at an offset rather than applying it (for the tests).
    /// - Parameter keyPath: The path.
    /// - Returns: `true` when the path is a chain of stored struct properties and tuple elements.
    static func readsAtOffset<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> Bool {
        MemoryLayout<Root>.offset(of: keyPath) != nil
    }
}
