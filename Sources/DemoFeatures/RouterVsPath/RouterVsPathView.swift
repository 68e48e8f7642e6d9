import MirrorUI

/// The article's `AppView`: one NavigationStack over the calendar, a `switch` over `Screen`
/// in `destination`, and the overlays attached beside the stack, not in it.
struct RouterVsPathView: View {
  @Bindable var store: StoreOf<RouterVsPathFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      EventCalendarView(
        store: store.scope(state: \.calendar, action: \.calendar), analytics: store.analytics)
    } destination: { screen in
      switch screen.case {
      case let .eventDetail(store):
        EventDetailView(store: store)
      case let .settings(store):
        EventSettingsView(store: store)
      case let .profile(store):
        ProfileView(store: store)
      }
    }
    .sheet(item: $store.scope(state: \.overlay?.sheet, action: \.overlay.sheet)) { store in
      EventSheetView(store: store)
    }
    .fullScreenCover(
      item: $store.scope(state: \.overlay?.fullScreenCover, action: \.overlay.fullScreenCover)
    ) { store in
      AppearanceView(store: store)
    }
    .alert($store.scope(state: \.overlay?.alert, action: \.overlay.alert))
  }
}

/// The calendar: a list of events whose buttons only send `selectEvent`.
struct EventCalendarView: View {
  let store: StoreOf<EventCalendarFeature>
  let analytics: [String]

  var body: some View {
    List {
      Section("This week") {
        ForEach(store.events) { event in
          Button("\(event.title)\(event.isPrivate ? " 🔒" : "") · \(event.date)") {
            store.send(.selectEvent(event))
          }
        }
      }
      Section {
        Button("Settings") { store.send(.settingsButtonTapped) }
        Button("Profile") { store.send(.profileButtonTapped) }
      }
      Section("Analytics") {
        if analytics.isEmpty {
          Text("No events tracked").font(.caption)
        }
        ForEach(analytics) { name in
          Text(name).font(.caption)
        }
      }
    }
    .navigationTitle("Calendar")
  }
}

struct EventDetailView: View {
  let store: StoreOf<EventDetailFeature>

  var body: some View {
    VStack {
      Text(store.event.title).font(.title)
      Text(store.event.date).font(.caption)
      Button("Share") { store.send(.shareButtonTapped) }
      Button("Organizer: \(store.event.organizer)") { store.send(.organizerButtonTapped) }
    }
    .navigationTitle(store.event.title)
  }
}

struct EventSettingsView: View {
  @Bindable var store: StoreOf<EventSettingsFeature>

  var body: some View {
    List {
      Toggle("Reminders", isOn: $store.remindersOn)
      Button("Appearance") { store.send(.appearanceButtonTapped) }
      Button("My profile") { store.send(.profileButtonTapped) }
    }
    .navigationTitle("Settings")
  }
}

struct ProfileView: View {
  let store: StoreOf<ProfileFeature>

  var body: some View {
    VStack {
      Text("@\(store.userID)").font(.title)
      Button("Back to calendar") { store.send(.backToCalendarButtonTapped) }
    }
    .navigationTitle("Profile")
  }
}

struct EventSheetView: View {
  let store: StoreOf<EventSheetFeature>

  var body: some View {
    VStack {
      Text(store.event.title).font(.headline)
      Text("\(store.event.date) · organized by @\(store.event.organizer)")
      Button("Done") { store.send(.doneButtonTapped) }
    }
    .navigationTitle("Share event")
  }
}

struct AppearanceView: View {
  @Bindable var store: StoreOf<AppearanceFeature>

  var body: some View {
    VStack {
      Toggle("Dark mode", isOn: $store.isDarkMode)
      Button("Close") { store.send(.closeButtonTapped) }
    }
    .navigationTitle("Appearance")
  }
}
