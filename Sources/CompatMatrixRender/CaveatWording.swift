import CompatMatrixCore

/// How a caveat reads where every caveat of a strategy is listed (`show`, the generated
/// docs): its text, then the releases it holds for when it names them; and what a strategy's
/// kind means for the team.
package enum CaveatWording {
  /// What a kind other than code means, in a sentence; `nil` for code.
  package static func kind(_ kind: StrategyKind) -> String? {
    switch kind {
    case .code: nil
    case .plainDefault:
      "the framework's plain default: nothing special to write, used only where nothing else serves."
    case .infoPlistKey:
      "an Info.plist key: no #available check; releases that do not know the key ignore it."
    case .buildSetting: "a build setting: no #available check."
    case .linkedSDK:
      "behaviour that follows the SDK the app is built with: adopted by building with it, no "
        + "#available check."
    }
  }

  /// `Teams still supporting iOS 15 need a branch. (Holds before iOS 16.0.)`
  package static func described(_ caveat: Caveat) -> String {
    guard caveat.hasRange else { return caveat.text }
    let platform = caveat.platform.map { "\($0) " } ?? "iOS "
    let releases: String
    switch (caveat.from, caveat.until) {
    case (let from?, let until?): releases = "on \(platform)\(from)..<\(until)"
    case (let from?, nil): releases = "from \(platform)\(from)"
    case (nil, let until?): releases = "before \(platform)\(until)"
    case (nil, nil): releases = ""
    }
    return "\(caveat.text) (Holds \(releases).)"
  }
}
