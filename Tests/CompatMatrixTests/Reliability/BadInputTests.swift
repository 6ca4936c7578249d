import Foundation
import Testing

/// The built binary fed bad input, command by command: it must answer with the documented
/// exit code, one clear first line on standard error, nothing on standard output, no file
/// written, and never crash or hang. Add a case to a table to cover a new input.
@Suite struct BadInputTests {
  /// Matrix files a team passes with `--matrices DIR`, and the folder itself.
  static let matrixFileCases: [BadInput] = [
    BadInput(
      name: "malformed JSON", arguments: ["validate", "--matrices", "m"],
      files: [("m/bad.json", .text("{\n  \"apis\": [\n    {},\n  ]\n}\n"))], status: 2,
      firstLine: .exact(
        "m/bad.json:4:3: error: trailing comma; remove the ',' before the closing bracket")),
    BadInput(
      name: "truncated JSON", arguments: ["versions", "--matrices", "m"],
      files: [("m/cut.json", .text("{\n  \"concerns\": [\n    { \"id\": \"half"))], status: 2,
      firstLine: .exact("m/cut.json:3:13: error: unterminated string; expected a closing '\"'")),
    BadInput(
      name: "empty matrix file", arguments: ["resolve", "15+", "--matrices", "m"],
      files: [("m/empty.json", .text(""))], status: 2,
      firstLine: .exact("m/empty.json:1:1: error: the file is empty; expected a JSON object")),
    BadInput(
      name: "binary matrix file", arguments: ["apis", "--matrices", "m"],
      files: [("m/image.json", .bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0xFF]))],
      status: 2, firstLine: .exact("m/image.json:1:1: error: the file is not valid UTF-8")),
    BadInput(
      name: "JSON nested 200 deep", arguments: ["show", "navigation-container", "--matrices", "m"],
      files: [
        (
          "m/deep.json",
          .text(
            "{\"apis\": " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
              + "}")
        )
      ],
      status: 2,
      firstLine: .exact(
        "m/deep.json:1:137: error: arrays and objects are nested more than 128 levels deep")),
    BadInput(
      name: "100,000 nested brackets", arguments: ["advise", "--matrices", "m"],
      files: [
        ("m/brackets.json", .large(prefix: "", byte: UInt8(ascii: "["), count: 100_000, suffix: ""))
      ],
      status: 2,
      firstLine: .exact(
        "m/brackets.json:1:129: error: arrays and objects are nested more than 128 levels deep")),
    BadInput(
      name: "matrix file that is an array",
      arguments: ["upgrade", "--from", "15", "--to", "16", "--matrices", "m"],
      files: [("m/list.json", .text("[]\n"))], status: 2,
      firstLine: .exact("m/list.json:1:1: error: expected an object, found an array")),
    BadInput(
      name: "every kind of semantic error at once", arguments: ["validate", "--matrices", "m"],
      files: [("m/team.json", .fixture("reliability/semantic-errors.json"))], status: 2,
      firstLine: .exact(
        "m/team.json:6:38: error: platforms[0].releases[0].date: invalid date '2022-02-30'; expected YYYY-MM-DD"
      ),
      minimumLines: 20),
    BadInput(
      name: "matrices folder that does not exist",
      arguments: ["validate", "--matrices", "nowhere"],
      status: 64,
      firstLine: .exact(
        "Error: The value 'nowhere' is invalid for '--matrices <dir>': no matrices folder at 'nowhere'"
      )),
    BadInput(
      name: "matrices folder that is a file",
      arguments: ["resolve", "15+", "--matrices", "notes.txt"],
      files: [("notes.txt", .text("not a folder\n"))], status: 64,
      firstLine: .exact(
        "Error: The value 'notes.txt' is invalid for '--matrices <dir>': 'notes.txt' is a file; "
          + "expected a folder of matrix files")),
    BadInput(
      name: "50 MB single-line matrix file", arguments: ["validate", "--matrices", "m"],
      files: [
        (
          "m/huge.json",
          .large(prefix: "{\"note\": \"", byte: UInt8(ascii: "a"), count: 50 << 20, suffix: "\"}")
        )
      ],
      status: 2,
      firstLine: .exact(
        "m/huge.json:1:1: error: the file is larger than the limit of 4 MiB for a matrix file"),
      timeout: 15),
    BadInput(
      name: "symbolic link loop in the matrices folder",
      arguments: ["validate", "--matrices", "m"],
      files: [("m/a.json", .link("b.json")), ("m/b.json", .link("a.json"))], status: 2,
      firstLine: .exact(
        "m/a.json:1:1: error: cannot read the file: too many levels of symbolic links"),
      minimumLines: 2),
    BadInput(
      name: "link to its own folder beside a bad file", arguments: ["validate", "--matrices", "m"],
      files: [("m/self", .link(".")), ("m/again/up", .link("..")), ("m/bad.json", .text("{"))],
      status: 2,
      firstLine: .exact(
        "m/bad.json:1:2: error: unexpected end of file; expected a key in double quotes")),
    BadInput(
      name: "broken link in the matrices folder", arguments: ["apis", "--matrices", "m"],
      files: [("m/gone.json", .link("nowhere.json"))], status: 2,
      firstLine: .exact("m/gone.json:1:1: error: cannot read the file: the file does not exist")),
    BadInput(
      name: "FIFO in the matrices folder", arguments: ["validate", "--matrices", "m"],
      files: [("m/pipe.json", .fifo)], status: 2,
      firstLine: .exact(
        "m/pipe.json:1:1: error: cannot read the file: it is a FIFO, not a regular file"),
      timeout: 10),
    BadInput(
      name: "link to /dev/zero in the matrices folder", arguments: ["validate", "--matrices", "m"],
      files: [("m/zero.json", .link("/dev/zero"))], status: 2,
      firstLine: .exact(
        "m/zero.json:1:1: error: cannot read the file: it is a character device, not a regular "
          + "file"),
      timeout: 10),
    BadInput(
      name: "line break inside a JSON value", arguments: ["validate", "--matrices", "m"],
      files: [
        ("m/escape.json", .text(#"{"platforms": [{"id": "i\nOS\u001b[31m", "releases": []}]}"#))
      ],
      status: 2,
      firstLine: .exact(
        #"m/escape.json:1:23: error: platforms[0].id: unknown platform 'i\nOS\u{1B}[31m' "#
          + "(known: iOS, iPadOS, macOS, tvOS, watchOS, visionOS)")),
  ]

  /// Deployment ranges and versions.
  static let rangeCases: [BadInput] = [
    BadInput(
      name: "empty range expression", arguments: ["resolve", ""], status: 64,
      firstLine: .exact(
        "Error: The value '' is invalid for '<range>': invalid range '': expected a version "
          + "range such as 15-18, >=15.4, 15+, 16.4..<18 or 15.0...17.5")),
    BadInput(
      name: "inverted range expression", arguments: ["resolve", "18-15"], status: 64,
      firstLine: .exact(
        "Error: The value '18-15' is invalid for '<range>': the minimum 18 is above the maximum 15")
    ),
    BadInput(
      name: "inverted --min and --max", arguments: ["resolve", "--min", "18", "--max", "15"],
      status: 64, firstLine: .exact("Error: The minimum 18 is above the maximum 15.")),
    BadInput(
      name: "range with no release in the data", arguments: ["resolve", "20-22"], status: 64,
      firstLine: .exact(
        "Error: The value '20-22' is invalid for '<range>': the range 20.0-22 contains no iOS "
          + "release in the data; the nearest are 18.7.10 and 26.0")),
    // Issue 16, item 4: every message names the input at fault, and a range must hold a
    // release wherever it lies.
    BadInput(
      name: "minimum and maximum above the data",
      arguments: ["resolve", "--min", "28", "--max", "30"], status: 64,
      firstLine: .exact(
        "Error: The value '28' is invalid for '--min <version>': version 28.0 is above the "
          + "latest iOS release in the data, 27.0.1")),
    BadInput(
      name: "range expression that stops where it starts", arguments: ["resolve", "15..<15"],
      status: 64,
      firstLine: .exact(
        "Error: The value '15..<15' is invalid for '<range>': the range 15..<15 is empty: "
          + "'..<' stops before 15, where the range starts (for 15 alone, write 15)")),
    BadInput(
      name: "--min and --max across the numbering jump",
      arguments: ["resolve", "--min", "19", "--max", "25"], status: 64,
      firstLine: .exact(
        "Error: The range 19.0-25 contains no iOS release in the data; the nearest are 18.7.10 "
          + "and 26.0.")),
    BadInput(
      name: "--min and --max past the last 18.x",
      arguments: ["resolve", "--min", "18.8", "--max", "19"], status: 64,
      firstLine: .exact(
        "Error: The range 18.8-19 contains no iOS release in the data; the nearest are 18.7.10 "
          + "and 26.0.")),
    BadInput(
      name: "--min and --max between two point releases",
      arguments: ["resolve", "--min", "15.4.2", "--max", "15.4.3"], status: 64,
      firstLine: .exact(
        "Error: The range 15.4.2-15.4.3 contains no iOS release in the data; the nearest are "
          + "15.4.1 and 15.5.")),
    BadInput(
      name: "empty --matrices", arguments: ["validate", "--matrices", ""], status: 64,
      firstLine: .exact("Error: The value '' is invalid for '--matrices <dir>': the path is empty")),
    BadInput(
      name: "empty --out", arguments: ["docs", "--out", ""], status: 64,
      firstLine: .exact("Error: The value '' is invalid for '--out <dir>': the path is empty")),
    BadInput(
      name: "empty --project", arguments: ["resolve", "--project", ""], status: 64,
      firstLine: .exact(
        "Error: The value '' is invalid for '--project <path>': the path is empty")),
    BadInput(
      name: "empty path to lint", arguments: ["lint", ""], status: 64,
      firstLine: .exact("Error: The value '' is invalid for '<path>': the path is empty")),
    BadInput(
      name: "minimum below the data", arguments: ["resolve", "--min", "10"], status: 64,
      firstLine: .exact(
        "Error: The value '10' is invalid for '--min <version>': version 10.0 is below the "
          + "earliest iOS release in the data, 13.0")),
    BadInput(
      name: "maximum above the data", arguments: ["resolve", "--min", "15", "--max", "99"],
      status: 64,
      firstLine: .prefix(
        "Error: The value '99' is invalid for '--max <version>': version 99 is above the latest "
          + "iOS release in the data, ")),
    BadInput(
      name: "absurdly large minimum", arguments: ["resolve", "--min", "99999999999999999999"],
      status: 64,
      firstLine: .exact(
        "Error: The value '99999999999999999999' is invalid for '--min <version>': invalid "
          + "version '99999999999999999999': a number is above 99999; expected one to three "
          + "numbers separated by dots, such as 16, 16.4 or 16.4.1")),
    BadInput(
      name: "maximum in exponent notation", arguments: ["resolve", "--min", "15", "--max", "1e9"],
      status: 64,
      firstLine: .exact(
        "Error: The value '1e9' is invalid for '--max <version>': invalid version '1e9': "
          + "unexpected 'e'; expected one to three numbers separated by dots, such as 16, 16.4 "
          + "or 16.4.1")),
    BadInput(
      name: "line break inside a version", arguments: ["resolve", "--min", "15\n16"], status: 64,
      firstLine: .exact(
        #"Error: The value '15\n16' is invalid for '--min <version>': invalid version '15\n16': "#
          + #"unexpected '\n'; expected one to three numbers separated by dots, such as 16, "#
          + "16.4 or 16.4.1")),
    BadInput(
      name: "--max without --min", arguments: ["resolve", "--max", "18"], status: 64,
      firstLine: .exact("Error: --max needs --min: the minimum deployment target.")),
    BadInput(
      name: "expression and --min together", arguments: ["resolve", "15-18", "--min", "15"],
      status: 64,
      firstLine: .exact(
        "Error: Give the range either with --min/--max or as an expression, not both.")),
    BadInput(
      name: "upgrade to a lower minimum", arguments: ["upgrade", "--from", "16", "--to", "15"],
      status: 64, firstLine: .exact("Error: --to 15.0 must be above the current minimum 16.0.")),
    BadInput(
      name: "upgrade to a malformed version",
      arguments: ["upgrade", "--from", "15", "--to", "abc"],
      status: 64,
      firstLine: .exact(
        "Error: The value 'abc' is invalid for '--to <version>': invalid version 'abc': "
          + "unexpected 'a'; expected one to three numbers separated by dots, such as 16, 16.4 "
          + "or 16.4.1")),
    BadInput(
      name: "advise above the data", arguments: ["advise", "--max", "99"], status: 64,
      firstLine: .prefix(
        "Error: The value '99' is invalid for '--max <version>': version 99.0 is above the "
          + "latest iOS release in the data, ")),
    BadInput(
      name: "advise with a maximum of 1e9", arguments: ["advise", "--max", "1e9"], status: 64,
      firstLine: .exact(
        "Error: The value '1e9' is invalid for '--max <version>': invalid version '1e9': "
          + "unexpected 'e'; expected one to three numbers separated by dots, such as 16, 16.4 "
          + "or 16.4.1")),
  ]

  /// Names the tool does not know: concerns, formats, platforms, subcommands, options.
  static let usageCases: [BadInput] = [
    BadInput(
      name: "unknown concern", arguments: ["resolve", "15+", "--concern", "nope"], status: 64,
      firstLine: .exact(
        "Error: The value 'nope' is invalid for '--concern <id>': no concern with this id")),
    BadInput(
      name: "unknown format", arguments: ["resolve", "15+", "--format", "yaml"], status: 64,
      firstLine: .exact(
        "Error: The value 'yaml' is invalid for '--format <format>'. Please provide one of "
          + "'text', 'markdown' or 'json'.")),
    BadInput(
      name: "unknown upgrade format",
      arguments: ["upgrade", "--from", "15", "--to", "16", "--format", "pdf"],
      status: 64,
      firstLine: .exact(
        "Error: The value 'pdf' is invalid for '--format <format>'. Please provide one of "
          + "'text', 'markdown', 'json', 'adr' or 'diff'.")),
    BadInput(
      name: "unknown platform", arguments: ["apis", "--platform", "android"], status: 64,
      firstLine: .exact(
        "Error: The value 'android' is invalid for '--platform <platform>': unknown platform "
          + "'android' (known: iOS, iPadOS, macOS, tvOS, watchOS, visionOS)")),
    BadInput(
      name: "platform without data", arguments: ["versions", "--platform", "watchOS"], status: 2,
      firstLine: .exact("error: the data lists no watchOS releases")),
    BadInput(
      name: "unknown subcommand", arguments: ["frobnicate"], status: 64,
      firstLine: .exact("Error: Unknown subcommand 'frobnicate'")),
    BadInput(
      name: "mistyped subcommand", arguments: ["resolv", "15+"], status: 64,
      firstLine: .exact("Error: Unknown subcommand 'resolv'. Did you mean 'resolve'?")),
    BadInput(
      name: "unknown option", arguments: ["validate", "--frob"], status: 64,
      firstLine: .exact("Error: Unknown option '--frob'")),
    BadInput(
      name: "flag given a value", arguments: ["resolve", "15+", "--strict=yes"], status: 64,
      firstLine: .exact(
        "Error: The option '--strict' does not take any value, but 'yes' was specified.")),
    BadInput(
      name: "option without its value", arguments: ["versions", "--format"], status: 64,
      firstLine: .exact("Error: Missing value for '--format <format>'")),
    BadInput(
      name: "show without a query", arguments: ["show"], status: 64,
      firstLine: .exact("Error: Missing expected argument '<query>'")),
    BadInput(
      name: "show an unknown name", arguments: ["show", "zzzz-nothing"], status: 64,
      firstLine: .exact("Error: no concern, strategy or API named 'zzzz-nothing'")),
    BadInput(
      name: "help for an unknown subcommand", arguments: ["help", "nothing"], status: 64,
      firstLine: .exact("Error: Unknown subcommand 'nothing'")),
    BadInput(
      name: "completion for an unknown shell", arguments: ["--generate-completion-script", "tcsh"],
      status: 64,
      firstLine: .exact(
        "Error: The value 'tcsh' is invalid for '--generate-completion-script <shell>'. Please "
          + "provide one of 'bash', 'zsh' or 'fish'.")),
    BadInput(
      name: "completion without a shell", arguments: ["--generate-completion-script"], status: 64,
      firstLine: .exact("Error: Missing value for '--generate-completion-script <shell>'")),
    BadInput(
      name: "upgrade --path that does not exist",
      arguments: ["upgrade", "--from", "15", "--to", "16", "--path", "nowhere"],
      status: 64,
      firstLine: .exact(
        "Error: The value 'nowhere' is invalid for '--path <dir>': no such file or folder")),
  ]

  /// Projects the deployment target is read from, with `--project` or in the current folder.
  static let projectCases: [BadInput] = [
    BadInput(
      name: "malformed project.pbxproj", arguments: ["resolve", "--project", "p"],
      files: [
        (
          "p/App.xcodeproj/project.pbxproj",
          .text(
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tP1 = {isa = PBXProject;\n")
        )
      ],
      status: 2,
      firstLine: .exact(
        "error: p/App.xcodeproj/project.pbxproj:6:1: malformed project file: unexpected end of "
          + "file; expected a key or '}'")),
    BadInput(
      name: "project.pbxproj nested 100,000 deep", arguments: ["upgrade", "--to", "16"],
      files: [
        (
          "App.xcodeproj/project.pbxproj",
          .large(prefix: "", byte: UInt8(ascii: "("), count: 100_000, suffix: "")
        )
      ],
      status: 2,
      firstLine: .exact(
        "error: App.xcodeproj/project.pbxproj:1:257: malformed project file: dictionaries and "
          + "arrays are nested more than 256 levels deep")),
    BadInput(
      name: "Package.swift without an iOS minimum", arguments: ["resolve"],
      files: [("Package.swift", .fixture("projects/package-no-platforms/Package.swift"))],
      status: 64,
      firstLine: .exact(
        "Error: No deployment range: give --min (and --max) or a range expression such as "
          + "15-18, or run in a folder with a Package.swift or an .xcodeproj (or use --project). "
          + "Here: Package.swift:4: the package declares no iOS minimum in 'platforms:', so "
          + "SwiftPM uses its default; add .iOS(...) to 'platforms:' or give the range explicitly.")
    ),
    BadInput(
      name: "Package.swift with 100,000 nested brackets", arguments: ["resolve"],
      files: [
        (
          "Package.swift",
          .large(
            prefix: "let p = Package(name: \"x\", platforms: ", byte: UInt8(ascii: "["),
            count: 100_000, suffix: ")")
        )
      ],
      status: 2,
      firstLine: .exact(
        "error: Package.swift:1: 'platforms:' is not a list of literals such as .iOS(.v15) or "
          + ".iOS(\"15.4\"), so the iOS minimum cannot be read; give the range explicitly")),
    BadInput(
      name: "Package.swift of 200,000 # signs", arguments: ["resolve"],
      files: [
        ("Package.swift", .large(prefix: "", byte: UInt8(ascii: "#"), count: 200_000, suffix: ""))
      ],
      status: 64,
      firstLine: .exact(
        "Error: No deployment range: give --min (and --max) or a range expression such as "
          + "15-18, or run in a folder with a Package.swift or an .xcodeproj (or use --project). "
          + "Here: Package.swift has no Package(...) declaration."),
      timeout: 10),
    BadInput(
      name: "include cycle in .xcconfig files",
      arguments: ["resolve", "--project", "c/App.xcconfig"],
      files: [
        ("c/App.xcconfig", .fixture("projects/include-cycle/App.xcconfig")),
        ("c/Shared.xcconfig", .fixture("projects/include-cycle/Shared.xcconfig")),
      ],
      status: 2,
      firstLine: .exact(
        "error: Shared.xcconfig:3: #include cycle: App.xcconfig -> Shared.xcconfig -> App.xcconfig")
    ),
    BadInput(
      name: ".xcconfig references that double at every level",
      arguments: ["resolve", "--project", "laugh.xcconfig"],
      files: [("laugh.xcconfig", .fixture("reliability/laugh.xcconfig"))], status: 2,
      firstLine: .exact(
        "error: laugh.xcconfig:2: cannot evaluate IPHONEOS_DEPLOYMENT_TARGET = $(V0) for "
          + "laugh.xcconfig read on its own: it expands to more than 1000 references; such a "
          + "value is not evaluated"),
      timeout: 10),
    BadInput(
      name: ".xcconfig that includes a 5 MB file seven times",
      arguments: ["resolve", "--project", "App.xcconfig"],
      files: [
        ("App.xcconfig", .text(String(repeating: "#include \"Big.xcconfig\"\n", count: 7))),
        (
          "Big.xcconfig",
          .large(prefix: "// ", byte: UInt8(ascii: "x"), count: 5 << 20, suffix: "\n")
        ),
      ],
      status: 2,
      firstLine: .exact(
        "error: App.xcconfig:7: the #include files add up to more than 32 MiB, the limit for "
          + "a project file")),
    BadInput(
      name: ".xcconfig that includes /dev/zero",
      arguments: ["resolve", "--project", "zero.xcconfig"],
      files: [
        ("zero.xcconfig", .text("#include \"/dev/zero\"\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n"))
      ],
      status: 2,
      firstLine: .exact(
        "error: cannot read '/dev/zero': it is a character device, not a regular file"),
      timeout: 10),
    BadInput(
      name: "/dev/null as the project", arguments: ["resolve", "--project", "/dev/null"],
      status: 64,
      firstLine: .exact(
        "Error: The value '/dev/null' is invalid for '--project <path>': '/dev/null' is not a "
          + "project; expected a folder, a Package.swift, an .xcodeproj, a project.pbxproj or an "
          + ".xcconfig file")),
    BadInput(
      name: "FIFO as the project", arguments: ["resolve", "--project", "fifo"],
      files: [("fifo", .fifo)], status: 64,
      firstLine: .prefix("Error: The value 'fifo' is invalid for '--project <path>': '"),
      timeout: 10),
    BadInput(
      name: "FIFO as the project's .xcconfig",
      arguments: ["upgrade", "--to", "16", "--project", "pipe.xcconfig"],
      files: [("pipe.xcconfig", .fifo)], status: 2,
      firstLine: .exact("error: cannot read 'pipe.xcconfig': it is a FIFO, not a regular file"),
      timeout: 10),
    BadInput(
      name: "FIFO as the Package.swift in the folder", arguments: ["resolve"],
      files: [("Package.swift", .fifo)], status: 2,
      firstLine: .exact("error: cannot read 'Package.swift': it is a FIFO, not a regular file"),
      timeout: 10),
    BadInput(
      name: "project.pbxproj with 12,000 target configurations", arguments: ["resolve"],
      files: [("App.xcodeproj/project.pbxproj", .text(manyConfigurations))], status: 2,
      firstLine: .exact(
        "error: App.xcodeproj/project.pbxproj has 12000 target configurations, more than the "
          + "10000 this tool reads; give the range explicitly")),
    BadInput(
      name: "project that does not exist", arguments: ["resolve", "--project", "nowhere"],
      status: 64,
      firstLine: .prefix(
        "Error: The value 'nowhere' is invalid for '--project <path>': no project at '")),
  ]

  /// Swift files and folders given to `lint`.
  static let lintCases: [BadInput] = [
    BadInput(
      name: "lint a path that does not exist", arguments: ["lint", "15+", "nowhere"], status: 64,
      firstLine: .exact(
        "Error: The value 'nowhere' is invalid for '<path>': no such file or folder, and not a "
          + "range")),
    BadInput(
      name: "lint /dev/null", arguments: ["lint", "15+", "/dev/null"], status: 2,
      firstLine: .exact("error: cannot lint '/dev/null': not a regular file")),
    BadInput(
      name: "lint a FIFO", arguments: ["lint", "15+", "Pipe.swift"],
      files: [("Pipe.swift", .fifo)], status: 2,
      firstLine: .exact("error: cannot lint 'Pipe.swift': not a regular file"), timeout: 10),
    BadInput(
      name: "lint a link to /dev/zero", arguments: ["lint", "15+", "Zero.swift"],
      files: [("Zero.swift", .link("/dev/zero"))], status: 2,
      firstLine: .exact("error: cannot lint 'Zero.swift': not a regular file"), timeout: 10),
    BadInput(
      name: "lint a 50 MB single-line Swift file", arguments: ["lint", "15+", "Big.swift"],
      files: [
        (
          "Big.swift",
          .large(prefix: "let x = \"", byte: UInt8(ascii: "a"), count: 50 << 20, suffix: "\"")
        )
      ],
      status: 2,
      firstLine: .exact(
        "error: cannot lint 'Big.swift': larger than the limit of 8 MiB per file"),
      timeout: 10),
    BadInput(
      name: "lint a file that is not UTF-8", arguments: ["lint", "15+", "Latin1.swift"],
      files: [("Latin1.swift", .bytes(Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8)))],
      status: 2, firstLine: .exact("error: cannot lint 'Latin1.swift': not UTF-8 text")),
    BadInput(
      name: "lint a folder of links that lead nowhere, loop or leave it, and a FIFO",
      arguments: ["lint", "15+", "p"],
      files: [
        ("p/App.swift", .text("let a = 1\n")), ("p/Broken.swift", .link("Nowhere.swift")),
        ("p/Loop.swift", .link("Loop.swift")), ("p/Zero.swift", .link("/dev/zero")),
        ("p/Pipe.swift", .fifo), ("p/Up", .link("..")),
      ],
      status: 0,
      firstLine: .exact("warning: skipped p/Broken.swift: a symbolic link to nothing"),
      minimumLines: 4, timeout: 10),
    BadInput(
      name: "lint with an unknown reporter",
      arguments: ["lint", "15+", "--reporter", "checkstyle"],
      status: 64,
      firstLine: .exact(
        "Error: The value 'checkstyle' is invalid for '--reporter <reporter>'. Please provide one "
          + "of 'xcode', 'json', 'sarif', 'github', 'text' or 'diff'.")),
    BadInput(
      name: "lint with a malformed configuration",
      arguments: ["lint", "15+", "--config", "c.json"],
      files: [("c.json", .text("{\"exclude\": [1]}\n"))], status: 2,
      firstLine: .prefix("c.json:1:")),
  ]

  /// Output folders given to `docs --out`, and what stands in them.
  static let docsCases: [BadInput] = [
    BadInput(
      name: "docs --out a file", arguments: ["docs", "--out", "notes.txt"],
      files: [("notes.txt", .text("mine\n"))], status: 64,
      firstLine: .exact(
        "Error: The value 'notes.txt' is invalid for '--out <dir>': 'notes.txt' is a file; "
          + "expected a folder for the generated files")),
    BadInput(
      name: "docs --out a FIFO", arguments: ["docs", "--out", "pipe"], files: [("pipe", .fifo)],
      status: 64,
      firstLine: .exact(
        "Error: The value 'pipe' is invalid for '--out <dir>': 'pipe' is a FIFO; expected a "
          + "folder for the generated files"),
      timeout: 10),
    BadInput(
      name: "docs --out /dev/null", arguments: ["docs", "--out", "/dev/null"], status: 64,
      firstLine: .exact(
        "Error: The value '/dev/null' is invalid for '--out <dir>': '/dev/null' is a character "
          + "device; expected a folder for the generated files")),
    BadInput(
      name: "docs --out below a file", arguments: ["docs", "--out", "notes.txt/docs"],
      files: [("notes.txt", .text("mine\n"))], status: 74,
      firstLine: .prefix("error: cannot create the folder 'notes.txt/docs': '")),
    BadInput(
      name: "docs over a FIFO where a generated file goes", arguments: ["docs", "--out", "d"],
      files: [("d/README.md", .fifo)], status: 2,
      firstLine: .exact(
        "error: 'd/README.md' is a FIFO where a generated file goes; move it away"),
      timeout: 10),
    BadInput(
      name: "docs over a link to /dev/zero where a generated file goes",
      arguments: ["docs", "--out", "d"], files: [("d/apis.md", .link("/dev/zero"))], status: 2,
      firstLine: .exact(
        "error: 'd/apis.md' is a character device where a generated file goes; move it away"),
      timeout: 10),
    BadInput(
      name: "docs over a broken link where a generated file goes",
      arguments: ["docs", "--out", "d"], files: [("d/README.md", .link("nowhere.md"))],
      status: 2,
      firstLine: .exact(
        "error: 'd/README.md' is a symbolic link that leads nowhere where a generated file "
          + "goes; move it away")),
    BadInput(
      name: "docs over a folder where a generated file goes", arguments: ["docs", "--out", "d"],
      files: [("d/README.md", .folder)], status: 2,
      firstLine: .exact(
        "error: 'd/README.md' is a folder where a generated file goes; move it away")),
    BadInput(
      name: "docs over a file a person wrote", arguments: ["docs", "--out", "d"],
      files: [("d/README.md", .text("# Our notes\n"))], status: 2,
      firstLine: .prefix("error: 'd/README.md' is in the way: it does not begin with the line ")),
  ]

  /// A project whose 200 targets share one list of 60 configurations.
  static let manyConfigurations: String = {
    let targets = (0..<200).map { "T\($0)" }
    let configurations = (0..<60).map { "C\($0)" }
    var lines = [
      "{", "objects = {",
      "P1 = {isa = PBXProject; targets = (\(targets.joined(separator: ", ")), ); };",
      "L1 = {isa = XCConfigurationList; buildConfigurations = (\(configurations.joined(separator: ", ")), ); };",
    ]
    lines += configurations.map {
      "\($0) = {isa = XCBuildConfiguration; name = \($0); buildSettings = {SDKROOT = iphoneos; }; };"
    }
    lines += targets.map {
      "\($0) = {isa = PBXNativeTarget; name = \($0); buildConfigurationList = L1; };"
    }
    return (lines + ["};", "}"]).joined(separator: "\n") + "\n"
  }()

  @Test(arguments: matrixFileCases) func matrixFiles(_ input: BadInput) throws {
    try BadInputRunner.check(input)
  }

  @Test(arguments: rangeCases) func ranges(_ input: BadInput) throws {
    try BadInputRunner.check(input)
  }

  @Test(arguments: usageCases) func usage(_ input: BadInput) throws {
    try BadInputRunner.check(input)
  }

  @Test(arguments: projectCases) func projects(_ input: BadInput) throws {
    try BadInputRunner.check(input)
  }

  @Test(arguments: lintCases) func lintPaths(_ input: BadInput) throws {
    try BadInputRunner.check(input)
  }

  @Test(arguments: docsCases) func docsOutput(_ input: BadInput) throws {
    try BadInputRunner.check(input)
  }

  /// Permissions are not enforced for root, which reads any file: the case cannot be made
  /// there, so it runs only for other users.
  @Test(.enabled(if: geteuid() != 0, "root reads files whatever their permissions"))
  func unreadableMatrixFile() throws {
    let input = BadInput(
      name: "unreadable matrix file", arguments: ["validate", "--matrices", "m"],
      files: [("m/secret.json", .text("{}"))], status: 2,
      firstLine: .exact("m/secret.json:1:1: error: cannot read the file: permission denied"))
    try BadInputRunner.check(input, permissions: ["m/secret.json": 0])
  }

  @Test(.enabled(if: geteuid() != 0, "root reads files whatever their permissions"))
  func unreadableSwiftFiles() throws {
    let files: [(String, BadInput.Entry)] = [("p/App.swift", .text("let a = 1\n"))]
    try BadInputRunner.check(
      BadInput(
        name: "lint an unreadable file by name", arguments: ["lint", "15+", "p/App.swift"],
        files: files, status: 2,
        firstLine: .exact("error: cannot lint 'p/App.swift': permission denied")),
      permissions: ["p/App.swift": 0])
    try BadInputRunner.check(
      BadInput(
        name: "lint a folder with an unreadable file", arguments: ["lint", "15+", "p"],
        files: files, status: 0,
        firstLine: .exact("warning: skipped p/App.swift: permission denied")),
      permissions: ["p/App.swift": 0])
  }

  @Test(.enabled(if: geteuid() != 0, "root writes into any folder whatever its permissions"))
  func docsIntoAFolderWithoutWritePermission() throws {
    try BadInputRunner.check(
      BadInput(
        name: "docs into a read-only folder", arguments: ["docs", "--out", "ro"],
        files: [("ro", .folder)], status: 74,
        firstLine: .exact("error: cannot write to the folder 'ro': permission denied")),
      permissions: ["ro": 0o555])
  }

  @Test func theTablesCoverEveryCommand() {
    let all =
      Self.matrixFileCases + Self.rangeCases + Self.usageCases + Self.projectCases
      + Self.lintCases + Self.docsCases + Self.scaffoldCases
    #expect(all.count >= 60)
    let commands = Set(all.compactMap(\.arguments.first))
    for command in [
      "validate", "versions", "resolve", "show", "apis", "upgrade", "advise", "lint", "docs",
      "scaffold", "help",
      "--generate-completion-script",
    ] {
      #expect(commands.contains(command), "no bad input for \(command)")
    }
  }
}
