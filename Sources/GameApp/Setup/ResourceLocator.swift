import Platform
import Preferences
import SystemIO

/// Finds the game's files (sounds, translations): next to the executable, in the prefix it is
/// installed in, in the XDG data folders, or in the checkout it was built in;
/// `TAP_THE_LARGER_SHAPE_RESOURCES` overrides them all.
public struct ResourceLocator: Sendable {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public static let environmentKey = "TAP_THE_LARGER_SHAPE_RESOURCES"

    /// The first folder that holds a `sounds` folder. Nil when there is none: the game then
    /// plays silently, with the system's fonts.
    public static func locate(environment: [String: String] = ProcessEnvironment.current()) -> ResourceLocator? {
        candidates(environment: environment).first { FileSystem.isFolder(Path.join($0, "sounds")) }.map(ResourceLocator.init(directory:))
    }

    /// Where the game's files may be, in order: the override; a `Resources` folder next to the
    /// executable (symlinks followed, so a link in another folder finds the real one), or, for
    /// a build in a checkout, the checkout's; the prefix it is installed in (`<prefix>/bin/` →
    /// `<prefix>/share/tap-the-larger-shape`, or Debian's layout for games, `/usr/games/` →
    /// `/usr/share/games/tap-the-larger-shape`); the XDG data folders (`$XDG_DATA_HOME`, then each
    /// of `$XDG_DATA_DIRS`, default `/usr/local/share:/usr/share`). Never the current directory:
    /// the game finds its files wherever it is started from.
    static func candidates(environment: [String: String], executable: String = "/proc/self/exe") -> [String] {
        var folders: [String] = []
        if let override = environment[environmentKey], !override.isEmpty {
            folders.append(Path.absolute(override))
        }
        let binary = Path.parent(of: FileSystem.resolvingLinks(executable) ?? Path.absolute(executable))
        folders.append(Path.join(binary, "Resources"))
        // A build in a checkout: from .build/<triple>/<configuration>/ up to the folder with
        // Package.swift.
        var folder = binary
        for _ in 0..<4 {
            folder = Path.parent(of: folder)
            if FileSystem.exists(Path.join(folder, "Package.swift")) {
                folders.append(Path.join(folder, "Resources"))
                break
            }
        }
        let prefix = Path.parent(of: binary)
        folders.append(Path.join(prefix, "share/\(installedName)"))
        folders.append(Path.join(prefix, "share/games/\(installedName)"))
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home.map { $0 + "/.local/share" }
        let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        for folder in (dataHome.map { [$0] } ?? []) + dataDirs {
            folders.append(Path.join(folder, installedName))
        }
        return folders
    }

    /// The compiled translations' folder (gettext's locale folder), the first that holds one of
    /// the game's catalogs: `share/locale` beside the game's own folder (one level further up in
    /// Debian's games layout), the prefix's `share/locale`, or, for a build in a checkout, the
    /// `.build/locale` that scripts/play.sh compiles.
    public func localeDirectory(executable: String = "/proc/self/exe") -> String? {
        let prefix = Path.parent(of: Path.parent(of: FileSystem.resolvingLinks(executable) ?? Path.absolute(executable)))
        let share = Path.parent(of: Path.absolute(directory))
        let candidates = [
            Path.join(share, "locale"), Path.join(Path.parent(of: share), "locale"), Path.join(prefix, "share/locale"),
            Path.join(share, ".build/locale"),
        ]
        return candidates.first { folder in
            Language.allCases.contains { language in
                FileSystem.exists(Path.join(folder, "\(language.gettextCode)/LC_MESSAGES/\(Self.installedName).mo"))
            }
        }
    }

    /// Where the player's guide (PLAYING.md) and the pattern guide are installed: the prefix's
    /// `share/doc/tap-the-larger-shape` (by `make install` or the package). Nil for a build in a
    /// checkout: About then says the guides are in the source's `docs/`, and never shows the
    /// folder the game happened to be built in.
    public func documentationDirectory(executable: String = "/proc/self/exe") -> String? {
        let prefix = Path.parent(of: Path.parent(of: FileSystem.resolvingLinks(executable) ?? Path.absolute(executable)))
        let folder = Path.join(prefix, "share/doc/\(Self.installedName)")
        return ["PLAYING.md", "PLAYING.md.gz"].contains { FileSystem.exists(Path.join(folder, $0)) } ? folder : nil
    }

    /// The folder's name under a `share` folder.
    static let installedName = "tap-the-larger-shape"

    public func sound(named name: String) -> String {
        Path.join(directory, "sounds/\(name).wav")
    }

    public func sound(fileName: String) -> String {
        Path.join(directory, "sounds/\(fileName)")
    }

    /// The HUD font, best first: `TAP_FONT`; the desktop's sans-serif faces for `language` that
    /// cover `characters` (fontconfig); a font under Resources/fonts; known system paths.
    public static func fontCandidates(
        resources: ResourceLocator?, environment: [String: String] = ProcessEnvironment.current(), language: Language = .english,
        covering characters: String = ""
    ) -> [FontFace] {
        var candidates: [FontFace] = []
        if let chosen = environment["TAP_FONT"], !chosen.isEmpty { candidates.append(FontFace(chosen)) }
        candidates += FontFinder.sansSerif(covering: characters, language: language.fontconfigTag)
        if let fonts = resources.map({ Path.join($0.directory, "fonts") }) {
            let shipped = (try? FileSystem.contents(ofFolder: fonts)) ?? []
            candidates += shipped.filter { $0.hasSuffix(".ttf") }.sorted().map { FontFace(Path.join(fonts, $0)) }
        }
        return candidates + Font.systemCandidates.map { FontFace($0) }
    }
}
