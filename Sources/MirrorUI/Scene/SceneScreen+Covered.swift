extension SceneScreen {
  /// The screen as the explorer's scenes draw a screen that another screen of its stack
  /// covers: nothing on it, Back included, sends anything.
  var covered: SceneScreen {
    var screen = self
    screen.content = content.withoutActions
    screen.popAction = nil
    for index in screen.bar.items.indices {
      screen.bar.items[index].content = screen.bar.items[index].content.withoutActions
    }
    return screen
  }
}
