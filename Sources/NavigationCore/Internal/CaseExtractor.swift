import CasePaths

/// A case key path's extraction and embedding, resolved once, when a reducer is built.
///
/// For an enum `@Reducer` prepared (``_CaseLookup``), the case path is the one `@CasePathable`
/// generated for the case: extracting runs its `switch`. For any other key path (a path through
/// several cases, an enum written with `@CasePathable` alone) it is swift-case-paths' own,
/// which projects the key path at run time and is several times slower.
@usableFromInline
struct CaseExtractor<Root, Value>: Sendable {
  @usableFromInline let casePath: AnyCasePath<Root, Value>

  /// Resolves `keyPath`.
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    self.casePath = Self.generatedCasePath(keyPath) ?? AnyCasePath(keyPath)
  }

  /// The value in `root`, or `nil` when `root` is in another case.
  @inlinable
  func extract(from root: Root) -> Value? {
    casePath.extract(from: root)
  }

  /// `value` in the key path's case.
  @inlinable
  func embed(_ value: Value) -> Root {
    casePath.embed(value)
  }

  /// Runs `body` on the value in `root` and puts it back; `nil`, without running `body`, when
  /// `root` is in another case.
  @inlinable
  func modify<T>(_ root: inout Root, _ body: (inout Value) -> T) -> T? {
    guard var value = casePath.extract(from: root) else { return nil }
    let result = body(&value)
    root = casePath.embed(value)
    return result
  }

  /// The generated case path of `keyPath`, when `Root` has ``_CaseLookup`` and the key path
  /// names one of its cases.
  private static func generatedCasePath(
    _ keyPath: CaseKeyPath<Root, Value>
  ) -> AnyCasePath<Root, Value>? {
    guard let lookup = Root.self as? any _CaseLookup.Type else { return nil }
    return casePath(keyPath, in: lookup)
  }

  private static func casePath<Lookup: _CaseLookup>(
    _ keyPath: CaseKeyPath<Root, Value>, in _: Lookup.Type
  ) -> AnyCasePath<Root, Value>? {
    // `Lookup` is `Root`, known only at run time.
    guard let keyPath = keyPath as Any as? CaseKeyPath<Lookup, Value> else { return nil }
    return Lookup._casePath(for: keyPath) as? AnyCasePath<Root, Value>
  }
}
