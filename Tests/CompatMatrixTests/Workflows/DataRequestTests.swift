import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixWorkflows

/// A request's releases are the loaded data's, whichever way they are built: from the shipped
/// releases alone, from the shipped files checked again, or with a team's folder over them.
@Suite struct DataRequestTests {
  @Test(arguments: Platform.allCases, [false, true])
  func theReleasesAreTheLoadedDatas(_ platform: Platform, checkingShippedFiles: Bool) throws {
    let request = DataRequest(
      directory: TestSupport.packageRoot.path, checksShippedFiles: checkingShippedFiles)
    #expect(try request.releases(of: platform) == request.load().platforms[platform])
  }

  @Test func aTeamsPlatformIsAmongTheReleases() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try TestSupport.write(
      [
        "team/platforms.json": """
        {"platforms": [{"id": "macOS", "releases": [
          {"version": "13.0", "date": "2022-10-24", "sources": ["https://example.com/13"],
           "confidence": "confirmed"}]}]}
        """
      ], in: folder)
    let request = DataRequest(folder: "team", directory: folder.path)
    let releases = try #require(try request.releases(of: .macOS))
    #expect(releases.releases.map(\.version.description) == ["13.0"])
    #expect(
      try request.releases(of: .iOS) == DataRequest(directory: folder.path).releases(of: .iOS))
    #expect(try DataRequest(directory: folder.path).releases(of: .macOS) == nil)
  }

  @Test func aMissingTeamFolderIsNamed() {
    let request = DataRequest(folder: "no-such-folder", directory: "/")
    #expect {
      try request.releases(of: .iOS)
    } throws: { error in
      guard case .folder = error as? DataLoadError else { return false }
      return true
    }
  }
}
