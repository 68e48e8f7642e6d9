import Foundation
import MirrorUI
import NavigationCore

/// A test app that uses every SwiftUI control and modifier MirrorUI draws, each bound to its
/// state, for the browser tests of the controls.
@Reducer
public struct ControlsGalleryFeature {
  /// The values the controls edit.
  @ObservableState
  public struct State: Equatable {
    public var name = ""
    public var password = ""
    public var notify = false
    public var guests = 1
    public var size = "M"
    public var flavor = "Vanilla"
    public var day = Date(timeIntervalSince1970: 1_800_000_000)
    public var saves = 0
    public var shares = 0
    public var largeTitle = false

    /// The gallery's first state.
    public init() {}
  }

  /// What the controls send.
  public enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveTapped
    case shareTapped
    case resetTapped
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .saveTapped: state.saves += 1
      case .shareTapped: state.shares += 1
      case .resetTapped:
        state.saves = 0
        state.shares = 0
      case .binding: break
      }
      return .none
    }
  }
}

/// The gallery's view, written as a SwiftUI view over a TCA store.
public struct ControlsGalleryView: View {
  @Bindable var store: StoreOf<ControlsGalleryFeature>

  /// Creates the view.
  public init(store: StoreOf<ControlsGalleryFeature>) { self.store = store }

  public var body: some View {
    NavigationStack {
      Form {
        Section("Profile") {
          TextField(
            "Name", text: $store.name, prompt: Text("Your name"))
          SecureField("Password", text: $store.password)
          Toggle(isOn: $store.notify) { Text("Notify") }
        }
        Section {
          Stepper(
            "Guests: \(store.guests)", value: $store.guests,
            in: 1...3)
          Picker("Size", selection: $store.size) {
            Text("S").tag("S")
            Text("M").tag("M")
            Text("L").tag("L")
          }
          .pickerStyle(.segmented)
          Picker("Flavor", selection: $store.flavor) {
            Text("Vanilla").tag("Vanilla")
            Text("Mango").tag("Mango")
          }
          DatePicker(
            "Day", selection: $store.day,
            displayedComponents: .date)
        } header: {
          Text("Booking")
        } footer: {
          Text("Up to 3 guests.")
        }
        Section("Status") {
          ProgressView("Uploading", value: 0.25)
          ProgressView()
          HStack {
            Label("Saved \(store.saves), shared \(store.shares)", systemImage: "checkmark.circle")
            Spacer()
            Image(systemName: "star")
          }
          Toggle("Large title", isOn: $store.largeTitle)
          Divider()
          Button {
            store.send(.shareTapped)
          } label: {
            Label("Share", systemImage: "square.and.arrow.up")
          }
          Button("Delete", systemImage: "trash", role: .destructive) {}
            .disabled(true)
        }
      }
      .navigationTitle("Controls")
      .navigationBarTitleDisplayMode(store.largeTitle ? .large : .inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Reset") { store.send(.resetTapped) }
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button("Save") { store.send(.saveTapped) }
        }
        ToolbarItemGroup(placement: .bottomBar) {
          Button {
            store.send(.shareTapped)
          } label: {
            Image(systemName: "square.and.arrow.up")
          }
          Text("\(store.shares) shared")
        }
      }
    }
  }
}

extension MirrorApp {
  /// The controls gallery, as the browser tests serve it.
  public static let controlsGallery = MirrorApp(
    name: "controls-gallery", summary: "Every SwiftUI control MirrorUI draws.",
    initialState: ControlsGalleryFeature.State(), reducer: ControlsGalleryFeature(),
    view: ControlsGalleryView.init)
}
