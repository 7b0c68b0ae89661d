extension TrailsOptions {
    /// A command line that ``TrailsOptions/parse(_:)`` could not accept.
    ///
    /// ``description`` is one line such as `unknown option '--frobnicate'`;
    /// arguments are quoted with control characters escaped and long ones cut.
    public enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
        /// An argument starting with `-` that is not an option of `trails`.
        ///
        /// Shown as `unknown option '--frobnicate'`.
        case unknownOption(String)
        /// `--data` at the end, followed by another option, or as `--data=`.
        ///
        /// Shown as `missing value for '--data'`.
        case missingValue(option: String)
        /// An option that takes no value was given one, as in `--help=yes`.
        ///
        /// Shown as `option '--help' does not take a value`.
        case unexpectedValue(option: String)
        /// `--data`, `--synthetic` or `--regions` appeared more than once.
        ///
        /// Shown as `'--data' given more than once`.
        case repeatedOption(String)
        /// Two options that cannot be used together: `--data` and `--synthetic`,
        /// or `--regions` and `--synthetic`.
        ///
        /// Shown as `'--data' and '--synthetic' cannot be used together`.
        case conflictingOptions(String, String)
        /// An option's value is not one it accepts, as in `--synthetic lots`.
        ///
        /// Shown as `invalid value 'lots' for '--synthetic': expected a whole number …`.
        case invalidValue(option: String, value: String, expected: String)
        /// An argument that is not an option; `trails` takes none.
        ///
        /// Shown as `unexpected argument 'foo'`.
        case unexpectedArgument(String)

        /// The problem on one line, e.g. `missing value for '--data'`.
        ///
        /// Does not include the program name or a hint to use `--help`.
        public var description: String {
            switch self {
            case .unknownOption(let option): return "unknown option \(quoted(option))"
            case .missingValue(let option): return "missing value for \(quoted(option))"
            case .unexpectedValue(let option): return "option \(quoted(option)) does not take a value"
            case .repeatedOption(let option): return "\(quoted(option)) given more than once"
            case .unexpectedArgument(let argument): return "unexpected argument \(quoted(argument))"
            case .conflictingOptions(let first, let second):
                return "\(quoted(first)) and \(quoted(second)) cannot be used together"
            case .invalidValue(let option, let value, let expected):
                return "invalid value \(quoted(value)) for \(quoted(option)): expected \(expected)"
            }
        }

        private func quoted(_ text: String) -> String {
            TextQuoting.quoted(text, quote: "'")
        }
    }
}
