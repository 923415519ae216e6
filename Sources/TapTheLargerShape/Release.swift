/// The release this build is. NB: `debian/changelog` and the metainfo's newest `<release>` name
/// the same version (a test compares them with `--version`).
enum Release {
    static let version = "0.8.0"
}
