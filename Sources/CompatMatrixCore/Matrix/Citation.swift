/// What a source the data cites is called, so that messages can name it by title rather than
/// by an opaque file name: `003_499adc954b170e70.txt` is "SwiftUIでのナビゲーション管理".
public struct Citation: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration.
  package var fieldLocations = FieldLocations()
  /// The source as the data cites it: a seed article's file name or a URL.
  package var id: String
  /// Its title as published.
  package var title: String
  /// What kind of text it is, such as a blog article.
  package var kind: CitationKind?
  /// Where it was published, such as a blog's name.
  package var publisher: String?
  /// Where it can be read, when known.
  package var url: String?
  /// Anything a reader should know, such as where a title that the source does not show
  /// came from.
  package var note: String?
  /// Where the citation was declared.
  package var declaredAt: SourceReference

  /// Creates a citation.
  package init(
    id: String, title: String, kind: CitationKind? = nil, publisher: String? = nil,
    url: String? = nil, note: String? = nil, declaredAt: SourceReference
  ) {
    self.id = id
    self.title = title
    self.kind = kind
    self.publisher = publisher
    self.url = url
    self.note = note
    self.declaredAt = declaredAt
  }
}

/// What kind of text a cited source is, as a reader would call it.
package enum CitationKind: String, Sendable, Hashable, CaseIterable {
  /// An article on a blog or an article-sharing site.
  case blogArticle = "blog-article"
  /// Reference documentation.
  case documentation
  /// A thread on a forum.
  case forumThread = "forum-thread"
  /// An issue, pull request or discussion in a public repository.
  case issue

  /// The kind in words: `blog article`.
  package var words: String { rawValue.replacingAll("-", with: " ") }
}
