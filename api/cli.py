"""The ``adjudicator`` command: ``serve`` runs the service under uvicorn; ``export-schema`` writes the
GraphQL SDL to ``schema/schema.graphql``."""

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
        ws_max_size=config.max_body_bytes,  # a websocket message (GraphQL) is held to the body limit
    )
    return 0


def export_schema(args: argparse.Namespace) -> int:
    """Write the GraphQL SDL (``schema/schema.graphql`` by default); ``--check`` only compares."""
    from pathlib import Path

    from schema import SDL_PATH, sdl

    path = Path(args.output) if args.output else SDL_PATH
    text = sdl()
    if args.check:
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if current != text:
            print(f"{path} differs from the schema in code: run `adjudicator export-schema`", file=sys.stderr)
            return 1
        return 0
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path}")
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
    export = commands.add_parser("export-schema", help="write the GraphQL SDL to schema/schema.graphql")
    export.add_argument("--output", help="where to write it (default: schema/schema.graphql in the package)")
    export.add_argument("--check", action="store_true", help="write nothing; exit 1 if the file differs from the code")
    export.set_defaults(func=export_schema)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
