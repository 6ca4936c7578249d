import CompatMatrixCore
import CompatMatrixSDK

/// `sdk-diff`'s text output: the two SDKs, what was not compared, the families with their
/// counts, then one section per family (`tab`, `navigation`, `presentation`) with its
/// declarations introduced, deprecated and removed, each under its type, with its
/// availability and where it is declared.
///
/// A new type's members that came with it (the same availability) are counted on its line,
/// not listed; overloads of one name with the same change and availability share a line.
/// `--format json` lists every change.
///
/// ```
/// tab: 3 introduced, 1 deprecated, 0 removed
///   + SwiftUI TabSection              iOS 18.0, with 6 members  arm64e-apple-ios.swiftinterface:16100
///   SwiftUI View
///     + tabViewSidebarHeader(content:)  iOS 18.0  arm64e-apple-ios.swiftinterface:12292
///   UIKit UITabBarController
///     ~ tabBar                        iOS 2.0, deprecated 18.0  UITabBarController.h:41
/// ```
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
    // The folders' names and the files' are the user's: escaped (`MessageText`), as are
    // declarations' names, which come from the SDK's files.
    var lines = [
      MessageText.oneLine(
        "Navigation-related declarations from iOS \(diff.old.version) (\(diff.old.path)) "
          + "to iOS \(diff.new.version) (\(diff.new.path))")
    ]
    lines += problemLines.map { style.yellow("warning: ") + MessageText.oneLine($0) }
    for reason in diff.uncompared {
      lines.append(MessageText.oneLine("Not compared: \(reason)."))
    }
    lines.append(totalsLine(diff.changes) + " in \(diff.families.count) families")
    let sections = diff.families.map { family in
      (family, diff.changes.filter { $0.family == family })
    }
    if !sections.isEmpty {
      lines.append(
        "Families: "
          + sections.map { "\($0.0) \($0.1.count)" }.joined(separator: ", "))
    }
    let width = min(72, (diff.changes.map { label($0).count + 4 }.max() ?? 0) + 14)
    for (family, changes) in sections {
      lines.append("")
      lines.append(style.bold("\(family): \(totalsLine(changes))"))
      lines += Self.sectionLines(changes, width: width, style: style)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per file of either SDK that cannot be read: `iPhoneOS27.0.sdk/…/UIKit.h cannot
  /// be read: missing: …`.
  package var problemLines: [String] {
    diff.problems.map { sdk, problem in
      let separator = sdk.path.hasSuffix("/") ? "" : "/"
      return "\(sdk.path)\(separator)\(problem.file) cannot be read: \(problem.explanation)"
    }
  }

  /// The changes of one family, by type: a type's own change on its line, its members'
  /// below it.
  static func sectionLines(_ changes: [SDKDiff.Change], width: Int, style: TextStyle)
    -> [String]
  {
    var groups: [String: [SDKDiff.Change]] = [:]
    for change in changes {
      groups["\(change.declaration.framework) \(groupName(change.declaration))", default: []]
        .append(change)
    }
    var lines: [String] = []
    for key in groups.keys.sorted() {
      // Every key has changes: it was made from one.
      let group = groups[key]!
      let own = group.filter { $0.declaration.kind == .type }
      var members = group.filter { $0.declaration.kind != .type }
      // The members a new type brought with it are counted on its line.
      let newType = own.first { $0.kind == .introduced }
      let cameWithIt = members.filter { member in
        member.kind == .introduced && newType?.availability.summary == member.availability.summary
      }
      members.removeAll { cameWithIt.contains($0) }
      if own.isEmpty { lines.append("  " + MessageText.oneLine(key)) }
      for change in own {
        let count = change == newType ? cameWithIt.count : 0
        let note = count == 0 ? "" : ", with \(count) member" + (count == 1 ? "" : "s")
        lines.append(line(change, indent: 2, name: key, note: note, width: width, style: style))
      }
      for overloads in Self.overloads(members.sorted(by: memberOrder)) {
        let name =
          overloads[0].declaration.name + (overloads.count > 1 ? " ×\(overloads.count)" : "")
        lines.append(
          line(overloads[0], indent: 4, name: name, note: "", width: width, style: style))
      }
    }
    return lines
  }

  /// Runs of changes to one name with the same kind and availability: the overloads a line
  /// stands for.
  private static func overloads(_ sorted: [SDKDiff.Change]) -> [[SDKDiff.Change]] {
    var runs: [[SDKDiff.Change]] = []
    for change in sorted {
      if let last = runs.last?.last, last.kind == change.kind,
        last.declaration.name == change.declaration.name,
        last.availability.summary == change.availability.summary
      {
        runs[runs.count - 1].append(change)
      } else {
        runs.append([change])
      }
    }
    return runs
  }

  private static func memberOrder(_ lhs: SDKDiff.Change, _ rhs: SDKDiff.Change) -> Bool {
    (lhs.declaration.name, lhs.kind.rawValue, lhs.availability.summary, lhs.declaration.location)
      < (
        rhs.declaration.name, rhs.kind.rawValue, rhs.availability.summary,
        rhs.declaration.location
      )
  }

  /// `    + init(content:header:)      iOS 18.0  SwiftUI.swiftinterface:16111`.
  private static func line(
    _ change: SDKDiff.Change, indent: Int, name: String, note: String, width: Int,
    style: TextStyle
  ) -> String {
    let name = MessageText.oneLine(name)
    let plain = String(repeating: " ", count: indent) + "+ " + name
    let padding = String(repeating: " ", count: max(2, width - plain.count))
    return String(repeating: " ", count: indent) + mark(change.kind, style) + " " + name + padding
      + change.availability.summary + note + "  "
      + style.dim(MessageText.oneLine(change.declaration.location.short))
  }

  /// The type a declaration is listed under: itself for a type, else its container
  /// (`View` for a modifier, `(top level)` for a declaration outside any type).
  private static func groupName(_ declaration: SDKDeclaration) -> String {
    if declaration.kind == .type { return declaration.qualifiedName }
    return declaration.container.isEmpty ? "(top level)" : declaration.container
  }

  /// The name a change is listed by: a type's path with its framework, a member's name.
  private func label(_ change: SDKDiff.Change) -> String {
    change.declaration.kind == .type
      ? "\(change.declaration.framework) \(change.declaration.qualifiedName)"
      : change.declaration.name
  }

  private static func mark(_ kind: SDKDiff.Change.Kind, _ style: TextStyle) -> String {
    switch kind {
    case .introduced: style.green("+")
    case .deprecated: style.yellow("~")
    case .removed: style.red("-")
    }
  }

  /// `3 introduced, 1 deprecated, 0 removed`.
  private func totalsLine(_ changes: [SDKDiff.Change]) -> String {
    SDKDiff.Change.Kind.allCases.map { kind in
      "\(changes.filter { $0.kind == kind }.count) \(kind.rawValue)"
    }.joined(separator: ", ")
  }
}
