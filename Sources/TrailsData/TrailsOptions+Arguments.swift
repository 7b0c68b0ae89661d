extension TrailsOptions {
    /// The arguments that ``parse(_:)`` reads back as `command`, without the program name:
    /// how a launch hands its command to the running instance.
    ///
    /// A file path is passed as `--data=PATH`, so a path starting with `-` stays a value.
    /// ```swift
    /// TrailsOptions.arguments(for: .run(.file("/data/alps.json"), columns: .three))
    /// // ["--data=/data/alps.json", "--regions"]
    /// ```
    public static func arguments(for command: Command) -> [String] {
        switch command {
        case .help: return ["--help"]
        case .version: return ["--version"]
        case .run(let source, let columns, let look):
            let sourceArguments: [String] =
                switch source {
                case .builtIn: []
                case .file(let path): ["--data=\(path)"]
                case .synthetic(let count): ["--synthetic", String(count)]
                }
            return sourceArguments + (columns == .three ? ["--regions"] : [])
                + (look == .plainGTK ? ["--plain-gtk"] : [])
        }
    }
}
