/// Every problem validation reports about matrix files, with its message: the catalogue of
/// validation texts.
package enum MatrixMessage: Sendable, Hashable {
  /// The file is not well-formed JSON.
  case syntax(JSONSyntaxError)
  /// The file could not be read.
  case unreadable(reason: String)
  /// A folder among the matrix files could not be listed.
  case unreadableFolder(reason: String)
  /// The file is larger than the loader accepts.
  case fileTooLarge(limit: Int)
  /// A key the format does not define.
  case unknownKey(suggestion: String?)
  /// A value of the wrong JSON type.
  case wrongType(expected: String, found: JSONType)
  /// A required key is missing.
  case missingKey(String)
  /// A key appears twice in one object.
  case duplicateKey(String, first: SourceLocation)
  /// A string or array that must not be empty is.
  case empty
  /// An id that is not a slug.
  case notASlug(String)
  /// A concern's id too long to name its page in the generated docs.
  case concernIDTooLong(length: Int, limit: Int)
  /// A value outside a fixed set.
  case notOneOf(String, allowed: [String], suggestion: String?)
  /// A version that does not parse.
  case invalidVersion(VersionError)
  /// The SDK's soft-deprecation marker written as a version.
  case softDeprecationMarker(String)
  /// A date that is not `YYYY-MM-DD`.
  case invalidDate(String)
  /// A number outside its allowed bounds.
  case outOfBounds(String, lower: Double, upper: Double)
  /// A platform id the tool does not know.
  case unknownPlatform(String, suggestion: String?)
  /// A platform the data uses but `platforms` does not list.
  case platformWithoutReleases(Platform)
  /// Releases not in increasing order.
  case releaseOutOfOrder(OSVersion, previous: OSVersion)
  /// Two declarations with the same id.
  case duplicateID(MatrixEntity, String, first: SourceReference)
  /// A reference to an id that does not exist.
  case unknownReference(MatrixEntity, String, suggestion: String?)
  /// A version outside the platform's releases.
  case versionOutsideData(OSVersion, platform: Platform, earliest: OSVersion, latest: OSVersion)
  /// A version within the platform's releases that is none of them (19.0, between 18.x and
  /// 26.0), with the nearest releases around it.
  case notARelease(OSVersion, platform: Platform, below: OSVersion?, above: OSVersion?)
  /// An introduced version later than the latest release.
  case introducedAfterLatest(OSVersion, platform: Platform, latest: OSVersion)
  /// A range whose start is not below its end.
  case invertedRange(from: OSVersion, until: OSVersion)
  /// Two behaviour entries of one strategy and platform overlap.
  case overlappingEntries(other: SourceReference)
  /// A source that is neither a URL nor a file name.
  case invalidSource(String)
  /// A `partial` or `broken` entry without a note.
  case missingNote(StrategyStatus)
  /// A third-party strategy without its library.
  case missingLibrary
  /// A behaviour entry makes a strategy usable where a required API is unavailable.
  case usableWhereUnavailable(StrategyStatus, api: String, at: OSVersion)
  /// A deprecation or obsoletion not after the introduction.
  case lifecycleOutOfOrder(field: String, version: OSVersion, introduced: OSVersion)
  /// An SDK that first declares a deprecation the availability does not have.
  case sdkDeprecationWithoutDeprecation
  /// An API listed as its own replacement.
  case replacesItself
  /// A companion that names the strategy's own concern.
  case companionIsOwnConcern
  /// A lint pattern that does not parse.
  case invalidLintPattern(String, reason: String)
  /// A strategy whose framework cannot be derived from its APIs and is not declared.
  case frameworkNotDeclared(usesBoth: Bool)
  /// A declared framework that none of the strategy's APIs belongs to.
  case frameworkContradictsAPIs(declared: String, found: String)
  /// A dependency that names the strategy's own concern.
  case dependencyIsOwnConcern
  /// Concerns whose strategies depend on each other in a circle.
  case dependencyCycle([String])
  /// An API listed as conflicting with itself.
  case conflictsWithItself
  /// A strategy that requires two APIs that conflict.
  case requiresConflictingAPIs(String, String)
  /// A strategy that requires an API that conflicts with another, without depending on the
  /// concern that decides between them.
  case conflictNotDecided(used: String, other: String, concern: String)
  /// A release that is not the first release of a major version in the data.
  case notAMajorRelease(OSVersion, platform: Platform)
  /// An edition's previous release that is not the major release before its latest.
  case notThePreviousMajor(OSVersion, latest: OSVersion, expected: OSVersion?)
  /// An edition measured before its latest release came out.
  case measuredBeforeRelease(String, release: OSVersion, date: String)
  /// Shares of one population that do not add up to 100.
  case sharesDoNotAddUp(Double)
  /// Device data that stops before the latest release.
  case devicesStopBefore(OSVersion, latest: OSVersion)
  /// A fix whose `replace` is not found in its pattern's `match`.
  case fixNotInMatch(replace: String, match: String)
  /// A fix whose replacement text is not Swift tokens.
  case invalidFixText(String)
  /// A recorded gap outside the releases where the concern applies.
  case gapOutsideApplicability(from: OSVersion, until: OSVersion?)
  /// A `default` strategy that is not the last of its concern.
  case defaultNotLast
  /// An entry's `apis` names an API the strategy does not require.
  case entryAPINotRequired(String)
  /// A strategy touches surfaces, but no profile says what it reaches.
  case touchesWithoutProfiles
  /// A surface out of a profile's reach with no reason given.
  case outOfReachWithoutReason(String, profile: NavigationProfile)
  /// A strategy no profile can reach.
  case reachableNowhere
  /// A strategy requires an API that acts on a surface its `touches` leaves out.
  case touchesLeavesOut(api: String, surface: String)
  /// A caveat that names a release without saying which releases it holds for.
  case caveatNeedsRange(String)
  /// A caveat calling an introduction unconfirmed that the API records confirm.
  case caveatContradictsRecords
  /// A sibling that requires an API an entry reports on and says nothing of it.
  case siblingSilent(sibling: String, api: String, from: OSVersion, until: OSVersion?)
  /// A sibling's entry says an API works where another entry reports it falls short, with no
  /// note saying why it works there and no disagreement recorded.
  case siblingContradicts(strategy: String, api: String, status: StrategyStatus)
  /// Profiles declared, but not all of them.
  case profilesMissing([NavigationProfile])
  /// One framework's reach declared twice in a profile.
  case frameworkReachTwice(String)
  /// A snippet without a harness.
  case missingHarness
  /// A harness on a strategy without a snippet.
  case harnessWithoutSnippet
  /// A harness with both `in` and `unchecked`, or `given` without `in`.
  case harnessForm
  /// A code template whose slots are wrong: why.
  case templateSlots(String)
  /// A scaffold fragment whose file has no slot for it.
  case fragmentWithoutSlot(file: String, slot: String)
  /// A scaffold file name that is not a plain `.swift` file name, or one two files share.
  case scaffoldName(String, reason: String)
}

