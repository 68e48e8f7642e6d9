/// TCA's animated sends, accepted so that reducers written for iOS compile unchanged. The state
/// changes they cause are drawn by the page, which animates pushes, pops and presentations on
/// its own: the animation asked for is not carried further.
extension Effect {
  /// Sends `action` back into the store right after the current action, as ``send(_:)``;
  /// `animation` is accepted for TCA's spelling.
  @inlinable
  public static func send(_ action: Action, animation: Animation?) -> Self {
    .send(action)
  }

  /// The effect itself: TCA animates the state changes of an effect's actions, which the page
  /// draws with its own animations here.
  @inlinable
  public func animation(_ animation: Animation? = .default) -> Self {
    self
  }
}

extension Send {
  /// Sends `action`, as ``callAsFunction(_:)``; `animation` is accepted for TCA's spelling
  /// (`await send(.loaded(items), animation: .default)`).
  public func callAsFunction(_ action: sending Action, animation: Animation?) async {
    await callAsFunction(action)
  }
}
