import Foundation
import MirrorJSON

/// The values a running app drew from its `uuid` and `date` dependencies while the room ran
/// an action, in the order it drew them: with live dependencies they are random ids and the
/// time of day, which a test replays (`withDependencies`) to reach the states the room reached.
public struct DrawnValues: Equatable, Sendable {
  /// The ids `uuid()` handed out.
  public var uuids: [UUID] = []
  /// The dates `date.now` handed out.
  public var dates: [Date] = []

  /// No value drawn.
  public init() {}

  /// Whether nothing was drawn.
  public var isEmpty: Bool { uuids.isEmpty && dates.isEmpty }

  /// `self` followed by `other`, as drawn one after the other.
  public static func + (lhs: Self, rhs: Self) -> Self {
    var sum = lhs
    sum.uuids += rhs.uuids
    sum.dates += rhs.dates
    return sum
  }

  /// `{"uuid": ["…"], "date": [seconds since 2001]}`, each member only when something of it was
  /// drawn; dates are `Date`'s own `timeIntervalSinceReferenceDate`, which a test writes back
  /// exactly.
  public var json: JSONValue {
    var object: JSONObject = [:]
    if !uuids.isEmpty { object["uuid"] = .array(uuids.map { .string($0.uuidString) }) }
    if !dates.isEmpty {
      object["date"] = .array(dates.map { .double($0.timeIntervalSinceReferenceDate) })
    }
    return .object(object)
  }

  /// Reads what ``json`` wrote; throws ``Malformed`` for anything else (an imported flow is a
  /// visitor's text: every id must be a UUID and every date a finite number).
  public init(json: JSONValue) throws {
    guard case .object(let object) = json,
      object.keys.allSatisfy({ $0 == "uuid" || $0 == "date" })
    else { throw Malformed() }
    for id in try Self.list(object["uuid"]) {
      guard let text = id.stringValue, let uuid = UUID(uuidString: text) else { throw Malformed() }
      uuids.append(uuid)
    }
    for date in try Self.list(object["date"]) {
      let seconds: Double
      switch date {
      case .double(let value) where value.isFinite: seconds = value
      case .int(let value): seconds = Double(value)
      default: throw Malformed()
      }
      dates.append(Date(timeIntervalSinceReferenceDate: seconds))
    }
  }

  /// The values of a member that must be an array when present.
  private static func list(_ member: JSONValue?) throws -> [JSONValue] {
    guard let member else { return [] }
    guard let values = member.arrayValue else { throw Malformed() }
    return values
  }

  /// What a malformed `drawn` member is refused with.
  public struct Malformed: Error, CustomStringConvertible {
    public var description: String {
      #"'drawn' is {"uuid": [UUID strings], "date": [seconds since 2001]}."#
    }
  }
}
