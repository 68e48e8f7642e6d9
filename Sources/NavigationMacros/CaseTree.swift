import SwiftSyntax

/// The cases of an enum as written: each case element with the attributes of its `case`
/// declaration, and the `#if` clauses that hold some of them, so that what a macro generates
/// from the cases keeps the same conditions.
indirect enum CaseTree {
  /// A case element.
  case element(attributes: AttributeListSyntax, element: EnumCaseElementSyntax)
  /// An `#if` / `#elseif` / `#else` block.
  case conditional([Clause])

  /// One clause of an `#if` block.
  struct Clause {
    /// `#if`, `#elseif` or `#else`.
    let keyword: String
    /// The condition, absent for `#else`.
    let condition: String?
    let cases: [CaseTree]
  }
}

extension [CaseTree] {
  /// The cases among `members`, with the `#if` blocks that hold cases.
  init(members: MemberBlockItemListSyntax) {
    self = members.flatMap { member -> [CaseTree] in
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        return caseDecl.elements.map { .element(attributes: caseDecl.attributes, element: $0) }
      }
      guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
      let clauses = ifConfig.clauses.map { clause in
        let members = clause.elements?.as(MemberBlockItemListSyntax.self)
        return CaseTree.Clause(
          keyword: clause.poundKeyword.text, condition: clause.condition?.trimmedDescription,
          cases: members.map { [CaseTree](members: $0) } ?? [])
      }
      return clauses.allSatisfy(\.cases.isEmpty) ? [] : [.conditional(clauses)]
    }
  }

  /// Every case element, those of every clause included.
  var elements: [(attributes: AttributeListSyntax, element: EnumCaseElementSyntax)] {
    flatMap { tree -> [(attributes: AttributeListSyntax, element: EnumCaseElementSyntax)] in
      switch tree {
      case .element(let attributes, let element): return [(attributes, element)]
      case .conditional(let clauses): return clauses.flatMap(\.cases.elements)
      }
    }
  }

  /// The lines `line` makes of each element (none for `nil`), inside the `#if` blocks the
  /// elements are in; a block none of whose elements makes a line is left out.
  ///
  /// In a chain of postfix expressions (`.ifCaseLet(…)`), where Swift accepts no empty clause,
  /// each clause that makes lines becomes a block of its own, under the condition that selects
  /// it: `#if A` (nothing) `#elseif B` (lines) becomes `#if !(A) && (B)` (lines).
  func lines(
    postfix: Bool = false, _ line: (AttributeListSyntax, EnumCaseElementSyntax) -> String?
  ) -> [String] {
    flatMap { tree -> [String] in
      switch tree {
      case .element(let attributes, let element):
        return line(attributes, element).map { [$0] } ?? []
      case .conditional(let clauses):
        let rendered = clauses.map { ($0, $0.cases.lines(postfix: postfix, line)) }
        guard rendered.contains(where: { !$0.1.isEmpty }) else { return [] }
        guard postfix else {
          return rendered.flatMap { clause, lines in
            ["\(clause.keyword)\(clause.condition.map { " \($0)" } ?? "")"] + lines
          } + ["#endif"]
        }
        return rendered.indices.flatMap { index -> [String] in
          let (clause, lines) = rendered[index]
          guard !lines.isEmpty else { return [] }
          let earlier = rendered[..<index].compactMap(\.0.condition).map { "!(\($0))" }
          let condition = (earlier + [clause.condition.map { "(\($0))" }].compactMap { $0 })
            .joined(separator: " && ")
          return ["#if \(condition)"] + lines + ["#endif"]
        }
      }
    }
  }
}
