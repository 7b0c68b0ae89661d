/// The command line of the `trails` executable.
///
/// ``parse(_:)`` turns the arguments into a ``Command`` or a ``UsageError``;
/// the executable prints ``helpText`` or ``version`` itself.
public enum TrailsOptions {
    /// What the user asked `trails` to do.
    ///
    /// The first `--help` or `--version` wins over everything after it.
    public enum Command: Equatable, Sendable {
        /// Start the app with the trails from `source`.
        ///
        /// A file path is passed on as given, without checking that it exists.
        case run(TrailsSource)
        /// Print ``TrailsOptions/helpText`` and exit successfully.
        ///
        /// Requested with `-h` or `--help`.
        case help
        /// Print ``TrailsOptions/version`` and exit successfully.
        ///
        /// Requested with `--version`.
        case version
    }

    /// The version of the `trails` app.
    ///
    /// Printed, alone on its line, for `--version`.
    public static let version = "0.1.0"

    /// The most trails `--synthetic` makes.
    public static let maximumSyntheticCount = 10_000_000

    /// The usage line followed by one line per option, without a trailing newline.
    ///
    /// Print it for `--help`, or after a ``UsageError`` on standard error.
    public static let helpText = """
        usage: trails [--data FILE | --synthetic N] [--help] [--version]
          --data FILE     load the trails from FILE (JSON, see docs/DATA-FORMAT.md)
          --synthetic N   show N generated trails (1 to 10000000), for benchmarks
          -h, --help      show this help and exit
          --version       show the version and exit
        """
}

/// Where the trails shown come from.
public enum TrailsSource: Equatable, Sendable {
    /// The four built-in trails.
    case builtIn
    /// A JSON file (docs/DATA-FORMAT.md).
    case file(String)
    /// This many generated trails (``TrailCatalog/synthetic(count:)``).
    case synthetic(Int)
}
