import CasePaths

/// A type whose case key paths can be named as they were written: what `@Reducer` generates for
/// its enums (through `@_CaseLookup`), and what the core's own action enums write by hand.
///
/// Swift prints a case key path as `\Case<Action>.<computed 0x…>`; a test failure names it
/// `\.child.response` instead (``_caseKeyPathName(_:)``).
public protocol _CaseKeyPathNaming {
  /// Each case's name and its case key path (`\Self.Cases.name`), type-erased.
  static var _caseKeyPathNames: [(name: String, keyPath: AnyKeyPath)] { get }
}

/// The case key path `keyPath` as a person writes it, `\.child.response`, or `nil` when it goes
/// through a case whose enum cannot name its cases (one without `@Reducer`, or a stack element
/// picked by id).
///
/// Found by composing the named case key paths of each enum on the way, breadth first, up to a
/// depth no case key path written by hand reaches.
public func _caseKeyPathName(_ keyPath: AnyKeyPath) -> String? {
  guard let root = CaseKeyPathStep.payloadType(of: type(of: keyPath).rootType) else { return nil }
  var frontier = CaseKeyPathStep.steps(from: root).map { ($0.keyPath, "\\.\($0.name)", $0) }
  for _ in 0..<CaseKeyPathStep.maximumDepth {
    var next: [(AnyKeyPath, String, CaseKeyPathStep)] = []
    for (path, name, step) in frontier {
      if path == keyPath { return name }
      guard let payload = CaseKeyPathStep.payloadType(of: type(of: step.keyPath).valueType)
      else { continue }
      for child in CaseKeyPathStep.steps(from: payload) {
        if let longer = path.appending(path: child.keyPath) {
          next.append((longer, name + "." + child.name, child))
        }
      }
    }
    frontier = next
  }
  return nil
}

/// One named case on the way down a case key path.
private struct CaseKeyPathStep {
  /// Case key paths written by hand go a few enums deep; this bounds the search.
  static let maximumDepth = 6

  let name: String
  let keyPath: AnyKeyPath

  /// The named cases of `type`, an enum that can name them.
  static func steps(from type: Any.Type) -> [CaseKeyPathStep] {
    guard let naming = type as? any _CaseKeyPathNaming.Type else { return [] }
    return naming._caseKeyPathNames.map { CaseKeyPathStep(name: $0.name, keyPath: $0.keyPath) }
  }

  /// The enum a `Case<Value>` (a case key path's root or value) stands for.
  static func payloadType(of type: Any.Type) -> Any.Type? {
    (type as? any CaseValueReading.Type)?.caseValueType
  }
}

/// Reads the `Value` of swift-case-paths' `Case<Value>` from its type.
private protocol CaseValueReading {
  static var caseValueType: Any.Type { get }
}

extension Case: CaseValueReading {
  fileprivate static var caseValueType: Any.Type { Value.self }
}

extension PresentationAction: _CaseKeyPathNaming {
  /// `presented` and `dismiss`.
  public static var _caseKeyPathNames: [(name: String, keyPath: AnyKeyPath)] {
    [("presented", \Case<Self>.presented), ("dismiss", \Case<Self>.dismiss)]
  }
}

extension StackAction: _CaseKeyPathNaming {
  /// `element`, `popFrom` and `push`.
  public static var _caseKeyPathNames: [(name: String, keyPath: AnyKeyPath)] {
    [
      ("element", \Case<Self>.element), ("popFrom", \Case<Self>.popFrom),
      ("push", \Case<Self>.push),
    ]
  }
}
