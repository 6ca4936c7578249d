/// Xcode's `Preview Content` folder, which a new app's template lists as its development
/// assets (`DEVELOPMENT_ASSET_PATHS`): code there is built for previews, never shipped, so
/// it is preview code throughout, as a `#Preview` body is.
package enum PreviewContentFolder {
  /// The folder's name.
  package static let name = "Preview Content"

  /// Whether a path (relative or absolute) has the folder among its folders.
  package static func contains(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { $0 == name }
  }
}
