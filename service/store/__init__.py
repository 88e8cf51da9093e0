"""PostgreSQL adapters: the event store, the schema and its migrations, the connection pool.

Deliberately empty: `service.store.chain` is pure stdlib and the offline verifier imports it,
so importing this package must not load the database driver. Import the modules themselves.
"""
