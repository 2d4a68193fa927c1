"""The ``adjudicator`` command: ``serve`` runs the service under uvicorn."""

from __future__ import annotations

import argparse
import sys


def serve(args: argparse.Namespace) -> int:
    import uvicorn

    from .config import Config

    config = Config.from_env()
    uvicorn.run(
        "api.asgi:app",
        host=args.host,
        port=args.port,
        workers=args.workers,
        loop="uvloop",
        http="httptools",
        access_log=False,
        log_level=config.log_level.lower(),
        timeout_graceful_shutdown=args.graceful_timeout,
    )
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="adjudicator", description="A referee for tabletop card games.")
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("serve", help="run the HTTP service")
    run.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    run.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    run.add_argument("--workers", type=int, default=1, help="worker processes (default 1)")
    run.add_argument("--graceful-timeout", type=int, default=20, help="seconds to finish in-flight requests on shutdown")
    run.set_defaults(func=serve)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
