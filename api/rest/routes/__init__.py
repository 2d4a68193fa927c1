"""REST handlers: thin functions that decode, call :mod:`api.service` or the store, and encode."""
