"""An [Awakening] line of a will cost closed by a full stop, and a chant whose [Awakening] line is not read, each with
real cards named by id (the printed text stays in ../shared):

- normalize: "[Awakening] <will symbols>." is "[Awakening] <will symbols>" (CR 1110.2: "[Awakening] (Cost)"), so the
  awakened second target of FOW-AWAKENED-SECOND-TARGET-R reads on BFA-041 and TMS-008;
- importer: TMS-050's [Awakening] cost is not read (a discard beside the will), so its target chosen only awakened is
  taken out and the card imported for reference, unsupported, naming the rule -- not refused whole as it was after the
  second-target form first landed.
"""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.force_of_will.ability import normalize_line

from .fowsim_db import card, entry, raw_card
from .helpers import act, code_of, player, pool, to_field, to_hand
from .real import real_started, resolve_collecting


@pytest.mark.parametrize(("line", "read"), [("[Awakening] {U}{U}.", "[Awakening] {U}{U}"), ("[Awakening] {M}{1}.", "[Awakening] {M}{1}")])
def test_a_full_stop_closing_an_awakening_will_cost_is_dropped(line: str, read: str) -> None:
    assert normalize_line(line) == read


def test_a_full_stop_after_more_than_will_stays() -> None:
    """Only a cost of will symbols alone: a discard beside it is no will cost, and the line is left as printed."""
    line = raw_card("TMS-050")["abilities"][0]  # its [Awakening] line: a will symbol, then a discard
    assert line.startswith("[Awakening]") and normalize_line(line).endswith(".")


def test_bfa_041_and_tms_008_supported_with_their_awakening_cost() -> None:
    assert card("BFA-041")["awakening"] == {"cost": {"specified": {"water": 2}}}
    assert card("TMS-008")["awakening"] == {"cost": {"specified": {"moon": 1}, "free": 1}}
    for card_id in ("BFA-041", "TMS-008"):
        assert entry(card_id)["supported"], entry(card_id)["unsupported"]
        assert card(card_id)["targets"][1]["awakened"] == 1


def _bfa_041(*, awakened: bool) -> tuple[Any, list[str], dict[str, Any]]:
    state = real_started("BFA-041")
    ids = [to_field(state, "bob", "TST-R01"), to_field(state, "bob", "TST-R08")]
    will = {"water": 5} if awakened else {"water": 3}
    pool(state, "ann", **will)
    action = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "BFA-041"), "awakening": awakened, "payment": {"pool": will}}
    return state, ids, action


def test_bfa_041_awakened_puts_both_targets_on_top_of_the_deck() -> None:
    """Awakened (its {U}{U} paid beside its cost), both of bob's resonators go to the top of his main deck."""
    state, (one, two), action = _bfa_041(awakened=True)
    state, _ = resolve_collecting(act(state, action | {"targets": [one, two]}))
    bob = player(state, "bob")
    assert not {one, two} & {e.id for e in bob.field}
    assert {c.split("#")[0] for c in bob.deck[:2]} == {"bob:TST-R01", "bob:TST-R08"}


def test_bfa_041_not_awakened_names_no_second_target() -> None:
    """FOW-AWAKENED-SECOND-TARGET-R: without its [Awakening] paid, a second target is refused (FOW-PLAY-1)."""
    state, (one, two), action = _bfa_041(awakened=False)
    assert code_of(state, action | {"targets": [one, two]}) == "FOW-PLAY-1"


def test_tms_050_imported_unsupported_naming_the_rule() -> None:
    """TMS-050: its [Awakening] line (a discard beside the will) is refused, and so is its target chosen only
    awakened; the card is imported for reference, never played."""
    assert entry("TMS-050")["imported"] and not entry("TMS-050")["supported"]
    refused = [u for u in entry("TMS-050")["unsupported"] if "FOW-AWAKENED-SECOND-TARGET-R" in u["reason"]]
    assert len(refused) == 1 and "second target" in refused[0]["text"]
    assert len(card("TMS-050")["targets"]) == 1
