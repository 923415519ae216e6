import Foundation
import Platform

/// Finds the game's files: `Resources/` beside the package when run from a checkout, or an
/// installed share folder; `TAP_THE_LARGER_SHAPE_RESOURCES` overrides both.
public struct ResourceLocator {
    public let directory: URL

    public static let environmentKey = "TAP_THE_LARGER_SHAPE_RESOURCES"

    /// The first folder that holds a `sounds` folder. Nil when there is none: the game then
    /// plays silently, with the system's fonts.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> ResourceLocator? {
        candidates(environment: environment).first { folder in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent("sounds").path, isDirectory: &isFolder) && isFolder.boolValue
        }.map(ResourceLocator.init(directory:))
    }

    static func candidates(environment: [String: String]) -> [URL] {
        var folders: [URL] = []
        if let override = environment[environmentKey], !override.isEmpty {
            folders.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        // From .build/<triple>/<configuration>/tap-the-larger-shape up to the checkout.
        var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            folders.append(folder.appendingPathComponent("Resources", isDirectory: true))
            folder.deleteLastPathComponent()
        }
        folders.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Resources"))
        folders.append(URL(fileURLWithPath: "/usr/local/share/tap-the-larger-shape", isDirectory: true))
        folders.append(URL(fileURLWithPath: "/usr/share/tap-the-larger-shape", isDirectory: true))
        return folders
    }

    public func sound(named name: String) -> String {
        directory.appendingPathComponent("sounds/\(name).wav").path
    }

    /// The HUD font: `TAP_FONT`, else a font under Resources/fonts, else the system's.
    public static func fontCandidates(
        resources: ResourceLocator?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        var candidates: [String] = []
        if let chosen = environment["TAP_FONT"], !chosen.isEmpty { candidates.append(chosen) }
        if let fonts = resources?.directory.appendingPathComponent("fonts") {
            let shipped = (try? FileManager.default.contentsOfDirectory(atPath: fonts.path)) ?? []
            candidates += shipped.filter { $0.hasSuffix(".ttf") }.sorted().map { fonts.appendingPathComponent($0).path }
        }
        return candidates + Font.systemCandidates
    }
}
