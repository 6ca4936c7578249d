import CompatMatrixCore

/// A file of an SDK that cannot be read as what it should be: a Git LFS pointer where a dump
/// left the file out, a file cut short, or a file the SDK should have and does not. What it
/// would declare is unknown, so a symbol not found in that SDK is not checked rather than
/// `not-found`.
package struct SDKFileProblem: Sendable, Hashable, CustomStringConvertible {
  /// Why the file cannot be read.
  package enum Reason: Sendable, Hashable {
    /// A Git LFS pointer stands where the file should be: the dump never fetched its content.
    case lfsPointer
    /// The file does not start as a `.swiftinterface` does.
    case notAnInterface
    /// The file was cut short: what it leaves open at its end.
    case truncated(String)
    /// The file is not there: why the SDK should have it.
    case missing(String)
  }

  /// The file, relative to the SDK folder (a pattern such as `…/*.swiftinterface` when the
  /// file is missing and could have several names).
  package let file: String
  /// The framework whose declarations it holds: `SwiftUI`, `SwiftUICore`, `UIKit`.
  package let framework: String
  /// Why it cannot be read.
  package let reason: Reason

  /// Creates a problem.
  package init(file: String, framework: String, reason: Reason) {
    self.file = file
    self.framework = framework
    self.reason = reason
  }

  /// Why, for people: `a Git LFS pointer, not the file`.
  package var explanation: String {
    switch reason {
    case .lfsPointer: "a Git LFS pointer, not the file (the dump never fetched it)"
    case .notAnInterface: "not a Swift interface (no // swift-interface-format-version line)"
    case .truncated(let what): "truncated: \(what)"
    case .missing(let why): "missing: \(why)"
    }
  }

  /// The reason as one word: `lfs-pointer`, `not-an-interface`, `truncated`, `missing`.
  package var reasonName: String {
    switch reason {
    case .lfsPointer: "lfs-pointer"
    case .notAnInterface: "not-an-interface"
    case .truncated: "truncated"
    case .missing: "missing"
    }
  }

  /// `file: explanation`.
  package var description: String { "\(file): \(explanation)" }

  /// The first bytes of a Git LFS pointer file.
  private static let lfsPrefix = Array("version https://git-lfs.github.com/spec/".utf8)
  /// The first bytes of every `.swiftinterface`.
  private static let interfacePrefix = Array("// swift-interface-format-version".utf8)

  /// Why bytes read for a file are not that file, or `nil` when they may be.
  static func content(_ bytes: [UInt8], isInterface: Bool) -> Reason? {
    if bytes.starts(with: lfsPrefix) { return .lfsPointer }
    if isInterface, !bytes.starts(with: interfacePrefix) { return .notAnInterface }
    return nil
  }
}

/// The headers UIKit's umbrella headers import: `UIKit.h`, and the umbrellas it imports
/// (`UIKitCore.h`, `UIFoundation.h`), so that a header a dump lost is named.
enum UmbrellaHeaders {
  /// The umbrella header every UIKit header folder has.
  static let root = "UIKit.h"

  /// The headers `bytes` imports as `<UIKit/…>`, without those it only imports when they
  /// exist (`#if __has_include(<UIKit/…>)`).
  static func imports(_ bytes: [UInt8]) -> (required: [String], optional: Set<String>) {
    var required: [String] = []
    var optional: Set<String> = []
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      let text = line.drop { $0 == " " || $0 == "\t" }
      guard text.hasPrefix("#") else { continue }
      if text.contains("__has_include") {
        optional.formUnion(names(in: text))
      } else if text.dropFirst().drop(while: { $0 == " " }).hasPrefix("import")
        || text.dropFirst().drop(while: { $0 == " " }).hasPrefix("include")
      {
        required += names(in: text)
      }
    }
    return (required.filter { !optional.contains($0) }, optional)
  }

  /// The names in `<UIKit/Name.h>` on a line.
  private static func names(in line: Substring) -> [String] {
    var names: [String] = []
    var rest = line[...]
    while let start = rest.firstRange(ofText: "<UIKit/") {
      let after = rest[start.upperBound...]
      guard let end = after.firstIndex(of: ">") else { break }
      names.append(String(after[..<end]))
      rest = after[end...]
    }
    return names
  }
}
