// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Breadcrumbs",
  products: [
    .library(name: "Breadcrumbs", targets: ["Breadcrumbs"])
  ],
  targets: [
    .target(name: "Breadcrumbs"),
    .testTarget(name: "BreadcrumbsTests", dependencies: ["Breadcrumbs"]),
  ]
)
