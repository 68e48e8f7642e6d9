// seeds/004 "TCA의 네비게이션 방식": its HomeView as written there, with the imports a TCA
// view file has. The article elides the home screen's content as "... Home View UI", which is
// not Swift: that line is a comment here. DetailView, EditView and SettingsView are named but
// not shown: they are in ViewGlue.swift.
import ComposableArchitecture
import SwiftUI

public struct HomeView {
  @Bindable public var store: StoreOf<HomeFeature>

  public init(store: StoreOf<HomeFeature>) {
    self.store = store
  }
}

extension HomeView: View {
  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack {
        // ... Home View UI
      }
    } destination: { store in
      switch store.case {
      case let .detail(store):
        DetailView(store: store)
      case let .edit(store):
        EditView(store: store)
      case let .settings(store):
        SettingsView(store: store)
      }
    }
  }
}
