import NavigationMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest

/// `@Reducer` on structs and enums, expanded alone: the attributes it writes stay unexpanded.
final class ReducerMacroTests: XCTestCase {
  private let specs = [
    "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])
  ]

  func testStructGetsReducerAndMarksItsStateActionsAndTheNestedTypesTheyUse() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        struct State {
          var items: [Item] = []
        }
        enum Action {
          case delegate(Delegate)
        }
        struct Item {
          var tag: Tag
        }
        enum Tag {
          case new
        }
        enum Delegate {
          case done
        }
        struct Unused {}
      }
      """,
      expandedSource: #"""
        struct Feature {
          @ObservableState
          struct State {
            var items: [Item] = []
          }
          @CasePathable @_MirrorCodable @_CaseLookup
          enum Action {
            case delegate(Delegate)
          }
          @_MirrorCodable(equatable: true)
          struct Item {
            var tag: Tag
          }
          @_MirrorCodable(equatable: true)
          enum Tag {
            case new
          }
          @_MirrorCodable
          enum Delegate {
            case done
          }
          struct Unused {}

          let body = NavigationCore.EmptyReducer<State, Action>()
        }

        extension Feature: Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testStructKeepsWhatIsAlreadyWrittenAndAddsOnlyTheCaseLookup() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature: Reducer {
        @ObservableState
        struct State: Codable, Equatable {
          var item: Item
        }
        @CasePathable
        enum Action: Codable {
          case tapped
        }
        struct Item: Codable, Hashable {}
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """,
      expandedSource: """
        struct Feature: Reducer {
          @ObservableState
          struct State: Codable, Equatable {
            var item: Item
          }
          @CasePathable
          @_CaseLookup
          enum Action: Codable {
            case tapped
          }
          struct Item: Codable, Hashable {}
          @ReducerBuilder<State, Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }
        """,
      macroSpecs: ["Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["CaseReducer"])],
      indentationWidth: .spaces(2))
  }

  func testStructBodyGetsTheReducerBuilder() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        @ObservableState
        struct State {}
        @CasePathable @_MirrorCodable
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
          EmptyReducer()
        }
      }
      """,
      expandedSource: """
        struct Feature {
          @ObservableState
          struct State {}
          @CasePathable @_MirrorCodable
          @_CaseLookup
          enum Action {}
          @NavigationCore.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> {
            EmptyReducer()
            EmptyReducer()
          }
        }

        extension Feature: Reducer {
        }
        """,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testStructWithAnEnumStateMakesItCasePathable() {
    assertMacroExpansion(
      """
      @Reducer
      struct Root {
        enum State {
          case intro(Intro.State)
        }
        @CasePathable
        enum Action {
          case intro(Intro.Action)
        }
      }
      """,
      expandedSource: #"""
        struct Root {
          @CasePathable @dynamicMemberLookup @_CaseLookup @ObservableState
          enum State {
            case intro(Intro.State)
          }
          @CasePathable
          @_MirrorCodable @_CaseLookup
          enum Action {
            case intro(Intro.Action)
          }

          let body = NavigationCore.EmptyReducer<State, Action>()
        }

        extension Root: Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testEnumArgumentsAddConformancesToStateAndAction() {
    assertMacroExpansion(
      """
      @Reducer(state: .equatable, .hashable, action: .equatable, .sendable)
      enum Path {
        case detail(DetailFeature)
      }
      """,
      expandedSource: #"""
        enum Path {
          case detail(DetailFeature)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          @_CaseLookup
          enum State: NavigationCore.CaseReducerState, Swift.Equatable, Swift.Hashable {
            typealias StateReducer = Path
            case detail(DetailFeature.State)
          }

          @CasePathable
          @_CaseLookup
          @_MirrorCodable
          enum Action: Swift.Equatable, Swift.Sendable {
            case detail(DetailFeature.Action)
          }

          typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
          static var body: Body {
            NavigationCore.Reduce(
              NavigationCore.EmptyReducer<Self.State, Self.Action>()
              .ifCaseLet(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
                DetailFeature()
              }
            )
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope {
            case detail(NavigationCore.Store<DetailFeature.State, DetailFeature.Action>)
          }

          static func scope(_ store: NavigationCore.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .detail(v0):
              return .detail(store._caseStore(v0, action: \Self.Action.Cases.detail))
            }
          }
        }

        extension Path: CaseReducer, Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testEnumGeneratesStateActionAndBody() {
    assertMacroExpansion(
      """
      @Reducer
      public enum Destination {
        case edit(EditFeature)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        @ReducerCaseIgnored case info(Info)
        case loading
        enum Alert {
          case confirm
        }
        struct Info {
          var version: Int
        }
      }
      """,
      expandedSource: #"""
        public enum Destination {
          case edit(EditFeature)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
          @ReducerCaseIgnored case info(Info)
          case loading
          @_MirrorCodable(equatable: true)
          enum Alert {
            case confirm
          }
          @_MirrorCodable(equatable: true)
          struct Info {
            var version: Int
          }

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          @_CaseLookup
          public enum State: NavigationCore.CaseReducerState {
            public typealias StateReducer = Destination
            case edit(EditFeature.State)
            case alert(AlertState<Alert>)
            case dialog(ConfirmationDialogState<Dialog>)
            case info(Info)
            case loading
          }

          @CasePathable
          @_CaseLookup
          @_MirrorCodable
          public enum Action {
            case edit(EditFeature.Action)
            case alert(Alert)
            case dialog(Dialog)
            case info(Swift.Never)
            case loading(Swift.Never)
          }

          public typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
          public static var body: Body {
            NavigationCore.Reduce(
              NavigationCore.EmptyReducer<Self.State, Self.Action>()
              .ifCaseLet(\Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                EditFeature()
              }
            )
          }

          @CasePathable
          @dynamicMemberLookup
          public enum CaseScope {
            case edit(NavigationCore.Store<EditFeature.State, EditFeature.Action>)
            case alert(AlertState<Alert>)
            case dialog(ConfirmationDialogState<Dialog>)
            case info(Info)
            case loading
          }

          public static func scope(_ store: NavigationCore.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .edit(v0):
              return .edit(store._caseStore(v0, action: \Self.Action.Cases.edit))
            case let .alert(v0):
              return .alert(v0)
            case let .dialog(v0):
              return .dialog(v0)
            case let .info(v0):
              return .info(v0)
            case .loading:
              return .loading
            }
          }
        }

        extension Destination: CaseReducer, Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testEnumCaseWithSeveralValuesIsStateOnlyAsInTCA() {
    assertMacroExpansion(
      """
      @Reducer
      enum Path {
        case pair(First, Second)
      }
      """,
      expandedSource: #"""
        enum Path {
          case pair(First, Second)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          @_CaseLookup
          enum State: NavigationCore.CaseReducerState {
            typealias StateReducer = Path
            case pair(First, Second)
          }

          @CasePathable
          @_CaseLookup
          @_MirrorCodable
          enum Action {
            case pair(Swift.Never)
          }

          typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
          static var body: Body {
            NavigationCore.Reduce(
              NavigationCore.EmptyReducer<Self.State, Self.Action>()
            )
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope {
            case pair(First, Second)
          }

          static func scope(_ store: NavigationCore.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .pair(v0, v1):
              return .pair(v0, v1)
            }
          }
        }

        extension Path: CaseReducer, Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testEnumScopesAnIgnoredCaseWithSeveralLabelledValuesToItsValues() {
    assertMacroExpansion(
      """
      @Reducer
      enum Route {
        @ReducerCaseIgnored case web(url: String, Int)
      }
      """,
      expandedSource: #"""
        enum Route {
          @ReducerCaseIgnored case web(url: String, Int)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          @_CaseLookup
          enum State: NavigationCore.CaseReducerState {
            typealias StateReducer = Route
            case web(url: String, Int)
          }

          @CasePathable
          @_CaseLookup
          @_MirrorCodable
          enum Action {
            case web(Swift.Never)
          }

          typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
          static var body: Body {
            NavigationCore.Reduce(
              NavigationCore.EmptyReducer<Self.State, Self.Action>()
            )
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope {
            case web(url: String, Int)
          }

          static func scope(_ store: NavigationCore.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .web(v0, v1):
              return .web(url: v0, v1)
            }
          }
        }

        extension Route: CaseReducer, Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testEnumKeepsTheCaseScopeAndScopeItDeclares() {
    assertMacroExpansion(
      """
      @Reducer
      enum Route {
        case web(WebFeature)
        enum CaseScope {}
        static func scope(_ store: Store<State, Action>) -> CaseScope { CaseScope() }
      }
      """,
      expandedSource: #"""
        enum Route {
          case web(WebFeature)
          enum CaseScope {}
          static func scope(_ store: Store<State, Action>) -> CaseScope { CaseScope() }

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          @_CaseLookup
          enum State: NavigationCore.CaseReducerState {
            typealias StateReducer = Route
            case web(WebFeature.State)
          }

          @CasePathable
          @_CaseLookup
          @_MirrorCodable
          enum Action {
            case web(WebFeature.Action)
          }

          typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
          static var body: Body {
            NavigationCore.Reduce(
              NavigationCore.EmptyReducer<Self.State, Self.Action>()
              .ifCaseLet(\Self.State.Cases.web, action: \Self.Action.Cases.web) {
                WebFeature()
              }
            )
          }
        }

        extension Route: CaseReducer, Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }
}
