import CLinuxShims
import Foundation
import Glibc

/// Raises the soft descriptor limit to the hard one; reports when that is still too low.
@discardableResult
func raiseDescriptorLimit(needed: Int = 0) -> Int {
  var limit = rlimit()
  getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
  limit.rlim_cur = limit.rlim_max
  if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) != 0 {
    print("warning: cannot raise the descriptor limit: \(String(cString: strerror(errno)))")
  }
  getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
  if Int(limit.rlim_cur) < needed {
    print("warning: descriptor limit \(limit.rlim_cur) is below the \(needed) needed")
  }
  return Int(limit.rlim_cur)
}

/// Monotonic nanoseconds.
func nanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// CPU time of the calling thread, in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// The `q` quantile (0...1) of `values`.
func quantile(_ values: [Double], _ q: Double) -> Double {
  guard !values.isEmpty else { return .nan }
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
}

/// The median of `values`.
func median(_ values: [Double]) -> Double { quantile(values, 0.5) }

/// Formats with `digits` decimals.
func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

/// Parses "1000,5000" into integers.
func parseList(_ text: String) -> [Int] { text.split(separator: ",").compactMap { Int($0) } }

/// Progress for the operator, on standard error so standard output stays a table.
func report(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// The system's load averages over 1, 5 and 15 minutes, as `/proc/loadavg` says.
func loadAverage() -> String {
  let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
  return text.split(separator: " ").prefix(3).joined(separator: " ")
}
