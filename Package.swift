// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "CompatMatrix",
  products: [
    .library(name: "CompatMatrix", targets: ["CompatMatrix"]),
    .executable(name: "compat-matrix", targets: ["compat-matrix"]),
    .plugin(name: "CompatLint", targets: ["CompatLint"]),
  ],
  dependencies: [],
  targets: [
    // All logic: versions, the matrix model, the resolver, renderers, lint, project reading.
    .target(
      name: "CompatMatrix",
      plugins: ["EmbedMatrices"]
    ),
    // The command-line tool: argument parsing and commands over the library.
    .executableTarget(
      name: "compat-matrix",
      dependencies: ["CompatMatrix"]
    ),
    // Benchmarks, run on demand: `swift run -c release compat-matrix-benchmark`.
    .executableTarget(
      name: "compat-matrix-benchmark",
      dependencies: ["CompatMatrix"]
    ),
    // Turns the files under matrices/ into Swift source; run by the EmbedMatrices plugin.
    .executableTarget(name: "MatrixEmbedder"),
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
    .testTarget(
      name: "CompatMatrixTests",
      dependencies: ["CompatMatrix", "compat-matrix"],
      exclude: ["Fixtures"]
    ),
  ]
)
