// libFuzzer target: the layout model. The first bytes choose a configuration (two or three
// columns, a style, breakpoints in px or sp); the rest is decoded into a sequence of
// SplitLayoutEvents over a pool of eight ids, and the model's own invariants() must hold
// after every event. Built by scripts/fuzz.sh with Sources/TwoPaneModel into one module.

/// Reads the input a byte at a time; 0 once it is used up.
private struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var isAtEnd: Bool { position >= bytes.count }

    mutating func next() -> Int {
        guard !isAtEnd else { return 0 }
        defer { position += 1 }
        return Int(bytes[position])
    }

    /// A width around the breakpoints and beyond: 0…2559, sometimes negative or huge.
    mutating func width() -> Int {
        let width = next() << 8 | next()
        switch width % 97 {
        case 0: return -width
        case 1: return Int.max - width
        default: return width % 2560
        }
    }

    mutating func pick<T>(_ values: [T]) -> T { values[next() % values.count] }
}

private let pool = ["a", "b", "c", "d", "e", "f", "g", "h"]

private func configuration(_ reader: inout ByteReader) -> SplitLayoutConfiguration {
    let flags = reader.next()
    return SplitLayoutConfiguration(
        breakpoint: 200 + reader.next() * 4, hysteresis: reader.next() % 40, listWidth: 150 + reader.next() * 2,
        columnCount: flags & 1 == 0 ? 2 : 3, style: reader.pick([.automatic, .balanced, .prominentDetail]),
        foldBreakpoint: flags & 2 == 0 ? nil : 300 + reader.next() * 5,
        breakpointUnit: flags & 4 == 0 ? .px : .sp)
}

private func event(_ reader: inout ByteReader) -> SplitLayoutEvent<String> {
    let id = { (reader: inout ByteReader) -> String in reader.next() % 9 == 8 ? "unknown" : pool[reader.next() % 8] }
    switch reader.next() % 22 {
    case 0, 1: return .widthChanged(reader.width())
    case 2: return .textScaleChanged(reader.pick([1, 1.25, 1.5, 2, 0.5, 0, -1, .nan, .infinity, 100]))
    case 3: return .listSelectionChanged(reader.next() % 5 == 0 ? nil : id(&reader))
    case 4: return .itemActivated(id(&reader))
    case 5: return .backRequested
    case 6: return .selectionAssigned(reader.next() % 5 == 0 ? nil : id(&reader))
    case 7: return .sidebarVisibilityRequested(reader.next() & 1 == 0)
    case 8: return .columnVisibilityAssigned(reader.pick([.automatic, .all, .doubleColumn, .detailOnly]))
    case 9: return .compactColumnAssigned(reader.pick(SplitColumn.allCases))
    case 10:
        let mask = reader.next()
        return .itemsChanged(SplitLayoutItems(pool.indices.filter { mask >> $0 & 1 == 1 }.map { pool[$0] }))
    case 11: return .dividerMoved(reader.width() - 500)
    case 12: return .sidebarDividerMoved(reader.width() - 500)
    case 13: return .focusMoved(reader.pick([.list, .detail, .backButton, .sidebarToggle, .sidebar, nil]))
    case 14: return .sidebarSelectionChanged(reader.next() % 5 == 0 ? nil : reader.next() % 6 - 1)
    case 15: return .sidebarItemActivated(reader.next() % 6 - 1)
    case 16: return .sidebarSelectionAssigned(reader.next() % 5 == 0 ? nil : reader.next() % 6 - 1)
    case 17: return .sidebarRowsChanged(reader.next() % 5 == 0 ? nil : reader.next() % 6 - 1)
    case 18: return .detailPagePushed
    case 19: return .detailPagePopped
    case 20: return .overlayDismissed
    default:
        let mask = reader.next()
        let ids = pool.indices.filter { mask >> $0 & 1 == 1 }.map { pool[$0] }
        return .itemsChanged(SplitLayoutItems(ids + ids.prefix(2)))  // repeated ids
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModel(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: count))
    var state = SplitLayoutState(items: Array(pool.prefix(4)), selection: "b", configuration: configuration(&reader))
    var events: [SplitLayoutEvent<String>] = []
    while !reader.isAtEnd, events.count < 4096 {
        let next = event(&reader)
        events.append(next)
        state.handle(next)
        let broken = state.invariants()
        precondition(broken.isEmpty, "after \(events.suffix(8)): \(broken)\n\(state)")
    }
    return 0
}
