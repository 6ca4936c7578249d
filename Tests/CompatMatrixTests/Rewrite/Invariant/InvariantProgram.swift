@testable import CompatMatrixCore

/// Random programs of the subset `AvailabilityOracle` runs, and random sets of builds with
/// minimums: the inputs of the rewrite invariant's property test. Seeded, so a failure
/// repeats exactly.
struct InvariantProgram {
  /// The names a clause may use, with the versions it may name.
  static let clauseVersions: [(name: String, versions: [String])] = [
    ("iOS", ["13", "14", "15", "15.4", "16", "17", "18"]),
    ("iOSApplicationExtension", ["14", "15", "16"]),
    ("macCatalyst", ["14", "15", "16", "17"]),
    ("macCatalystApplicationExtension", ["15", "16"]),
    ("macOS", ["11", "12", "13", "14"]),
    ("OSX", ["10.15", "12"]),
    ("tvOS", ["15", "16", "17"]),
    ("watchOS", ["8", "9", "10"]),
    ("visionOS", ["1", "1.1", "2"]),
  ]

  /// The minimums a build may have, by platform; `nil` stands for an unknown minimum.
  static let minimums: [AvailabilityPlatform: [String?]] = [
    .iOS: ["13", "14", "15", "16", "17", nil],
    .macCatalyst: ["14", "15", "16", "17", nil],
    .macOS: ["11", "12", "13", "14", nil],
    .tvOS: ["15", "16", "17", nil],
    .watchOS: ["8", "9", "10", nil],
    .visionOS: ["1", "1.1", "2", nil],
  ]

  /// The versions a program is run at, by platform.
  static let grid: [AvailabilityPlatform: [String]] = [
    .iOS: ["12", "13", "13.5", "14", "14.5", "15", "15.2", "15.4", "16", "16.4", "17", "18", "26"],
    .macCatalyst: ["13.1", "14", "15", "15.4", "16", "17", "18", "26"],
    .macOS: ["10.14", "10.15", "11", "11.5", "12", "13", "14", "15", "26"],
    .tvOS: ["14", "15", "16", "17", "18"],
    .watchOS: ["7", "8", "9", "10", "11"],
    .visionOS: ["1", "1.1", "1.2", "2", "2.2", "26"],
  ]

  var random: SplitMix64
  private var nextMark = 0

  init(seed: UInt64) {
    random = SplitMix64(state: seed)
  }

  private mutating func pick<T>(_ values: [T]) -> T {
    values[Int.random(in: 0..<values.count, using: &random)]
  }

  private mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &random) < percent
  }

  private mutating func mark() -> String {
    nextMark += 1
    return "mark(\(nextMark))"
  }

  /// A program: attributes, then a function whose body has two to four statements.
  mutating func program() -> String {
    nextMark = 0
    var lines: [String] = []
    if chance(45) { lines.append(attribute()) }
    if chance(10) { lines.append("@available(macOS, introduced: \(pick(["11", "13"])))") }
    lines.append("func run() {")
    for _ in 0..<Int.random(in: 2...4, using: &random) { lines += statement(depth: 1) }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private mutating func attribute() -> String {
    if chance(25) {
      let deprecated = chance(50) ? ", deprecated: 26" : ""
      let (name, versions) = pick(Self.clauseVersions.filter { !$0.name.contains("Catalyst") })
      return "@available(\(name), introduced: \(pick(versions))\(deprecated))"
    }
    return "@available(\(clauses(wildcard: true)))"
  }

  /// One to four clauses of distinct platforms; `*` last when `wildcard`.
  private mutating func clauses(wildcard: Bool) -> String {
    var used = Set<String>()
    var parts: [String] = []
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let (name, versions) = chance(45) ? Self.clauseVersions[0] : pick(Self.clauseVersions)
      let platform = AvailabilityOracle.platform(of: name).map { "\($0.platform)\($0.isExtension)" }
      guard let platform, used.insert(platform).inserted else { continue }
      parts.append("\(name) \(pick(versions))")
    }
    if wildcard { parts.append("*") }
    return parts.joined(separator: ", ")
  }

  private mutating func condition() -> String {
    var parts: [String] = []
    if chance(20) { parts.append(chance(50) ? "flag" : "!flag") }
    let unavailable = chance(25)
    parts.append(
      unavailable
        ? "#unavailable(\(clauses(wildcard: false)))" : "#available(\(clauses(wildcard: true)))")
    // Two checks of one kind may share a condition; `#available` and `#unavailable` may not.
    if chance(10) {
      parts.append(
        unavailable
          ? "#unavailable(\(clauses(wildcard: false)))" : "#available(\(clauses(wildcard: true)))")
    }
    if chance(15) { parts.append(chance(50) ? "flag" : "!flag") }
    return parts.joined(separator: ", ")
  }

  private func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: depth)
  }

  private mutating func body(depth: Int) -> [String] {
    var lines = [indent(depth) + mark()]
    if depth < 3, chance(40) { lines += statement(depth: depth) }
    if chance(30) { lines.append(indent(depth) + mark()) }
    return lines
  }

  private mutating func statement(depth: Int) -> [String] {
    let pad = indent(depth)
    guard depth < 3 else { return [pad + mark()] }
    switch Int.random(in: 0..<10, using: &random) {
    case 0, 1:
      return [pad + mark()]
    case 2, 3, 4:
      var lines = ["\(pad)if \(condition()) {"] + body(depth: depth + 1)
      while chance(30) {
        lines.append("\(pad)} else if \(condition()) {")
        lines += body(depth: depth + 1)
      }
      if chance(60) {
        lines.append("\(pad)} else {")
        lines += body(depth: depth + 1)
      }
      return lines + ["\(pad)}"]
    case 5, 6:
      return [
        "\(pad)guard \(condition()) else {", "\(pad)  \(mark())", "\(pad)  return", "\(pad)}",
      ]
        + [pad + mark()]
    default:
      let name =
        chance(20)
        ? "targetEnvironment(macCatalyst)" : "os(\(pick(["iOS", "macOS", "visionOS", "tvOS"])))"
      var lines = ["\(pad)#if \(chance(20) ? "!" : "")\(name)"] + statement(depth: depth + 1)
      if chance(50) {
        lines.append("\(pad)#else")
        lines += statement(depth: depth + 1)
      }
      return lines + ["\(pad)#endif"]
    }
  }

  /// One to four builds, each an app or an extension of a platform, at a minimum.
  mutating func builds() -> BuildMinimums {
    var result = BuildMinimums()
    let platforms = AvailabilityPlatform.allCases
    result.add(BuildPlatform(.iOS, isExtension: chance(25)), minimum: minimum(.iOS))
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let platform = pick(platforms)
      result.add(BuildPlatform(platform, isExtension: chance(25)), minimum: minimum(platform))
    }
    return result
  }

  private mutating func minimum(_ platform: AvailabilityPlatform) -> OSVersion? {
    // Every pool entry is a version or nil.
    pick(Self.minimums[platform]!).flatMap(OSVersion.init)
  }

  /// The iOS minimum a rewrite raises to.
  mutating func raisedMinimum() -> OSVersion {
    // The literals are versions.
    OSVersion(pick(["14", "15", "16", "17"]))!
  }
}
