"""Counter families played with real cards of the community database (named by id; the printed text
stays in ../shared): counters put on a target J/resonator or entity, [+A/+B] counters removed as a cost."""

from __future__ import annotations

from adjudicator.force_of_will.state import Entity, State

from .fowsim_db import card, entry, refusal
from .helpers import act, code_of, player, pool, stones, to_field, to_hand
from .real import real_started, resolve_all
from .real import stats as full_stats


def _counters(state: State, pid: str, card_id: str) -> dict[str, int]:
    (entity,) = [e for e in player(state, pid).field if e.id == card_id]
    return dict(entity.counters) if entity.counters else {}


def _j_ruler_in_field(state: State, pid: str) -> str:
    """``pid``'s ruler, turned into its J-ruler in the field (as after a Judgment)."""
    seat = player(state, pid)
    assert seat.ruler is not None
    j_ruler = seat.ruler.id
    seat.ruler = None
    seat.field.append(Entity(id=j_ruler, j_ruler=True))
    return j_ruler


def _light_chant(state: State, pid: str, chant: str, targets: list[str]) -> dict[str, object]:
    pool(state, pid, light=1)
    return {"type": "play_card", "player": pid, "card": chant, "targets": targets, "payment": {"pool": {"light": 1}}}


def test_fow_counter_target_r_plus_counters_on_a_target_j_ruler() -> None:
    """FOW-COUNTER-TARGET-R with LEL-005 (two [+100/+100] counters on target J/resonator): played on
    ann's J-ruler in the field, it keeps two counters and is 200/200 larger."""
    assert entry("LEL-005")["supported"]
    state = real_started("LEL-005")
    j_ruler = _j_ruler_in_field(state, "ann")
    before = full_stats(state, j_ruler)[:2]
    state = resolve_all(act(state, _light_chant(state, "ann", to_hand(state, "ann", "LEL-005"), [j_ruler])))
    assert _counters(state, "ann", j_ruler) == {"+100/+100": 2}
    assert full_stats(state, j_ruler)[:2] == (before[0] + 200, before[1] + 200)


def test_fow_counter_target_r_no_stone_nor_ruler_in_its_area() -> None:
    """FOW-COUNTER-TARGET-R breaking: LEL-005 cannot target a magic stone (not a J/resonator), and
    "target J/ruler" (LEL-047, which may be a ruler in its ruler area) stays refused with the reason."""
    state = real_started("LEL-005")
    (stone,) = stones(state, "ann", "TST-ST-W")
    assert code_of(state, _light_chant(state, "ann", to_hand(state, "ann", "LEL-005"), [stone])) == "FOW-PLAY-1"
    assert not entry("LEL-047")["supported"]
    assert "target J/ruler" in refusal("LEL-047", 0)


def test_fow_counter_target_r_named_counters_on_target_entity_you_control() -> None:
    """FOW-COUNTER-TARGET-R with ADW-083 ([Enter]: two guidance counters on target entity you control):
    it puts them on ann's TST-R03; the counters change nothing by themselves."""
    assert card("ADW-083")["abilities"][0]["targets"] == [{"kind": "entity", "controller": "you"}]
    state = real_started("ADW-083")
    mine = to_field(state, "ann", "TST-R03")
    before = full_stats(state, mine)
    herald = to_hand(state, "ann", "ADW-083")
    pool(state, "ann", light=1, fire=1)
    play = {"type": "play_card", "player": "ann", "card": herald, "payment": {"pool": {"light": 1, "fire": 1}}}
    state = resolve_all(act(state, play), {herald: [mine]})
    assert _counters(state, "ann", mine) == {"guidance": 2}
    assert full_stats(state, mine) == before
