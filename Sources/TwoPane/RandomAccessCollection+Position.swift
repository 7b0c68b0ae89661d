extension RandomAccessCollection {
    /// The element `position` places from the start, in constant time.
    @usableFromInline
    func element(at position: Int) -> Element {
        self[index(startIndex, offsetBy: position)]
    }
}
