import CompatMatrixCore
import CompatMatrixOutput

/// Renders the pages of generated docs.
///
/// The renderers are a layer above the workflows, so `DocsWorkflow` is given one: the tool's
/// is `DocsGenerator` (CompatMatrixDocs).
package protocol DocsRendering: Sendable {
  /// The pages documenting `subject` in `format`, sorted by path, each beginning with
  /// `GeneratedFileMarker.line`; throws when the data has no releases of the platform.
  func pages(documenting subject: DocsSubject, in format: DocsFormat) throws(VersionError)
    -> [GeneratedFile]
}
