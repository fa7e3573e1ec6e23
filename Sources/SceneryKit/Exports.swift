// SceneryKit speaks in TerminalCanvas types (Canvas, Rect, Style); re-export them for apps.
@_exported import TerminalCanvas
