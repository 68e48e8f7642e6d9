/// Which controls of a scene learn the root actions they send while it is rendered.
enum ActionRecording {
  /// Every control: the scene as the page draws it.
  case everywhere
  /// The controls of the screens a person can reach without going back: every control except
  /// those of a stack screen that another screen of its stack covers (its Back action
  /// included). A presentation's content is never covered. The flow map explorer uses these
  /// controls alone (`Scene.controls`); the covered screens' closures are not run.
  case uncoveredScreens
  /// None: a render for the navigation structure alone; no closure is run.
  case nowhere
}
