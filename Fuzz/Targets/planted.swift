// A planted crash, for proving that Scripts/fuzz.sh notices one: an input that starts with
// "boom" traps, as a bug in the library would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlanted(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.starts(with: Array("boom".utf8)) {
        let empty: [Int] = []
        return Int32(empty[bytes.count])  // out of bounds: a trap
    }
    return 0
}
