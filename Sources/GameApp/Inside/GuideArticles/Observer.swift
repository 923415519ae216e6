// Written by scripts/guide-articles.py from Sources/GameApp/GameApp.docc/Observer.md: edit the article there.

extension GuideArticle {
    /// The Observer article as the guide has it (its Markdown, DocC's links and all).
    static let observerMarkdown = #"""
        # Observer: the game announces, listeners act

        The game publishes what happens and knows none of its listeners. Sounds, the HUD's animation,
        the saved record and the event log subscribe.

        ## Overview

        **The tutorial's intent.** The tutorial's closing exercises name the Observer twice. The view
        forwards the mode buttons' actions to closures the controller provides. The happy and sad sounds
        "extend the Observer pattern used between `GameView` and `GameViewController`". And it asks
        whether `NSNotificationCenter` could tell every interested view that the colour scheme changed.
        The idea is the same each time: whoever changes state announces it, and whoever cares
        subscribes. Neither side names the other.

        **What it buys here.**

        - ``/GameCore/Game`` is the tutorial's `GameViewController` without UIKit. Player commands come
          in as ``/GameCore/GameCommand``s, and everything that happens goes out as a
          ``/GameCore/GameEvent``: turn started and ended, score changed, the shapes moved, mode changed,
          shapes per turn or difficulty changed, restarted, the daily challenge and the race started,
          finished and left, a racer locked out.
        - The game publishes on an ``/GameCore/EventBus``, the game bus, and knows none of its
          listeners.
        - ``/GameCore/EventBus/subscribe(as:_:)`` returns a ``/GameCore/Subscription`` whose
          ``/GameCore/Subscription/cancel()`` removes the listener at once, even in the middle of a
          delivery (the cookbook's `removeObserver`).

        The app has a second bus, for what it produces itself: ``AppEvent``, such as sounds played, mute,
        settings applied or broken, the language, a screenshot saved, the pause and the overlays (which
        the app decides, see <doc:AppCommands>). These listen on the game bus:

        - ``SoundPolicy``: happy on a match, sad on a miss, nothing while muted;
        - ``ScorePop``: the score swells and settles;
        - ``StateSaver``: high scores and lifetime figures;
        - ``StatsRecorder``: reaction times;
        - ``LatencyMeter``;
        - `TurnLimit`, which counts the turns `--turns` asks for, and `AutoplayDriver`, the bot, with
          `--autoplay`;
        - ``EventLog``, the JSON Lines log, which listens on both buses.

        The app itself listens too (`GameApp+Events.swift`), on both buses, for what needs its model, and
        its listener is the one that reaches beyond a part of its own. On the game bus it marks the frame
        to be drawn again after every event; on `dailyStarted` it publishes the app's `dailyStarted`, with
        whether the run is practice; on `dailyFinished` it has ``StateSaver`` count the day
        (`StateSaver.count(daily:)`, which keeps the day's result unless it has one, and makes the card),
        publishes the card on the app bus and leaves it for the model in `PendingActions`; on
        `raceFinished` it leaves the race's result there; a wrong tap (`turnEnded`, `raceLockedOut`) by a
        controller has ``PadSignals`` rumble the pad that made it, found by the race's seats or as the pad
        last used. On the app bus it turns a screenshot saved or failed, and a controller plugged in or
        out, into notices it leaves in `PendingActions`.

        The voice listens to both buses the same way (`GameApp+Speech.swift`), and to nothing else: a
        verdict (and, with the panel open, the scorer chain's walk), a new mode and a race's result on the
        game bus; a screen, a question, a notice, the panel opening, the day's start and its card, a
        preference's new value, where the focus rests (`focus`) or the race's 3, 2, 1 as it is shown
        (`countdown`) on the app bus; each turned into words in the language
        on screen and handed to the `Announcer`, which says them only while speech is on. Speaking changed
        nothing in the game, the HUD or the event log's other lines; what the voice's thread sent comes
        back through its inbox after `EventQueue.wakeUp()`, and goes out as `spoken`.

        Adding a listener touches no game code.

        **Listeners that publish.** A listener may publish in its turn. Often it publishes on the other
        bus: ``SoundPolicy`` hears `turnEnded` on the game bus and reports the sound it played as
        `sound` on the app bus. Should a listener publish on the same bus, in the middle of a delivery,
        the bus queues the new event until the current one has reached every listener, so every listener
        sees the same order. No listener sends an action, though: what the model must hear waits in
        `PendingActions`, and the app sends it through its reducer once what caused it has run. A save of
        the settings file does not even pass through a listener: the settings controller, which listens
        to no bus, publishes `settingsApplied` (the event log's `settings_loaded`) and keeps the reading
        as news, which the app sends through its reducer as an action; the effect that puts it in force
        then announces a new `language` or `muted`. So the log writes `settings_loaded` before the
        `language` it caused. `scripts/check-store.py` reads every listener on either bus, named
        (`subscribe(as: "…")`) or not, and fails the tests if one sends an action, directly or through a
        helper method that does.

        **Where this departs from the tutorial.** Closures, as the tutorial and the cookbook use, but
        behind a typed bus per producer instead of string-named notifications. A listener matches on
        an enum case, and a misspelt event does not compile.

        ## See it in the game

        Press `I`. The panel's last section, Observer, begins with the subject: "subject: the game's
        GameEventBus, which knows none of its listeners' types". Tap a shape, and the section follows the
        tap's event ("the last tap's event: turnEnded, turn 3") with one row per listener, in the order
        they heard it, saying what it did with it: "EventLog: wrote it to the event log" (with
        `--event-log`), "StateSaver: saved the game's state", "SoundPolicy: played the happy sound",
        "LatencyMeter: started timing until the frame that shows the answer", "ScorePop: showed the
        score's change", "StatsRecorder: counted it in the statistics", "TurnLimit: counted the turn
        towards --turns", "GameApp: asked for a new frame", and "Announcer: said it aloud" with the voice
        on. The listeners that had nothing to do with it share one row, "nothing to do: …" (the
        `Announcer` among them with the voice off). The last line is the newest event since, and who
        acted on it: "newest event: turnStarted, turn 4; acted on by EventLog, StatsRecorder, and
        GameApp".

        The game still knows none of them, nor what they do. Each gives its name as it subscribes, and
        its closure returns a word for what it did with each event, or nil for nothing
        (``/GameCore/EventBus/subscribe(as:reacting:)``). The bus keeps the newest event's words, one
        ``/GameCore/Heard`` per named listener, in ``/GameCore/EventBus/newest``, replaced by each event
        so that it never grows; the game keeps those of the tap's event (``/GameCore/Game/tapHeard``). A
        listener without a name is left out. Start the game with and without `--event-log` and compare.
        The event log's `turn_ended` writes who heard it as `listeners`
        (``/GameCore/EventBus/listeners``).

        With **Step through** (`F9`), a tap stops, after the scorer chain's links, at each listener that
        did something with its `turnEnded`, one at a time, its row lit: "StateSaver heard turnEnded and
        saved the game's state". A listener with nothing to do has no stop.

        The panel itself is no listener: it reads the game as it is at each frame (`InsideFacts`). What it
        shows goes out on the app bus as news, `explain` in the event log, when it changes.

        ## Where it lives

        - ``/GameCore/EventBus``, ``/GameCore/Subscription``, ``/GameCore/Heard``, ``/GameCore/GameEvent``,
          ``AppEvent``
        - ``SoundPolicy``, ``ScorePop``, ``StateSaver``, ``StatsRecorder``, ``EventLog``

        ## The tests that show it

        - `EventBusTests.eventsPublishedDuringDeliveryWaitTheirTurn`: an event published during a
          delivery reaches everybody after the current one.
        - `scripts/check-store.py` (run by the test script) shows that no listener in the app, named or
          not, sends an action back, directly or through a helper method: what the model must hear of the
          news waits in `PendingActions`, and the app sends it once the effects that caused it have run.
        - `EventBusTests.cancellingMidDeliveryStopsThatSubscriberAtOnce`
        - `PartsTests.theScorePopsAndSettles`: the score swells to 1.35× half way and settles after
          300 ms, rising or falling with the change.
        - `EventLogTests.everyEventIsOneLineOfTheContract`
        """#
}
