import CompatMatrixCore

/// What an SDK says about a record.
package enum SDKVerdict: String, Sendable, Hashable, CaseIterable {
  /// The SDK declares the symbol with the availability the record gives.
  case agrees
  /// The SDK declares the symbol with another availability: see the finding's field.
  case disagrees
  /// The SDK does not declare the symbol, as expected: it predates the record's introduction
  /// (or follows its removal).
  case absent
  /// The SDK does not show what the record says, because a later SDK brought it: the symbol
  /// (dated back before the SDK that first shipped it) or its deprecation. A later SDK of the
  /// run shows it, or the record's `sdk` history says so. Explained, not a failure.
  case laterSDK = "later-sdk"
  /// The SDK should declare the symbol but does not: the record's symbol may be misspelt.
  case notFound = "not-found"
  /// The SDK does not declare the symbol, but a file that could declare it cannot be read (a
  /// Git LFS pointer, a truncated or missing file): nothing was checked.
  case unreadable
  /// The compiler cannot check the record: it is no Swift code (an Info.plist key), its
  /// symbol gives no use that type-checks and it has no `probe`, or the compiler gave no
  /// verdict. The finding's note says why. Not a failure.
  case notCheckable = "not-checkable"

  /// How much the verdict weighs when the verdicts of several SDKs are combined: a
  /// disagreement wins over everything; a file that cannot be read, or a record the compiler
  /// cannot check, wins over what confirms nothing (a later SDK, an absence), so that a
  /// record no SDK could check says so.
  var weight: Int {
    switch self {
    case .disagrees: 7
    case .notFound: 6
    case .agrees: 5
    case .unreadable: 4
    case .notCheckable: 3
    case .laterSDK: 2
    case .absent: 1
    }
  }

  /// Whether the verdict fails a run: the data may be wrong.
  package var isFailure: Bool { self == .disagrees || self == .notFound }
}

/// What gave a verdict: the declarations the SDK's files write, or the compiler.
package enum VerdictSource: String, Sendable, Hashable, CaseIterable {
  /// Read from `.swiftinterface` files and headers, without compiling (`verify-sdk`).
  case interface
  /// The compiler's verdict on code that uses the symbol.
  case compiler
}

/// One SDK's verdict on one record, with what it rests on.
package struct SDKFinding: Sendable, Hashable {
  /// The verdict.
  package let verdict: SDKVerdict
  /// The version of the SDK that gave it.
  package let sdkVersion: OSVersion
  /// The field that disagrees: `introduced`, `deprecated`, `obsoleted` or `available`.
  package let field: String?
  /// The record's value of that field: `16.0`, `soft`, `none`.
  package let data: String?
  /// The SDK's value of that field.
  package let sdk: String?
  /// The declaration the verdict rests on, relative to the SDK folder.
  package let location: SDKLocation?
  /// The availability the SDK declares, when it declares the symbol.
  package let declared: DeclaredAvailability?
  /// Anything a reader should know: how the verdict was reached.
  package let note: String?
  /// What gave the verdict.
  package let source: VerdictSource

  /// Creates a finding.
  package init(
    _ verdict: SDKVerdict, sdkVersion: OSVersion, field: String? = nil, data: String? = nil,
    sdk: String? = nil, location: SDKLocation? = nil, declared: DeclaredAvailability? = nil,
    note: String? = nil, source: VerdictSource = .interface
  ) {
    self.verdict = verdict
    self.sdkVersion = sdkVersion
    self.field = field
    self.data = data
    self.sdk = sdk
    self.location = location
    self.declared = declared
    self.note = note
    self.source = source
  }

  /// The same finding with another verdict and note.
  func with(_ verdict: SDKVerdict, note: String?) -> SDKFinding {
    SDKFinding(
      verdict, sdkVersion: sdkVersion, field: field, data: data, sdk: sdk, location: location,
      declared: declared, note: note, source: source)
  }
}
