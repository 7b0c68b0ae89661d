// libFuzzer target: the command line (TrailsOptions.parse). The bytes are split at NUL into
// arguments (invalid UTF-8 repaired, as Swift's CommandLine does). Any arguments give a
// command or a usage error with a message; never a crash.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    switch TrailsOptions.parse(arguments) {
    case .success: break
    case .failure(let error): precondition(!"\(error)".isEmpty, "a usage error without a message")
    }
    return 0
}
