import TerminalCanvas

/// What a run gives back: the cast, the text frames, markers and screenshots; and how it fails.
extension TapeRunner {
    /// What a run made.
    public struct Result {
        /// The whole cast, unless a `stream` took it as it was made.
        public var cast: String
        /// The text frame after each visible command (VHS's text golden).
        public var snapshots: [String]
        /// The command behind each snapshot: where it is and its line's text.
        public var snapshotSources: [(location: TapeLocation, text: String)] = []
        /// Each marker: cast time, label, and the engine's frame at that moment.
        public var markers: [(time: Double, label: String, frame: String)]
        public var screenshots: [(path: String, text: String)]
        /// Seconds on the virtual clock (the tape's duration).
        public var duration: Double
        public var expectations: Int
        /// Snapshots taken (also when a stream took them).
        public var frameCount = 0
        /// The frame of each screenshot, for pictures.
        public var screenshotFrames: [Canvas] = []
        /// The recording's length: its clock stands still while hidden.
        public var recordingLength = 0.0
        /// Each attached display's cast (`Attach external`), on the main cast's clock, in order.
        public var displayCasts: [String] = []
        /// Set when a frame showed a window's "needs at least" notice: the terminal was smaller
        /// than the app needs (the first time, and the most any window needed).
        public var tooSmall: TerminalTooSmall?
    }

    /// The run passed ``timeLimit``.
    public struct TimeLimitExceeded: Error, CustomStringConvertible {
        public let location: TapeLocation
        public let command: String
        public let limit: Duration
        public var description: String { "\(location): \(command): the tape was still running after \(limit)" }
    }

    /// A failed `Expect`: where, what, and the screen at that moment.
    public struct Failure: Error, CustomStringConvertible {
        public let location: TapeLocation
        public let command: String
        public let message: String
        public let screen: String
        public var description: String { "\(location): \(TapeText.shown(command)): \(TapeText.shown(message, limit: 600))" }
    }
}
