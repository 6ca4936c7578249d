import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver

/// `advise`: how complex the plans are for each candidate minimum deployment target.
package enum AdviseWorkflow {
  /// What to compare.
  package struct Request: Sendable {
    /// The data.
    package var data: DataRequest
    /// The newest release to plan for, as given (`18` means every 18.x); `nil` for the latest
    /// in the data.
    package var maximum: String?
    /// The platform.
    package var platform: Platform
    /// The UI framework the plans keep to.
    package var framework: FrameworkPreference
    /// The SDK the app is built with; `nil` for the latest in the data.
    package var sdk: OSVersion?
    /// The project `--project` names, whose sources show the profile when `framework` is
    /// `any`; `nil` to read the one in `directory`, if there is one.
    package var project: String?
    /// The folder the command runs in.
    package var directory: String?

    /// Creates a request.
    package init(
      data: DataRequest, maximum: String? = nil, platform: Platform = .iOS,
      framework: FrameworkPreference = .any, sdk: OSVersion? = nil, project: String? = nil,
      directory: String? = nil
    ) {
      self.data = data
      self.maximum = maximum
      self.platform = platform
      self.framework = framework
      self.sdk = sdk
      self.project = project
      self.directory = directory
    }
  }

  /// Why there is no advice.
  package enum Failure: Error, Sendable {
    /// The data could not be loaded.
    case data(DataLoadError)
    /// The maximum cannot be used.
    case maximum(RangeRequestError)
    /// The data has no releases of the platform.
    case missingData(VersionError)
  }

  /// The plans' complexity for every candidate minimum.
  package static func run(_ request: Request) throws(Failure) -> MinimumAdvice {
    let matrix = try request.data.load(orThrow: Failure.data)
    var range: DeploymentRange?
    if let text = request.maximum {
      do {
        range = try RangeRequest.maximum(text, on: request.platform, in: matrix)
      } catch {
        throw .maximum(error)
      }
    }
    // As `resolve` and `upgrade` do, a project's sources show the profile when no
    // `--framework` says it: the rows of a SwiftUI app are SwiftUI plans.
    var framework = request.framework
    var detected: DetectedArchitecture?
    if framework == .any, let directory = request.directory,
      let path = Resolver.projectToRead(
        source: .flag, project: request.project, directory: directory),
      let found = NavigationArchitectureDetector.detect(projectAt: path)
    {
      framework = FrameworkPreference(found.profile)
      detected = found
    }
    do {
      var advice = try MinimumAdvice(
        resolver: Resolver(matrix: matrix, sdk: request.sdk), platform: request.platform,
        maximum: range, preferring: framework)
      if let detected {
        advice.basis = .detected(evidence: detected.evidence, weighing: detected.weighing)
      }
      return advice
    } catch {
      throw .missingData(error)
    }
  }
}
