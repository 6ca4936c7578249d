import CompatMatrixCore
import CompatMatrixSDK

/// The JSON contract of `compat-matrix sdk-diff --format json`, version 1; documented in
/// `docs/user-guide/json-output.md`. Fields are only ever added within a schema version.
package enum SDKDiffJSON {
  /// The comparison as a JSON document: the SDKs, what was not compared, the files that
  /// cannot be read, and the changes family by family.
  package static func document(_ diff: SDKDiff) -> JSONDocument {
    .object([
      "schemaVersion": .int(1),
      "old": sdk(diff.old),
      "new": sdk(diff.new),
      "uncompared": .array(diff.uncompared.map(JSONDocument.string)),
      "problems": .array(
        diff.problems.map { sdk, problem in
          .object([
            "file": .string(path(sdk, problem.file)),
            "reason": .string(problem.reasonName),
            "detail": .string(problem.explanation),
          ])
        }),
      "families": .array(
        diff.families.map { family in
          .object([
            "family": .string(family),
            "changes": .array(
              diff.changes.filter { $0.family == family }.map { change($0, diff) }),
          ])
        }),
    ])
  }

  private static func sdk(_ folder: SDKFolder) -> JSONDocument {
    .object(["path": .string(folder.path), "version": .string(folder.version.description)])
  }

  private static func path(_ folder: SDKFolder, _ file: String) -> String {
    folder.path + (folder.path.hasSuffix("/") ? "" : "/") + file
  }

  private static func change(_ change: SDKDiff.Change, _ diff: SDKDiff) -> JSONDocument {
    let declaration = change.declaration
    let availability = change.availability
    let folder = change.kind == .removed ? diff.old : diff.new
    let deprecated: JSONDocument =
      switch availability.deprecated {
      case .hard(let version): .string(version.description)
      case .soft: .string("soft")
      case .unversioned: .string("deprecated")
      case nil: .null
      }
    return .object([
      "change": .string(change.kind.rawValue),
      "framework": .string(declaration.framework),
      "kind": .string(declaration.kind.rawValue),
      "container": .optional(declaration.container.isEmpty ? nil : declaration.container),
      "name": .string(declaration.name),
      "symbol": .string(declaration.qualifiedName),
      "introduced": .optional(availability.introduced?.description),
      "deprecated": deprecated,
      "obsoleted": .optional(availability.obsoleted?.description),
      "backDeployedBefore": .optional(availability.backDeployedBefore?.description),
      "renamed": .optional(availability.renamed),
      "message": .optional(availability.message),
      "location": .string(path(folder, declaration.location.description)),
    ])
  }
}
