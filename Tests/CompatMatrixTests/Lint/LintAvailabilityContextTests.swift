import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Availability contexts and check sites on the fixtures in `Fixtures/lint`.
@Suite struct LintAvailabilityContextTests {
  /// One expectation: at the identifier `marker` of `fixture`, for `platform`, the context is
  /// `lower`/`upper` (versions or `-`), `flags` (`excluded`, `preview`, or empty).
  struct Expectation: Sendable, CustomStringConvertible {
    let fixture: String
    let marker: String
    let platform: Platform
    let lower: String
    let upper: String
    let flags: String

    init(
      _ fixture: String, _ marker: String, _ lower: String = "-", _ upper: String = "-",
      _ flags: String = "", on platform: Platform = .iOS
    ) {
      self.fixture = fixture
      self.marker = marker
      self.lower = lower
      self.upper = upper
      self.flags = flags
      self.platform = platform
    }

    var description: String { "\(fixture) \(marker) on \(platform)" }
  }

  static func context(_ fixture: String, _ marker: String, on platform: Platform) throws
    -> AvailabilityContext
  {
    let file = try LintTestSupport.fixture(fixture)
    let availability = FileAvailabilityContext(file: file, platform: platform)
    return availability.context(at: try LintTestSupport.tokenIndex(of: marker, in: file))
  }

  static let ifCases: [Expectation] = [
    Expectation("if-available.swift", "beforeCheck"),
    Expectation("if-available.swift", "inIf16", "16.0"),
    Expectation("if-available.swift", "inElse16", "-", "16.0"),
    Expectation("if-available.swift", "afterIf"),
    Expectation("if-available.swift", "inIf17WithFlag", "17.0"),
    Expectation("if-available.swift", "inElseWithFlag"),
    Expectation("if-available.swift", "inIf17", "17.0"),
    Expectation("if-available.swift", "inElseIf164", "16.4", "17.0"),
    Expectation("if-available.swift", "inFinalElse", "-", "16.4"),
    Expectation("if-available.swift", "inMacOnlyCheck"),
    Expectation("if-available.swift", "inWhile15", "15.0"),
    Expectation("if-available.swift", "inIfExpression18", "18.0"),
    Expectation("if-available.swift", "inElseExpression18", "-", "18.0"),
    Expectation("if-available.swift", "inPatch", "16.4.1"),
    Expectation("if-available.swift", "inIf16", "16.0", on: .iPadOS),
    Expectation("if-available.swift", "inIf16", on: .macOS),
    Expectation("if-available.swift", "inIf17WithFlag", "14.0", on: .macOS),
    Expectation("if-available.swift", "inMacOnlyCheck", "13.0", on: .macOS),
    Expectation("if-available.swift", "inElse16", on: .macOS),
  ]

  static let guardCases: [Expectation] = [
    Expectation("guard-available.swift", "inGuardElse", "-", "16.0"),
    Expectation("guard-available.swift", "afterGuard", "16.0"),
    Expectation("guard-available.swift", "inClosureAfterGuard", "16.0"),
    Expectation("guard-available.swift", "notGuarded"),
    Expectation("guard-available.swift", "inGuardElseWithCondition"),
    Expectation("guard-available.swift", "afterGuardWithCondition", "16.0"),
    Expectation("guard-available.swift", "inUnavailable15", "-", "15.0"),
    Expectation("guard-available.swift", "inUnavailableElse", "15.0"),
    Expectation("guard-available.swift", "inUnavailableGuardElse", "17.0"),
    Expectation("guard-available.swift", "afterUnavailableGuard", "-", "17.0"),
    Expectation("guard-available.swift", "topLevel"),
    Expectation("guard-available.swift", "afterGuardInCase", "16.0"),
    Expectation("guard-available.swift", "stillInCase", "16.0"),
    Expectation("guard-available.swift", "inNextCase"),
    Expectation("guard-available.swift", "inDefault"),
  ]

