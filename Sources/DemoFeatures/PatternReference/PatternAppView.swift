import MirrorUI

/// Pattern 4's view: a `switch` over the root enum, one scoped store per case.
struct PatternAppView: View {
  let store: StoreOf<PatternAppFeature>

  var body: some View {
    switch store.state {
    case .intro:
      if let store = store.scope(state: \.intro, action: \.intro) {
        IntroView(store: store)
      }
    case .mainTab:
      if let store = store.scope(state: \.mainTab, action: \.mainTab) {
        MainTabView(store: store)
      }
    }
  }
}

struct IntroView: View {
  let store: StoreOf<IntroFeature>

  var body: some View {
    VStack {
      Text("Household ledger").font(.title)
      if let notice = store.notice {
        Text(notice).font(.caption)
      }
      Button("Log in") { store.send(.loginButtonTapped) }
    }
    .navigationTitle("Welcome")
  }
}

/// Pattern 3's view: the tab view bound to `selectedTab`, sending `tabSelected`.
struct MainTabView: View {
  @Bindable var store: StoreOf<MainTabFeature>

  var body: some View {
    TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
      CalendarView(store: store.scope(state: \.calendar, action: \.calendar))
        .tag(MainTabFeature.State.Tab.calendar)
        .tabItem { Label("Calendar", systemImage: "calendar") }
      HistoryListView(store: store.scope(state: \.historyList, action: \.historyList))
        .tag(MainTabFeature.State.Tab.history)
        .tabItem { Label("History", systemImage: "list.bullet") }
      MyPageView(store: store.scope(state: \.myPage, action: \.myPage))
        .tag(MainTabFeature.State.Tab.myPage)
        .tabItem { Label("My Page", systemImage: "person.circle") }
    }
  }
}
