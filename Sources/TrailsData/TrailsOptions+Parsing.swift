extension TrailsOptions {
    /// Parses the arguments of `trails`, without the program name (argv[0]).
    ///
    /// Accepts `--data FILE`, `--data=FILE`, `--synthetic N`, `--regions`, `--plain-gtk`, `-h`,
    /// `--help` and `--version`, read from left to right: the first `--help` or `--version` returns at
    /// once, and the first error is returned. In `--data FILE`, a FILE that
    /// starts with `-` (other than `-` itself) counts as a missing value, so
    /// `--data --help` is an error; write `--data=-file` or `--data ./-file`.
    /// `--regions` goes with `--data` or with the built-in trails, in any
    /// order, but not with `--synthetic`; like `--data`, it may be given once.
    public static func parse(_ arguments: [String]) -> Result<Command, UsageError> {
        var source: TrailsSource?
        var columns = TrailsColumns.two
        var look = TrailsLook.adwaita
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let (option, inlineValue) = splitOption(argument)
            switch option {
            case "-h", "--help", "--version":
                if inlineValue != nil { return .failure(.unexpectedValue(option: option)) }
                return .success(option == "--version" ? .version : .help)
            case "--regions":
                if inlineValue != nil { return .failure(.unexpectedValue(option: option)) }
                guard columns == .two else { return .failure(.repeatedOption(option)) }
                if case .synthetic = source { return .failure(.conflictingOptions("--regions", "--synthetic")) }
                columns = .three
            case "--plain-gtk":
                if inlineValue != nil { return .failure(.unexpectedValue(option: option)) }
                guard look == .adwaita else { return .failure(.repeatedOption(option)) }
                look = .plainGTK
            case "--data", "--synthetic":
                if option == "--synthetic", columns == .three {
                    return .failure(.conflictingOptions("--regions", "--synthetic"))
                }
                guard source == nil else {
                    return .failure(
                        source?.option == option
                            ? .repeatedOption(option)
                            : .conflictingOptions("--data", "--synthetic"))
                }
                var value = inlineValue
                if value == nil, index < arguments.count, !looksLikeOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                }
                guard let value, !value.isEmpty else { return .failure(.missingValue(option: option)) }
                if option == "--data" {
                    source = .file(value)
                } else if let count = Int(value), (1...maximumSyntheticCount).contains(count) {
                    source = .synthetic(count)
                } else {
                    return .failure(
                        .invalidValue(
                            option: option, value: value,
                            expected: "a whole number from 1 to \(maximumSyntheticCount)"))
                }
            default:
                if looksLikeOption(argument) { return .failure(.unknownOption(argument)) }
                return .failure(.unexpectedArgument(argument))
            }
        }
        return .success(.run(source ?? .builtIn, columns: columns, look: look))
    }

    /// `("--data", "x")` for `--data=x`; `(argument, nil)` for anything else. An option is
    /// told by its bytes, as every command line tool does (`hasPrefix` compares characters,
    /// and ran the standard library's grapheme breaking at start-up).
    private static func splitOption(_ argument: String) -> (option: String, value: String?) {
        guard argument.utf8.starts(with: "--".utf8), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Whether `argument` starts with `-` and is not just `-`.
    private static func looksLikeOption(_ argument: String) -> Bool {
        argument.utf8.first == UInt8(ascii: "-") && argument != "-"
    }
}

extension TrailsSource {
    /// The option that chose this source.
    fileprivate var option: String? {
        switch self {
        case .builtIn: nil
        case .file: "--data"
        case .synthetic: "--synthetic"
        }
    }
}
