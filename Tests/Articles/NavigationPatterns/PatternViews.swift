// seeds/001 "TCA Navigation 패턴 레퍼런스": the views of patterns 2, 3 and 4 as written there,
// with the imports a TCA view file has. The article leaves out the views they show
// (PersonCardView, HistoryDetailView, CalendarView, MyPageView, IntroView): they are in
// ViewGlue.swift.
import ComposableArchitecture
import SwiftUI

// MARK: Pattern 2: Stack-based navigation (push)

struct HistoryListView: View {
  @Bindable var store: StoreOf<HistoryListFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        ForEach(store.persons) { person in
          Button {
            store.send(.personTapped(person))
          } label: {
            PersonCardView(person: person)
          }
        }
      }
    } destination: { store in
      HistoryDetailView(store: store)
    }
  }
}

// MARK: Pattern 3: Tab navigation (iOS 17+)

struct MainTabView: View {
  @Bindable var store: StoreOf<MainTabFeature>

  var body: some View {
    TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
      CalendarView(
        store: store.scope(state: \.calendar, action: \.calendar)
      )
      .tag(MainTabFeature.State.Tab.calendar)
      .tabItem { Label("캘린더", systemImage: "calendar") }

      HistoryListView(
        store: store.scope(state: \.historyList, action: \.historyList)
      )
      .tag(MainTabFeature.State.Tab.history)
      .tabItem { Label("내역", systemImage: "list.bullet") }

      MyPageView(
        store: store.scope(state: \.myPage, action: \.myPage)
      )
      .tag(MainTabFeature.State.Tab.myPage)
      .tabItem { Label("마이페이지", systemImage: "person.circle") }
    }
  }
}

// MARK: Pattern 4: App root (Intro → MainTab)

struct AppView: View {
  let store: StoreOf<AppFeature>

  var body: some View {
    switch store.state {
    case .intro:
      if let introStore = store.scope(state: \.intro, action: \.intro) {
        IntroView(store: introStore)
      }
    case .mainTab:
      if let mainTabStore = store.scope(state: \.mainTab, action: \.mainTab) {
        MainTabView(store: mainTabStore)
      }
    }
  }
}
