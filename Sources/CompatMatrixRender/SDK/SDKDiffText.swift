import CompatMatrixCore
import CompatMatrixSDK

/// `sdk-diff`'s text output: the two SDKs, then the declarations introduced, deprecated and
/// removed, each with its availability and where it is declared.
package struct SDKDiffText: Sendable {
  /// The comparison.
  package let diff: SDKDiff
  /// Colours for a terminal.
  package let style: TextStyle

  /// Creates a renderer.
  package init(diff: SDKDiff, style: TextStyle = .plain) {
    self.diff = diff
    self.style = style
  }

  /// The whole output, ending with a newline.
  package func render() -> String {
    var lines = [
      "Navigation-related declarations from iOS \(diff.old.version) (\(diff.old.path)) "
        + "to iOS \(diff.new.version) (\(diff.new.path))"
    ]
    for kind in diff.uncompared {
      lines.append("Not compared: \(kind), which only one of the SDKs holds.")
    }
    let width = min(72, (diff.changes.map { label($0.declaration).count }.max() ?? 0) + 2)
    for kind in SDKDiff.Change.Kind.allCases {
      let changes = diff.changes.filter { $0.kind == kind }
      lines.append("")
      lines.append(style.bold("\(heading(kind)) (\(changes.count))"))
      for change in changes {
        let name = label(change.declaration)
        let padding = String(repeating: " ", count: max(2, width - name.count))
        lines.append(
          "  " + name + padding + change.availability.summary + "  "
            + style.dim(change.declaration.location.short))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func heading(_ kind: SDKDiff.Change.Kind) -> String {
    switch kind {
    case .introduced: "Introduced"
    case .deprecated: "Deprecated"
    case .removed: "Removed"
    }
  }

  /// `View.toolbarVisibility(_:for:)`, `UINavigationItem.subtitle`, with the framework.
  private func label(_ declaration: SDKDeclaration) -> String {
    "\(declaration.framework) \(declaration.qualifiedName)"
  }
}
