/// A search result on the stack-ops home screen.
public struct Article: Codable, Equatable, Hashable, Identifiable, Sendable {
  /// The article's id.
  public var id: Int
  /// The headline.
  public var title: String

  /// Creates an article.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }

  /// The search results the demo starts with.
  public static let searchResults: [Article] = [
    Article(id: 1, title: "What is StackState?"),
    Article(id: 2, title: "Tree vs stack navigation"),
    Article(id: 3, title: "Testing navigation in TCA"),
  ]
}
