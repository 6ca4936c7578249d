// swift-tools-version: 6.1
import PackageDescription

// The layers are targets, so the compiler enforces who may import whom. Each layer may import
// only those below it, and data flows one way: files -> matrix -> resolver -> workflows ->
// renderers.
//
//   data core       CompatMatrixCore      versions, text and file helpers, JSON, the Swift
//                                         lexer, the matrix model with its decoding and
//                                         validation
//                   CompatMatrixData      the shipped matrices, embedded at build time
//        ↑
//   domain          CompatMatrixSource    Swift sources: files, availability contexts,
//                                         declarations
//                   CompatMatrixProject   projects: Package.swift, .xcodeproj, .xcconfig;
//                                         which range a command works on
//                   CompatMatrixResolver  plans per concern, upgrades and candidate minimums
//                   CompatMatrixSDK       iOS SDKs: the availability their Swift interfaces
//                                         and headers declare (verify-sdk, sdk-diff)
//                   CompatMatrixTypecheck the compiler as the oracle: swiftc -typecheck run
//                                         in an SDK environment, its diagnostics read
//                   CompatMatrixOutput    generated files written into a folder: one run at a
//                                         time (a `flock` lock), staged atomic writes, a
//                                         cache of what was written
//        ↑
//   code            CompatMatrixLint      findings in Swift code, its configuration file, the
//                                         checks a raised minimum makes dead
//                   CompatMatrixRewrite   edits to Swift sources: dead checks removed and
//                                         lint's mechanical fixes made, per file's targets
//        ↑
//   application     CompatMatrixWorkflows what each command does, as a request in and an
//                                         outcome out: resolve, show, advise, upgrade, lint,
//                                         docs, verify-sdk, sdk-diff; loading the data
//        ↑
//   rendering       CompatMatrixRender    one Renderer protocol: text, Markdown, JSON, HTML,
//                                         diff and lint-report output; models in, text out
//                   CompatMatrixDocs      the generated docs' pages, which DocsWorkflow is
//                                         given through its DocsRendering protocol
//        ↑
//   library         CompatMatrix          the public library: re-exports the layers that
//                                         have public API (Core, Data, Source, Resolver,
//                                         Lint, Render)
//   command line    compat-matrix         parses (over ArgumentParsing, which knows nothing
//                                         of CompatMatrix), calls one workflow, prints the
//                                         outcome and maps it to an exit code
//
// Within a layer, Project reads Source, Typecheck reads SDK, Docs reads Render, and Rewrite
// reads Lint.
let package = Package(
  name: "CompatMatrix",
  // On macOS, the standard library's string algorithms that the code uses
  // (`_StringProcessing`) need macOS 13; Linux has no such floor.
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "CompatMatrix", targets: ["CompatMatrix"]),
    .executable(name: "compat-matrix", targets: ["compat-matrix"]),
    .plugin(name: "CompatLint", targets: ["CompatLint"]),
    .plugin(name: "CompatLintBuildTool", targets: ["CompatLintBuildTool"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "CompatMatrixCore"),
    .target(
      name: "CompatMatrixData",
      dependencies: ["CompatMatrixCore"],
      plugins: ["EmbedMatrices"]),
    .target(name: "CompatMatrixSource", dependencies: ["CompatMatrixCore"]),
    .target(
      name: "CompatMatrixProject", dependencies: ["CompatMatrixCore", "CompatMatrixSource"]),
    .target(name: "CompatMatrixResolver", dependencies: ["CompatMatrixCore"]),
    .target(name: "CompatMatrixSDK", dependencies: ["CompatMatrixCore"]),
    .target(name: "CompatMatrixTypecheck", dependencies: ["CompatMatrixCore", "CompatMatrixSDK"]),
    .target(
      name: "CompatMatrixLint",
      dependencies: [
        "CompatMatrixCore", "CompatMatrixSource", "CompatMatrixProject", "CompatMatrixResolver",
      ]),
    .target(
      name: "CompatMatrixRewrite",
      dependencies: [
        "CompatMatrixCore", "CompatMatrixSource", "CompatMatrixProject", "CompatMatrixLint",
      ]),
    .target(name: "CompatMatrixOutput", dependencies: ["CompatMatrixCore"]),
    .target(
      name: "CompatMatrixWorkflows",
      dependencies: [
        "CompatMatrixCore", "CompatMatrixData", "CompatMatrixSource", "CompatMatrixProject",
        "CompatMatrixResolver", "CompatMatrixSDK", "CompatMatrixTypecheck", "CompatMatrixOutput",
        "CompatMatrixLint", "CompatMatrixRewrite",
      ]),
    .target(
      name: "CompatMatrixRender",
      dependencies: [
        "CompatMatrixCore", "CompatMatrixSource", "CompatMatrixResolver", "CompatMatrixLint",
        "CompatMatrixSDK", "CompatMatrixTypecheck", "CompatMatrixRewrite", "CompatMatrixOutput",
      ]),
    .target(
      name: "CompatMatrixDocs",
      dependencies: [
        "CompatMatrixCore", "CompatMatrixResolver", "CompatMatrixOutput", "CompatMatrixWorkflows",
        "CompatMatrixRender",
      ]),
    .target(
      name: "CompatMatrix",
      dependencies: [
        "CompatMatrixCore", "CompatMatrixData", "CompatMatrixSource", "CompatMatrixResolver",
        "CompatMatrixLint", "CompatMatrixRender",
      ]),
    // A small swift-argument-parser: commands declare typed options with property wrappers,
    // from which parsing, help, usage errors, completion scripts and dispatch derive. It
    // knows nothing of CompatMatrix.
    .target(name: "ArgumentParsing"),
    // The command line: commands that parse, call the library and print.
    .executableTarget(
      name: "compat-matrix",
      dependencies: [
        "ArgumentParsing", "CompatMatrix", "CompatMatrixProject", "CompatMatrixSDK",
        "CompatMatrixTypecheck", "CompatMatrixWorkflows", "CompatMatrixOutput", "CompatMatrixRewrite",
        "CompatMatrixDocs",
      ]
    ),
    // Benchmarks, run on demand: `swift run -c release compat-matrix-benchmark`.
    .executableTarget(
      name: "compat-matrix-benchmark",
      dependencies: [
        "CompatMatrix", "CompatMatrixCore", "CompatMatrixProject", "CompatMatrixDocs",
        "CompatMatrixOutput", "CompatMatrixSDK", "CompatMatrixSource", "CompatMatrixWorkflows",
      ]
    ),
    // Checks the files under matrices/ with the loader and turns what they declare into
    // Swift source; run by the EmbedMatrices plugin.
    .executableTarget(name: "MatrixEmbedder", dependencies: ["CompatMatrixCore"]),
    .plugin(
      name: "EmbedMatrices",
      capability: .buildTool(),
      dependencies: ["MatrixEmbedder"]
    ),
    // `swift package compat-lint`: lints a package's targets with compat-matrix.
    .plugin(
      name: "CompatLint",
      capability: .command(
        intent: .custom(
          verb: "compat-lint",
          description: "Find navigation code that misbehaves in the package's deployment range"
        )
      ),
      dependencies: ["compat-matrix"]
    ),
    // Lints a target on every build in which its Swift files changed, as SwiftLint's
    // build-tool plugin does: `plugins: [.plugin(name: "CompatLintBuildTool", package:
    // "CompatMatrix")]`.
    .plugin(
      name: "CompatLintBuildTool",
      capability: .buildTool(),
      dependencies: ["compat-matrix"]
    ),
    .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
    .testTarget(
      name: "CompatMatrixTests",
      dependencies: [
        "CompatMatrix", "CompatMatrixCore", "CompatMatrixData", "CompatMatrixSource",
        "CompatMatrixProject", "CompatMatrixResolver", "CompatMatrixLint", "CompatMatrixRewrite",
        "CompatMatrixOutput", "CompatMatrixWorkflows", "CompatMatrixRender", "CompatMatrixDocs",
        "CompatMatrixSDK", "CompatMatrixTypecheck", "ArgumentParsing", "compat-matrix",
        "MatrixEmbedder",
      ],
      exclude: ["Fixtures"]
    ),
  ]
)

// Every Swift target imports, in each file, the modules whose members it uses
// (SE-0444), so a file's imports say what it depends on.
for target in package.targets where target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
