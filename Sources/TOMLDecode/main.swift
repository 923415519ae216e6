import SystemIO
import TOML

// toml-test's decoder interface: TOML on standard input; valid, the tagged JSON on standard
// output and status 0; invalid, `line:column: message` on standard error and status 1.
do {
    let table = try TOML.parse(bytes: StandardInput.readAll(limit: TOML.sizeLimit))
    print(TaggedJSON.text(of: table))
    ProcessControl.exit(0)
} catch {
    StandardError.writeLine("toml-decode: \(error)")
    ProcessControl.exit(1)
}
