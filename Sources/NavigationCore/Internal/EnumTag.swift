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

  /// The runtime's metadata record of `type`.
  static func metadata<T>(of type: T.Type) -> UnsafeRawPointer {
    unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
  }
}
