import Foundation
import TerminalCanvas

/// A recording as one self-contained web page — the GIF's counterpart for docs sites: the
/// frames as text a person can select and copy, play and pause, a seek bar, the speed, and the
/// keys pressed shown as captions. No network, no external script or font: the page carries
/// its frames (each distinct row once, as HTML) and a small player.
///
/// The page opens playing from the start, once, and stops on the last frame; `#t=2.5` in its
/// address opens it paused at 2.5 s (a link into a demo). While it plays `data-state` on its
/// `<body>` is `playing`, then `paused` or `ended`, and `data-time` is the time shown.
public struct HTMLPlayerWriter {
    public let options: PictureOptions
    public let title: String
    /// Distinct rows, by their cells, and their HTML.
    private var rowIDs: [[Cell]: Int] = [:]
    private var rows: [String] = []
    /// Each style's CSS class number, and the rules.
    private var classes: [Style: Int] = [:]
    private var rules: [String] = []
    private var frames: [(time: Double, rows: [Int])] = []
    private var captions: [(time: Double, text: String)] = []

    /// A player titled `title` (the page's title and its label), drawn with `options`' theme,
    /// font size and padding.
    public init(options: PictureOptions = PictureOptions(), title: String) {
        self.options = options
        self.title = title
    }

    /// Adds the frame shown from `time` on (seconds).
    public mutating func add(_ canvas: Canvas, at time: Double) {
        var ids: [Int] = []
        ids.reserveCapacity(canvas.height)
        for y in 0..<canvas.height {
            let cells = Array(canvas.cells[(y * canvas.width)..<((y + 1) * canvas.width)])
            if let id = rowIDs[cells] { ids.append(id); continue }
            rowIDs[cells] = rows.count
            ids.append(rows.count)
            rows.append(rowHTML(cells))
        }
        if let last = frames.last, last.rows == ids { return }
        if let last = frames.last, last.time == time { frames.removeLast() }
        frames.append((time, ids))
    }

    /// A caption from `time` on: the key or command that was pressed (`Ctrl+R`, `Type "hello"`).
    public mutating func caption(_ text: String, at time: Double) {
        captions.append((time, text))
    }

