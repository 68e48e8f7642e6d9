/// Edit / Done, as SwiftUI's `EditButton`: switches the edit mode of its environment (the
/// screen's own, or the one `.environment(\.editMode, $store.editMode)` gives), which shows
/// the delete and move controls of the lists there.
public struct EditButton: PrimitiveView {
  /// An edit button.
  public nonisolated init() {}

  func render(in context: RenderContext) -> [RenderedNode] {
    guard let editMode = context.environment.editMode else {
      return [RenderedNode(node: .button(label: "Edit", action: nil, role: nil, disabled: true))]
    }
    let isEditing = editMode.wrappedValue.isEditing
    let action =
      context.environment.isEnabled
      ? context.action { editMode.set(isEditing ? .inactive : .active) } : nil
    let node = SceneNode.button(
      label: isEditing ? "Done" : "Edit", action: action, role: nil, disabled: false)
    return [RenderedNode(node: node)]
  }
}
