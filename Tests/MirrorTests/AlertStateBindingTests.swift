import MirrorJSON
import MirrorUI
import NavigationCore
import TestSupport
import XCTest

/// Alerts described by state in a binding, as swift-navigation spells them and TCA's shared
/// state case study presents an enum feature's plain-state case:
/// `.alert($store.scope(\.$destination, action: \.destination).alert)`.
final class AlertStateBindingTests: XCTestCase {
  private let app = MirrorApp(
    name: "summary", summary: "", initialState: SummaryAlerts.State(),
    reducer: SummaryAlerts(), view: SummaryAlertsView.init)

  func testAnEnumCasesAlertIsPresentedAndDismissed() throws {
    let runtime = app.start()
    defer { runtime.stop() }
    let submit = try XCTUnwrap(runtime.snapshot().scene.json.actionOfButton("Submit"))
    _ = try runtime.send(submit, origin: "test")
    let presentations = runtime.snapshot().scene.json["presentations"]?.arrayValue ?? []
    XCTAssertEqual(presentations.count, 1)
    XCTAssertEqual(presentations.first?["kind"], "alert")
    XCTAssertEqual(presentations.first?["title"], "Thank you for signing up!")
    let dismiss = try XCTUnwrap(presentations.first?["dismissAction"])
    XCTAssertNotEqual(dismiss, .null)
    _ = try runtime.send(dismiss, origin: "test")
    XCTAssertEqual(runtime.snapshot().scene.json["presentations"]?.arrayValue?.count, 0)
  }

  func testASheetOpensAtItsSmallestDetent() throws {
    let runtime = app.start()
    defer { runtime.stop() }
    let details = try XCTUnwrap(runtime.snapshot().scene.json.actionOfButton("Details"))
    _ = try runtime.send(details, origin: "test")
    let presentations = runtime.snapshot().scene.json["presentations"]?.arrayValue ?? []
    XCTAssertEqual(presentations.map { $0["kind"] }, ["sheet"])
    // Set inside the sheet's stack, on its root screen, it is the sheet's too.
    XCTAssertEqual(presentations.first?["detent"], ["fraction": 0.4])
    XCTAssertEqual(presentations.first?["dismissDisabled"], true)
  }
}

@Reducer
private struct SummaryDetails {
  @ObservableState
  struct State: Equatable {}
  enum Action { case close }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
private struct SummaryAlerts {
  @Reducer
  enum Destination {
    case alert(AlertState<Never>)
    case details(SummaryDetails)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case detailsButtonTapped
    case submitButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .detailsButtonTapped:
        state.destination = .details(SummaryDetails.State())
        return .none
      case .submitButtonTapped:
        state.destination = .alert(AlertState { TextState("Thank you for signing up!") })
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SummaryAlerts.Destination.State: Equatable {}

private struct SummaryAlertsView: View {
  @Bindable var store: StoreOf<SummaryAlerts>

  var body: some View {
    Form {
      Button("Submit") { store.send(.submitButtonTapped) }
      Button("Details") { store.send(.detailsButtonTapped) }
    }
    .sheet(item: $store.scope(\.$destination, action: \.destination).details) { _ in
      NavigationStack {
        Text("Details")
          .presentationDetents([.large, .fraction(0.4)])
          .interactiveDismissDisabled()
      }
      .presentationDragIndicator(.visible)
    }
    .alert($store.scope(\.$destination, action: \.destination).alert)
  }
}
