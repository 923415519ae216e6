import GameCore
import Testing

/// A listener that publishes on the bus it listens to (the sound policy answers the game's
/// events with its own, the log hears both): the listeners after it still hear the first event
/// first, and every listener hears the second after it, in the order they subscribed.
@Suite struct ObserverOrderTests {
    @Test func anEventPublishedDuringDeliveryReachesEveryListenerAfterTheOneThatCausedIt() {
        let bus = EventBus<String>()
        final class Heard { var lines: [String] = [] }
        let heard = Heard()
        let first = bus.subscribe { event in
            heard.lines.append("first \(event)")
            if event == "settings" { bus.publish("language") }
        }
        let second = bus.subscribe { event in heard.lines.append("second \(event)") }
        bus.publish("settings")
        #expect(heard.lines == ["first settings", "second settings", "first language", "second language"])
        _ = (first, second)
    }
}
