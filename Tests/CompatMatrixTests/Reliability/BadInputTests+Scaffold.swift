import Testing

/// `scaffold` and `validate --typecheck` fed bad input: the folder, what stands in it, and
/// environments that are not there. None needs an SDK: each is refused before a compiler runs.
extension BadInputTests {
  static let scaffoldCases: [BadInput] = [
    BadInput(
      name: "scaffold without --out", arguments: ["scaffold", "15-26"], status: 64,
      firstLine: .exact("Error: Missing expected argument '--out <dir>'")),
    BadInput(
      name: "scaffold --out a file", arguments: ["scaffold", "15-26", "--out", "notes.txt"],
      files: [("notes.txt", .text("mine\n"))], status: 64,
      firstLine: .exact(
        "Error: The value 'notes.txt' is invalid for '--out <dir>': 'notes.txt' is a file; "
          + "expected a folder for the generated files")),
    BadInput(
      name: "scaffold --typecheck with no environment there",
      arguments: ["scaffold", "15-26", "--out", "d", "--typecheck", "nowhere"], status: 64,
      firstLine: .exact(
        "Error: The value 'nowhere' is invalid for '--typecheck <env>': no type-check "
          + "environment or SDK at 'nowhere'")),
    BadInput(
      name: "validate --typecheck with no environment there",
      arguments: ["validate", "--typecheck", "nowhere"], status: 64,
      firstLine: .exact(
        "Error: The value 'nowhere' is invalid for '--typecheck <env>': no type-check "
          + "environment or SDK at 'nowhere'")),
    BadInput(
      name: "validate --format json without --typecheck",
      arguments: ["validate", "--format", "json"], status: 64,
      firstLine: .exact(
        "Error: --format json is a format of the --typecheck report only: add --typecheck "
          + "ENV, or leave --format out.")),
  ]

  @Test(arguments: scaffoldCases) func scaffoldAndSnippetCheck(_ input: BadInput) throws {
    try BadInputRunner.check(input)
  }
}