/// The kinds of things matrix files declare, as messages name them.
package enum MatrixEntity: String, Sendable, Hashable {
  /// A platform.
  case platform
  /// An API record.
  case api = "API"
  /// A concern.
  case concern
  /// A strategy.
  case strategy
  /// A device model.
  case device
  /// An adoption edition, by platform and date.
  case adoption = "adoption edition"
  /// A hazard.
  case hazard
  /// A citation.
  case citation
  /// A surface strategies touch.
  case surface
  /// A navigation profile's reach.
  case profile
  /// The code around a snippet of one harness kind.
  case harness
  /// A file the scaffold writes.
  case scaffold = "scaffold file"
}

extension MatrixMessage: CustomStringConvertible {
  /// The message, without location or path.
  package var description: String { MessageText.oneLine(text) }

  /// The message before `MessageText.oneLine(_:)` escapes what it quotes.
  private var text: String {
    switch self {
    case .syntax(let error):
      return error.description
    case .unreadable(let reason):
      return "cannot read the file: \(reason)"
    case .unreadableFolder(let reason):
      return "cannot list the folder: \(reason)"
    case .fileTooLarge(let limit):
      return "the file is larger than the limit of \(limit / 1_048_576) MiB for a matrix file"
    case .unknownKey(let suggestion):
      return "unknown key" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .wrongType(let expected, let found):
      return "expected \(expected), found \(found)"
    case .missingKey(let key):
      return "missing required key '\(key)'"
    case .duplicateKey(let key, let first):
      return "duplicate key '\(key)'; first given at \(first)"
    case .empty:
      return "must not be empty"
    case .concernIDTooLong(let length, let limit):
      return
        "the id is \(length) characters long; a concern's id names its page of the generated "
        + "docs (ID.md), and a file name holds at most 255 bytes, so an id has at most \(limit)"
    case .notASlug(let id):
      return
        "'\(id)' is not a slug; use lower-case letters and digits joined by single hyphens, "
        + "such as pop-to-root"
    case .notOneOf(let value, let allowed, let suggestion):
      let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
      let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
      return "'\(value)' is not one of \(list)\(hint)"
    case .invalidVersion(let error):
      return error.description
    case .softDeprecationMarker(let text):
      return
        "'\(text)' is the SDK's marker for a soft deprecation; write \"soft\" instead of a version"
    case .invalidDate(let text):
      return "invalid date '\(text)'; expected YYYY-MM-DD"
    case .outOfBounds(let text, let lower, let upper):
      return "\(text) is outside \(Int(lower)) to \(Int(upper))"
    case .unknownPlatform(let text, let suggestion):
      let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
      return "unknown platform '\(text)'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? " (known: \(known))")
    case .platformWithoutReleases(let platform):
      return "\(platform) has no releases in the data; add it to platforms.json"
    case .releaseOutOfOrder(let version, let previous):
      return "release \(version) is listed after \(previous); list releases in increasing order"
    case .duplicateID(let entity, let id, let first):
      return "duplicate \(entity.rawValue) id '\(id)'; first declared at \(first)"
    case .unknownReference(let entity, let id, let suggestion):
      return "unknown \(entity.rawValue) '\(id)'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .versionOutsideData(let version, let platform, let earliest, let latest):
      return
        "version \(version) is outside the \(platform) releases in the data "
        + "(\(earliest) to \(latest))"
    case .notARelease(let version, let platform, let below, let above):
      return
        "version \(version) is no \(platform) release in the data"
        + VersionError.nearest(below, above)
    case .introducedAfterLatest(let version, let platform, let latest):
      return "version \(version) is after the latest \(platform) release in the data, \(latest)"
    case .invertedRange(let from, let until):
      return "'from' \(from) must be below 'until' \(until)"
    case .overlappingEntries(let other):
      return "overlaps the entry at \(other) for the same platform"
    case .invalidSource(let text):
      return "invalid source '\(text)'; expected an http(s) URL or a file name"
    case .missingNote(let status):
      return "a '\(status.rawValue)' entry needs a 'note' saying what happens"
    case .missingLibrary:
      return "a 'third-party' strategy needs 'library' with its name and url"
    case .usableWhereUnavailable(let status, let api, let version):
      return
        "marks the strategy '\(status.rawValue)' at \(version), where its required API "
        + "'\(api)' is unavailable"
    case .lifecycleOutOfOrder(let field, let version, let introduced):
      return "'\(field)' \(version) must be after 'introduced' \(introduced)"
    case .sdkDeprecationWithoutDeprecation:
      return
        "'sdk.deprecated' names the SDK that first deprecates the API, which has no 'deprecated'"
    case .replacesItself:
      return "an API cannot be its own replacement"
    case .companionIsOwnConcern:
      return "a companion must name another concern"
    case .invalidLintPattern(let pattern, let reason):
      return "invalid lint pattern '\(pattern)': \(reason)"
    case .frameworkNotDeclared(let usesBoth):
      return
        (usesBoth
        ? "the strategy uses both SwiftUI and UIKit APIs"
        : "'requires' names no SwiftUI or UIKit API")
        + "; declare the framework the team writes it in: \"framework\": \"SwiftUI\" or \"UIKit\""
    case .frameworkContradictsAPIs(let declared, let found):
      return "declares '\(declared)', but every API it requires is \(found)"
    case .dependencyIsOwnConcern:
      return "a dependency must name another concern"
    case .dependencyCycle(let concerns):
      return "concerns depend on each other in a circle: "
        + concerns.joined(separator: " → ")
    case .conflictsWithItself:
      return "an API cannot conflict with itself"
    case .requiresConflictingAPIs(let first, let second):
      return "a strategy cannot require both \(first) and \(second), which conflict"
    case .conflictNotDecided(let used, let other, let concern):
      return "requires \(used), which conflicts with \(other): the strategy must depend on '"
        + "\(concern)' through strategies that do not use \(other)"
    case .notAMajorRelease(let version, let platform):
      return
        "\(version) is not a major release of \(platform) in the data; give its major, such as 17"
    case .notThePreviousMajor(let version, let latest, let expected):
      return "\(version) is not the major release before \(latest)"
        + (expected.map { "; the data lists \($0) before it" } ?? "")
    case .measuredBeforeRelease(let date, let release, let releaseDate):
      return "measured on \(date), before \(release) was released on \(releaseDate)"
    case .sharesDoNotAddUp(let total):
      let text = total.rounded() == total ? String(Int(total)) : String(total)
      return "the shares add up to \(text), not 100"
    case .devicesStopBefore(let version, let latest):
      return
        "no device is known to run a release after \(version), but the releases reach "
        + "\(latest); add what \(latest) supports"
    case .fixNotInMatch(let replace, let match):
      return
        "the fix replaces '\(replace)', which the pattern '\(match)' does not contain; "
        + "'replace' must be tokens of 'match' without '…'"
    case .invalidFixText(let text):
      return
        "invalid fix text '\(text)': write the replacement as Swift code, without comments, "
        + "wildcards or unterminated literals"
    case .gapOutsideApplicability(let from, let until):
      return "the gap \(from)\(until.map { "..<\($0)" } ?? "+") lies outside the releases where "
        + "the concern applies (appliesTo); there it is not applicable, not a gap"
    case .defaultNotLast:
      return
        "a 'default' strategy is the last resort; list it after every strategy that is not a default"
    case .entryAPINotRequired(let api):
      return "'\(api)' is not in the strategy's 'requires'; an entry reports only on APIs it uses"
    case .touchesWithoutProfiles:
      return "the strategy names surfaces it touches, but no profile declares what it reaches; "
        + "add 'profiles' (see matrices/profiles.json)"
    case .outOfReachWithoutReason(let surface, let profile):
      return "'\(surface)' is out of reach under \(profile.rawValue), and the profile gives no "
        + "reason; list it in the profile's 'withheld' with why, or give it an adapter"
    case .reachableNowhere:
      return "no profile reaches every surface the strategy touches, so no plan can use it"
    case .touchesLeavesOut(let api, let surface):
      return "'\(api)' acts on '\(surface)' (its 'apis' in profiles.json), which 'touches' leaves "
        + "out; add it, so that no profile that cannot reach it uses the strategy"
    case .caveatNeedsRange(let release):
      return "the caveat names \(release); give it 'from' and/or 'until' (the releases it holds "
        + "for), so that plans outside them do not show it"
    case .caveatContradictsRecords:
      return "the caveat calls an introduction unconfirmed, but every API record the strategy "
        + "requires is confirmed; say it on the record, or drop it"
    case .siblingSilent(let sibling, let api, let from, let until):
      return "'\(sibling)' also requires '\(api)', but says nothing of this behaviour on "
        + "\(from)\(until.map { "..<\($0)" } ?? "+"); give it an entry naming the API, or "
        + "record the disagreement"
    case .siblingContradicts(let strategy, let api, let status):
      return "says '\(api)' works where '\(strategy)' reports it \(status.rawValue) on the same "
        + "releases, without a note; say why it works here, or record the disagreement"
    case .profilesMissing(let profiles):
      return "profiles are declared, but not "
        + profiles.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        + "; declare what every profile reaches"
    case .frameworkReachTwice(let framework):
      return "'\(framework)' code's reach is declared twice in this profile"
    case .missingHarness:
      return "the snippet needs a 'harness': {\"in\": KIND} with the code it lives in "
        + "(matrices/harnesses.json), or {\"unchecked\": WHY} when the compiler cannot check it"
    case .harnessWithoutSnippet:
      return "a harness without a snippet checks nothing; remove it, or add the snippet"
    case .harnessForm:
      return "a harness is either {\"in\": KIND, \"given\": CODE} or {\"unchecked\": WHY}, "
        + "not both"
    case .templateSlots(let reason):
      return "the code's slots are wrong: \(reason)"
    case .fragmentWithoutSlot(let file, let slot):
      return "the scaffold file '\(file)' has no slot {{\(slot)}} on a line of its own for this "
        + "code"
    case .scaffoldName(let name, let reason):
      return "the scaffold file name '\(name)' \(reason)"
    }
  }
}
