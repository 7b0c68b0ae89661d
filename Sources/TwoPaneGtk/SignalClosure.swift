import CGtk

// A signal of any C signature, connected through a GClosure. GLib hands a closure's
// marshaller the signal's arguments as an array of GValues, each carrying its own type, so one
// marshaller serves every signal: there is no per-signature trampoline to get wrong (the
// trampolines of SignalConnection.swift serve the signals TwoPane connects itself).

/// What `Widget.onSignal(_:_:)` and its overloads box: the handler, given the emission.
typealias SignalHandler = @MainActor (SignalArguments) -> Void

/// Connects `handler` to the signal `name` (`changed`, `notify::label`) of `instance`, a
/// GObject, through a closure whose box GLib keeps (released by the closure's finalize
/// notifier, counted by `ClosureBoxCensus`).
///
/// The name is looked up first, so an unknown one throws and GLib prints nothing. A handler
/// that answers the signal (`returning`) needs a signal of that return type: a signal's
/// return type does not change between GTK versions, so asking for another is the program's
/// mistake, and stops it.
@MainActor func connectClosure(
    _ instance: UnsafeMutableRawPointer, _ name: String, returning returnType: GType? = nil,
    handler: @escaping SignalHandler
) throws(SignalNameError) -> SignalConnection {
    let type = cgtk_type_from_instance(instance)
    var signalID: guint = 0
    var detail: GQuark = 0
    // Forcing the detail's quark, as g_signal_connect does: an unknown detail must stay a
    // detail, not become 0, which would connect to every emission of the signal.
    guard g_signal_parse_name(name, type, &signalID, &detail, 1) != 0 else {
        throw SignalNameError(signalName: name, typeName: String(cString: g_type_name(type)))
    }
    if let returnType {
        let actual = cgtk_signal_return_type(signalID)
        precondition(
            actual == returnType,
            "\(String(cString: g_type_name(type)))::\(name) returns \(String(cString: g_type_name(actual))), "
                + "not \(String(cString: g_type_name(returnType)))")
    }
    let box = retainedBox(handler)
    let closure = cgtk_closure_new(box)
    g_closure_add_finalize_notifier(closure, box, releaseBox)
    g_closure_set_marshal(closure, signalMarshal)
    let handlerID = g_signal_connect_closure_by_id(instance, signalID, detail, closure, 0)
    return SignalConnection(instance: instance, handlerID: handlerID)
}

/// The one marshaller: hands the boxed handler the emission's arguments, readable until it
/// returns.
private let signalMarshal: GClosureMarshal = { closure, returnValue, count, values, hint, _ in
    let box = address(closure?.pointee.data)
    let (valuesAddress, returnAddress) = (UInt(bitPattern: values), UInt(bitPattern: returnValue))
    let signalID = hint?.assumingMemoryBound(to: GSignalInvocationHint.self).pointee.signal_id ?? 0
    MainActor.assumeIsolated {
        let emission = SignalEmission(
            values: UnsafePointer(bitPattern: valuesAddress), count: Int(count),
            returnValue: UnsafeMutablePointer(bitPattern: returnAddress), signalID: signalID)
        defer { emission.end() }
        unboxed(box, as: SignalHandler.self)(SignalArguments(emission))
    }
}

/// One emission's GValues, readable while its handler runs: the values are GLib's, on the
/// emitting function's stack, and gone once the handler returns.
@MainActor
final class SignalEmission {
    private var values: UnsafePointer<GValue>?
    private var returnValue: UnsafeMutablePointer<GValue>?
    /// How many arguments the signal has, the emitting object not counted.
    let count: Int
    private let signalID: guint
    private let instanceType: GType

    init(values: UnsafePointer<GValue>?, count: Int, returnValue: UnsafeMutablePointer<GValue>?, signalID: guint) {
        self.values = values
        self.instanceType = values?.pointee.g_type ?? 0
        self.count = max(0, count - 1)
        self.returnValue = returnValue
        self.signalID = signalID
    }

    /// The handler returned: its values are gone.
    func end() {
        values = nil
        returnValue = nil
    }

    /// The argument at `index` (0: the first after the emitting object).
    func value(at index: Int) -> UnsafePointer<GValue> {
        guard let values else {
            preconditionFailure("the arguments of \(signal) were read after its handler returned")
        }
        precondition(index >= 0 && index < count, "\(signal) has \(count) arguments: there is none at \(index)")
        return values + (index + 1)
    }

    /// The handler's answer, for a signal that returns a boolean.
    func answer(_ value: Bool) {
        guard let returnValue else { return }
        g_value_set_boolean(returnValue, value ? 1 : 0)
    }

    /// `GtkTextBuffer::insert-text`, for messages.
    var signal: String {
        let name = g_signal_name(signalID).map { String(cString: $0) } ?? "signal \(signalID)"
        return "\(g_type_name(instanceType).map { String(cString: $0) } ?? "?")::\(name)"
    }
}
