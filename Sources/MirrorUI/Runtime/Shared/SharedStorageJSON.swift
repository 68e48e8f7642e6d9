import Foundation
import MirrorJSON
import Sharing

/// A room's `@Shared` storage as the member `$shared` of its state's JSON, so that it is shown
/// in the inspector, journaled with each version, the same for every browser, and put back
/// when the room restores a version (time travel, a restart, `setState`):
///
/// ```json
/// "$shared": {
///   "files": {"/home/me/Documents/sync-ups.json": [{"title": "Design"}]},
///   "inMemory": {"count": 3},
///   "appStorage": {"isOn": true, "avatar": {"$data": "iVBORw0…"}, "seen": {"$date": 8.1e8}}
/// }
/// ```
///
/// A file whose bytes are not JSON is in `binaryFiles`, as base64; an app-storage default that
/// JSON has no type for is `{"$data": base64}` or `{"$date": seconds since 2001}`. In-memory
/// values that are not `Encodable` stay in the process alone (``SharedStorage/Snapshot``).
enum SharedStorageJSON {
  /// The member of the state's JSON.
  static let member = "$shared"

  /// What went wrong reading a `$shared` member.
  struct Malformed: Error, CustomStringConvertible {
    let description: String
  }

  /// `snapshot` as JSON; `nil` when the storage holds nothing to show.
  static func json(of snapshot: SharedStorage.Snapshot) -> JSONValue? {
    var object = JSONObject()
    var files = JSONObject()
    var binaryFiles = JSONObject()
    for (path, data) in snapshot.files.sorted(by: { $0.key < $1.key }) {
      if let json = try? JSONParser.parse(Array(data)) {
        files[path] = json
      } else {
        binaryFiles[path] = .string(data.base64EncodedString())
      }
    }
    var inMemory = JSONObject()
    for (key, data) in snapshot.values.sorted(by: { $0.key < $1.key }) {
      if let json = try? JSONParser.parse(Array(data)) { inMemory[key] = json }
    }
    var appStorage = JSONObject()
    for (key, value) in defaults(in: snapshot.appStorage).sorted(by: { $0.key < $1.key }) {
      if let json = json(ofDefault: value) { appStorage[key] = json }
    }
    if files.count > 0 { object["files"] = .object(files) }
    if binaryFiles.count > 0 { object["binaryFiles"] = .object(binaryFiles) }
    if inMemory.count > 0 { object["inMemory"] = .object(inMemory) }
    if appStorage.count > 0 { object["appStorage"] = .object(appStorage) }
    return object.count > 0 ? .object(object) : nil
  }

  /// The snapshot `json` (a `$shared` member) stands for.
  static func snapshot(from json: JSONValue) throws -> SharedStorage.Snapshot {
    guard case .object(let object) = json else {
      throw Malformed(description: "$shared must be an object of files, inMemory and appStorage.")
    }
    var files: [String: Data] = [:]
    for (path, value) in try members(object, "files") { files[path] = Data(value.bytes) }
    for (path, value) in try members(object, "binaryFiles") {
      guard let text = value.stringValue, let data = Data(base64Encoded: text) else {
        throw Malformed(description: "$shared.binaryFiles[\(path)] must be base64.")
      }
      files[path] = data
    }
    var values: [String: Data] = [:]
    for (key, value) in try members(object, "inMemory") { values[key] = Data(value.bytes) }
    var appStorage: Data?
    let defaults = try members(object, "appStorage")
    if !defaults.isEmpty {
      var domain: [String: Any] = [:]
      for (key, value) in defaults { domain[key] = try self.default(from: value, key: key) }
      appStorage = try PropertyListSerialization.data(
        fromPropertyList: domain, format: .binary, options: 0)
    }
    return SharedStorage.Snapshot(files: files, values: values, appStorage: appStorage)
  }

  /// `state` without its `$shared` member, and that member.
  static func split(_ state: JSONValue) -> (state: JSONValue, shared: JSONValue?) {
    guard case .object(var object) = state, let shared = object[member] else {
      return (state, nil)
    }
    object[member] = nil
    return (.object(object), shared)
  }

  /// `state` with `shared` as its `$shared` member (none when `nil`, or when the state is not
  /// an object).
  static func embedded(_ shared: JSONValue?, in state: JSONValue) -> JSONValue {
    guard let shared, case .object(var object) = state else { return state }
    object[member] = shared
    return .object(object)
  }

  private static func members(_ object: JSONObject, _ name: String) throws -> [(
    String, JSONValue
  )] {
    guard let member = object[name] else { return [] }
    guard case .object(let members) = member else {
      throw Malformed(description: "$shared.\(name) must be an object.")
    }
    return members.members.map { ($0.key, $0.value) }
  }

  private static func defaults(in data: Data?) -> [String: Any] {
    guard let data,
      let domain = try? PropertyListSerialization.propertyList(from: data, format: nil)
    else { return [:] }
    return domain as? [String: Any] ?? [:]
  }

  /// A default as JSON: what JSON has a type for as itself, data and dates tagged.
  private static func json(ofDefault value: Any) -> JSONValue? {
    // A property list gives booleans as `Bool` and other numbers as `NSNumber`, which casts to
    // `Bool`, `Int` and `Double` alike: its own type tells them apart.
    if type(of: value) == Bool.self, let bool = value as? Bool { return .bool(bool) }
    if let number = value as? NSNumber {
      let type = String(cString: number.objCType)
      return type == "d" || type == "f" ? .double(number.doubleValue) : .int(number.intValue)
    }
    switch value {
    case let string as String: return .string(string)
    case let data as Data: return ["$data": .string(data.base64EncodedString())]
    case let date as Date: return ["$date": .double(date.timeIntervalSinceReferenceDate)]
    case let array as [Any]: return .array(array.compactMap(json(ofDefault:)))
    case let dictionary as [String: Any]:
      var object = JSONObject()
      for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
        if let json = json(ofDefault: value) { object[key] = json }
      }
      return .object(object)
    default: return nil
    }
  }

  /// The default `json` stands for.
  private static func `default`(from json: JSONValue, key: String) throws -> Any {
    switch json {
    case .bool(let bool): return bool
    case .int(let int): return int
    case .double(let double): return double
    case .string(let string): return string
    case .array(let array): return try array.map { try `default`(from: $0, key: key) }
    case .object(let object):
      if object.count == 1, let text = object["$data"]?.stringValue {
        guard let data = Data(base64Encoded: text) else {
          throw Malformed(description: "$shared.appStorage[\(key)].$data must be base64.")
        }
        return data
      }
      if object.count == 1, let date = object["$date"] {
        switch date {
        case .double(let seconds): return Date(timeIntervalSinceReferenceDate: seconds)
        case .int(let seconds): return Date(timeIntervalSinceReferenceDate: Double(seconds))
        default:
          throw Malformed(description: "$shared.appStorage[\(key)].$date must be a number.")
        }
      }
      var dictionary: [String: Any] = [:]
      for (name, value) in object.members {
        dictionary[name] = try `default`(from: value, key: key)
      }
      return dictionary
    case .null:
      throw Malformed(description: "$shared.appStorage[\(key)] cannot be null.")
    }
  }
}
