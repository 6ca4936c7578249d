import CompatMatrixCore
import CompatMatrixSource

/// Decides from a file's bytes alone whether it can hold a redundant availability check, so
/// that a file with checks but no pattern to match is tokenized only when one is possible.
///
/// A check is redundant only when it names the platform with a version at or below the floor
/// the code runs on: the file's minimum, or the version of an enclosing check of the same
/// platform. So a file cannot have one when none of its checks names the platform with a
/// version, or when exactly one does, with a version above the minimum. Anything this reading
/// cannot settle, such as a check whose arguments do not close, sends the file through the
/// full pass. Text in comments and strings counts as code here: it only costs a full pass.
struct AvailabilityPrefilter: Sendable {
  /// The names the platform goes by in checks.
  let names: Set<String>

  /// Whether the bytes may hold a check that `minimum` makes redundant.
  func mayHaveRedundantCheck(_ bytes: [UInt8], minimum: OSVersion) -> Bool {
    var versions: [OSVersion] = []
    var index = 0
    let needle = Array("available(".utf8)
    while let hit = ByteSearch.firstOffset(of: needle, in: bytes[...], from: index) {
      index = hit + needle.count
      guard Self.isCheckStart(bytes, at: hit) else { continue }
      guard let close = bytes[index...].prefix(400).firstIndex(of: UInt8(ascii: ")")) else {
        return true
      }
      let arguments = String(decoding: bytes[index..<close], as: UTF8.self)
      if let version = version(in: arguments) {
        if version <= minimum { return true }
        versions.append(version)
        if versions.count > 1 { return true }
      }
      index = close
    }
    return false
  }

  /// Whether `available(` at `offset` is `#available(`, `#unavailable(` or `@available(`.
  private static func isCheckStart(_ bytes: [UInt8], at offset: Int) -> Bool {
    if offset >= 1, bytes[offset - 1] == UInt8(ascii: "#") || bytes[offset - 1] == UInt8(ascii: "@")
    {
      return true
    }
    return offset >= 3 && bytes[offset - 3] == UInt8(ascii: "#")
      && bytes[offset - 2] == UInt8(ascii: "u") && bytes[offset - 1] == UInt8(ascii: "n")
  }

  /// The version the arguments give the platform: `iOS 16.0` in the short form, the
  /// `introduced:` of `iOS, introduced: 16.0` in the long form.
  private func version(in arguments: String) -> OSVersion? {
    let items = arguments.split(separator: ",").map {
      $0.split(whereSeparator: \.isWhitespace)
    }
    guard let first = items.first else { return nil }
    for item in items {
      guard let name = item.first, names.contains(String(name)) else { continue }
      if item.count >= 2 { return OSVersion(String(item[1])) }
    }
    // The long form names the platform alone first, then its labelled arguments.
    guard first.count == 1, let name = first.first, names.contains(String(name)) else {
      return nil
    }
    for item in items.dropFirst() where item.first == "introduced:" && item.count >= 2 {
      return OSVersion(String(item[1]))
    }
    return nil
  }
}
