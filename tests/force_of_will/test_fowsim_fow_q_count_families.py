"""Ability families of fow-q-count (issue 14): counts -- "<group> gain [A/B] for each <X> until end of turn" and
"gain [-X00/-X00] until end of turn, where X is the number of <cards>" (FOW-MODIFY-PER-GROUP-R), "N damage
multiplied by the number of <Xs> (for each <X>) to your opponent / each player / each resonator"
(FOW-DAMAGE-EACH-PER-R), "Draw X cards, where X is N minus the number of cards in your hand" (FOW-DRAW-MINUS-COUNT-R),
"Put X [A/D] ... resonator tokens into the field, where X is ..." (FOW-TOKENS-PER-R), a continuous "gain [-X00/-X00],
where X is the number of <cards>" (FOW-CONT-WHERE-X-R) -- each played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_record, line_refusal
from .helpers import act, empty_hand, full_deck, player, pool, to_field, to_hand
from .real import ann_first, play, real_set, real_started, resolve_all, stats

# -- FOW-MODIFY-PER-GROUP-R --------------------------------------------------------------------------------------


def _fairy_tale_drain(extra_fairy_tales: int) -> tuple[State, str, str]:
    """SDR5-007 ({B}{B}: the opponent's J/resonators gain [-X00/-X00] until end of turn, X its controller's Fairy
    Tales) in ann's field with ``extra_fairy_tales`` Fairy Tale resonators (CMF-026) beside it; a reference resonator
    in bob's field. The state after the ability resolved, SDR5-007's and bob's resonator's instances."""
    state = real_started("SDR5-007", "CMF-026", copies=3)
    source = to_field(state, "ann", "SDR5-007")
    for _ in range(extra_fairy_tales):
        to_field(state, "ann", "CMF-026")
    theirs = to_field(state, "bob", "TST-R01")
    pool(state, "ann", darkness=2)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": source, "ability": 0, "targets": [], "payment": {"pool": {"darkness": 2}}}))
    return state, source, theirs


def test_fow_modify_per_group_r_each_opponent_resonator_loses_per_fairy_tale() -> None:
    """FOW-MODIFY-PER-GROUP-R with SDR5-007: ann controls three Fairy Tales (itself and two CMF-026), so bob's
    resonator gains [-300/-300] until end of turn (CR 903.3: counted as the ability resolves)."""
    assert entry("SDR5-007")["supported"]
    assert card("SDR5-007")["abilities"][0]["effects"][0]["per"]["races"] == ["Fairy Tale"]
    state, _, theirs = _fairy_tale_drain(2)
    after = stats(state, theirs)
    state0 = real_started("SDR5-007")
    printed = stats(state0, to_field(state0, "bob", "TST-R01"))
    assert (after[0], after[1]) == (printed[0] - 300, printed[1] - 300)


def test_fow_modify_per_group_r_breaks_the_count_is_taken_once() -> None:
    """FOW-MODIFY-PER-GROUP-R: a Fairy Tale entering ann's field after the ability resolved does not change the
    change already made (without the rule the count would follow the field, or the line would stay refused)."""
    state, _, theirs = _fairy_tale_drain(1)
    before = stats(state, theirs)
    to_field(state, "ann", "CMF-026")
    assert stats(state, theirs)[:2] == before[:2]
    state0 = real_started("SDR5-007")
    printed = stats(state0, to_field(state0, "bob", "TST-R01"))
    assert before[:2] == (printed[0] - 200, printed[1] - 200)


def test_fow_modify_per_group_r_different_names_of_magic_stones() -> None:
    """FOW-MODIFY-PER-GROUP-R: MSW-066's third mode reads "for each different name among all magic stones you
    control" on the opponent's resonators."""
    assert entry("MSW-066")["supported"]
    effect = card("MSW-066")["modes"][2]["effects"][0]
    assert effect["each"] == "opponent_resonators" and effect["per"]["distinct_names"] is True


