"""The ``adjudicator`` command: ``serve`` runs the service under uvicorn; ``verify``, ``reverify``,
``export-openapi``, ``export-schema`` (the GraphQL SDL) and ``import-fowsim`` work offline.

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
    from .server import PROTOCOL

    config = Config.from_env()
    if not config.signing_key and args.workers > 1:
        # One development key for every worker of this run (each would otherwise make its own).
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        from .signing import encode_private_key

        os.environ["ADJUDICATOR_SIGNING_KEY"] = encode_private_key(Ed25519PrivateKey.generate())
        print("adjudicator: no ADJUDICATOR_SIGNING_KEY configured; using a development key for this run", file=sys.stderr)
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
            http=PROTOCOL,  # httptools, with a deadline for request headers (api.server)
            access_log=False,  # the request middleware logs each request, with its request id
            log_config=logging_config(config.log_level, config.log_format),
            log_level=config.log_level.lower(),
            timeout_graceful_shutdown=args.graceful_timeout,
            proxy_headers=True,
            forwarded_allow_ips=config.forwarded_allow_ips,
            ws_max_size=config.max_body_bytes,  # a websocket message (GraphQL) is held to the body limit
        )
    finally:
        if made_dir:
            shutil.rmtree(made_dir, ignore_errors=True)
    return 0


VERIFY_UNTRUSTED = 3  # the exit status when no trusted key was given: consistent, but not verified


def _published_keys(text: str, where: str) -> list[str]:
    """The public keys of a ``GET /v1/keys`` document."""
    import msgspec

    try:
        published = msgspec.json.decode(text)
        return [str(k["public_key"]) for k in published["keys"]]
    except (msgspec.DecodeError, KeyError, TypeError) as exc:
        raise ValueError(f"{where} is not the JSON of GET /v1/keys: {exc}") from None


def trusted_keys(args: argparse.Namespace) -> tuple[str | None, list[str] | None, str]:
    """The key (or published keys) a transcript is checked against, and where they come from.

    Only keys the user names are trusted: ``--key`` (a key, a file holding one, or a keys file),
    ``--keys`` (a saved ``GET /v1/keys``) or ``--keys-url`` (fetched from the service named)."""
    if args.key:
        try:
            with open(args.key) as handle:
                key = handle.read()
        except OSError:
            key = args.key  # the key itself, base64
        if key.lstrip().startswith("{"):
            return None, _published_keys(key, args.key), f"the keys in {args.key}"
        return key, None, "--key"
    if args.keys:
        with open(args.keys) as handle:
            return None, _published_keys(handle.read(), args.keys), f"the keys in {args.keys}"
    if args.keys_url:
        import httpx

        response = httpx.get(args.keys_url, timeout=30, follow_redirects=False)
        response.raise_for_status()
        return None, _published_keys(response.text, args.keys_url), f"the keys published at {args.keys_url}"
    return None, None, ""


def verify(args: argparse.Namespace) -> int:
    """Check a transcript offline: signature with a trusted key, chain, seed commitment, and a replay
    with this engine.  Exit 0: valid; 1: invalid; 2: unreadable input; 3: consistent but no trusted key."""
    import httpx
    import msgspec

    from .service.transcripts import verify_document

    try:
        with open(args.transcript, "rb") as handle:
            document = msgspec.json.decode(handle.read())
    except (OSError, msgspec.DecodeError) as exc:
        print(f"adjudicator verify: cannot read {args.transcript}: {exc}", file=sys.stderr)
        return 2
    try:
        key, keys, source = trusted_keys(args)
    except (OSError, ValueError, httpx.HTTPError) as exc:
        print(f"adjudicator verify: cannot read the trusted keys: {exc}", file=sys.stderr)
        return 2
    report = verify_document(document, public_key=key, trusted_keys=keys)
    if args.json:
        print(msgspec.json.encode({**msgspec.to_builtins(report), "trusted_keys": source or None}).decode())
    else:
        if source:
            print(f"adjudicator verify: trusting {source}", file=sys.stderr)
        print("\n".join(report.lines()))
    if report.valid:
        return 0
    return VERIFY_UNTRUSTED if report.untrusted else 1


def reverify(args: argparse.Namespace) -> int:
    """Replay every stored match with this engine; list those whose result or legality would change."""
    import asyncio

    import msgspec

    from .config import Config
    from .service.reverify import reverify_store
    from .store.redis import RedisStore

    url = args.redis_url or Config.from_env().redis_url
    if not url:
        print("adjudicator reverify: set REDIS_URL or pass --redis-url (the in-memory store keeps no matches)", file=sys.stderr)
        return 2
    outcomes = asyncio.run(reverify_store(RedisStore(url)))
    changed = [o for o in outcomes if o.status in ("legality_changed", "result_changed")]
    if args.json:
        print(msgspec.json.encode({"matches": outcomes, "changed": len(changed)}).decode())
    else:
        for outcome in outcomes:
            if outcome.status != "unchanged" or args.all:
                print(f"{outcome.status:18} {outcome.match} {outcome.game}: {outcome.detail}")
        print(f"{len(outcomes)} matches replayed; {len(changed)} would change result or legality")
    return 1 if changed else 0


def export_openapi(args: argparse.Namespace) -> int:
    """Write the OpenAPI document built from the code (``openapi/openapi.yaml``)."""
    from pathlib import Path

    from .app import openapi_yaml

    Path(args.output).write_text(openapi_yaml())
    print(f"wrote {args.output}")
    return 0


def export_schema(args: argparse.Namespace) -> int:
    """Write the GraphQL SDL (``schema/schema.graphql`` by default); ``--check`` only compares."""
    from pathlib import Path

    from .app import SDL_PATH, graphql_sdl

    path = Path(args.output) if args.output else SDL_PATH
    text = graphql_sdl()
    if args.check:
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if current != text:
            print(f"{path} differs from the schema in code: run `adjudicator export-schema`", file=sys.stderr)
            return 1
        return 0
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path}")
    return 0


def import_fowsim(args: argparse.Namespace) -> int:
    """Map a user-supplied fowsim card database into a Force of Will card set (``options.card_set``)."""
    import msgspec

    from adjudicator.core.errors import InputError
    from adjudicator.force_of_will.importer import import_fowsim as convert

    try:
        with open(args.database, "rb") as handle:
            data = msgspec.json.decode(handle.read())
    except (OSError, msgspec.DecodeError, RecursionError) as exc:
        print(f"adjudicator import-fowsim: cannot read {args.database}: {exc}", file=sys.stderr)
        return 2
    try:
        if args.summary:
            from adjudicator.force_of_will.coverage import summary

            print(msgspec.json.encode(summary(data)).decode())
            return 0
        imported = convert(data, set_id=args.set_id)
    except InputError as exc:
        print(f"adjudicator import-fowsim: {exc.detail}", file=sys.stderr)
        return 2
    with open(args.output, "wb") as handle:
        handle.write(msgspec.json.format(msgspec.json.encode(imported["card_set"]), indent=1))
    if args.report:
        with open(args.report, "wb") as handle:
            handle.write(msgspec.json.format(msgspec.json.encode(imported["report"]), indent=1))
    print(msgspec.json.encode(imported["summary"]).decode())
    print(f"wrote the card set to {args.output}" + (f" and the per-card report to {args.report}" if args.report else ""))
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
    check = commands.add_parser(
        "verify",
        help="verify a signed transcript offline",
        description=(
            "Verify a signed transcript. Only a key you name is trusted (--key, --keys or --keys-url): without one the "
            "transcript is never called valid, since anyone can re-sign it with a key of their own. "
            "Exit 0 valid, 1 invalid, 2 unreadable input, 3 consistent but no trusted key."
        ),
    )
    check.add_argument("transcript", help="the JSON document of GET /v1/matches/{id}/result")
    check.add_argument("--key", help="the service's public key (base64 or PEM), a file holding it, or the JSON of GET /v1/keys")
    check.add_argument("--keys", help="a file holding the JSON of the service's GET /v1/keys (every published key is trusted)")
    check.add_argument("--keys-url", help="the service's keys URL, e.g. https://referee.example/v1/keys, fetched and trusted")
    check.add_argument("--json", action="store_true", help="print the report as JSON")
    check.set_defaults(func=verify)
    again = commands.add_parser("reverify", help="replay stored matches with this engine and list what would change")
    again.add_argument("--redis-url", help="the store (default: REDIS_URL)")
    again.add_argument("--json", action="store_true", help="print the outcomes as JSON")
    again.add_argument("--all", action="store_true", help="also list unchanged matches")
    again.set_defaults(func=reverify)
    fowsim = commands.add_parser("import-fowsim", help="map a fowsim card database (JSON) into a Force of Will card set")
    fowsim.add_argument("database", help="a copy of the community cards.json you supply (no card data ships with Adjudicator)")
    fowsim.add_argument("--output", default="fowsim-card-set.json", help="where to write the card set (use it as options.card_set)")
    fowsim.add_argument("--report", help="where to write the per-card report of what could not be mapped")
    fowsim.add_argument("--set-id", default="fowsim-import", help="the id of the imported card set")
    fowsim.add_argument("--summary", action="store_true", help="print only the per-cluster figures (cards, imported, supported, playable) as JSON")
    fowsim.set_defaults(func=import_fowsim)
    spec = commands.add_parser("export-openapi", help="write the OpenAPI document built from the code")
    spec.add_argument("--output", default="openapi/openapi.yaml", help="where to write it (default openapi/openapi.yaml)")
    spec.set_defaults(func=export_openapi)
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
