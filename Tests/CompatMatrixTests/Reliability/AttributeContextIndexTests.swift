import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSource

/// The index that finds the context an `@available` attribute is written in
/// (`EnclosingRegions`, issue 26, item 8: a pass over every region per attribute made 200,000
/// attributes cost the square of their number) answers as the pass over every region does,
/// for every check of generated files: attributes on nested types and members, several
/// attributes on one declaration, attributes for another platform, `#if` blocks, `if
/// #available` bodies and `guard`s around them.
@Suite struct AttributeContextIndexTests {
  /// A deterministic generator (xorshift), so a failure names its seed.
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(bound))
    }
  }

  private static func attribute(_ random: inout Generator) -> String {
    switch random.next(6) {
    case 0: "@available(iOS \(13 + random.next(5)), *)"
    case 1: "@available(macOS \(11 + random.next(3)), *)"
    case 2: "@available(iOS, obsoleted: \(15 + random.next(4)))"
    case 3: "@available(iOS \(13 + random.next(5)), macOS 12, *) @MainActor"
    case 4: "@available(*, unavailable)"
    default: "@MainActor"
    }
  }

  private static func members(_ random: inout Generator, depth: Int) -> String {
    var text = ""
    for index in 0..<(1 + random.next(4)) {
      let attributes = (0..<random.next(3)).map { _ in attribute(&random) }.joined(separator: " ")
      switch depth < 4 ? random.next(5) : 4 {
      case 0:
        text +=
          "\(attributes)\nstruct T\(depth)_\(index) {\n\(members(&random, depth: depth + 1))}\n"
      case 1:
        text += "#if os(macOS)\n\(members(&random, depth: depth + 1))#endif\n"
      case 2:
        text +=
          "\(attributes) func f\(depth)_\(index)() {\n"
          + "if #available(iOS \(14 + random.next(4)), *) {\nstruct L {\n"
          + "\(members(&random, depth: depth + 1))}\n} else { }\n}\n"
      case 3:
        text +=
          "func g\(depth)_\(index)() {\nguard #available(iOS 16, *) else { return }\n"
          + "class C {\n\(members(&random, depth: depth + 1))}\n}\n"
      default:
        text += "\(attributes) var v\(depth)_\(index): Int { 1 }\n"
      }
    }
    return text
  }

  @Test(arguments: 1...60)
  func theIndexAnswersAsThePassOverEveryRegion(seed: Int) {
    var random = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
    let source = Self.members(&random, depth: 0)
    let file = SwiftSourceFile(bytes: Array(source.utf8))
    for platform in [Platform.iOS, .macOS] {
      let availability = FileAvailabilityContext(file: file, platform: platform)
      let attributes = availability.checks.filter { $0.kind == .attribute }
      for check in availability.checks {
        #expect(
          availability.context(outside: check) == availability.scannedContext(outside: check),
          "seed \(seed), \(platform), \(check.location.line):\(check.location.column)")
      }
      if seed == 1 { #expect(!attributes.isEmpty) }
    }
  }

  /// Every attribute of a file of many (the generated shapes above, over ten thousand
  /// attributes, for iOS and for macOS) is answered by the index, or, without a region of
  /// its own (an attribute for another platform), by the context at its token; none by the
  /// pass over every region: were the index to give up on a common shape, the cost would grow
  /// with the square of the number of attributes again (item 8), which no test may time.
  @Test(arguments: [Platform.iOS, .macOS])
  func theIndexAnswersForEveryAttributeOfAFileOfMany(platform: Platform) throws {
    var random = Generator(state: 0x2545_F491_4F6C_DD1D)
    let source = (0..<300).map { _ in Self.members(&random, depth: 0) }.joined()
    let file = SwiftSourceFile(bytes: Array(source.utf8))
    let availability = FileAvailabilityContext(file: file, platform: platform)
    let index = try #require(availability.enclosing)
    let attributes = availability.checks.filter { $0.kind == .attribute && $0.body != nil }
    #expect(attributes.count > 10_000, "\(attributes.count) attributes")
    let unanswered = attributes.filter { check in
      check.body.map { index.answer(outside: $0, at: check.tokenRange.lowerBound) } == .unknown
    }
    #expect(
      unanswered.isEmpty,
      "\(unanswered.count) of \(attributes.count), the first at \(unanswered.first.map { "\($0.location.line):\($0.location.column)" } ?? "")"
    )
  }
}
