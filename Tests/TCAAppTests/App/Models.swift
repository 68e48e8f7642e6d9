// The app's model and its API client, as a TCA app declares them beside its features.
import NavMirror

struct Item: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var title: String
  var notes = ""
  var createdAt: Date
  var isStarred = false
}

@DependencyClient
struct ItemsClient {
  var load: @Sendable () async throws -> [Item]
  var save: @Sendable (_ item: Item) async throws -> Void
}

extension ItemsClient: DependencyKey {
  static let liveValue = Self(
    load: { [] },
    save: { _ in }
  )
}

extension DependencyValues {
  var itemsClient: ItemsClient {
    get { self[ItemsClient.self] }
    set { self[ItemsClient.self] = newValue }
  }
}
