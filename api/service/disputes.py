"""Disputes: was a claimed action legal at a given point of a match?

A judge posts either a transcript (as ``GET /v1/matches/{id}/result`` gave it) or a setup and the
actions, the point ``at`` (the seq of the disputed entry: the claim is judged in the state after
``at - 1`` actions) and the claimed action.  The answer says whether the claim was legal, and if not the
rule it breaks, with the legal alternatives and the judge's full view of the state before and after.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

import msgspec

from adjudicator.core.codec import canonical_json, digest_bytes
from adjudicator.core.errors import FieldError, InputError, invalid
from adjudicator.core.replay import replay
from adjudicator.registry import get_game

from .matches import dealing_seed
from .requests import Pid, Seed
from .transcripts import verify_document


class DisputeSetup(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    game: str
    players: Annotated[list[Pid], msgspec.Meta(min_length=1, max_length=64)]
    seed: Seed
    variant: str | None = None
    options: dict[str, Any] | None = None
    decks: dict[str, Any] | None = None
    salt: Annotated[str, msgspec.Meta(pattern="^([0-9a-f]{32})?$")] | None = None  # a hosted match's, revealed with its result


class DisputeBody(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    __free_form__: ClassVar[tuple[str, ...]] = ("claim",)

    at: Annotated[int, msgspec.Meta(ge=1)]
    claim: dict[str, Any]
    transcript: dict[str, Any] | None = None
    setup: DisputeSetup | None = None
    actions: list[dict[str, Any]] | None = None


def judge_view(game: Any, state: Any) -> dict[str, Any]:
    view: dict[str, Any] = game.full_state(state)
    view.pop("rng", None)
    return view


def settle(body: DisputeBody, max_actions: int, trusted_keys: list[str] | None = None) -> dict[str, Any]:
    """Judge the claim; a posted transcript's signature is checked against ``trusted_keys`` (the service's own)."""
    answer: dict[str, Any] = {"at": body.at}
    if body.transcript is not None:
        if body.setup is not None or body.actions is not None:
            raise invalid("/transcript", "give a transcript, or a setup with actions, not both")
        document = body.transcript if "transcript" in body.transcript else {"transcript": body.transcript}
        report = verify_document(document, trusted_keys=trusted_keys)
        answer["transcript"] = {"valid": report.valid, "checks": report.checks, "first_failure": report.first_failure}
        transcript = document["transcript"]
        try:
            setup = msgspec.convert({k: transcript.get(k) for k in ("game", "players", "seed", "variant", "options", "decks", "salt")}, DisputeSetup)
            actions = [entry["action"] for entry in transcript["entries"]]
        except (msgspec.ValidationError, KeyError, TypeError) as exc:
            raise invalid("/transcript", f"not a transcript: {exc}") from None
        actions_at = "/transcript/transcript/entries" if "transcript" in body.transcript else "/transcript/entries"
    elif body.setup is not None and body.actions is not None:
        setup, actions, actions_at = body.setup, body.actions, "/actions"
    else:
        raise invalid("/transcript", "give a transcript, or a setup with actions")
    if len(actions) > max_actions:
        raise invalid(actions_at, f"{len(actions)} actions; at most {max_actions}")
    if body.at > len(actions) + 1:
        raise invalid("/at", f"the record has {len(actions)} actions: at is 1 to {len(actions) + 1}")

    game = get_game(setup.game)
    answer = {"game": game.id, **answer}
    try:
        state = game.setup(setup.variant, setup.players, dealing_seed(setup.seed, setup.salt or ""), setup.options, setup.decks)
    except InputError as exc:
        raise exc.prefixed("/setup") from None
    record = (game.decode_action(msgspec.json.encode(actions[index]), prefix=f"{actions_at}/{index}") for index in range(body.at - 1))
    reached = replay(game, state, record, owned=True, numbered=False)
    if reached.violation is not None:
        index, violation = reached.failed_at or 0, reached.violation
        raise InputError(FieldError(f"{actions_at}/{index}", f"the record cannot reach entry {body.at}: entry {index + 1} is illegal ({violation.code}: {violation.message})"))
    state = reached.state

    claim = game.decode_action(msgspec.json.encode(body.claim), prefix="/claim")
    before = judge_view(game, state)
    answer["before"] = before
    answer["before_digest"] = digest_bytes(canonical_json(state))
    if body.at <= len(actions):
        # The record's own action at ``at``, as the record gives it, where it is an action of the game (then
        # typed as one); where it is not, why not (the record is judged up to ``at - 1`` only).
        recorded = actions[body.at - 1]
        try:
            game.decode_action(msgspec.json.encode(recorded), prefix=f"{actions_at}/{body.at - 1}")
            answer["recorded"] = recorded
        except InputError as exc:
            answer["recorded_errors"] = exc.errors
    answer["legal_alternatives"] = game.legal_actions(state)
    judged = replay(game, state, [claim], owned=True, numbered=False)
    if judged.violation is not None:
        violation = judged.violation
        answer.update({"legal": False, "violation": violation, "rule": violation.rule, "after": None})
        return answer
    answer.update({"legal": True, "violation": None, "rule": None, "after": judge_view(game, judged.state), "events": judged.events})
    return answer
