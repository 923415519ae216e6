import Foundation
import Platform
import Preferences

/// Finds the game's files (sounds, translations): next to the executable, in the prefix it is
/// installed in, in the XDG data folders, or in the checkout it was built in;
/// `TAP_THE_LARGER_SHAPE_RESOURCES` overrides them all.
public struct ResourceLocator: Sendable {
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

    /// Where the game's files may be, in order: the override; a `Resources` folder next to the
    /// executable (symlinks followed, so a link in another folder finds the real one), or, for
    /// a build in a checkout, the checkout's; the prefix it is installed in (`<prefix>/bin/` →
    /// `<prefix>/share/tap-the-larger-shape`, or Debian's layout for games, `/usr/games/` →
    /// `/usr/share/games/tap-the-larger-shape`); the XDG data folders (`$XDG_DATA_HOME`, then each
    /// of `$XDG_DATA_DIRS`, default `/usr/local/share:/usr/share`). Never the current directory:
    /// the game finds its files wherever it is started from.
    static func candidates(environment: [String: String], executable: URL = URL(fileURLWithPath: "/proc/self/exe")) -> [URL] {
        var folders: [URL] = []
        if let override = environment[environmentKey], !override.isEmpty {
            folders.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        let binary = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        folders.append(binary.appendingPathComponent("Resources", isDirectory: true))
        // A build in a checkout: from .build/<triple>/<configuration>/ up to the folder with
        // Package.swift.
        var folder = binary
        for _ in 0..<4 {
            folder.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                folders.append(folder.appendingPathComponent("Resources", isDirectory: true))
                break
            }
        }
        let prefix = binary.deletingLastPathComponent()
        folders.append(prefix.appendingPathComponent("share/\(installedName)", isDirectory: true))
        folders.append(prefix.appendingPathComponent("share/games/\(installedName)", isDirectory: true))
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home.map { $0 + "/.local/share" }
        let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        for folder in (dataHome.map { [$0] } ?? []) + dataDirs {
            folders.append(URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(installedName, isDirectory: true))
        }
        return folders
    }

    /// The compiled translations' folder (gettext's locale folder), the first that holds one of
    /// the game's catalogs: `share/locale` beside the game's own folder (one level further up in
    /// Debian's games layout), the prefix's `share/locale`, or, for a build in a checkout, the
    /// `.build/locale` that scripts/play.sh compiles.
    public func localeDirectory(executable: URL = URL(fileURLWithPath: "/proc/self/exe")) -> URL? {
        let prefix = executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let share = directory.deletingLastPathComponent()
        let candidates = [
            share.appendingPathComponent("locale"), share.deletingLastPathComponent().appendingPathComponent("locale"),
            prefix.appendingPathComponent("share/locale"), share.appendingPathComponent(".build/locale"),
        ]
        return candidates.first { folder in
            Language.allCases.contains { language in
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("\(language.gettextCode)/LC_MESSAGES/\(Self.installedName).mo").path)
            }
        }
    }

    /// The folder's name under a `share` folder.
    static let installedName = "tap-the-larger-shape"

    public func sound(named name: String) -> String {
        directory.appendingPathComponent("sounds/\(name).wav").path
    }

    public func sound(fileName: String) -> String {
        directory.appendingPathComponent("sounds/\(fileName)").path
    }

    /// The HUD font, best first: `TAP_FONT`; the desktop's sans-serif faces for `language` that
    /// cover `characters` (fontconfig); a font under Resources/fonts; known system paths.
    public static func fontCandidates(
        resources: ResourceLocator?, environment: [String: String] = ProcessInfo.processInfo.environment, language: Language = .english,
        covering characters: String = ""
    ) -> [String] {
        var candidates: [String] = []
        if let chosen = environment["TAP_FONT"], !chosen.isEmpty { candidates.append(chosen) }
        candidates += FontFinder.sansSerif(covering: characters, language: language.fontconfigTag)
        if let fonts = resources?.directory.appendingPathComponent("fonts") {
            let shipped = (try? FileManager.default.contentsOfDirectory(atPath: fonts.path)) ?? []
            candidates += shipped.filter { $0.hasSuffix(".ttf") }.sorted().map { fonts.appendingPathComponent($0).path }
        }
        return candidates + Font.systemCandidates
    }
}
