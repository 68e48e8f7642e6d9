import NavMirror
import Testing

/// Onboarding hands over to the main tabs, and logging out comes back.
@MainActor
struct AppFeatureTests {
  @Test func onboardingThenLogOut() async {
    let store = TestStore(initialState: AppFeature.State.onboarding(OnboardingFeature.State())) {
      AppFeature()
    }

    await store.send(\.onboarding.continueButtonTapped) {
      $0.modify(\.onboarding) { $0.step = .name }
    }
    await store.send(\.onboarding.continueButtonTapped)
    await store.send(\.onboarding.binding.name, "  Ada ") {
      $0.modify(\.onboarding) { $0.name = "  Ada " }
    }
    await store.send(\.onboarding.continueButtonTapped)
    await store.receive(\.onboarding.delegate.finished) {
      $0 = .main(MainFeature.State(userName: "Ada"))
    }

    await store.send(\.main.profile.logOutButtonTapped) {
      $0.modify(\.main) { $0.profile.destination = .confirmationDialog(.logOut) }
    }
    await store.send(\.main.profile.destination.confirmationDialog.logOut) {
      $0.modify(\.main) { $0.profile.destination = nil }
    }
    await store.receive(\.main.profile.delegate.loggedOut) {
      $0 = .onboarding(OnboardingFeature.State())
    }
  }

  @Test func backFromTheNameStep() async {
    let store = TestStore(
      initialState: OnboardingFeature.State(name: "Ada", step: .name)
    ) {
      OnboardingFeature()
    }

    #expect(!store.state.isContinueDisabled)
    await store.send(.backButtonTapped) {
      $0.step = .welcome
    }
  }

  @Test func appRunsInTheMirror() throws {
    let app = MirrorApp(
      name: "items", summary: "Onboarding, then the inbox, focus and profile tabs.",
      initialState: AppFeature.State.onboarding(OnboardingFeature.State()), reducer: AppFeature()
    ) { store in
      Text("The items app")
    }
    let runtime = app.start()
    try runtime.send(["onboarding": ["continueButtonTapped": [:]]], origin: "page")
    try runtime.send(
      ["onboarding": ["binding": ["field": "name", "value": "Ada"]]], origin: "page")
    try runtime.send(["onboarding": ["continueButtonTapped": [:]]], origin: "page")
    #expect(runtime.snapshot().state["main"]?["profile"]?["userName"] == "Ada")
    try runtime.send(["main": ["tabSelected": ["_0": "focus"]]], origin: "page")
    #expect(runtime.snapshot().state["main"]?["selectedTab"] == "focus")
  }
}
