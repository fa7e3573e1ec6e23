extension Duration {
    /// The duration in seconds, for clocks and measurements.
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
