"""The Catalogs area: a read-only browser of every catalog, and user catalog import."""
