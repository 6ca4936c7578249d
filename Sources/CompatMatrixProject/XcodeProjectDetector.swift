import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finds the deployment target an Xcode project sets for a platform: the lowest value over
/// the targets that build for it and over their configurations.
///
/// A target counts when it builds for the platform as `XcodeProject.platforms(of:_:_:)`
/// says, the rule every command uses: `SUPPORTED_PLATFORMS` when it names platforms, else
/// `SDKROOT`, else the platforms whose deployment target has a value. Unit-test and UI-test
/// targets never count. Each target configuration is evaluated with the project
/// configuration of the same name below it; see `BuildSettingStack` for the precedence.
struct XcodeProjectDetector {
  /// The most target configurations (non-test targets times their configurations) read; a
  /// project with more is refused rather than evaluated at length. Real projects have tens.
  static let configurationLimit = 10_000

  /// Reads the files.
  package let files: ProjectFiles
  /// The platform asked for.
  package let platform: Platform

  private var names: PlatformSettings { PlatformSettings(platform) }

  /// One configuration's value.
  private struct Candidate {
    package var target: String
    package var configuration: String
    package var version: OSVersion
    package var text: String
    package var origin: BuildSettingStack.Origin
  }

  /// One configuration whose value could not be evaluated.
  private struct Skipped {
    package var target: String
    package var configuration: String
    package var reason: String
    package var origin: BuildSettingStack.Origin
  }

  /// What was learnt while reading the targets.
  private struct Survey {
    package var candidates: [Candidate] = []
    package var skipped: [Skipped] = []
    var testTargets = 0
    var platformTargets = 0
    package var notes: [String] = []
  }

  /// The deployment target of the project whose `project.pbxproj` is at `url`.
  package func detect(pbxproj url: URL) throws(ProjectDetectionError) -> DetectedDeploymentTarget {
    try detect(plist: try files.propertyList(url), pbxproj: url)
  }

  /// The deployment target of a `project.pbxproj` whose contents are `bytes`, read as if it
  /// were the file at `url`: base configurations are looked for next to it.
  package func detect(bytes: [UInt8], pbxproj url: URL) throws(ProjectDetectionError)
    -> DetectedDeploymentTarget
  {
    let plist: PropertyListValue
    do {
      plist = try PropertyListParser.parse(bytes)
    } catch {
      throw .malformedProjectFile(file: files.display(url), error)
    }
    return try detect(plist: plist, pbxproj: url)
  }

  /// The deployment target of a parsed `project.pbxproj` read from `url`.
  private func detect(plist: PropertyListValue, pbxproj url: URL) throws(ProjectDetectionError)
    -> DetectedDeploymentTarget
  {
    let file = files.display(url)
    // project.pbxproj lives in the .xcodeproj folder, which lives in the project's folder.
    let projectDirectory = url.deletingLastPathComponent().deletingLastPathComponent()
    let project = try XcodeProject(plist, file: file, projectDirectory: projectDirectory)
    let configurations = project.targets.filter { !$0.isTest }.reduce(0) {
      $0 + $1.configurations.count
    }
    guard configurations <= Self.configurationLimit else {
      throw .tooManyConfigurations(
        file: file, count: configurations, limit: Self.configurationLimit)
    }
    var survey = Survey()
    var stacks = XcodeSettingStacks(project: project, file: file, files: files)
    for target in project.targets {
      if target.isTest {
        survey.testTargets += 1
        continue
      }
      var buildsForPlatform = false
      for configuration in target.configurations {
        let neutral = try stacks.stack(for: configuration, sdk: "")
        let platforms = try XcodeProject.platforms(of: neutral, configuration, &stacks)
        guard platforms.contains(BuildTarget.buildPlatform(platform)) else { continue }
        let stack = try stacks.stack(for: configuration, sdk: names.deviceSDKName)
        buildsForPlatform = true
        try record(stack, target: target.name, configuration: configuration.name, in: &survey)
      }
      if buildsForPlatform { survey.platformTargets += 1 }
    }
    survey.notes = stacks.notes
    return try conclusion(survey, file: file)
  }

