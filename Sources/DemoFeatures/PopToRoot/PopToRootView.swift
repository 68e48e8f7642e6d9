import MirrorUI

/// The article's `ContentView`: one NavigationStack bound to the tower's `paths`, `View1` at the
/// root, and `navigate(to:)` drawing each pushed screen.
struct PopToRootView: View {
  @Bindable var store: StoreOf<NavigationControlTower>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.paths, action: \.paths)) {
      navigate(to: .view1)
    } destination: { element in
      navigate(to: element.state)
    }
  }

  /// The view for `view`; the tower is handed to it as the article hands it in the environment.
  @ViewBuilder
  func navigate(to view: NavigationControlTower.Views) -> some View {
    switch view {
    case .view1: View1(tower: store)
    case .view2: View2(tower: store)
    case .view3: View3(tower: store)
    }
  }
}

/// The root screen: pushes `View2`.
struct View1: View {
  let tower: StoreOf<NavigationControlTower>

  var body: some View {
    VStack {
      Text("View 1").font(.title)
      Button("Go to View2") { tower.send(.push(.view2)) }
    }
    .navigationTitle("View 1")
  }
}

/// The middle screen: pushes `View3`, or pops back.
struct View2: View {
  let tower: StoreOf<NavigationControlTower>

  var body: some View {
    VStack {
      Text("View 2").font(.title)
      Button("Go to View3") { tower.send(.push(.view3)) }
      Button("Pop") { tower.send(.pop) }
    }
    .navigationTitle("View 2")
  }
}

/// The last screen: its button returns to the root in one change.
struct View3: View {
  let tower: StoreOf<NavigationControlTower>

  var body: some View {
    VStack {
      Text("View 3").font(.title)
      Button("Back to root") { tower.send(.popToRoot) }
      Button("Pop") { tower.send(.pop) }
    }
    .navigationTitle("View 3")
  }
}
