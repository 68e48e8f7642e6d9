// seeds/000: the views of the tabs and screens as the article leaves them (its later
// FirstDetailView, with the button to `another`), with `import SwiftUI` removed (the file's
// `import NavMirror` serves them). SecondDetailView gets the same button, as its reducer does
// (see TabsWithRootStack.swift).
import NavMirror

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
