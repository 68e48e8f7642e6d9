import NavigationMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest

/// The shapes of `@Reducer` TCA's macro tests pin (its `ReducerMacroTests`), expanded alone.
final class ReducerMacroShapesTests: XCTestCase {
  private let specs = [
    "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])
  ]

  /// SyncUps' `SyncUpDetail.Destination`: the enum declares its `Action`, which is kept and
  /// prepared as a struct's is; the ignored alert case scopes to a store of its declared action.
  func testEnumKeepsTheActionItDeclares() {
    assertMacroExpansion(
      """
      @Reducer
      enum Destination {
        @ReducerCaseIgnored case alert(AlertState<Alert>)
        case edit(SyncUpForm)

        enum Action {
          case alert(Alert)
          case edit(SyncUpForm.Action)
        }

        enum Alert {
          case confirmDeletion
        }
      }
      """,
      expandedSource: #"""
        enum Destination {
          @ReducerCaseIgnored case alert(AlertState<Alert>)
          case edit(SyncUpForm)
          @CasePathable @_MirrorCodable @_CaseLookup

          enum Action {
            case alert(Alert)
            case edit(SyncUpForm.Action)
          }
          @_MirrorCodable(equatable: true)

          enum Alert {
            case confirmDeletion
          }

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          @_CaseLookup
          enum State: NavigationCore.CaseReducerState {
            typealias StateReducer = Destination
            case alert(AlertState<Alert>)
            case edit(SyncUpForm.State)
          }

          typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
          static var body: Body {
            NavigationCore.Reduce(
              NavigationCore.EmptyReducer<Self.State, Self.Action>()
              .ifCaseLet(\Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                SyncUpForm()
              }
            )
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope {
            case alert(NavigationCore.Store<AlertState<Alert>, Alert>)
            case edit(NavigationCore.Store<SyncUpForm.State, SyncUpForm.Action>)
          }

          static func scope(_ store: NavigationCore.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .alert(v0):
              return .alert(store._caseStore(v0, action: \Self.Action.Cases.alert))
            case let .edit(v0):
              return .edit(store._caseStore(v0, action: \Self.Action.Cases.edit))
            }
          }
        }

        extension Destination: CaseReducer, Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  /// TicTacToe's root: the enum declares its own `static var body`, which is not redeclared.
  func testEnumKeepsTheBodyItDeclares() {
    assertMacroExpansion(
      """
      @Reducer
      enum Game {
        case login(Login)
        static var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """,
      expandedSource: #"""
        enum Game {
          case login(Login)
          static var body: some ReducerOf<Self> {
            EmptyReducer()
          }

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          @_CaseLookup
          enum State: NavigationCore.CaseReducerState {
            typealias StateReducer = Game
            case login(Login.State)
          }

          @CasePathable
          @_CaseLookup
          @_MirrorCodable
          enum Action {
            case login(Login.Action)
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope {
            case login(NavigationCore.Store<Login.State, Login.Action>)
          }

          static func scope(_ store: NavigationCore.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .login(v0):
              return .login(store._caseStore(v0, action: \Self.Action.Cases.login))
            }
          }
        }

        extension Game: CaseReducer, Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  /// Cases inside `#if` keep their conditions in every generated enum and switch; in the
  /// body's chain of calls, where an empty clause does not parse, each clause that embeds a
  /// feature is a block of its own under the condition that selects it.
  func testEnumKeepsTheConditionsOfItsCases() {
    assertMacroExpansion(
      """
      @Reducer
      enum Feature {
        case child(Child)
        #if os(Linux)
          case linux
        #elseif DEBUG
          case debug(Debug)
        #else
          case other(Other)
        #endif
      }
      """,
      expandedSource: #"""
        enum Feature {
          case child(Child)
          #if os(Linux)
            case linux
          #elseif DEBUG
            case debug(Debug)
          #else
            case other(Other)
          #endif

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          @_CaseLookup
          enum State: NavigationCore.CaseReducerState {
            typealias StateReducer = Feature
            case child(Child.State)
            #if os(Linux)
            case linux
            #elseif DEBUG
            case debug(Debug.State)
            #else
            case other(Other.State)
            #endif
          }

          @CasePathable
          @_CaseLookup
          @_MirrorCodable
          enum Action {
            case child(Child.Action)
            #if os(Linux)
            case linux(Swift.Never)
            #elseif DEBUG
            case debug(Debug.Action)
            #else
            case other(Other.Action)
            #endif
          }

          typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
          static var body: Body {
            NavigationCore.Reduce(
              NavigationCore.EmptyReducer<Self.State, Self.Action>()
              .ifCaseLet(\Self.State.Cases.child, action: \Self.Action.Cases.child) {
                Child()
              }
              #if !(os(Linux)) && (DEBUG)
              .ifCaseLet(\Self.State.Cases.debug, action: \Self.Action.Cases.debug) {
                Debug()
              }
              #endif
              #if !(os(Linux)) && !(DEBUG)
              .ifCaseLet(\Self.State.Cases.other, action: \Self.Action.Cases.other) {
                Other()
              }
              #endif
            )
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope {
            case child(NavigationCore.Store<Child.State, Child.Action>)
            #if os(Linux)
            case linux
            #elseif DEBUG
            case debug(NavigationCore.Store<Debug.State, Debug.Action>)
            #else
            case other(NavigationCore.Store<Other.State, Other.Action>)
            #endif
          }

          static func scope(_ store: NavigationCore.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .child(v0):
              return .child(store._caseStore(v0, action: \Self.Action.Cases.child))
            #if os(Linux)
            case .linux:
              return .linux
            #elseif DEBUG
            case let .debug(v0):
              return .debug(store._caseStore(v0, action: \Self.Action.Cases.debug))
            #else
            case let .other(v0):
              return .other(store._caseStore(v0, action: \Self.Action.Cases.other))
            #endif
            }
          }
        }

        extension Feature: CaseReducer, Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  /// A case's default value is the reducer its body runs, as TCA's macro writes it; state and
  /// action are the type's.
  func testEnumRunsTheDefaultValueOfACase() {
    assertMacroExpansion(
      """
      @Reducer
      enum Destination {
        case meeting(Meeting = Meeting(context: .sheet))
        case inner(Inner.Body = Inner.body)
      }
      """,
      expandedSource: #"""
        enum Destination {
          case meeting(Meeting = Meeting(context: .sheet))
          case inner(Inner.Body = Inner.body)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          @_CaseLookup
          enum State: NavigationCore.CaseReducerState {
            typealias StateReducer = Destination
            case meeting(Meeting.State)
            case inner(Inner.Body.State)
          }

          @CasePathable
          @_CaseLookup
          @_MirrorCodable
          enum Action {
            case meeting(Meeting.Action)
            case inner(Inner.Body.Action)
          }

          typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
          static var body: Body {
            NavigationCore.Reduce(
              NavigationCore.EmptyReducer<Self.State, Self.Action>()
              .ifCaseLet(\Self.State.Cases.meeting, action: \Self.Action.Cases.meeting) {
                Meeting(context: .sheet)
              }
              .ifCaseLet(\Self.State.Cases.inner, action: \Self.Action.Cases.inner) {
                Inner.body
              }
            )
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope {
            case meeting(NavigationCore.Store<Meeting.State, Meeting.Action>)
            case inner(NavigationCore.Store<Inner.Body.State, Inner.Body.Action>)
          }

          static func scope(_ store: NavigationCore.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .meeting(v0):
              return .meeting(store._caseStore(v0, action: \Self.Action.Cases.meeting))
            case let .inner(v0):
              return .inner(store._caseStore(v0, action: \Self.Action.Cases.inner))
            }
          }
        }

        extension Destination: CaseReducer, Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  /// SyncUps' `AppFeature.Path`: a case with several values is state only, with a `Never`
  /// action, as an ignored case is.
  func testEnumKeepsACaseWithSeveralValuesAsStateOnly() {
    assertMacroExpansion(
      """
      @Reducer
      enum Path {
        case detail(SyncUpDetail)
        case meeting(Meeting, syncUp: SyncUp)
      }
      """,
      expandedSource: #"""
        enum Path {
          case detail(SyncUpDetail)
          case meeting(Meeting, syncUp: SyncUp)

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          @_CaseLookup
          enum State: NavigationCore.CaseReducerState {
            typealias StateReducer = Path
            case detail(SyncUpDetail.State)
            case meeting(Meeting, syncUp: SyncUp)
          }

          @CasePathable
          @_CaseLookup
          @_MirrorCodable
          enum Action {
            case detail(SyncUpDetail.Action)
            case meeting(Swift.Never)
          }

          typealias Body = NavigationCore.Reduce<Self.State, Self.Action>
          static var body: Body {
            NavigationCore.Reduce(
              NavigationCore.EmptyReducer<Self.State, Self.Action>()
              .ifCaseLet(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
                SyncUpDetail()
              }
            )
          }

          @CasePathable
          @dynamicMemberLookup
          enum CaseScope {
            case detail(NavigationCore.Store<SyncUpDetail.State, SyncUpDetail.Action>)
            case meeting(Meeting, syncUp: SyncUp)
          }

          static func scope(_ store: NavigationCore.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .detail(v0):
              return .detail(store._caseStore(v0, action: \Self.Action.Cases.detail))
            case let .meeting(v0, v1):
              return .meeting(v0, syncUp: v1)
            }
          }
        }

        extension Path: CaseReducer, Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  /// An empty struct gets a `State`, an `Action` and an empty `body`, as TCA's macro writes
  /// them.
  func testEmptyStructGetsStateActionAndBody() {
    assertMacroExpansion(
      """
      @Reducer
      public struct Feature {}
      """,
      expandedSource: #"""
        public struct Feature {

          @ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {
            }
          }

          @_MirrorCodable
          public enum Action: Equatable, Hashable, Sendable {
          }

          public let body = NavigationCore.EmptyReducer<State, Action>()
        }

        extension Feature: Reducer {
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }
}
