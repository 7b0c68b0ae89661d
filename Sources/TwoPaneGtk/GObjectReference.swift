import CGtk

/// A GObject that is not a widget (a `GtkTextBuffer`, a `GSettings`, a `GtkAdjustment`),
/// owned from Swift: the wrapper holds one strong reference to it, so any of its signals can
/// be connected with `onSignal(_:_:)`.
///
/// `init(adopting:)` wraps an object made with GTK's C API (the package's `CGtk` product),
/// checking that it is a `GObject`, by the same rules as ``Widget/init(adopting:)``: it takes
/// the floating reference a new `GInitiallyUnowned` object comes with (a `GtkAdjustment`),
/// or else adds a reference of its own. An object the app owns a full reference to (one from
/// `gtk_text_buffer_new`, `g_settings_new`) is then held twice: drop the app's own with
/// `g_object_unref` once it is adopted. The wrapper drops its reference when it goes, on the
/// main thread, as a `Widget` does.
///
/// ``withUnsafeObjectPointer(_:)`` hands the object back to a C call. A ``TextView``'s
/// ``TextView/buffer`` is one of these.
///
/// ```swift
/// import CGtk
/// import TwoPane
///
/// let pointer = gtk_text_buffer_new(nil)!
/// let buffer = try GObjectReference(adopting: pointer)
/// g_object_unref(pointer)  // the wrapper holds its own reference
/// try buffer.onSignal("changed") { print("edited") }
/// ```
@MainActor
public final class GObjectReference {
    private let reference: ObjectReference

    /// Adds a reference of its own to an object someone else owns (a signal's argument, a
    /// text view's buffer); a floating reference is left to its owner.
    init(sharing pointer: UnsafeMutableRawPointer) {
        reference = ObjectReference(sharing: pointer)
    }

    /// Wraps a GObject the app made or got with the C API, taking its floating reference
    /// or, when it is not floating, adding one of its own.
    ///
    /// Throws ``WidgetTypeError`` (its ``WidgetTypeError/expectedType`` is `GObject`) when
    /// `pointer` is an instance of a type that is not a `GObject` (a `GParamSpec`, a
    /// `GdkEvent`); the instance is then left as it was. `pointer` must point to some
    /// GType instance: a pointer to anything else (a `GtkTextIter`, a string) cannot be
    /// checked.
    ///
    /// ```swift
    /// let adjustment = try GObjectReference(adopting: gtk_adjustment_new(0, 0, 100, 1, 10, 0))
    /// ```
    public init(adopting pointer: UnsafeMutableRawPointer) throws(WidgetTypeError) {
        try WidgetTypeError.check(pointer, is: cgtk_type_object(), named: "GObject")
        reference = ObjectReference(sinking: pointer)
    }

    /// Wraps a GObject of a type Swift imports as `OpaquePointer` (`GSettings`,
    /// `GListStore`, `GtkSingleSelection`), as the
    /// initialiser taking a typed pointer does.
    ///
    /// ```swift
    /// let store = g_list_store_new(gtk_string_object_get_type())!
    /// let model = try GObjectReference(adopting: store)
    /// g_object_unref(UnsafeMutableRawPointer(store))
    /// ```
    public convenience init(adopting pointer: OpaquePointer) throws(WidgetTypeError) {
        try self.init(adopting: UnsafeMutableRawPointer(pointer))
    }

    /// Calls `body` with the object this wrapper holds, for a C call; the object stays alive
    /// until `body` returns. Do not keep the pointer after: take a reference of your own
    /// (`g_object_ref`) if you must.
    ///
    /// ```swift
    /// let buffer = TextView().buffer
    /// let lines = buffer.withUnsafeObjectPointer { object in
    ///     gtk_text_buffer_get_line_count(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkTextBuffer.self))
    /// }
    /// ```
    public func withUnsafeObjectPointer<Result, Failure: Error>(
        _ body: (UnsafeMutablePointer<GObject>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        defer { withExtendedLifetime(self) {} }
        return try body(reference.pointer.assumingMemoryBound(to: GObject.self))
    }

    /// Calls `body` with the object as a pointer to `type`, a GTK type whose struct Swift
    /// imports with its fields (`GtkTextBuffer`, `GtkAdjustment`); the object stays alive
    /// until `body` returns. The object must be of that type (or derive from it).
    ///
    /// ```swift
    /// let buffer = TextView(text: "One\nTwo").buffer
    /// let lines = buffer.withUnsafeObjectPointer(as: GtkTextBuffer.self) { gtk_text_buffer_get_line_count($0) }
    /// ```
    public func withUnsafeObjectPointer<ObjectType, Result, Failure: Error>(
        as type: ObjectType.Type,
        _ body: (UnsafeMutablePointer<ObjectType>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        defer { withExtendedLifetime(self) {} }
        return try body(reference.pointer.assumingMemoryBound(to: type))
    }

    /// The name of the object's GType, such as `GtkTextBuffer`.
    public var typeName: String {
        String(cString: g_type_name(cgtk_type_from_instance(reference.pointer)))
    }

    var objectPointer: UnsafeMutableRawPointer { reference.pointer }
}
