import CompatMatrixCore
import CompatMatrixResolver

/// The reasons strategies are out of a profile's reach, each said once per report: text and
/// Markdown plans name the surface a strategy needs and cite its reason by letter, `(a)`, and
/// the legend at the end gives the reason with its sources. A whole plan rejects dozens of
/// strategies for the same two or three reasons; said in full on every line, they made most
/// of its length.
package struct OutOfReachLegend: Sendable {
  /// One reason, with the letter that cites it.
  package struct Entry: Sendable, Hashable {
    /// `a`, `b`, …
    package let letter: String
    /// The profile.
    package let profile: NavigationProfile
    /// Why the profile cannot reach the surfaces, as the data says; `nil` when it does not.
    package let reason: String?
    /// The surfaces' titles it was cited for, in order of first citation.
    package var surfaces: [String]
    /// Its sources.
    package let sources: [String]
    /// How sure the data is.
    package let confidence: Confidence
  }

  /// The reasons, in order of first citation.
  package private(set) var entries: [Entry] = []

  /// The legend of a report's plans: concerns in order, what each did not choose in order.
  package init(_ plans: [ConcernPlan]) {
    for plan in plans {
      for rejection in plan.rejected {
        guard let out = rejection.outOfReach else { continue }
        if let index = entries.firstIndex(where: { Self.same($0, out) }) {
          if !entries[index].surfaces.contains(out.surfaceTitle) {
            entries[index].surfaces.append(out.surfaceTitle)
          }
          continue
        }
        entries.append(
          Entry(
            letter: Self.letter(entries.count), profile: out.profile, reason: out.reason,
            surfaces: [out.surfaceTitle], sources: out.evidence.sources,
            confidence: out.evidence.confidence))
      }
    }
  }

  /// The letter that cites a strategy's reason.
  package func letter(of out: OutOfReach) -> String {
    // The legend was made from the same plans, so every reason is in it.
    entries.first { Self.same($0, out) }!.letter
  }

  /// What the strategy's line says: `out of reach: needs a view controller's UINavigationItem
  /// (a)`.
  package func summary(_ out: OutOfReach) -> String {
    var text = "out of reach: needs "
    if let needs = out.needs {
      text +=
        WordList.joined(needs.names, conjunction: "or") + " (\(needs.concern)), which needs "
    }
    return text + out.surfaceTitle + " (\(letter(of: out)))"
  }

  /// One entry's text: the profile, then the reason; `nil` reason says the data gives none.
  package static func text(_ entry: Entry) -> String {
    "(\(entry.letter)) \(entry.profile.displayName) navigation cannot reach "
      + WordList.joined(entry.surfaces) + ": "
      + (entry.reason ?? "the data gives no reason")
  }

  private static func same(_ entry: Entry, _ out: OutOfReach) -> Bool {
    entry.profile == out.profile && entry.reason == out.reason
      && entry.sources == out.evidence.sources
  }

  /// `a` … `z`, then `aa`, `ab`, ….
  private static func letter(_ number: Int) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    return number < 26
      ? String(letters[number]) : letter(number / 26 - 1) + String(letters[number % 26])
  }
}
