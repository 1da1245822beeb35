"""Games: the games themselves, playing them (attacks, actions, markers), the log and
its payloads, the log as text, and undo."""
