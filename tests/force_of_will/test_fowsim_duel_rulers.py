"""The Duel rulers' deck restrictions (issue #14), played with real cards named by id (their printed lines are
read from ../shared at run time, never copied here): FOW-DECK-RULER-KEYWORD-R, FOW-DECK-RULER-ATTRIBUTE-R,
FOW-DECK-RULER-SINGLETON-R, FOW-DECK-RULER-SIZE-R and FOW-DECK-RULER-LIFE-R.  The rulers stay unsupported ([Revolution Order], [Force Command] and their
Order sides are refused), so every deck they lead is also refused by FOW-DECK-6-R at /ruler; the
restrictions are reported with it (validation reports every problem at once)."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_catalogue
from adjudicator.force_of_will.setup import STARTING_LIFE, starting_life
from adjudicator.force_of_will.state import DeckList
from adjudicator.force_of_will.vocabulary import MAIN_DECK_TYPES, CardDef

from .fowsim_db import card, entry, imported, printed, raw_card
from .helpers import full_deck
from .real import real_set

DUEL_RULERS = ("DSD-011", "DSD-022", "GOG-078", "GOG-079", "GOG-081", "GOG-082", "GRL-067", "GRL-072", "GRL-078", "GRL-081", "GRV-077", "GRV-079", "GRV-085", "GRV-087")


def _deck(ruler: str, *, main: dict[str, int] | None = None, stones: dict[str, int] | None = None, sideboard: dict[str, int] | None = None) -> dict[str, Any]:
    """``ruler``'s deck: the reference deck's parts without its [Tales] and [Villains] cards, the real cards
    added, with its card set."""
    deck = full_deck("TST-RU1")
    deck["ruler"] = ruler
    marked = {c.id for c in reference_catalogue().card_set.cards if {"tales", "villains"} & set(c.keywords)}
    deck["main"] = {card_id: n for card_id, n in deck["main"].items() if card_id not in marked}
    deck["main"].update({"TST-R01": 4, "TST-R11": 4})
    assert sum(deck["main"].values()) >= 40
    extra = {"main": main or {}, "stones": stones or {}, "sideboard": sideboard or {}}
    for part, cards in extra.items():
        deck[part].update(cards)
    deck["card_set"] = real_set(ruler, *(c for cards in extra.values() for c in cards))
    return deck


def _problems(deck: dict[str, Any]) -> list[tuple[str, str]]:
    """(code, path) of every problem but the ruler's own FOW-DECK-6-R (it is always there)."""
    found = [(p.code, p.path) for p in GAME.validate_deck(deck)]
    if deck["ruler"] in DUEL_RULERS:
        assert ("FOW-DECK-6-R", "/ruler") in found
    return [f for f in found if f != ("FOW-DECK-6-R", "/ruler")]


def test_duel_rulers_are_imported_with_their_restrictions_read() -> None:
    """Each Duel ruler is imported now (its Order side is named as an unsupported line instead of refusing
    the ruler); every line but [Revolution Order] and [Force Command] is read, its deck restrictions into
    ``deck_rules``."""
    for ruler in DUEL_RULERS:
        assert entry(ruler)["imported"] and not entry(ruler)["supported"]
        refused = sorted(u["text"].split("]")[0] + "]" for u in entry(ruler)["unsupported"])
        assert refused == ["[Force Command]", "[Order side]", "[Revolution Order]"], ruler
        assert card(ruler)["deck_rules"]
        assert not entry(ruler + "J")["imported"]
    assert card("DSD-011")["deck_rules"] == {"without": ["villains"]} and "tales" in card("DSD-011")["keywords"]
    assert card("DSD-022")["deck_rules"] == {"without": ["tales"]} and "villains" in card("DSD-022")["keywords"]
    assert card("GRV-085")["deck_rules"] == {"without": ["tales"], "only_attribute": "darkness", "min_main": 100, "life_per_card": 200}
    assert card("GRV-087")["deck_rules"] == {"singleton": True}
    reason = next(u["reason"] for u in entry("GRV-087")["unsupported"] if u["text"].startswith("[Revolution Order]"))
    assert "CR 712" in reason and "order area" in reason


