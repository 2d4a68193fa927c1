"""Cost reductions read by fow-w-costs (issue 14), each played with a real card named by id (the printed text stays in
../shared and is read at run time):

* FOW-PLAY-LESS-TWO-R: two "(you may) pay <cost> less to play this card if <condition>" of one card, each applying
  while its own condition holds (WOM-118: one per ruler name);
* FOW-GRANTED-LESS-R: "[Seal] (N)" / "[Rune] N -" granting "(you may) pay <cost> less to play this card" with no
  condition of its own (ADW-088: two [Seal] texts on a chant; DBV-095, DBV-004: a [Rune] line);
* FOW-BANISH-INSTEAD-OF-R: an old card's "you may banish this card rather than pay the cost of a water
  [Spell:Chant-Instant]" (MPR-037; TTW-042 a water Chant-Instant, SKL-039 a water chant without [Quickcast]).
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_record
from .helpers import GAME, act, code_of, find, player, pool, stones, to_field, to_hand
from .real import hero_started, play, real_started, resolve_all


def _refusal(lines: list[str], kind: str = "chant") -> str:
    """Why the line reader refuses the last of ``lines`` (invented wordings) read in order on a card of ``kind``
    costing {R}{U}{2}."""
    record = line_record(kind) | {"cost": {"specified": {"fire": 1, "water": 1}, "free": 2}}
    try:
        for line in lines:
            map_ability(normalize_line(line), record)
    except Unsupported as exc:
        return str(exc)
    raise AssertionError(f"{lines!r} were read")


# -- FOW-PLAY-LESS-TWO-R ---------------------------------------------------------------------------------------------


def test_fow_play_less_two_r_is_read() -> None:
    """FOW-PLAY-LESS-TWO-R: WOM-118's two reductions, each with its ruler names, the card supported."""
    assert entry("WOM-118")["supported"]
    record = card("WOM-118")
    first, second = record["play_less"], record["play_less_also"]
    assert first["less"] == {"specified": {"water": 1}} and first["optional"] is True
    assert second["less"] == {"specified": {"fire": 1}} and second["optional"] is True
    assert "Kirik Rerik" in first["when"]["ruler_names"] and "Shaela" in second["when"]["ruler_names"]


def _wom118(ruler_name: str | None) -> tuple[State, str, str]:
    """WOM-118 in ann's hand, ann's ruler TST-RU1 named ``ruler_name``; bob's resonator TST-R01 its target."""
    state = hero_started(("WOM-118", "TST-R01"), ruler_name=ruler_name)
    return state, to_hand(state, "ann", "WOM-118"), to_field(state, "bob", "TST-R01")


def _chant(spell: str, target: str, **will: int) -> dict[str, Any]:
    return {
        "type": "play_card",
        "player": "ann",
        "card": spell,
        "targets": [target],
        "mode": 1,
        "payment": {"pool": will},
    }


def test_fow_play_less_two_r_each_condition_its_own_symbol() -> None:
    """FOW-PLAY-LESS-TWO-R with WOM-118 ({R}{U}): ann's ruler named as the second reduction says, {U} pays it (its {R}
    taken off) and {R} is short; named as the first one says, {R} pays it; the full cost is allowed too ("you may"),
    and the chant resolves returning bob's resonator."""
    state, spell, target = _wom118("Shaela")
    pool(state, "ann", fire=1, water=1)
    assert code_of(state, _chant(spell, target, fire=1)) == "FOW-WILL-3"
    assert code_of(state, _chant(spell, target, fire=1, water=1)) is None
    state = act(state, _chant(spell, target, water=1))
    assert player(state, "ann").pool == {"fire": 1}
    state = resolve_all(state)
    assert any(c.startswith("bob:TST-R01") for c in player(state, "bob").hand)
    state, spell, target = _wom118("Kirik Rerik")
    pool(state, "ann", fire=1, water=1)
    assert code_of(state, _chant(spell, target, water=1)) == "FOW-WILL-3"
    assert code_of(state, _chant(spell, target, fire=1)) is None


