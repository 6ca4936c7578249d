// Fuzz target: reading a deployment target from a `Package.swift`, a `project.pbxproj` and an
// `.xcconfig` file. Run with `scripts/fuzz.sh project SECONDS`.
//
// The input is read as each of the three kinds of file in turn, through the library's
// bytes-level entry point, as if it lay in a folder that does not exist: the files it names
// (base configurations, `#include`s) are looked for on disk and, there, not found. Besides
// crashes, hangs and memory, it checks that every message and explanation is one line.

import Foundation

@testable import CompatMatrixCore
@testable import CompatMatrixProject

private let folder = URL(fileURLWithPath: "/nonexistent/compat-matrix-fuzz")

private let files: [(ProjectDetector.FileKind, URL)] = [
  (.packageManifest, folder.appendingPathComponent("Package.swift")),
  (.xcodeProject, folder.appendingPathComponent("App.xcodeproj/project.pbxproj")),
  (.configurationFile, folder.appendingPathComponent("Config/Base.xcconfig")),
]

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  for (kind, url) in files {
    for platform in [Platform.iOS, .macOS] {
      do {
        let detected = try ProjectDetector.detect(
          contents: bytes, as: kind, at: url, platform: platform)
        checkLine(detected.explanation)
      } catch {
        checkLine(error.description)
      }
    }
  }
  return 0
}
