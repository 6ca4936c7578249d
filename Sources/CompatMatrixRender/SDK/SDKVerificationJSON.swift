import CompatMatrixCore
import CompatMatrixSDK

/// The JSON contract of `compat-matrix verify-sdk --format json`, version 1; documented in
/// `docs/user-guide/json-output.md`. Fields are only ever added within a schema version.
package enum SDKVerificationJSON {
  /// The report as a JSON document. Records no SDK could tell anything about (their
  /// framework's files are in none of the SDKs) are left out.
  package static func document(_ report: SDKVerificationReport) -> JSONDocument {
    .object([
      "schemaVersion": .int(1),
      "sdks": .array(
        report.sdks.map { sdk in
          .object(["path": .string(sdk.path), "version": .string(sdk.version.description)])
        }),
      "records": .array(
        report.records.compactMap { verification in
          guard let offset = verification.combinedOffset,
            let finding = verification.findings[offset]
          else { return nil }
          let folder = report.sdks[offset].path
          let separator = folder.hasSuffix("/") ? "" : "/"
          return .object([
            "id": .string(verification.record.id),
            "symbol": .string(verification.record.symbol),
            "verdict": .string(finding.verdict.rawValue),
            "field": .optional(finding.field),
            "data": .optional(finding.data),
            "sdk": .optional(finding.sdk),
            "location": .optional(finding.location.map { folder + separator + $0.description }),
            "note": .optional(finding.note),
            "source": .string(finding.source.rawValue),
          ])
        }),
      "problems": .array(problems(report)),
    ])
  }

  /// The files that cannot be read, SDK by SDK.
  private static func problems(_ report: SDKVerificationReport) -> [JSONDocument] {
    report.problems.enumerated().flatMap { offset, problems in
      problems.map { problem in
        let folder = report.sdks[offset].path
        let separator = folder.hasSuffix("/") ? "" : "/"
        return JSONDocument.object([
          "sdk": .string(folder),
          "file": .string(folder + separator + problem.file),
          "reason": .string(problem.reasonName),
          "detail": .string(problem.explanation),
          "recordsNotChecked": .int(report.uncheckedRecords(forSDK: offset, problem)),
        ])
      }
    }
  }
}
