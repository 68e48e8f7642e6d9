import NavigationCore
import XCTest

@testable import FlowMap

/// The reflector skips what cannot hold navigation state, remembering it per type, and still
/// finds every stack and presentation in later values of the same types.
final class SignatureReflectorTests: XCTestCase {
  struct Profile: Equatable {
    var name = "Ada"
    var age = 36
  }

  struct Inner: Equatable {
    var title = "Inbox"
    @Presents var sheet: Profile?
  }

  enum Mode: Equatable {
    case idle
    case browsing(StackState<Profile>)
  }

  struct Root: Equatable {
    var profile = Profile()
    var inner = Inner()
    var mode = Mode.idle
    var note: String?
    var path = StackState<Profile>()
  }

  func testLaterValuesOfTheSameTypesShowTheirStacksAndPresentations() {
    let reflector = SignatureReflector()
    XCTAssertEqual(reflector.parts(of: Root()), ["inner.sheet=nil", "path=[]"])

    var root = Root()
    root.inner.sheet = Profile()
    root.mode = .browsing(StackState([Profile(), Profile()]))
    root.note = "later"
    root.path.append(Profile())
    XCTAssertEqual(
      reflector.parts(of: root),
      ["inner.sheet=Profile", "mode.browsing=[Profile,Profile]", "path=[Profile]"])
    XCTAssertEqual(reflector.parts(of: Profile()), [])
  }
}
