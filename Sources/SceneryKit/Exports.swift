// SceneryKit speaks in TerminalCanvas types (Canvas, Rect, Style) and SceneryEvents types
// (Event, KeyEvent, Engine); re-export them for apps.
@_exported import SceneryEvents
@_exported import TerminalCanvas
