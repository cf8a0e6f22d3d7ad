/// A value the journal's encoding writes under its own tag (``BinaryTag``) rather than through `Encodable`: the
/// primitives every encoding container takes. Which tag a type is written with is decided here, once, for the keyed,
/// unkeyed and single-value containers alike.
protocol BinaryPrimitive {
    /// Appends the value, tag first, at the end of `writer`'s buffer.
    func write(into writer: BinaryWriter)
}

extension Bool: BinaryPrimitive {
    func write(into writer: BinaryWriter) { writer.writeBool(self) }
}

extension String: BinaryPrimitive {
    func write(into writer: BinaryWriter) { writer.writeString(self) }
}

extension Double: BinaryPrimitive {
    func write(into writer: BinaryWriter) { writer.writeDouble(self) }
}

extension Float: BinaryPrimitive {
    func write(into writer: BinaryWriter) { writer.writeFloat(self) }
}

/// Signed integers of every width are one tag, a zigzag varint of the value as `Int64`.
extension BinaryPrimitive where Self: FixedWidthInteger & SignedInteger {
    func write(into writer: BinaryWriter) { writer.writeSigned(Int64(self)) }
}

/// Unsigned integers of every width are one tag, a varint of the value as `UInt64`.
extension BinaryPrimitive where Self: FixedWidthInteger & UnsignedInteger {
    func write(into writer: BinaryWriter) { writer.writeUnsigned(UInt64(self)) }
}

extension Int: BinaryPrimitive {}
extension Int8: BinaryPrimitive {}
extension Int16: BinaryPrimitive {}
extension Int32: BinaryPrimitive {}
extension Int64: BinaryPrimitive {}
extension UInt: BinaryPrimitive {}
extension UInt8: BinaryPrimitive {}
extension UInt16: BinaryPrimitive {}
extension UInt32: BinaryPrimitive {}
extension UInt64: BinaryPrimitive {}
