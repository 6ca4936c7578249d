import Foundation

/// Measures how long the built tool takes to start, do a small command and exit, side by side
/// with a Foundation hello-world: each command and the hello-world run in turn, so a busy
/// machine slows them alike, and the ratio is what counts.
enum StartupBenchmark {
  /// One program to time: its name in the table, its path and its arguments.
  struct Case {
    let name: String
    let path: String
    let arguments: [String]
  }

  /// Wall time and peak resident memory of one run.
  struct Sample {
    let seconds: Double
    let peakKiB: Int
  }

  /// The options of `compat-matrix-benchmark startup`.
  struct Options {
    var runs = 40
    var hello: String?
    /// The builds to time, each in every round: `--tool` may be given more than once, so
    /// that builds are compared side by side in one run.
    var tools: [String] = []

    init(_ arguments: ArraySlice<String>) throws {
      var rest = arguments
      while let option = rest.popFirst() {
        guard let value = rest.popFirst() else { throw Failure("\(option) needs a value") }
        switch option {
        case "--runs":
          guard let count = Int(value), count > 0 else { throw Failure("bad --runs \(value)") }
          runs = count
        case "--hello": hello = value
        case "--tool": tools.append(value)
        default: throw Failure("unknown option \(option)")
        }
      }
    }
  }

