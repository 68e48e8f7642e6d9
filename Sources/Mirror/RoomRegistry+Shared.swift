import Dispatch
import MirrorJSON

/// Rooms shared with other nodes through Redis: read without waiting on any queue, once for
/// everyone who asks meanwhile.
extension RoomRegistry {
  /// Reads shared room `name` from Redis for `waiter` and everyone who asks for it before the
  /// read is done. On `openQueue`.
  func openShared(named name: String, _ waiter: Waiter, on cluster: ClusterNode) {
    if opening[name] != nil {
      opening[name]?.append(waiter)
      return
    }
    opening[name] = [waiter]
    Task { [self] in
      let result: Result<SharedOpening, LedgerError>
      do throws(LedgerError) {
        result = .success(try await cluster.open(name))
      } catch {
        result = .failure(error)
      }
      openQueue.async { self.opened(name, result, on: cluster) }
    }
  }

  /// A shared room was read: it opens for everyone waiting for it. A room that does not exist
  /// yet is created for the first of them that may create it; a lease taken for nobody is
  /// given back.
  private func opened(
    _ name: String, _ result: Result<SharedOpening, LedgerError>, on cluster: ClusterNode
  ) {
    let waiters = opening.removeValue(forKey: name) ?? []
    let found: SharedOpening
    switch result {
    case .success(let opening): found = opening
    case .failure(let error):
      let refusal = WireError(
        id: .null, code: .storage, message: "Shared rooms are unavailable: \(error)")
      for waiter in waiters { waiter.completion(.failure(refusal)) }
      return
    }
    var room: Room?
    for waiter in waiters {
      if let room {
        waiter.completion(.success(room))
        continue
      }
      do {
        if found.stored == nil { try checkCreation(of: name, by: waiter.opener) }
        let opened = try open(name, found, demo: waiter.demo, creator: waiter.opener, on: cluster)
        room = opened
        waiter.completion(.success(opened))
      } catch let error as WireError {
        waiter.completion(.failure(error))
      } catch {
        waiter.completion(
          .failure(
            WireError(id: .null, code: .storage, message: "Room \(name) could not open: \(error)")))
      }
    }
    if room == nil, let lease = found.lease {
      LedgerLog(node: cluster, name: name).release(lease) {}
    }
  }

  private func open(
    _ name: String, _ found: SharedOpening, demo: String?, creator: Opener, on cluster: ClusterNode
  ) throws -> Room {
    let demoName = found.stored?.snapshot.demo ?? demo ?? defaultDemo
    let app = try app(named: demoName)
    let room = try Room(
      name: name, app: app, source: .shared(LedgerLog(node: cluster, name: name), found),
      access: access, limits: limits, creator: found.stored == nil ? creator.address : nil,
      time: time, logger: logger)
    rooms.withLock { rooms in rooms[name] = room }
    logger.info(
      """
      room \(name) open with demo \(demoName), \
      \(found.lease == nil ? "following its owner" : "owned here")
      """)
    return room
  }

  /// Every room of every node on the cluster's Redis, for `/api/rooms`; `nil` when rooms are
  /// not shared.
  func sharedRooms(completion: @escaping @Sendable (Result<[JSONValue], LedgerError>?) -> Void) {
    guard let cluster else { return completion(nil) }
    Task {
      do throws(LedgerError) {
        completion(.success(try await cluster.rooms()))
      } catch {
        completion(.failure(error))
      }
    }
  }

  /// Gives up the shared rooms this node owns, so that other nodes take them over at once;
  /// waits (on the caller's thread, the server's stop) until Redis has the releases, a few
  /// seconds at most.
  func handOverSharedRooms() {
    guard cluster != nil else { return }
    let releases = all.map { $0.handOver() }
    let deadline = DispatchTime.now() + .seconds(5)
    for release in releases { _ = release.wait(timeout: deadline) }
  }
}
