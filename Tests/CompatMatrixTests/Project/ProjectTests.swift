import Testing

/// Groups the tests of reading a project's deployment target, so that `--filter Project`
/// selects all of them.
@Suite enum ProjectTests {}
