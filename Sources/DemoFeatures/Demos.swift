import MirrorUI

/// The demos NavMirror ships: one per reference article.
public enum Demos {
  /// Every demo, in the order `/api/demos` lists them.
  public static let all: [MirrorApp] = [tabsStack]

  /// seeds/000: a root stack over two tabs; the root feature pushes every screen.
  public static let tabsStack = MirrorApp(
    name: "tabs-stack",
    summary:
      "One NavigationStack at the root over two tabs; the root feature pushes details and 'another'.",
    initialState: TabsStackFeature.State(),
    reducer: TabsStackFeature(),
    view: TabsStackView.init
  )
}
