import Testing

@testable import CompatMatrixCore

/// The one table of availability names, and the compiler's rules for which clause of a
/// check decides it in a build.
@Suite struct AvailabilityNameTests {
  @Test(arguments: [
    ("iOS", "iOS", false), ("iOSApplicationExtension", "iOS", true),
    ("macCatalyst", "macCatalyst", false),
    ("macCatalystApplicationExtension", "macCatalyst", true), ("macOS", "macOS", false),
    ("OSX", "macOS", false), ("macOSApplicationExtension", "macOS", true),
    ("OSXApplicationExtension", "macOS", true), ("tvOS", "tvOS", false),
    ("tvOSApplicationExtension", "tvOS", true), ("watchOS", "watchOS", false),
    ("watchOSApplicationExtension", "watchOS", true), ("visionOS", "visionOS", false),
    ("xrOS", "visionOS", false), ("visionOSApplicationExtension", "visionOS", true),
  ])
  func everyPlatformNameIsKnown(_ name: String, _ platform: String, _ isExtension: Bool) {
    let entry = AvailabilityName.named(name)
    #expect(entry?.domain == .platform(AvailabilityPlatform(rawValue: platform)!))
    #expect(entry?.isExtension == isExtension)
  }

  @Test func swiftAndPackageDescriptionAreNoPlatforms() {
    #expect(AvailabilityName.named("swift")?.domain == .swiftLanguage)
    #expect(AvailabilityName.named("_PackageDescription")?.domain == .packageDescription)
    #expect(AvailabilityName.platform(named: "swift") == nil)
    #expect(AvailabilityName.named("iPadOS") == nil)
  }

  @Test func anIOSRaiseDecidesItsExtensionsAndMacCatalyst() {
    #expect(
      AvailabilityName.names(of: .iOS) == [
        "iOS", "iOSApplicationExtension", "macCatalyst", "macCatalystApplicationExtension",
      ])
    #expect(AvailabilityName.names(of: .iPadOS) == AvailabilityName.names(of: .iOS))
    #expect(
      AvailabilityName.names(of: .macOS) == [
        "macOS", "OSX", "macOSApplicationExtension", "OSXApplicationExtension",
      ])
  }

  /// Which clause decides: (clauses, build, in #available?, the deciding clause or nil).
  @Test(
    arguments: [
      (["iOS", "iOSApplicationExtension"], BuildPlatform(.iOS), true, "iOS"),
      (
        ["iOS", "iOSApplicationExtension"], BuildPlatform(.iOS, isExtension: true), true,
        "iOSApplicationExtension"
      ),
      (
        ["iOSApplicationExtension", "iOS"], BuildPlatform(.iOS, isExtension: true), true,
        "iOSApplicationExtension"
      ),
      (["iOSApplicationExtension"], BuildPlatform(.iOS), true, nil),
      (["iOS"], BuildPlatform(.macCatalyst), true, "iOS"),
      (["iOS", "macCatalyst"], BuildPlatform(.macCatalyst), true, "macCatalyst"),
      (["macCatalyst", "iOS"], BuildPlatform(.macCatalyst), false, "macCatalyst"),
      (["iOS"], BuildPlatform(.visionOS), true, nil),
      (["iOS"], BuildPlatform(.visionOS), false, "iOS"),
      (["iOS", "visionOS"], BuildPlatform(.visionOS), false, "visionOS"),
      (["OSX"], BuildPlatform(.macOS), true, "OSX"),
      (["macOS"], BuildPlatform(.macCatalyst), true, nil),
      (["iOS"], BuildPlatform(.tvOS), true, nil),
      (["swift"], BuildPlatform(.iOS), false, nil),
    ] as [([String], BuildPlatform, Bool, String?)])
  func theMostSpecificClauseThatAppliesDecides(
    _ clauses: [String], _ build: BuildPlatform, _ inQuery: Bool, _ expected: String?
  ) {
    let index = build.decidingClause(clauses, inQuery: inQuery)
    #expect(index.map { clauses[$0] } == expected)
  }

  @Test(arguments: [
    ("16", "1.0"), ("17", "1.0"), ("17.4", "2.0"), ("18", "2.0"), ("18.2", "26.0"),
    ("26.1", "26.1"),
  ])
  func anIOSAttributeCountsOnVisionOSAtOrAboveItsRelease(_ iOS: String, _ visionOS: String) {
    let version = BuildPlatform(.visionOS).version(
      OSVersion(iOS)!, writtenFor: AvailabilityName.named("iOS")!)
    #expect(version.description == visionOS)
  }

  @Test(arguments: [
    ("10.15", "13.1"), ("11.0", "14.0"), ("12.3", "15.0"), ("15.2", "18.0"), ("26.0", "26.0"),
  ])
  func aCatalystMinimumWrittenForMacOSIsRoundedDown(_ macOS: String, _ catalyst: String) {
    #expect(
      AvailabilityPlatform.catalystVersion(forMacOS: OSVersion(macOS)!).description == catalyst)
  }
}
