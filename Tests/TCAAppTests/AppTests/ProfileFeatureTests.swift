import NavMirror
import Testing

/// The profile: the account sheet and its own stack, the log-out dialog, the session alert.
@MainActor
struct ProfileFeatureTests {
  @Test func renameInTheAccountSheet() async {
    let store = TestStore(initialState: ProfileFeature.State(userName: "Ada")) {
      ProfileFeature()
    }

    await store.send(.accountButtonTapped) {
      $0.destination = .account(AccountFeature.State(userName: "Ada"))
    }
    await store.send(\.destination.account.renameButtonTapped) {
      $0.destination?.modify(\.account) { $0.path[id: 0] = RenameFeature.State(name: "Ada") }
    }
    await store.send(\.destination.account.path[id: 0].binding.name, "Grace") {
      $0.destination?.modify(\.account) { $0.path[id: 0]?.name = "Grace" }
    }
    await store.send(\.destination.account.path[id: 0].doneButtonTapped)
    await store.receive(\.destination.account.path[id: 0].delegate.confirmed, "Grace") {
      $0.destination?.modify(\.account) { $0.userName = "Grace" }
    }
    await store.receive(\.destination.account.delegate.renamed, "Grace") {
      $0.userName = "Grace"
    }
    await store.receive(\.destination.account.path.popFrom) {
      $0.destination?.modify(\.account) { $0.path = StackState() }
    }
    await store.send(\.destination.account.closeButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func logOutAfterConfirming() async {
    let store = TestStore(initialState: ProfileFeature.State(userName: "Ada")) {
      ProfileFeature()
    }

    await store.send(.logOutButtonTapped) {
      $0.destination = .confirmationDialog(.logOut)
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    await store.send(.logOutButtonTapped) {
      $0.destination = .confirmationDialog(.logOut)
    }
    await store.send(.destination(.presented(.confirmationDialog(.logOut)))) {
      $0.destination = nil
    }
    await store.receive(\.delegate.loggedOut)
  }

  @Test func expiredSessionAlert() async {
    let store = TestStore(initialState: ProfileFeature.State(userName: "Ada")) {
      ProfileFeature()
    }

    await store.send(.sessionExpired) {
      $0.destination = .alert(.sessionExpired)
    }
    await store.send(\.destination.alert.signInAgain) {
      $0.destination = nil
    }
    await store.receive {
      if case .delegate(.loggedOut) = $0 { return true }
      return false
    }
  }
}
