import Glibc
import TwoPane

/// When new mail arrives while the app runs: a message every `interval` milliseconds,
/// `count` in all, each at the top of the Inbox (Get Mail, F5, brings one more at any
/// time). Read from the environment:
///
/// - `MAILBOX_DELIVERY_INTERVAL_MS`: milliseconds between two messages, from 1 to
///   86400000 (a day); 8000 when unset or empty. The first arrives one interval after the
///   app starts.
/// - `MAILBOX_DELIVERY_COUNT`: how many messages the timer delivers in all, from 0 (none)
///   to 1000000; 10 when unset or empty.
struct DeliverySchedule {
    static let intervalVariable = "MAILBOX_DELIVERY_INTERVAL_MS"
    static let countVariable = "MAILBOX_DELIVERY_COUNT"
    static let intervals = 1...86_400_000
    static let counts = 0...1_000_000

    var interval = 8000
    var count = 10

    /// The schedule the environment asks for, or the problem with it: one line naming the
    /// variable and its value.
    static func fromEnvironment() -> Result<DeliverySchedule, SettingError> {
        var schedule = DeliverySchedule()
        do {
            if let interval = try number(intervalVariable, in: intervals) { schedule.interval = interval }
            if let count = try number(countVariable, in: counts) { schedule.count = count }
        } catch {
            return .failure(error)
        }
        return .success(schedule)
    }

    /// The whole number in the environment variable `name`, nil when it is unset or empty.
    static func number(_ name: String, in range: ClosedRange<Int>) throws(SettingError) -> Int? {
        guard let text = getenv(name).map({ String(cString: $0) }), !text.isEmpty else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw SettingError(
                description:
                    "\(name): \(quoted(text)) is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// `text` in single quotes on one line: control characters escaped, a long text cut.
    private static func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        let escaped = shown.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control
                ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        return "'" + escaped.joined() + "'"
    }
}

/// A setting from the environment the app cannot use.
struct SettingError: Error, CustomStringConvertible {
    let description: String
}

/// Delivers new mail on a schedule: a one-shot timer that arms the next one, until `count`
/// messages have arrived.
@MainActor
enum MailDelivery {
    /// Calls `deliver` every `schedule.interval` milliseconds, `schedule.count` times in all.
    static func start(_ schedule: DeliverySchedule, _ deliver: @escaping @MainActor () -> Void) {
        arm(after: schedule.interval, remaining: schedule.count, deliver)
    }

    private static func arm(after interval: Int, remaining: Int, _ deliver: @escaping @MainActor () -> Void) {
        guard remaining > 0 else { return }
        MainLoop.after(milliseconds: interval) {
            deliver()
            arm(after: interval, remaining: remaining - 1, deliver)
        }
    }
}

/// The setting `result` holds, or, if it holds a problem, the problem on stderr and exit
/// status 2.
func settingOrExit<Setting>(_ result: Result<Setting, SettingError>) -> Setting {
    switch result {
    case .success(let setting):
        return setting
    case .failure(let error):
        printError("mailbox: \(error)")
        exit(2)
    }
}

/// Writes `line` to stderr (Swift 6's `stderr` is not concurrency-safe).
func printError(_ line: String) {
    var bytes = Array((line + "\n").utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        bytes = bytes.dropFirst(written)
    }
}
