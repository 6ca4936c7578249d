import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

extension ProjectTests {
  @Suite struct BuildSettingStackTests {
    /// A level from `KEY = value` lines, each assignment on the line of its index plus one.
    private static func level(
      _ kind: BuildSettingStack.LevelKind, _ file: String, _ lines: [String]
    ) -> BuildSettingStack.Level {
      let assignments = lines.enumerated().compactMap { index, line -> BuildSettingAssignment? in
        // The '=' after the key, not one inside its [conditions].
        let keyEnd = line.lastIndex(of: "]") ?? line.startIndex
        guard let equals = line[keyEnd...].firstIndex(of: "=") else { return nil }
        let key = line[..<equals].trimmingCharacters(in: .whitespaces)
        return BuildSettingAssignment(
          key: key[...], value: line[line.index(after: equals)...], file: file, line: index + 1)
      }
      return BuildSettingStack.Level(kind: kind, file: file, assignments: assignments)
    }

    /// The four levels Xcode stacks for a target configuration, lowest precedence first.
    private static func stack(
      projectFile: [String] = [], project: [String] = [], targetFile: [String] = [],
      target: [String] = [], configuration: String = "Debug"
    ) -> BuildSettingStack {
      BuildSettingStack(
        levels: [
          level(.projectBaseConfiguration, "Project.xcconfig", projectFile),
          level(.projectSettings, "App.xcodeproj/project.pbxproj", project),
          level(.targetBaseConfiguration, "App.xcconfig", targetFile),
          level(.targetSettings, "App.xcodeproj/project.pbxproj", target),
        ],
        sdk: "iphoneos", configuration: configuration)
    }

    private static let key = "IPHONEOS_DEPLOYMENT_TARGET"

    /// Each case: the stack, the expected value, the kind of level and the line it came from.
    static let precedenceCases:
      [(String, BuildSettingStack, String, BuildSettingStack.LevelKind, Int)] = [
        (
          "target settings beat everything",
          stack(
            projectFile: ["\(key) = 13.0"], project: ["\(key) = 14.0"],
            targetFile: ["\(key) = 15.0"],
            target: ["\(key) = 16.0"]),
          "16.0", .targetSettings, 1
        ),
        (
          "the target's xcconfig beats project settings",
          stack(
            projectFile: ["\(key) = 13.0"], project: ["\(key) = 14.0"],
            targetFile: ["A = 1", "\(key) = 15.0"]),
          "15.0", .targetBaseConfiguration, 2
        ),
        (
          "project settings beat the project's xcconfig",
          stack(projectFile: ["\(key) = 13.0"], project: ["\(key) = 14.0"]),
          "14.0", .projectSettings, 1
        ),
        (
          "the project's xcconfig is the last resort",
          stack(projectFile: ["\(key) = 13.0"]),
          "13.0", .projectBaseConfiguration, 1
        ),
        (
          "a later assignment in one level wins",
          stack(targetFile: ["\(key) = 15.0", "\(key) = 15.4"]),
          "15.4", .targetBaseConfiguration, 2
        ),
        (
          "$(inherited) alone reports where the value was written",
          stack(project: ["\(key) = 14.0"], target: ["\(key) = $(inherited)"]),
          "14.0", .projectSettings, 1
        ),
        (
          "${inherited} skips an empty level",
          stack(projectFile: ["\(key) = 13.0"], target: ["\(key) = ${inherited}"]),
          "13.0", .projectBaseConfiguration, 1
        ),
        (
          "$(inherited) within one level refers to the earlier assignment",
          stack(targetFile: ["\(key) = 15.0", "\(key) = $(inherited)"]),
          "15.0", .targetBaseConfiguration, 1
        ),
        (
          "a reference to another setting, defined above",
          stack(projectFile: ["APP_MINIMUM = 15.2"], target: ["\(key) = $(APP_MINIMUM)"]),
          "15.2", .projectBaseConfiguration, 1
        ),
        (
          "a reference resolved over the whole stack, not only below",
          stack(project: ["\(key) = $(APP_MINIMUM)"], target: ["APP_MINIMUM = 16.1"]),
          "16.1", .targetSettings, 1
        ),
        (
          "text around a reference makes the assignment the origin",
          stack(project: ["MAJOR = 16"], target: ["\(key) = $(MAJOR).4"]),
          "16.4", .targetSettings, 1
        ),
        (
          "a condition for the device SDK beats an unconditional value",
          stack(targetFile: ["\(key)[sdk=iphoneos*] = 15.0", "\(key) = 16.0"]),
          "15.0", .targetBaseConfiguration, 1
        ),
        (
          "a condition for another SDK is ignored",
          stack(targetFile: [
            "\(key) = 16.0", "\(key)[sdk=macosx*] = 11.0", "\(key)[sdk=iphonesimulator*] = 17.0",
          ]),
          "16.0", .targetBaseConfiguration, 1
        ),
        (
          "a configuration condition holds for its configuration",
          stack(target: ["\(key) = 16.0", "\(key)[config=Deb*] = 15.0"]),
          "15.0", .targetSettings, 2
        ),
        (
          "an architecture condition is not known to hold",
          stack(target: [
            "\(key) = 16.0", "\(key)[sdk=iphoneos*][arch=arm64] = 15.0",
            "\(key)[sdk=iphoneos*,arch=*] = 15.5",
          ]),
          "15.5", .targetSettings, 3
        ),
      ]