  /// Why the benchmark cannot run.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  static func run(_ options: Options) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("compat-matrix-startup-\(getpid())")
    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let tools = options.tools.isEmpty ? [siblingTool()] : options.tools
    for tool in tools where !FileManager.default.isExecutableFile(atPath: tool) {
      throw Failure(
        "no compat-matrix at \(tool); build it first: swift build -c release --product "
          + "compat-matrix (or give --tool PATH)")
    }
    // The standard library linked statically keeps the launcher smallest; where the
    // toolchain has no static library, the shared one still keeps it below the hello-world.
    let launcher: String
    do {
      launcher = try compile(
        launcherSource, named: "launcher", flags: ["-O", "-static-stdlib"], in: folder)
    } catch {
      launcher = try compile(launcherSource, named: "launcher", flags: ["-O"], in: folder)
    }
    let hello: String
    let helloOrigin: String
    if let given = options.hello {
      (hello, helloOrigin) = (given, "\(given), given with --hello")
    } else {
      hello = try compile(
        "import Foundation\nprint(\"hello\")\n", named: "hello", flags: ["-O"], in: folder)
      helloOrigin =
        "`import Foundation; print(\"hello\")` compiled with `swiftc -O` into a temporary folder"
    }
    var cases = [Case(name: "hello-world", path: hello, arguments: [])]
    for (number, tool) in tools.enumerated() {
      // With several builds, each row names its build by its number in the header.
      let suffix = tools.count > 1 ? " [\(number + 1)]" : ""
      cases += [
        Case(name: "versions" + suffix, path: tool, arguments: ["versions"]),
        Case(name: "resolve 15-18" + suffix, path: tool, arguments: ["resolve", "15-18"]),
        Case(name: "lint 15-18, empty folder" + suffix, path: tool, arguments: ["lint", "15-18"]),
      ]
    }
    // Every run starts in the empty folder, so `lint` finds no file and no configuration.
    guard FileManager.default.changeCurrentDirectoryPath(empty.path) else {
      throw Failure("cannot enter \(empty.path)")
    }
    print("start-up benchmark (swift run -c release compat-matrix-benchmark startup)")
    for (number, tool) in tools.enumerated() {
      print(tools.count > 1 ? "tool [\(number + 1)]: \(tool)" : "tool: \(tool)")
    }
    print("hello-world: \(helloOrigin)")
    print("machine: \(machine()); load average before: \(loadAverage())")
    for item in cases {
      let status = try spawn(item, launcher: launcher).status
      guard status == 0 else {
        throw Failure("\(item.name) exited with \(status); the benchmark times successful runs")
      }
    }
    var samples = Array(repeating: [Sample](), count: cases.count)
    for round in 0..<(options.runs + 3) {
      for (index, item) in cases.enumerated() {
        let sample = try spawn(item, launcher: launcher).sample
        if round >= 3 { samples[index].append(sample) }
      }
    }
    print("load average after: \(loadAverage()); \(options.runs) runs each, interleaved")
    print("")
    print(report(cases: cases, samples: samples))
  }

  /// The table: per program, minimum, median and mean wall time, the median peak resident
  /// memory, and the ratios of the median and the minimum to the hello-world's.
  static func report(cases: [Case], samples: [[Sample]]) -> String {
    let baseline = samples[0].map(\.seconds)
    var lines = [
      pad("program", 30) + pad("min ms", 9) + pad("median", 9) + pad("mean", 9)
        + pad("peak MiB", 10) + pad("× median", 10) + "× min"
    ]
    for (item, runs) in zip(cases, samples) {
      let times = runs.map(\.seconds)
      let memory = median(runs.map { Double($0.peakKiB) }) / 1024
      lines.append(
        pad(item.name, 30) + pad(milliseconds(times.min() ?? 0), 9)
          + pad(milliseconds(median(times)), 9)
          + pad(milliseconds(times.reduce(0, +) / Double(max(times.count, 1))), 9)
          + pad(Measure.format(memory, decimals: 1), 10)
          + pad(Measure.format(median(times) / median(baseline)), 10)
          + Measure.format((times.min() ?? 0) / (baseline.min() ?? 1)))
    }
    return lines.joined(separator: "\n")
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
  }

  private static func milliseconds(_ seconds: Double) -> String {
    Measure.format(seconds * 1000, decimals: 1)
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// `compat-matrix` beside this benchmark's executable: the one the same build produced.
  private static func siblingTool() -> String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("compat-matrix").path
  }

  /// The launcher's source: it runs a program with its output discarded and prints the wall
  /// time in nanoseconds, the program's peak resident memory as `wait4` gives it (`ru_maxrss`:
  /// KiB on Linux, bytes on Darwin) and its exit status.
  ///
  /// A program's peak resident memory, as Linux reports it, counts the memory of whoever
  /// started it, up to the moment it starts: timed from this benchmark, every program would
  /// seem to use what the benchmark uses. The launcher is small (the C library only; on Linux
  /// about 5 MiB with the standard library linked statically, 8 MiB without), below every
  /// program measured.
  static let launcherSource = """
    #if canImport(Glibc)
      import Glibc
      let environment = environ
      var actions = posix_spawn_file_actions_t()
    #else
      import Darwin
      let environment = _NSGetEnviron().pointee
      var actions: posix_spawn_file_actions_t? = nil
    #endif

    let arguments = Array(CommandLine.arguments.dropFirst())
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    var pid = pid_t()
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environment) == 0 else { exit(127) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &end)
    let nanoseconds = (end.tv_sec - start.tv_sec) * 1_000_000_000 + (end.tv_nsec - start.tv_nsec)
    let exited = status & 0x7f == 0
    print(nanoseconds, usage.ru_maxrss, exited ? (status >> 8) & 0xff : 128 + (status & 0x7f))

    """

  /// Runs a program through the launcher and returns its exit status and sample.
  private static func spawn(_ item: Case, launcher: String) throws -> (
    status: Int32, sample: Sample
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: launcher)
    process.arguments = [item.path] + item.arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let fields = String(decoding: data, as: UTF8.self).split(separator: " ")
      .compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard process.terminationStatus == 0, fields.count == 3 else {
      throw Failure("cannot run \(item.path)")
    }
    let sample = Sample(
      seconds: Double(fields[0]) / 1e9, peakKiB: Measure.kibibytes(maxRSS: fields[1]))
    return (Int32(fields[2]), sample)
  }

  /// Compiles `source` with `swiftc` and `flags` into `folder`, as `name`.
  private static func compile(
    _ source: String, named name: String, flags: [String], in folder: URL
  ) throws -> String {
    let file = folder.appendingPathComponent("\(name).swift")
    let binary = folder.appendingPathComponent(name)
    try Data(source.utf8).write(to: file)
    let swiftc = Process()
    swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    swiftc.arguments = ["swiftc"] + flags + [file.path, "-o", binary.path]
    try swiftc.run()
    swiftc.waitUntilExit()
    guard swiftc.terminationStatus == 0 else {
      throw Failure("swiftc could not compile the \(name); is swiftc on the PATH?")
    }
    return binary.path
  }

  private static func machine() -> String {
    "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(processorName() ?? "unknown CPU")"
  }

  /// The processor's model name: on Linux from /proc/cpuinfo, on Darwin from `sysctl`.
  private static func processorName() -> String? {
    #if os(Linux)
      (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
        .split(separator: "\n").first { $0.hasPrefix("model name") }?
        .split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
    #else
      var size = 0
      guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else {
        return nil
      }
      var name = [CChar](repeating: 0, count: size)
      guard sysctlbyname("machdep.cpu.brand_string", &name, &size, nil, 0) == 0 else { return nil }
      return String(cString: name)
    #endif
  }

  /// The load averages over 1, 5 and 15 minutes (`getloadavg`, on Linux and Darwin alike).
  private static func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return "unknown" }
    return loads.map { String(format: "%.2f", $0) }.joined(separator: " ")
  }
}
