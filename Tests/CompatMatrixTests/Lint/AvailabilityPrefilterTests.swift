import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixSource

/// The first pass that lets lint skip tokenizing a file whose availability checks cannot be
/// redundant: it reads each check with the full pass's reader, so it never skips a file the
/// full pass would report on.
@Suite struct AvailabilityPrefilterTests {
  static let prefilter = AvailabilityPrefilter(names: AvailabilitySpec.names(for: .iOS))

  /// The redundant checks the full pass finds in a file for a range of iOS from `minimum`.
  static func redundantChecks(
    _ bytes: [UInt8], minimum: Int, build: BuildPlatform = BuildPlatform(.iOS)
  ) throws -> [LintFinding] {
    let matrix = try LinterTests.shipped.get()
    let range = try matrix.resolve(RangeExpression.parse("\(minimum)-18"), on: .iOS)
    let availability = FileAvailabilityContext(file: SwiftSourceFile(bytes: bytes), build: build)
    return RedundantCheckFinder(range: range).findings(in: availability, file: "File.swift")
  }

  /// The builds an iOS range's file may be compiled in, each deciding checks by its own clause.
  static let iOSBuilds = [
    BuildPlatform(.iOS), BuildPlatform(.iOS, isExtension: true), BuildPlatform(.macCatalyst),
    BuildPlatform(.macCatalyst, isExtension: true),
  ]

