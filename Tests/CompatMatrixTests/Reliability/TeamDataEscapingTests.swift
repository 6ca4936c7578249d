import Foundation
import Testing

/// Team data cannot reach the terminal raw (issue 26, item 9): every free text of a
/// `--matrices` folder, a project's `Package.swift` and a source file's name hold escape
/// sequences, a carriage return, line breaks, C1 controls and a bidirectional override, and
/// every command prints or writes them escaped, in every format, without a forged row,
/// record or heading; JSON stays valid JSON and carries the text exactly. The built binary.
@Suite struct TeamDataEscapingTests {
  /// How an output is checked.
  enum Kind: Sendable {
    /// Lines for a terminal: no raw control character, no forged line.
    case text
    /// Markdown: as text, and every table's rows have the header's cells.
    case markdown
    /// HTML: as text, and no markup of the data.
    case html
    /// JSON: valid, no raw control character, the data's text carried exactly.
    case json
    /// A diff for `git apply`: the source lines are the user's own bytes; the rest as text.
    case diff

    /// Text or JSON, by the name of the format.
    init(_ format: String) { self = format == "json" ? .json : .text }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var kind: Kind
    /// `docs --out`, `scaffold --out`: the folder whose files are checked too.
    var writes: String? = nil
    var testDescription: String { arguments.joined(separator: " ") }
  }

  private static func formats(_ arguments: [String], _ flag: String = "--format") -> [Case] {
    [
      Case(arguments: arguments + [flag, "text"], kind: .text),
      Case(arguments: arguments + [flag, "markdown"], kind: .markdown),
      Case(arguments: arguments + [flag, "json"], kind: .json),
    ]
  }

  /// Every command that prints or writes team data, in every format.
  static let cases: [Case] = dataCases + codeCases + sdkCases

  /// The commands that print the data.
  static let dataCases: [Case] = [
    ["show", "navigation-container"], ["show", "container-navigation-view"],
    ["show", "navigation-stack"], ["show", "devices"], ["show", "adoption"], ["resolve"],
    ["resolve", "--framework", "uikit", "--sdk", "26"], ["apis"], ["versions"], ["advise"],
    ["upgrade", "--to", "17"], ["upgrade", "--to", "17", "--path", "."],
  ].flatMap { formats($0) }

  /// The commands over the project's code, and those that write files or check the data.
  static let codeCases: [Case] = [
    Case(arguments: ["upgrade", "--to", "17", "--path", ".", "--format", "adr"], kind: .markdown),
    Case(arguments: ["upgrade", "--to", "17", "--path", ".", "--format", "diff"], kind: .diff),
    Case(arguments: ["lint", "--reporter", "xcode"], kind: .text),
    Case(arguments: ["lint", "--reporter", "text"], kind: .text),
    Case(arguments: ["lint", "--reporter", "github"], kind: .text),
    Case(arguments: ["lint", "--reporter", "json"], kind: .json),
    Case(arguments: ["lint", "--reporter", "sarif"], kind: .json),
    Case(arguments: ["lint", "--reporter", "diff"], kind: .diff),
    Case(arguments: ["lint", "--list-targets"], kind: .text),
    Case(arguments: ["lint", "--list-targets", "--reporter", "json"], kind: .json),
    Case(arguments: ["docs", "--out", "docs"], kind: .markdown, writes: "docs"),
    Case(arguments: ["docs", "--out", "docs", "--format", "html"], kind: .html, writes: "docs"),
    Case(arguments: ["validate"], kind: .text),
    Case(arguments: ["scaffold", "15-26", "--out", "scaffold"], kind: .text, writes: "scaffold"),
    Case(
      arguments: ["scaffold", "15-26", "--framework", "uikit", "--out", "scaffold"], kind: .text,
      writes: "scaffold"),
  ]

  /// The SDK commands: the hostile records checked against fixture SDKs, and a diff.
  static let sdkCases: [Case] = ["text", "json"].flatMap { format in
    [
      Case(arguments: ["verify-sdk"] + sdks + ["--format", format], kind: Kind(format)),
      Case(arguments: ["sdk-diff"] + sdks + ["--format", format], kind: Kind(format)),
    ]
  }

  /// Two of the fixture SDKs, which `verify-sdk` checks the hostile records against.
  static let sdks = ["iPhoneOS16.4.sdk", "iPhoneOS18.0.sdk"].map {
    TestSupport.fixtures.appendingPathComponent("sdk/\($0)").path
  }

  /// The start of the payload, which JSON output must give back whole.
  static let carried = "X\u{1B}[31mR\u{1B}]0;t"

