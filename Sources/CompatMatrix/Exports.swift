// The library's public surface: one import for the loader, the resolver and its plans, the
// linter and the renderers. Each layer is its own module; see the README's architecture.
@_exported import CompatMatrixCore
@_exported import CompatMatrixData
@_exported import CompatMatrixLint
@_exported import CompatMatrixRender
@_exported import CompatMatrixResolver
@_exported import CompatMatrixRewrite
@_exported import CompatMatrixSource
