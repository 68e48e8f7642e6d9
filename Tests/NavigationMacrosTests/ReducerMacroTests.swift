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
      expandedSource: """
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
        }

        extension Feature: Reducer {
        }
        """,
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
      expandedSource: """
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
        }

        extension Root: Reducer {
        }
        """,
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
          enum State: NavigationCore.CaseReducerState, Swift.Codable, Swift.Equatable, Swift.Hashable {
            typealias StateReducer = Path
            case detail(DetailFeature.State)
          }

          @CasePathable
          @_CaseLookup
          enum Action: Swift.Codable, Swift.Equatable, Swift.Sendable {
            case detail(DetailFeature.Action)
          }

          typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
          static var body: Body {
            NavigationCore.Reduce(
              NavigationCore.CombineReducers {
                NavigationCore.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
                  DetailFeature()
                }
              }
            )
          }
        }

        extension Path: Reducer, CaseReducer {
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
          public enum State: NavigationCore.CaseReducerState, Swift.Codable {
            public typealias StateReducer = Destination
            case edit(EditFeature.State)
            case alert(AlertState<Alert>)
            case dialog(ConfirmationDialogState<Dialog>)
            case info(Info)
            case loading
          }

          @CasePathable
          @_CaseLookup
          public enum Action: Swift.Codable {
            case edit(EditFeature.Action)
            case alert(Alert)
            case dialog(Dialog)
          }

          public typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
          public static var body: Body {
            NavigationCore.Reduce(
              NavigationCore.CombineReducers {
                NavigationCore.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                  EditFeature()
                }
              }
            )
          }
        }

        extension Destination: Reducer, CaseReducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testEnumCaseWithSeveralValuesIsAnError() {
    assertMacroExpansion(
      """
      @Reducer
      enum Path {
        case pair(First, Second)
      }
      """,
      expandedSource: """
        enum Path {
          case pair(First, Second)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          @_CaseLookup
          enum State: NavigationCore.CaseReducerState, Swift.Codable {
            typealias StateReducer = Path

          }

          @CasePathable
          @_CaseLookup
          enum Action: Swift.Codable {
            init(from decoder: any Swift.Decoder) throws {
              throw Swift.DecodingError.dataCorrupted(Swift.DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Path.Action has no cases: there is no value to decode"))
            }
            func encode(to encoder: any Swift.Encoder) throws {
            }
          }

          typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
          static var body: Body {
            NavigationCore.Reduce(
              NavigationCore.EmptyReducer()
            )
          }
        }

        extension Path: Reducer, CaseReducer {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            Case 'pair' of a '@Reducer' enum must hold a single value: a reducer (its state and \
            action become the case's), or state marked '@ReducerCaseIgnored'.
            """,
          line: 3, column: 8)
      ],
      macroSpecs: specs, indentationWidth: .spaces(2))
  }
}
