import Foundation
import Platform
import Testing

extension SDLTests {
    @Suite @MainActor struct AudioTests {
        init() { SDLTests.prepareDrivers() }

        static let sounds = SDLTests.repositoryRoot.appendingPathComponent("Resources/sounds")

        @Test func loadsAndPlaysTheGamesSoundsOnTheDummyDriver() throws {
            let device = try AudioDevice()
            #expect(device.driver == "dummy")
            for name in ["happy", "sad"] {
                let clip = try SoundClip(device: device, path: Self.sounds.appendingPathComponent("\(name).wav").path)
                #expect(try clip.play(volume: 0.5) >= 0)
            }
        }

        /// Nothing playing, the output rests (no mixing thread at work); a clip wakes it, and
        /// it rests again once the clip has ended.
        @Test func theOutputRestsWhileSilent() throws {
            let device = try AudioDevice()
            #expect(device.restIfSilent())
            let clip = try SoundClip(device: device, path: Self.sounds.appendingPathComponent("happy.wav").path)
            #expect(clip.duration > .milliseconds(50) && clip.duration < .seconds(2))
            try clip.play()
            #expect(!device.restIfSilent())
            let deadline = ContinuousClock.now + clip.duration + .seconds(2)
            while !device.restIfSilent(), ContinuousClock.now < deadline { usleep(20_000) }
            #expect(device.restIfSilent())
        }

        @Test func missingClipIsAnError() throws {
            let device = try AudioDevice()
            #expect(throws: PlatformError.self) { try SoundClip(device: device, path: "/nonexistent/happy.wav") }
        }

        @Test func noAudioDeviceIsAnErrorNotACrash() throws {
            let happy = Self.sounds.appendingPathComponent("happy.wav").path
            // Open and close once, so a failed open afterwards would meet freed mixer state.
            try SoundClip(device: try AudioDevice(), path: happy).play()
            setenv("SDL_AUDIODRIVER", "no-such-driver", 1)
            do {
                _ = try AudioDevice()
                Issue.record("opening audio with no driver should fail")
            } catch {
                #expect(error.description.contains("SDL_InitSubSystem(audio)") || error.description.contains("Mix_OpenAudio"))
            }
            setenv("SDL_AUDIODRIVER", "dummy", 1)
            // A failed open leaves nothing behind: audio opens and plays again.
            #expect(try SoundClip(device: try AudioDevice(), path: happy).play() >= 0)
        }
    }
}
