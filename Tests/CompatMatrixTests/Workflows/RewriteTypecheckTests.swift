import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixLint
@testable import CompatMatrixRewrite
@testable import CompatMatrixTypecheck
@testable import CompatMatrixWorkflows

/// `lint --fix` and `upgrade --apply` with `--typecheck`: a rewrite the compiler rejects, where
/// it accepted the old text, is not written. Here a team's file says `navigationTitle(_:)`
/// came with iOS 13 (it came with 14), so the fix renames `navigationBarTitle` in code that
/// runs on 13: everywhere with a stand-in compiler that rejects the new name, and against a
/// real SDK where an environment is on the machine.
@Suite struct RewriteTypecheckTests {
  /// A tree with the file to fix and a team's folder whose record is wrong.
  static func tree() throws -> URL {
    let folder = try TestSupport.temporaryDirectory()
    try TestSupport.write(
      [
        "App/Detail.swift": LintFixCases.navigationBarTitle.before,
        "team/apis.json": """
        {
          "apis": [
            {
              "id": "navigation-title",
              "symbol": "navigationTitle(_:)",
              "framework": "SwiftUI",
              "kind": "modifier",
              "summary": "Sets the view's title for navigation purposes (wrong: it came with 14.0).",
              "platforms": { "iOS": { "introduced": "13.0" } },
              "sources": ["https://example.com/wrong"],
              "confidence": "reported"
            }
          ]
        }
        """,
      ], in: folder)
    return folder
  }

  /// `lint --fix` of `App` for iOS 13–18 with the team's data, type-checked in `environment`.
  static func fix(_ folder: URL, environment: String) throws -> LintWorkflow.Outcome {
    try LintWorkflow.run(
      LintWorkflow.Request(
        plan: LintPlan.Request(paths: ["App"], directory: folder.path, rangeExpression: "13-18"),
        data: DataRequest(folder: "team", directory: folder.path), fixes: .written,
        writing: TreeWrite.Request(
          typecheck: TypecheckRequest(names: [environment], timeout: 600))))
  }

  /// A stand-in compiler: an error for a file that calls `navigationTitle`, none otherwise.
  static func rejectingEnvironment() throws -> (TypecheckEnvironment, URL) {
    try TypecheckTestSupport.fakeEnvironment(
      output: "", status: 0,
      script: """
        if grep -q 'navigationTitle(' "$last"; then
          echo "$last:7:10: error: 'navigationTitle' is only available in iOS 14.0 or newer" >&2
          exit 1
        fi
        exit 0
        """)
  }

  @Test func aFixTheCompilerRejectsKeepsTheOldTextWithOneLineNamingTheFile() throws {
    let (environment, compiler) = try Self.rejectingEnvironment()
    defer { try? FileManager.default.removeItem(at: compiler) }
    let folder = try Self.tree()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try Self.fix(folder, environment: environment.name)
    #expect(
      try TestSupport.contents(folder, "App/Detail.swift") == LintFixCases.navigationBarTitle.before
    )
    let failures = outcome.write?.outcome.failures ?? []
    #expect(
      failures.map(\.message) == [
        "error: cannot write 'App/Detail.swift': the compiler rejects the rewritten text for iOS "
          + "13.0 (16.4 SDK), where the old text type-checks: 7:10: 'navigationTitle' is only "
          + "available in iOS 14.0 or newer; it keeps its old text"
      ])
    #expect(outcome.write?.outcome.written == [])
    #expect(outcome.status == .cannotWrite(failures))
    let notes = outcome.write?.outcome.notes ?? []
    #expect(notes.first == "type-checked 1 rewritten file with swiftc: 1 refused")
    // A file no project lists is built for every platform, at minimums unknown but iOS's.
    #expect(notes.contains { $0.hasPrefix("not type-checked for macOS, macOS extension") })
  }

  @Test func aFixTheCompilerAcceptsIsWritten() throws {
    let (environment, compiler) = try TypecheckTestSupport.fakeEnvironment(output: "", status: 0)
    defer { try? FileManager.default.removeItem(at: compiler) }
    let folder = try Self.tree()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try Self.fix(folder, environment: environment.name)
    #expect(
      try TestSupport.contents(folder, "App/Detail.swift") == LintFixCases.navigationBarTitle.after)
    #expect(outcome.write?.outcome.failures == [])
    #expect(
      outcome.write?.outcome.notes.first == "type-checked 1 rewritten file with swiftc: 0 refused")
  }

  @Test func errorsTheOldTextHadTooDoNotRefuseTheNewOne() {
    func error(_ line: Int, _ message: String) -> CompilerDiagnostic {
      CompilerDiagnostic(file: "A.swift", line: line, severity: .error, message: message)
    }
    let old = [error(3, "cannot find 'Model' in scope"), error(9, "cannot find 'Model' in scope")]
    let new = [
      error(3, "cannot find 'Model' in scope"),
      error(5, "'x' is only available in iOS 17.0 or newer"),
      error(8, "cannot find 'Model' in scope"), error(9, "cannot find 'Model' in scope"),
    ]
    #expect(
      RewriteTypecheck.added(old, new).map(\.line) == [5, 9],
      "each message counts as many times as the old text has it")
  }

  @Test func aTypecheckNameThatIsNoEnvironmentStopsTheRunBeforeAnythingIsRead() throws {
    let folder = try Self.tree()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect {
      try Self.fix(folder, environment: "nowhere")
    } throws: { error in
      guard case .typecheck(let failure) = error as? LintWorkflow.Failure else { return false }
      return failure.name == "nowhere"
    }
  }

  @Test(.enabled(if: TypecheckTestSupport.hasEnvironment, TypecheckTestSupport.skipReason))
  func aFixThatBreaksTheBuildOnARealSDKIsRolledBack() throws {
    let environment = try #require(TypecheckTestSupport.environment)
    let folder = try Self.tree()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try Self.fix(folder, environment: environment.name)
    #expect(
      try TestSupport.contents(folder, "App/Detail.swift") == LintFixCases.navigationBarTitle.before
    )
    let reason = try #require(outcome.write?.outcome.failures.first?.reason)
    #expect(
      reason.contains("'navigationTitle' is only available in iOS 14.0 or newer"), "\(reason)")
    #expect(reason.hasSuffix("it keeps its old text"))
  }
}
