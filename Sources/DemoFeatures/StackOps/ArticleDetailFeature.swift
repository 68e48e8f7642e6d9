import CasePaths
import NavigationCore

/// An article's detail: asks the home to push its editor.
public struct ArticleDetailFeature: Reducer {
  /// The article shown.
  public struct State: Codable, Equatable {
    /// The article.
    public var article: Article

    /// Shows `article`.
    public init(article: Article) { self.article = article }
  }

  /// The detail's actions.
  @CasePathable
  public enum Action: Codable, Equatable {
    /// "Edit" was tapped; the home pushes the editor.
    case editButtonTapped(Article)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}
