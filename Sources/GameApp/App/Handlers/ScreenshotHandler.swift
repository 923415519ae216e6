/// Screenshots (F12, the controller's X or Share): the next frame is captured as drawn.
enum ScreenshotHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        switch action {
        case .command(.screenshot):
            model.capturesNextFrame = true
            return []
        case .frameCaptured:
            model.capturesNextFrame = false
            return []
        default:
            return nil
        }
    }
}
