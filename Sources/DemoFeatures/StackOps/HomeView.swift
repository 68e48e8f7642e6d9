import MirrorUI

/// The article's `HomeView`: one NavigationStack bound to the home's path, a `switch` over the
/// path's cases in `destination`, and the stack operations on every screen.
struct HomeView: View {
  @Bindable var store: StoreOf<HomeFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        Section("Results for \"\(store.searchText)\"") {
          ForEach(store.searchResults) { article in
            Button(article.title) { store.send(.searchResultTapped(article)) }
          }
        }
        StackOperationsView(store: store)
        Section("Links") {
          NavigationLink(state: HomeFeature.Path.State.settings(HomeSettingsFeature.State())) {
            Text("Open settings")
          }
        }
      }
      .navigationTitle("Home")
    } destination: { element in
      switch element.case {
      case let .detail(detail):
        ArticleDetailView(store: detail, home: store)
      case let .edit(edit):
        ArticleEditView(store: edit, home: store)
      case let .settings(settings):
        HomeSettingsView(store: settings, home: store)
      }
    }
  }
}

/// The controls for every stack operation, each disabled when the stack is too short, and the
/// path as it is right now.
struct StackOperationsView: View {
  let store: StoreOf<HomeFeature>

  var body: some View {
    Section("Stack operations") {
      ForEach(StackOperation.allCases) { operation in
        Button(operation.label) { store.send(.stackOperationTapped(operation)) }
          .disabled(store.path.count < operation.minimumDepth)
      }
    }
    Section("path (\(store.path.count))") {
      if store.path.isEmpty {
        Text("[] (root)").font(.caption)
      } else {
        ForEach(Array(zip(store.path.ids, store.path))) { id, element in
          Text("\(id) \(element.kind)").font(.caption)
        }
      }
    }
  }
}

struct ArticleDetailView: View {
  let store: StoreOf<ArticleDetailFeature>
  let home: StoreOf<HomeFeature>

  var body: some View {
    List {
      Section {
        Text(store.article.title).font(.headline)
        Button("Edit") { store.send(.editButtonTapped(store.article)) }
      }
      StackOperationsView(store: home)
    }
    .navigationTitle("Detail")
  }
}

struct ArticleEditView: View {
  @Bindable var store: StoreOf<ArticleEditFeature>
  let home: StoreOf<HomeFeature>

  var body: some View {
    List {
      Section {
        Text(store.article.title).font(.headline)
        Toggle("Favourite", isOn: $store.isFavorite)
      }
      StackOperationsView(store: home)
    }
    .navigationTitle("Edit")
  }
}

struct HomeSettingsView: View {
  @Bindable var store: StoreOf<HomeSettingsFeature>
  let home: StoreOf<HomeFeature>

  var body: some View {
    List {
      Section {
        Toggle("Show article ids", isOn: $store.showsIDs)
      }
      StackOperationsView(store: home)
    }
    .navigationTitle("Settings")
  }
}