  /// The file name of a source in the project: a colour, a line break and a forged line.
  static let hostileFileName = "Ev\u{1B}[31mil\nFORGED.swift"

  /// A project whose package name and file names are hostile too, with code that lint and
  /// upgrade report, and the hostile matrices beside it.
  static func makeProject() throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    try HostileText.writeMatrices(to: root.appendingPathComponent("team"))
    let screen = """
      import SwiftUI

      struct Screen: View {
          var body: some View {
              NavigationView { Text("a") }
                  .navigationBarTitle("T")
          }
      }

      func check() {
          if #available(iOS 14, *) {
              print("new")
          }
      }

      """
    try TestSupport.write(
      [
        "App/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App\u{1B}[31m\u{9B}\u{202E}", platforms: [.iOS(.v15)],
            targets: [.target(name: "App")])

        """,
        "App/Sources/App/Screen.swift": screen,
        "App/Sources/App/\(hostileFileName)": screen,
        // In no target: `lint --list-targets` names it.
        "App/Stray/\(hostileFileName)": screen,
      ], in: root)
    return root
  }

  @Test(arguments: cases)
  func teamDataIsEscapedInEveryOutput(_ test: Case) throws {
    let root = try Self.makeProject()
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    let run = try BinaryRunner.run(
      test.arguments + ["--matrices", "../team"], in: app, timeout: 600)
    let crashed = ["Fatal error", "Stack dump", "Backtrace"].contains { run.stderr.contains($0) }
    #expect(!crashed, "\(run.stderr)")
    // Findings (lint) and records the SDKs contradict (verify-sdk) end with 1.
    let expected: Set<Int32> = ["lint", "verify-sdk"].contains(test.arguments[0]) ? [0, 1] : [0]
    #expect(expected.contains(run.status), "\(run.status): \(run.stderr)")
    // sdk-diff compares the SDKs alone: no team data to carry; the list of targets carries
    // the name of the file in no target.
    let carried =
      test.arguments[0] == "sdk-diff"
      ? nil
      : test.arguments.contains("--list-targets") ? "Stray/" + Self.hostileFileName : Self.carried
    Self.check(run.stdout, as: test.kind, name: "standard output", carrying: carried)
    Self.check(run.stderr, as: .text, name: "standard error")
    if let folder = test.writes {
      let written = app.appendingPathComponent(folder)
      let files = try FileManager.default.contentsOfDirectory(atPath: written.path).sorted()
      #expect(!files.isEmpty, "\(files)")
      for file in files where !file.hasPrefix(".") {
        let text = try String(
          contentsOf: written.appendingPathComponent(file), encoding: .utf8)
        Self.check(text, as: test.kind, name: file)
      }
    }
  }

  /// Records an issue for every way `output` lets the data through.
  static func check(
    _ output: String, as kind: Kind, name: String,
    carrying carried: String? = TeamDataEscapingTests.carried,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var checked = output
    if kind == .diff {
      // The source lines are the file's own bytes, which `git apply` needs as they are.
      checked = output.split(separator: "\n", omittingEmptySubsequences: false)
        .filter {
          !($0.hasPrefix(" ") || $0.hasPrefix("+") || $0.hasPrefix("-"))
            || $0.hasPrefix("+++") || $0.hasPrefix("---")
        }
        .joined(separator: "\n")
    }
    let forbidden = HostileText.forbidden(in: checked)
    #expect(
      forbidden.isEmpty, "\(name): raw \(Set(forbidden).sorted())\n\(output.prefix(3000))",
      sourceLocation: sourceLocation)
    switch kind {
    case .json:
      let parsed = try? JSONSerialization.jsonObject(with: Data(output.utf8))
      #expect(parsed != nil, "\(name) is not JSON", sourceLocation: sourceLocation)
      // The data's text, carried whole: JSON escapes it, and a reader gets it back.
      if let carried {
        #expect(
          parsed.map { HostileText.strings(in: $0).contains { $0.contains(carried) } } == true,
          "\(name) lost the data's text", sourceLocation: sourceLocation)
      }
    case .text, .markdown, .html, .diff:
      let forged = HostileText.forgedLines(in: checked)
      #expect(forged.isEmpty, "\(name): forged \(forged)", sourceLocation: sourceLocation)
    }
    if kind == .markdown {
      let uneven = HostileText.unevenTables(in: output)
      #expect(uneven.isEmpty, "\(name): \(uneven.prefix(3))", sourceLocation: sourceLocation)
    }
    if kind == .html {
      #expect(!output.contains("<i>"), "\(name): the data's markup", sourceLocation: sourceLocation)
    }
  }
}
