import CompatMatrixCore
import CompatMatrixOutput
import CompatMatrixWorkflows

/// Generates compatibility documentation from the matrices: the files a team commits so that
/// its architecture docs never drift from the data.
///
/// Without a range the docs cover every release the data knows; with one they are the docs
/// of a team: only the releases in the range, and the range's plan first. The same data gives
/// the same bytes: nothing depends on the order of the input files, the locale, the time zone
/// or the clock. Every file begins with `GeneratedFileMarker.line`.
package struct DocsGenerator: DocsRendering {
  /// Creates a generator.
  package init() {}

  /// The files of a format, sorted by name: in Markdown an index (`README.md`), a page per
  /// concern and `apis.md`; in HTML one self-contained `index.html`. Throws when the data has
  /// no releases of the platform.
  package func pages(documenting subject: DocsSubject, in format: DocsFormat)
    throws(VersionError) -> [GeneratedFile]
  {
    let content = try DocsContent(
      matrix: subject.matrix, platform: subject.platform, range: subject.range,
      framework: subject.framework, sdk: subject.sdk)
    switch format {
    case .markdown:
      var files = [
        GeneratedFile(path: DocsContent.indexPage, contents: MarkdownIndexPage(content).render()),
        GeneratedFile(path: DocsContent.apiPage, contents: MarkdownAPIPage(content).render()),
      ]
      // A page per concern, rendered on every core: each depends only on the content.
      let concerns = subject.matrix.concerns
      files += ParallelMap.map(count: concerns.count) { index in
        GeneratedFile(
          path: content.page(of: concerns[index].id),
          contents: MarkdownConcernPage(content, concern: concerns[index]).render())
      }
      return files.sorted { $0.path < $1.path }
    case .html:
      return [GeneratedFile(path: "index.html", contents: HTMLMatrixPage(content).render())]
    }
  }
}
