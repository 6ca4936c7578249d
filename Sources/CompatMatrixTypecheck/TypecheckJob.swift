import CompatMatrixCore

/// One run of the compiler: Swift files type-checked together for a deployment target.
package struct TypecheckJob: Sendable, Hashable {
  /// A Swift file of a job: its name (which diagnostics name it by) and its text.
  package struct File: Sendable, Hashable {
    /// The file name, ending in `.swift`; a file named `main.swift` holds top-level code, as
    /// in a build.
    package var name: String
    /// The text.
    package var text: [UInt8]

    /// Creates a file.
    package init(name: String, text: [UInt8]) {
      self.name = name
      self.text = text
    }

    /// Creates a file from a string.
    package init(name: String, text: String) {
      self.init(name: name, text: Array(text.utf8))
    }
  }

  /// What the files are checked for.
  package var target: DeploymentTarget
  /// The files, with names that differ.
  package var files: [File]

  /// Creates a job.
  package init(target: DeploymentTarget, files: [File]) {
    self.target = target
    self.files = files
  }
}

/// What the compiler said about a job.
package struct TypecheckOutcome: Sendable, Hashable {
  /// The job.
  package var job: TypecheckJob
  /// The diagnostics, in the order printed, notes under theirs; files of the job by name.
  package var diagnostics: [CompilerDiagnostic]
  /// Why the compiler gave no verdict, when it did not: it could not be started, ran past
  /// its time, crashed, or failed without saying why. `nil` when it did its job, whether the
  /// code compiles or not.
  package var problem: String?
  /// Wall-clock seconds the compiler ran.
  package var seconds: Double

  /// Creates an outcome.
  package init(
    job: TypecheckJob, diagnostics: [CompilerDiagnostic], problem: String? = nil,
    seconds: Double = 0
  ) {
    self.job = job
    self.diagnostics = diagnostics
    self.problem = problem
    self.seconds = seconds
  }

  /// The errors.
  package var errors: [CompilerDiagnostic] { diagnostics.filter { $0.severity == .error } }

  /// Whether the code type-checks: the compiler gave a verdict, and no error.
  package var compiles: Bool { problem == nil && errors.isEmpty }

  /// The diagnostics in a file of the job.
  package func diagnostics(in file: String) -> [CompilerDiagnostic] {
    diagnostics.filter { $0.file == file }
  }
}
