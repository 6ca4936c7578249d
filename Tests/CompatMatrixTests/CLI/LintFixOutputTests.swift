import Foundation
import Testing

/// `lint --fix`, `--check` and `--reporter diff` as the command line gives them: the diff and
/// the lines on standard error, the exit codes and the usage errors. What the fixes do is
/// `LintFixWorkflowTests`'.
@Suite struct LintFixOutputTests {
  @Test func theDiffIsWhatFixWrites() throws {
    let folder = try LintFixWorkflowTests.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let diff = CLIRunner.run(["lint", "16-18", "--reporter", "diff", "App"], in: folder.path)
    #expect(diff.status == 0, "\(diff.stderr)")
    #expect(
      diff.stdout == """
        diff --git a/App/Detail.swift b/App/Detail.swift
        --- a/App/Detail.swift
        +++ b/App/Detail.swift
        @@ -3,6 +3,6 @@
         struct Detail: View {
           var body: some View {
             Text("Detail")
        -      .navigationBarTitle("Detail")
        +      .navigationTitle("Detail")
           }
         }

        """)
    #expect(diff.stderr.contains("compat-matrix: --fix would fix 1 finding in 1 file\n"))
    #expect(
      try TestSupport.contents(folder, "App/Detail.swift")
        == LintFixCases.navigationBarTitle.before)
    let fix = CLIRunner.run(
      ["lint", "16-18", "--fix", "--reporter", "diff", "App"], in: folder.path)
    #expect(fix.stdout == diff.stdout)
    #expect(
      fix.stderr.contains(
        "warning: skipped App/Broken.swift: does not tokenize cleanly (9:12: a string, comment "
          + "or regular expression that is not closed); not rewritten\n"), "\(fix.stderr)")
    #expect(fix.stderr.contains("compat-matrix: fixed 1 finding in 1 file\n"))
    #expect(
      try TestSupport.contents(folder, "App/Detail.swift")
        == LintFixCases.navigationBarTitle.after)
  }

  @Test func checkExitsWithOneWhileAFixWouldChangeAFile() throws {
    let folder = try LintFixWorkflowTests.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lint = ["lint", "16-18", "App"]
    let before = CLIRunner.run(lint + ["--check"], in: folder.path)
    #expect(before.status == 1)
    #expect(before.stdout.contains("App/Detail.swift:6:8: note:"))
    #expect(CLIRunner.run(lint + ["--fix"], in: folder.path).status == 0)
    let after = CLIRunner.run(lint + ["--check"], in: folder.path)
    #expect(after.status == 0, "\(after.stderr)")
    #expect(after.stderr.contains("compat-matrix: no finding to fix\n"))
  }

  /// A pending fix exits 1 and a finding `--fix` cannot fix exits 3, so CI can tell "run
  /// `--fix`" from "fix this by hand" (the built binary, as CI runs it).
  @Test func checkTellsAPendingFixFromAFindingLeft() throws {
    let folder = try LintFixWorkflowTests.folder([
      "App/Detail.swift": LintFixCases.navigationBarTitle.before,
      "App/Tint.swift": """
      import SwiftUI

      @main
      struct TintApp: App {
        init() {
          UINavigationBar.appearance().tintColor = .systemGreen
        }

        var body: some Scene {
          WindowGroup { NavigationStack { Text("Home") } }
        }
      }

      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let lint = ["lint", "16-18", "App"]
    // A fix is pending: 1, whatever else remains.
    let pending = try BinaryRunner.run(lint + ["--check"], in: folder)
    #expect(pending.status == 1, "\(pending.stderr)")
    #expect(pending.stderr.contains("compat-matrix: --fix would fix 1 finding in 1 file\n"))
    #expect(try BinaryRunner.run(lint + ["--fix"], in: folder).status == 1)
    // Only the error --fix cannot fix is left: 3, and a line saying so.
    let left = try BinaryRunner.run(lint + ["--check"], in: folder)
    #expect(left.status == 3, "\(left.stderr)")
    #expect(
      left.stderr.hasSuffix(
        "compat-matrix: no finding to fix\n"
          + "compat-matrix: no fix pending, but 1 error remains that --fix cannot fix\n"))
    // Without --check, an error is the usual 1.
    #expect(try BinaryRunner.run(lint, in: folder).status == 1)
  }

  @Test func fixAndCheckTogetherAreAUsageError() throws {
    let folder = try LintFixWorkflowTests.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CLIRunner.run(["lint", "--fix", "--check", "App"], in: folder.path)
    #expect(result.status == 64)
    #expect(
      result.stderr.split(separator: "\n").first.map(String.init)
        == "Error: --fix writes the files and --check only checks: give one.")
  }

  @Test func aChecksLeftForReviewIsSaidBesideTheDiff() throws {
    let folder = try LintFixWorkflowTests.folder([
      "Review.swift": """
      func pick() -> Int {
        let value = if #available(iOS 15, *) { 1 } else { 2 }
        return value
      }

      """
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CLIRunner.run(["lint", "16-18", "--reporter", "diff", "."], in: folder.path)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.contains(
        "Review.swift:2:18: note: left for review: #available(iOS 15, *): the if is used as an "
          + "expression\n"), "\(result.stderr)")
  }
}
