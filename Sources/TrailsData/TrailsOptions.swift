/// The command line of the `trails` executable.
///
/// ``parse(_:)`` turns the arguments into a ``Command`` or a ``UsageError``;
/// the executable prints ``helpText`` or ``version`` itself.
public enum TrailsOptions {
    /// What the user asked `trails` to do.
    ///
    /// The first `--help` or `--version` wins over everything after it.
    public enum Command: Equatable, Sendable {
        /// Start the app with the trails from `source`, in `columns`, drawn in `look`.
        ///
        /// A file path is passed on as given, without checking that it exists.
        /// `columns` is ``TrailsColumns/three`` for `--regions` and
        /// ``TrailsColumns/two`` otherwise, so `.run(source)` means two columns;
        /// `look` is ``TrailsLook/plainGTK`` for `--plain-gtk`.
        case run(TrailsSource, columns: TrailsColumns = .two, look: TrailsLook = .adwaita)
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
    public static let version = "0.7.8"

    /// The most trails `--synthetic` makes.
    public static let maximumSyntheticCount = 10_000_000

    /// The usage line followed by one line per option, without a trailing newline.
    ///
    /// Print it for `--help`, or after a ``UsageError`` on standard error.
    public static let helpText = """
        usage: trails [--data FILE | --synthetic N] [--regions] [--plain-gtk] [--help] [--version]
          --data FILE     load the trails from FILE (JSON, see docs/DATA-FORMAT.md)
          --synthetic N   show N generated trails (1 to 10000000), for benchmarks
          --regions       group the trails by region in a sidebar (three columns)
          --plain-gtk     draw with GTK's own theme and widgets, not libadwaita's
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

/// How the app is drawn.
public enum TrailsLook: Equatable, Sendable {
    /// libadwaita's stylesheet and widgets, as a GNOME app: the default.
    case adwaita
    /// GTK's own theme and widgets, without libadwaita: `--plain-gtk`.
    case plainGTK
}

/// How the app lays out the trails.
public enum TrailsColumns: Equatable, Sendable {
    /// The trails and the selected trail's detail: the default.
    ///
    /// Shows the trails of the ``TrailsSource`` as one list.
    case two
    /// A sidebar of regions, the trails of the selected region, and the
    /// selected trail's detail: `--regions`.
    ///
    /// Shows ``RegionCatalog/builtIn`` for ``TrailsSource/builtIn``, and
    /// ``RegionCatalog/grouping(_:)`` of the file's trails for ``TrailsSource/file(_:)``.
    /// Never combined with ``TrailsSource/synthetic(_:)``.
    case three
}
