// Fuzz target: the lint configuration file, `.compat-matrix.json`. Run with
// `scripts/fuzz.sh config SECONDS`.
//
// The input is the file's bytes, read as `lint` reads it. When it is a valid configuration,
// what lint does with it is done too: its range is checked against an iOS-like axis, its
// globs are matched against a few paths (and against the input's own lines taken as paths),
// and every rule's severity is asked. Besides crashes, hangs and memory, it checks what must
// always hold: every problem is one line that names the file and a line and column, the
// range's text parses back to the same range, and a resolved range lies inside the axis.

@testable import CompatMatrixCore
@testable import CompatMatrixLint
@testable import CompatMatrixSource

private let fileName = ".compat-matrix.json"

/// A platform axis like the shipped iOS one: point releases and a jump from 18 to 26.
private let axis = VersionAxis(
  platform: .iOS,
  releases: ["13.0", "14.0", "15.0", "15.4", "16.0", "16.4", "17.0", "18.0", "18.6", "26.0"]
    .map { OSVersion($0)! })  // Literal versions: each parses.

/// Paths a project's globs are matched against: shallow, deep, hidden, odd.
private let paths = [
  "Sources/App/ContentView.swift", "Sources/Generated/Strings.swift", "Pods/X/Y.swift",
  ".build/checkouts/a.swift", "a",
  "Tests/AppTests/deeply/nested/folders/of/many/levels/"
    + "that/go/on/and/on/File.swift", "Sources//Double//Slash.swift", "**/*.swift",
]

/// Checks a valid configuration by using it as `lint` does.
private func exercise(_ configuration: LintConfiguration, input: String) {
  if let range = configuration.range {
    // The text kept for messages reads back as the same range.
    let text = configuration.rangeText ?? ""
    checkLine(text)
    checkLine(range.description)
    let again = try? RangeExpression.parse(text)
    check(
      again?.minimum == range.minimum && again?.upperBound == range.upperBound,
      "range text \(text.debugDescription) does not read back as \(range)")
    do {
      let resolved = try axis.resolve(range)
      check(resolved.releases.allSatisfy(resolved.contains), "a release outside \(range)")
      check(resolved.minimum <= resolved.maximum, "resolved \(range) is empty")
    } catch {
      checkLine(error.description)
    }
  }
  let globs = configuration.include + configuration.exclude
  let ownPaths = input.split(separator: "\n").prefix(4).map(String.init)
  for glob in globs.prefix(16) {
    for path in paths + ownPaths {
      _ = glob.matches(path)
    }
  }
  for rule in LintRule.allCases {
    _ = configuration.severity(of: rule)
  }
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  do {
    let configuration = try LintConfiguration.parse(bytes, file: fileName)
    exercise(configuration, input: String(decoding: bytes, as: UTF8.self))
  } catch {
    check(!error.diagnostics.isEmpty, "an error without a problem")
    for diagnostic in error.diagnostics {
      check(diagnostic.file == fileName, "a problem in another file: \(diagnostic)")
      check(diagnostic.location != nil, "a problem without a line and column: \(diagnostic)")
      checkLine(diagnostic.description)
    }
    let message = LintConfigurationError.invalid(error).description
    check(
      message.split(separator: "\n").count == error.diagnostics.count,
      "one line per problem: \(message.debugDescription)")
  }
  return 0
}
