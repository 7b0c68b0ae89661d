/// The items of the GTK tests: mountains, known by a stable id, shown by name.
public struct Peak: Identifiable, Hashable, Sendable, CustomStringConvertible {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    public var description: String { "\(id) (\(name))" }

    /// Four peaks, in list order.
    public static let everest = Peak(id: "everest", name: "Everest")
    public static let k2 = Peak(id: "k2", name: "K2")
    public static let kangchenjunga = Peak(id: "kangchenjunga", name: "Kangchenjunga")
    public static let lhotse = Peak(id: "lhotse", name: "Lhotse")
    public static let all = [everest, k2, kangchenjunga, lhotse]
}
