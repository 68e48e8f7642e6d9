import CasePaths
import MirrorUI
import NavigationCore
import Sharing

/// A stack whose screens exercise what a reused screen must keep right: view state of their
/// own (`@State`), a link that pushes with the stack's next id, an `.onAppear` that counts
/// appearances in the screen's state, a sheet of their own, `dismiss`, a text field that edits
/// the element, an environment around the stack that the root changes, and a `@Shared` count
/// every screen shows and changes, which leaves each element equal to what it was.
@Reducer
struct MemoProbeFeature {
  @ObservableState
  struct State: Equatable {
    var path = StackState<MemoProbeScreen.State>()
    var isDark = false
  }

  enum Action {
    case path(StackActionOf<MemoProbeScreen>)
    case pushTapped
    case darkToggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushTapped:
        state.path.append(MemoProbeScreen.State(count: state.path.count))
      case .darkToggled:
        state.isDark.toggle()
      case .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: \.path) { MemoProbeScreen() }
  }

  static let app = MirrorApp(
    name: "memo-probe", summary: "Screens that a render memo must reuse exactly.",
    initialState: State(), reducer: MemoProbeFeature(), view: MemoProbeView.init)
}

/// One screen of the probe's stack.
@Reducer
struct MemoProbeScreen {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var appearances = 0
    var note = ""
    @Shared(.inMemory("memo-probe-total")) var total = 0
  }

  enum Action {
    case incrementTapped
    case appeared
    case noteChanged(String)
    case totalBumped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped: state.count += 1
      case .appeared: state.appearances += 1
      case .noteChanged(let note): state.note = note
      case .totalBumped: state.$total.withLock { $0 += 1 }
      }
      return .none
    }
  }
}

struct MemoProbeView: View {
  @Bindable var store: StoreOf<MemoProbeFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack {
        Text("depth \(store.path.count)")
        Button("Push") { store.send(.pushTapped) }
        Button("Dark") { store.send(.darkToggled) }
      }
      .navigationTitle("Root")
    } destination: { store in
      MemoProbeScreenView(store: store)
    }
    .environment(\.colorScheme, store.isDark ? .dark : .light)
  }
}

struct MemoProbeScreenView: View {
  @Bindable var store: StoreOf<MemoProbeScreen>
  @State private var isExpanded = false
  @State private var showsSheet = false
  @Environment(\.dismiss) private var dismiss
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack {
      Text("count \(store.count), appeared \(store.appearances), \(colorScheme.rawValue)")
      Button("Increment") { store.send(.incrementTapped) }
      Button("Bump total \(store.total)") { store.send(.totalBumped) }
      TextField("Note", text: $store.note.sending(\.noteChanged))
      DisclosureGroup("More", isExpanded: $isExpanded) {
        Text("note \(store.note)")
        NavigationLink("Next", state: MemoProbeScreen.State(count: store.count + 1))
      }
      Button("Sheet") { showsSheet = true }
      Button("Close") { dismiss() }
    }
    .navigationTitle("Screen \(store.count)")
    .onAppear { store.send(.appeared) }
    .sheet(isPresented: $showsSheet) { Text("over \(store.count)") }
  }
}
