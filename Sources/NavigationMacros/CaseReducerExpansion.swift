import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// What `@Reducer` generates inside an enum whose cases name features, as TCA's enum reducers:
///
/// ```swift
/// @Reducer enum Destination {
///   case edit(EditFeature)                        // state EditFeature.State, action EditFeature.Action
///   case sheet(Sheet = Sheet(context: .modal))    // the same, run as `Sheet(context: .modal)`
///   case alert(AlertState<Alert>)                 // state AlertState<Alert>, action Alert
///   @ReducerCaseIgnored case info(Info)           // state only; action `info(Never)`
///   case meeting(Meeting, syncUp: SyncUp)         // several values: state only, as ignored
///   case loading                                  // state only
/// }
/// ```
///
/// It generates `State` (`@CasePathable`, `@dynamicMemberLookup`, `@ObservableState`,
/// `CaseReducerState`; `Codable` and `Equatable` come from `@ObservableState`'s extension, so
/// that `extension Destination.State: Equatable {}` or `: Codable {}`, as users write them,
/// are not redundant), `Action` (`@CasePathable`, `Codable` through `@_MirrorCodable`), a
/// static `body` that runs each feature in its case, and the `CaseScope` views switch over.
/// A `State`, `Action` or `body` the enum declares is kept and not generated; a declared
/// `Action` gives the actions of ignored cases (`case alert(Alert)`) to their scope. Cases
/// inside `#if` blocks keep their conditions in everything generated.
struct CaseReducerExpansion {
  private let enumDecl: EnumDeclSyntax
  private let conformances: SynthesizedConformances
  private let cases: [CaseTree]
  /// The payload types of the cases of the `Action` the enum declares, by case name.
  private let declaredActions: [String: TypeSyntax]
  /// The access modifier of what it generates, with its trailing space: `fileprivate` inside a
  /// private declaration, so that the macros expanded on the generated `State` and `Action`
  /// see it (see ``DeclGroupSyntax/extensionAccess(in:)``).
  private let access: String

  init(_ enumDecl: EnumDeclSyntax, conformances: SynthesizedConformances, access: String) {
    self.enumDecl = enumDecl
    self.conformances = conformances
    self.access = access
    self.cases = enumDecl.caseTree
    var declaredActions: [String: TypeSyntax] = [:]
    if let action = enumDecl.nestedTypes["Action"]?.as(EnumDeclSyntax.self) {
      for (_, element) in action.caseElements {
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let type = parameters.first?.type
        else { continue }
        declaredActions[element.name.text] = type.trimmed
      }
    }
    self.declaredActions = declaredActions
  }

  /// The generated `State`, `Action` and `body`, each unless the enum declares it, then what
  /// views use: see ``CaseScopeExpansion``.
  var members: [DeclSyntax] {
    var members: [DeclSyntax] = []
    let nested = enumDecl.nestedTypes
    if nested["State"] == nil { members.append(state) }
    if nested["Action"] == nil { members.append(action) }
    if !enumDecl.declaresMember(named: "body") { members.append(body) }
    return members
      + CaseScopeExpansion(
        enumDecl: enumDecl, cases: cases,
        role: { role(of: $1, attributes: $0) }, access: access
      ).members
  }

  /// What `element` contributes, as TCA decides it.
  func role(of element: EnumCaseElementSyntax, attributes: AttributeListSyntax) -> CaseRole {
    let name = element.name.text
    guard !attributes.contains(attribute: "ReducerCaseIgnored"),
      let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let parameter = parameters.first, parameter.type.isNamed
    else {
      return .stateOnly(declaredAction: declaredActions[name])
    }
    let type = parameter.type.trimmed
    if attributes.contains(attribute: "ReducerCaseEphemeral") {
      return .ephemeral(action: type.ephemeralAction ?? "\(type).Action")
    }
    if let action = type.ephemeralAction { return .ephemeral(action: action) }
    return .feature(
      type, reducer: parameter.defaultValue?.value.trimmedDescription ?? "\(type)()")
  }

  private var state: DeclSyntax {
    let lines = cases.lines { attributes, element -> String in
      switch role(of: element, attributes: attributes) {
      case .feature(let type, _): return "case \(element.withPayload("\(type).State"))"
      case .ephemeral: return "case \(element.withoutDefaultValues)"
      case .stateOnly: return "case \(element.trimmedDescription)"
      }
    }
    return """
      @CasePathable
      @dynamicMemberLookup
      @ObservableState
      @_CaseLookup
      \(raw: access)enum State: NavigationCore.CaseReducerState\(raw: conformances.extraState) {
        \(raw: access)typealias StateReducer = \(enumDecl.name.trimmed)
        \(raw: lines.joined(separator: "\n"))
      }
      """
  }

