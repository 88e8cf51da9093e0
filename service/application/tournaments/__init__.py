"""The tournaments use case (use_case.py), its ports (ports.py), its PostgreSQL adapter
(stored.py) and its audit export (exports.py)."""
