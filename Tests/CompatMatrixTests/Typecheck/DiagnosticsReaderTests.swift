import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixTypecheck

/// Reading what swiftc prints, on output captured from the real compiler (the iOS 16.4 SDK,
/// `-diagnostic-style llvm`, `Fixtures/typecheck/`), and the facts the messages state.
@Suite struct DiagnosticsReaderTests {
  private static let folder = "/tmp/compat-matrix-typecheck.ABCDEF"

  private func read(_ fixture: String) throws -> [CompilerDiagnostic] {
    let output = try TypecheckTestSupport.capturedOutput(fixture, folder: Self.folder)
    return DiagnosticsReader(names: [Self.folder + "/Probes.swift": "Probes.swift"]).read(output)
  }

  @Test func everyDiagnosticOfTheCapturedRunIsReadWithItsNotes() throws {
    let diagnostics = try read("probes-ios16.4-at-15.0.txt")
    #expect(
      diagnostics.map { "\($0.line):\($0.column) \($0.severity.rawValue)" } == [
        "5:11 error", "11:60 error", "14:42 error", "20:42 warning", "23:21 error",
        "26:21 error", "29:42 warning", "30:24 warning", "33:61 error",
      ])
    #expect(diagnostics.allSatisfy { $0.file == "Probes.swift" })
    #expect(
      diagnostics[0].notes.map(\.message) == ["add '@available' attribute to enclosing extension"])
    #expect(diagnostics[1].notes.count == 2)
    // A note in the compiler's generated view of SwiftUI's interface keeps that buffer's name.
    #expect(diagnostics[8].notes.first?.file == "SwiftUI.View.navigationSubtitle")
    #expect(diagnostics[3].category == "DeprecatedDeclaration")
    #expect(!diagnostics[3].message.hasSuffix("]"))
  }

  @Test func theFactsAreTheCompilersAvailabilityWords() throws {
    let facts = try read("probes-ios16.4-at-15.0.txt").map(\.fact)
    #expect(
      facts == [
        .introduced(symbol: "NavigationStack", platform: "iOS", version: OSVersion(16)),
        .introduced(
          symbol: "navigationDestination(for:destination:)", platform: "iOS",
          version: OSVersion(16)),
        .unknown(symbol: "topBarLeading"),
        .deprecated(
          symbol: "contentEdgeInsets", platform: "iOS", version: OSVersion(15),
          message: "This property is ignored when using UIButtonConfiguration"),
        nil,
        .unknown(symbol: "UINavigationBarAppearence"),
        .deprecated(
          symbol: "keyWindow", platform: "iOS", version: OSVersion(13),
          message:
            "Should not be used for applications that support multiple scenes as it returns a "
            + "key window across all connected scenes"),
        .deprecated(
          symbol: "UIAlertView", platform: "iOS", version: OSVersion(9),
          message:
            "UIAlertView is deprecated. Use UIAlertController with a preferredStyle of "
            + "UIAlertControllerStyleAlert instead"),
        .unavailable(symbol: "navigationSubtitle", platform: "iOS"),
      ])
  }

  @Test func atTheIntroductionTheErrorsAreGoneAndTheDeprecationComes() throws {
    let diagnostics = try read("probes-ios16.4-at-16.0.txt")
    #expect(!diagnostics.contains { $0.line == 5 || $0.line == 11 })
    let deprecation = try #require(diagnostics.first { $0.line == 17 })
    #expect(
      deprecation.fact
        == .deprecated(
          symbol: "init(destination:isActive:label:)", platform: "iOS", version: OSVersion(16),
          message:
            "use NavigationLink(value:label:) inside a NavigationStack or NavigationSplitView"
        ))
  }

  @Test(
    arguments: [
      (
        "'foo()' is only available in Mac Catalyst 16.0 or newer",
        AvailabilityFact.introduced(
          symbol: "foo()", platform: "Mac Catalyst", version: OSVersion(16))
      ),
      (
        "'Bar' is only available in iOS application extension 15.2 or newer",
        .introduced(symbol: "Bar", platform: "iOS application extension", version: OSVersion(15, 2))
      ),
      (
        "'old()' is deprecated",
        .deprecated(symbol: "old()", platform: nil, version: nil, message: nil)
      ),
      (
        "'old()' is deprecated: use new()",
        .deprecated(symbol: "old()", platform: nil, version: nil, message: "use new()")
      ),
      (
        "'gone()' was obsoleted in iOS 16.0",
        .obsoleted(symbol: "gone()", platform: "iOS", version: OSVersion(16))
      ),
      ("'x' is unavailable", .unavailable(symbol: "x", platform: nil)),
      ("'x' is unavailable in macOS: use y", .unavailable(symbol: "x", platform: "macOS")),
      ("cannot find type 'Foo' in scope", .unknown(symbol: "Foo")),
      ("no such module 'Kit'", .unknown(symbol: "Kit")),
      ("value of type 'some View' has no member 'glass'", .unknown(symbol: "glass")),
      ("module 'SwiftUI' has no member named 'Glass'", .unknown(symbol: "Glass")),
    ] as [(String, AvailabilityFact)])
  func messagesStateTheirFacts(message: String, fact: AvailabilityFact) {
    #expect(AvailabilityFact(message: message) == fact)
  }

  @Test(arguments: [
    "generic parameter 'Root' could not be inferred",
    "expressions are not allowed at the top level",
    "ambiguous use of 'navigationTitle'",
  ])
  func otherMessagesStateNone(message: String) {
    #expect(AvailabilityFact(message: message) == nil)
  }

  @Test func linesThatAreNoDiagnosticAreSkipped() {
    let output = """
      /a/File.swift:3:5: error: boom
      let text = "x: error: y"
          ^
      error: fatal error without a place
      <unknown>:0: error: unable to load standard library for target 'arm64-apple-ios15.0'
      [#DeprecatedDeclaration]: <https://docs.swift.org/compiler/…>
      /a/File.swift:4:1: note: a note
      C:\\x:1:2: error: a path with a colon
      """
    let diagnostics = DiagnosticsReader(names: ["/a/File.swift": "File.swift"]).read(output)
    #expect(
      diagnostics.map(\.description) == [
        "File.swift:3:5: error: boom",
        "error: fatal error without a place",
        "error: unable to load standard library for target 'arm64-apple-ios15.0'",
        "C:\\x:1:2: error: a path with a colon",
      ])
    #expect(diagnostics[2].notes.map(\.message) == ["a note"])
  }
}
