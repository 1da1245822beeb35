"""The PySide6 desktop application: thin views over `models`.

Importing this package loads no Qt; gui/launcher.py relies on that for headless commands.
"""
