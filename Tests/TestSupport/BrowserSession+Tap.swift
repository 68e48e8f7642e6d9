import Foundation
import MirrorUI

extension BrowserSession {
  /// Clicks the element at `xpath`, retrying while it is still sliding in, re-rendered or
  /// covered (a push or a presentation animating), for up to `timeout` seconds.
  public func tap(xpath: String, timeout: TimeInterval = 5) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      do {
        try waitUntil(PageScript.animating, equals: false, timeout: 2)
        try click(xpath: xpath)
        return
      } catch {
        if Date() >= deadline { throw error }
        MainThreadWaiting.pause(0.1)
      }
    }
  }
}
