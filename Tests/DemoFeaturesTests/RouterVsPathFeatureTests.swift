import DemoFeatures
import MirrorJSON
import NavigationCore
import NavigationTesting
import XCTest

final class RouterVsPathFeatureTests: XCTestCase {
  typealias Feature = RouterVsPathFeature

  func testCoordinatorTracksChecksPermissionAndRoutes() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let standup = Event.samples[0]
    let salary = Event.samples[2]

    // An allowed event: tracked, then pushed.
    await store.send(.calendar(.selectEvent(standup))) {
      $0.analytics = ["event_selected id=1"]
      $0.path[id: 0] = .eventDetail(EventDetailFeature.State(event: standup))
    }
    // Sheet overlay, presented beside the stack and dismissed by the sheet itself.
    await store.send(.path(.element(id: 0, action: .eventDetail(.shareButtonTapped)))) {
      $0.overlay = .sheet(EventSheetFeature.State(event: standup))
      $0.analytics.append("event_shared id=1")
    }
    await store.send(.overlay(.presented(.sheet(.doneButtonTapped))))
    await store.receive(\.overlay.dismiss) { $0.overlay = nil }
    await store.send(.path(.element(id: 0, action: .eventDetail(.organizerButtonTapped)))) {
      $0.path[id: 1] = .profile(ProfileFeature.State(userID: "jisoo"))
    }
    await store.send(.path(.element(id: 1, action: .profile(.backToCalendarButtonTapped)))) {
      $0.path.removeAll()
    }

    // A private event: tracked, then denied with an alert; nothing is pushed.
    await store.send(.calendar(.selectEvent(salary))) {
      $0.analytics.append("event_selected id=3")
      $0.overlay = .alert(CalendarCoordinator.accessDeniedAlert(salary))
    }
    await store.send(.overlay(.presented(.alert(.requestAccess(eventID: 3))))) {
      $0.overlay = nil
      $0.analytics.append("access_requested id=3")
    }
    await store.send(.calendar(.selectEvent(salary))) {
      $0.analytics.append("event_selected id=3")
      $0.overlay = .alert(CalendarCoordinator.accessDeniedAlert(salary))
    }
    await store.send(.overlay(.dismiss)) { $0.overlay = nil }

    // Settings: a full-screen cover, then the profile.
    await store.send(.calendar(.settingsButtonTapped)) {
      $0.path[id: 2] = .settings(EventSettingsFeature.State())
    }
    await store.send(
      .path(.element(id: 2, action: .settings(.binding(.set(\.remindersOn, false)))))
    ) {
      $0.path[id: 2] = .settings(EventSettingsFeature.State(remindersOn: false))
    }
    await store.send(.path(.element(id: 2, action: .settings(.appearanceButtonTapped)))) {
      $0.overlay = .fullScreenCover(AppearanceFeature.State())
    }
    await store.send(.overlay(.presented(.fullScreenCover(.binding(.set(\.isDarkMode, true)))))) {
      $0.overlay = .fullScreenCover(AppearanceFeature.State(isDarkMode: true))
    }
    await store.send(.overlay(.presented(.fullScreenCover(.closeButtonTapped))))
    await store.receive(\.overlay.dismiss) { $0.overlay = nil }
    await store.send(.path(.element(id: 2, action: .settings(.profileButtonTapped)))) {
      $0.path[id: 3] = .profile(ProfileFeature.State(userID: "me"))
    }
    await store.send(.path(.popFrom(id: 2))) { $0.path.removeAll() }

    await store.send(.calendar(.profileButtonTapped)) {
      $0.path[id: 4] = .profile(ProfileFeature.State(userID: "me"))
    }
    await store.send(.path(.popFrom(id: 4))) { $0.path[id: 4] = nil }
    await store.finish()
  }

  func testAnalyticsRunsAsANamedEffectThatCompletes() {
    let store = StoreRuntime(initialState: Feature.State(), reducer: Feature())
    let done = expectation(description: "analytics finished")
    store.observeEffects { event in
      if event.name == "analytics", event.kind == .finished { done.fulfill() }
    }
    store.send(.calendar(.selectEvent(Event.samples[1])))
    wait(for: [done], timeout: 2)
    XCTAssertEqual(store.effectsInFlight, 0)
  }

  func testOverlaysAreDrawnBesideTheStack() throws {
    let runtime = Demos.routerVsPath.start()
    let salary = try JSONValueEncoder().encode(Event.samples[2])
    _ = try runtime.send(["calendar": ["selectEvent": salary]], origin: "t")
    let scene = runtime.snapshot().scene
    XCTAssertEqual(scene.presentations.map(\.kind), [.alert])
    XCTAssertEqual(scene.presentations.first?.title, "Access denied")
    XCTAssertEqual(scene.json["root"]?["path"], [])
    XCTAssertEqual(scene.diagnostics, [])
  }
}
