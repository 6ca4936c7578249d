import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixRender

/// How output names the sources the data cites, on the shipped citations: the one piece of
/// code `lint`, `show`, `resolve` and the docs share.
@Suite struct SourceCitationsTests {
  static let citations = Result { SourceCitations(try MatrixLoader.loadShipped().citations) }

  @Test(arguments: [
    // A seed: by its title, with its publisher where known.
    ("003_499adc954b170e70.txt", "SwiftUIでのナビゲーション管理 (アイリッジ開発者ブログ)"),
    ("004_0f46d05ac95a3156.txt", "【SwiftUI】ナビゲーションバーを完全カスタマイズ"),
    // A URL: its host and last path part, two parts when the last is a number.
    (
      "https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance.md",
      "developer.apple.com/…/scrolledgeappearance.md"
    ),
    ("https://github.com/xamarin/Xamarin.Forms/issues/14679", "github.com/…/issues/14679"),
    ("https://developer.apple.com/forums/thread/788573", "developer.apple.com/…/thread/788573"),
    ("https://example.com/7", "example.com/7"),
    // An SDK dump's file, with the SDK it is from.
    (
      "https://github.com/theos/sdks/blob/4af4cb1d02b6/iPhoneOS16.5.sdk/System/Library/"
        + "Frameworks/UIKit.framework/Headers/UINavigationBar.h",
      "github.com/…/iPhoneOS16.5.sdk/…/UINavigationBar.h"
    ),
    ("https://example.com/a?b=c#d", "example.com/a"),
    ("https://example.com", "example.com"),
    ("notes.txt", "notes.txt"),
  ])
  func short(source: String, expected: String) throws {
    #expect(try Self.citations.get().short(source) == expected)
  }

  @Test(arguments: [
    // In a list of sources: title, kind, publisher and the file name as cited.
    (
      "003_499adc954b170e70.txt",
      "SwiftUIでのナビゲーション管理 (blog article, アイリッジ開発者ブログ; 003_499adc954b170e70.txt)"
    ),
    (
      "002_d01c74e206669d5b.txt",
      "【SwiftUI】エッジスワイプを実装してみた (blog article; 002_d01c74e206669d5b.txt)"
    ),
    // A URL in full: a list is where a reader follows it.
    ("https://example.com/a", "https://example.com/a"),
  ])
  func full(source: String, expected: String) throws {
    #expect(try Self.citations.get().full(source) == expected)
  }

  @Test(arguments: [
    (
      "003_499adc954b170e70.txt",
      "*SwiftUIでのナビゲーション管理* (blog article, アイリッジ開発者ブログ; `003_499adc954b170e70.txt`)"
    ),
    (
      "https://github.com/xamarin/Xamarin.Forms/issues/14679",
      "[github.com/…/issues/14679](<https://github.com/xamarin/Xamarin.Forms/issues/14679>)"
    ),
    ("notes.txt", "`notes.txt`"),
  ])
  func markdown(source: String, expected: String) throws {
    #expect(MarkdownText.link(source: source, citations: try Self.citations.get()) == expected)
  }

  @Test func everySeedHasATitleAndAKind() throws {
    let citations = try Self.citations.get().citations
    let seeds = citations.keys.filter { !SourceCitation.isURL($0) }
    #expect(seeds.count == 5)
    for seed in seeds { #expect(citations[seed]?.kind == .blogArticle, "\(seed)") }
  }
}
