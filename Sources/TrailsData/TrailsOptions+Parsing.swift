extension TrailsOptions {
    /// Parses the arguments of `trails`, without the program name (argv[0]).
    ///
    /// Accepts `--data FILE`, `--data=FILE`, `-h`, `--help` and `--version`,
    /// read from left to right: the first `--help` or `--version` returns at
    /// once, and the first error is returned. In `--data FILE`, a FILE that
    /// starts with `-` (other than `-` itself) counts as a missing value, so
    /// `--data --help` is an error; write `--data=-file` or `--data ./-file`.
    public static func parse(_ arguments: [String]) -> Result<Command, UsageError> {
        var dataPath: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let (option, inlineValue) = splitOption(argument)
            switch option {
            case "-h", "--help", "--version":
                if inlineValue != nil { return .failure(.unexpectedValue(option: option)) }
                return .success(option == "--version" ? .version : .help)
            case "--data":
                guard dataPath == nil else { return .failure(.repeatedOption(option)) }
                var value = inlineValue
                if value == nil, index < arguments.count, !looksLikeOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                }
                guard let value, !value.isEmpty else { return .failure(.missingValue(option: option)) }
                dataPath = value
            default:
                if looksLikeOption(argument) { return .failure(.unknownOption(argument)) }
                return .failure(.unexpectedArgument(argument))
            }
        }
        return .success(.run(dataPath: dataPath))
    }

    /// `("--data", "x")` for `--data=x`; `(argument, nil)` for anything else.
    private static func splitOption(_ argument: String) -> (option: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Whether `argument` starts with `-` and is not just `-`.
    private static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }
}
