import Foundation
import NavigationCore
import NavigationTesting
import XCTest

@testable import DemoFeatures

/// Recorded in NavMirror.
final class PatternReferenceFlowTests: XCTestCase {
  @MainActor
  func testRecordedFlow() async throws {
    let initialState = try decode(
      PatternAppFeature.State.self,
      from: #"""
        {
          "intro" : {
            "_0" : {}
          }
        }
        """#
    )
    let store = TestStore(initialState: initialState) {
      PatternAppFeature()
    }
    await store.send(.intro(.loginButtonTapped)) {
      $0 = try .mainTab(
        decode(
          from:
            #"{"calendar":{"destination":null,"nextTransactionID":1,"transactions":[]},"historyList":{"path":{"elements":[],"ids":[],"nextID":0},"persons":[{"id":1,"name":"Minsu"},{"id":2,"name":"Jiwoo"},{"id":3,"name":"Seoyeon"}]},"myPage":{"alert":null},"selectedTab":"calendar"}"#
        ))
    }
    await store.send(.mainTab(.tabSelected(.myPage))) {
      $0.modify(\.mainTab) {
        $0.selectedTab = .myPage
      }
    }
    await store.send(.mainTab(.myPage(.logoutButtonTapped))) {
      let alert = try decode(
        NavigationCore.AlertState<DemoFeatures.MyPageFeature.Action.Alert>.self,
        from:
          #"{"buttons":[{"action":{"confirmLogout":{}},"label":"Log out","role":null},{"action":null,"label":"Cancel","role":"cancel"}],"message":"You can log in again at any time.","title":"Log out?"}"#
      )
      $0.modify(\.mainTab) {
        $0.myPage.alert = alert
      }
    }
    await store.send(.mainTab(.myPage(.alert(.presented(.confirmLogout))))) {
      $0.modify(\.mainTab) {
        $0.myPage.alert = nil
      }
    }
    await store.receive(\.mainTab.myPage.delegate.loggedOut) {
      $0 = try .intro(decode(from: #"{}"#))
    }
  }
}

/// Decodes a value the mirror recorded as JSON, through the app's own `Decodable`.
private func decode<Value: Decodable>(
  _ type: Value.Type = Value.self, from json: String
) throws -> Value {
  try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}
