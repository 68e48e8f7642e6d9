/// Reads which case an enum value is in, as a number, through the Swift runtime's value
/// witnesses: with ``EnumPayload``, the one platform call of the core, kept here.
///
/// The runtime numbers cases with payloads first, in declaration order, then cases without. The
/// layout read here (the value witness table before the type's metadata, and its enum entries
/// after the eleven words every type has: `getEnumTag`, `destructiveProjectEnumData`,
/// `destructiveInjectEnumTag`) is the Swift ABI, the same on Linux as on Apple's platforms;
/// swift-case-paths read tags the same way.
enum EnumTag {
  private typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32

  /// Whether `type` is an enum (or `Optional`): whether its metadata kind is 0x201 or 0x202.
  static func isEnum<T>(_ type: T.Type) -> Bool {
    let kind = metadata(of: type).load(as: Int.self)
    return kind == 0x201 || kind == 0x202
  }

  /// A function giving the case number of a value of `type`; `nil` when `type` is not an enum.
  static func reader<T>(for type: T.Type) -> ((T) -> UInt32)? {
    guard isEnum(type) else { return nil }
    let metadata = metadata(of: type)
    let getEnumTag = enumWitness(11, of: type, as: GetEnumTag.self)
    return { value in withUnsafePointer(to: value) { getEnumTag($0, metadata) } }
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
