/// A distance for display: `value` as ``oneDecimalText(_:)`` followed by " km", e.g. "12.5 km".
///
/// The one formatting of distances, shared by trails and stages.
func kilometresText(_ value: Double) -> String {
    oneDecimalText(value) + " km"
}

/// Numbers as the app shows them.
public enum DistanceText {
    /// `value` rounded to one decimal, without a trailing ".0": "42", "12.5".
    public static func oneDecimal(_ value: Double) -> String { oneDecimalText(value) }
}

/// `value` rounded to one decimal, without a trailing ".0": "42", "12.5", "-3.2".
///
/// Values that are not finite or too large for exact tenths fall back to
/// Swift's own `description`.
func oneDecimalText(_ value: Double) -> String {
    let scaled = (value * 10).rounded()
    guard scaled.isFinite, scaled.magnitude < 1e15 else { return value.description }
    let tenths = Int64(scaled)
    let sign = tenths < 0 ? "-" : ""
    let whole = tenths.magnitude / 10
    let fraction = tenths.magnitude % 10
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
}

/// `value` in full precision for messages: "-3", "0.5", "100001", "1e-07".
///
/// Whole numbers print without ".0"; other values use Swift's shortest
/// round-tripping `description`.
func exactNumberText(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), value.magnitude < 1e15 {
        return String(Int64(value))
    }
    return value.description
}
