import CompatMatrixCore
import CompatMatrixLint
import CompatMatrixSource

/// A lint report as a SARIF 2.1.0 log, with the fields GitHub code scanning requires: the tool
/// driver with its rules, and per result a rule id, level, message and a physical location
/// with a relative URI and a region.
struct SARIFLog {
  package let report: LintReport
  package let toolVersion: String

  package func document() -> JSONDocument {
    let rules = LintRule.allCases
    // The sources each rule's findings cite, said once in the rule's metadata.
    var cited: [LintRule: ([String], [String])] = [:]
    for (rule, sources, citations) in LintContextJSON.rulesCited(report) {
      cited[rule] = (sources, citations)
    }
    return .object([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([
        .object([
          "tool": .object([
            "driver": .object([
              "name": .string("compat-matrix"),
              "version": .string(toolVersion),
              "informationUri": .string("https://github.com/compat-matrix/compat-matrix"),
              "rules": .array(rules.map { rule($0, cited: cited[$0]) }),
            ])
          ]),
          "columnKind": .string("unicodeCodePoints"),
          "results": .array(
            report.findings.map { finding in
              .object([
                "ruleId": .string(finding.rule.rawValue),
                // The rule is a case of LintRule, so it is in allCases.
                "ruleIndex": .int(rules.firstIndex(of: finding.rule)!),
                "level": .string(finding.severity.rawValue),
                "message": .object(["text": .string(finding.message)]),
                "properties": .object([
                  "sources": .array(finding.sources.map(JSONDocument.string)),
                  "detail": .string(finding.detail),
                  "lintedFor": finding.linted.map(LintContextJSON.lintedFor) ?? .null,
                ]),
                "fixes": .array(finding.fix.map { [Self.fix($0, file: finding.file)] } ?? []),
                "locations": .array([
                  .object([
                    "physicalLocation": .object([
                      "artifactLocation": .object([
                        "uri": .string(Self.uri(finding.file)),
                        "uriBaseId": .string("%SRCROOT%"),
                      ]),
                      "region": .object([
                        "startLine": .int(finding.line), "startColumn": .int(finding.column),
                      ]),
                    ])
                  ])
                ]),
              ])
            }),
          "invocations": .array([
            .object([
              "executionSuccessful": .bool(true),
              "properties": report.context.map(LintContextJSON.properties) ?? .object([:]),
              "toolExecutionNotifications": .array(
                (report.context?.notices ?? []).map { notice in
                  .object([
                    "level": .string("note"), "message": .object(["text": .string(notice)]),
                  ])
                }
                  + report.skipped.map { skipped in
                    .object([
                      "level": .string("note"),
                      "message": .object(["text": .string("skipped: \(skipped.reason)")]),
                      "locations": .array([
                        .object([
                          "physicalLocation": Self.skippedLocation(skipped)
                        ])
                      ]),
                    ])
                  }),
            ])
          ]),
        ])
      ]),
    ])
  }

  private func rule(_ rule: LintRule, cited: ([String], [String])?) -> JSONDocument {
    .object([
      "properties": .object([
        "sources": .array((cited?.0 ?? []).map(JSONDocument.string)),
        "citations": .array((cited?.1 ?? []).map(JSONDocument.string)),
      ]),
      "id": .string(rule.rawValue),
      "name": .string(
        rule.rawValue.split(separator: "-").map(\.capitalizedFirstLetter)
          .joined()),
      "shortDescription": .object(["text": .string(rule.summary)]),
      "fullDescription": .object(["text": .string(rule.summary)]),
      "defaultConfiguration": .object([
        "level": .string(rule.defaultSeverity.rawValue)
      ]),
      "help": .object([
        "text": .string(
          "\(rule.summary) Each finding names the versions where it fails, the strategy the "
            + "plan recommends instead, and a source; see `compat-matrix show <strategy>`.")
      ]),
    ])
  }

  /// A SARIF fix: one replacement in the finding's file.
  private static func fix(_ fix: LintFindingFix, file: String) -> JSONDocument {
    .object([
      "description": .object([
        "text": .string("Replace `\(fix.replaced)` with `\(fix.replacement)`.")
      ]),
      "artifactChanges": .array([
        .object([
          "artifactLocation": .object([
            "uri": .string(uri(file)), "uriBaseId": .string("%SRCROOT%"),
          ]),
          "replacements": .array([
            .object([
              "deletedRegion": .object([
                "startLine": .int(fix.line), "startColumn": .int(fix.column),
                "endLine": .int(fix.endLine), "endColumn": .int(fix.endColumn),
              ]),
              "insertedContent": .object(["text": .string(fix.replacement)]),
            ])
          ]),
        ])
      ]),
    ])
  }

  /// Where a skipped file is: the file, and the line and column of a syntax error.
  private static func skippedLocation(_ skipped: SkippedFile) -> JSONDocument {
    var location: [String: JSONDocument] = [
      "artifactLocation": .object(["uri": .string(uri(skipped.file))])
    ]
    if let at = skipped.reason.location {
      location["region"] = .object([
        "startLine": .int(at.line), "startColumn": .int(at.column),
      ])
    }
    return .object(location)
  }

  /// A relative file path as a URI reference: each path segment percent-encoded, by the bytes
  /// the file system holds (`SystemPath`), so a name that is not UTF-8 is `caf%E9.swift`.
  static func uri(_ path: String) -> String {
    let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
    var result = ""
    var trimmed = Substring(path)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    for byte in SystemPath.bytes(String(trimmed)) {
      if unreserved.contains(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
