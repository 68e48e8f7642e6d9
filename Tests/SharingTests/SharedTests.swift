import CustomDump
import Dependencies
import Foundation
import IdentifiedCollections
import Sharing
import Testing

struct SharedTests {
  struct Meeting: Equatable, Identifiable, Codable, Sendable {
    let id: Int
    var transcript = ""
  }

  struct SyncUp: Equatable, Identifiable, Codable, Sendable {
    let id: Int
    var title = ""
    var meetings: IdentifiedArrayOf<Meeting> = []
  }

  @Test func copiesShareOneValue() {
    let syncUp = Shared(value: SyncUp(id: 1))
    let copy = syncUp
    copy.withLock { $0.title = "Design" }
    #expect(syncUp.wrappedValue.title == "Design")
  }

  @Test func withLockReturnsTheOperationsResult() {
    @Shared(value: 1) var count
    let doubled = $count.withLock { count -> Int in
      count += 1
      return count * 2
    }
    #expect(doubled == 4)
    #expect(count == 2)
  }

  @Test func aMemberIsAShareOfThePart() {
    @Shared(value: SyncUp(id: 1)) var syncUp
    let meetings = $syncUp.meetings
    meetings.withLock { _ = $0.append(Meeting(id: 7)) }
    #expect(syncUp.meetings.ids == [7])
    $syncUp.withLock { $0.meetings[id: 7]?.transcript = "Hi" }
    #expect(meetings.wrappedValue[id: 7]?.transcript == "Hi")
  }

  @Test func anElementByIDUnwrapsAndKeepsItsLastValueOnceRemoved() throws {
    @Shared(value: IdentifiedArrayOf<SyncUp>(uniqueElements: [SyncUp(id: 1), SyncUp(id: 2)]))
    var syncUps
    let second = try #require(Shared($syncUps[id: 2]))
    second.withLock { $0.title = "Product" }
    #expect(syncUps[id: 2]?.title == "Product")
    $syncUps.withLock { _ = $0.remove(id: 2) }
    #expect(second.wrappedValue.title == "Product")
    #expect(Shared($syncUps[id: 3]) == nil)
  }

  @Test func anArrayOfSharesHasOneShareByElement() {
    @Shared(value: IdentifiedArrayOf<SyncUp>(uniqueElements: [SyncUp(id: 1), SyncUp(id: 2)]))
    var syncUps
    let elements = Array($syncUps)
    #expect(elements.map(\.id) == [1, 2])
    elements[1].withLock { $0.title = "Second" }
    #expect(syncUps[id: 2]?.title == "Second")
  }

  @Test func aReaderReadsAndFollowsTheShare() {
    @Shared(value: SyncUp(id: 1, title: "A")) var syncUp
    let title = SharedReader($syncUp).title
    let count = $syncUp.meetings.count
    $syncUp.withLock {
      $0.title = "B"
      $0.meetings.append(Meeting(id: 1))
    }
    #expect(title.wrappedValue == "B")
    #expect(count.wrappedValue == 1)
    #expect($syncUp.read { $0.title.count }.wrappedValue == 1)
  }

  @Test func sharesCompareAndDumpTheirValues() {
    let lhs = Shared(value: SyncUp(id: 1, title: "A"))
    #expect(lhs == Shared(value: SyncUp(id: 1, title: "A")))
    #expect(lhs != Shared(value: SyncUp(id: 1, title: "B")))
    #expect(lhs.id == 1)
    #expect(String(customDumping: Shared(value: 3)) == "3")
    #expect("\(Shared(value: 3))" == "Shared<Int>(value: 3)")
  }

  @Test func aShareEncodesAsItsValueAndDecodesAsANewShare() throws {
    let encoded = try JSONEncoder().encode(Shared(value: SyncUp(id: 4, title: "T")))
    #expect(String(decoding: encoded, as: UTF8.self).contains(#""title":"T""#))
    let decoded = try JSONDecoder().decode(Shared<SyncUp>.self, from: encoded)
    #expect(decoded.wrappedValue == SyncUp(id: 4, title: "T"))
  }
}
