extension CodingUserInfoKey {
  /// Set to `true` in an encoder's `userInfo` to encode navigation state only as far as `==`
  /// compares it: a ``StackState`` then leaves out its id counter, which is bookkeeping.
  ///
  /// For encoders that hash states, such as the flow map's fingerprint: with it, states that are
  /// equal encode alike, so they hash alike. A stack encoded this way cannot be decoded back
  /// with the counter it had (decoding starts it past the largest id).
  public static let equalityOnly = CodingUserInfoKey(rawValue: "NavigationCore.equalityOnly")!
}