def test_fow_deck_ruler_keyword_r_no_villains_under_a_tales_ruler() -> None:
    """FOW-DECK-RULER-KEYWORD-R with DSD-011 ([Tales]; no card with [Villains] in the deck or magic stone
    deck): DSD-014 (a [Villains] resonator) in the main deck and GOG-088 (a [Villains] special stone) in the
    magic stone deck are each refused at their path; in the sideboard DSD-014 is not checked (CR 404.1b);
    GOG-087 (a [Tales] stone) is allowed."""
    assert "[Villains]" in printed("DSD-011", 1)
    assert _problems(_deck("DSD-011", stones={"GOG-087": 1})) == []
    assert _problems(_deck("DSD-011", main={"DSD-014": 1})) == [("FOW-DECK-RULER-KEYWORD-R", "/main/DSD-014")]
    assert _problems(_deck("DSD-011", stones={"GOG-088": 1})) == [("FOW-DECK-RULER-KEYWORD-R", "/stones/GOG-088")]
    assert _problems(_deck("DSD-011", sideboard={"DSD-014": 1})) == []


def test_fow_deck_ruler_keyword_r_no_tales_under_a_villains_ruler() -> None:
    """FOW-DECK-RULER-KEYWORD-R with DSD-022 ([Villains]; no card with [Tales]): GOG-087 ([Tales]) in the
    magic stone deck is refused; DSD-014 and GRL-056 ([Villains]) are allowed."""
    assert _problems(_deck("DSD-022", main={"DSD-014": 1, "GRL-056": 1}, stones={"GOG-088": 1})) == []
    assert _problems(_deck("DSD-022", stones={"GOG-087": 1})) == [("FOW-DECK-RULER-KEYWORD-R", "/stones/GOG-087")]


def _darkness_main(count: int) -> dict[str, int]:
    """``count`` cards (four of a name) of supported darkness main-deck cards of the database."""
    main: dict[str, int] = {}
    names: set[str] = set()
    for c in imported()["card_set"]["cards"]:
        if c.get("unsupported") or c["types"][0] not in MAIN_DECK_TYPES or c.get("attributes") != ["darkness"] or c["name"] in names:
            continue
        names.add(c["name"])
        main[c["id"]] = min(4, count - sum(main.values()))
        if sum(main.values()) == count:
            return main
    raise AssertionError("not enough darkness cards")


def test_fow_deck_ruler_attribute_and_size_r_typhon() -> None:
    """FOW-DECK-RULER-ATTRIBUTE-R and FOW-DECK-RULER-SIZE-R with GRV-085 (no [Tales]; no non-darkness card in
    the deck; at least 100 cards, no maximum): 100 darkness cards with the reference stones (of every
    attribute: the magic stone deck is not checked) pass; DSD-014 (light) added is refused at its path; 99
    cards, or 201, are refused by FOW-DECK-RULER-SIZE-R (not FOW-DECK-2); 60 cards too."""
    for size in (100, 200):
        deck = _deck("GRV-085")
        deck["main"] = _darkness_main(size)
        deck["card_set"] = real_set("GRV-085", *deck["main"])
        assert _problems(deck) == []
    assert card("DSD-014")["attributes"] == ["light"]
    deck["main"] = {**_darkness_main(100), "DSD-014": 1}
    deck["card_set"] = real_set("GRV-085", *_darkness_main(201), "DSD-014")
    assert _problems(deck) == [("FOW-DECK-RULER-ATTRIBUTE-R", "/main/DSD-014")]
    for size in (99, 201, 60):
        deck["main"] = _darkness_main(size)
        assert _problems(deck) == [("FOW-DECK-RULER-SIZE-R", "/main")], size
    deck["ruler"] = "TST-RU1"
    deck["main"] = _darkness_main(99)
    assert [p.code for p in GAME.validate_deck(deck)] == ["FOW-DECK-2"]


