"""The database the table classes use: the interface (store/backend.py) with both engines
registered (store/sqlite.py, store/postgres.py), so `Database.open` can open either."""

from __future__ import annotations

from . import postgres, sqlite
from .backend import (
    DEFAULT_TIMEOUT,
    POSTGRES_SCHEMES,
    SQLITE_SCHEME,
    Conn,
    Database,
    IntegrityError,
    MigrationFailed,
    Row,
    SchemaTooNew,
    StartRefused,
    StoreBusy,
    sqlite_path,
)

ENGINES = (sqlite.SqliteDatabase.engine, postgres.PostgresDatabase.engine)

__all__ = ["DEFAULT_TIMEOUT", "ENGINES", "POSTGRES_SCHEMES", "SQLITE_SCHEME", "Conn", "Database",
           "IntegrityError", "MigrationFailed", "Row", "SchemaTooNew", "StartRefused",
           "StoreBusy", "sqlite_path"]
