import CompatMatrixCore
import CompatMatrixSource

/// A path the walk met that is another's file once symbolic links are resolved (`B.swift` a
/// link to `A.swift`): a rewrite patches and writes each file once, under one of its paths,
/// so that a diff applies and the second write does not fail on a file the first changed.
package struct SameFile: Sendable, Hashable, Comparable {
  /// The path left out, as displayed.
  package let file: String
  /// The path the file is rewritten under, as displayed.
  package let kept: String

  /// `warning: Sources/B.swift is Sources/A.swift (a symbolic link): rewritten once, as …`.
  package var warning: String {
    MessageText.oneLine(
      "warning: \(file) is \(kept) (a symbolic link): rewritten once, as \(kept)")
  }

  package static func < (lhs: SameFile, rhs: SameFile) -> Bool {
    (lhs.file, lhs.kept) < (rhs.file, rhs.kept)
  }

  /// The elements whose files are distinct, in their order, and the paths left out: of the
  /// paths to one real file, the one that is its real path is kept, else the first.
  static func distinct<Element>(_ elements: [Element], file: (Element) -> SourceWalker.File)
    -> (kept: [Element], same: [SameFile])
  {
    let reals = elements.map { SourceWalker.realPath(file($0).path) ?? file($0).path }
    var owner: [String: Int] = [:]
    for (index, real) in reals.enumerated() {
      if let first = owner[real], file(elements[first]).path == real { continue }
      if owner[real] == nil || file(elements[index]).path == real { owner[real] = index }
    }
    var kept: [Element] = []
    var same: [SameFile] = []
    for (index, element) in elements.enumerated() {
      // Every real path has an owner: the loop above gave one to each.
      let first = owner[reals[index]]!
      if first == index {
        kept.append(element)
      } else {
        same.append(SameFile(file: file(element).display, kept: file(elements[first]).display))
      }
    }
    return (kept, same.sorted())
  }
}
