// The library's public surface: one import for the loader, the resolver and its plans, the
// linter and the renderers. Each layer is its own module; see the architecture in
// Package.swift. Only the layers with public API are re-exported: the workflows, the docs
// generator, output writing and rewriting are `package`, and the command line, the benchmarks
// and the tests import them by name. Why `@_exported`: docs/maintainer-guide/architecture.md.
@_exported import CompatMatrixCore
@_exported import CompatMatrixData
@_exported import CompatMatrixLint
@_exported import CompatMatrixRender
@_exported import CompatMatrixResolver
@_exported import CompatMatrixSource
