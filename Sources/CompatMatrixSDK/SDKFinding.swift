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
  /// The SDK should declare the symbol but does not: the record's symbol may be misspelt.
  case notFound = "not-found"

  /// How much the verdict weighs when the verdicts of several SDKs are combined: a
  /// disagreement wins over everything.
  var weight: Int {
    switch self {
    case .disagrees: 3
    case .notFound: 2
    case .agrees: 1
    case .absent: 0
    }
  }
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

  /// Creates a finding.
  package init(
    _ verdict: SDKVerdict, sdkVersion: OSVersion, field: String? = nil, data: String? = nil,
    sdk: String? = nil, location: SDKLocation? = nil, declared: DeclaredAvailability? = nil,
    note: String? = nil
  ) {
    self.verdict = verdict
    self.sdkVersion = sdkVersion
    self.field = field
    self.data = data
    self.sdk = sdk
    self.location = location
    self.declared = declared
    self.note = note
  }

  /// The same finding with another verdict and note.
  func with(_ verdict: SDKVerdict, note: String?) -> SDKFinding {
    SDKFinding(
      verdict, sdkVersion: sdkVersion, field: field, data: data, sdk: sdk, location: location,
      declared: declared, note: note)
  }
}