    /// The page; `duration` is the recording's length (the last frame shows until then).
    public func finish(duration: Double) -> String {
        let t = options.theme
        let length = max(duration, frames.last?.time ?? 0)
        var data = "{\"duration\":\(Self.number(length)),\"rows\":["
        data += rows.map(Self.json).joined(separator: ",")
        data += "],\"frames\":[" + frames.map { "[\(Self.number($0.time)),[\($0.rows.map(String.init).joined(separator: ","))]]" }.joined(separator: ",")
        data += "],\"captions\":[" + captions.map { "[\(Self.number($0.time)),\(Self.json($0.text))]" }.joined(separator: ",") + "]}"
        let name = Self.escape(title)
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>\(name)</title>
            <style>
            .scenery-player{display:inline-block;font:14px system-ui,sans-serif;color:\(t.foreground.hex)}
            .scenery-player pre{margin:0;padding:\(options.padding)px;border-radius:\(max(4, options.borderRadius))px;background:\(t.background.hex);color:\(t.foreground.hex);\
            font:\(options.fontSize)px/\(options.cellHeight)px 'DejaVu Sans Mono',Menlo,Consolas,monospace;white-space:pre;overflow:auto}
            .scenery-player .bar{display:flex;gap:8px;align-items:center;padding:6px 0;background:\(t.background.hex);border-radius:4px;margin-top:4px;padding:6px 8px}
            .scenery-player input[type=range]{flex:1;min-width:120px}
            .scenery-player button,.scenery-player select{font:inherit}
            .scenery-player .caption{min-width:10em;font-family:'DejaVu Sans Mono',Menlo,monospace;color:\(t.ansi[11].hex)}
            .scenery-player .time{font-variant-numeric:tabular-nums}
            \(rules.joined(separator: "\n"))
            </style></head>
            <body data-state="paused" data-time="0">
            <div class="scenery-player" tabindex="0" aria-label="\(name), a terminal recording">
            <pre id="screen"></pre>
            <div class="bar"><button id="play" type="button">Pause</button>
            <input id="seek" type="range" min="0" max="\(Int((length * 1000).rounded()))" step="10" value="0" aria-label="Time">
            <span class="time" id="time"></span>
            <label>Speed <select id="speed"><option>0.25</option><option>0.5</option><option selected>1</option><option>1.5</option><option>2</option><option>4</option></select></label>
            <span class="caption" id="caption" aria-live="polite"></span></div>
            </div>
            <script type="application/json" id="recording">\(data)</script>
            <script>
            \(Self.script)
            </script>
            </body></html>

            """
    }

    /// The player: shows the frame at a time, plays on a timer (so a headless browser's
    /// virtual clock drives it too), seeks, changes speed, and captions the keys pressed.
    static let script = """
        (function () {
          var d = JSON.parse(document.getElementById('recording').textContent);
          var screen = document.getElementById('screen'), play = document.getElementById('play');
          var seek = document.getElementById('seek'), time = document.getElementById('time');
          var speed = document.getElementById('speed'), caption = document.getElementById('caption');
          var now = 0, playing = false, last = 0, shown = -1, timer = null;
          function find(list, t) { var lo = 0, hi = list.length - 1, k = -1;
            while (lo <= hi) { var m = (lo + hi) >> 1; if (list[m][0] <= t + 1e-9) { k = m; lo = m + 1; } else { hi = m - 1; } } return k; }
          function show(t) {
            now = Math.max(0, Math.min(d.duration, t));
            var i = Math.max(0, find(d.frames, now));
            if (i !== shown && d.frames.length) { shown = i; screen.innerHTML = d.frames[i][1].map(function (r) { return d.rows[r]; }).join('\\n'); }
            var c = find(d.captions, now);
            caption.textContent = c >= 0 && now - d.captions[c][0] < 1.5 ? d.captions[c][1] : '';
            seek.value = Math.round(now * 1000);
            time.textContent = now.toFixed(1) + ' / ' + d.duration.toFixed(1) + ' s';
            document.body.setAttribute('data-time', now.toFixed(3));
          }
          function state(s) { document.body.setAttribute('data-state', s); play.textContent = s === 'playing' ? 'Pause' : 'Play'; }
          function step() {
            var t = performance.now();
            show(now + (t - last) / 1000 * parseFloat(speed.value)); last = t;
            if (now >= d.duration) { stop('ended'); return; }
            timer = setTimeout(step, 16);
          }
          function start() { if (now >= d.duration) show(0); playing = true; last = performance.now(); state('playing'); timer = setTimeout(step, 16); }
          function stop(s) { playing = false; clearTimeout(timer); state(s || 'paused'); }
          play.addEventListener('click', function () { playing ? stop() : start(); });
          seek.addEventListener('input', function () { show(seek.value / 1000); last = performance.now(); if (!playing) state(now >= d.duration ? 'ended' : 'paused'); });
          document.querySelector('.scenery-player').addEventListener('keydown', function (e) {
            if (e.target === seek || e.target === speed) return;
            if (e.key === ' ' || e.key === 'k') { e.preventDefault(); playing ? stop() : start(); }
            else if (e.key === 'ArrowLeft') { show(now - 1); } else if (e.key === 'ArrowRight') { show(now + 1); }
          });
          var at = /#t=([0-9.]+)/.exec(location.hash);
          if (at) { show(parseFloat(at[1])); stop(now >= d.duration ? 'ended' : 'paused'); } else { show(0); start(); }
        })();
        """

    private mutating func rowHTML(_ cells: [Cell]) -> String {
        var out = "", run = "", runClass = -1
        func flush() {
            guard !run.isEmpty else { return }
            out += runClass == 0 ? run : "<span class=\"s\(runClass)\">\(run)</span>"
            run = ""
        }
        for cell in cells where cell.width != 0 {
            let c = styleClass(cell.style)
            if c != runClass { flush(); runClass = c }
            let text = cell.singleScalarValue.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                ?? String(String.UnicodeScalarView(cell.scalars))
            run += Self.escape(text.isEmpty ? " " : text)
        }
        flush()
        return out
    }

    /// The CSS class of a style: 0 for the theme's plain text, else one rule per style.
    private mutating func styleClass(_ style: Style) -> Int {
        if let c = classes[style] { return c }
        let (fg, bg) = options.theme.colors(of: style), a = style.attributes
        var css: [String] = []
        if fg != options.theme.foreground { css.append("color:\(fg.hex)") }
        if bg != options.theme.background { css.append("background:\(bg.hex)") }
        if a.contains(.bold) { css.append("font-weight:bold") }
        if a.contains(.italic) { css.append("font-style:italic") }
        let lines = [a.contains(.underline) ? "underline" : nil, a.contains(.strikethrough) ? "line-through" : nil].compactMap { $0 }
        if !lines.isEmpty { css.append("text-decoration:" + lines.joined(separator: " ")) }
        let c = css.isEmpty ? 0 : rules.count + 1
        if c > 0 { rules.append(".scenery-player .s\(c){\(css.joined(separator: ";"))}") }
        classes[style] = c
        return c
    }

    /// Text as HTML text: SVG's escaping (`&`, `<`, `>`, `"`, and no C0 controls), which HTML shares.
    static func escape(_ s: String) -> String { SVGWriter.escape(s) }

    /// A JSON string that is safe inside a `<script>` element: no `<` (so no `</script>`).
    static func json(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case "\n": out += "\\n"
            case "\u{2028}", "\u{2029}": out += String(format: "\\u%04x", u.value)
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }

    static func number(_ v: Double) -> String { String(format: "%.3f", v) }
}
