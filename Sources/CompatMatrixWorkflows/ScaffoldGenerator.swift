import CompatMatrixCore
import CompatMatrixOutput
import CompatMatrixResolver
import CompatMatrixRewrite
import CompatMatrixSource

/// The Swift files of a plan's scaffold: each file the data declares for the plan's profile
/// (`matrices/scaffold/`), its slots filled with the code of the strategies the plan chooses
/// (`ScaffoldBranches`), under a header that says which plan, which concerns, why and from
/// which sources (`ScaffoldHeader`).
///
/// A file is written only when every strategy the plan uses for each of its concerns has
/// code for it; otherwise it is skipped, with the reason. Each branch's code is rewritten for
/// the release its check guarantees, and the text for the range's minimum
/// (`AvailabilityRewriter`): a check a strategy's code makes that is always true there goes. Nothing depends on the clock or the machine: the same plan gives the
/// same bytes.
package struct ScaffoldGenerator: Sendable {
  /// The data.
  package let matrix: Matrix
  /// The plan.
  package let plan: NavigationPlan
  /// The SDK the plan is for, when one was given; `nil` for the latest in the data.
  package let sdk: OSVersion?
  /// The platform.
  package let platform: Platform

  /// Creates a generator.
  package init(matrix: Matrix, plan: NavigationPlan, sdk: OSVersion?, platform: Platform = .iOS) {
    self.matrix = matrix
    self.plan = plan
    self.sdk = sdk
    self.platform = platform
  }

  /// The files, sorted by name, and the files the data declares for the profile that the
  /// plan cannot fill.
  package func generate() -> ScaffoldOutput {
    var output = ScaffoldOutput()
    for file in matrix.scaffolds where file.profiles.contains(plan.profile) {
      switch compose(file) {
      case .success(let generated): output.files.append(generated)
      case .failure(let skip): output.skipped.append(skip)
      }
    }
    output.files.sort { $0.path < $1.path }
    output.skipped.sort { ($0.name, $0.reason) < ($1.name, $1.reason) }
    return output
  }

  /// One file, or why it is not written.
  func compose(_ file: ScaffoldFile) -> Result<GeneratedFile, ScaffoldSkip> {
    var plans: [ConcernPlan] = []
    for concern in file.concerns {
      guard let concernPlan = plan.plan(for: concern) else {
        return .failure(
          ScaffoldSkip(
            name: file.name,
            reason: "\(concern) does not arise under \(plan.profile.displayName) navigation"))
      }
      if let branch = concernPlan.branches.first(where: { branch in
        !branch.strategy.scaffold.contains { $0.file == file.id }
      }) {
        let versions = VersionSpanText.label(
          from: branch.from, until: branch.until, in: concernPlan.range)
        return .failure(
          ScaffoldSkip(
            name: file.name,
            reason: "the plan's strategy for \(concern) on iOS \(versions), "
              + "'\(branch.strategy.id)', has no code for this file"))
      }
      plans.append(concernPlan)
    }
    guard plans.contains(where: { !$0.branches.isEmpty }) else {
      return .failure(
        ScaffoldSkip(
          name: file.name,
          reason: "its concerns do not arise in the range: "
            + plans.map(\.concern.id).joined(separator: ", ")))
    }
    var values: [String: String] = [:]
    for name in file.template.slotNames {
      let slot = ScaffoldSlot(name)
      guard let concernPlan = plans.first(where: { $0.concern.id == slot.concern }) else {
        continue
      }
      if let part = slot.part {
        var seen: [String] = []
        for branch in concernPlan.branches {
          for fragment in branch.strategy.scaffold
          where fragment.file == file.id && fragment.part == part && !seen.contains(fragment.code) {
            seen.append(fragment.code)
          }
        }
        values[name] = seen.joined(separator: "\n\n")
      } else {
        values[name] = ScaffoldBranches.code(
          of: concernPlan, for: file.id, platform: platform, rewrite: rewritten(_:minimum:))
      }
    }
    let header = ScaffoldHeader(
      file: file, plan: plan, concerns: plans, sdk: sdk,
      citations: SourceCitations(matrix.citations)
    ).lines
    let text = header.joined(separator: "\n") + "\n\n" + file.template.filled(values)
    return .success(
      GeneratedFile(path: file.name, contents: rewritten(text, minimum: plan.range.minimum)))
  }

  /// The text without the checks `minimum` always passes: the range's, for a whole file; the
  /// first release of a branch, for its code (a check of its own inside an
  /// `if #available(iOS 15.0, *)` branch that asks for iOS 15.0 again goes).
  private func rewritten(_ text: String, minimum: OSVersion) -> String {
    let bytes = Array(text.utf8)
    let rewriter = AvailabilityRewriter(
      target: RewriteTarget(platform: platform, minimum: minimum, platforms: [platform]))
    let edits = rewriter.rewrite(SwiftSourceFile(bytes: bytes), file: "scaffold").edits
    guard !edits.isEmpty else { return text }
    return String(decoding: edits.applied(to: bytes[...]), as: UTF8.self)
  }
}

/// A scaffold's files, and those left out with why.
package struct ScaffoldOutput: Sendable {
  /// The files, sorted by name.
  package var files: [GeneratedFile] = []
  /// The files the data declares for the profile that this plan cannot fill.
  package var skipped: [ScaffoldSkip] = []
}

/// A scaffold file left out, and why.
package struct ScaffoldSkip: Sendable, Hashable, Error {
  /// The file's name.
  package var name: String
  /// Why: `the plan's strategy for custom-back-button on iOS 15.0–26.x, '…', has no code
  /// for this file`.
  package var reason: String
}
