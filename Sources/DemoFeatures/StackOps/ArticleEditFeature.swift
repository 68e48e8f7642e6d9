import CasePaths
import NavigationCore

/// An article's editor: a toggle that marks it as a favourite.
public struct ArticleEditFeature: Reducer {
  /// The article being edited.
  public struct State: Codable, Equatable {
    /// The article.
    public var article: Article
    /// Whether the article is a favourite.
    public var isFavorite = false

    /// Edits `article`.
    public init(article: Article, isFavorite: Bool = false) {
      self.article = article
      self.isFavorite = isFavorite
    }
  }

  /// The editor's actions.
  @CasePathable
  public enum Action: Codable, Equatable {
    /// The favourite toggle changed.
    case favoriteToggled(Bool)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoriteToggled(let isOn):
        state.isFavorite = isOn
        return .none
      }
    }
  }
}
