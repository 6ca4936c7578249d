import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver

/// `resolve`: the plan per concern for a deployment range.
package enum ResolveWorkflow {
  /// What to plan.
  package struct Request: Sendable {
    /// The data.
    package var data: DataRequest
    /// The range: given, or the project's.
    package var range: RangeRequest
    /// The platform.
    package var platform: Platform
    /// The ids of the concerns to plan; empty for every concern.
    package var concerns: [String]
    /// The UI framework the plans keep to; `any` reads it from the project.
    package var framework: FrameworkPreference
    /// The SDK the app is built with; `nil` for the latest in the data.
    package var sdk: OSVersion?

    /// Creates a request.
    package init(
      data: DataRequest, range: RangeRequest, platform: Platform = .iOS, concerns: [String] = [],
      framework: FrameworkPreference = .any, sdk: OSVersion? = nil
    ) {
      self.data = data
      self.range = range
      self.platform = platform
      self.concerns = concerns
      self.framework = framework
      self.sdk = sdk
    }
  }

  /// The plans.
  package struct Outcome: Sendable {
    /// The plans of the concerns asked for, with the range and where it came from.
    package var report: ResolutionReport
    /// The data's citations, by source, which name the sources the plans cite.
    package var citations: [String: Citation]
  }

  /// Why there is no plan.
  package enum Failure: Error, Sendable {
    /// The data could not be loaded.
    case data(DataLoadError)
    /// No range could be chosen.
    case range(RangeRequestError)
    /// A concern id that names no concern, with the closest id when one is close.
    case unknownConcern(String, suggestion: String?)
    /// The SDK cannot build for the range's minimum.
    case sdk(SDKTooOldError)
  }

  /// Plans the concerns over the range.
  package static func run(_ request: Request) throws(Failure) -> Outcome {
    let matrix = try request.data.load(orThrow: Failure.data)
    let selected: SelectedRange
    do {
      selected = try request.range.resolve(on: request.platform, in: matrix)
    } catch {
      throw .range(error)
    }
    let concerns = try concerns(request.concerns, in: matrix)
    let sdk: OSVersion?
    do {
      sdk = try LinkedSDK.checked(
        request.sdk, building: selected.range.minimum, on: request.platform)
    } catch {
      throw .sdk(error)
    }
    let navigation = Resolver(matrix: matrix, sdk: sdk).navigationPlan(
      for: selected.range, source: selected.source, framework: request.framework,
      project: request.range.project, directory: request.range.directory)
    var report = ResolutionReport(
      navigation: navigation.restricted(to: concerns), source: selected.source,
      sourceDetail: selected.detail)
    report.sdk = sdk
    return Outcome(report: report, citations: matrix.citations)
  }

  /// The concerns named, or every concern.
  private static func concerns(_ ids: [String], in matrix: Matrix) throws(Failure) -> [Concern] {
    guard !ids.isEmpty else { return matrix.concerns }
    return try ids.map { id throws(Failure) in
      if let concern = matrix.concern(id: id) { return concern }
      throw .unknownConcern(
        id, suggestion: Suggestion.closest(to: id, among: matrix.concerns.map(\.id)))
    }
  }
}
