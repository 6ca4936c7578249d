// Fuzz target: the Swift tokenizer, the lint pattern language and matcher, the availability
// context tracker and the linter over them. Run with `scripts/fuzz.sh lint SECONDS`.
//
// The input is taken as Swift source and, separately, as a lint pattern. Besides crashes,
// hangs and memory, it checks what must always hold: tokens lie inside the input, in order
// and without overlap, with lines and columns that never go back; every token has a context;
// a match lies inside the file; every finding is one line at a real position; and no
// reporter's output holds a raw control character of the source it quotes.

import Foundation

@testable import CompatMatrixCore
@testable import CompatMatrixLint
@testable import CompatMatrixRender
@testable import CompatMatrixSource

/// A small matrix whose strategies carry patterns of every kind: plain, `…`, `*`, leading
/// member, `inside`, and `with` in both scopes. Kept in the tests' fixtures, where
/// `FuzzRegressionTests` loads it with the validator as it is, so that a rule added to the
/// validator cannot leave the target unable to start (the first 2026-12-04 run stopped so).
private let matrix: Matrix = {
  let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/CompatMatrixTests/Fixtures/fuzz/lint/matrix.json").path
  guard let bytes = FileManager.default.contents(atPath: path) else {
    fatalError("cannot read the lint target's matrix at \(path)")
  }
  // The fixture is valid (a test loads it); a failure here is a bug in the target itself.
  return try! MatrixLoader.load(shipped: [MatrixFile(path: "fuzz.json", bytes: [UInt8](bytes))])
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