def test_fow_play_less_two_r_neither_condition() -> None:
    """FOW-PLAY-LESS-TWO-R broken: with another ruler neither reduction applies -- one symbol is short (FOW-WILL-3)."""
    state, spell, target = _wom118(None)
    pool(state, "ann", fire=1, water=1)
    assert code_of(state, _chant(spell, target, water=1)) == "FOW-WILL-3"
    assert code_of(state, _chant(spell, target, fire=1)) == "FOW-WILL-3"
    assert code_of(state, _chant(spell, target, fire=1, water=1)) is None


def test_fow_play_less_two_r_other_kinds_refused() -> None:
    """FOW-PLAY-LESS-TWO-R: a second reduction per count, or a third one, is refused (invented wordings)."""
    first = "If you control a J-ruler, you may pay {R} less to play this card."
    per = "You may pay {1} less to play this card for each Dragon in your graveyard."
    assert "other than one while a condition holds" in _refusal([first, per])
    third = "If you control a Fairy, you may pay {1} less to play this card."
    again = "If you control a Dragon, you may pay {1} less to play this card."
    assert "second cost reduction" in _refusal([first, third, again])
    assert "second cost reduction" in _refusal([per, first])


# -- FOW-GRANTED-LESS-R ----------------------------------------------------------------------------------------------


def test_fow_granted_less_r_is_read() -> None:
    """FOW-GRANTED-LESS-R: ADW-088's two [Seal] texts (4 and 7 magic stones) read as its two reductions, the card
    supported; DBV-095's and DBV-004's [Rune] lines read as a reduction while runes are revealed."""
    assert entry("ADW-088")["supported"]
    record = card("ADW-088")
    assert record["play_less"] == {
        "less": {"specified": {"light": 1}},
        "when": {"count": {"what": "magic_stone"}, "at_least": 4},
        "optional": True,
    }
    assert record["play_less_also"] == {
        "less": {"specified": {"wind": 1}},
        "when": {"count": {"what": "magic_stone"}, "at_least": 7},
        "optional": True,
    }
    for card_id, n, free in (("DBV-095", 2, 1), ("DBV-004", 5, 6)):
        less = card(card_id)["play_less"]
        assert (
            less["less"] == {"free": free}
            and less["when"]["at_least"] == n
            and less["when"]["count"]["what"] == "rune"
        ), card_id
        assert not any("less to play this card" in u["text"] for u in entry(card_id)["unsupported"]), card_id


# Seven basic magic stones of the reference set (two of each in a test stone deck).
STONES = ("TST-ST-W", "TST-ST-W", "TST-ST-R", "TST-ST-R", "TST-ST-U", "TST-ST-U", "TST-ST-G")


def _adw088(n_stones: int) -> tuple[State, str, str]:
    """Ann's resonator SKL-013 on the chase; bob, with ``n_stones`` basic magic stones, holds ADW-088 (a cancel with
    [Quickcast])."""
    state = real_started("ADW-088", "SKL-013")
    stones(state, "bob", *STONES[:n_stones])
    state = play(state, "ann", to_hand(state, "ann", "SKL-013"))
    state = act(state, {"type": "pass", "player": "ann"})
    assert state.priority == "bob" and state.chase
    return state, to_hand(state, "bob", "ADW-088"), state.chase[-1].id


def _cancel(spell: str, target: str, **will: int) -> dict[str, Any]:
    return {
        "type": "play_card",
        "player": "bob",
        "card": spell,
        "targets": [target],
        "payment": {"pool": will},
    }


def test_fow_granted_less_r_seal_four_and_seven() -> None:
    """FOW-GRANTED-LESS-R with ADW-088 ({W}{G}): with four magic stones bob pays {G} ({W} taken off), {W} alone short;
    with seven both [Seal] texts apply and it costs nothing; the cancel then resolves."""
    state, spell, target = _adw088(4)
    pool(state, "bob", light=1, wind=1)
    assert code_of(state, _cancel(spell, target, light=1)) == "FOW-WILL-3"
    assert code_of(state, _cancel(spell, target, wind=1)) is None
    state, spell, target = _adw088(7)
    pool(state, "bob", light=1, wind=1)
    assert code_of(state, _cancel(spell, target, light=1)) is None
    state = act(state, _cancel(spell, target))
    assert player(state, "bob").pool == {"light": 1, "wind": 1}
    state = resolve_all(state)
    assert not state.chase and any(c.startswith("ann:SKL-013") for c in player(state, "ann").graveyard)


