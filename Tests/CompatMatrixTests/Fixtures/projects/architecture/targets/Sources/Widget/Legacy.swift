import UIKit

final class LegacyTabs: UITabBarController {}
