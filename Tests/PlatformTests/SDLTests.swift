import Foundation
import Testing

/// Every test that touches SDL lives in this suite: SDL is not thread-safe, so they run one at a
/// time, on the main actor, with SDL's offscreen video and dummy audio drivers (no display, no
/// sound card needed).
@Suite(.serialized)
@MainActor
struct SDLTests {
    /// Called by every nested suite's initializer: suites do not inherit their parent's.
    static func prepareDrivers() {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        setenv("SDL_AUDIODRIVER", "dummy", 1)
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
