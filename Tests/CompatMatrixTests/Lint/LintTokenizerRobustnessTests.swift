import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// The tokenizer and the analyses over it on large, deep and random inputs: nothing traps, and
/// tokens always cover the input in order.
@Suite struct LintTokenizerRobustnessTests {
  /// Checks that tokens are in order, within the input, non-empty and non-overlapping, that
  /// only white space lies between them, and that locations never go backwards.
  static func expectWellFormed(
    _ tokens: [SwiftToken], _ bytes: [UInt8],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    var previousEnd = 0
    var previousLocation = SourceLocation(line: 1, column: 1)
    for token in tokens {
      guard token.range.lowerBound >= previousEnd, token.range.upperBound <= bytes.count,
        !token.range.isEmpty
      else {
        Issue.record(
          "bad range \(token.range) after \(previousEnd)", sourceLocation: sourceLocation)
        return
      }
      let between = bytes[previousEnd..<token.range.lowerBound]
      if between.contains(where: { !SwiftCharacters.isWhitespace($0) && $0 < 0x80 }) {
        Issue.record(
          "non-space bytes skipped before \(token.range)", sourceLocation: sourceLocation)
        return
      }
      if token.location < previousLocation {
        Issue.record("location goes back at \(token.range)", sourceLocation: sourceLocation)
        return
      }
      previousEnd = token.range.upperBound
      previousLocation = token.location
    }
  }

  @Test func aOneMegabyteLineTokenizesWithRightColumns() {
    let unit = "foo(bar, 1.5) + "
    let repeats = 1_048_576 / unit.utf8.count
    let bytes = Array(String(repeating: unit, count: repeats).utf8) + Array("end".utf8)
    let tokens = SwiftTokenizer.tokenize(bytes)
    #expect(tokens.count == repeats * 7 + 1)
    #expect(tokens.last?.location == SourceLocation(line: 1, column: repeats * unit.count + 1))
    Self.expectWellFormed(tokens, bytes)
  }

  @Test func oneHundredThousandNestedBracesAreMatchedAndAnalysed() {
    let depth = 100_000
    let source = String(repeating: "{", count: depth) + "x" + String(repeating: "}", count: depth)
    let file = SwiftSourceFile(text: source)
    #expect(file.tokens.count == 2 * depth + 1)
    #expect(file.view.partner[0] == 2 * depth)
    #expect(file.view.partner[depth - 1] == depth + 1)
    let availability = FileAvailabilityContext(file: file, platform: .iOS)
    #expect(availability.context(at: depth) == AvailabilityContext())
    let program = try? LintPatternProgram.parse("{ x }")
    #expect(program?.matches(in: file).map(\.tokenRange) == [depth - 1..<depth + 2])
  }

