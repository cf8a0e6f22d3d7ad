import Testing

@testable import SwitchyardJournal

/// The bytes the journal's encoder writes for every call a container offers are its layout on disk: pinned here, so
/// that a change to the encoder that writes any of them differently (a tag, a count, a key, an order) fails.
@Suite
struct BinaryEventLayoutTests {
    enum Keys: String, CodingKey {
        case bool, string, double, float, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64
        case none, value, keyed, unkeyed, single, named
    }

    /// A value written through its single-value container by `write`.
    struct Single: Encodable {
        let write: @Sendable (inout any SingleValueEncodingContainer) throws -> Void

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try write(&container)
        }
    }

    /// Each primitive a single-value container takes, once.
    static let singles: [Single] = [
        Single { try $0.encodeNil() }, Single { try $0.encode(false) }, Single { try $0.encode("é") },
        Single { try $0.encode(0.25 as Double) }, Single { try $0.encode(-0.5 as Float) },
        Single { try $0.encode(-64 as Int) }, Single { try $0.encode(Int8.min) }, Single { try $0.encode(Int16.min) },
        Single { try $0.encode(Int32.min) }, Single { try $0.encode(Int64.min) }, Single { try $0.encode(128 as UInt) },
        Single { try $0.encode(UInt8.max) }, Single { try $0.encode(UInt16.max) },
        Single { try $0.encode(UInt32.max) }, Single { try $0.encode(UInt64.max) },
    ]

    /// Every call of a keyed and of an unkeyed container, nested ones and super encoders included.
    struct EveryCall: Encodable {
        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: Keys.self)
            try keyed.encode(true, forKey: .bool)
            try keyed.encode("key", forKey: .string)
            try keyed.encode(-1.5 as Double, forKey: .double)
            try keyed.encode(2.5 as Float, forKey: .float)
            try keyed.encode(-3 as Int, forKey: .int)
            try keyed.encode(Int8.min, forKey: .int8)
            try keyed.encode(Int16.min, forKey: .int16)
            try keyed.encode(Int32.min, forKey: .int32)
            try keyed.encode(Int64.min, forKey: .int64)
            try keyed.encode(300 as UInt, forKey: .uint)
            try keyed.encode(UInt8.max, forKey: .uint8)
            try keyed.encode(UInt16.max, forKey: .uint16)
            try keyed.encode(UInt32.max, forKey: .uint32)
            try keyed.encode(UInt64.max, forKey: .uint64)
            try keyed.encodeNil(forKey: .none)
            try keyed.encode([1, 2], forKey: .value)
            var nested = keyed.nestedContainer(keyedBy: Keys.self, forKey: .keyed)
            try nested.encode(4, forKey: .int)
            try Self.writeUnkeyed(keyed.nestedUnkeyedContainer(forKey: .unkeyed))
            try keyed.encode(BinaryEventLayoutTests.singles, forKey: .single)
            try 7.encode(to: keyed.superEncoder())
            _ = keyed.superEncoder(forKey: .named)
            // Asked again, the encoder gives back the container it made.
            var again = encoder.container(keyedBy: Keys.self)
            try again.encode(false, forKey: .bool)
        }

        static func writeUnkeyed(_ container: any UnkeyedEncodingContainer) throws {
            var unkeyed = container
            try unkeyed.encodeNil()
            try unkeyed.encode(true)
            try unkeyed.encode("list")
            try unkeyed.encode(1e100 as Double)
            try unkeyed.encode(Float.infinity)
            try unkeyed.encode(Int.min)
            try unkeyed.encode(-1 as Int8)
            try unkeyed.encode(-2 as Int16)
            try unkeyed.encode(-3 as Int32)
            try unkeyed.encode(-4 as Int64)
            try unkeyed.encode(UInt.max)
            try unkeyed.encode(1 as UInt8)
            try unkeyed.encode(2 as UInt16)
            try unkeyed.encode(3 as UInt32)
            try unkeyed.encode(4 as UInt64)
            try unkeyed.encode(["a": 1])
            var nested = unkeyed.nestedContainer(keyedBy: Keys.self)
            try nested.encode("in", forKey: .string)
            var list = unkeyed.nestedUnkeyedContainer()
            try list.encode(5)
            try "super".encode(to: unkeyed.superEncoder())
            _ = unkeyed.superEncoder()
        }
    }

    /// Written by the encoder before its containers shared their code (397 bytes).
    static let everyCallBytes: [UInt8] = [
        9, 22, 4, 98, 111, 111, 108, 2, 6, 115, 116, 114, 105, 110, 103, 7, 3, 107, 101, 121, 6, 100, 111, 117, 98,
        108, 101, 5, 0, 0, 0, 0, 0, 0, 248, 191, 5, 102, 108, 111, 97, 116, 6, 0, 0, 32, 64, 3, 105, 110, 116, 3, 5,
        4, 105, 110, 116, 56, 3, 255, 1, 5, 105, 110, 116, 49, 54, 3, 255, 255, 3, 5, 105, 110, 116, 51, 50, 3, 255,
        255, 255, 255, 15, 5, 105, 110, 116, 54, 52, 3, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1, 4, 117, 105,
        110, 116, 4, 172, 2, 5, 117, 105, 110, 116, 56, 4, 255, 1, 6, 117, 105, 110, 116, 49, 54, 4, 255, 255, 3, 6,
        117, 105, 110, 116, 51, 50, 4, 255, 255, 255, 255, 15, 6, 117, 105, 110, 116, 54, 52, 4, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 1, 4, 110, 111, 110, 101, 0, 5, 118, 97, 108, 117, 101, 8, 2, 3, 2, 3, 4, 5, 107,
        101, 121, 101, 100, 9, 1, 3, 105, 110, 116, 3, 8, 7, 117, 110, 107, 101, 121, 101, 100, 8, 20, 0, 2, 7, 4,
        108, 105, 115, 116, 5, 125, 195, 148, 37, 173, 73, 178, 84, 6, 0, 0, 128, 127, 3, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 1, 3, 1, 3, 3, 3, 5, 3, 7, 4, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1, 4, 1, 4, 2,
        4, 3, 4, 4, 9, 1, 1, 97, 3, 2, 9, 1, 6, 115, 116, 114, 105, 110, 103, 7, 2, 105, 110, 8, 1, 3, 10, 7, 5, 115,
        117, 112, 101, 114, 9, 0, 6, 115, 105, 110, 103, 108, 101, 8, 15, 0, 1, 7, 2, 195, 169, 5, 0, 0, 0, 0, 0, 0,
        208, 63, 6, 0, 0, 0, 191, 3, 127, 3, 255, 1, 3, 255, 255, 3, 3, 255, 255, 255, 255, 15, 3, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 1, 4, 128, 1, 4, 255, 1, 4, 255, 255, 3, 4, 255, 255, 255, 255, 15, 4, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 1, 5, 115, 117, 112, 101, 114, 3, 14, 5, 110, 97, 109, 101, 100, 9, 0, 4, 98,
        111, 111, 108, 1,
    ]

    @Test func everyCallOfEveryContainerWritesThePinnedBytes() throws {
        var bytes: [UInt8] = []
        try BinaryEventEncoder.encode(EveryCall(), into: &bytes)
        #expect(bytes == Self.everyCallBytes)
    }
}
