// The library's public surface: one import for the loader, the resolver and its plans, the
// linter, the renderers and the generated docs. Each layer is its own module; see the
// architecture in Package.swift.
@_exported import CompatMatrixCore
@_exported import CompatMatrixData
@_exported import CompatMatrixDocs
@_exported import CompatMatrixLint
@_exported import CompatMatrixOutput
@_exported import CompatMatrixRender
@_exported import CompatMatrixResolver
@_exported import CompatMatrixRewrite
@_exported import CompatMatrixSource
@_exported import CompatMatrixWorkflows
