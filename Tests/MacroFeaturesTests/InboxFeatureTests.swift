import CasePaths
import NavigationCore
import NavigationTesting
import XCTest

/// A destination that is a `@Reducer enum` with a feature, an alert, a dialog, an ignored case
/// and a case without a value, integrated with `ifLet(\.$destination, action: \.destination)`.
final class InboxFeatureTests: XCTestCase {
  func testAlertButtonRunsTheParentAndClearsTheAlert() async {
    let store = TestStore(initialState: InboxFeature.State()) { InboxFeature() }

    await store.send(.deleteTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete all messages?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        })
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.messages = []
      $0.destination = nil
    }
  }

  func testDialogButtonClearsTheDialog() async {
    let store = TestStore(initialState: InboxFeature.State()) { InboxFeature() }

    await store.send(.shareTapped) {
      $0.destination = .dialog(
        ConfirmationDialogState {
          TextState("Share")
        } actions: {
          ButtonState(action: .share) { TextState("Share") }
        })
    }
    await store.send(.destination(.presented(.dialog(.share)))) {
      $0.destination = nil
    }
  }

  func testPresentedFeatureRunsItsReducerUntilDismissed() async {
    let store = TestStore(initialState: InboxFeature.State()) { InboxFeature() }

    await store.send(.editTapped) {
      $0.destination = .edit(NoteFeature.State(text: "Hello"))
    }
    await store.send(.destination(.presented(.edit(.textChanged("Bye"))))) {
      $0.destination = .edit(NoteFeature.State(text: "Bye"))
    }
    XCTAssertEqual(store.state.destination?.edit?.text, "Bye")
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  func testIgnoredAndValuelessCasesHoldStateOnly() async {
    let store = TestStore(initialState: InboxFeature.State(destination: .loading)) {
      InboxFeature()
    }

    await store.send(.infoTapped) {
      $0.destination = .info(InboxFeature.Destination.Info(version: 2))
    }
    XCTAssertEqual(store.state.destination?.info?.version, 2)
  }
}
