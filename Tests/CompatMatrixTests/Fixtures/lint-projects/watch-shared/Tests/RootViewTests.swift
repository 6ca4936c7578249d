import XCTest

final class RootViewTests: XCTestCase {
  func testNothing() {
    if #available(iOS 15.0, *) {
      XCTAssertTrue(true)
    }
  }
}
