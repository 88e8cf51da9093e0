"""Importing a finished game's export from another instance (`use_case`), over its ports
(`ports`) and PostgreSQL adapter (`postgres`); what it records of where the game came from
(`provenance`)."""
