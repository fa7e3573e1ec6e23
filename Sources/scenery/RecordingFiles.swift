import Foundation
import Tapes

/// A run's `.cast`, `.txt` and `frames/` outputs, streamed into temporary files beside them as
/// the tape runs. `commit()` moves them into place once the run succeeded; `discard()` removes
/// them, so a failing `Expect`, a full disk or a signal leaves the previous outputs untouched.
final class RecordingFiles: TapeOutputStream {
    private struct Stream { let handle: FileHandle; let temp: String; let final: String }
    private var casts: [Stream] = []
    private var texts: [Stream] = []
    /// Frame folders: the temporary folder and the one named in the tape.
    private var folders: [(temp: String, final: String)] = []
    private var frames = 0

    init(outputs: [String]) throws {
        let tag = ".scenery-\(getpid()).tmp"
        do {
            for output in outputs {
                switch TapeSupport.kind(of: output) {
                case .cast, .text:
                    let url = URL(fileURLWithPath: output)
                    let temp = url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + tag).path
                    guard FileManager.default.createFile(atPath: temp, contents: nil), let handle = FileHandle(forWritingAtPath: temp) else {
                        throw CLIError("\(output): cannot create a file beside it (\(String(cString: strerror(errno))))")
                    }
                    let stream = Stream(handle: handle, temp: temp, final: output)
                    if TapeSupport.kind(of: output) == .cast { casts.append(stream) } else { texts.append(stream) }
                case .frames:
                    let temp = String(output.dropLast()) + tag + "/"
                    try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
                    folders.append((temp, output))
                case .unsupported:
                    continue
                }
            }
        } catch {
            discard()
            throw error
        }
    }

    func cast(_ chunk: String) throws {
        let data = Data(chunk.utf8)
        for s in casts { try write(data, to: s) }
    }

    func frame(_ text: String) throws {
        frames += 1
        let entry = Data((text + "\n" + String(repeating: "─", count: 80) + "\n").utf8)
        for s in texts { try write(entry, to: s) }
        let name = String(repeating: "0", count: max(0, 4 - String(frames).count)) + String(frames) + ".txt"
        for folder in folders {
            do { try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: folder.temp + name)) } catch {
                throw CLIError("\(folder.final)\(name): \(error.localizedDescription)")
            }
        }
    }

    private func write(_ data: Data, to s: Stream) throws {
        do { try s.handle.write(contentsOf: data) } catch {
            throw CLIError("\(s.final): cannot write (\(error.localizedDescription))")
        }
    }

    /// Moves every output into place; returns their names.
    func commit() throws -> [String] {
        var written: [String] = []
        for s in casts + texts {
            do { try s.handle.synchronize() } catch { throw CLIError("\(s.final): cannot write (\(error.localizedDescription))") }
            try? s.handle.close()
            guard rename(s.temp, s.final) == 0 else { throw CLIError("\(s.final): cannot write (\(String(cString: strerror(errno))))") }
            written.append(s.final)
        }
        for folder in folders {
            try FileManager.default.createDirectory(atPath: folder.final, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.temp).sorted() {
                guard rename(folder.temp + name, folder.final + name) == 0 else {
                    throw CLIError("\(folder.final)\(name): cannot write (\(String(cString: strerror(errno))))")
                }
            }
            try? FileManager.default.removeItem(atPath: folder.temp)
            written.append(folder.final)
        }
        casts = []; texts = []; folders = []
        return written
    }

    /// Removes everything written so far.
    func discard() {
        for s in casts + texts {
            try? s.handle.close()
            unlink(s.temp)
        }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder.temp) }
        casts = []; texts = []; folders = []
    }
}
