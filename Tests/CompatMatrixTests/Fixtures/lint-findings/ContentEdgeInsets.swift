// swift-format-ignore-file
import UIKit

// A button in the screen's content, not in a navigation bar: its deprecated insets are the
// compiler's business, not the leading bar item's offset.
final class AlertActionView: UIView {
  let actionButton = UIButton(type: .system)

  func configure() {
    actionButton.contentEdgeInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
  }
}
