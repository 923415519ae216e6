// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "TapTheLargerShape",
    products: [
        .executable(name: "tap-the-larger-shape", targets: ["TapTheLargerShape"]),
        .executable(name: "shape-bench", targets: ["ShapeBench"]),
        .executable(name: "sound-gen", targets: ["SoundGen"]),
        .executable(name: "core-bench", targets: ["CoreBench"]),
        .executable(name: "icon-gen", targets: ["IconGen"]),
        .executable(name: "frame-bench", targets: ["FrameBench"]),
        .executable(name: "input-bench", targets: ["InputBench"]),
        // toml-test's decoder interface over the TOML reader (scripts/toml-test.sh).
        .executable(name: "toml-decode", targets: ["TOMLDecode"]),
        .executable(name: "toml-bench", targets: ["TOMLBench"]),
        // The game's messages as a gettext template (scripts/po.sh pot).
        .executable(name: "messages-pot", targets: ["MessagesPOT"]),
        // For the fuzzers in Fuzz/, a package of their own.
        .library(name: "Preferences", targets: ["Preferences"]),
        .library(name: "TOML", targets: ["TOML"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        // `swift package generate-documentation`: the pattern guide (Sources/GameApp/GameApp.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        // The C boundary. Only the Platform target imports it.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-mixer-dev"])]
        ),
        // Xlib, for the X resources' Xft.dpi (the scale of a HiDPI X11 desktop), which SDL 2 does not read,
        // and for the game's X error handler (Platform's X11ErrorHandler).
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        // fontconfig, the desktop's own font lookup: which installed face covers the text to draw.
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        // Hunspell's libhyphen: where a word wider than a line may break (its dictionaries are
        // Debian's hyphen-de and hyphen-en-us). It ships no pkg-config file.
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        // SDL2_gfx, for the benchmark's comparison only; the game never links it.
        .systemLibrary(
            name: "CGfxBench",
            pkgConfig: "SDL2_gfx",
            providers: [.apt(["libsdl2-gfx-dev"])]
        ),

        // One C call the rasterizer's opaque spans use: glibc's wmemset, a 32-bit fill with the
        // CPU's widest stores (libc only; nothing to install).
        .systemLibrary(name: "CFill"),
        // glibc's gettext (libintl is part of glibc: nothing to install), for the translations.
        .systemLibrary(name: "CGettext"),
        // The C library's mathematics (libm is part of glibc: nothing to install): sine, cosine
        // and arc cosine, for Drawing's Trigonometry.
        .systemLibrary(name: "CMath"),
        // The system's zlib, for the PNG writer: Deflate (compress2) and CRC-32.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // What the game needs of the operating system (files, folders, the environment, the wall
        // clock, threads), made of the system's own calls: the game links no Foundation, so no ICU.
        .target(name: "SystemIO"),
        // The TOML 1.0.0 reader and in-place editor: pure Swift, no Foundation.
        .target(name: "TOML"),
        // The one lock: a value shared between threads, behind a pthread mutex ThreadSanitizer sees.
        .target(name: "Locking", dependencies: ["SystemIO"]),
        // Plain values shared by everything that draws or hit-tests: points, rects, paths, colors.
        .target(name: "Drawing", dependencies: ["CMath"]),
        // The anti-aliased scanline rasterizer: pure Swift over a pixel buffer, no SDL.
        .target(name: "Raster", dependencies: ["CFill", "CZlib", "Drawing"]),
        // The platform shim: window, renderer, input, text, fonts, sound. The only importer of
        // CSDL2 and CFontconfig.
        .target(name: "Platform", dependencies: ["CSDL2", "CFontconfig", "CHyphen", "CX11", "Drawing", "Locking", "SystemIO", "XkbGuard"]),
        // Guards SDL 2's Wayland keyboard from crashing inside libxkbcommon (see XkbGuard.c): the
        // executable's own definitions of three libxkbcommon calls, checked, then passed on.
        .target(name: "XkbGuard", linkerSettings: [.linkedLibrary("xkbcommon")]),
        // The game's rules and the tutorial's patterns: shapes, factories, builder, turns,
        // strategies, scorers. Pure Swift over Drawing's values: no SDL, no I/O.
        .target(name: "GameCore", dependencies: ["Drawing"]),
        // The Facade over where settings and state live and how they are stored: the player's
        // TOML settings (read with our own reader, watched for changes), the game's JSON state.
        .target(
            name: "Preferences",
            dependencies: ["Drawing", "GameCore", "Sounds", "SystemIO", "TOML"]
        ),
        // The game's icon, drawn by the rasterizer (used by the icon-gen tool and its tests).
        .target(name: "Artwork", dependencies: ["Drawing", "Raster"]),
        // The game's sounds by name: the effects, the families the themes choose, their files.
        .target(name: "Sounds"),
        // Synthesizes the game's sound effects (used by the sound-gen tool and its tests).
        .target(name: "SoundSynthesis", dependencies: ["Sounds"]),

        // What the desktop offers when it is there, its libraries opened at run time: the Settings
        // portal's wishes over D-Bus (libsystemd's sd-bus) and a voice (speech-dispatcher's
        // client). Without them the game runs as before.
        .target(name: "Desktop", dependencies: ["Locking", "SystemIO"]),

        // How the game was asked to run (the command line's choices, validated) and the keys'
        // help it prints: what the command line and the game share, and nothing else.
        .target(name: "RunOptions", dependencies: ["Drawing", "GameCore"]),

        // The game with its window: loop, rendering, HUD, sounds, event log, autoplay.
        .target(
            name: "GameApp",
            dependencies: [
                "CGettext", "Desktop", "Drawing", "Locking", "Raster", "Platform", "GameCore", "Preferences", "RunOptions", "Sounds", "SystemIO",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The executable: parses the command line and hands live dependencies to GameApp.
        .executableTarget(name: "MessagesPOT", dependencies: ["GameApp"]),
        // The command line: its options, and the --help, man page and shell completions written
        // from them (no swift-argument-parser: it links FoundationEssentials, 8 MB of the game).
        .target(name: "GameCommandLine", dependencies: ["Drawing", "GameCore", "RunOptions", "SystemIO"]),
        .executableTarget(
            name: "TapTheLargerShape",
            dependencies: [
                "Artwork", "Desktop", "Drawing", "GameApp", "GameCommandLine", "GameCore", "Locking", "Platform", "Preferences", "RunOptions",
                "SystemIO",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "ShapeBench", dependencies: ["CGfxBench", "Drawing", "GameCore", "Raster"]),
        .executableTarget(name: "SoundGen", dependencies: ["SoundSynthesis", "Sounds"]),
        .executableTarget(name: "CoreBench", dependencies: ["Drawing", "GameCore"]),
        .executableTarget(name: "TOMLDecode", dependencies: ["SystemIO", "TOML"]),
        .executableTarget(name: "TOMLBench", dependencies: ["Preferences", "TOML"]),
        .executableTarget(name: "IconGen", dependencies: ["Artwork", "Raster"]),
        .executableTarget(
            name: "FrameBench",
            dependencies: [
                "Drawing", "GameApp", "GameCommandLine", "GameCore", "Platform", "Preferences", "RunOptions",
            ]),
        .executableTarget(
            name: "InputBench",
            dependencies: [
                "Drawing", "GameApp", "GameCommandLine", "GameCore", "Locking", "Platform", "Preferences", "RunOptions",
            ]),

        .testTarget(name: "DrawingTests", dependencies: ["Drawing"]),
        .testTarget(name: "TOMLTests", dependencies: ["TOML"]),
        .testTarget(name: "RasterTests", dependencies: ["Artwork", "Drawing", "GameCore", "Raster", "TestSupport"]),
        .testTarget(name: "PlatformTests", dependencies: ["CSDL2", "CX11", "Drawing", "Locking", "Raster", "Platform", "XkbGuard"]),
        .testTarget(name: "SoundSynthesisTests", dependencies: ["SoundSynthesis", "Sounds"]),
        // What the test suites share: the one manual clock, a thread-safe recorder, made-up shapes.
        .target(
            name: "TestSupport", dependencies: ["Desktop", "Drawing", "GameCore", "Locking", "Preferences", "SystemIO"], path: "Tests/TestSupport"),
        .testTarget(name: "GameCoreTests", dependencies: ["Drawing", "GameCore", "TestSupport"]),
        .testTarget(
            name: "GameAppTests",
            dependencies: [
                "Desktop", "Drawing", "GameCore", "GameApp", "Locking", "Platform", "Preferences", "Raster", "RunOptions", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(name: "PreferencesTests", dependencies: ["Drawing", "GameCore", "Locking", "Preferences", "SystemIO", "TestSupport"]),
        .testTarget(name: "SystemIOTests", dependencies: ["SystemIO"]),
        .testTarget(name: "DesktopTests", dependencies: ["Desktop", "Locking", "TestSupport"]),
        .testTarget(name: "GameCommandLineTests", dependencies: ["Drawing", "GameApp", "GameCommandLine", "GameCore", "Preferences", "RunOptions"]),
        // Runs the real tap-the-larger-shape executable.
        .testTarget(
            name: "EndToEndTests", dependencies: ["Desktop", "GameCore", "Locking", "TestSupport"],
            resources: [.copy("SettingsCorpus"), .copy("StateCorpus")]),
    ]
)