  private func record(
    _ stack: BuildSettingStack, target: String, configuration: String, in survey: inout Survey
  ) throws(ProjectDetectionError) {
    let setting = names.deploymentTargetSetting
    switch stack.resolve(setting) {
    case .unset:
      return
    case .unresolvable(let reason, let origin):
      survey.skipped.append(
        Skipped(target: target, configuration: configuration, reason: reason, origin: origin))
    case .value(let text, let origin):
      guard let version = OSVersion(text) else {
        throw .invalidVersion(
          setting: origin.assignment.name, value: text, file: origin.assignment.file,
          line: origin.assignment.line)
      }
      survey.candidates.append(
        Candidate(
          target: target, configuration: configuration, version: version, text: text,
          origin: origin))
    }
  }

  /// The lowest value and its explanation, or the error that says why there is none.
  private func conclusion(_ survey: Survey, file: String) throws(ProjectDetectionError)
    -> DetectedDeploymentTarget
  {
    let setting = names.deploymentTargetSetting
    guard let lowest = survey.candidates.map(\.version).min(),
      let best = survey.candidates.first(where: { $0.version == lowest })
    else {
      if let first = survey.skipped.first {
        throw .unresolvableSetting(
          setting: setting, value: first.origin.assignment.value,
          file: first.origin.assignment.file, line: first.origin.assignment.line,
          context: "target '\(first.target)' (\(first.configuration))", reason: first.reason)
      }
      if survey.platformTargets == 0 { throw .noTargetForPlatform(file: file, platform: platform) }
      throw .noDeploymentTarget(file: file, platform: platform, setting: setting)
    }
    let ownConfigurations = survey.candidates.filter { $0.target == best.target }
    let sameValue = ownConfigurations.filter { $0.version == lowest }.map(\.configuration)
    var parts = [describe(best, configurations: sameValue, file: file)]
    let higher = ownConfigurations.filter { $0.version != lowest }
    if !higher.isEmpty {
      parts.append(higher.map { "\($0.configuration) sets \($0.text)" }.joined(separator: ", "))
    }
    var targets: [String] = []
    for candidate in survey.candidates where !targets.contains(candidate.target) {
      targets.append(candidate.target)
    }
    if targets.count > 1 { parts.append("the lowest of \(targets.count) targets") }
    if survey.testTargets > 0 {
      parts.append(
        survey.testTargets == 1
          ? "1 test target not counted" : "\(survey.testTargets) test targets not counted")
    }
    parts += skippedNotes(survey.skipped)
    parts += Self.unique(survey.notes)
    let source: RangeSource =
      switch best.origin.kind {
      case .projectSettings, .targetSettings: .pbxproj
      case .projectBaseConfiguration, .targetBaseConfiguration, .configurationFile: .xcconfig
      }
    return DetectedDeploymentTarget(
      platform: platform, minimum: lowest, source: source, file: best.origin.assignment.file,
      line: best.origin.assignment.line, target: best.target,
      explanation: ExplanationText.line(parts))
  }

  private func describe(_ best: Candidate, configurations: [String], file: String) -> String {
    let origin = best.origin
    let target = "target '\(best.target)' (\(configurations.joined(separator: ", ")))"
    let value = ExplanationText.assignment(
      setting: names.deploymentTargetSetting, value: best.text, origin: origin)
    let configurationFile = ExplanationText.configurationFile(origin)
    switch origin.kind {
    case .targetSettings:
      return "\(value) for \(target) in \(file)"
    case .projectSettings:
      return "\(value) in the project settings of \(file), inherited by \(target)"
    case .targetBaseConfiguration:
      return "\(value) in \(configurationFile), the base configuration of \(target) in \(file)"
    case .projectBaseConfiguration, .configurationFile:
      return
        "\(value) in \(configurationFile), the project's base configuration in \(file), "
        + "inherited by \(target)"
    }
  }

  private func skippedNotes(_ skipped: [Skipped]) -> [String] {
    var order: [String] = []
    var byTarget: [String: [Skipped]] = [:]
    for item in skipped {
      if byTarget[item.target] == nil { order.append(item.target) }
      byTarget[item.target, default: []].append(item)
    }
    return order.compactMap { target in
      guard let items = byTarget[target], let first = items.first else { return nil }
      let configurations = items.map(\.configuration).joined(separator: ", ")
      return "skipped target '\(target)' (\(configurations)): \(first.reason)"
    }
  }

  private static func unique(_ notes: [String]) -> [String] {
    var seen: Set<String> = []
    return notes.filter { seen.insert($0).inserted }
  }
}
