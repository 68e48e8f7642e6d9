/// Takes the payload out of an enum value, and builds a value from a payload and a case number,
/// through the runtime's enum value witnesses (`destructiveProjectEnumData`,
/// `destructiveInjectEnumTag`; see ``EnumTag``): what the compiler does for `if case let` and
/// for `.case(payload)`, without the casts and key-path projections of swift-case-paths.
///
/// Only correct for a case whose payload is stored inline as a `Value` (not `indirect`): a
/// caller first checks that with ``holds(_:in:tag:)`` against an answer it trusts.
@usableFromInline
struct EnumPayload<Root, Value>: @unchecked Sendable {
  @usableFromInline
  typealias Project = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  @usableFromInline
  typealias Inject = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  @usableFromInline let metadata: UnsafeRawPointer
  @usableFromInline let project: Project
  @usableFromInline let inject: Inject

  /// `nil` when `Root` is not an enum, or when a `Value` cannot fit in its storage.
  init?() {
    guard EnumTag.isEnum(Root.self), MemoryLayout<Value>.size <= MemoryLayout<Root>.size else {
      return nil
    }
    metadata = EnumTag.metadata(of: Root.self)
    project = EnumTag.enumWitness(12, of: Root.self, as: Project.self)
    inject = EnumTag.enumWitness(13, of: Root.self, as: Inject.self)
  }

  /// Whether the payload of `root`, in case number `tag`, is byte for byte `value`: then the
  /// case stores a `Value` inline. Reads bytes only: `root` is never taken apart into a `Value`.
  func holds(_ value: Value, in root: Root, tag: UInt32) -> Bool {
    withScratch { scratch in
      let typed = scratch.bindMemory(to: Root.self, capacity: 1)
      typed.initialize(to: root)
      project(scratch, metadata)
      let same = withUnsafeBytes(of: value) { expected in
        expected.elementsEqual(UnsafeRawBufferPointer(start: scratch, count: expected.count))
      }
      inject(scratch, tag, metadata)
      typed.deinitialize(count: 1)
      return same
    }
  }

  /// The payload of `root`, whose case stores a `Value` inline.
  @inlinable
  func extract(from root: Root) -> Value {
    withScratch { scratch in
      scratch.bindMemory(to: Root.self, capacity: 1).initialize(to: root)
      project(scratch, metadata)
      return scratch.bindMemory(to: Value.self, capacity: 1).move()
    }
  }

  /// The value of case number `tag` with payload `value`; the case stores a `Value` inline.
  @inlinable
  func embed(_ value: Value, tag: UInt32) -> Root {
    withScratch { scratch in
      scratch.bindMemory(to: Value.self, capacity: 1).initialize(to: value)
      inject(scratch, tag, metadata)
      return scratch.bindMemory(to: Root.self, capacity: 1).move()
    }
  }

  /// Runs `body` on the payload of `root`, in case number `tag`, where it lies: the payload is
  /// taken apart from the case in place, and the case put back around it afterwards. Nothing
  /// is copied, so a payload's arrays are not copied on write either.
  @inlinable
  func modify<T>(_ root: inout Root, tag: UInt32, _ body: (inout Value) -> T) -> T {
    withUnsafeMutablePointer(to: &root) { pointer in
      let raw = UnsafeMutableRawPointer(pointer)
      project(raw, metadata)
      defer { inject(raw, tag, metadata) }
      return raw.withMemoryRebound(to: Value.self, capacity: 1) { body(&$0.pointee) }
    }
  }

  /// Runs `body` with uninitialized stack memory that holds a `Root` (or a `Value`).
  @inlinable
  func withScratch<T>(_ body: (UnsafeMutableRawPointer) -> T) -> T {
    withUnsafeTemporaryAllocation(
      byteCount: max(1, MemoryLayout<Root>.size),
      alignment: max(MemoryLayout<Root>.alignment, MemoryLayout<Value>.alignment)
    ) { body($0.baseAddress!) }
  }
}
