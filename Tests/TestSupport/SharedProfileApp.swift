import MirrorUI
import NavigationCore
import Sharing

/// A profile that is not `Codable`, as the onboarding's `SignUpData` is not.
public struct SharedProfile: Equatable, Sendable {
  public var name = ""
  public var news = false

  /// An empty profile.
  public init() {}
}

/// A form whose view edits a `@Shared` value through a binding made from it, as TCA's shared
/// state onboarding does: `@Binding(store.$signUpData) var signUpData`.
@Reducer
public struct SharedProfileForm {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Shared public var profile: SharedProfile

    /// A form over `profile`.
    public init(profile: Shared<SharedProfile>) { _profile = profile }
  }

  public enum Action {
    case saveTapped
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// The form: a text field and a toggle bound to the share, and a line that reads it.
public struct SharedProfileFormView: View {
  let store: StoreOf<SharedProfileForm>

  /// Creates the view.
  public init(store: StoreOf<SharedProfileForm>) { self.store = store }

  public var body: some View {
    @Binding(store.$profile) var profile
    Form {
      TextField("Name", text: $profile.name)
      Toggle("News", isOn: $profile.news)
      Text("Hello \(store.profile.name), news \(store.profile.news ? "on" : "off")")
    }
  }
}

extension MirrorApp {
  /// The shared profile form, as the tests serve it.
  public static let sharedProfile = MirrorApp(
    name: "shared-profile", summary: "A form bound to a share.",
    initialState: SharedProfileForm.State(profile: Shared(value: SharedProfile())),
    reducer: SharedProfileForm()
  ) { store in
    SharedProfileFormView(store: store)
  }
}
