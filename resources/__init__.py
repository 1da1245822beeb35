"""Data files (fonts, icons, later catalogs and translations); installed as `models.resources`.

No code lives here: everything is read through models/assets.py and its manifest.json.
"""
