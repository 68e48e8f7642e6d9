import MirrorUI

/// The my-page tab: logout and withdraw, each behind an alert.
struct MyPageView: View {
  @Bindable var store: StoreOf<MyPageFeature>

  var body: some View {
    List {
      Button("Log out") { store.send(.logoutButtonTapped) }
      Button("Withdraw", role: .destructive) { store.send(.withdrawButtonTapped) }
    }
    .navigationTitle("My Page")
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}
