/// Checks the device models and the adoption editions against the releases: every version is
/// a major release the data knows, an edition's previous release is the major before its
/// latest and it was measured after that latest release came out, its shares add up, and the
/// device data reaches the latest release.
enum DeviceValidation {
  /// Every problem with the devices and editions of a merged matrix.
  static func validate(_ matrix: Matrix) -> [MatrixDiagnostic] {
    var problems: [MatrixDiagnostic] = []
    // Devices are numbered on the iOS axis, iPads included.
    let releases = matrix.platforms[.iOS]?.releases ?? []
    let majors = majorReleases(releases)
    if !matrix.devices.isEmpty {
      for device in matrix.devices {
        guard let latest = majors.last else {
          problems.append(
            MatrixDiagnostic(
              at: device.reference(to: "lastRelease"), .platformWithoutReleases(.iOS)))
          break
        }
        let version = device.lastRelease
        if version > latest.version {
          problems.append(
            MatrixDiagnostic(
              at: device.reference(to: "lastRelease"),
              .introducedAfterLatest(version, platform: .iOS, latest: latest.version)))
        } else if version.major >= majors[0].version.major,
          !majors.contains(where: { $0.version == OSVersion(version.major) && version.minor == 0 })
        {
          problems.append(
            MatrixDiagnostic(
              at: device.reference(to: "lastRelease"), .notAMajorRelease(version, platform: .iOS)))
        }
      }
      // The newest release some device runs must be the latest major: otherwise adding a
      // release without its device list would make every current device look left behind.
      if let latest = majors.last,
        let newest = matrix.devices.max(by: { $0.lastRelease < $1.lastRelease }),
        newest.lastRelease.major < latest.version.major
      {
        problems.append(
          MatrixDiagnostic(
            at: newest.reference(to: "lastRelease"),
            .devicesStopBefore(newest.lastRelease, latest: latest.version)))
      }
    }
    for edition in matrix.adoption {
      check(edition, in: matrix, into: &problems)
    }
    return problems
  }

  /// The first release of each major version, with its date.
  private static func majorReleases(_ releases: [Release]) -> [Release] {
    var seen = Set<Int>()
    return releases.filter { seen.insert($0.version.major).inserted }
  }

  private static func check(
    _ edition: AdoptionEdition, in matrix: Matrix, into problems: inout [MatrixDiagnostic]
  ) {
    guard let releases = matrix.platforms[edition.platform]?.releases, !releases.isEmpty else {
      problems.append(
        MatrixDiagnostic(
          at: edition.reference(to: "platform"), .platformWithoutReleases(edition.platform)))
      return
    }
    let majors = majorReleases(releases)
    let latestIndex = majors.firstIndex {
      $0.version.major == edition.latest.major && edition.latest == OSVersion(edition.latest.major)
    }
    if let latestIndex {
      let expected = latestIndex > 0 ? majors[latestIndex - 1].version : nil
      if expected.map({ $0.major != edition.previous.major }) ?? true
        || edition.previous != OSVersion(edition.previous.major)
      {
        problems.append(
          MatrixDiagnostic(
            at: edition.reference(to: "previous"),
            .notThePreviousMajor(edition.previous, latest: edition.latest, expected: expected)))
      }
      let released = majors[latestIndex]
      if edition.measuredOn < released.date {
        problems.append(
          MatrixDiagnostic(
            at: edition.reference(to: "measuredOn"),
            .measuredBeforeRelease(
              edition.measuredOn, release: released.version, date: released.date)))
      }
    } else {
      problems.append(
        MatrixDiagnostic(
          at: edition.reference(to: "latest"),
          .notAMajorRelease(edition.latest, platform: edition.platform)))
    }
    for (population, shares) in edition.shares.sorted(by: { $0.key < $1.key }) {
      guard let previous = shares.previous, let earlier = shares.earlier else { continue }
      let total = shares.latest + previous + earlier
      // Apple rounds each share, so the three may miss 100 by one.
      if abs(total - 100) > 1 {
        problems.append(
          MatrixDiagnostic(
            at: edition.reference(to: "populations.\(population.rawValue)"),
            .sharesDoNotAddUp(total)))
      }
    }
  }
}
