/// A kind of Apple device, as device lists name it.
public enum DeviceFamily: String, Sendable, Hashable, CaseIterable, Comparable {
  /// An iPhone.
  case iPhone
  /// An iPod touch, which ran iOS.
  case iPodTouch = "iPod touch"
  /// An iPad; it runs iPadOS from 13, iOS before.
  case iPad

  /// iPhones first, then iPod touch, then iPads.
  public static func < (lhs: DeviceFamily, rhs: DeviceFamily) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A device model and the newest major release it can run, as Apple's lists of the devices
/// each release supports say: `iPhone 8` runs iOS 16 at most, so a minimum of iOS 17 leaves
/// it behind.
///
/// iPads are numbered as iOS is (iPadOS 17 with iOS 17), so every model is held against the
/// iOS releases.
public struct DeviceModel: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration.
  package var fieldLocations = FieldLocations()
  /// The id: `iphone-8`.
  public package(set) var id: String
  /// The name as Apple writes it: `iPhone SE (2nd generation)`.
  public package(set) var name: String
  /// What kind of device it is.
  public package(set) var family: DeviceFamily
  /// The newest major release it can run, as a major version (`16`): it runs every 16.x.
  /// For a model the newest release in the data supports, that release.
  public package(set) var lastRelease: OSVersion
  /// Anything a reader should know.
  package var note: String?
  /// The evidence for `lastRelease`.
  package var evidence: Evidence
  /// Where it was declared.
  package var declaredAt: SourceReference

  /// Creates a device model.
  package init(
    id: String, name: String, family: DeviceFamily, lastRelease: OSVersion, note: String? = nil,
    evidence: Evidence, declaredAt: SourceReference
  ) {
    self.id = id
    self.name = name
    self.family = family
    self.lastRelease = lastRelease
    self.note = note
    self.evidence = evidence
    self.declaredAt = declaredAt
  }

  /// Whether the model can run `version`: its major release is one the model runs.
  public func runs(_ version: OSVersion) -> Bool {
    version.major <= lastRelease.major
  }
}

extension Matrix {
  /// The device models that run `from` but not `to`, for the devices of `platform` (iOS
  /// counts iPhones, iPod touch and iPads; iPadOS iPads), by last release, then family, then
  /// the order of the data.
  package func devices(leftBehindFrom from: OSVersion, to: OSVersion, on platform: Platform)
    -> [DeviceModel]
  {
    devices(on: platform).filter { $0.runs(from) && !$0.runs(to) }
      .enumerated().sorted { lhs, rhs in
        (lhs.element.lastRelease, lhs.element.family, lhs.offset)
          < (rhs.element.lastRelease, rhs.element.family, rhs.offset)
      }.map(\.element)
  }

  /// The device models of a platform, in the order of the data.
  package func devices(on platform: Platform) -> [DeviceModel] {
    switch platform {
    case .iOS: devices
    case .iPadOS: devices.filter { $0.family == .iPad }
    default: []
    }
  }
}
