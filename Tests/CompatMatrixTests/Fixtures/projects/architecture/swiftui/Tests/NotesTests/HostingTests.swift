import UIKit
import XCTest

final class HostingTests: XCTestCase {
  func testPushes() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    XCTAssertEqual(navigation.viewControllers.count, 1)
  }
}
