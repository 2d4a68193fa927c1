"""``GET /metrics``: the Prometheus exposition of :mod:`api.metrics`."""

from __future__ import annotations

from prometheus_client import CONTENT_TYPE_LATEST
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from api.metrics import exposition


async def metrics_endpoint(request: Request) -> Response:
    return Response(exposition(), media_type=CONTENT_TYPE_LATEST)


ROUTES = [Route("/metrics", metrics_endpoint, methods=["GET"])]
