import TOML

#if canImport(Glibc)
    import Glibc
#endif

// toml-test's decoder interface: TOML on standard input; valid, the tagged JSON on standard
// output and status 0; invalid, `line:column: message` on standard error and status 1.
var input: [UInt8] = []
var buffer = [UInt8](repeating: 0, count: 1 << 16)
while true {
    let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { break }
    input.append(contentsOf: buffer[0..<count])
    guard input.count <= TOML.sizeLimit else { break }
}
do {
    let table = try TOML.parse(bytes: input)
    print(TaggedJSON.text(of: table))
    exit(0)
} catch {
    let message = Array("toml-decode: \(error)\n".utf8)
    _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}
