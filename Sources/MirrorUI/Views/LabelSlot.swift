extension RenderContext {
  /// `label` rendered as one node in its own slot, where a view keeps its label's state apart
  /// from its content's (`Menu`, `LabeledContent`).
  func renderedLabel<Label: View>(_ label: Label) -> SceneNode {
    rendering(at: .slot("label")) { MirrorUI.render(label, in: self).combined }
  }
}
