/// How the bot reaches the shape it chose: the mouse clicks its hit point; a controller (SDL's
/// virtual pad, which SDL reports like any pad) moves the focus ring there with the D-pad and
/// presses A. Either way through SDL's own queue, so the game cannot tell the bot from a player.
public enum AutoplayDevice: String, CaseIterable, Sendable {
    case mouse
    case controller
}
