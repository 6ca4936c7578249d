import CompatMatrixCore

/// How a caveat reads where every caveat of a strategy is listed (`show`, the generated
/// docs): its text, then the releases it holds for when it names them.
enum CaveatWording {
  /// `Teams still supporting iOS 15 need a branch. (Holds before iOS 16.0.)`
  static func described(_ caveat: Caveat) -> String {
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