  static let attributeCases: [Expectation] = [
    Expectation("available-attributes.swift", "inType16", "16.0"),
    Expectation("available-attributes.swift", "inMethod17", "17.0"),
    Expectation("available-attributes.swift", "inProperty15To18", "16.0", "18.0"),
    Expectation("available-attributes.swift", "inExtension16", "16.0"),
    Expectation("available-attributes.swift", "inMacAttribute"),
    Expectation("available-attributes.swift", "inMacAttribute", "13.0", on: .macOS),
    Expectation("available-attributes.swift", "inUnavailableType", "-", "-", "excluded"),
    Expectation("available-attributes.swift", "inUnavailableType", on: .macOS),
    Expectation("available-attributes.swift", "inUnavailableEverywhere", "-", "-", "excluded"),
    Expectation("available-attributes.swift", "load", "15.0"),
    Expectation("available-attributes.swift", "inNested16", "16.0"),
    Expectation("available-attributes.swift", "inDeprecated"),
    Expectation("available-attributes.swift", "plain"),
  ]

  static let conditionalCases: [Expectation] = [
    Expectation("conditional-compilation.swift", "inIOSBranch"),
    Expectation("conditional-compilation.swift", "inMacBranch", "-", "-", "excluded"),
    Expectation("conditional-compilation.swift", "inOtherBranch", "-", "-", "excluded"),
    Expectation("conditional-compilation.swift", "inNotIOS", "-", "-", "excluded"),
    Expectation("conditional-compilation.swift", "inNotIOSElse"),
    Expectation("conditional-compilation.swift", "inWatchOrMac", "-", "-", "excluded"),
    Expectation("conditional-compilation.swift", "inCanImport"),
    Expectation("conditional-compilation.swift", "inCanImportElse"),
    Expectation("conditional-compilation.swift", "inDebug"),
    Expectation("conditional-compilation.swift", "inElseIfTV", "-", "-", "excluded"),
    Expectation("conditional-compilation.swift", "inDebugElse"),
    Expectation("conditional-compilation.swift", "inSimulator"),
    Expectation("conditional-compilation.swift", "inFalse", "-", "-", "excluded"),
    Expectation("conditional-compilation.swift", "inAfterFalse"),
    Expectation("conditional-compilation.swift", "inNestedMac", "-", "-", "excluded"),
    Expectation("conditional-compilation.swift", "afterAll"),
    Expectation("conditional-compilation.swift", "inIOSBranch", "-", "-", "excluded", on: .macOS),
    Expectation("conditional-compilation.swift", "inMacBranch", on: .macOS),
    Expectation("conditional-compilation.swift", "inNotIOS", on: .macOS),
    Expectation("conditional-compilation.swift", "inNotIOSElse", "-", "-", "excluded", on: .macOS),
    Expectation("conditional-compilation.swift", "inNestedMac", on: .macOS),
    Expectation("conditional-compilation.swift", "inOtherBranch", on: .watchOS),
    Expectation("conditional-compilation.swift", "inIOSBranch", on: .iPadOS),
  ]

  static let previewCases: [Expectation] = [
    Expectation("previews.swift", "inScreen"),
    Expectation("previews.swift", "inPreviewProvider", "-", "-", "preview"),
    Expectation("previews.swift", "inPreviewMacro", "-", "-", "preview"),
    Expectation("previews.swift", "inNamedPreview", "-", "-", "preview"),
    Expectation("previews.swift", "afterPreviews"),
  ]

  @Test(arguments: ifCases + guardCases + attributeCases + conditionalCases + previewCases)
  func contextAtMarker(_ expected: Expectation) throws {
    let context = try Self.context(expected.fixture, expected.marker, on: expected.platform)
    #expect(context.lowerBound?.description ?? "-" == expected.lower)
    #expect(context.upperBound?.description ?? "-" == expected.upper)
    let flags = [context.isExcluded ? "excluded" : nil, context.isInPreview ? "preview" : nil]
    #expect(flags.compactMap { $0 }.joined(separator: " ") == expected.flags)
  }

