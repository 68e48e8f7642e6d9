import CasePaths
import Synchronization

/// A case key path's extraction and embedding, fast once it has learnt the answers for the
/// value's enum case.
///
/// swift-case-paths extracts through `Any` casts and key-path projections, about half a
/// microsecond each time; every `Scope`, `forEach` and `ifLet` asks on every action, and most
/// answer no. A key path that names one case of its root (`\.home`, not `\.home.detail`) gives
/// the same answer for every value of a given case, so the first answer per case is kept:
/// "no" is then answered without running the extraction, and "yes" by taking the payload out
/// directly (``EnumPayload``), as `if case let` does. The direct way is used for a case only
/// after it gave what swift-case-paths gave, both ways (extracting from a value and embedding
/// into one): byte for byte, or, for a case whose field descriptor says it stores exactly a
/// `Value` inline, by `==`. A case it cannot serve (an `indirect` one) keeps the extraction.
/// Key paths through several cases, and roots that are not `@CasePathable` enums, always run
/// swift-case-paths.
@usableFromInline
struct CaseExtractor<Root, Value>: @unchecked Sendable {
  @usableFromInline let casePath: AnyCasePath<Root, Value>
  @usableFromInline let memo: Memo?

  /// Wraps the extraction of `keyPath`.
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    self.casePath = AnyCasePath(keyPath)
    if let tag = EnumTag.reader(for: Root.self), Self.namesOneCase(keyPath) {
      self.memo = Memo(tag: tag, payload: EnumPayload())
    } else {
      self.memo = nil
    }
  }

  /// The value in `root`, or `nil` when `root` is in another case.
  @inlinable
  func extract(from root: Root) -> Value? {
    guard let memo else { return casePath.extract(from: root) }
    let tag = memo.tag(root)
    if memo.isKnownOtherCase(tag) { return nil }
    if let payload = memo.directPayload(tag) { return payload.extract(from: root) }
    let value = casePath.extract(from: root)
    memo.learn(tag, from: root, value: value, checkedWith: casePath)
    return value
  }

  /// Runs `body` on the value in `root` and puts it back; `nil`, without running `body`, when
  /// `root` is in another case. Once the case is served directly, the value is changed where
  /// it lies (``EnumPayload/modify(_:tag:_:)``), not copied out and back.
  @inlinable
  func modify<T>(_ root: inout Root, _ body: (inout Value) -> T) -> T? {
    if let memo {
      let tag = memo.tag(root)
      if memo.isKnownOtherCase(tag) { return nil }
      if let payload = memo.directPayload(tag) { return payload.modify(&root, tag: tag, body) }
    }
    guard var value = extract(from: root) else { return nil }
    let result = body(&value)
    root = embed(value)
    return result
  }

  /// Whether "not this case" answers are remembered: the key path names one case of an enum.
  var remembersOtherCases: Bool { memo != nil }

  /// Whether the key path's case is now extracted and embedded directly.
  var isDirect: Bool { memo?.directCase != nil }

  /// `value` in the key path's case.
  @inlinable
  func embed(_ value: Value) -> Root {
    if let memo, let (payload, tag) = memo.directCase { return payload.embed(value, tag: tag) }
    return casePath.embed(value)
  }

  /// Whether `keyPath` is one of the root's own cases, rather than a path through several.
  private static func namesOneCase(_ keyPath: CaseKeyPath<Root, Value>) -> Bool {
    guard let iterable = Root.self as? any CasePathIterable.Type else { return false }
    return cases(of: iterable).contains { $0 == keyPath }
  }

  private static func cases<R: CasePathIterable>(of _: R.Type) -> [AnyKeyPath] {
    R.allCasePaths.map { $0 }
  }

  /// What the extraction answered, per case number below 64: shared by every copy of the
  /// reducer, on any thread.
  @usableFromInline
  final class Memo: @unchecked Sendable {
    /// Reads a value's case number (a pure function: safe from any thread).
    @usableFromInline let tag: EnumTag.Reader<Root>
    /// Direct access to payloads; `nil` when a `Value` cannot be a payload of `Root`.
    @usableFromInline let payload: EnumPayload<Root, Value>?
    /// Cases whose answer is known.
    private let known = Atomic<UInt64>(0)
    /// Cases of `known` that are the key path's case.
    private let matching = Atomic<UInt64>(0)
    /// Cases of `matching` served by ``payload``: checked against swift-case-paths.
    private let direct = Atomic<UInt64>(0)

    init(tag: EnumTag.Reader<Root>, payload: EnumPayload<Root, Value>?) {
      self.tag = tag
      self.payload = payload
    }

    /// The direct access to the payload of case `tag`, once checked.
    @usableFromInline
    func directPayload(_ tag: UInt32) -> EnumPayload<Root, Value>? {
      guard tag < 64, direct.load(ordering: .acquiring) & (UInt64(1) << tag) != 0 else {
        return nil
      }
      return payload
    }

    /// The key path's case and the direct access to its payload, once checked.
    @usableFromInline
    var directCase: (EnumPayload<Root, Value>, UInt32)? {
      let bits = direct.load(ordering: .acquiring)
      guard bits != 0, let payload else { return nil }
      return (payload, UInt32(bits.trailingZeroBitCount))
    }

    @usableFromInline
    func isKnownOtherCase(_ tag: UInt32) -> Bool {
      guard tag < 64 else { return false }
      let bit = UInt64(1) << tag
      return known.load(ordering: .acquiring) & bit != 0
        && matching.load(ordering: .acquiring) & bit == 0
    }

    /// Keeps what swift-case-paths answered for `root`, in case `tag`: `value`. The first time
    /// the answer is yes, checks that ``payload`` gives the same answer both ways — the payload
    /// of `root` is `value`'s bytes, and embedding `value` makes a value of case `tag` that
    /// swift-case-paths reads back as those bytes — before serving the case directly.
    @usableFromInline
    func learn(
      _ tag: UInt32, from root: Root, value: Value?, checkedWith casePath: AnyCasePath<Root, Value>
    ) {
      guard tag < 64 else { return }
      let bit = UInt64(1) << tag
      if let value {
        if matching.load(ordering: .acquiring) & bit == 0, let payload {
          // A payload with padding between its fields rarely compares byte for byte (copies
          // keep or drop padding bytes), so inline storage is also proven from the enum's
          // field descriptor; its values are then compared with `==` where they can be.
          let proven = EnumTag.storesInline(Value.self, inCase: tag, of: Root.self)
          if proven || payload.holds(value, in: root, tag: tag) {
            let rebuilt = payload.embed(value, tag: tag)
            if self.tag(rebuilt) == tag, let again = casePath.extract(from: rebuilt),
              sameBytes(again, value) || (proven && sameValue(again, value))
            {
              direct.bitwiseOr(bit, ordering: .releasing)
            }
          }
        }
        matching.bitwiseOr(bit, ordering: .releasing)
      }
      known.bitwiseOr(bit, ordering: .releasing)
    }
  }
}

/// Whether `a` and `b` have the same bytes.
private func sameBytes<T>(_ a: T, _ b: T) -> Bool {
  withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in a.elementsEqual(b) } }
}

/// Whether `a == b`, for values of an `Equatable` type; `true` for other types, which can only
/// be taken as they are.
private func sameValue<T>(_ a: T, _ b: T) -> Bool {
  guard let a = a as? any Equatable else { return true }
  return isEqual(a, b)
}

private func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
  (b as? E).map { a == $0 } ?? false
}
