import CasePaths

/// A change to an optional enum value made through one of its cases, as the `[case:]`
/// subscripts of ``PresentationState`` and ``StackState`` make it: the subscript yields
/// ``value`` to the change, then ``finish(writing:)`` writes the result back, or, when the
/// value is in another case, leaves it as it is with TCA's warning
/// (`Can't modify unrelated case "int"`).
struct CaseModification<Root, Case> {
  private let root: Root?
  private let path: AnyCasePath<Root, Case>
  private let wasInCase: Bool
  /// The value in the case, for the change to modify; `nil` when the root is not in it.
  var value: Case?

  init(of root: Root?, through path: AnyCasePath<Root, Case>) {
    self.root = root
    self.path = path
    self.value = root.flatMap(path.extract)
    self.wasInCase = value != nil
  }

  /// Writes the changed root with `write`: the new value in the case, or `nil` when the change
  /// removed it. A root in another case is left alone and reported; with no root, a new value
  /// is written and a `nil` changes nothing.
  func finish(writing write: (Root?) -> Void) {
    if let root, !wasInCase {
      reportUnrelatedCase(of: root)
    } else if wasInCase || value != nil {
      write(value.map(path.embed))
    }
  }

  private func reportUnrelatedCase(of root: Root) {
    let name = EnumCase(of: root).map { " \"\($0.name)\"" } ?? ""
    RuntimeWarnings.report(
      code: "unrelated-case",
      message: "Can't modify unrelated case\(name)",
      fix: """
        The value is in another case: change it through the case it is in, or replace it as a \
        whole.
        """
    )
  }
}