  /// Checks the reading of the arguments as text used to miss, so lint did not report them in
  /// a file with nothing else to find: each is redundant from iOS 15.
  @Test(arguments: [
    "if #available(iOS /* the oldest */ 13, *) {}",
    "if #available(/* ) */ iOS 13, *) {}",
    "if #available (iOS 13, *) {}",
    "if #available /* spaced */ (iOS 13, *) {}",
    "@available(iOS, introduced:13.0)\nfunc f() {}",
    "if #available(iOS 13,*) {}",
    "if #available(\n  iOS 13,\n  *\n) {}",
    "if #unavailable(iOS 14) {}",
  ])
  func checksTheTextReadingMissedAreRead(source: String) throws {
    let bytes = Array(source.utf8)
    #expect(try !Self.redundantChecks(bytes, minimum: 15).isEmpty)
    #expect(Self.prefilter.mayHaveRedundantCheck(bytes, minimum: OSVersion(15)))
    let matrix = try LinterTests.shipped.get()
    let linter = Linter(
      matrix: matrix, range: try matrix.resolve(RangeExpression.parse("15-18"), on: .iOS))
    #expect(
      linter.lint(bytes, file: "File.swift").map(\.rule) == [.redundantAvailabilityCheck])
  }

  /// Files whose checks cannot be redundant from iOS 15 are skipped.
  @Test(arguments: [
    "if #available(iOS 17, *) {}",
    "@available(iOS 16.4, *)\nfunc f() {}",
    "if #available(macOS 10, *) {}",
    "if #available(iOS 17 /* 13 */, *) {}",
    "let text = \"#availability\"",
    "@available(*, deprecated, message: \"iOS 13\")\nfunc f() {}",
  ])
  func filesWithoutAPossibleRedundancyAreSkipped(source: String) throws {
    let bytes = Array(source.utf8)
    #expect(try Self.redundantChecks(bytes, minimum: 15).isEmpty)
    #expect(!Self.prefilter.mayHaveRedundantCheck(bytes, minimum: OSVersion(15)))
  }

  /// Over generated files of checks with generated argument lists (comments, line breaks,
  /// long forms, other platforms, stray brackets): every check the full pass finds is read
  /// by the prefilter with the same version, or left to the full pass; and a file the
  /// prefilter would skip has no redundant check for the full pass.
  @Test func thePrefilterNeverDisagreesWithTheFullPass() throws {
    var generator = SplitMix64(state: 0xA7A1_1AB1_E000_0021)
    var skipped = 0
    var reported = 0
    for _ in 0..<600 {
      let source = Self.file(using: &generator)
      let bytes = Array(source.utf8)
      let file = SwiftSourceFile(bytes: bytes)
      for build in Self.iOSBuilds {
        for check in FileAvailabilityContext(file: file, build: build).checks {
          let start = file.tokens[check.tokenRange.lowerBound].range.lowerBound
          let (reading, _) = Self.prefilter.read(bytes, at: start)
          switch reading {
          case .check(let version):
            // A lone extension or Mac Catalyst clause gives its version in the builds it applies
            // to and none in the others: a version the full pass lacks can only send the file
            // through it.
            #expect(
              version == check.version || check.version == nil,
              "\(source.debugDescription) at \(check.location)")
          case .noCheck:
            #expect(check.version == nil, "\(source.debugDescription) at \(check.location)")
          case .unsettled: continue
          }
        }
      }
      for minimum in [13, 15, 16, 17] {
        let redundant = try Self.iOSBuilds.flatMap {
          try Self.redundantChecks(bytes, minimum: minimum, build: $0)
        }
        if !Self.prefilter.mayHaveRedundantCheck(bytes, minimum: OSVersion(minimum)) {
          skipped += 1
          #expect(redundant.isEmpty, "\(source.debugDescription) from iOS \(minimum)")
        }
        if !redundant.isEmpty { reported += 1 }
      }
    }
    // The generated files exercise both sides: some skipped, some reported.
    #expect(skipped > 100)
    #expect(reported > 100)
  }

  // MARK: Generated files

  static func pick<T>(_ choices: [T], _ generator: inout SplitMix64) -> T {
    choices[Int.random(in: 0..<choices.count, using: &generator)]
  }

  /// A version as a check writes it.
  static func version(_ generator: inout SplitMix64) -> String {
    pick(["13", "13.0", "14", "15", "15.4", "16", "16.0.1", "17", "17.2", "26", "99"], &generator)
  }

  /// One item of an argument list.
  static func item(_ generator: inout SplitMix64) -> String {
    let version = version(&generator)
    return pick(
      [
        "iOS \(version)", "iOS \(version)", "iOS\t\(version)", "iOS /* c */ \(version)",
        "iOSApplicationExtension \(version)", "macOS \(version)", "*", "*", "iOS",
        "introduced: \(version)", "introduced:\(version)", "deprecated: \(version)",
        "deprecated", "obsoleted: \(version)", "unavailable", "message: \"a ) b, iOS 13\"",
        "renamed: \"x\"", "/* ) */ iOS \(version)", "iOS \(version) // c\n", "(", "]", "[iOS 13]",
        "",
      ], &generator)
  }

  /// An argument list of one to four items.
  static func arguments(_ generator: inout SplitMix64) -> String {
    let items = (0..<Int.random(in: 1...4, using: &generator)).map { _ in item(&generator) }
    var text = items[0]
    for item in items.dropFirst() {
      text += pick([", ", ",", " , ", ",\n  ", ", /* , */ "], &generator) + item
    }
    return text
  }

  /// A check's name and the space before its arguments.
  static func check(_ name: String, _ generator: inout SplitMix64) -> String {
    name + pick(["(", "(", "(", " (", " /* c */ (", "\n("], &generator) + arguments(&generator)
      + ")"
  }

  /// Statements nested up to `depth` levels.
  static func statements(depth: Int, _ generator: inout SplitMix64) -> String {
    (0..<Int.random(in: 1...3, using: &generator)).map { _ in
      let body = depth > 0 ? statements(depth: depth - 1, &generator) : "work()"
      switch Int.random(in: 0..<9, using: &generator) {
      case 0, 1: return "if \(check("#available", &generator)) {\n\(body)\n} else {\n}"
      case 2: return "guard \(check("#available", &generator)) else { return }\n\(body)"
      case 3: return "if \(check("#unavailable", &generator)) {\n\(body)\n}"
      case 4: return "\(check("@available", &generator))\nfunc f() {\n\(body)\n}"
      case 5: return "while \(check("#available", &generator)) {\n\(body)\n}"
      case 6: return "let text = \"\(check("#available", &generator))\""
      case 7: return "// \(check("#available", &generator))"
      default: return body
      }
    }.joined(separator: "\n")
  }

  static func file(using generator: inout SplitMix64) -> String {
    "func run() {\n" + statements(depth: 2, &generator) + "\n}\n"
  }
}
