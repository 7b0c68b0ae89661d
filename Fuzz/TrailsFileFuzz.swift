// libFuzzer target: the JSON data reader (TrailsFile.parse) over any bytes. Built by
// scripts/fuzz.sh with Sources/TrailsData into one module, under -sanitize=fuzzer,address.
// Any bytes give trails or a TrailsFileError naming the file; never a crash, a hang or an
// unbounded allocation. A file it accepts gives trails that all have a name.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrailsFile(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    do {
        let trails = try TrailsFile.parse(bytes, path: "fuzz.json")
        precondition(trails.allSatisfy { !$0.name.isEmpty }, "a trail without a name was accepted")
    } catch {
        precondition("\(error)".contains("fuzz.json"), "a problem that does not name the file: \(error)")
    }
    return 0
}
