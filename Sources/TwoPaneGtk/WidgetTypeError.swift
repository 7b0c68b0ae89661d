import CGtk

/// A GTK object handed to ``Widget/init(adopting:)`` that is not of the type the wrapper
/// needs.
///
/// ```swift
/// do {
///     _ = try Widget(adopting: pointer)
/// } catch {
///     print(error)   // "cannot adopt a GtkAdjustment as a GtkWidget"
/// }
/// ```
public struct WidgetTypeError: Error, Equatable, CustomStringConvertible {
    /// The GTK type the wrapper needs, such as `GtkWidget`.
    public let expectedType: String
    /// The GTK type of the object it was given, such as `GtkAdjustment`.
    public let actualType: String

    /// One line naming both types.
    public var description: String { "cannot adopt a \(actualType) as a \(expectedType)" }

    /// Throws unless the object at `pointer` is an instance of `type` (or of a subtype).
    static func check(_ pointer: UnsafeMutableRawPointer, is type: GType, named name: String) throws(WidgetTypeError) {
        let instance = pointer.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, type) == 0 else { return }
        let actual = g_type_name_from_instance(instance).map { String(cString: $0) } ?? "unknown type"
        throw WidgetTypeError(expectedType: name, actualType: actual)
    }
}
