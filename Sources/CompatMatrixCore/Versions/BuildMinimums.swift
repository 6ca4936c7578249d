/// The builds a Swift file is compiled in, each with its minimum deployment target: what a
/// rewrite must keep working, and what lint judges a check against.
///
/// A minimum is `nil` when the build is known but its minimum is not (a package built for a
/// platform it does not list, a target without a deployment target): every check for that
/// build is then taken to be needed.
package struct BuildMinimums: Sendable, Hashable {
  /// Each build, with its minimum.
  package var minimums: [BuildPlatform: OSVersion?]

  /// Creates the builds of a file.
  package init(_ minimums: [BuildPlatform: OSVersion?] = [:]) {
    self.minimums = minimums
  }

  /// The builds, in order.
  package var builds: [BuildPlatform] { minimums.keys.sorted() }

  /// Whether the file is compiled in no build.
  package var isEmpty: Bool { minimums.isEmpty }

  /// A build's minimum; `nil` when the build is unknown or its minimum is.
  package func minimum(of build: BuildPlatform) -> OSVersion? {
    minimums[build] ?? nil
  }

  /// Adds a build, or lowers its minimum to `minimum`: a file compiled by two targets is
  /// built at the lower of their minimums; an unknown minimum stays unknown.
  package mutating func add(_ build: BuildPlatform, minimum: OSVersion?) {
    switch minimums[build] {
    case nil: minimums[build] = .some(minimum)
    case .some(let known?): minimums[build] = .some(minimum.map { min(known, $0) })
    case .some(nil): break
    }
  }

  /// Both files' builds together, each at the lower minimum.
  package func union(_ other: BuildMinimums) -> BuildMinimums {
    var result = self
    for (build, minimum) in other.minimums { result.add(build, minimum: minimum) }
    return result
  }

  /// The builds of a file no project lists, for a platform of the data at a minimum: an app
  /// and an app extension of that platform at the minimum, and every other operating system
  /// at an unknown minimum, so that a clause naming another platform is kept. Mac Catalyst
  /// is left out: only a project says a file is built for it.
  package static func assumed(_ platform: Platform, minimum: OSVersion) -> BuildMinimums {
    let own = AvailabilityPlatform(platform)
    var result = BuildMinimums()
    for other in AvailabilityPlatform.allCases where other != .macCatalyst {
      let known = other == own ? minimum : nil
      result.add(BuildPlatform(other), minimum: known)
      result.add(BuildPlatform(other, isExtension: true), minimum: known)
    }
    return result
  }
}

extension BuildMinimums: CustomStringConvertible {
  /// `iOS 16.0, iOS extension 16.0, macOS ?`.
  package var description: String {
    builds.map { build in
      "\(build) \(minimum(of: build).map(\.description) ?? "?")"
    }.joined(separator: ", ")
  }
}
