// Fuzz target: the SDK readers `verify-sdk` and `sdk-diff` run over an SDK's files: the
// Objective-C header lexer and reader, the Swift interface reader, the index of what they
// declare, and the lookup of API records in it. Run with `scripts/fuzz.sh sdk SECONDS`.
//
// The input is read as a UIKit header and as the interfaces of SwiftUI and UIKit, the
// declarations of both are indexed together, and every shipped API record (and one whose
// symbol is the input's first line) is looked up and judged as `verify-sdk` judges it.
// Besides crashes, hangs and memory, it checks what must always hold: tokens lie inside the
// input, in order and without overlap, on lines that never go back; every declaration is on a
// line of the input; and every verdict's text, and what a cut file leaves open, is one line.

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixSDK

private let headerFile = "System/Library/Frameworks/UIKit.framework/Headers/UIFuzz.h"
private let interfaceFile =
  "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios"
  + ".swiftinterface"

/// The shipped records of SwiftUI and UIKit with an iOS availability, as `verify-sdk` checks.
private let records: [APIRecord] = {
  guard let matrix = try? MatrixLoader.load(shipped: MatrixLoader.embedded()) else {
    fatalError("the shipped matrices do not load")
  }
  return SDKVerifier(matrix: matrix).checkableRecords
}()

private func checkTokens(_ tokens: [HeaderToken], in bytes: [UInt8], lines: Int) {
  var end = 0
  var line = 1
  for token in tokens {
    check(!token.range.isEmpty, "an empty token at \(token.range)")
    check(token.range.lowerBound >= end, "a token overlaps its predecessor at \(token.range)")
    check(token.range.upperBound <= bytes.count, "a token past the end at \(token.range)")
    check(token.line >= line && token.line <= lines, "token line \(token.line) out of order")
    end = token.range.upperBound
    line = token.line
  }
}

private func checkDeclarations(_ declarations: [SDKDeclaration], file: String, lines: Int) {
  for declaration in declarations {
    check(declaration.location.file == file, "a declaration in another file")
    check(
      declaration.location.line >= 1 && declaration.location.line <= lines,
      "a declaration on line \(declaration.location.line) of \(lines)")
  }
}

/// Looks a record up in the index and judges it as one SDK, as `verify-sdk` does.
private func verify(_ record: APIRecord, in index: SDKSymbolIndex) {
  guard let symbol = RecordSymbol(record), let data = record.availability[.iOS] else { return }
  let found = symbol.declarations(in: index).map {
    FoundDeclaration(declaration: $0, availability: index.availability(of: $0))
  }
  let observations = [OSVersion(16, 4), OSVersion(26)].map {
    SDKObservation(version: $0, hasFiles: true, isCovered: true, problems: [], found: found)
  }
  let evaluator = RecordEvaluator(
    data: data, deprecationPoint: nil, observations: observations)
  for finding in evaluator.findings() {
    guard let finding else { continue }
    for text in [finding.data, finding.sdk, finding.note, finding.location?.description] {
      if let text { checkLine(text) }
    }
  }
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  // Lines as the interface reader counts them, as Swift does: `\n`, `\r\n` and a lone `\r`
  // each end one (the header reader counts `\n` only, never more).
  let lines =
    bytes.indices.count { index in
      bytes[index] == 0x0A
        || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
    } + 1
  checkTokens(HeaderLexer.tokenize(bytes), in: bytes, lines: lines)
  let header = HeaderReader.read(bytes, file: headerFile)
  checkDeclarations(header.declarations, file: headerFile, lines: lines)
  if let truncation = header.truncation { checkLine(truncation) }
  var declarations = header.declarations
  for framework in ["SwiftUI", "UIKit"] {
    let interface = InterfaceReader.read(bytes, file: interfaceFile, framework: framework)
    checkDeclarations(interface.declarations, file: interfaceFile, lines: lines)
    if let truncation = interface.truncation { checkLine(truncation) }
    declarations += interface.declarations
  }
  let index = SDKSymbolIndex(declarations, swiftNames: header.swiftNames)
  for record in records {
    verify(record, in: index)
  }
  // The input's first line as a record's symbol, as a team's matrix may write one.
  if let first = records.first {
    var own = first
    own.symbol = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    verify(own, in: index)
  }
  return 0
}
