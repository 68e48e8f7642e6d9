// Views drawn as iOS draws them where the page once drew them otherwise, for the browser tests:
// taps on views without an action, section headers as written.
import NavMirror

@Reducer
struct FidelityGallery {
  @ObservableState
  struct State: Equatable {
    var cardTaps = 0
    var marks = 0
  }

  enum Action {
    case cardTapped
    case lockedTapped
    case markTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cardTapped, .lockedTapped:
        state.cardTaps += 1
        return .none
      case .markTapped:
        state.marks += 1
        return .none
      }
    }
  }
}

struct FidelityGalleryView: View {
  let store: StoreOf<FidelityGallery>

  var body: some View {
    NavigationStack {
      List {
        Section("Taps") {
          Text("Card tapped \(store.cardTaps) times, marked \(store.marks) times")
          // A disabled gesture inside another: a tap on it does nothing, as on iOS.
          VStack {
            Text("Card")
            Text("Locked")
              .onTapGesture { store.send(.lockedTapped) }
              .disabled(true)
          }
          .onTapGesture { store.send(.cardTapped) }
          Button("Mark") { store.send(.markTapped) }
        }
        Section {
          Text("Synced")
        } header: {
          Text("iCloud Drive").textCase(nil)
        }
      }
      .navigationTitle("Fidelity")
    }
  }
}

extension MirrorApp {
  /// The fidelity gallery, as the browser tests serve it.
  static let fidelityGallery = MirrorApp(
    name: "fidelity-gallery", summary: "Views drawn as iOS draws them: taps, headers.",
    initialState: FidelityGallery.State(), reducer: FidelityGallery(),
    view: FidelityGalleryView.init)
}
