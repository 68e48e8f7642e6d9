import NavigationMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest

/// `@ObservableState`, `@_MirrorCodable`, the marks and `@ViewAction`, expanded.
final class ObservableStateMacroTests: XCTestCase {
  private let specs = [
    "ObservableState": MacroSpec(
      type: ObservableStateMacro.self,
      conformances: ["ObservableState", "StoredPropertiesReflecting", "Codable", "Equatable"]),
    "ObservationStateIgnored": MacroSpec(type: MarkerMacro.self),
  ]

  func testStructGetsTablesAndConformances() {
    assertMacroExpansion(
      """
      @ObservableState
      public struct State {
        var text = ""
        let id: Int
        @ObservationStateIgnored var cache = 0
        @Presents var child: Child.State?
        var count: Int { didSet {} }
        var doubled: Int { count * 2 }
        static var shared = 0
        struct Mode {
          var raw: Int
        }
        var mode: Mode
      }
      """,
      expandedSource: #"""
        public struct State {
          var text = ""
          let id: Int
          var cache = 0
          @Presents var child: Child.State?
          var count: Int { didSet {} }
          var doubled: Int { count * 2 }
          static var shared = 0
          @_MirrorCodable(equatable: true)
          struct Mode {
            var raw: Int
          }
          var mode: Mode
        }

        extension State: ObservableState, StoredPropertiesReflecting, Codable, Equatable {
          public static var _$bindableFields: [String: PartialKeyPath<Self>] {
            ["text": \Self.text, "count": \Self.count, "mode": \Self.mode]
          }
          public static var _$storedProperties: [(label: String, keyPath: (PartialKeyPath<Self> & Sendable)?)] {
            [("text", \Self.text), ("id", \Self.id), ("cache", \Self.cache), ("_child", \Self._child), ("count", \Self.count), ("mode", \Self.mode)]
          }
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testEnumGetsEmptyTables() {
    assertMacroExpansion(
      """
      @ObservableState
      enum State {
        case first(First.State)
      }
      """,
      expandedSource: """
        enum State {
          case first(First.State)
        }

        extension State: ObservableState, StoredPropertiesReflecting, Codable, Equatable {
          static var _$bindableFields: [String: PartialKeyPath<Self>] {
            [:]
          }
          static var _$storedProperties: [(label: String, keyPath: (PartialKeyPath<Self> & Sendable)?)] {
            []
          }
        }
        """,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testStoredPropertiesTableLabelsWrapperStorageAndLeavesOutWhatItCannotName() {
    assertMacroExpansion(
      """
      @ObservableState
      struct State<Item> {
        @ObservationStateIgnored @Presents var alert: AlertState<Action.Alert>?
        @NavigationCore.Presents var sheet: Item?
        @Shared(.appStorage("name")) var name = ""
        @available(*, deprecated) var old = 0
        lazy var cached = 0
        var (x, y) = (0, 0)
        let items: [Item]
        private var secret = 1
        static let shared = 0
        var total: Int {
          get { items.count }
          set {}
        }
        var watched = 0 { willSet {} }
      }
      """,
      expandedSource: #"""
        struct State<Item> {
          @Presents var alert: AlertState<Action.Alert>?
          @NavigationCore.Presents var sheet: Item?
          @Shared(.appStorage("name")) var name = ""
          @available(*, deprecated) var old = 0
          lazy var cached = 0
          var (x, y) = (0, 0)
          let items: [Item]
          private var secret = 1
          static let shared = 0
          var total: Int {
            get { items.count }
            set {}
          }
          var watched = 0 { willSet {} }
        }

        extension State: ObservableState, StoredPropertiesReflecting, Codable, Equatable {
          static var _$bindableFields: [String: PartialKeyPath<Self>] {
            ["name": \Self.name, "old": \Self.old, "cached": \Self.cached, "secret": \Self.secret, "watched": \Self.watched]
          }
          static var _$storedProperties: [(label: String, keyPath: (PartialKeyPath<Self> & Sendable)?)] {
            [("_alert", \Self._alert), ("_sheet", \Self._sheet), ("_name", nil), ("old", \Self.old), ("items", \Self.items), ("secret", \Self.secret), ("watched", \Self.watched)]
          }
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testClosureInStateIsAnErrorNamingTheProperty() {
    assertMacroExpansion(
      """
      @ObservableState
      struct State {
        var onTap: (@Sendable () -> Void)?
      }
      """,
      expandedSource: #"""
        struct State {
          var onTap: (@Sendable () -> Void)?
        }

        extension State: ObservableState, StoredPropertiesReflecting, Codable, Equatable {
          static var _$bindableFields: [String: PartialKeyPath<Self>] {
            ["onTap": \Self.onTap]
          }
          static var _$storedProperties: [(label: String, keyPath: (PartialKeyPath<Self> & Sendable)?)] {
            [("onTap", \Self.onTap)]
          }
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: """
            State property 'onTap' holds a closure: NavMirror's mirror must encode state, and a \
            closure cannot be encoded. Move the closure to a dependency and call it from the \
            reducer.
            """,
          line: 3, column: 7)
      ],
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testAStateHoldingAModelFromElsewhereGetsItsCodingWrittenOut() {
    assertMacroExpansion(
      """
      @ObservableState
      struct State {
        var persons: [Person] = []
        @Presents var destination: Destination.State?
        let id = 1
      }
      """,
      expandedSource: #"""
        struct State {
          var persons: [Person] = []
          @Presents var destination: Destination.State?
          let id = 1
        }

        extension State: ObservableState, StoredPropertiesReflecting, Codable, Equatable {
          static var _$bindableFields: [String: PartialKeyPath<Self>] {
            ["persons": \Self.persons]
          }
          static var _$storedProperties: [(label: String, keyPath: (PartialKeyPath<Self> & Sendable)?)] {
            [("persons", \Self.persons), ("_destination", \Self._destination), ("id", \Self.id)]
          }
          init(from decoder: any Swift.Decoder) throws {
            let container = try decoder.container(keyedBy: NavigationCore._MirrorCodingKey.self)
            self.persons = try container._mirrorDecode(forKey: "persons")
            self._destination = try container._mirrorDecode(forKey: "destination")
          }
          func encode(to encoder: any Swift.Encoder) throws {
            var container = encoder.container(keyedBy: NavigationCore._MirrorCodingKey.self)
            try container._mirrorEncode(self.persons, forKey: "persons")
            try container._mirrorEncode(self._destination, forKey: "destination")
            try container._mirrorEncode(self.id, forKey: "id")
          }
        }
        """#,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testAnActionHoldingAModelFromElsewhereGetsItsCodingWrittenOut() {
    let specs = [
      "_MirrorCodable": MacroSpec(
        type: MirrorCodableMacro.self, conformances: ["Codable", "Equatable"])
    ]
    assertMacroExpansion(
      """
      @_MirrorCodable
      public enum Action {
        case personTapped(Person)
        case moved(from: Int, Person?)
        case closed
      }
      """,
      expandedSource: """
        public enum Action {
          case personTapped(Person)
          case moved(from: Int, Person?)
          case closed
        }

        extension Action: Codable {
          public init(from decoder: any Swift.Decoder) throws {
            let container = try decoder.container(keyedBy: NavigationCore._MirrorCodingKey.self)
            let key = try container._mirrorCase(of: Self.self)
            switch key.stringValue {
            case "personTapped":
              let nested = try container.nestedContainer(keyedBy: NavigationCore._MirrorCodingKey.self, forKey: key)
              self = try .personTapped(nested._mirrorDecode(forKey: "_0"))
            case "moved":
              let nested = try container.nestedContainer(keyedBy: NavigationCore._MirrorCodingKey.self, forKey: key)
              self = try .moved(from: nested._mirrorDecode(forKey: "from"), nested._mirrorDecode(forKey: "_1"))
            case "closed":
              self = .closed
            default:
              throw container._mirrorUnknownCase(key, of: Self.self)
            }
          }
          public func encode(to encoder: any Swift.Encoder) throws {
            var container = encoder.container(keyedBy: NavigationCore._MirrorCodingKey.self)
            switch self {
            case .personTapped(let value0):
              var nested = container.nestedContainer(keyedBy: NavigationCore._MirrorCodingKey.self, forKey: "personTapped")
              try nested._mirrorEncode(value0, forKey: "_0")
            case .moved(let value0, let value1):
              var nested = container.nestedContainer(keyedBy: NavigationCore._MirrorCodingKey.self, forKey: "moved")
              try nested._mirrorEncode(value0, forKey: "from")
              try nested._mirrorEncode(value1, forKey: "_1")
            case .closed:
              _ = container.nestedContainer(keyedBy: NavigationCore._MirrorCodingKey.self, forKey: "closed")
            }
          }
        }
        """,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testMirrorCodableCodesEveryTypeInActionsAndAddsEquatableOnlyWhenAskedOrImplicit() {
    let specs = [
      "_MirrorCodable": MacroSpec(
        type: MirrorCodableMacro.self, conformances: ["Codable", "Equatable"]),
      "_MirrorCodableMember": MacroSpec(
        type: MirrorCodableMemberMacro.self, conformances: ["Codable", "Equatable"]),
    ]
    assertMacroExpansion(
      """
      @_MirrorCodable
      enum Action {
        case view(View)
        enum View {
          case tapped
        }
        enum Alert {
          case confirm
        }
      }
      @_MirrorCodable(equatable: true)
      struct Item {
        var tag: Tag
        enum Tag {
          case new, old(Int)
        }
      }
      """,
      expandedSource: """
        enum Action {
          case view(View)
          enum View {
            case tapped
          }
          enum Alert {
            case confirm
          }
        }
        struct Item {
          var tag: Tag
          enum Tag {
            case new, old(Int)
          }
        }

        extension Action.View: Codable, Equatable {
        }

        extension Action.Alert: Codable, Equatable {
        }

        extension Action: Codable {
        }

        extension Item.Tag: Codable, Equatable {
        }

        extension Item: Codable, Equatable {
        }
        """,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testMirrorCodableCodesAnEnumWithoutCases() {
    let specs = [
      "_MirrorCodable": MacroSpec(
        type: MirrorCodableMacro.self, conformances: ["Codable", "Equatable"])
    ]
    assertMacroExpansion(
      """
      @_MirrorCodable
      public enum Action {
      }
      """,
      expandedSource: """
        public enum Action {
        }

        extension Action: Codable, Equatable {
          public init(from decoder: any Swift.Decoder) throws {
            throw Swift.DecodingError.dataCorrupted(Swift.DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Action has no cases: there is no value to decode"))
          }
          public func encode(to encoder: any Swift.Encoder) throws {
          }
        }
        """,
      macroSpecs: specs, indentationWidth: .spaces(2))
  }

  func testViewActionConformsTheView() {
    assertMacroExpansion(
      """
      @ViewAction(for: Feature.self)
      struct FeatureView: View {
        let store: StoreOf<Feature>
      }
      """,
      expandedSource: """
        struct FeatureView: View {
          let store: StoreOf<Feature>
        }

        extension FeatureView: ViewActionSending {
        }
        """,
      macroSpecs: [
        "ViewAction": MacroSpec(type: ViewActionMacro.self, conformances: ["ViewActionSending"])
      ],
      indentationWidth: .spaces(2))
  }
}
