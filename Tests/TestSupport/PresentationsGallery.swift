import MirrorUI
import NavigationCore

/// A test app presenting a note in every way MirrorUI draws one (`.popover(item:)`,
/// `.fullScreenCover(item:)`, `.sheet(item:)` with a toolbar, a sheet at `.medium`,
/// `.navigationDestination(item:)`,
/// stack screens whose Back button is hidden, pushed by `NavigationLink(state:)` and
/// `NavigationLink(value:)`) under a bar with a principal item, for the browser tests of the
/// presentation and toolbar modifiers.
@Reducer
public struct PresentationsGalleryFeature {
  /// Where the note is presented.
  @Reducer
  public enum Destination {
    case popover(NoteFeature)
    case cover(NoteFeature)
    case sheet(NoteFeature)
    case halfSheet(NoteFeature)
    case sizedSheet(NoteFeature)
    case detail(NoteFeature)
  }

  /// The presented note, the pushed notes and the principal item's count.
  @ObservableState
  public struct State: Equatable {
    @Presents public var destination: Destination.State?
    public var path = StackState<NoteFeature.State>()
    public var principalTaps = 0

    /// The gallery with nothing presented.
    public init() {}
  }

  /// What the gallery's view sends.
  public enum Action {
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<NoteFeature>)
    case popoverTapped
    case coverTapped
    case sheetTapped
    case halfSheetTapped
    case sizedSheetTapped
    case detailTapped
    case principalTapped
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .popoverTapped: state.destination = .popover(NoteFeature.State(title: "Popover"))
      case .coverTapped: state.destination = .cover(NoteFeature.State(title: "Cover"))
      case .sheetTapped: state.destination = .sheet(NoteFeature.State(title: "Sheet"))
      case .halfSheetTapped: state.destination = .halfSheet(NoteFeature.State(title: "Half"))
      case .sizedSheetTapped: state.destination = .sizedSheet(NoteFeature.State(title: "Sized"))
      case .detailTapped: state.destination = .detail(NoteFeature.State(title: "Detail"))
      case .principalTapped: state.principalTaps += 1
      case .destination, .path: break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path) {
      NoteFeature()
    }
  }
}

/// The gallery's view, written as a SwiftUI view over a TCA store.
public struct PresentationsGalleryView: View {
  @Bindable var store: StoreOf<PresentationsGalleryFeature>
  /// The height the sized sheet rests at: the view's own state, which dragging the sheet sets.
  @State private var sizedDetent = PresentationDetent.medium

  /// Creates the view.
  public init(store: StoreOf<PresentationsGalleryFeature>) { self.store = store }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        Button("Open popover") { store.send(.popoverTapped) }
        Button("Open cover") { store.send(.coverTapped) }
        Button("Open sheet") { store.send(.sheetTapped) }
        Button("Open half sheet") { store.send(.halfSheetTapped) }
        Button("Open sized sheet") { store.send(.sizedSheetTapped) }
        Button("Open detail") { store.send(.detailTapped) }
        NavigationLink("Locked note", state: NoteFeature.State(title: "Locked"))
        NavigationLink(value: NoteFeature.State(title: "By value")) {
          Label("Note by value", systemImage: "note.text")
        }
      }
      .navigationTitle("Presentations")
      .toolbar {
        ToolbarItem(placement: .principal) {
          Button("Centre \(store.principalTaps)") { store.send(.principalTapped) }
        }
      }
      .popover(item: $store.scope(state: \.destination?.popover, action: \.destination.popover)) {
        store in NoteView(store: store)
      }
      .fullScreenCover(item: $store.scope(state: \.destination?.cover, action: \.destination.cover))
      { store in NoteView(store: store) }
      .sheet(item: $store.scope(state: \.destination?.sheet, action: \.destination.sheet)) {
        store in NoteView(store: store)
      }
      .sheet(
        item: $store.scope(state: \.destination?.halfSheet, action: \.destination.halfSheet)
      ) { store in
        NoteView(store: store)
          .presentationDetents([.medium, .large])
      }
      .sheet(
        item: $store.scope(state: \.destination?.sizedSheet, action: \.destination.sizedSheet)
      ) { store in
        NoteView(store: store)
          .presentationDetents([.height(200), .medium, .large], selection: $sizedDetent)
          .interactiveDismissDisabled()
      }
      .navigationDestination(
        item: $store.scope(state: \.destination?.detail, action: \.destination.detail)
      ) { store in NoteView(store: store) }
    } destination: { store in
      NoteView(store: store)
        .navigationBarBackButtonHidden()
    }
  }
}

extension MirrorApp {
  /// The presentations gallery, as the browser tests serve it.
  public static let presentationsGallery = MirrorApp(
    name: "presentations-gallery", summary: "A note presented in every way MirrorUI draws.",
    initialState: PresentationsGalleryFeature.State(), reducer: PresentationsGalleryFeature(),
    view: PresentationsGalleryView.init)
}
