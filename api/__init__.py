"""The Adjudicator service: the Starlette app, its store, and the ``adjudicator`` command."""
