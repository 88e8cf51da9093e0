"""Run the Alembic migrations from Python (the service migrates itself on start)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

import service

MIGRATIONS_DIR_NAME = "migrations"


def migrations_dir() -> Path:
    """The Alembic migrations: inside the installed package, else the project's own folder.

    A wheel or a normal install ships them as `service/migrations` (see setup.py). A source
    checkout and an editable install import the package from the checkout, whose parent holds
    the top-level `migrations/` folder. The working directory is a last resort for tools
    started from the project root.
    """
    package = Path(service.__file__).resolve().parent
    candidates = (
        package / MIGRATIONS_DIR_NAME,
        package.parent / MIGRATIONS_DIR_NAME,
        Path.cwd() / MIGRATIONS_DIR_NAME,
    )
    for candidate in candidates:
        if (candidate / "env.py").is_file():
            return candidate
    raise FileNotFoundError(
        f"cannot find the {MIGRATIONS_DIR_NAME}/ folder in the service package ({package}), "
        f"next to it, or in the working directory"
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