    @Test(arguments: precedenceCases)
    func followsXcodesPrecedence(
      name: String, stack: BuildSettingStack, value: String, kind: BuildSettingStack.LevelKind,
      line: Int
    ) {
      guard case .value(let text, let origin) = stack.resolve(Self.key) else {
        Issue.record("\(name): expected a value, got \(stack.resolve(Self.key))")
        return
      }
      #expect(text == value, "\(name)")
      #expect(origin.kind == kind, "\(name)")
      #expect(origin.assignment.line == line, "\(name)")
    }

    @Test(arguments: [
      (
        ["\(key) = $(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)"],
        "$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET) is not set in any build settings or configuration file read"
      ),
      (["\(key) = $(A)", "A = $(B)", "B = $(A)"], "$(A) refers back to itself"),
      (["\(key) = $(\(key))"], "$(\(key)) refers back to itself"),
      (
        ["\(key) = $(MINIMUM:default=15.0)"],
        "$(MINIMUM:default=15.0) uses an operator or a nested reference, which is not evaluated"
      ),
      (
        ["\(key) = $(MINIMUM_$(PLATFORM))"],
        "$(MINIMUM_$(PLATFORM)) uses an operator or a nested reference, which is not evaluated"
      ),
      (["\(key) = $(OPEN"], "a '$(' is not closed"),
    ])
    func reportsReferencesItCannotEvaluate(target: [String], reason: String) {
      let stack = Self.stack(target: target)
      guard case .unresolvable(let found, let origin) = stack.resolve(Self.key) else {
        Issue.record("expected an unresolvable value, got \(stack.resolve(Self.key))")
        return
      }
      #expect(found == reason)
      #expect(origin.kind == .targetSettings)
      #expect(origin.assignment.line == 1)
    }

    @Test func followsALongChainOfInheritedUpToTheLimit() {
      let within = Array(repeating: "\(Self.key) = $(inherited)", count: 20)
      let stack = Self.stack(targetFile: ["\(Self.key) = 15.0"] + within)
      #expect(stack.value(of: Self.key) == "15.0")
      let beyond = Array(repeating: "\(Self.key) = $(inherited)", count: 200)
      guard
        case .unresolvable(let reason, _) = Self.stack(targetFile: ["\(Self.key) = 15.0"] + beyond)
          .resolve(Self.key)
      else {
        Issue.record("expected the chain to stop")
        return
      }
      #expect(reason == "references nest more than 32 levels deep")
    }

    @Test func treatsAnEmptyOrInheritedNothingAsUnset() {
      #expect(Self.stack(target: ["\(Self.key) = $(inherited)"]).resolve(Self.key) == .unset)
      #expect(
        Self.stack(project: ["\(Self.key) = 15.0"], target: ["\(Self.key) ="]).resolve(Self.key)
          == .unset)
      #expect(Self.stack().resolve(Self.key) == .unset)
    }

    @Test(arguments: [
      ("iphoneos*", "iphoneos", true), ("iphone*", "iphoneos", true), ("*", "", true),
      ("iphoneos17*", "iphoneos", false), ("macosx*", "iphoneos", false), ("Deb?g", "Debug", true),
      ("*lease", "Release", true), ("*a*b*", "xaxxbx", true), ("a*b", "ab", true),
      ("a*b", "abc", false),
      ("IPHONEOS*", "iphoneos", true),
    ])
    func matchesConditionPatterns(pattern: String, text: String, matches: Bool) {
      #expect(BuildSettingAssignment.glob(pattern, matches: text) == matches)
    }

    @Test(arguments: [
      ("KEY", "KEY", []), ("KEY[sdk=iphoneos*]", "KEY", ["sdk=iphoneos*"]),
      ("KEY[sdk=iphoneos*][config=Debug]", "KEY", ["sdk=iphoneos*", "config=Debug"]),
      ("KEY[ SDK = iphoneos* , arch=arm64 ]", "KEY", ["sdk=iphoneos*", "arch=arm64"]),
    ])
    func parsesConditionsInKeys(key: String, name: String, conditions: [String]) throws {
      let assignment = try #require(
        BuildSettingAssignment(key: key[...], value: " 1 ", file: "f", line: 1))
      #expect(assignment.name == name)
      #expect(assignment.conditions.map { "\($0.name)=\($0.pattern)" } == conditions)
      #expect(assignment.value == "1")
    }

    @Test(arguments: ["", "1KEY", "KEY[sdk]", "KEY[sdk=a", "KEY]", "KEY-NAME", "KÉY"])
    func rejectsKeysThatAreNotSettings(key: String) {
      #expect(BuildSettingAssignment(key: key[...], value: "1", file: "f", line: 1) == nil)
    }
  }
}
