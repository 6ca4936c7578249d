import CompatMatrixCore
import CompatMatrixOutput
import CompatMatrixRender
import CompatMatrixResolver

/// Generates compatibility documentation from the matrices: the files a team commits so that
/// its architecture docs never drift from the data.
///
/// Without a range the docs cover every release the data knows; with one they are the docs
/// of a team: only the releases in the range, and the range's plan first. The same data gives
/// the same bytes: nothing depends on the order of the input files, the locale, the time zone
/// or the clock. Every file begins with `GeneratedFileMarker.line`.
package struct DocsGenerator: Sendable {
  /// The data.
  package let matrix: Matrix
  /// The platform documented.
  package let platform: Platform
  /// The team's range, or `nil` for the general docs.
  package let range: ResolvedRange?
  /// The UI framework the plans keep to where the data allows.
  package let framework: FrameworkPreference
  /// The SDK the documented app is built with, or `nil` for the latest in the data.
  package let sdk: OSVersion?

  /// Creates a generator; a range must be on `platform`.
  package init(
    matrix: Matrix, platform: Platform, range: ResolvedRange? = nil,
    framework: FrameworkPreference = .any, sdk: OSVersion? = nil
  ) {
    self.framework = framework
    self.sdk = sdk
    precondition(range.map { $0.platform == platform } ?? true, "the range is on the platform")
    self.matrix = matrix
    self.platform = platform
    self.range = range
  }

  /// The formats the docs are written in: Markdown (an index, `README.md`, a page per
  /// concern and `apis.md`) or one self-contained `index.html`.
  package static let formats: [OutputFormat] = [.markdown, .html]

  /// The extension of the files written in a format, without the dot.
  package static func fileExtension(of format: OutputFormat) -> String {
    format == .html ? "html" : "md"
  }

  /// Throws what `files(_:)` would throw, without rendering anything.
  package func checkRenderable(_ format: OutputFormat) throws(RenderError) {
    guard Self.formats.contains(format) else {
      throw .unsupportedFormat(format, supported: Self.formats)
    }
    do {
      _ = try matrix.axis(for: platform)
    } catch {
      throw .missingData(error)
    }
  }

  /// The files of a format, sorted by name; throws `missingData` when the data has no
  /// releases of the platform.
  package func files(_ format: OutputFormat) throws(RenderError) -> [GeneratedFile] {
    let content: DocsContent
    do {
      content = try DocsContent(
        matrix: matrix, platform: platform, range: range, framework: framework, sdk: sdk)
    } catch {
      throw .missingData(error)
    }
    switch format {
    case .markdown:
      var files = [
        GeneratedFile(path: DocsContent.indexPage, contents: MarkdownIndexPage(content).render()),
        GeneratedFile(path: DocsContent.apiPage, contents: MarkdownAPIPage(content).render()),
      ]
      // A page per concern, rendered on every core: each depends only on the content.
      let concerns = matrix.concerns
      files += ParallelMap.map(count: concerns.count) { index in
        GeneratedFile(
          path: content.page(of: concerns[index].id),
          contents: MarkdownConcernPage(content, concern: concerns[index]).render())
      }
      return files.sorted { $0.path < $1.path }
    case .html:
      return [GeneratedFile(path: "index.html", contents: HTMLMatrixPage(content).render())]
    default:
      throw .unsupportedFormat(format, supported: Self.formats)
    }
  }
}
