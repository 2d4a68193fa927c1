"""The ``adjudicator`` command: ``serve`` runs the service under uvicorn.

Every flag of ``serve`` defaults to its environment variable (see :mod:`api.config`), so a container or
a Kubernetes ConfigMap can set them all without changing the command.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile

from .config import Config


def serve(args: argparse.Namespace) -> int:
    import uvicorn

    from .logging_setup import logging_config

    config = Config.from_env()
    multiprocess_dir = config.prometheus_multiproc_dir
    made_dir = ""
    if args.workers > 1 and not multiprocess_dir:
        multiprocess_dir = made_dir = tempfile.mkdtemp(prefix="adjudicator-metrics-")
    if multiprocess_dir:
        # Set before any worker imports prometheus-client: the workers inherit the environment, and
        # the library picks its file-backed storage from this variable when first imported.
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = multiprocess_dir
        from .metrics import prepare_multiprocess_dir

        prepare_multiprocess_dir(multiprocess_dir)
    try:
        uvicorn.run(
            "api.asgi:app",
            host=args.host,
            port=args.port,
            workers=args.workers,
            loop="uvloop",
            http="httptools",
            access_log=False,  # the request middleware logs each request, with its request id
            log_config=logging_config(config.log_level, config.log_format),
            log_level=config.log_level.lower(),
            timeout_graceful_shutdown=args.graceful_timeout,
        )
    finally:
        if made_dir:
            shutil.rmtree(made_dir, ignore_errors=True)
    return 0


def build_parser(config: Config | None = None) -> argparse.ArgumentParser:
    defaults = config or Config.from_env()
    parser = argparse.ArgumentParser(prog="adjudicator", description="A referee for tabletop card games.")
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("serve", help="run the HTTP service")
    run.add_argument("--host", default=defaults.host, help=f"address to bind (ADJUDICATOR_HOST, now {defaults.host})")
    run.add_argument("--port", type=int, default=defaults.port, help=f"port (ADJUDICATOR_PORT, now {defaults.port})")
    run.add_argument("--workers", type=int, default=defaults.workers, help=f"worker processes (ADJUDICATOR_WORKERS, now {defaults.workers})")
    run.add_argument(
        "--graceful-timeout",
        type=int,
        default=defaults.graceful_timeout_seconds,
        help=f"seconds to finish in-flight requests on shutdown (ADJUDICATOR_GRACEFUL_TIMEOUT_SECONDS, now {defaults.graceful_timeout_seconds})",
    )
    run.set_defaults(func=serve)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
