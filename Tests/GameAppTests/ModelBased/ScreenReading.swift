import Drawing
import GameCore

@testable import GameApp

/// What input and one-switch play's ring read of the screen (the scene, its focus places, the
/// places the ring scans), each part worked out when first asked. The machine keeps the last
/// one while its key stays: it asks several times a step, and most steps change none of it.
final class ScreenReading {
    /// Whether a reading still holds: the machine's revision (its model, layout and
    /// controllers), the shapes in play, the mode and the controls.
    struct Key: Equatable {
        let revision: Int
        let shapes: [Rect]
        let mode: GameMode
        let controls: [Control]
    }

    let key: Key
    private let model: AppModel
    private let controllerNames: [Int32: String]
    private let bar: ControlBar

    private(set) lazy var scene = InputRouter.Scene(
        model: model, shapes: key.shapes, mode: key.mode, controls: key.controls, autoplay: false, controllerNames: controllerNames)
    private(set) lazy var places: [FocusPlace] = scene.places
    private(set) lazy var scanPlaces = FocusPlace.scanPlaces(model: model, shapes: key.shapes, controls: key.controls, bar: bar, autoplay: false)

    init(_ key: Key, model: AppModel, controllerNames: [Int32: String], bar: ControlBar) {
        self.key = key
        self.model = model
        self.controllerNames = controllerNames
        self.bar = bar
    }
}