def test_fow_deck_ruler_singleton_r_zeus() -> None:
    """FOW-DECK-RULER-SINGLETON-R with GRV-087 (one copy of any card in the deck): 40 darkness cards of 40
    names pass (the reference stones, two of each basic, are not counted); two copies of one are refused at
    it; one in the main deck and one in the sideboard is legal (CR 404.1b: a restriction on other cards does
    not apply to the sideboard)."""
    deck = _deck("GRV-087")
    deck["main"] = dict.fromkeys(_darkness_main(160), 1)
    assert len(deck["main"]) == 40 and max(deck["stones"].values()) >= 2
    deck["card_set"] = real_set("GRV-087", *deck["main"])
    assert _problems(deck) == []
    first = next(iter(deck["main"]))
    deck["main"][first] = 2
    assert _problems(deck) == [("FOW-DECK-RULER-SINGLETON-R", f"/main/{first}")]
    deck["main"][first] = 1
    deck["sideboard"] = {first: 1}
    assert _problems(deck) == []


def test_fow_deck_ruler_life_r_typhon() -> None:
    """FOW-DECK-RULER-LIFE-R with GRV-085: the starting life is 100 per main deck card, at most 200 of them;
    a ruler without the line starts at 4000 (CR 405.3) whatever its deck's size."""
    assert "starting life" in printed("GRV-085", 6) and raw_card("GRV-085")["id"] == "GRV-085"
    typhon = msgspec.convert(card("GRV-085"), CardDef)
    assert starting_life(typhon, DeckList(ruler="GRV-085", main=_darkness_main(150), stones={})) == 15000
    assert starting_life(typhon, DeckList(ruler="GRV-085", main=_darkness_main(100), stones={})) == 10000
    odin = msgspec.convert(card("DSD-022"), CardDef)
    assert starting_life(odin, DeckList(ruler="DSD-022", main=_darkness_main(100), stones={})) == STARTING_LIFE == 4000


def test_fow_deck_copies_r_any_number_of_copies() -> None:
    """FOW-DECK-COPIES-R with GRL-033 (any number of copies of it in a deck) and MSW-085 (the same line): both
    are supported now; a reference deck with twelve GRL-033 is legal and a game set up with it deals twelve
    instances, while five of TST-R01 are still refused by FOW-DECK-3; GRV-087's one-copy restriction still
    refuses two GRL-033 (the prohibition applies)."""
    assert card("GRL-033")["copies"] == "any" and entry("GRL-033")["supported"] and entry("MSW-085")["supported"]
    deck = _deck("TST-RU1", main={"GRL-033": 12})
    assert GAME.validate_deck(deck) == []
    deck["main"]["TST-R01"] = 5
    assert [(p.code, p.path) for p in GAME.validate_deck(deck)] == [("FOW-DECK-3", "/main/TST-R01")]
    deck["main"]["TST-R01"] = 4
    decks = {"ann": {k: v for k, v in deck.items() if k != "card_set"}, "bob": full_deck("TST-RU2")}
    state = GAME.setup(None, ["ann", "bob"], "copies", {"card_set": deck["card_set"]}, decks)
    ann = next(p for p in state.players if p.id == "ann")
    dealt = [c for c in [*ann.hand, *ann.deck] if ":GRL-033#" in c]
    assert len(dealt) == 12
    zeus = _deck("GRV-087")
    zeus["main"] = {**dict.fromkeys(_darkness_main(160), 1), "GRL-033": 2}
    zeus["card_set"] = real_set("GRV-087", "GRL-033", *zeus["main"])
    assert _problems(zeus) == [("FOW-DECK-RULER-SINGLETON-R", "/main/GRL-033")]


def test_fow_deck_copies_r_up_to_twelve() -> None:
    """FOW-DECK-COPIES-R with RDE-024 (up to twelve copies; refused for its other lines, FOW-DECK-6-R):
    twelve copies break no copy limit, thirteen are refused by FOW-DECK-COPIES-R at it."""
    assert card("RDE-024")["copies"] == 12
    deck = _deck("TST-RU1", main={"RDE-024": 12})
    assert [p.code for p in GAME.validate_deck(deck)] == ["FOW-DECK-6-R"]
    deck["main"]["RDE-024"] = 13
    assert [(p.code, p.path) for p in GAME.validate_deck(deck)] == [("FOW-DECK-6-R", "/main/RDE-024"), ("FOW-DECK-COPIES-R", "/main/RDE-024")]
