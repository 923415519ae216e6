extension AppModel.Confirmation {
    /// The question as the event log's `confirmation` names it.
    public var logName: String {
        switch self {
        case .resetStatistics: "reset_statistics"
        case .restart: "restart"
        case .leaveRace: "leave_race"
        }
    }
}
