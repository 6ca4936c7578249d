import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixRender
@testable import CompatMatrixTypecheck
@testable import CompatMatrixWorkflows

/// `validate --typecheck`: the pieces each snippet becomes, everywhere; the fixture team's
/// snippets on the real compiler's output for the iOS 16.4 SDK, replayed
/// (`Fixtures/typecheck/replay/snippets`, made again with `UPDATE_TYPECHECK_FIXTURES=1`); and
/// every shipped snippet against the real SDKs on the machine.
@Suite struct SnippetCheckerTests {
  static let folder = "Tests/CompatMatrixTests/Fixtures/typecheck/snippets"

  static func request(environment: String) -> SnippetCheckWorkflow.Request {
    SnippetCheckWorkflow.Request(
      data: DataRequest(folder: folder, directory: TestSupport.packageRoot.path),
      typecheck: TypecheckRequest(names: [environment], timeout: 600))
  }

  /// The folder of the captured compiler output, one file per target triple with the output
  /// of every run at that target.
  static let captured = TypecheckTestSupport.replayFolder.appendingPathComponent("snippets")

  /// An environment whose `swiftc` replays, for each file it is given, the lines the real
  /// compiler printed about that file (several runs share a target, each with its own
  /// files), and fails when one is an error.
  static func replayEnvironment() throws -> URL {
    try TypecheckTestSupport.scriptEnvironment(
      sdk: TypecheckTestSupport.replaySDK.path,
      script: """
        file='\(captured.path)'/"$target".txt
        if [ ! -f "$file" ]; then echo "error: no captured output for $target" >&2; exit 1; fi
        status=0
        for argument in "$@"; do
          case "$argument" in
            *.swift)
              name=$(basename "$argument")
              grep -F "FOLDER/$name:" "$file" | sed "s#FOLDER/#$folder/#g" >&2
              if grep -F "FOLDER/$name:" "$file" | grep -q ': error: '; then status=1; fi
              ;;
          esac
        done
        exit $status
        """)
  }

  /// An environment whose `swiftc` runs the real one and adds what it prints to the captured
  /// output of its target.
  static func recordingEnvironment(real: TypecheckEnvironment) throws -> URL {
    let command = real.command.map { "'\($0)'" }.joined(separator: " ")
    let environment = try TypecheckTestSupport.scriptEnvironment(
      sdk: real.sdkPath,
      script: """
        \(command) "$@" 2> "$folder/.stderr"
        status=$?
        sed "s#$folder/#FOLDER/#g" "$folder/.stderr" >> '\(captured.path)'/"$target".txt
        cat "$folder/.stderr" >&2
        exit $status
        """)
    try Data(real.arguments.joined(separator: "\n").utf8).write(
      to: environment.appendingPathComponent("swiftc-args"))
    return environment
  }

  static func shippedPieces() throws -> [String: SnippetChecker.Piece] {
    let matrix = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    return Dictionary(
      uniqueKeysWithValues: SnippetChecker(matrix: matrix).pieces().map { ($0.strategy, $0) })
  }

  /// Where each snippet is checked: the first release where its strategy works (under the
  /// profile where it works first), and the oldest SDK that declares what it requires.
  @Test(arguments: [
    ("container-navigation-stack", "16.0", "16.0", HarnessKind.viewBody),
    ("container-navigation-view", "13.0", "13.0", .viewBody),
    // topBarLeading runs on iOS 14 and first shipped in the iOS 17 SDK; dismiss needs 15.
    ("custom-back-toolbar-top-bar-leading", "15.0", "17.0", .viewMembers),
    ("tint-modifier", "15.0", "15.0", .viewBody),
    ("content-pop-disable-per-screen", "26.0", "26.0", .viewControllerMembers),
    // Broken everywhere (a hidden bar loses swipe-back): checked where its APIs exist.
    ("swipe-back-system-default", "13.0", "13.0", .viewBody),
  ])
  func aSnippetIsCheckedAtItsStrategysFirstRelease(
    strategy: String, target: String, sdk: String, harness: HarnessKind
  ) throws {
    let piece = try #require(try Self.shippedPieces()[strategy])
    #expect(piece.target == OSVersion(target))
    #expect(piece.sdk == OSVersion(sdk))
    #expect(piece.harness == harness)
    #expect(piece.file?.name == strategy + ".swift")
    #expect(piece.reason == nil)
  }

  @Test func aSnippetTheDataCannotCheckSaysWhy() throws {
    let piece = try #require(try Self.shippedPieces()["container-navigation-stack-backport"])
    #expect(piece.file == nil)
    #expect(piece.reason?.contains("NavigationStackBackport") == true)
  }

