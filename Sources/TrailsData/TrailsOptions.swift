/// The command line of the `trails` executable.
///
/// ``parse(_:)`` turns the arguments into a ``Command`` or a ``UsageError``;
/// the executable prints ``helpText`` or ``version`` itself.
public enum TrailsOptions {
    /// What the user asked `trails` to do.
    ///
    /// The first `--help` or `--version` wins over everything after it.
    public enum Command: Equatable, Sendable {
        /// Start the app, with trails from `dataPath` or, if `nil`, the built-in ones.
        ///
        /// The path is passed on as given, without checking that it exists.
        case run(dataPath: String?)
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

    /// The usage line followed by one line per option, without a trailing newline.
    ///
    /// Print it for `--help`, or after a ``UsageError`` on standard error.
    public static let helpText = """
        usage: trails [--data FILE] [--help] [--version]
          --data FILE   load the trails from FILE (JSON, see docs/DATA-FORMAT.md)
          -h, --help    show this help and exit
          --version     show the version and exit
        """
}
