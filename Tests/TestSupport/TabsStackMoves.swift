import MirrorJSON

/// Actions of the `tabs-stack` demo that tests send: a push, then three changes after it.
public enum TabsStackMoves {
  /// Pushes the first detail on the first tab's stack: version 1 of a new room.
  public static let pushFirstDetail: JSONValue = ["tab1": ["moveDetailViewButtonTapped": [:]]]

  /// Three changes that each make a version once ``pushFirstDetail`` ran: a push from the
  /// detail, then the second tab and back to the first.
  public static let threeChangesAfterThePush: [JSONValue] = [
    [
      "path": [
        "element": ["id": 0, "action": ["firstDetail": ["moveAnotherViewButtonTapped": [:]]]]
      ]
    ],
    ["tabSelected": "second"],
    ["tabSelected": "first"],
  ]
}