  /// The file of a piece puts the snippet in its harness after the given declarations, and
  /// each of its lines says where it came from.
  @Test func aPieceIsItsHarnessWithTheSnippetAndWhatItIsGiven() throws {
    let piece = try #require(try Self.shippedPieces()["tint-accent-color"])
    let text = String(decoding: try #require(piece.file).text, as: UTF8.self)
    #expect(text.hasPrefix("import SwiftUI\nimport UIKit\n\nprivate struct RootView: View {\n"))
    #expect(
      text.contains(
        "private struct SnippetView: View {\n    var body: some View {\n        NavigationView {\n")
    )
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let first = try #require(piece.origins.firstIndex { $0?.slot == "snippet" })
    #expect(lines[first] == "        NavigationView {")
    #expect(piece.origins[first] == CodeTemplate.Origin(slot: "snippet", line: 1))
  }

  @Test(arguments: [
    ("struct A {}\nprivate enum B {}\nextension C {}\nfunc d() {}\n", ["A", "d"], ["B"]),
    ("@MainActor\nprivate final class E: UIViewController {\n    let f = 1\n}\n", [], ["E"]),
    ("let g = 1\nfileprivate var h: Int { 2 }\n", ["g"], ["h"]),
  ])
  func topLevelNamesAreThoseOtherFilesSee(text: String, visible: [String], local: [String]) {
    let names = TopLevelNames(of: text)
    #expect(names.visible == Set(visible))
    #expect(names.local == Set(local))
  }

  @Test func namesClashWhenOneFileSeesAnothersDeclaration() {
    let internalRoute = TopLevelNames(of: "enum Route {}")
    let privateRoute = TopLevelNames(of: "private enum Route {}")
    #expect(internalRoute.clashes(with: privateRoute))
    #expect(privateRoute.clashes(with: internalRoute))
    #expect(!privateRoute.clashes(with: TopLevelNames(of: "private enum Route {}")))
  }

  static let replayedVerdicts = [
    "ts-title-badge compiles 14.0",
    "ts-title-badge-again compiles 14.0",
    "ts-title-badge-given-wrong rejected 14.0 given line 3: extra argument 'bold' in call",
    "ts-title-in-stack rejected 14.0 snippet line 1: 'NavigationStack' is only available in iOS 16.0 or newer",
    "ts-title-minimizing not-checked 27.0",
    "ts-title-modifier compiles 14.0",
    "ts-title-plist not-checked",
  ]

  static func verdicts(_ report: SnippetCheckReport) -> [String] {
    report.snippets.map { check in
      ([check.strategy, check.verdict.rawValue, check.target?.description]
        + (check.runs.first?.errors.prefix(1).map(\.description) ?? []))
        .compactMap { $0 }.joined(separator: " ")
    }.sorted()
  }

  @Test func theFixtureTeamsSnippetsOnTheCompilersReplayedWords() throws {
    let environment = try Self.replayEnvironment()
    defer { try? FileManager.default.removeItem(at: environment.deletingLastPathComponent()) }
    let report = try SnippetCheckWorkflow.run(Self.request(environment: environment.path))
    #expect(Self.verdicts(report) == Self.replayedVerdicts)
    #expect(report.hasFailures)
    let text = SnippetCheckText(report: report).render()
      .replacingOccurrences(of: environment.path, with: "ENV")
    try TestSupport.expectGolden(text, "validate/typecheck-team.txt")
    let json = SnippetCheckRenderer.document(report).rendered()
      .replacingOccurrences(of: environment.path, with: "ENV")
    try TestSupport.expectGolden(json, "validate/typecheck-team.json")
  }

  /// A compiler that crashes on one file of a batch gives the others their verdicts: the
  /// batch runs again one file at a time.
  @Test func aCrashCostsOnlyTheFileThatCausesIt() throws {
    let environment = try TypecheckTestSupport.scriptEnvironment(
      sdk: TypecheckTestSupport.replaySDK.path,
      script: """
        case "$*" in *ts-title-in-stack.swift*) kill -SEGV $$ ;; esac
        exit 0
        """)
    defer { try? FileManager.default.removeItem(at: environment.deletingLastPathComponent()) }
    let report = try SnippetCheckWorkflow.run(Self.request(environment: environment.path))
    let verdicts = Dictionary(uniqueKeysWithValues: report.snippets.map { ($0.strategy, $0) })
    #expect(verdicts["ts-title-in-stack"]?.verdict == .noVerdict)
    #expect(verdicts["ts-title-in-stack"]?.runs.first?.problem?.contains("signal 11") == true)
    for strategy in ["ts-title-modifier", "ts-title-badge", "ts-title-badge-again"] {
      #expect(verdicts[strategy]?.verdict == .compiles, "\(strategy)")
    }
    #expect(report.hasFailures)
  }