  /// A token range as `first@line last@line`.
  static func describe(_ range: Range<Int>?, in file: SwiftSourceFile) -> String {
    guard let range, !range.isEmpty else { return "none" }
    let first = file.tokens[range.lowerBound]
    let last = file.tokens[range.upperBound - 1]
    return "\(first.text(in: file.bytes))@\(first.line) \(last.text(in: file.bytes))@\(last.line)"
  }

  /// Each check as `kind@line version sole|- body / else`.
  static func checks(_ fixture: String, on platform: Platform = .iOS) throws -> [String] {
    let file = try LintTestSupport.fixture(fixture)
    return FileAvailabilityContext(file: file, platform: platform).checks.map { check in
      let kind = check.isUnavailable ? "\(check.kind.rawValue)!" : check.kind.rawValue
      let version = check.version?.description ?? "-"
      let sole = check.isSoleCondition ? " sole" : ""
      return "\(kind)@\(check.location.line) \(version)\(sole) \(describe(check.body, in: file))"
        + " / \(describe(check.elseBody, in: file))"
    }
  }

  @Test func ifAndWhileChecksWithTheirBodiesAndElseBranches() throws {
    #expect(
      try Self.checks("if-available.swift") == [
        "if@4 16.0 sole {@4 }@6 / {@6 }@8",
        "if@10 17.0 {@10 }@12 / {@12 }@14",
        "if@15 17.0 sole {@15 }@17 / if@17 }@21",
        "if@17 16.4 sole {@17 }@19 / {@19 }@21",
        "if@22 - sole {@22 }@24 / none",
        "while@25 15.0 sole {@25 }@27 / none",
        "if@28 18.0 sole {@28 }@28 / {@28 }@28",
        "if@29 16.4.1 sole {@29 }@29 / none",
      ])
  }

  @Test func guardAndUnavailableChecksWithTheRestOfTheScope() throws {
    #expect(
      try Self.checks("guard-available.swift") == [
        "guard@3 16.0 sole afterGuard@7 }@10 / {@3 }@6",
        "guard@15 16.0 afterGuardWithCondition@16 )@16 / {@15 }@15",
        "if!@20 15.0 sole {@20 }@22 / {@22 }@24",
        "guard!@25 17.0 sole afterUnavailableGuard@29 )@29 / {@25 }@28",
        "guard@37 16.0 sole afterGuardInCase@38 }@39 / {@37 }@37",
      ])
  }

  @Test func attributesWithTheirDeclarations() throws {
    #expect(
      try Self.checks("available-attributes.swift") == [
        "attribute@2 16.0 @available@2 }@11 / none",
        "attribute@6 17.0 @available@6 }@7 / none",
        "attribute@9 15.0 @available@9 }@10 / none",
        "attribute@13 16.0 @available@13 }@16 / none",
        "attribute@18 - @available@18 }@19 / none",
        "attribute!@21 - @available@21 }@22 / none",
        "attribute!@24 - @available@24 }@25 / none",
        "attribute@27 15.0 @MainActor@27 }@31 / none",
        "if@29 16.0 sole {@29 }@29 / none",
        "attribute@33 - @available@33 }@34 / none",
      ])
  }

  @Test func checksOutsideConditionsAreListedWithoutSettingBounds() {
    // Swift rejects both, but a file may still hold them.
    let file = SwiftSourceFile(
      text: "let a = #available(iOS 16, *) ? b() : c()\nif flag || #unavailable(iOS 15) { d() }")
    let availability = FileAvailabilityContext(file: file, platform: .iOS)
    #expect(availability.checks.map(\.kind) == [.ternaryCondition, .other])
    #expect(availability.checks.map(\.version) == [OSVersion(16), OSVersion(15)])
    #expect(availability.checks.map(\.isUnavailable) == [false, true])
    for index in file.tokens.indices {
      #expect(availability.context(at: index) == AvailabilityContext())
    }
  }

  @Test func checksRecordEveryPlatformTheyName() throws {
    let file = try LintTestSupport.fixture("if-available.swift")
    let checks = FileAvailabilityContext(file: file, platform: .iOS).checks
    #expect(checks[1].platforms.map(\.description) == ["iOS 17.0", "macOS 14.0"])
    #expect(checks[1].hasWildcard)
    let attributes = try LintTestSupport.fixture("available-attributes.swift")
    let attributeChecks = FileAvailabilityContext(file: attributes, platform: .iOS).checks
    #expect(attributeChecks[2].obsoleted == OSVersion(18))
    #expect(attributeChecks[2].platforms.map(\.description) == ["iOS 15.0"])
    #expect(attributeChecks[6].hasWildcard && attributeChecks[6].platforms.isEmpty)
    #expect(attributeChecks[9].deprecated == OSVersion(16))
  }

  @Test func theInnermostDeclarationIsGivenWithItsAttributes() throws {
    let file = try LintTestSupport.fixture("available-attributes.swift")
    let availability = FileAvailabilityContext(file: file, platform: .iOS)
    func declaration(at marker: String) throws -> String {
      let context = availability.context(at: try LintTestSupport.tokenIndex(of: marker, in: file))
      return Self.describe(context.declaration, in: file)
    }
    #expect(try declaration(at: "inMethod17") == "@available@6 }@7")
    #expect(try declaration(at: "inType16") == "@available@2 }@11")
    #expect(try declaration(at: "inProperty15To18") == "@available@2 }@11")
    #expect(try declaration(at: "inNested16") == "func@28 }@30")
    #expect(try declaration(at: "inExtension16") == "func@15 }@15")
    #expect(try declaration(at: "plain") == "none")
  }

  @Test func contextsCanBeBuiltFromTokensAndAnswerOutsideTheFile() {
    let bytes = Array("if #available(iOS 16, *) { x }".utf8)
    let tokens = SwiftTokenizer.tokenize(bytes)
    let availability = FileAvailabilityContext(tokens: tokens, bytes: bytes, platform: .iOS)
    #expect(availability.context(at: 9).lowerBound == OSVersion(16))
    #expect(availability.context(at: -1) == AvailabilityContext())
    #expect(availability.context(at: 1_000).lowerBound == nil)
  }

  /// Contexts built from tokens alone (no name index, as the profile's scan builds them) are
  /// those of the fully indexed file, at every token, with the same checks.
  @Test(
    arguments: [
      "available-attributes.swift", "conditional-compilation.swift", "guard-available.swift",
      "if-available.swift", "previews.swift",
    ], [Platform.iOS, .macOS, .watchOS])
  func contextsFromTokensAloneAreThoseOfTheIndexedFile(_ fixture: String, _ platform: Platform)
    throws
  {
    let file = try LintTestSupport.fixture(fixture)
    let indexed = FileAvailabilityContext(file: file, platform: platform)
    let fromTokens = FileAvailabilityContext(
      tokens: file.tokens, bytes: file.bytes, platform: platform)
    #expect(fromTokens.checks == indexed.checks)
    let differing = file.tokens.indices.filter {
      fromTokens.context(at: $0) != indexed.context(at: $0)
    }
    #expect(differing.isEmpty)
    #expect(indexed.checks.isEmpty == !fixture.contains("available"))
  }

  /// A private helper only a preview uses is preview code, whether its name is ASCII or not;
  /// one the app uses too is not, nor one whose name is not used.
  @Test(arguments: [
    ("PreviewWrapper", "PreviewWrapper", false, true),
    ("PreviewWrapper", "PreviewWrapper", true, false),
    ("PreviewWrappe", "PreviewWrapper", false, false),
    ("\u{C9}cran", "\u{C9}cran", false, true),
    ("\u{C9}cran", "\u{C9}cran", true, false),
  ])
  func previewHelpersAreFoundByTheirNames(
    declared: String, used: String, usedByTheApp: Bool, isPreview: Bool
  ) throws {
    let text = """
      struct Screen: View {
        var body: some View { \(usedByTheApp ? "\(used)()" : "Text(\"a\")") }
      }
      private struct \(declared): View {
        var body: some View { marker }
      }
      #Preview { \(used)() }
      """
    let file = SwiftSourceFile(text: text)
    let availability = FileAvailabilityContext(file: file, platform: .iOS)
    let marker = try LintTestSupport.tokenIndex(of: "marker", in: file)
    #expect(availability.context(at: marker).isInPreview == isPreview)
  }

  /// Helpers that only other preview-only helpers use are preview code too, and so are
  /// private computed properties only previews read; an internal one, or one the app uses,
  /// is not.
  @Test(arguments: [
    (
      "private struct Wrapper: View { var body: some View { marker } }\nprivate func wrapped() -> some View { Wrapper() }\n#Preview { wrapped() }",
      true
    ),
    (
      "private struct Wrapper: View { var body: some View { marker } }\nprivate func wrapped() -> some View { Wrapper() }\nprivate func deeper() -> some View { wrapped() }\n#Preview { deeper() }",
      true
    ),
    (
      "private struct Wrapper: View { var body: some View { marker } }\nprivate func wrapped() -> some View { Wrapper() }\nstruct App: View { var body: some View { wrapped() } }\n#Preview { wrapped() }",
      false
    ),
    ("private var sample: some View { marker }\n#Preview { sample }", true),
    ("fileprivate static var sample: some View { marker }\n#Preview { sample }", true),
    (
      "private var sample: some View { marker }\nstruct App: View { var body: some View { sample } }\n#Preview { sample }",
      false
    ),
    ("var sample: some View { marker }\n#Preview { sample }", false),
    ("private var count = marker\n#Preview { Text(\"\\(count)\") }", false),
  ])
  func helpersOfHelpersAndPrivatePropertiesArePreviewCode(_ text: String, isPreview: Bool)
    throws
  {
    let file = SwiftSourceFile(text: text)
    let availability = FileAvailabilityContext(file: file, platform: .iOS)
    let marker = try LintTestSupport.tokenIndex(of: "marker", in: file)
    #expect(availability.context(at: marker).isInPreview == isPreview)
  }

  /// A file in Xcode's `Preview Content` folder is preview code: `lint` reports nothing there
  /// unless previews are linted.
  @Test(arguments: [
    ("App/Preview Content/PreviewNavigation.swift", true),
    ("Preview Content/Sample.swift", true),
    ("App/Screens/Preview.swift", false),
    ("App/Preview Content.swift", false),
  ])
  func filesInThePreviewContentFolderArePreviewCode(_ path: String, inFolder: Bool) throws {
    #expect(PreviewContentFolder.contains(path) == inFolder)
    let matrix = try LinterTests.shipped.get()
    let range = try matrix.resolve(RangeExpression.parse("15-18"), on: .iOS)
    let code = Array(
      "import SwiftUI\nstruct V: View { var body: some View { NavigationView { NavigationLink(\"a\") { Text(\"b\").navigationBarHidden(true) } } } }\n"
        .utf8)
    for previews in [false, true] {
      let input = LintInput(
        file: SourceWalker.File(path: "/tmp/" + path, display: path), range: range,
        includePreviews: previews)
      let findings = Linter(matrix: matrix, range: range).lintFile(code, input).findings
      #expect(findings.isEmpty == (inFolder && !previews), "\(path) previews: \(previews)")
    }
  }

  @Test func contextAdmitsVersionsWithinItsBounds() {
    let context = AvailabilityContext(lowerBound: OSVersion(16), upperBound: OSVersion(17))
    #expect(context.admits(OSVersion(16, 4)))
    #expect(!context.admits(OSVersion(15)))
    #expect(!context.admits(OSVersion(17)))
    #expect(!context.isUnreachable)
    #expect(AvailabilityContext(lowerBound: OSVersion(17), upperBound: OSVersion(16)).isUnreachable)
    #expect(!AvailabilityContext(isExcluded: true).admits(OSVersion(16)))
  }
}
