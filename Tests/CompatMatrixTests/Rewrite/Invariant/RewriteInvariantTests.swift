import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixRewrite
@testable import CompatMatrixSource

/// The rewrite's invariant, as a property over generated programs: for every build a file is
/// compiled in, at every version from that build's minimum, the rewritten code does what the
/// code did (reaches the same branches, and its function is available where it was). The
/// programs mix every form the rewriter knows (`#available`, `#unavailable`, `guard`, `if …
/// else if … else`, `@available` short and long forms, with and without other platforms'
/// clauses, inside `#if os(…)`), over random builds (apps and extensions of every platform,
/// Mac Catalyst, at random or unknown minimums) and a random raised iOS minimum.
@Suite struct RewriteInvariantTests {
  /// How many programs are generated.
  static let rounds = 600

  /// One generated case and what came of it.
  struct Round {
    var program: String
    var builds: BuildMinimums
    var minimum: OSVersion
    var rewritten: String
  }

  static func rewrite(_ program: String, builds: BuildMinimums, minimum: OSVersion) -> String {
    let bytes = Array(program.utf8)
    let target = RewriteTarget(platform: .iOS, minimum: minimum, builds: builds)
    let result = AvailabilityRewriter(target: target).rewrite(
      SwiftSourceFile(bytes: bytes), file: "Generated.swift")
    var file = EditedFile(path: "/Generated.swift", display: "Generated.swift", original: bytes)
    for edit in result.edits { _ = file.add(edit) }
    return String(decoding: file.edited, as: UTF8.self)
  }

  /// The rounds, generated once for the tests below.
  static let generated: [Round] = {
    var generator = InvariantProgram(seed: 0x5EED_2024)
    return (0..<rounds).map { _ in
      let program = generator.program()
      var builds = generator.builds()
      let minimum = generator.raisedMinimum()
      // Most raises are the builds' own: iOS builds at the raised minimum.
      if Int.random(in: 0..<100, using: &generator.random) < 60 {
        for build in builds.builds where build.platform == .iOS {
          builds.minimums[build] = minimum
        }
      }
      return Round(
        program: program, builds: builds, minimum: minimum,
        rewritten: rewrite(program, builds: builds, minimum: minimum))
    }
  }()

  /// The versions a build is run at: from its minimum (from its platform's first release
  /// when the minimum is unknown) on.
  static func versions(of build: BuildPlatform, in builds: BuildMinimums) -> [OSVersion] {
    let floor = builds.minimum(of: build) ?? build.platform.earliest ?? OSVersion(0)
    // Every grid entry is a version.
    return InvariantProgram.grid[build.platform]!.compactMap(OSVersion.init).filter { $0 >= floor }
  }

  @Test func everyBuildDoesWhatItDidBeforeTheRewrite() throws {
    var changed = 0
    for (index, round) in Self.generated.enumerated() {
      var parser = OracleParser(round.program)
      let before = try parser.program()
      var rewrittenParser = OracleParser(round.rewritten)
      let after: AvailabilityOracle
      do {
        after = try rewrittenParser.program()
      } catch {
        Issue.record(
          """
          round \(index): the rewrite left the subset: \(error)
          \(round.program)--- rewritten:
          \(round.rewritten)
          """)
        continue
      }
      if round.rewritten != round.program { changed += 1 }
      check: for build in round.builds.builds {
        for version in Self.versions(of: build, in: round.builds) {
          for flag in [false, true] {
            let was = before.observe(in: build, at: version, flag: flag)
            let now = after.observe(in: build, at: version, flag: flag)
            guard was != now else { continue }
            Issue.record(
              """
              round \(index): \(build) \(version), flag \(flag): \(was) before, \(now) after \
              (builds \(round.builds), raised to iOS \(round.minimum))
              \(round.program)--- rewritten:
              \(round.rewritten)
              """)
            break check
          }
        }
      }
    }
    // The property says something only if the rewriter changed enough of the programs.
    #expect(changed * 4 > Self.rounds, "only \(changed) of \(Self.rounds) programs changed")
  }

  @Test(.enabled(if: RewriteTestSupport.hasSwiftc, "swiftc is not on the PATH"))
  func everyRewrittenProgramParses() throws {
    var sources: [String: String] = [:]
    for (index, round) in Self.generated.enumerated() where round.rewritten != round.program {
      sources["round\(index)"] = round.rewritten
    }
    let errors = try RewriteTestSupport.parseErrors(sources)
    #expect(errors == nil, "\(errors ?? "")")
  }

  /// The oracle itself tells builds apart as the compiler does: without this, a property
  /// that held for a wrong oracle would say nothing.
  @Test(arguments: [
    ("#available(iOS 16, *)", BuildPlatform(.macCatalyst), "15", false),
    ("#available(iOS 16, macCatalyst 14, *)", BuildPlatform(.macCatalyst), "15", true),
    ("#available(iOS 16, *)", BuildPlatform(.visionOS), "1", true),
    ("#available(iOSApplicationExtension 16, *)", BuildPlatform(.iOS), "15", true),
    (
      "#available(iOS 14, iOSApplicationExtension 16, *)", BuildPlatform(.iOS, isExtension: true),
      "15", false
    ),
    ("#unavailable(iOS 16)", BuildPlatform(.macOS), "11", false),
    ("#unavailable(iOS 16)", BuildPlatform(.iOS), "15", true),
  ])
  func theOracleDecidesChecksAsTheCompilerDoes(
    _ check: String, _ build: BuildPlatform, _ version: String, _ holds: Bool
  ) throws {
    var parser = OracleParser("func run() {\n  if \(check) {\n    mark(1)\n  }\n}\n")
    let program = try parser.program()
    let observed = program.observe(in: build, at: try #require(OSVersion(version)), flag: true)
    #expect(observed == .reaches(holds ? [1] : []))
  }
}
