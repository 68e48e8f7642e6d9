import IdentifiedCollections
import NavigationCore

/// A feature that holds text a visitor typed, each string next to the Unicode scalars the
/// reducer saw in it: an exported test that wrote a string wrong fails on those numbers, which
/// no escaping touches. Its source is also compiled, unchanged, into the program that runs its
/// exported tests (`ExportedCodeInjectionTests`), so it imports only the core.
@Reducer
struct VisitorTextFeature {
  @ObservableState
  struct State: Equatable {
    var title = ""
    var titleScalars: [Int] = []
    var notes: IdentifiedArrayOf<Note> = []
    var tags: [String: String] = [:]
    var tagScalars: [[Int]] = []
    var isVerified = false

    /// Whether every string still has the scalars recorded next to it.
    var isConsistent: Bool {
      titleScalars == VisitorTextFeature.scalars(title)
        && notes.allSatisfy { $0.scalars == VisitorTextFeature.scalars($0.id, $0.text) }
        && tags.allSatisfy { tagScalars.contains(VisitorTextFeature.scalars($0.key, $0.value)) }
    }
  }

  /// A note, with the scalars of its id and text.
  struct Note: Codable, Equatable, Identifiable {
    var id: String
    var text: String
    var scalars: [Int]

    init(id: String, text: String) {
      self.id = id
      self.text = text
      scalars = VisitorTextFeature.scalars(id, text)
    }
  }

  /// A note as a visitor types it: a struct, so an exported test decodes it from JSON.
  struct Draft: Codable, Equatable {
    var id: String
    var text: String
  }

  enum Action: Equatable {
    case titleChanged(String)
    case noteAdded(Draft)
    case noteEdited(id: String, text: String)
    case tagged(key: String, value: String)
    case verifyTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .titleChanged(let title):
        state.title = title
        state.titleScalars = Self.scalars(title)
      case .noteAdded(let draft):
        state.notes.append(Note(id: draft.id, text: draft.text))
      case .noteEdited(let id, let text):
        state.notes[id: id] = Note(id: id, text: text)
      case .tagged(let key, let value):
        state.tags[key] = value
        state.tagScalars.append(Self.scalars(key, value))
      case .verifyTapped:
        state.isVerified = state.isConsistent
      }
      return .none
    }
  }

  /// The scalar values of `texts`, in order, -1 between two texts.
  static func scalars(_ texts: String...) -> [Int] {
    Array(texts.map { $0.unicodeScalars.map { Int($0.value) } }.joined(separator: [-1]))
  }
}
