import MirrorUI

/// The demos NavMirror ships: one per reference article.
public enum Demos {
  /// Every demo, in the order `/api/demos` lists them.
  public static let all: [MirrorApp] = [
    tabsStack, patternReference, popToRoot, routerVsPath, stackOps,
  ]

  /// seeds/000: a root stack over two tabs; the root feature pushes every screen.
  public static let tabsStack = MirrorApp(
    name: "tabs-stack",
    summary:
      "One NavigationStack at the root over two tabs; the root feature pushes details and 'another'.",
    initialState: TabsStackFeature.State(),
    reducer: TabsStackFeature(),
    view: TabsStackView.init
  )

  /// seeds/001: the navigation pattern reference (app root enum, tabs, stack, tree).
  public static let patternReference = MirrorApp(
    name: "pattern-reference",
    summary:
      "Root enum Intro ↔ MainTab; Calendar sheet, History stack with edit sheet and delete alert, "
      + "MyPage logout/withdraw alerts.",
    initialState: PatternAppFeature.State.intro(IntroFeature.State()),
    reducer: PatternAppFeature(),
    view: PatternAppView.init
  )

  /// seeds/002: pop to root through a navigation control tower.
  public static let popToRoot = MirrorApp(
    name: "pop-to-root",
    summary:
      "View1 → View2 → View3 moved only by a tower's push/pop/popToRoot; back to root in one change.",
    initialState: NavigationControlTower.State(),
    reducer: NavigationControlTower(),
    view: PopToRootView.init
  )

  /// seeds/003: a coordinator over a Screen enum path, overlays kept apart from the stack.
  public static let routerVsPath = MirrorApp(
    name: "router-vs-path",
    summary:
      "Events go through a coordinator: analytics, a permission alert, then a push; Screen path "
      + "and Overlay enum kept apart.",
    initialState: RouterVsPathFeature.State(),
    reducer: RouterVsPathFeature(),
    view: RouterVsPathView.init
  )

  /// seeds/004: every StackState operation, each its own control.
  public static let stackOps = MirrorApp(
    name: "stack-ops",
    summary:
      "Search results over a StackState: push, removeLast, removeLast(2), removeAll, remove(at:), "
      + "removeSubrange, path shown live.",
    initialState: HomeFeature.State(),
    reducer: HomeFeature(),
    view: HomeView.init
  )
}
