@testable import CompatMatrixCore

/// What a program of a small subset of Swift does when it runs in one build at one version:
/// the judge of the rewrite invariant, written apart from the code it judges.
///
/// The subset: a function with `@available` attributes (short and long form) whose body has
/// `mark(N)`, `return`, `if … else if … else`, `guard … else { … }` and `#if os(X)` /
/// `#if targetEnvironment(macCatalyst)` blocks, with conditions made of `#available(…)`,
/// `#unavailable(…)`, `flag` and `!flag`. The availability rules are the compiler's
/// (`isPlatformActive`, `inheritsAvailabilityFromPlatform`, `bestActiveSpecForQuery`),
/// restated here as a table.
struct AvailabilityOracle {
  /// What a program does in one build at one version.
  enum Observation: Hashable, CustomStringConvertible {
    /// The function cannot be called there (its `@available` restricts it).
    case unavailable
    /// The marks the call reaches, in order.
    case reaches([Int])

    var description: String {
      switch self {
      case .unavailable: "unavailable"
      case .reaches(let marks): "reaches \(marks)"
      }
    }
  }

  /// A clause of an availability list: a platform and a version, or `*`.
  struct Clause: Hashable {
    var name: String
    var version: OSVersion?
  }

  indirect enum Statement {
    case mark(Int)
    case giveBack
    case choice([(conditions: [Condition], body: [Statement])], otherwise: [Statement]?)
    case guarded([Condition], otherwise: [Statement])
    case compiled([(condition: CompileCondition?, body: [Statement])])
  }

  enum Condition {
    case available([Clause], unavailable: Bool)
    case flag(Bool)
  }

  struct CompileCondition {
    var negated: Bool
    /// `os(NAME)`, or `targetEnvironment(macCatalyst)` as `macCatalyst`.
    var name: String
  }

  /// The function's attributes, each a list of clauses (a long form: one clause, its
  /// `introduced:` as the version).
  var attributes: [[Clause]]
  var body: [Statement]

  // MARK: The compiler's rules

  /// The platform a name stands for and whether it is an extension name; `nil` for others.
  static func platform(of name: String) -> (platform: String, isExtension: Bool)? {
    let suffix = "ApplicationExtension"
    let isExtension = name.hasSuffix(suffix)
    var base = isExtension ? String(name.dropLast(suffix.count)) : name
    if base == "OSX" { base = "macOS" }
    if base == "xrOS" { base = "visionOS" }
    let known = ["iOS", "macCatalyst", "macOS", "tvOS", "watchOS", "visionOS"]
    return known.contains(base) ? (base, isExtension) : nil
  }

  static func name(of build: BuildPlatform) -> String {
    switch build.platform {
    case .iOS: "iOS"
    case .macCatalyst: "macCatalyst"
    case .macOS: "macOS"
    case .tvOS: "tvOS"
    case .watchOS: "watchOS"
    case .visionOS: "visionOS"
    }
  }

  /// `isPlatformActive`.
  static func isActive(_ name: String, in build: BuildPlatform, query: Bool) -> Bool {
    guard let (platform, isExtension) = platform(of: name) else { return false }
    if isExtension && !build.isExtension { return false }
    let target = self.name(of: build)
    switch platform {
    case "iOS":
      return target == "iOS" || target == "macCatalyst" || (!query && target == "visionOS")
    default: return platform == target
    }
  }

  /// `inheritsAvailabilityFromPlatform`.
  static func inherits(_ child: String, from parent: String) -> Bool {
    guard let child = platform(of: child), let parent = platform(of: parent) else { return false }
    if child.isExtension && !parent.isExtension && child.platform == parent.platform { return true }
    if child.platform == "macCatalyst" || child.platform == "visionOS" {
      if !child.isExtension { return parent.platform == "iOS" && !parent.isExtension }
      return parent.platform == "iOS"
    }
    return false
  }

  /// The clause that decides a list in a build; `nil` when none applies.
  static func deciding(_ clauses: [Clause], in build: BuildPlatform, query: Bool) -> Clause? {
    var best: Clause?
    for clause in clauses where clause.name != "*" && isActive(clause.name, in: build, query: query)
    {
      if best.map({ inherits(clause.name, from: $0.name) }) ?? true { best = clause }
    }
    return best
  }

  /// The visionOS release an iOS version in an inherited attribute stands for: every iOS
  /// release up to 17.0 is in visionOS 1.0, 18.0 in 2.0, from 26 the numbers are the same
  /// (what is in between is left to the rewriter's rounding, which is never below this).
  static func visionOS(forIOS version: OSVersion) -> OSVersion {
    if version <= OSVersion(17) { return OSVersion(1) }
    if version < OSVersion(18) { return OSVersion(1, version.minor) }
    if version < OSVersion(26) { return OSVersion(2, version.major == 18 ? version.minor : 0) }
    return version
  }

  // MARK: Running

  /// What a call does in `build` at `version`, with `flag` set as given.
  func observe(in build: BuildPlatform, at version: OSVersion, flag: Bool) -> Observation {
    let clauses = attributes.flatMap { $0 }
    if let deciding = Self.deciding(clauses, in: build, query: false),
      var introduced = deciding.version
    {
      if build.platform == .visionOS, Self.platform(of: deciding.name)?.platform == "iOS" {
        introduced = Self.visionOS(forIOS: introduced)
      }
      if version < introduced { return .unavailable }
    }
    var marks: [Int] = []
    _ = run(body, build, version, flag, &marks)
    return .reaches(marks)
  }

  /// Runs statements; `false` once one returns.
  private func run(
    _ statements: [Statement], _ build: BuildPlatform, _ version: OSVersion, _ flag: Bool,
    _ marks: inout [Int]
  ) -> Bool {
    for statement in statements {
      switch statement {
      case .mark(let number): marks.append(number)
      case .giveBack: return false
      case .choice(let branches, let otherwise):
        var taken: [Statement]? = otherwise
        for branch in branches
        where branch.conditions.allSatisfy({ holds($0, build, version, flag) }) {
          taken = branch.body
          break
        }
        if let taken, !run(taken, build, version, flag, &marks) { return false }
      case .guarded(let conditions, let otherwise):
        if !conditions.allSatisfy({ holds($0, build, version, flag) }) {
          _ = run(otherwise, build, version, flag, &marks)
          return false
        }
      case .compiled(let branches):
        for branch in branches where branch.condition.map({ compiles($0, build) }) ?? true {
          if !run(branch.body, build, version, flag, &marks) { return false }
          break
        }
      }
    }
    return true
  }

  private func holds(
    _ condition: Condition, _ build: BuildPlatform, _ version: OSVersion, _ flag: Bool
  ) -> Bool {
    switch condition {
    case .flag(let wanted): return flag == wanted
    case .available(let clauses, let unavailable):
      guard let deciding = Self.deciding(clauses, in: build, query: true),
        let needed = deciding.version
      else {
        // `*`, or the wildcard `#unavailable` implies: available.
        return !unavailable
      }
      return (version >= needed) != unavailable
    }
  }

  private func compiles(_ condition: CompileCondition, _ build: BuildPlatform) -> Bool {
    let value: Bool
    if condition.name == "macCatalyst" {
      value = build.platform == .macCatalyst
    } else {
      let names: [String] =
        switch build.platform {
        case .iOS, .macCatalyst: ["iOS"]
        case .macOS: ["macOS"]
        case .tvOS: ["tvOS"]
        case .watchOS: ["watchOS"]
        case .visionOS: ["visionOS"]
        }
      value = names.contains(condition.name)
    }
    return value != condition.negated
  }
}
