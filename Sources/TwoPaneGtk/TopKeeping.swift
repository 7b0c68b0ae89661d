/// What a list remembers through a change of its rows to keep its very top in view
/// (``ListView/keepTheTopIfAsked()``): whether it was scrolled to its very top when the
/// outermost change began, and whether a change of the rows themselves (not of which are
/// shown) asked for the top to stay there.
struct TopKeeping {
    private var wasAtTop = false
    private var isAsked = false

    /// The outermost change of the rows begins, the list scrolled to its very top or not.
    mutating func changeBegins(atTop: Bool) {
        wasAtTop = atTop
        isAsked = false
    }

    /// A change of the rows asks for the top to stay in view.
    mutating func ask() { isAsked = true }

    /// Whether the list must be scrolled back to its very top now the change is over.
    var keepsTop: Bool { isAsked && wasAtTop }
}
