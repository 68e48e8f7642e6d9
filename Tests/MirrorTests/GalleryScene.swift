import MirrorJSON
import MirrorUI
import TestSupport

/// The scene root of `view` rendered over the controls gallery's first state, for the tests
/// that check what the scene says for a spelling of a view.
func galleryRoot<Content: View & SendableMetatype>(
  _ view: @escaping @MainActor @Sendable (StoreOf<ControlsGalleryFeature>) -> Content
) -> JSONValue? {
  let app = MirrorApp(
    name: "gallery-scene", summary: "", initialState: ControlsGalleryFeature.State(),
    reducer: ControlsGalleryFeature(), view: view)
  return app.start().snapshot().scene.json["root"]
}

/// The children of `view`'s scene root (a stack or a list), rendered as ``galleryRoot(_:)``.
func galleryChildren<Content: View & SendableMetatype>(
  _ view: @escaping @MainActor @Sendable (StoreOf<ControlsGalleryFeature>) -> Content
) -> [JSONValue] {
  galleryRoot(view)?["children"]?.arrayValue ?? []
}
