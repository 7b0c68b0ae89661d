import TrailsData

/// The trails a window lists, in list order: an array (the built-in trails, a data file's, a
/// region's) or generated ones (`--synthetic`), made as their rows are shown. One concrete
/// collection for both: a type-erased one (`AnyRandomAccessCollection`) would reach every
/// trail through boxed indices, code of the standard library that start-up would map for
/// nothing else (64 KiB windows of it, the kernel's fault-around).
struct TrailList: RandomAccessCollection {
    private enum Storage {
        case array([Trail])
        case generated(SyntheticTrails)
    }

    private let storage: Storage

    init(_ trails: [Trail]) { storage = .array(trails) }

    init(_ trails: SyntheticTrails) { storage = .generated(trails) }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .array(let trails): trails.count
        case .generated(let trails): trails.count
        }
    }

    subscript(position: Int) -> Trail {
        switch storage {
        case .array(let trails): trails[position]
        case .generated(let trails): trails[position]
        }
    }

    /// An array's storage, so that the layout compares two lists of them at memory speed.
    func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<Trail>) throws -> Result
    ) rethrows -> Result? {
        guard case .array(let trails) = storage else { return nil }
        return try trails.withContiguousStorageIfAvailable(body)
    }
}
