"""The ASGI entry point uvicorn imports in each worker (``api.asgi:app``)."""

from .app import create_app

app = create_app()