  private var action: DeclSyntax {
    let lines = cases.lines { attributes, element -> String in
      switch role(of: element, attributes: attributes) {
      case .feature(let type, _): return "case \(element.withPayload("\(type).Action"))"
      case .ephemeral(let action): return "case \(element.name.text)(\(action))"
      case .stateOnly: return "case \(element.name.text)(Swift.Never)"
      }
    }
    let inheritance = conformances.extraAction.dropFirst(2)
    return """
      @CasePathable
      @_CaseLookup
      @_MirrorCodable
      \(raw: access)enum Action\(raw: inheritance.isEmpty ? "" : ": \(inheritance)") {
        \(raw: lines.joined(separator: "\n"))
      }
      """
  }

  /// The static `body`, and its type named as `Body`: left to inference, `Body` would be taken
  /// from `Reducer`'s default for reducers without a body. Each feature case is embedded with
  /// `ifCaseLet`, as TCA's macro writes it, running the case's default value (`case
  /// sheet(Sheet = Sheet(context: .modal))`) or the feature's `init()`.
  private var body: DeclSyntax {
    let embeddings = cases.lines(postfix: true) { attributes, element -> String? in
      guard case .feature(_, let reducer) = role(of: element, attributes: attributes) else {
        return nil
      }
      let name = element.name.text
      return """
        .ifCaseLet(\\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
          \(reducer)
        }
        """
    }
    // Indented as the expression the calls continue.
    let chain = embeddings.map {
      "\n    "
        + $0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
    }
    return """
      \(raw: access)typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
      \(raw: access)static var body: Body {
        NavigationCore.Reduce(
          NavigationCore.EmptyReducer<Self.State, Self.Action>()\(raw: chain.joined())
        )
      }
      """
  }
}

/// What a case of an enum reducer contributes to the generated enums.
enum CaseRole {
  /// A feature: its state, its action, and its reducer, made by `reducer`.
  case feature(TypeSyntax, reducer: String)
  /// Ephemeral state (an alert, a dialog): the value, and the action its buttons send.
  case ephemeral(action: TypeSyntax)
  /// State alone: `@ReducerCaseIgnored`, a case without a value or with several, or a value
  /// that is not a named type; the action the enum declares for it, if it does.
  case stateOnly(declaredAction: TypeSyntax?)
}

extension TypeSyntax {
  /// The action of ephemeral state that needs no reducer: `Alert` for `AlertState<Alert>` and
  /// `ConfirmationDialogState<Alert>`; `nil` for any other type.
  fileprivate var ephemeralAction: TypeSyntax? {
    guard let identifier = self.as(IdentifierTypeSyntax.self),
      ["AlertState", "ConfirmationDialogState"].contains(identifier.name.text),
      let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
      case .type(let action) = arguments.first?.argument
    else { return nil }
    return action.trimmed
  }

  /// Whether the type is named (`Feature`, `Parent.Child`, `Generic<T>`): a feature's type, as
  /// TCA tells it from optionals, tuples and functions, which are state only.
  fileprivate var isNamed: Bool {
    self.is(IdentifierTypeSyntax.self) || self.is(MemberTypeSyntax.self)
  }
}

extension EnumCaseElementSyntax {
  /// The case with its single value's type replaced by `payload`, label kept, default dropped.
  fileprivate func withPayload(_ payload: String) -> String {
    let label = parameterClause?.parameters.first?.firstName.map { "\($0.text): " } ?? ""
    return "\(name.text)(\(label)\(payload))"
  }

  /// The case as written, without default values.
  fileprivate var withoutDefaultValues: String {
    guard let parameters = parameterClause?.parameters else { return trimmedDescription }
    let values = parameters.map { parameter in
      (parameter.firstName.map { "\($0.text): " } ?? "") + parameter.type.trimmedDescription
    }
    return "\(name.text)(\(values.joined(separator: ", ")))"
  }
}

extension DeclGroupSyntax {
  /// Whether the declaration declares a property or a function named `name`.
  func declaresMember(named name: String) -> Bool {
    memberBlock.members.contains { member in
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        return function.name.text == name
      }
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
      return variable.bindings.contains { $0.name == name }
    }
  }
}
