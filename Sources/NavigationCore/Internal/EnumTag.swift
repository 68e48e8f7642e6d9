/// Reads which case an enum value is in, as a number, through the Swift runtime's value
/// witnesses: with ``EnumPayload``, the one platform call of the core, kept here.
///
/// The runtime numbers cases with payloads first, in declaration order, then cases without. The
/// layout read here (the value witness table before the type's metadata, and its enum entries
/// after the eleven words every type has: `getEnumTag`, `destructiveProjectEnumData`,
/// `destructiveInjectEnumTag`) is the Swift ABI, the same on Linux as on Apple's platforms;
/// swift-case-paths read tags the same way.
@usableFromInline
enum EnumTag {
  @usableFromInline
  typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32

  /// Reads the case number of values of `T`: the runtime's `getEnumTag`, called directly.
  @usableFromInline
  struct Reader<T>: @unchecked Sendable {
    @usableFromInline let metadata: UnsafeRawPointer
    @usableFromInline let getEnumTag: GetEnumTag

    /// The case number of `value`.
    @inlinable
    func callAsFunction(_ value: borrowing T) -> UInt32 {
      withUnsafePointer(to: value) { getEnumTag($0, metadata) }
    }
  }

  /// Whether `type` is an enum (or `Optional`): whether its metadata kind is 0x201 or 0x202.
  static func isEnum<T>(_ type: T.Type) -> Bool {
    let kind = metadata(of: type).load(as: Int.self)
    return kind == 0x201 || kind == 0x202
  }

  /// What gives the case number of a value of `type`; `nil` when `type` is not an enum.
  static func reader<T>(for type: T.Type) -> Reader<T>? {
    guard isEnum(type) else { return nil }
    return Reader(
      metadata: metadata(of: type), getEnumTag: enumWitness(11, of: type, as: GetEnumTag.self))
  }

  /// The enum value witness at word `index` of the value witness table of `type`, an enum.
  static func enumWitness<T, Function>(
    _ index: Int, of type: T.Type, as _: Function.Type
  ) -> Function {
    let witnesses = metadata(of: type).load(
      fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    return witnesses.load(
      fromByteOffset: index * MemoryLayout<UnsafeRawPointer>.size, as: Function.self)
  }

  /// Whether case number `tag` of `type` stores its payload inline as exactly a `Payload`: the
  /// case is not `indirect` (which boxes the payload) and its payload type is `Payload`, as the
  /// enum's field descriptor says. `false` for generic enums and for anything unexpected.
  ///
  /// Read from the type's context descriptor (Swift ABI: an enum descriptor's field descriptor
  /// at byte 16 and its number of payload cases at byte 20; 12-byte field records whose flags'
  /// low bit marks an indirect case), the payload type resolved by the runtime from the
  /// record's mangled name.
  static func storesInline<T, Payload>(
    _ payload: Payload.Type, inCase tag: UInt32, of type: T.Type
  ) -> Bool {
    let metadata = metadata(of: type)
    guard metadata.load(as: Int.self) == 0x201 else { return false }
    let descriptor = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer.self)
    let flags = descriptor.load(as: UInt32.self)
    // Kind 18 is an enum; bit 7 marks a generic context, whose payload names need arguments.
    guard flags & 0x1F == 18, flags & 0x80 == 0 else { return false }
    let payloadCases = descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF
    guard tag < payloadCases, let fields = relative(descriptor + 16) else { return false }
    guard fields.load(fromByteOffset: 10, as: UInt16.self) == 12 else { return false }
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    var payloadIndex: UInt32 = 0
    for index in 0..<count {
      let record = fields + 16 + index * 12
      // Cases are numbered payload cases first, in declaration order.
      guard let name = relative(record + 4) else { continue }
      guard payloadIndex == tag else {
        payloadIndex += 1
        continue
      }
      guard record.load(as: UInt32.self) & 0x1 == 0 else { return false }
      let resolved = _getTypeByMangledNameInContext(
        name.assumingMemoryBound(to: UInt8.self), UInt(mangledNameLength(name)),
        genericContext: descriptor, genericArguments: nil)
      return resolved.map { ObjectIdentifier($0) == ObjectIdentifier(Payload.self) } ?? false
    }
    return false
  }

  /// What the 32-bit relative offset at `pointer` points to; `nil` when it is zero.
  private static func relative(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = pointer.load(as: Int32.self)
    return offset == 0 ? nil : pointer + Int(offset)
  }

  /// The length of a mangled name, whose symbolic references (a byte 1–23 then 4 bytes, or a
  /// byte 24–31 then a pointer) may contain zeros.
  private static func mangledNameLength(_ name: UnsafeRawPointer) -> Int {
    var length = 0
    while true {
      let byte = name.load(fromByteOffset: length, as: UInt8.self)
      switch byte {
      case 0: return length
      case 0x01...0x17: length += 5
      case 0x18...0x1F: length += 1 + MemoryLayout<UnsafeRawPointer>.size
      default: length += 1
      }
    }
  }

  /// The runtime's metadata record of `type`.
  static func metadata<T>(of type: T.Type) -> UnsafeRawPointer {
    unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
  }
}
