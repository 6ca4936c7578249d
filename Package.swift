// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CompatMatrix",
  products: [
    .library(name: "CompatMatrix", targets: ["CompatMatrix"]),
    .executable(name: "compat-matrix", targets: ["compat-matrix"]),
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
    .testTarget(
      name: "CompatMatrixTests",
      dependencies: ["CompatMatrix", "compat-matrix"],
      exclude: ["Fixtures"]
    ),
  ]
)
