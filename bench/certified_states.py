"""May a certified state skip the forgery check, and how much faster is that?  (Issue 17.)

For a mid-game state of every game variant (largest player count) this times, per state received by a
stateless endpoint:

* ``decode`` -- msgspec decode of the JSON into the typed state (always needed);
* ``check`` -- the forgery (consistency) check ``Game.check``;
* ``certificate`` -- what trusting a certificate costs: canonical JSON and digest of the decoded state
  (``digest``), and one Ed25519 signature verification;
* ``hmac`` -- for comparison, the digest and an HMAC-SHA256 the service would check with a secret of its
  own (only the service could verify such a certificate, which is all a stateless endpoint needs);
* ``uncertified`` = decode + check (today's path); ``certified, check skipped`` = decode + certificate;
  ``certified and checked`` = decode + certificate + check (a deployment that requires certificates
  but keeps the check).

``python -m bench.certified_states`` prints the table and writes ``bench/results/certified_states.json``.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from adjudicator.core.codec import canonical_json, digest_bytes
from api.service.requests import decoders_for
from api.signing import Signer

from .common import games, header, mid_game_state, parser, timed, write


def card_set_of(state: Any, game_id: str) -> str:
    return str(getattr(state, "card_set_id", "") or f"{game_id}:reference")


def measure_state(game: Any, variant: str, signer: Signer, minimum_seconds: float) -> dict[str, Any]:
    state = mid_game_state(game, variant)
    raw = canonical_json(state)
    decoder = decoders_for(game).state
    certificate = signer.certify(digest_bytes(raw), game.id, card_set_of(state, game.id), state.seq)
    decoded = decoder.decode(raw)
    secret = b"k" * 32
    tag = hmac.new(secret, canonical_json({"digest": certificate["digest"], "game": game.id, "seq": decoded.seq}), hashlib.sha256).digest()

    def decode() -> Any:
        return decoder.decode(raw)

    def check() -> None:
        game.check(decoded)

    def digest_only() -> None:
        digest_bytes(canonical_json(decoded))

    def mac() -> None:
        digest = digest_bytes(canonical_json(decoded))
        expected = canonical_json({"digest": digest, "game": game.id, "seq": decoded.seq})
        assert hmac.compare_digest(hmac.new(secret, expected, hashlib.sha256).digest(), tag)

    def trust() -> None:
        problem = signer.certificate_problem(certificate, digest_bytes(canonical_json(decoded)), game.id, card_set_of(decoded, game.id), decoded.seq)
        assert problem is None

    steps = (("decode", decode), ("check", check), ("certificate", trust), ("digest", digest_only), ("hmac", mac))
    times = {name: timed(function, minimum_seconds=minimum_seconds)[0] * 1e6 for name, function in steps}
    uncertified = times["decode"] + times["check"]
    skipped = times["decode"] + times["certificate"]
    return {
        "game": game.id,
        "variant": variant,
        "state_bytes": len(raw),
        "decode_us": round(times["decode"], 1),
        "check_us": round(times["check"], 1),
        "certificate_us": round(times["certificate"], 1),
        "digest_us": round(times["digest"], 1),
        "hmac_us": round(times["hmac"], 1),
        "uncertified_us": round(uncertified, 1),
        "certified_skip_check_us": round(skipped, 1),
        "certified_and_checked_us": round(uncertified + times["certificate"], 1),
        "speedup_skip_check": round(uncertified / skipped, 2),
        "speedup_skip_check_hmac": round(uncertified / (times["decode"] + times["hmac"]), 2),
    }


def measure(minimum_seconds: float) -> list[dict[str, Any]]:
    signer = Signer(Ed25519PrivateKey.generate())
    return [measure_state(game, variant.id, signer, minimum_seconds) for game in games() for variant in game.variants]


def main() -> None:
    args = parser(__doc__ or "").parse_args()
    header("certified states: the forgery check against a certificate")
    rows = measure(0.01 if args.smoke else 0.5)
    print(f"{'game':16} {'variant':10} {'bytes':>6} {'decode':>7} {'check':>7} {'digest':>7} {'cert':>7} {'hmac':>7} {'uncert':>7} {'skip':>7} {'both':>7} "
          f"{'speedup':>7} {'w/hmac':>7}  (microseconds per state)")
    for row in rows:
        print(f"{row['game']:16} {row['variant']:10} {row['state_bytes']:6} {row['decode_us']:7} {row['check_us']:7} {row['digest_us']:7} "
              f"{row['certificate_us']:7} {row['hmac_us']:7} {row['uncertified_us']:7} {row['certified_skip_check_us']:7} "
              f"{row['certified_and_checked_us']:7} {row['speedup_skip_check']:6}x {row['speedup_skip_check_hmac']:6}x")
    path = write("certified_states", {"rows": rows}, args.out)
    print(f"# wrote {path}")


if __name__ == "__main__":
    main()
