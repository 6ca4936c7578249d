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
/// A file is written whenever a strategy the plan uses for one of its concerns has code for
/// it: a stretch of versions whose strategy has none gets a comment that says so, and a
/// concern the plan does not serve leaves its slot empty. A file nothing has code for is
/// skipped, with the reason. (A file the app already calls must not vanish because one of
/// its concerns moved to a strategy that lives elsewhere, such as in each screen.) Each
/// branch's code is rewritten for
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

  /// One file, or why it is not written: nothing the plan uses has code for it.
  func compose(_ file: ScaffoldFile) -> Result<GeneratedFile, ScaffoldSkip> {
    let plans = file.concerns.compactMap { plan.plan(for: $0) }
    guard !plans.isEmpty else {
      return .failure(
        ScaffoldSkip(
          name: file.name,
          reason: "its concerns do not arise under \(plan.profile.displayName) navigation: "
            + file.concerns.joined(separator: ", ")))
    }
    guard plans.contains(where: { !$0.branches.isEmpty }) else {
      return .failure(
        ScaffoldSkip(
          name: file.name,
          reason: "its concerns do not arise in the range: "
            + plans.map(\.concern.id).joined(separator: ", ")))
    }
    let hasCode = plans.contains { concernPlan in
      concernPlan.branches.contains { branch in
        branch.strategy.scaffold.contains { $0.file == file.id }
      }
    }
    guard hasCode else {
      let used = plans.flatMap { concernPlan in
        concernPlan.branches.map { "'\($0.strategy.id)' for \(concernPlan.concern.id)" }
      }
      return .failure(
        ScaffoldSkip(
          name: file.name,
          reason: "no strategy the plan uses has code for it: " + used.joined(separator: ", ")))
    }
    var values: [String: String] = [:]
    for name in file.template.slotNames {
      let slot = ScaffoldSlot(name)
      guard let concernPlan = plans.first(where: { $0.concern.id == slot.concern }) else {
        values[name] = slot.part == nil ? file.fallbacks[name] : nil
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
          of: concernPlan, for: file.id, fallback: file.fallbacks[name], platform: platform,
          rewrite: rewritten(_:minimum:))
      }
    }
    let header = ScaffoldHeader(
      file: file, plan: plan, concerns: plans, sdk: sdk,
      latestSDK: matrix.platforms[platform]?.releases.last?.version,
      citations: SourceCitations(matrix.citations)
    ).lines
    let text = header.joined(separator: "\n") + "\n\n" + file.template.filled(values)
    return .success(
      GeneratedFile(
        path: file.name,
        contents: ScaffoldRegeneration.fingerprinted(
          rewritten(text, minimum: plan.range.minimum))))
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
