// Fuzz target: versions, range expressions, --min/--max ranges and their check against a
// version axis. Run with `scripts/fuzz.sh versions SECONDS`.
//
// The input is text: the whole of it is parsed as a version, an expression and a platform;
// its first line and the rest as --min and --max. Besides crashes, hangs and memory, it
// checks what must always hold: a parsed version prints canonically and parses back to
// itself, a range is never empty, a resolved range lies inside the axis and holds a known
// release, its last, and every message is one line.

@testable import CompatMatrixCore

/// A platform axis like the shipped iOS one: point releases and a jump from 18 to 26.
private let axis = VersionAxis(
  platform: .iOS,
  releases: [
    "13.0", "14.0", "15.0", "15.4", "16.0", "16.4", "17.0", "18.0", "18.6", "26.0",
    "26.1", "27.0.1",
  ].map { OSVersion($0)! })

private func checkMessage(_ message: String) {
  check(!message.isEmpty, "empty message")
  checkLine(message)
}

private func checkVersion(_ text: String) {
  do {
    let version = try OSVersion.parse(text)
    let printed = version.description
    check(OSVersion(printed) == version, "\(printed) does not parse back to itself")
    check(version.successor > version, "successor of \(version)")
  } catch {
    checkMessage(error.description)
  }
}

private func checkRange(_ range: DeploymentRange, on axis: VersionAxis) {
  if let bound = range.upperBound {
    check(range.minimum < bound, "empty range \(range)")
  }
  checkMessage(range.description)
  do {
    let resolved = try axis.resolve(range)
    check(resolved.minimum == range.minimum, "resolving moved the minimum of \(range)")
    check(resolved.maximum >= resolved.minimum, "resolved maximum below minimum for \(range)")
    check(resolved.releases.allSatisfy(resolved.contains), "release outside \(range)")
    check(resolved.releases.allSatisfy(axis.isKnownRelease), "unknown release in \(range)")
    check(!resolved.releases.isEmpty, "no release in \(range)")
    check(resolved.releases.last == resolved.maximum, "the maximum of \(range) is no release")
  } catch {
    checkMessage(error.description)
  }
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  checkVersion(text)
  do {
    checkRange(try RangeExpression.parse(text), on: axis)
  } catch {
    checkMessage(error.description)
  }
  let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
  let maximum = lines.count > 1 ? String(lines[1]) : nil
  do {
    checkRange(try DeploymentRange.parse(minimum: String(lines[0]), maximum: maximum), on: axis)
  } catch {
    checkMessage(error.description)
  }
  do {
    _ = try Platform.parse(text)
  } catch {
    checkMessage(error.description)
  }
  // An axis made of the versions the input lists, one per line, as a team's data may have.
  let releases = text.split(separator: "\n").prefix(64).compactMap { OSVersion(String($0)) }
  let own = VersionAxis(platform: .iOS, releases: releases)
  for line in text.split(separator: "\n").prefix(8) {
    if let range = try? RangeExpression.parse(String(line)) { checkRange(range, on: own) }
  }
  return 0
}
