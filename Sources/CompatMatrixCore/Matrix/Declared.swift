/// A value declared in a matrix file, which knows where it and its fields are.
package protocol Declared {
  /// Where the declaration starts.
  var declaredAt: SourceReference { get }
  /// Where each field's value starts, keyed by its path below the declaration.
  var fieldLocations: FieldLocations { get }
}

extension Declared {
  /// The place of one field's value, or of the declaration when the field was not recorded.
  package func reference(to field: String) -> SourceReference {
    SourceReference(
      file: declaredAt.file, location: fieldLocations[field] ?? declaredAt.location,
      path: declaredAt.path.isEmpty ? field : "\(declaredAt.path).\(field)")
  }
}

extension Strategy: Declared {}
extension APIRecord: Declared {}
extension Concern: Declared {}
extension RecordedGap: Declared {}
extension BehaviourEntry: Declared {}
extension Release: Declared {}
extension DeviceModel: Declared {}
extension AdoptionEdition: Declared {}
extension Hazard: Declared {}
extension Citation: Declared {}
extension NavigationSurface: Declared {}
extension ProfileReach: Declared {}
