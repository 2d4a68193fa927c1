"""Grimm-cluster ability families, seventh batch (sets CMF and MPR): a Judgment section that discards a named
card beside its will -- each played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import DoJudgment

from .fowsim_db import card, entry
from .helpers import act, code_of, player, pool, to_hand
from .real import hero_started

# -- FOW-COST-DISCARD-R: a Judgment discarding a named card --------------------------------------------------


def _snow_white() -> tuple[object, str, str]:
    """CMF-036's two Judgment sections on the reference ruler, a CMF-031 (the card its second section
    discards by name) and a reference resonator in ann's hand."""
    state = hero_started(("CMF-031",), changed={"TST-RU1": {"judgment": card("CMF-036")["judgment"]}})
    return state, to_hand(state, "ann", "CMF-031"), to_hand(state, "ann", "TST-R01")


def _judgment(state: object, will: dict[str, int], discard: list[str]) -> dict[str, object]:
    pool(state, "ann", **will)  # type: ignore[arg-type]
    return {"type": "judgment", "player": "ann", "payment": {"pool": will, "discard": discard}}


def test_fow_cost_discard_r_judgment_pays_one_and_discards_the_named_card() -> None:
    """FOW-COST-DISCARD-R with CMF-036 (a ruler with two Judgment sections, the second one will and a
    discarded card of a name): one void will and CMF-031 from ann's hand do the Judgment, CMF-031 goes to
    her graveyard; the legal actions list that Judgment with CMF-031 discarded."""
    assert entry("CMF-036")["supported"]
    (second,) = card("CMF-036")["judgment"]["alternatives"]
    assert second["discard"] == {"names": [card("CMF-031")["name"]]} and second["cost"] == {"free": 1}
    state, apple, _ = _snow_white()
    pool(state, "ann", void=1)
    listed = [a for a in GAME.legal_actions(state, "ann") if isinstance(a, DoJudgment)]
    assert [a.payment.discard for a in listed] == [[apple]]
    done = act(state, _judgment(state, {"void": 1}, [apple]))
    assert done.chase and done.turn.judgment
    assert apple in player(done, "ann").graveyard and apple not in player(done, "ann").hand


def test_fow_cost_discard_r_judgment_refuses_another_card_or_none() -> None:
    """FOW-COST-DISCARD-R with CMF-036: one will discarding a card of another name, or discarding none, is
    refused with the code of the discarding cost; the printed section's will does not discard."""
    state, apple, other = _snow_white()
    assert code_of(state, _judgment(state, {"void": 1}, [other])) == "FOW-COST-DISCARD-R"
    assert code_of(state, _judgment(state, {"void": 1}, [])) == "FOW-COST-DISCARD-R"
    printed = {"light": 1, "fire": 1, "void": 2}
    assert code_of(state, _judgment(state, printed, [])) is None
    assert code_of(state, _judgment(state, printed, [apple])) is not None
