// Fuzz target: the Swift tokenizer, the lint pattern language and matcher, the availability
// context tracker and the linter over them. Run with `scripts/fuzz.sh lint SECONDS`.
//
// The input is taken as Swift source and, separately, as a lint pattern. Besides crashes,
// hangs and memory, it checks what must always hold: tokens lie inside the input, in order
// and without overlap, with lines and columns that never go back; every token has a context;
// a match lies inside the file; every finding is one line at a real position; and no
// reporter's output holds a raw control character of the source it quotes.

@testable import CompatMatrixCore
@testable import CompatMatrixLint
@testable import CompatMatrixRender
@testable import CompatMatrixSource

/// A small matrix whose strategies carry patterns of every kind: plain, `…`, `*`, leading
/// member, `inside`, and `with` in both scopes.
private let matrix: Matrix = {
  let text = #"""
    {
      "platforms": [{"id": "iOS", "releases": [
        {"version": "13.0", "date": "2019-09-19", "sources": ["https://example.com/r"], "confidence": "confirmed"},
        {"version": "16.0", "date": "2022-09-12", "sources": ["https://example.com/r"], "confidence": "confirmed"},
        {"version": "18.0", "date": "2024-09-16", "sources": ["https://example.com/r"], "confidence": "confirmed"}
      ]}],
      "apis": [
        {"id": "stack", "symbol": "NavigationStack", "framework": "SwiftUI", "kind": "struct",
         "summary": "A stack.", "platforms": {"iOS": {"introduced": "16.0"}},
         "sources": ["https://example.com/a"], "confidence": "confirmed"},
        {"id": "view", "symbol": "NavigationView", "framework": "SwiftUI", "kind": "struct",
         "summary": "A view.", "platforms": {"iOS": {"introduced": "13.0", "deprecated": "soft"}},
         "replacement": ["stack"], "sources": ["https://example.com/a"], "confidence": "confirmed"}
      ],
      "concerns": [
        {"id": "container", "title": "Container", "question": "Which?", "summary": "Fuzz.",
         "tags": [], "strategies": [
          {"id": "use-view", "title": "View", "summary": "View.", "origin": "first-party",
           "requires": ["view"], "sources": ["https://example.com/s"],
           "lint": [{"match": "NavigationView"}, {"match": "NavigationLink(… isActive: …)", "with": "NavigationView", "scope": "declaration"}]},
          {"id": "use-stack", "title": "Stack", "summary": "Stack.", "origin": "first-party",
           "requires": ["stack"], "sources": ["https://example.com/s"],
           "lint": [{"match": "NavigationStack(path: …)"}, {"match": ".offset(…)", "inside": "ToolbarItem(placement: * …)"}]},
          {"id": "hide", "title": "Hide", "summary": "Hide.", "origin": "custom", "requires": [],
           "sources": ["https://example.com/s"],
           "behaviour": [{"platform": "iOS", "from": "16.0", "status": "broken", "note": "Fuzz.", "sources": ["https://example.com/b"], "confidence": "reported"}],
           "lint": [{"match": ".navigationBarHidden(true)"}, {"match": "UINavigationBar.appearance(…).tintColor", "with": "extension UINavigationController", "scope": "file"}],
           "companion": {"concern": "swipe", "reason": "Fuzz.", "sources": ["https://example.com/c"]}}
        ]},
        {"id": "swipe", "title": "Swipe", "question": "How?", "summary": "Fuzz.", "tags": [],
         "strategies": [
          {"id": "swipe-fix", "title": "Fix", "summary": "Fix.", "origin": "custom", "requires": [],
           "sources": ["https://example.com/s"], "lint": [{"match": "interactivePopGestureRecognizer"}]}
        ]}
      ]
    }
    """#
  // The matrix above is valid; a failure here is a bug in the target itself.
  return try! MatrixLoader.load(shipped: [MatrixFile(path: "fuzz.json", bytes: Array(text.utf8))])
}()

private let linter: Linter = {
  // The range is inside the matrix above.
  let range = try! matrix.resolve(DeploymentRange(minimum: OSVersion(13)), on: .iOS)
  return Linter(matrix: matrix, range: range, includePreviews: true)
}()

private func checkTokens(_ tokens: [SwiftToken], count: Int) {
  var previousEnd = 0
  var previous = SourceLocation(line: 1, column: 1)
  for token in tokens {
    check(token.range.lowerBound >= previousEnd, "tokens overlap at \(token.range)")
    check(token.range.upperBound <= count, "token \(token.range) past the end \(count)")
    check(token.location >= previous, "location went back at \(token.location)")
    previousEnd = token.range.upperBound
    previous = token.location
  }
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  let tokens = SwiftTokenizer.tokenize(bytes)
  checkTokens(tokens, count: bytes.count)
  let file = SwiftSourceFile(bytes: bytes)
  let availability = FileAvailabilityContext(file: file, platform: .iOS)
  for index in stride(from: 0, to: tokens.count, by: max(1, tokens.count / 64)) {
    let context = availability.context(at: index)
    if let declaration = context.declaration {
      check(declaration.upperBound <= tokens.count, "declaration past the end")
    }
  }
  for availabilityCheck in availability.checks {
    _ = availability.context(outside: availabilityCheck)
    check(availabilityCheck.tokenRange.upperBound <= tokens.count, "check past the end")
  }
  // The input as a pattern: it parses or it is refused with a one-line message.
  if let text = String(validating: bytes, as: UTF8.self), text.utf8.count < 512 {
    do {
      let program = try LintPatternProgram.parse(text)
      for found in program.matches(in: file) {
        check(found.tokenRange.upperBound <= tokens.count, "match past the end")
      }
    } catch {
      check(!error.description.contains(where: \.isNewline), "two-line pattern error")
    }
  }
  let findings = linter.lint(bytes, file: "Fuzz.swift")
  for finding in findings {
    check(finding.line >= 1 && finding.column >= 1, "finding at \(finding.line):\(finding.column)")
    check(!finding.message.contains(where: \.isNewline), "two-line message")
  }
  if !findings.isEmpty {
    let renderer = LintReportRenderer(
      report: LintReport(findings: findings, filesLinted: 1), toolVersion: "fuzz")
    for format in LintReportRenderer.formats {
      if let output = try? renderer.render(format) { checkOutput(output, "\(format.rawValue)") }
    }
  }
  return 0
}
