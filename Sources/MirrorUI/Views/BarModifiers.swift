import MirrorJSON

/// The search field and pull to refresh of a screen, as SwiftUI's.
extension View {
  /// Puts a search field under the navigation title of the screen this view is on, bound to
  /// `text`: each keystroke sets it, as a `TextField` does.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, context in
      let input = context.input(
        text, marker: TextField.marker, markerJSON: .string(TextField.marker))
      context.reportIfSendsNothing(text, input: input, control: "the search field")
      var field = SceneTextField(
        label: "Search", text: text.wrappedValue, prompt: prompt?.content ?? "Search",
        input: input)
      field.isSearch = true
      if nodes.isEmpty { nodes = [RenderedNode(node: .empty)] }
      nodes[0].bar.search = field
    }
  }

  /// Puts a search field bound to `text`, its placeholder `prompt`.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> ModifiedView<Self> {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Puts a search field bound to `text`, its placeholder `prompt` drawn as it is.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> ModifiedView<Self> {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Lets the page pull this view's screen down to run `action`, as SwiftUI's: the page shows
  /// the spinner, in every browser, until `action` returns; its sends go to the app, as those
  /// of `.task` do.
  ///
  /// ```swift
  /// .refreshable { await store.send(.refresh).finish() }
  /// ```
  public func refreshable(action: @escaping @MainActor @Sendable () async -> Void)
    -> ModifiedView<Self>
  {
    ModifiedView(content: self) { nodes, context in
      let id = "@Refreshing \(context.pathDescription)"
      let access = context.viewState
      access.register(id, initialValue: false)
      let isRefreshing = access.read(id, initialValue: false)
      context.lifecycle?.register(
        .refresh(id: id) {
          access.write(id, true)
          await action()
          access.write(id, false)
        }, content: Self.self, in: context)
      let run: JSONValue? =
        context.recordsActions ? [ViewOp.member: [ViewOp.run(id: id).json]] : nil
      if nodes.isEmpty { nodes = [RenderedNode(node: .empty)] }
      nodes[0].bar.refresh = SceneRefresh(action: run, isRefreshing: isRefreshing)
    }
  }
}

/// Where a search field goes, as SwiftUI's; drawn under the title.
public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
  public static let toolbar = SearchFieldPlacement()
  public static let sidebar = SearchFieldPlacement()

  /// In the navigation bar, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement()
  }

  /// In the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement()

  /// When a search field in the navigation bar shows.
  public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}