  @Test func deepNestingOfEveryKindDoesNotOverflowTheStack() {
    let depth = 100_000
    let run = 20_000
    let sources = [
      String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth),
      String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth),
      String(repeating: "if #available(iOS 16, *) {", count: depth / 10)
        + String(repeating: "}", count: depth / 10),
      String(repeating: "#if os(iOS)\n", count: depth / 10)
        + String(repeating: "#endif\n", count: depth / 10),
      "#if " + String(repeating: "(", count: depth) + "os(iOS)"
        + String(repeating: ")", count: depth),
      String(repeating: "struct S { func f() { ", count: depth / 10)
        + String(repeating: "} }", count: depth / 10),
      String(repeating: "(", count: depth) + String(repeating: "]", count: depth),
      // Long runs that a careless scan would read once per element.
      String(repeating: "if #available(iOS 16, *) {} else ", count: run) + "{}",
      String(repeating: "if ", count: run) + "{}",
      String(repeating: "guard ", count: run),
      String(repeating: "@available(iOS 16, *) ", count: run) + "func f() {}",
      String(repeating: "struct S ", count: run),
    ]
    for source in sources {
      let file = SwiftSourceFile(text: source)
      Self.expectWellFormed(file.tokens, file.bytes)
      let availability = FileAvailabilityContext(file: file, platform: .iOS)
      _ = availability.context(at: file.tokens.count / 2)
      for text in ["S", "f(…)", ".x(… y: …)"] {
        _ = (try? LintPatternProgram.parse(text))?.matches(in: file)
      }
    }
    #expect(SwiftTokenizer.tokenize(Array(sources[0].utf8)).count == 1)
    #expect(SwiftTokenizer.tokenize(Array(sources[1].utf8)).count == 1)
  }

  @Test func nestedAvailabilityChecksGiveTheInnermostBound() throws {
    let depth = 10_000
    let file = SwiftSourceFile(
      text: String(repeating: "if #available(iOS 16, *) {", count: depth) + "x"
        + String(repeating: "}", count: depth))
    let availability = FileAvailabilityContext(file: file, platform: .iOS)
    #expect(availability.checks.count == depth)
    let inner = try LintTestSupport.tokenIndex(of: "x", in: file)
    #expect(availability.context(at: inner).lowerBound == OSVersion(16))
  }

  /// Bytes weighted towards the characters that start and end Swift's tokens.
  static func randomInput(_ generator: inout SplitMix64, length: Int) -> [UInt8] {
    let interesting = Array("\"#\\()[]{}/*`@$.?!=<>-+_aZ09 \n\r\t'xé…".utf8)
    return (0..<length).map { _ in
      switch generator.next() % 4 {
      case 0: UInt8(truncatingIfNeeded: generator.next())
      default: interesting[Int(generator.next() % UInt64(interesting.count))]
      }
    }
  }

  /// A token's location computed from scratch: line breaks (`\n`, `\r\n`, a lone `\r`)
  /// before it, then the scalars since the last one, not counting a leading byte-order mark.
  static func referenceLocation(of offset: Int, in bytes: [UInt8])
    -> CompatMatrixCore.SourceLocation
  {
    var line = 1
    var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    for index in 0..<offset {
      let isBreak =
        bytes[index] == 0x0A
        || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
      if isBreak {
        line += 1
        lineStart = index + 1
      }
    }
    let scalars = bytes[min(lineStart, offset)..<offset].filter {
      $0 & 0xC0 != 0x80 && $0 != 0x0D
    }
    return CompatMatrixCore.SourceLocation(line: line, column: scalars.count + 1)
  }

  @Test func randomBytesNeverTrapAndTokensCoverTheInputInOrder() {
    var generator = SplitMix64(state: 0x5EED)
    let patterns = ["a(… b: …)", ".x", "Z(…) { … }"].compactMap {
      try? LintPatternProgram.parse($0)
    }
    for iteration in 0..<1_500 {
      let length = Int(generator.next() % 600) + (iteration % 10 == 0 ? 4_000 : 0)
      let bytes = Self.randomInput(&generator, length: length)
      let file = SwiftSourceFile(bytes: bytes)
      Self.expectWellFormed(file.tokens, bytes)
      if length < 600,
        let wrong = file.tokens.first(where: {
          $0.location != Self.referenceLocation(of: $0.range.lowerBound, in: bytes)
        })
      {
        Issue.record(Comment(rawValue: "wrong location \(wrong.location) at \(wrong.range)"))
      }
      let availability = FileAvailabilityContext(file: file, platform: .iOS)
      for index in stride(from: 0, to: file.tokens.count, by: 7) {
        _ = availability.context(at: index)
      }
      for program in patterns { _ = program.matches(in: file) }
    }
  }

  @Test func randomSwiftLikeTextNeverTraps() {
    var generator = SplitMix64(state: 42)
    let words = [
      "if", "#available(iOS 16, *)", "guard", "else", "{", "}", "(", ")", "#if", "os(iOS)",
      "#else", "#endif", "@available(iOS 15, *)", "struct", "S", "func", "f", "\"a\\(", "\"",
      "/*", "*/", "//", "\n", "#Preview", ":", "PreviewProvider", ",", "while", ".x", "? :",
    ]
    for _ in 0..<2_000 {
      let count = Int(generator.next() % 80)
      let text = (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }
        .joined(separator: " ")
      let file = SwiftSourceFile(text: text)
      Self.expectWellFormed(file.tokens, file.bytes)
      let availability = FileAvailabilityContext(file: file, platform: .iOS)
      for check in availability.checks {
        #expect(check.tokenRange.upperBound <= file.tokens.count)
        #expect((check.body?.upperBound ?? 0) <= file.tokens.count)
        #expect((check.elseBody?.upperBound ?? 0) <= file.tokens.count)
      }
      for index in 0..<file.tokens.count {
        _ = availability.context(at: index)
      }
    }
  }
}
