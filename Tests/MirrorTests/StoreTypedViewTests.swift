import IdentifiedCollections
import MirrorJSON
import MirrorUI
import NavigationCore
import TestSupport
import XCTest

/// Views that name TCA's `Store` type: a reusable view declared over `Store<State, Action>`
/// takes the stores that scoping makes, and a store made from a reducer runs what it is sent.
final class StoreTypedViewTests: XCTestCase {
  private let app = MirrorApp(
    name: "posts", summary: "", initialState: Posts.State(), reducer: Posts(),
    view: PostsView.init)

  func testAReusableViewTypedStoreSendsThroughTheStoreScopedForIt() throws {
    let runtime = app.start()
    defer { runtime.stop() }
    let like = try XCTUnwrap(runtime.snapshot().scene.json.actionOfButton("Like 2"))
    _ = try runtime.send(like, origin: "test")
    XCTAssertEqual(
      runtime.snapshot().state["posts"]?.arrayValue?.map { $0["liked"] }, [false, true])
    XCTAssertNotNil(
      runtime.snapshot().scene.json.actionOfButton("Unlike 2"), "the row is drawn liked")
  }

  @MainActor func testAStoreMadeFromAReducerRunsWhatItIsSentAtOnce() async {
    let store = Store(initialState: Post.State(id: 1)) { Post() }
    store.send(.like(.tapped))
    XCTAssertEqual(store.liked, true, "read through the store, as a TCA view reads it")
    let scoped: Store<LikeState<Int>, LikeAction> = store.scope(state: \.like, action: \.like)
    XCTAssertEqual(scoped.isLiked, true)
  }
}

/// What a reusable like button shows.
private struct LikeState<ID: Hashable & Sendable>: Equatable {
  var id: ID
  var isLiked: Bool
}

private enum LikeAction: Equatable, Codable {
  case tapped
}

/// A button reusable by any feature with an id: its view names the store type itself.
private struct LikeButton<ID: Hashable & Sendable>: View {
  @Bindable var store: Store<LikeState<ID>, LikeAction>

  var body: some View {
    Button("\(store.isLiked ? "Unlike" : "Like") \(store.id)") { store.send(.tapped) }
  }
}

@Reducer
private struct Post {
  @ObservableState
  struct State: Equatable, Identifiable, Codable {
    let id: Int
    var liked = false

    var like: LikeState<Int> {
      get { LikeState(id: id, isLiked: liked) }
      set { liked = newValue.isLiked }
    }
  }

  enum Action: Codable {
    case like(LikeAction)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .like(.tapped):
        state.liked.toggle()
        return .none
      }
    }
  }
}

@Reducer
private struct Posts {
  @ObservableState
  struct State: Equatable, Codable {
    var posts: IdentifiedArrayOf<Post.State> = [Post.State(id: 1), Post.State(id: 2)]
  }

  enum Action: Codable {
    case posts(IdentifiedActionOf<Post>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.posts, action: \.posts) { Post() }
  }
}

private struct PostsView: View {
  let store: StoreOf<Posts>

  var body: some View {
    List {
      ForEach(store.scope(state: \.posts, action: \.posts)) {
        (post: Store<Post.State, Post.Action>) in
        LikeButton(store: post.scope(state: \.like, action: \.like))
      }
    }
  }
}
