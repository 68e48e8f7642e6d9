import CasePaths
import Synchronization

/// A case key path's extraction that answers "not this case" without running it, once it has
/// learnt the answer for the value's enum case.
///
/// swift-case-paths extracts through `Any` casts and key-path projections, about half a
/// microsecond each time; every `Scope`, `forEach` and `ifLet` asks on every action, and most
/// answer no. A key path that names one case of its root (`\.home`, not `\.home.detail`) gives
/// the same answer for every value of a given case, so the first answer per case is kept and
/// reused when it was "no". Key paths through several cases, and roots that are not
/// `@CasePathable` enums, always run the extraction.
@usableFromInline
struct CaseExtractor<Root, Value>: @unchecked Sendable {
  @usableFromInline let casePath: AnyCasePath<Root, Value>
  @usableFromInline let memo: Memo?

  /// Wraps the extraction of `keyPath`.
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    self.casePath = AnyCasePath(keyPath)
    if let tag = EnumTag.reader(for: Root.self), Self.namesOneCase(keyPath) {
      self.memo = Memo(tag: tag)
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
    let value = casePath.extract(from: root)
    memo.learn(tag, matches: value != nil)
    return value
  }

  /// Whether "not this case" answers are remembered: the key path names one case of an enum.
  var remembersOtherCases: Bool { memo != nil }

  /// `value` in the key path's case.
  @inlinable
  func embed(_ value: Value) -> Root { casePath.embed(value) }

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
    @usableFromInline let tag: (Root) -> UInt32
    /// Cases whose answer is known.
    private let known = Atomic<UInt64>(0)
    /// Cases of `known` that are the key path's case.
    private let matching = Atomic<UInt64>(0)

    init(tag: @escaping (Root) -> UInt32) { self.tag = tag }

    @usableFromInline
    func isKnownOtherCase(_ tag: UInt32) -> Bool {
      guard tag < 64 else { return false }
      let bit = UInt64(1) << tag
      return known.load(ordering: .acquiring) & bit != 0
        && matching.load(ordering: .acquiring) & bit == 0
    }

    @usableFromInline
    func learn(_ tag: UInt32, matches: Bool) {
      guard tag < 64 else { return }
      let bit = UInt64(1) << tag
      if matches { matching.bitwiseOr(bit, ordering: .releasing) }
      known.bitwiseOr(bit, ordering: .releasing)
    }
  }
}
