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
  @Suite struct XCConfigReaderTests {
    private static let projects = TestSupport.fixtures.appendingPathComponent("projects")

    private static func read(_ path: String, root: String) throws(ProjectDetectionError)
      -> [BuildSettingAssignment]
    {
      try XCConfigReader.read(
        projects.appendingPathComponent(path),
        files: ProjectFiles(root: projects.appendingPathComponent(root)))
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func readsEveryLineEnding(_ lineEnding: String) throws {
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("Base.xcconfig")
      let text = ["// Shared", "IPHONEOS_DEPLOYMENT_TARGET = 15.0", "SWIFT_VERSION = 5.0", ""]
        .joined(separator: lineEnding)
      try Data(text.utf8).write(to: file)
      let assignments = try XCConfigReader.read(file, files: ProjectFiles(root: folder))
      #expect(
        assignments.map { "\($0.line ?? 0) \($0.name) = \($0.value)" } == [
          "2 IPHONEOS_DEPLOYMENT_TARGET = 15.0", "3 SWIFT_VERSION = 5.0",
        ])
    }

    @Test func expandsIncludesInPlaceAndSkipsAMissingOptionalInclude() throws {
      let assignments = try Self.read("xcconfig/Config/Harbor.xcconfig", root: "xcconfig")
      #expect(
        assignments.map { "\($0.file):\($0.line ?? 0) \($0.name)" } == [
          "Config/Shared/Base.xcconfig:6 SDKROOT",
          "Config/Shared/Base.xcconfig:7 IPHONEOS_DEPLOYMENT_TARGET",
          "Config/Shared/Base.xcconfig:9 IPHONEOS_DEPLOYMENT_TARGET",
          "Config/Shared/Base.xcconfig:10 IPHONEOS_DEPLOYMENT_TARGET",
          "Config/Shared/Base.xcconfig:11 SWIFT_VERSION",
          "Config/Harbor.xcconfig:9 PRODUCT_BUNDLE_IDENTIFIER",
          "Config/Harbor.xcconfig:10 INFOPLIST_KEY_CFBundleDisplayName",
        ])
      #expect(assignments[2].conditions == [.init(name: "sdk", pattern: "iphoneos*")])
      #expect(assignments[2].value == "15.0")
      #expect(assignments[4].value == "5.0", "the trailing ';' is dropped")
    }

    @Test func reportsAnIncludeCycleWithTheChain() {
      #expect(
        throws: ProjectDetectionError.includeCycle(
          ["App.xcconfig", "Shared.xcconfig", "App.xcconfig"], file: "Shared.xcconfig", line: 3)
      ) { try Self.read("include-cycle/App.xcconfig", root: "include-cycle") }
    }

    @Test func reportsAMissingInclude() {
      #expect(
        throws: ProjectDetectionError.missingInclude(
          "Versions.xcconfig", file: "Base.xcconfig", line: 2)
      ) { try Self.read("missing-include/Base.xcconfig", root: "missing-include") }
    }

    @Test(arguments: [
      ("A = 1 // a comment", "A", [], "1"),
      ("A=1;", "A", [], "1"),
      ("  A  =  two words  ", "A", [], "two words"),
      ("A = http://example.com", "A", [], "http:"),
      ("A[sdk=iphoneos*] = 16.0", "A", ["sdk=iphoneos*"], "16.0"),
      ("A[config=Debug][sdk=*] = x = y", "A", ["config=Debug", "sdk=*"], "x = y"),
      ("\tA = $(inherited) -DFOO\r", "A", [], "$(inherited) -DFOO"),
    ])
    func readsAssignmentLines(line: String, name: String, conditions: [String], value: String)
      throws
    {
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let url = folder.appendingPathComponent("One.xcconfig")
      try Data(line.utf8).write(to: url)
      let assignments = try XCConfigReader.read(url, files: ProjectFiles(root: folder))
      #expect(assignments.count == 1)
      #expect(assignments.first?.name == name)
      #expect(assignments.first?.conditions.map { "\($0.name)=\($0.pattern)" } == conditions)
      #expect(assignments.first?.value == value)
    }

    @Test(arguments: [
      "// just a comment", "#include", "#include Base.xcconfig", "= 15.0", "not an assignment",
      "#include? \"<DEVELOPER_DIR>/Makefiles/Base.xcconfig\"", "1A = 2", "",
    ])
    func ignoresLinesThatAreNotAssignments(line: String) throws {
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let url = folder.appendingPathComponent("One.xcconfig")
      try Data(line.utf8).write(to: url)
      #expect(try XCConfigReader.read(url, files: ProjectFiles(root: folder)).isEmpty)
    }

    @Test func resolvesIncludesRelativeToTheIncludingFileAndAllowsDiamonds() throws {
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let nested = folder.appendingPathComponent("Config/Nested")
      try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
      try Data("#include \"Nested/Left.xcconfig\"\n#include \"Nested/Right.xcconfig\"\n".utf8)
        .write(to: folder.appendingPathComponent("Config/Top.xcconfig"))
      try Data("#include \"Common.xcconfig\"\nLEFT = 1\n".utf8)
        .write(to: nested.appendingPathComponent("Left.xcconfig"))
      try Data("#include \"Common.xcconfig\"\nRIGHT = 1\n".utf8)
        .write(to: nested.appendingPathComponent("Right.xcconfig"))
      try Data("COMMON = 1\n".utf8).write(to: nested.appendingPathComponent("Common.xcconfig"))
      let assignments = try XCConfigReader.read(
        folder.appendingPathComponent("Config/Top.xcconfig"), files: ProjectFiles(root: folder))
      #expect(
        assignments.map { "\($0.file) \($0.name)" } == [
          "Config/Nested/Common.xcconfig COMMON", "Config/Nested/Left.xcconfig LEFT",
          "Config/Nested/Common.xcconfig COMMON", "Config/Nested/Right.xcconfig RIGHT",
        ])
    }

    @Test func stopsIncludesNestedTooDeeply() throws {
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      for index in 0...XCConfigReader.includeDepthLimit {
        try Data("#include \"\(index + 1).xcconfig\"\nLEVEL_\(index) = 1\n".utf8)
          .write(to: folder.appendingPathComponent("\(index).xcconfig"))
      }
      let last = XCConfigReader.includeDepthLimit
      #expect(throws: ProjectDetectionError.tooManyIncludes(file: "\(last - 1).xcconfig", line: 1))
      {
        try XCConfigReader.read(
          folder.appendingPathComponent("0.xcconfig"), files: ProjectFiles(root: folder))
      }
    }

    @Test func stopsAnIncludeTreeThatGrowsExponentially() throws {
      let folder = try TestSupport.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      // Each file includes the next twice: 2^20 includes if nothing stopped it.
      for index in 0..<20 {
        let next = "#include \"\(index + 1).xcconfig\"\n"
        try Data((next + next).utf8).write(to: folder.appendingPathComponent("\(index).xcconfig"))
      }
      try Data("END = 1\n".utf8).write(to: folder.appendingPathComponent("20.xcconfig"))
      #expect(throws: ProjectDetectionError.self) {
        try XCConfigReader.read(
          folder.appendingPathComponent("0.xcconfig"), files: ProjectFiles(root: folder))
      }
    }
  }
}
