"""``proctor view``: a local web viewer of run directories and sweep sets (docs/view.md).

``catalog.py`` finds the runs and sets under the served folders (each named by its path relative to
the folder) and their status; ``index.py`` is the offset index of a samples file (pages, filters,
sorts and search without reading the file); ``compare.py`` the A/B view's figures (``proctor
compare``'s own functions) and export; ``app.py`` the starlette app (pages, JSON API, static files,
security headers, token); ``server.py`` runs it on uvicorn. ``static/`` holds the page, its script
and its style (no network, no build step).
"""