# -- FOW-DAMAGE-EACH-PER-R ---------------------------------------------------------------------------------------


def _soulstone_game() -> tuple[State, str]:
    """Ann's first main phase with ACN-148 (a special magic stone) in her field and three ACN-118 in each deck."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stones"]["ACN-148"] = 1
    for deck in decks.values():
        deck["main"]["ACN-118"] = 3
    state = ann_first({"card_set": real_set("ACN-148", "ACN-118")}, decks, "q-count")
    return state, to_field(state, "ann", "ACN-148")


def test_fow_damage_each_per_r_each_player_per_dark_elf() -> None:
    """FOW-DAMAGE-EACH-PER-R with ACN-148 ({2}, {Rest}: 100 damage multiplied by the number of Dark Elves you control
    to each player): ann controls two Dark Elves (ACN-118), so each player loses 200 life."""
    assert entry("ACN-148")["supported"]
    state, stone = _soulstone_game()
    to_field(state, "ann", "ACN-118")
    to_field(state, "ann", "ACN-118")
    to_field(state, "bob", "ACN-118")  # bob's Dark Elf is not counted: "you control"
    lives = {pid: player(state, pid).life for pid in ("ann", "bob")}
    pool(state, "ann", void=2)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": stone, "ability": 0, "targets": [], "payment": {"pool": {"void": 2}}}))
    assert {pid: lives[pid] - player(state, pid).life for pid in lives} == {"ann": 200, "bob": 200}


def test_fow_damage_each_per_r_breaks_with_no_dark_elf() -> None:
    """FOW-DAMAGE-EACH-PER-R: with no Dark Elf the count is 0 and no player is dealt damage (not 100)."""
    state, stone = _soulstone_game()
    lives = {pid: player(state, pid).life for pid in ("ann", "bob")}
    pool(state, "ann", void=2)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": stone, "ability": 0, "targets": [], "payment": {"pool": {"void": 2}}}))
    assert {pid: player(state, pid).life for pid in lives} == lives


def test_fow_damage_each_per_r_each_resonator_and_the_opponent() -> None:
    """FOW-DAMAGE-EACH-PER-R: AOA-030 (to each resonator, per fire magic stone) and ACN-126J (to your opponent, per
    Dark Elf) map to the counted damage."""
    assert entry("AOA-030")["supported"] and entry("ACN-126J")["supported"]
    leaves = next(a for a in card("AOA-030")["abilities"] if a.get("trigger") == "leaves")
    assert leaves["effects"][0]["each"] == "all_resonators" and leaves["effects"][0]["per"]["attributes"] == ["fire"]
    assert card("ACN-126J")["abilities"][1]["effects"][0]["each"] == "your_opponent"


# -- FOW-DRAW-MINUS-COUNT-R --------------------------------------------------------------------------------------


def _fill_hand(held: int) -> State:
    """EDL-053 (a field addition; [Enter]: draw X cards, X five minus the cards in your hand) played by ann holding
    ``held`` other cards; the state once all resolved."""
    state = real_started("EDL-053")
    empty_hand(state, "ann")
    for _ in range(held):
        to_hand(state, "ann", "TST-R01" if not player(state, "ann").hand else "TST-R02")
    instance = to_hand(state, "ann", "EDL-053")
    return resolve_all(play(state, "ann", instance))


def test_fow_draw_minus_count_r_draws_up_to_five() -> None:
    """FOW-DRAW-MINUS-COUNT-R with EDL-053: holding two cards as the [Enter] ability resolves (EDL-053 itself is in
    the field), ann draws three: five in hand."""
    assert entry("EDL-053")["supported"] and entry("ROL-011")["supported"]
    assert card("EDL-053")["abilities"][0]["effects"][0]["per"]["minus_from"] == 5
    state = _fill_hand(2)
    assert len(player(state, "ann").hand) == 5


def test_fow_draw_minus_count_r_breaks_with_a_full_hand() -> None:
    """FOW-DRAW-MINUS-COUNT-R (CR 104.2): with six cards in hand ann draws none -- not a negative number, not one."""
    state = real_started("EDL-053")
    empty_hand(state, "ann")
    ann = player(state, "ann")
    instance = to_hand(state, "ann", "EDL-053")
    ann.hand += [c for c in ann.deck if "EDL-053" not in c][:6]
    ann.deck = [c for c in ann.deck if c not in ann.hand]
    sync_counts(ann)
    deck = len(ann.deck)
    state = resolve_all(play(state, "ann", instance))
    assert len(player(state, "ann").hand) == 6 and len(player(state, "ann").deck) == deck


# -- FOW-TOKENS-PER-R --------------------------------------------------------------------------------------------


def _temple(beside: tuple[str, ...]) -> int:
    """ADW-069 (a Demonic World field addition; [Enter]: X [400/400] Zombie tokens, X the Demonic Worlds with
    different names you control) played by ann with ``beside`` in her field: how many tokens entered."""
    state = real_started("ADW-069", "TST-011", copies=2)
    for card_id in beside:
        to_field(state, "ann", card_id)
    before = len(player(state, "ann").field)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ADW-069")))
    return len(player(state, "ann").field) - before - 1


def test_fow_tokens_per_r_one_token_per_name() -> None:
    """FOW-TOKENS-PER-R with ADW-069: beside TST-011 (another Demonic World) two names are counted: two tokens."""
    assert entry("ADW-069")["supported"] and entry("SDV5-017")["supported"]
    assert _temple(("TST-011",)) == 2


def test_fow_tokens_per_r_breaks_on_one_name_twice() -> None:
    """FOW-TOKENS-PER-R: beside another ADW-069 only one name is counted: one token (not two)."""
    assert _temple(("ADW-069",)) == 1


# -- FOW-CONT-WHERE-X-R ------------------------------------------------------------------------------------------


def test_fow_cont_where_x_r_follows_the_names_at_every_moment() -> None:
    """FOW-CONT-WHERE-X-R with ADW-092 (a Demonic World field addition: the opponent's J/resonators gain [-X00/-X00],
    X the Demonic Worlds with different names you control): alone, bob's resonator has -100/-100; with TST-011 (another
    name) beside it, -200/-200; a second ADW-092 (the same name: still one name) adds its own -100/-100 (the printed
    text is kept)."""
    assert entry("ADW-092")["supported"]
    assert card("ADW-092")["abilities"][0]["text"].count("X") >= 2  # the printed line, not its rewriting
    state = real_started("ADW-092", "TST-011", copies=2)
    theirs = to_field(state, "bob", "TST-R01")
    printed = stats(state, theirs)[:2]
    to_field(state, "ann", "ADW-092")
    assert stats(state, theirs)[:2] == (printed[0] - 100, printed[1] - 100)
    to_field(state, "ann", "TST-011")
    assert stats(state, theirs)[:2] == (printed[0] - 200, printed[1] - 200)
    to_field(state, "ann", "ADW-092")
    assert stats(state, theirs)[:2] == (printed[0] - 400, printed[1] - 400)  # two copies, two names each


def test_fow_cont_where_x_r_breaks_on_x_named_another_way() -> None:
    """FOW-CONT-WHERE-X-R: an invented continuous line whose X is not "the number of" stays refused."""
    assert "no vocabulary entry matches" in line_refusal("Resonators your opponent controls gain [-X00/-X00], where X is the highest total cost among your cards.")
    record = line_record("resonator")
    map_ability("Resonators your opponent controls gain [-X00/0], where X is the number of chants in your graveyard.", record)
    assert record["abilities"][0]["per"] == {"what": "chant", "zone": "graveyard", "whose": "you"} and record["abilities"][0]["atk"] == -100

