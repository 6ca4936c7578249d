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

    /// Creates a request.
    package init(
      data: DataRequest, maximum: String? = nil, platform: Platform = .iOS,
      framework: FrameworkPreference = .any, sdk: OSVersion? = nil
    ) {
      self.data = data
      self.maximum = maximum
      self.platform = platform
      self.framework = framework
      self.sdk = sdk
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
    do {
      return try MinimumAdvice(
        resolver: Resolver(matrix: matrix, sdk: request.sdk), platform: request.platform,
        maximum: range, preferring: request.framework)
    } catch {
      throw .missingData(error)
    }
  }
}
