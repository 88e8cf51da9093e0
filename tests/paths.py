"""Where the tests find the project's own files, wherever a test module sits."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
AUDIT_DATA = Path(__file__).resolve().parent / "unit" / "audit" / "data"
"""Exports written by earlier releases, which every later one must still verify and import."""
