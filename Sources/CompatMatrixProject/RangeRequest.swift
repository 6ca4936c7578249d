import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The deployment range a command works on, and the rules for where it comes from: a range
/// expression or `--min`/`--max` given by the user win, then a range from a configuration
/// file, then the deployment target of the project in the folder (or the one named).
///
/// The range is checked against the data; every failure names the input at fault.
package struct RangeRequest: Sendable {
  /// A range expression such as `15-18`, if given.
  package var expression: String?
  /// The minimum deployment target, if given.
  package var minimum: String?
  /// The newest release to plan for, if given; needs `minimum`.
  package var maximum: String?
  /// A range from a configuration file, with its text; used when none is given.
  package var configured: (range: DeploymentRange, text: String)?
  /// The project to read the deployment target from, as the user named it; by default the
  /// project in `directory`.
  package var project: String?
  /// The working folder, which relative paths are resolved against.
  package var directory: String
  /// Project files the run has parsed already, or will need again.
  package var cache: ProjectFileCache?

  /// Creates a request.
  package init(
    expression: String? = nil, minimum: String? = nil, maximum: String? = nil,
    configured: (range: DeploymentRange, text: String)? = nil, project: String? = nil,
    directory: String
  ) {
    self.expression = expression
    self.minimum = minimum
    self.maximum = maximum
    self.configured = configured
    self.project = project
    self.directory = directory
  }

  /// Whether the user gave any part of a range, a project included; a command that needs no
  /// range (`docs`) asks for one only then.
  package var isGiven: Bool {
    expression != nil || minimum != nil || maximum != nil || project != nil
  }

  /// The range, where it came from and, for a project, a line saying where exactly.
  package func resolve(on platform: Platform, in matrix: Matrix) throws(RangeRequestError)
    -> SelectedRange
  {
    if expression != nil, minimum != nil || maximum != nil { throw .expressionAndBounds }
    if maximum != nil, minimum == nil { throw .maximumWithoutMinimum }
    var requested: DeploymentRange
    let source: RangeSource
    var detail: String?
    var projectMinimum: OSVersion?
    var input: RangeInput
    var text: String
    if let expression {
      (input, text, source) = (.expression, expression, .expression)
      do {
        requested = try RangeExpression.parse(expression)
      } catch {
        throw .invalidValue(.expression, expression, reason: error.description)
      }
    } else if let minimum {
      (input, text, source) = (.minimum, minimum, .flag)
      requested = try Self.bounds(minimum: minimum, maximum: maximum)
    } else if let configured {
      (input, text, source) = (.configuration, configured.text, .expression)
      requested = configured.range
    } else {
      let detected = try Self.projectTarget(
        project, directory: directory, platform: platform, cache: cache)
      (input, text, source) = (.project, detected.minimum.description, detected.source)
      detail = detected.explanation
      requested = DeploymentRange(minimum: detected.minimum)
      // A target older than the data (an iOS 12 widget beside an iOS 15 app) does not stop
      // the run: the range starts at the data's first release, and says so; lint still
      // judges each file's checks at its targets' own minimums.
      if let earliest = matrix.platforms[platform]?.releases.first?.version,
        detected.minimum < earliest
      {
        requested = DeploymentRange(minimum: earliest)
        projectMinimum = detected.minimum
        detail = ExplanationText.line(
          [detail].compactMap { $0 } + [
            "\(platform) \(detected.minimum) is before the first release in the data, "
              + "\(earliest), so the range starts there"
          ])
      }
    }
    do {
      return SelectedRange(
        range: try matrix.resolve(requested, on: platform), source: source, detail: detail,
        projectMinimum: projectMinimum)
    } catch {
      // A project found, not named, is not an argument to blame.
      if input == .project, project == nil {
        throw .noRange(reason: "\(detail ?? text): \(error.description)")
      }
      if source == .flag, let maximum {
        switch error {
        case .maximumAboveLatestRelease: (input, text) = (.maximum, maximum)
        // Neither bound is at fault alone: the two of them enclose no release.
        case .noReleaseInRange: throw .invalidRange(error)
        default: break
        }
      }
      throw .invalidValue(input, text, reason: error.description)
    }
  }

  /// A maximum on its own, as `advise --max` gives it, checked against the data.
  package static func maximum(_ text: String, on platform: Platform, in matrix: Matrix)
    throws(RangeRequestError) -> DeploymentRange
  {
    do {
      let range = try DeploymentRange.parse(minimum: text, maximum: text)
      _ = try matrix.resolve(range, on: platform)
      return range
    } catch {
      throw .invalidValue(.maximum, text, reason: error.description)
    }
  }

  /// A range from a minimum and an optional maximum, each checked to be a version.
  static func bounds(minimum: String, maximum: String?) throws(RangeRequestError)
    -> DeploymentRange
  {
    do {
      _ = try OSVersion.parse(minimum)
    } catch {
      throw .invalidValue(.minimum, minimum, reason: error.description)
    }
    if let maximum {
      do {
        _ = try OSVersion.parse(maximum)
      } catch {
        throw .invalidValue(.maximum, maximum, reason: error.description)
      }
    }
    do {
      return try DeploymentRange.parse(minimum: minimum, maximum: maximum)
    } catch {
      throw .invalidRange(error)
    }
  }

  /// The deployment target of the project named, or of the one `ProjectDiscovery` finds from
  /// `directory` (up to the repository root, or one or two folders below it): every command
  /// finds it the same way.
  ///
  /// No project, or one that sets no minimum for the platform, is a mistake in what the user
  /// asked (the project named is at fault, or no range was given); a project that cannot be
  /// read is bad data. Files are named relative to `directory`.
  package static func projectTarget(
    _ project: String?, directory: String, platform: Platform, cache: ProjectFileCache? = nil
  ) throws(RangeRequestError) -> DetectedDeploymentTarget {
    func unusable(_ reason: String?) -> RangeRequestError {
      guard let project else { return .noRange(reason: reason) }
      return .invalidValue(.project, project, reason: reason ?? "no project")
    }
    var unreadable: [String] = []
    let path: String
    if let project {
      path =
        project.hasPrefix("/")
        ? project : URL(fileURLWithPath: directory).appendingPathComponent(project).path
    } else {
      let discovery = ProjectDiscovery.discover(from: directory, configurationName: "")
      path = discovery.projectFolder?.path ?? directory
      unreadable = discovery.unreadable
    }
    let detected: DetectedDeploymentTarget?
    do {
      detected = try ProjectDetector.detect(
        at: path, platform: platform, cache: cache,
        displayRoot: URL(fileURLWithPath: directory))
    } catch {
      switch error {
      case .notFound, .unsupportedFile, .packageDeclaresNoMinimum, .noTargetForPlatform,
        .noDeploymentTarget, .noPackageDeclaration, .unreadableProjects:
        throw unusable(error.description)
      default:
        throw .unreadableProject(error)
      }
    }
    guard let detected else {
      throw unusable(
        project == nil
          ? (unreadable.isEmpty ? nil : unreadable.joined(separator: "; "))
          : "no Package.swift, .xcodeproj or .xcconfig there")
    }
    return detected
  }
}

/// A deployment range chosen for a command, and where it came from.
package struct SelectedRange: Sendable, Hashable {
  /// The range, checked against the data.
  package var range: ResolvedRange
  /// Where it came from.
  package var source: RangeSource
  /// For a range read from a project, a line saying where exactly; `nil` otherwise.
  package var detail: String?
  /// The project's own minimum when the range starts later, at the data's first release (an
  /// iOS 12.5 app): the minimum a file no target lists is still built at.
  package var projectMinimum: OSVersion? = nil
}
