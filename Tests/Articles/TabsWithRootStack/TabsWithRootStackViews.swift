// seeds/000: the views as the article leaves them (its later FirstDetailView, with the button
// to `another`, and AppView's destination with the `another` case it adds), with the article's
// `import SwiftUI` and the `import ComposableArchitecture` its snippets leave out (a view file
// that names `StoreOf` needs it in TCA too). SecondDetailView gets the same button, as its
// reducer does (see TabsWithRootStack.swift).
import ComposableArchitecture
import SwiftUI

struct AppView: View {
  @Bindable var store: StoreOf<AppFeature>
  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      TabView {
        FirstView(store: store.scope(state: \.tab1, action: \.tab1))
          .tabItem {
            VStack {
              Image(systemName: "house")
              Text("First")
            }
          }
        SecondView(store: store.scope(state: \.tab2, action: \.tab2))
          .tabItem {
            VStack {
              Image(systemName: "list.bullet")
              Text("Second")
            }
          }
      }
    } destination: { store in
      switch store.case {
      case .firstDetail(let store):
        FirstDetailView(store: store)
      case .secondDetail(let store):
        SecondDetailView(store: store)
      case .another(let store):
        AnotherView(store: store)
      }
    }
  }
}

struct FirstView: View {
  let store: StoreOf<FirstFeature>
  var body: some View {
    Button("FirstDeatailView로 이동") {
      store.send(.moveDetailViewButtonTapped)
    }
  }
}

struct SecondView: View {
  let store: StoreOf<SecondFeature>
  var body: some View {
    Button("SecondDeatailView로 이동") {
      store.send(.moveDetailViewButtonTapped)
    }
  }
}

struct FirstDetailView: View {
  let store: StoreOf<FirstDetailFeature>
  var body: some View {
    Button("또 다른 뷰로 가기") {
      store.send(.moveAnotherViewButtonTapped)
    }
  }
}

struct SecondDetailView: View {
  let store: StoreOf<SecondDetailFeature>
  var body: some View {
    Button("또 다른 뷰로 가기") {
      store.send(.moveAnotherViewButtonTapped)
    }
  }
}

struct AnotherView: View {
  let store: StoreOf<AnotherFeature>
  var body: some View {
    Text("또 다른 페이지")
  }
}
