import CGtk

/// The arguments a signal was emitted with, for a handler connected with `onSignal` (on a
/// ``Widget`` or a ``GObjectReference``): read them while the handler runs.
///
/// Index 0 is the signal's first argument after the object that emits it, as in its C
/// handler's parameters: for `GtkTextBuffer::insert-text` (`location`, `text`, `len`) the
/// text is ``string(at:)`` 1 and its length in bytes ``int(at:)`` 2. Each accessor reads the
/// argument's GValue as the type GLib says it has; asking for another type (an `int` from a
/// string), an index past ``count``, or reading after the handler has returned (the values
/// were GLib's, for the length of the emission) is a mistake in the program and stops it,
/// naming the signal. ``typeName(at:)`` says what an argument is.
///
/// ```swift
/// let buffer = TextView().buffer
/// try buffer.onSignal("insert-text") { arguments in
///     let text = arguments.string(at: 1) ?? ""
///     print("inserting \(text), \(arguments.int(at: 2)) bytes")
/// }
/// ```
@MainActor
public struct SignalArguments {
    private let emission: SignalEmission

    init(_ emission: SignalEmission) { self.emission = emission }

    /// How many arguments the signal has, the object emitting it not counted.
    public var count: Int { emission.count }

    /// The name of the GType of the argument at `index`, such as `gint`, `gchararray` (a
    /// string), `GtkTextIter` or `GtkWidget`.
    public func typeName(at index: Int) -> String {
        g_type_name(emission.value(at: index).pointee.g_type).map { String(cString: $0) } ?? "?"
    }

    /// The integer at `index`: a signed or unsigned integer of any size, a character, an
    /// enumeration's value or a set of flags.
    public func int(at index: Int) -> Int {
        let value = emission.value(at: index)
        switch g_type_fundamental(value.pointee.g_type) {
        case cgtk_type_int(): return Int(g_value_get_int(value))
        case cgtk_type_uint(): return Int(g_value_get_uint(value))
        case cgtk_type_long(): return g_value_get_long(value)
        case cgtk_type_int64(): return Int(g_value_get_int64(value))
        case cgtk_type_char(): return Int(g_value_get_schar(value))
        case cgtk_type_uchar(): return Int(g_value_get_uchar(value))
        case cgtk_type_enum(): return Int(g_value_get_enum(value))
        case cgtk_type_flags(): return Int(g_value_get_flags(value))
        case cgtk_type_ulong(): return exactInt(UInt(g_value_get_ulong(value)), at: index)
        case cgtk_type_uint64(): return exactInt(UInt(g_value_get_uint64(value)), at: index)
        default: wrongType(at: index, "an integer")
        }
    }

    /// The boolean (`gboolean`) at `index`.
    public func bool(at index: Int) -> Bool {
        let value = emission.value(at: index)
        guard g_type_fundamental(value.pointee.g_type) == cgtk_type_boolean() else { wrongType(at: index, "a boolean") }
        return g_value_get_boolean(value) != 0
    }

    /// The floating-point number (`gdouble` or `gfloat`) at `index`.
    public func double(at index: Int) -> Double {
        let value = emission.value(at: index)
        switch g_type_fundamental(value.pointee.g_type) {
        case cgtk_type_double(): return g_value_get_double(value)
        case cgtk_type_float(): return Double(g_value_get_float(value))
        default: wrongType(at: index, "a floating-point number")
        }
    }

    /// The string at `index`, copied; `nil` when the signal passed `NULL`.
    public func string(at index: Int) -> String? {
        let value = emission.value(at: index)
        guard g_type_fundamental(value.pointee.g_type) == cgtk_type_string() else { wrongType(at: index, "a string") }
        return g_value_get_string(value).map { String(cString: $0) }
    }

    /// The GObject at `index`, with a reference of the wrapper's own (it may be kept after
    /// the handler returns); `nil` when the signal passed `NULL`.
    public func object(at index: Int) -> GObjectReference? {
        let value = emission.value(at: index)
        guard g_type_is_a(value.pointee.g_type, cgtk_type_object()) != 0 else { wrongType(at: index, "a GObject") }
        return g_value_get_object(value).map { GObjectReference(sharing: $0) }
    }

    /// The widget at `index`, as a plain ``Widget`` holding a reference of its own (it may be
    /// kept after the handler returns); `nil` when the signal passed `NULL`.
    public func widget(at index: Int) -> Widget? {
        let value = emission.value(at: index)
        guard g_type_is_a(value.pointee.g_type, gtk_widget_get_type()) != 0 else { wrongType(at: index, "a GtkWidget") }
        return g_value_get_object(value).map { Widget(sharing: $0.assumingMemoryBound(to: GtkWidget.self)) }
    }

    /// Answers a signal that returns a boolean.
    func answer(_ value: Bool) { emission.answer(value) }

    private func exactInt(_ value: UInt, at index: Int) -> Int {
        guard let int = Int(exactly: value) else {
            preconditionFailure("argument \(index) of \(emission.signal), \(value), is larger than Int.max")
        }
        return int
    }

    private func wrongType(at index: Int, _ expected: String) -> Never {
        preconditionFailure("argument \(index) of \(emission.signal) is a \(typeName(at: index)), not \(expected)")
    }
}
