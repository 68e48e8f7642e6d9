import CasePaths
import IdentifiedCollections
import NavigationCore

/// seeds/004: a home screen with search results over a `StackState` of detail, edit and
/// settings screens, with a control for each array operation the article lists.
///
/// Only this feature touches `path`: the pushed screens send what happened
/// (`editButtonTapped`), the home decides what to push.
@Reducer
public struct HomeFeature {
  /// The home's state: the search results and the stack.
  @ObservableState
  public struct State: Equatable {
    /// The stack container.
    public var path = StackState<Path.State>()
    /// The query the results are for.
    public var searchText = "TCA navigation"
    /// The results.
    public var searchResults: IdentifiedArrayOf<Article> = IdentifiedArray(
      uniqueElements: Article.searchResults)

    /// Nothing pushed.
    public init() {}
  }

  /// The home's actions.
  public enum Action {
    /// The stack's actions.
    case path(StackActionOf<Path>)
    /// A search result was tapped: push its detail.
    case searchResultTapped(Article)
    /// One of the stack-operation buttons was tapped.
    case stackOperationTapped(StackOperation)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .searchResultTapped(let article):
        state.path.append(.detail(ArticleDetailFeature.State(article: article)))
        return .none

      case .path(.element(id: _, action: .detail(.editButtonTapped(let article)))):
        state.path.append(.edit(ArticleEditFeature.State(article: article)))
        return .none

      case .stackOperationTapped(let operation):
        guard state.path.count >= operation.minimumDepth else { return .none }
        // A composed state may have no results: then there is nothing to push.
        let article = state.searchResults.first
        switch operation {
        case .pushDetail:
          if let article {
            state.path.append(.detail(ArticleDetailFeature.State(article: article)))
          }
        case .pushEdit:
          if let article { state.path.append(.edit(ArticleEditFeature.State(article: article))) }
        case .pushSettings: state.path.append(.settings(HomeSettingsFeature.State()))
        case .removeLast: state.path.removeLast()
        case .removeLastTwo: state.path.removeLast(2)
        case .removeAll: state.path.removeAll()
        case .removeAtOne: state.path.remove(at: 1)
        case .removeSubrangeOneThroughThree: state.path.removeSubrange(1...3)
        }
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }

  /// The screens the stack can hold.
  @Reducer
  public enum Path {
    case detail(ArticleDetailFeature)
    case edit(ArticleEditFeature)
    case settings(HomeSettingsFeature)
  }
}

extension HomeFeature.Path.State {
  /// The case's name, as the live path shows it.
  public var kind: String {
    switch self {
    case .detail: return "detail"
    case .edit: return "edit"
    case .settings: return "settings"
    }
  }
}