def test_fow_granted_less_r_below_the_seal() -> None:
    """FOW-GRANTED-LESS-R broken: with three magic stones no [Seal] text exists (CR 1128.5): {G} alone is short
    (FOW-WILL-3), the printed {W}{G} pays it."""
    state, spell, target = _adw088(3)
    pool(state, "bob", light=1, wind=1)
    assert code_of(state, _cancel(spell, target, wind=1)) == "FOW-WILL-3"
    assert code_of(state, _cancel(spell, target, light=1, wind=1)) is None


def test_fow_granted_less_r_not_without_a_keyword() -> None:
    """FOW-GRANTED-LESS-R: the reduction alone, with no keyword granting it (no condition at all), stays refused."""
    try:
        map_ability(
            normalize_line("You may pay {R}{G} less to play this card."),
            line_record("chant") | {"cost": {"specified": {"fire": 2}}},
        )
    except Unsupported as exc:
        assert "less to play this card" in str(exc)
    else:
        raise AssertionError("read")


# -- FOW-BANISH-INSTEAD-OF-R -----------------------------------------------------------------------------------------


def test_fow_banish_instead_of_r_is_read() -> None:
    """FOW-BANISH-INSTEAD-OF-R: MPR-037's line read (a water chant with [Quickcast], CR 1403.3a), the card supported."""
    assert entry("MPR-037")["supported"]
    assert card("MPR-037")["banish_instead_of"] == {
        "types": ["chant"],
        "quickcast": True,
        "attributes": ["water"],
    }
    assert "quickcast" in card("TTW-042")["keywords"] and "quickcast" not in card("SKL-039").get(
        "keywords", []
    )


def _mpr037() -> tuple[State, str, str, str]:
    """MPR-037 added to ann's resonator TST-R01; TTW-042 and SKL-039 in her hand, no will in her pool."""
    state = real_started("MPR-037", "TTW-042", "SKL-039")
    host = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-037"), [host]))
    (addition,) = [e.id for e in player(state, "ann").field if e.id.startswith("ann:MPR-037")]
    pool(state, "ann")
    return state, addition, to_hand(state, "ann", "TTW-042"), to_hand(state, "ann", "SKL-039")


def _banishing(spell: str, banished: list[str], **will: int) -> dict[str, Any]:
    return {
        "type": "play_card",
        "player": "ann",
        "card": spell,
        "targets": [],
        "payment": {"pool": will, "banish": banished},
    }


def test_fow_banish_instead_of_r_banished_for_the_chant() -> None:
    """FOW-BANISH-INSTEAD-OF-R with MPR-037 in ann's field: she plays TTW-042 ({U}{1}) with no will by banishing it (the
    play listed among her legal actions); MPR-037 goes to her graveyard (the event citing the rule), TTW-042 is on the
    chase."""
    state, addition, chant, _ = _mpr037()
    assert code_of(state, _banishing(chant, [])) == "FOW-WILL-3"
    assert find(state, "play_card", card=chant)["payment"]["banish"] == [addition]
    result = GAME.adjudicate(state, GAME.decode_action(_banishing(chant, [addition])))
    assert result.valid, result.violation
    state = result.state
    assert addition in player(state, "ann").graveyard and state.chase[-1].card == chant
    assert any(getattr(e, "rule", None) == "FOW-BANISH-INSTEAD-OF-R" for e in result.events)


def test_fow_banish_instead_of_r_not_for_other_chants() -> None:
    """FOW-BANISH-INSTEAD-OF-R broken: SKL-039 (a water chant without [Quickcast]) cannot be paid by banishing MPR-037
    (the refusal cites the rule); TTW-042 paid by banishing the resonator (no such ability) is FOW-PLAY-1, by banishing
    both MPR-037 and the resonator FOW-BANISH-INSTEAD-OF-R."""
    state, addition, chant, plain = _mpr037()
    assert code_of(state, _banishing(plain, [addition])) == "FOW-BANISH-INSTEAD-OF-R"
    (host,) = [e.id for e in player(state, "ann").field if e.id.startswith("ann:TST-R01")]
    assert code_of(state, _banishing(chant, [host])) == "FOW-PLAY-1"
    assert code_of(state, _banishing(chant, [addition, host])) == "FOW-BANISH-INSTEAD-OF-R"
