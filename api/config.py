"""Every setting of the service, read from the environment in this one place.

The README's configuration table is generated from :data:`SETTINGS` (``python -m api.config`` prints
it) and a test fails when the two drift apart; another test keeps the Kubernetes manifests to these
names.  ``adjudicator serve`` takes its defaults from here too, so a command-line flag and its
environment variable always mean the same thing.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping

import msgspec

from adjudicator.core.cardsets import CardSetLimits


class Setting(msgspec.Struct, frozen=True):
    env: str
    default: str
    description: str


SETTINGS: tuple[Setting, ...] = (
    Setting("REDIS_URL", "", "Redis URL (redis:// or rediss://; redis+cluster:// for Redis Cluster). Unset: the in-memory store."),
    Setting("ADJUDICATOR_REDIS_MAX_CONNECTIONS", "100", "Redis command connections per process; when all are busy a command waits for one (live streams share one pub/sub connection per process and hold none)."),
    Setting("ADJUDICATOR_REDIS_POOL_TIMEOUT_SECONDS", "10", "How long a command waits for a free Redis connection before the request gets 503 with Retry-After."),
    Setting(
        "ADJUDICATOR_REDIS_ACK_REPLICAS",
        "0",
        "Replicas that must hold an action before it is acknowledged (Redis WAIT; with ADJUDICATOR_REDIS_ACK_AOF=1 on Redis 7.2+, WAITAOF: fsynced to their append-only files). 0: acknowledged once the master applied it. Not reached in time: 503, and the client retries with its Idempotency-Key.",
    ),
    Setting("ADJUDICATOR_REDIS_ACK_TIMEOUT_MS", "2000", "How long an action waits for ADJUDICATOR_REDIS_ACK_REPLICAS replicas to confirm it."),
    Setting("ADJUDICATOR_REDIS_ACK_AOF", "0", "1: replicas confirm an action once it is fsynced to their append-only file (WAITAOF, Redis 7.2+; older servers fall back to WAIT, and the service logs it)."),
    Setting("ADJUDICATOR_MAX_BODY_BYTES", "1048576", "Largest request body accepted, in bytes (413 above)."),
    Setting("ADJUDICATOR_MAX_JSON_DEPTH", "64", "Deepest JSON nesting accepted in a request body (422 above)."),
    Setting("ADJUDICATOR_MAX_LIST_LENGTH", "10000", "Longest JSON array accepted anywhere in a request body."),
    Setting("ADJUDICATOR_MAX_STRING_LENGTH", "65536", "Longest JSON string accepted anywhere in a request body."),
    Setting("ADJUDICATOR_CARD_SET_MAX_CARDS", "10000", "Most cards in one list of a card set (POST /v1/card-sets, card_set options); 422 above."),
    Setting("ADJUDICATOR_CARD_SET_MAX_STEPS", "12", "Most steps (or abilities) of one card of a card set, nested steps included; 422 above."),
    Setting("ADJUDICATOR_CARD_SET_MAX_STRING", "2000", "Longest string anywhere in a card set; 422 above."),
    Setting("ADJUDICATOR_CARD_SET_MAX_BODY_BYTES", "8388608", "Largest request body of POST /v1/card-sets, in bytes (a fowsim database is about 3 MB); other routes keep ADJUDICATOR_MAX_BODY_BYTES."),
    Setting(
        "ADJUDICATOR_CARD_SET_TTL_SECONDS",
        "2592000",
        "How long a stored card set lives after its last use (upload, read, setup or state naming it; 0: for ever). A set never expires while a hosted match or tournament that plays it lives, and cannot be deleted then.",
    ),
    Setting("ADJUDICATOR_MAX_ACTIONS", "5000", "Most actions in one compound adjudication or replay."),
    Setting("ADJUDICATOR_BODY_TIMEOUT_SECONDS", "10", "Time a client has to send its request headers, and then its whole body (408 after)."),
    Setting("ADJUDICATOR_SNAPSHOT_TTL_SECONDS", "86400", "How long a stored snapshot lives."),
    Setting("ADJUDICATOR_MATCH_TTL_SECONDS", "2592000", "How long a hosted match lives after its last action."),
    Setting("ADJUDICATOR_IDEMPOTENCY_TTL_SECONDS", "86400", "How long a stored answer to an Idempotency-Key is kept."),
    Setting("ADJUDICATOR_STORE_RETRY_AFTER_SECONDS", "2", "Retry-After sent with 503 when the store is unreachable."),
    Setting("ADJUDICATOR_RATE_LIMIT_PER_TOKEN", "100", "Requests per second one token may make to the match endpoints, per process (0: no limit)."),
    Setting("ADJUDICATOR_RATE_LIMIT_PER_ADDRESS", "1000", "Requests per second one client address may make to the match endpoints, per process (0: no limit)."),
    Setting("ADJUDICATOR_LOG_LEVEL", "INFO", "Log level (DEBUG, INFO, WARNING, ERROR)."),
    Setting("ADJUDICATOR_LOG_FORMAT", "json", "`json`: one JSON object per line, with the request id; `text`: plain lines for a terminal."),
    Setting("ADJUDICATOR_ACCESS_LOG", "true", "One log line per request (method, route, status, duration, request id). Probes and `/metrics` log at DEBUG only."),
    Setting("ADJUDICATOR_HOST", "127.0.0.1", "Address `adjudicator serve` binds (`--host` overrides; the container image passes `0.0.0.0`)."),
    Setting("ADJUDICATOR_PORT", "8000", "Port `adjudicator serve` listens on (`--port` overrides)."),
    Setting("ADJUDICATOR_WORKERS", "1", "Worker processes of `adjudicator serve` (`--workers` overrides)."),
    Setting(
        "ADJUDICATOR_GRACEFUL_TIMEOUT_SECONDS",
        "20",
        "Seconds in-flight requests get to finish after SIGTERM (`--graceful-timeout` overrides); keep it below the pod's termination grace period.",
    ),
    Setting(
        "FORWARDED_ALLOW_IPS",
        "127.0.0.1",
        "Proxies whose X-Forwarded-For and X-Forwarded-Proto are trusted (comma separated, `*` for any). Behind a load balancer or Ingress, name its addresses: the client address feeds the per-address rate limit and the access log.",
    ),
    Setting(
        "PROMETHEUS_MULTIPROC_DIR",
        "",
        "Directory for prometheus-client's per-process metric files, emptied at start (one per server). Unset with more than one worker: a new temporary directory.",
    ),
    Setting("ADJUDICATOR_SIGNING_KEY", "", "Ed25519 private key that signs transcripts (PEM, or base64 of the raw 32 bytes). Unset: a development key per run."),
    Setting("ADJUDICATOR_PREVIOUS_PUBLIC_KEYS", "", "Earlier public keys still published by GET /v1/keys (base64, comma separated), for key rotation."),
    Setting(
        "ADJUDICATOR_REQUIRE_CERTIFIED_STATES",
        "0",
        "1: the stateless endpoints take a state only with the certificate the service returned beside it (422 naming /certificate otherwise), so a client cannot forge history; 0: certificates are returned and checked when given.",
    ),
    Setting("ADJUDICATOR_ORGANIZER_API_KEYS", "", "Organizer API keys (plain or sha256:<hex>, comma separated). When set, X-API-Key is required to create matches and tournaments and to read full states."),
    Setting("ADJUDICATOR_GRAPHQL_MAX_DEPTH", "10", "Deepest selection nesting a GraphQL operation may have (introspection fields excepted)."),
    Setting("ADJUDICATOR_GRAPHQL_MAX_TOKENS", "2000", "Most lexical tokens in a GraphQL document (pass states as variables, not literals)."),
    Setting("ADJUDICATOR_GRAPHQL_MAX_ALIASES", "20", "Most aliased fields in one GraphQL document."),
    Setting("ADJUDICATOR_GRAPHQL_INTROSPECTION", "1", "1: GraphQL introspection allowed; 0: refused."),
    Setting("ADJUDICATOR_GRAPHQL_FAST_PATH", "1", "1: documents seen before with one pure root field and plain fields selected skip the GraphQL executor (same answers); 0: every request runs it."),
    Setting("ADJUDICATOR_GRAPHQL_IDE", "", "An in-browser IDE at GET /graphql for development (graphiql, apollo-sandbox, pathfinder); unset: none."),
    Setting("ADJUDICATOR_GRAPHQL_ALLOWED_ORIGINS", "", "Comma-separated origins whose pages may open GraphQL websockets (cross-origin handshakes get 403 otherwise)."),
)

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
LOG_FORMATS = ("json", "text")

_DEFAULTS = {s.env: s.default for s in SETTINGS}


class Config(msgspec.Struct, frozen=True, kw_only=True):
    redis_url: str = ""
    redis_max_connections: int = 100
    redis_pool_timeout_seconds: float = 10.0
    redis_ack_replicas: int = 0
    redis_ack_timeout_ms: int = 2000
    redis_ack_aof: bool = False
    max_body_bytes: int = 1_048_576
    max_json_depth: int = 64
    max_list_length: int = 10_000
    max_string_length: int = 65_536
    max_actions: int = 5_000
    card_set_max_cards: int = 10_000
    card_set_max_steps: int = 12
    card_set_max_string: int = 2_000
    card_set_max_body_bytes: int = 8_388_608
    card_set_ttl_seconds: int = 2_592_000
    body_timeout_seconds: float = 10.0
    snapshot_ttl_seconds: int = 86_400
    match_ttl_seconds: int = 2_592_000
    idempotency_ttl_seconds: int = 86_400
    store_retry_after_seconds: int = 2
    rate_limit_per_token: int = 100
    rate_limit_per_address: int = 1000
    log_level: str = "INFO"
    log_format: str = "json"
    access_log: bool = True
    host: str = "127.0.0.1"
    port: int = 8000
    workers: int = 1
    graceful_timeout_seconds: int = 20
    forwarded_allow_ips: str = "127.0.0.1"
    prometheus_multiproc_dir: str = ""
    signing_key: str = ""
    previous_public_keys: str = ""
    organizer_api_keys: str = ""
    require_certified_states: bool = False
    graphql_max_depth: int = 10
    graphql_max_tokens: int = 2_000
    graphql_max_aliases: int = 20
    graphql_introspection: bool = True
    graphql_fast_path: bool = True
    graphql_ide: str = ""
    graphql_allowed_origins: tuple[str, ...] = ()

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Config:
        env = os.environ if environ is None else environ

        def get(name: str) -> str:
            return env.get(name, _DEFAULTS[name])

        def integer(name: str) -> int:
            raw = get(name)
            try:
                value = int(raw)
            except ValueError:
                raise SystemExit(f"configuration: {name}={raw!r} is not a whole number") from None
            if value < 0:
                raise SystemExit(f"configuration: {name} must not be negative")
            return value

        def flag(name: str) -> bool:
            raw = get(name).strip().lower()
            if raw not in {"0", "1", "true", "false", "yes", "no", "on", "off"}:
                raise SystemExit(f"configuration: {name}={raw!r} is not 0 or 1")
            return raw in {"1", "true", "yes", "on"}

        ide = get("ADJUDICATOR_GRAPHQL_IDE").strip()
        if ide not in {"", "graphiql", "apollo-sandbox", "pathfinder"}:
            raise SystemExit(f"configuration: ADJUDICATOR_GRAPHQL_IDE={ide!r} is not graphiql, apollo-sandbox or pathfinder")

        def choice(name: str, allowed: tuple[str, ...], normalise: Callable[[str], str]) -> str:
            value = normalise(get(name))
            if value not in allowed:
                raise SystemExit(f"configuration: {name}={get(name)!r} is not one of {', '.join(allowed)}")
            return value

        port = integer("ADJUDICATOR_PORT")
        if not 0 < port < 65536:
            raise SystemExit(f"configuration: ADJUDICATOR_PORT={port} is not a port number")
        workers = integer("ADJUDICATOR_WORKERS")
        if workers < 1:
            raise SystemExit("configuration: ADJUDICATOR_WORKERS must be at least 1")
        return cls(
            redis_url=get("REDIS_URL"),
            redis_max_connections=max(integer("ADJUDICATOR_REDIS_MAX_CONNECTIONS"), 1),
            redis_pool_timeout_seconds=float(integer("ADJUDICATOR_REDIS_POOL_TIMEOUT_SECONDS")),
            redis_ack_replicas=integer("ADJUDICATOR_REDIS_ACK_REPLICAS"),
            redis_ack_timeout_ms=integer("ADJUDICATOR_REDIS_ACK_TIMEOUT_MS"),
            redis_ack_aof=flag("ADJUDICATOR_REDIS_ACK_AOF"),
            max_body_bytes=integer("ADJUDICATOR_MAX_BODY_BYTES"),
            max_json_depth=integer("ADJUDICATOR_MAX_JSON_DEPTH"),
            max_list_length=integer("ADJUDICATOR_MAX_LIST_LENGTH"),
            max_string_length=integer("ADJUDICATOR_MAX_STRING_LENGTH"),
            max_actions=integer("ADJUDICATOR_MAX_ACTIONS"),
            card_set_max_cards=integer("ADJUDICATOR_CARD_SET_MAX_CARDS"),
            card_set_max_steps=integer("ADJUDICATOR_CARD_SET_MAX_STEPS"),
            card_set_max_string=integer("ADJUDICATOR_CARD_SET_MAX_STRING"),
            card_set_max_body_bytes=integer("ADJUDICATOR_CARD_SET_MAX_BODY_BYTES"),
            card_set_ttl_seconds=integer("ADJUDICATOR_CARD_SET_TTL_SECONDS"),
            body_timeout_seconds=float(integer("ADJUDICATOR_BODY_TIMEOUT_SECONDS")),
            snapshot_ttl_seconds=integer("ADJUDICATOR_SNAPSHOT_TTL_SECONDS"),
            match_ttl_seconds=integer("ADJUDICATOR_MATCH_TTL_SECONDS"),
            idempotency_ttl_seconds=integer("ADJUDICATOR_IDEMPOTENCY_TTL_SECONDS"),
            store_retry_after_seconds=integer("ADJUDICATOR_STORE_RETRY_AFTER_SECONDS"),
            rate_limit_per_token=integer("ADJUDICATOR_RATE_LIMIT_PER_TOKEN"),
            rate_limit_per_address=integer("ADJUDICATOR_RATE_LIMIT_PER_ADDRESS"),
            log_level=choice("ADJUDICATOR_LOG_LEVEL", LOG_LEVELS, str.upper),
            log_format=choice("ADJUDICATOR_LOG_FORMAT", LOG_FORMATS, str.lower),
            access_log=flag("ADJUDICATOR_ACCESS_LOG"),
            host=get("ADJUDICATOR_HOST"),
            port=port,
            workers=workers,
            graceful_timeout_seconds=integer("ADJUDICATOR_GRACEFUL_TIMEOUT_SECONDS"),
            forwarded_allow_ips=get("FORWARDED_ALLOW_IPS"),
            prometheus_multiproc_dir=get("PROMETHEUS_MULTIPROC_DIR"),
            signing_key=get("ADJUDICATOR_SIGNING_KEY"),
            previous_public_keys=get("ADJUDICATOR_PREVIOUS_PUBLIC_KEYS"),
            organizer_api_keys=get("ADJUDICATOR_ORGANIZER_API_KEYS"),
            require_certified_states=flag("ADJUDICATOR_REQUIRE_CERTIFIED_STATES"),
            graphql_max_depth=integer("ADJUDICATOR_GRAPHQL_MAX_DEPTH"),
            graphql_max_tokens=integer("ADJUDICATOR_GRAPHQL_MAX_TOKENS"),
            graphql_max_aliases=integer("ADJUDICATOR_GRAPHQL_MAX_ALIASES"),
            graphql_introspection=flag("ADJUDICATOR_GRAPHQL_INTROSPECTION"),
            graphql_fast_path=flag("ADJUDICATOR_GRAPHQL_FAST_PATH"),
            graphql_ide=ide,
            graphql_allowed_origins=tuple(o.strip() for o in get("ADJUDICATOR_GRAPHQL_ALLOWED_ORIGINS").split(",") if o.strip()),
        )


def card_set_limits(config: Config) -> CardSetLimits:
    """The size limits of card sets this service enforces (:class:`adjudicator.core.cardsets.CardSetLimits`)."""
    return CardSetLimits(max_cards=config.card_set_max_cards, max_steps=config.card_set_max_steps,
                         max_string=config.card_set_max_string)


def markdown_table() -> str:
    """The README's configuration table, one row per setting (``python -m api.config`` prints it)."""
    rows = ["| Variable | Default | Meaning |", "|---|---|---|"]
    for setting in SETTINGS:
        default = f"`{setting.default}`" if setting.default else "(unset)"
        description = setting.description.replace("|", "\\|")
        rows.append(f"| `{setting.env}` | {default} | {description} |")
    return "\n".join(rows) + "\n"


if __name__ == "__main__":
    print(markdown_table(), end="")
