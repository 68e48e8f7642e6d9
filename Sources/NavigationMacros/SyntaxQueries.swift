import SwiftSyntax
import SwiftSyntaxMacros

extension AttributeListSyntax {
  /// Whether the list holds the attribute `name`, written bare or qualified by its module, with
  /// or without generic arguments (`@CasePathable`, `@CasePaths.CasePathable`,
  /// `@ReducerBuilder<State, Action>`).
  func contains(attribute name: String) -> Bool {
    names.contains(name)
  }

  /// The attributes' names, without module qualification or generic arguments.
  var names: [String] {
    compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      return attribute.attributeName.trimmedDescription.prefix { $0 != "<" }
        .split(separator: ".").last.map(String.init)
    }
  }
}

extension DeclGroupSyntax {
  /// The names of the types this declaration lists as inherited, without module qualification:
  /// `Codable & Equatable` gives both names.
  var inheritedNames: Set<String> {
    let types = inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    return Set(
      types.flatMap { type in
        type.filter { !$0.isWhitespace }.split(separator: "&").compactMap { part in
          part.split(separator: ".").last.map(String.init)
        }
      }
    )
  }

  /// The access modifier, with its trailing space, to give members that an extension macro
  /// generates for this type: `fileprivate` when the type or a declaration around it is
  /// `private` or `fileprivate` (TCA's case studies declare `@Reducer private struct`), since
  /// members of a conformance extension would otherwise be internal and say more than their
  /// types; else ``generatedAccess``.
  func extensionAccess(in context: some MacroExpansionContext) -> String {
    let scopes = [Syntax(self)] + context.lexicalContext
    let isFilePrivate = scopes.contains { scope in
      scope.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
        $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
      } ?? false
    }
    return isFilePrivate ? "fileprivate " : generatedAccess
  }

  /// The access modifier, with its trailing space, to give members generated into this type:
  /// `public` and `package` are copied; anything else needs none.
  var generatedAccess: String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  /// The stored instance properties, each binding with its declaration: what synthesized
  /// `Codable` and `Equatable` encode and compare.
  var storedProperties: [(declaration: VariableDeclSyntax, binding: PatternBindingSyntax)] {
    memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .filter { declaration in
        !declaration.modifiers.contains {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
      }
      .flatMap { declaration in
        declaration.bindings.filter(\.isStored).map { (declaration, $0) }
      }
  }

  /// The names of the nested structs, enums and type aliases.
  var declaredTypeNames: Set<String> {
    Set(
      memberBlock.members.compactMap { member in
        member.decl.as(StructDeclSyntax.self)?.name.text
          ?? member.decl.as(EnumDeclSyntax.self)?.name.text
          ?? member.decl.as(TypeAliasDeclSyntax.self)?.name.text
      })
  }

  /// The nested structs and enums, by name.
  var nestedTypes: [String: any DeclGroupSyntax] {
    var types: [String: any DeclGroupSyntax] = [:]
    for member in memberBlock.members {
      if let structDecl = member.decl.as(StructDeclSyntax.self) {
        types[structDecl.name.text] = structDecl
      } else if let enumDecl = member.decl.as(EnumDeclSyntax.self) {
        types[enumDecl.name.text] = enumDecl
      }
    }
    return types
  }
}

extension PatternBindingSyntax {
  /// Whether the binding stores its value: no accessors, or only observers.
  var isStored: Bool {
    guard let accessorBlock else { return true }
    guard case .accessors(let accessors) = accessorBlock.accessors else { return false }
    return accessors.allSatisfy {
      $0.accessorSpecifier.tokenKind == .keyword(.willSet)
        || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
    }
  }

  /// The bound name, when the pattern is a plain identifier.
  var name: String? { pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
}

extension EnumDeclSyntax {
  /// The cases, with the `#if` blocks that hold some of them.
  var caseTree: [CaseTree] { [CaseTree](members: memberBlock.members) }

  /// Every case element, with the attributes written on its `case` declaration, those inside
  /// `#if` blocks included.
  var caseElements: [(attributes: AttributeListSyntax, element: EnumCaseElementSyntax)] {
    caseTree.elements
  }
}

extension VariableDeclSyntax {
  /// Whether this is a reducer's `var body`: an instance property with a getter, alone in its
  /// declaration.
  var isComputedBody: Bool {
    guard bindingSpecifier.tokenKind == .keyword(.var), bindings.count == 1,
      let binding = bindings.first,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      !modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
    else { return false }
    return !binding.isStored
  }

  /// The generic arguments of the body's type, as written: `Int, Action` for `some
  /// Reducer<Int, Action>`; `nil` for any other type.
  var bodyReducerArguments: String? {
    guard let type = bindings.first?.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self),
      let reducer = type.constraint.as(IdentifierTypeSyntax.self),
      reducer.name.text == "Reducer",
      let arguments = reducer.genericArgumentClause?.arguments, arguments.count == 2
    else { return nil }
    return arguments.map { $0.argument.trimmedDescription }.joined(separator: ", ")
  }
}
