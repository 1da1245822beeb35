"""Widgets shared by more than one area of the application."""
