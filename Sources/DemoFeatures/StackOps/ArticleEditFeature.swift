import CasePaths
import NavigationCore

/// An article's editor: a toggle that marks it as a favourite, bound to the state.
@Reducer
public struct ArticleEditFeature {
  /// The article being edited.
  @ObservableState
  public struct State: Equatable {
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
  public enum Action: BindableAction {
    /// The favourite toggle changed.
    case binding(BindingAction<State>)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