  /// An error outside every file of a batch (in a macro's expansion, which the compiler
  /// writes elsewhere) costs only the file that causes it too.
  @Test func anErrorOutsideTheFilesCostsOnlyTheFileThatCausesIt() throws {
    let environment = try TypecheckTestSupport.scriptEnvironment(
      sdk: TypecheckTestSupport.replaySDK.path,
      script: """
        case "$*" in *ts-title-in-stack.swift*)
          echo "/tmp/swift-generated-sources/@__swiftmacro_Router.swift:16:26: error: not covered by macro" >&2
          exit 1 ;;
        esac
        exit 0
        """)
    defer { try? FileManager.default.removeItem(at: environment.deletingLastPathComponent()) }
    let report = try SnippetCheckWorkflow.run(Self.request(environment: environment.path))
    let verdicts = Dictionary(uniqueKeysWithValues: report.snippets.map { ($0.strategy, $0) })
    #expect(verdicts["ts-title-in-stack"]?.verdict == .noVerdict)
    #expect(
      verdicts["ts-title-in-stack"]?.runs.first?.problem?.contains("not covered by macro") == true)
    for strategy in ["ts-title-modifier", "ts-title-badge", "ts-title-badge-again"] {
      #expect(verdicts[strategy]?.verdict == .compiles, "\(strategy)")
    }
  }

  /// The text report escapes a team's data and the compiler's words to one line: a reason, a
  /// file's name, a problem (issue 26's rule for every output).
  @Test func theTextReportEscapesTheDataItPrints() {
    let hostile = "a\u{1B}[31m\r\nFORGED\u{202E}"
    let place = SourceReference(
      file: "team/\(hostile).json", location: SourceLocation(line: 3, column: 5), path: "")
    let report = SnippetCheckReport(
      environments: [],
      snippets: [
        SnippetCheck(concern: "c", strategy: "s-unchecked", place: place, reason: hostile),
        SnippetCheck(
          concern: "c", strategy: "s-crashed", place: place, harness: .viewBody,
          target: OSVersion(16),
          runs: [SnippetRun(environment: hostile, sdk: OSVersion(16, 4), problem: hostile)]),
      ])
    let text = SnippetCheckText(report: report).render()
    #expect(
      !text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x0D || $0.value == 0x202E })
    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("FORGED") }, "\(text)")
    #expect(text.contains("s-unchecked"))
    #expect(text.contains("no verdict"))
  }

  @Test func aNameThatIsNoEnvironmentIsNamedAsGiven() throws {
    #expect {
      try SnippetCheckWorkflow.run(Self.request(environment: Self.folder))
    } throws: { error in
      guard case .environment(let failure) = error as? SnippetCheckWorkflow.Failure else {
        return false
      }
      return failure.name == Self.folder
    }
  }

  @Test(
    .enabled(if: TypecheckTestSupport.hasEnvironment, TypecheckTestSupport.skipReason),
    .enabled(
      if: TypecheckTestSupport.isRecording,
      "replays are made again only with UPDATE_TYPECHECK_FIXTURES=1"))
  func recordTheReplays() throws {
    let real = try #require(
      TypecheckTestSupport.environments.first { $0.sdkVersion == OSVersion(16, 4) })
    try? FileManager.default.removeItem(at: Self.captured)
    try FileManager.default.createDirectory(at: Self.captured, withIntermediateDirectories: true)
    let environment = try Self.recordingEnvironment(real: real)
    defer { try? FileManager.default.removeItem(at: environment.deletingLastPathComponent()) }
    _ = try SnippetCheckWorkflow.run(Self.request(environment: environment.path))
    Issue.record("the replays were made again: review the diff and run the tests again")
  }
}

/// Every shipped snippet against the real SDKs on the machine (those of iOS 15.5 and later:
/// the Swift 6 toolchain cannot read the 13.7 dump's CoreGraphics API notes, which leaves
/// `CGRect.width` out, and crashes on any `DispatchQueue.async(execute:)` against the 14.5
/// dump). Skipped, saying so, without an environment.
@Suite(.enabled(if: TypecheckTestSupport.hasEnvironment, TypecheckTestSupport.skipReason))
struct SnippetRealSDKTests {
  @Test func everyShippedSnippetCompilesAtItsFirstRelease() throws {
    let environments = TypecheckTestSupport.environments.filter {
      $0.sdkVersion >= OSVersion(15, 5)
    }
    let matrix = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    let report = SnippetChecker(matrix: matrix).check(in: environments, timeout: 1800)
    let failures = report.snippets.filter { $0.verdict == .rejected || $0.verdict == .noVerdict }
    #expect(failures.isEmpty, "\(SnippetCheckText(report: report).diagnosticLines)")
    let checked = report.snippets.filter { $0.verdict == .compiles }.count
    #expect(checked > 100, "only \(checked) snippets were checked")
  }
}
