import CasePaths
import NavigationCore

/// An article's detail: asks the home to push its editor.
@Reducer
public struct ArticleDetailFeature {
  /// The article shown.
  @ObservableState
  public struct State: Equatable {
    /// The article.
    public var article: Article

    /// Shows `article`.
    public init(article: Article) { self.article = article }
  }

  /// The detail's actions.
  public enum Action {
    /// "Edit" was tapped; the home pushes the editor.
    case editButtonTapped(Article)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}
