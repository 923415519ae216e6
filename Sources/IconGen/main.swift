import Artwork
import Foundation
import Raster

// icon-gen [DIRECTORY]: draws the game's icon with our rasterizer at every hicolor size into
// DIRECTORY/hicolor/<N>x<N>/apps/<application id>.png, and the same layers as SVG into
// hicolor/scalable/apps and (in one colour) hicolor/symbolic/apps, default Resources/icons. The output is
// the same on every machine.
let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        "USAGE: icon-gen [DIRECTORY]\n\nDraws the icon at \(AppIcon.sizes.map(String.init).joined(separator: ", ")) pixels, and as SVG (scalable, and a -symbolic one), into DIRECTORY (default: Resources/icons)."
    )
    exit(0)
}
let root = URL(fileURLWithPath: arguments.first ?? "Resources/icons", isDirectory: true)
do {
    for size in AppIcon.sizes {
        let folder = root.appendingPathComponent("hicolor/\(size)x\(size)/apps", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(AppIcon.applicationID).png")
        try Data(try PNG.encode(AppIcon.image(size: size))).write(to: file, options: .atomic)
        print("wrote \(file.path)")
    }
    // The scalable icon and the symbolic one, from the same layers as the pictures.
    for (folder, name, text) in [
        ("scalable", AppIcon.applicationID, AppIcon.svg), ("symbolic", "\(AppIcon.applicationID)-symbolic", AppIcon.symbolicSVG),
    ] {
        let directory = root.appendingPathComponent("hicolor/\(folder)/apps", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("\(name).svg")
        try Data(text.utf8).write(to: file, options: .atomic)
        print("wrote \(file.path)")
    }
} catch {
    FileHandle.standardError.write(Data("icon-gen: \(error.localizedDescription)\n".utf8))
    exit(1)
}
