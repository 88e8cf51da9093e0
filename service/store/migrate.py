"""Run the Alembic migrations from Python (the service migrates itself on start)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

import service

MIGRATIONS_DIR_NAME = "migrations"


def migrations_dir() -> Path:
    """The project's migrations folder, beside the service package.

    The project root is the parent of the service package both in a source checkout and in an
    editable install (which imports the package from the checkout). The working directory is
    a last resort for tools started from the project root.
    """
    package_root = Path(service.__file__).resolve().parent.parent
    for candidate in (package_root / MIGRATIONS_DIR_NAME, Path.cwd() / MIGRATIONS_DIR_NAME):
        if (candidate / "env.py").is_file():
            return candidate
    raise FileNotFoundError(
        f"cannot find the {MIGRATIONS_DIR_NAME}/ folder next to the service package "
        f"({package_root}) or in the working directory"
    )


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    # Config values go through configparser interpolation, where "%" is special (URL-encoded
    # passwords contain it).
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


def upgrade_to_head(url: str) -> None:
    """Bring the database at url (libpq or SQLAlchemy form) to the latest schema."""
    command.upgrade(alembic_config(url), "head")


def downgrade_to_base(url: str) -> None:
    """Remove every table the migrations created (tests and resets only)."""
    command.downgrade(alembic_config(url), "base")
