/// The Lua scripts that change a shared room in Redis. Redis runs each one atomically, so a
/// check and the write it guards cannot be separated by another node's write.
enum LedgerScripts {
  /// Takes the lease when nobody holds it: bumps the fence and stores `node:token`.
  /// KEYS: lease, fence. ARGV: node, lease milliseconds. Returns the lease value, or nil.
  static let acquire = """
    if redis.call('EXISTS', KEYS[1]) == 1 then return false end
    local token = redis.call('INCR', KEYS[2])
    local value = ARGV[1] .. ':' .. token
    redis.call('SET', KEYS[1], value, 'PX', ARGV[2])
    return value
    """

  /// Extends the lease when it is still ours. KEYS: lease. ARGV: lease value, milliseconds.
  /// Returns 1, or 0 when another node holds it or it expired.
  static let renew = """
    if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return 1
    """

  /// Gives the lease up when it is still ours. KEYS: lease. ARGV: lease value.
  static let release = """
    if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
    return 1
    """

  /// Appends one entry, fenced: fails with `FENCED` unless the lease still holds our value, and
  /// with `VERSION` unless the stream's head is the one the writer built on (a refusal, which
  /// makes no version, passes '' and is not checked, so that it gets through whatever the
  /// head holds). KEYS: lease, stream, head, cursor. ARGV: lease value, stream length to keep,
  /// the head expected (or ''), the head after (or ''), the inbox entry consumed (or ''), then
  /// field/value pairs. Returns the entry's stream id.
  static let append = """
    if redis.call('GET', KEYS[1]) ~= ARGV[1] then
      return redis.error_reply('FENCED the lease on this room is no longer ours')
    end
    if ARGV[3] ~= '' then
      local head = redis.call('GET', KEYS[3])
      if head ~= ARGV[3] then
        return redis.error_reply('VERSION the stream is at ' .. tostring(head) .. ', not ' .. ARGV[3])
      end
    end
    local id = redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[2], '*', unpack(ARGV, 6))
    if ARGV[4] ~= '' then redis.call('SET', KEYS[3], ARGV[4]) end
    if ARGV[5] ~= '' then redis.call('SET', KEYS[4], ARGV[5]) end
    return id
    """

  /// Stores a snapshot, fenced, and starts the head at its version when the room is new or
  /// its stream was lost; a head started anew starts a new epoch, and a room stored before
  /// epochs existed gets one. KEYS: lease, snapshot, head, epoch. ARGV: lease value, snapshot
  /// JSON, version, a new epoch. Returns the room's epoch.
  static let snapshot = """
    if redis.call('GET', KEYS[1]) ~= ARGV[1] then
      return redis.error_reply('FENCED the lease on this room is no longer ours')
    end
    redis.call('SET', KEYS[2], ARGV[2])
    if redis.call('SET', KEYS[3], ARGV[3], 'NX') then
      redis.call('SET', KEYS[4], ARGV[4])
    else
      redis.call('SET', KEYS[4], ARGV[4], 'NX')
    end
    return redis.call('GET', KEYS[4])
    """
}
