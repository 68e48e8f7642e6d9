import MirrorUI

/// The root view: one NavigationStack around the TabView, as seeds/000 recommends.
struct TabsStackView: View {
  @Bindable var store: StoreOf<TabsStackFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
        FirstView(store: store.scope(state: \.tab1, action: \.tab1))
          .tag(TabsStackFeature.Tab.first)
          .tabItem { Label("First", systemImage: "house") }
        SecondView(store: store.scope(state: \.tab2, action: \.tab2))
          .tag(TabsStackFeature.Tab.second)
          .tabItem { Label("Second", systemImage: "list.bullet") }
      }
    } destination: { store in
      switch store.case {
      case let .firstDetail(store):
        FirstDetailView(store: store)
      case let .secondDetail(store):
        SecondDetailView(store: store)
      case .another:
        AnotherView()
      }
    }
  }
}

struct FirstView: View {
  let store: StoreOf<FirstFeature>

  var body: some View {
    VStack {
      Text("First tab").font(.headline)
      Button("Go to First Detail") { store.send(.moveDetailViewButtonTapped) }
    }
    .navigationTitle("First")
  }
}

struct SecondView: View {
  let store: StoreOf<SecondFeature>

  var body: some View {
    VStack {
      Text("Second tab").font(.headline)
      Button("Go to Second Detail") { store.send(.moveDetailViewButtonTapped) }
    }
    .navigationTitle("Second")
  }
}

struct FirstDetailView: View {
  let store: StoreOf<FirstDetailFeature>

  var body: some View {
    Button("Go to Another") { store.send(.moveAnotherViewButtonTapped) }
      .navigationTitle("First Detail")
  }
}

struct SecondDetailView: View {
  let store: StoreOf<SecondDetailFeature>

  var body: some View {
    Button("Go to Another") { store.send(.moveAnotherViewButtonTapped) }
      .navigationTitle("Second Detail")
  }
}

struct AnotherView: View {
  var body: some View {
    Text("Another page")
      .navigationTitle("Another")
  }
}
