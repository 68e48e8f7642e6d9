/// A property of a view that the render connects to something before the view's `body` runs,
/// as SwiftUI's: `@State`, `@FocusState`, `@Environment`, or a struct of them.
public protocol DynamicProperty {}

/// A dynamic property the render connects: given the key of its storage, it reads and writes
/// there from then on.
@MainActor protocol InstallableProperty {
  /// Connects the property, named `key` (its owner's type, its name and the owner's
  /// structural identity), to `context`'s view state and environment.
  func install(key: String, in context: RenderContext)
}

/// Connects the dynamic properties of each view before its `body` runs.
///
/// A view's stored properties are read through `Mirror`, the standard library's reflection,
/// once per render of a view type that has any; a type without any is remembered and skipped
/// from then on.
@MainActor enum DynamicProperties {
  /// For each view type met: `false` when it has no dynamic property, else its name.
  private static var typeNames: [ObjectIdentifier: String?] = [:]

  /// Connects the dynamic properties of `view`, about to be rendered at `context`'s identity.
  static func install<V: View>(in view: V, context: RenderContext) {
    let type = ObjectIdentifier(V.self)
    if let known = typeNames[type], known == nil { return }
    let found = install(Mirror(reflecting: view), owner: typeName(V.self), context: context)
    if typeNames[type] == nil { typeNames[type] = found ? typeName(V.self) : String?.none }
  }

  /// Connects the dynamic properties among `mirror`'s children (and inside structs of them);
  /// returns whether there were any.
  private static func install(_ mirror: Mirror, owner: String, context: RenderContext) -> Bool {
    var found = false
    for child in mirror.children {
      guard let value = child.value as? any DynamicProperty else { continue }
      found = true
      let name = propertyName(child.label)
      if let installable = value as? any InstallableProperty {
        installable.install(key: "\(owner).\(name) · \(context.pathDescription)", in: context)
      } else {
        _ = install(Mirror(reflecting: value), owner: "\(owner).\(name)", context: context)
      }
    }
    return found
  }

  private static func typeName(_ type: Any.Type) -> String {
    if let known = typeNames[ObjectIdentifier(type)], let known { return known }
    return String(describing: type)
  }

  /// `text` for the backing storage `_text` of `@State var text`.
  private static func propertyName(_ label: String?) -> String {
    guard let label else { return "?" }
    return label.hasPrefix("_") ? String(label.dropFirst()) : label
  }
}
