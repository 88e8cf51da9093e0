"""The one thing pyproject.toml cannot say: the top-level migrations/ folder ships inside the
package as service.migrations, so an installed wheel can migrate its database."""

from setuptools import find_packages, setup

setup(
    packages=[
        *find_packages(include=["service", "service.*"]),
        "service.migrations",
        "service.migrations.versions",
    ],
    package_dir={"service.migrations": "migrations"},
    package_data={"service": ["py.typed", "api/viewer/static/*"], "service.migrations": ["script.py.mako"]},
)
