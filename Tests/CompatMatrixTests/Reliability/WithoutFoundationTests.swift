import CompatMatrixCore
import Dispatch
import Foundation
import Testing

/// The helpers that stand in for Foundation's, so that the tool links only
/// FoundationEssentials: each must do what the Foundation call it replaced did for our uses.
struct WithoutFoundationTests {
  static let searches: [(text: String, target: String, found: (Int, Int)?)] = [
    ("10.15-18", "-", (5, 6)),
    ("15..<18", "..<", (2, 5)),
    ("15...18", "..<", nil),
    ("https://github.com/apple/x", "://", (5, 8)),
    ("aab", "ab", (1, 3)),
    ("abc", "abcd", nil),
    ("abc", "", nil),
    ("", "a", nil),
    ("caf\u{E9} // note", "//", (5, 7)),
    ("ababab", "bab", (1, 4)),
  ]

  @Test(arguments: searches)
  func firstRangeFindsWhatRangeOfFound(
    _ search: (text: String, target: String, found: (Int, Int)?)
  ) {
    let range = search.text.firstRange(ofText: search.target)
    let offsets = range.map {
      (
        search.text.distance(from: search.text.startIndex, to: $0.lowerBound),
        search.text.distance(from: search.text.startIndex, to: $0.upperBound)
      )
    }
    #expect(offsets?.0 == search.found?.0 && offsets?.1 == search.found?.1)
    // Foundation's own answer, for the same non-empty target.
    if !search.target.isEmpty {
      let foundation = search.text.range(of: search.target)
      #expect(foundation == range)
    }
  }

  @Test func firstRangeWorksOnASubstring() {
    let text = "a://b://c"
    let rest = text[text.index(text.startIndex, offsetBy: 2)...]
    let range = rest.firstRange(ofText: "://")
    #expect(range.map { String(text[$0.upperBound...]) } == "c")
  }

  @Test(arguments: [
    ("a|b|c", "|", "\\|", "a\\|b\\|c"),
    ("|", "|", "", ""),
    ("aaa", "aa", "b", "ba"),
    ("abc", "", "x", "abc"),
    ("no bars", "|", "x", "no bars"),
    ("UINavigationBar.appearance().tintColor", ".appearance()", "", "UINavigationBar.tintColor"),
  ])
  func replacingAllMatchesReplacingOccurrences(
    text: String, target: String, replacement: String, expected: String
  ) {
    #expect(text.replacingAll(target, with: replacement) == expected)
    #expect(text[...].replacingAll(target, with: replacement) == expected)
    if !target.isEmpty {
      #expect(text.replacingOccurrences(of: target, with: replacement) == expected)
    }
  }

  /// A counter that many threads increment under the mutex ends at the number of increments.
  @Test func mutexKeepsConcurrentIncrementsWhole() {
    let counter = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 {
        counter.withLock { $0 += 1 }
      }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  /// A typed error thrown inside the lock reaches the caller as itself, and the lock is
  /// given back: the next `withLock` does not wait forever.
  @Test func mutexRethrowsAndUnlocks() {
    struct Refusal: Error, Equatable {}
    let value = Mutex([1, 2])
    #expect(throws: Refusal()) {
      try value.withLock { (numbers: inout [Int]) throws(Refusal) in
        numbers.append(3)
        throw Refusal()
      }
    }
    #expect(value.withLock { $0 } == [1, 2, 3])
  }

  /// Foundation's file errors are described by the POSIX error beneath them, as before.
  @Test func fileErrorsAreDescribedByTheirPOSIXReason() throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("compat-matrix-missing-\(UUID().uuidString)/x")
    #expect(throws: (any Error).self) {
      try FileManager.default.contentsOfDirectory(atPath: missing.path)
    }
    do {
      _ = try FileManager.default.contentsOfDirectory(atPath: missing.path)
    } catch {
      #expect(SystemErrorText.reason(error) == "No such file or directory")
    }
    #expect(SystemErrorText.reason(POSIXError(.EACCES)) == "Permission denied")
    #expect(SystemErrorText.reason(CocoaError(.fileWriteOutOfSpace)) == "No space left on device")
  }
}
