import CompatMatrixCore
import CompatMatrixLint
import CompatMatrixSource

/// Renders `lint --list-targets`: the targets read with their platforms and minimums, and
/// the files not linted for a target's range with why, as text or JSON.
package struct LintTargetsRenderer: Renderer, Sendable {
  /// Text and JSON.
  package static let formats: [OutputFormat] = [.text, .json]

  /// The listing.
  package let listing: LintTargetListing
  /// The run's context: the range files of no target are linted for.
  package let context: LintContext

  /// Creates a renderer.
  package init(listing: LintTargetListing, context: LintContext) {
    self.listing = listing
    self.context = context
  }

  /// Writes the listing.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    switch format {
    case .text: output.write(text())
    case .json: output.write(json().rendered())
    default: throw unsupported(format)
    }
  }

  /// `iOS 15.0, macOS 12.0, Mac Catalyst`.
  static func platformsText(_ platforms: [Platform: OSVersion?], catalyst: Bool) -> String {
    let named = platforms.keys.sorted().map { platform in
      (platforms[platform] ?? nil).map { "\(platform) \($0)" } ?? "\(platform)"
    }
    let all = named + (catalyst ? ["Mac Catalyst"] : [])
    return all.isEmpty ? "no platform" : all.joined(separator: ", ")
  }

  private func text() -> String {
    var lines: [String] = []
    let range = LintMessage.rangeText(context.range)
    lines.append("targets (\(listing.targets.count)):")
    if listing.targets.isEmpty { lines.append("  none: no project read lists a file") }
    for target in listing.targets {
      let platforms = Self.platformsText(target.platforms, catalyst: target.catalyst)
      // A file is linted at the lowest minimum of the targets that compile it for the
      // platform; a target of another platform shares some of its files with them.
      let builds = target.platforms.keys.contains(
        listing.platform == .iPadOS ? .iOS : listing.platform)
      let linted =
        target.linted == 0
        ? "none linted for \(listing.platform)"
        : builds
          ? "\(target.linted) linted for \(listing.platform)"
          : "\(target.linted) linted for \(listing.platform) as other targets compile them for it"
      lines.append(
        "  \(MessageText.oneLine(target.name)) (\(target.role), \(MessageText.oneLine(target.project))): "
          + "\(platforms); \(count(target.files, "Swift file")), \(linted)")
    }
    func section(_ title: String, _ entries: [String]) {
      guard !entries.isEmpty else { return }
      lines.append("")
      lines.append("\(title) (\(entries.count)):")
      lines += entries.map { "  " + MessageText.oneLine($0) }
    }
    section("Swift files in no target, linted for \(range)", listing.filesInNoTarget)
    section(
      "Swift files compiled only for other platforms, not linted for \(listing.platform)",
      listing.filesForOtherPlatforms.map {
        "\($0.file): \($0.platforms.map(\.rawValue).joined(separator: ", "))"
      })
    section("package manifests, not linted", listing.manifests)
    section("skipped", listing.skipped.map { "\($0.file): \($0.reason)" })
    section("projects not read for file membership", listing.notes)
    return lines.joined(separator: "\n") + "\n"
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  private func json() -> JSONDocument {
    .object([
      "schemaVersion": .int(1),
      "platform": .string(listing.platform.rawValue),
      "range": LintContextJSON.range(context),
      "minimums": LintContextJSON.minimums(context),
      "targets": .array(
        listing.targets.map { target in
          .object([
            "name": .string(target.name), "project": .string(target.project),
            "role": .string(target.role),
            "platforms": LintContextJSON.platforms(target.platforms, catalyst: target.catalyst),
            "files": .int(target.files), "linted": .int(target.linted),
          ])
        }),
      "filesInNoTarget": .array(listing.filesInNoTarget.map(JSONDocument.string)),
      "filesForOtherPlatforms": .array(
        listing.filesForOtherPlatforms.map { file in
          .object([
            "file": .string(file.file),
            "platforms": .array(file.platforms.map { .string($0.rawValue) }),
          ])
        }),
      "manifests": .array(listing.manifests.map(JSONDocument.string)),
      "skipped": .array(
        listing.skipped.map {
          .object(["file": .string($0.file), "reason": .string($0.reason.description)])
        }),
      "notes": .array(listing.notes.map(JSONDocument.string)),
    ])
  }
}
