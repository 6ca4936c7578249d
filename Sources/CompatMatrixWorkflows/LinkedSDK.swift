import CompatMatrixCore

/// The SDK an app is built with, as a request names it (`--sdk`): `nil` for the latest in the
/// data.
package enum LinkedSDK {
  /// The SDK, checked against the oldest minimum deployment target it must build for: an app
  /// cannot target a release newer than its SDK.
  package static func checked(
    _ sdk: OSVersion?, building minimum: OSVersion?, on platform: Platform
  ) throws(SDKTooOldError) -> OSVersion? {
    if let sdk, let minimum, sdk < minimum {
      throw SDKTooOldError(sdk: sdk, minimum: minimum, platform: platform)
    }
    return sdk
  }
}

/// An SDK older than the minimum deployment target it is to build for.
package struct SDKTooOldError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The SDK.
  package var sdk: OSVersion
  /// The minimum deployment target.
  package var minimum: OSVersion
  /// The platform.
  package var platform: Platform

  /// Why the SDK cannot be used.
  package var description: String {
    "the \(platform) \(sdk) SDK cannot build for a minimum of \(minimum)"
  }
}
