/// VHS's `Set LoopOffset`: a looping picture that starts part-way through the recording — its
/// first frame is the one GitHub and most viewers show before it plays — and wraps round to
/// the recording's start, so every frame is still shown, for as long.
public enum LoopOffset {
    /// `frames`, each shown from its time until the next one's (the last until `duration`),
    /// rotated to start `percent` of the way into `duration`: the frame showing then comes first
    /// (at 0), the ones after follow, and the ones before come last. VHS moves its first
    /// ⌈percent × frames⌉ frames, at an even frame rate, to the end; by time this is the same
    /// cut. `percent` is taken modulo 100, so 0, 100 and a negative offset change nothing.
    public static func rotated<T>(_ frames: [(time: Double, value: T)], duration: Double, percent: Double) -> [(time: Double, value: T)] {
        let fraction = (percent / 100).truncatingRemainder(dividingBy: 1)
        guard fraction > 0, duration > 0, let firstTime = frames.first?.time else { return frames }
        let cut = firstTime + fraction * (duration - firstTime)
        // The frame showing at the cut: the last to start at or before it.
        guard let k = frames.lastIndex(where: { $0.time <= cut }) else { return frames }
        var out: [(time: Double, value: T)] = [(firstTime, frames[k].value)]
        for f in frames[(k + 1)...] { out.append((firstTime + f.time - cut, f.value)) }
        // The start of the recording, after the end; the cut frame's earlier part ends it.
        for f in frames[...k] where f.time < cut { out.append((duration + f.time - cut, f.value)) }
        return out
    }
}
