"""Ability lines: which kind of ability a printed line is (keyword, will, Judgment, [Enter] and other
automatic triggers, activate, continuous, [Trigger], [Incarnation], [Energize], a chant's text), with its
cost and its effects read by :mod:`.grammar`.  ``map_ability`` folds one normalised line
(:func:`.normalize.normalize_line`) into a card record of the vocabulary, or raises
:class:`~.grammar.Unsupported` with the precise reason.
"""

from __future__ import annotations

import copy
import itertools
import json
import re
from collections.abc import Callable
from typing import Any

from ..vocabulary import (
    CHASE_KINDS,
    COUNTER_WORDS_RE,
    RULER_AREA_TRIGGERS,
    RULER_STEP_OPS,
    RULER_STEP_TRIGGERS,
    SYMBOLS,
    WILL_SYMBOLS,
    ruler_step_effect,
)
from .grammar import (
    _TOP_COUNTS,
    ATTRIBUTE_WORDS,
    KEYWORD_NAMES,
    KNOWN_KINDS,
    KNOWN_RACES,
    KNOWN_TOKEN_RACES,
    NUMBER_WORDS,
    ROLL_RESULT,
    TARGET,
    UNTARGETABLE,
    Unsupported,
    _adjectives,
    _hundreds,
    _resonator_race,
    barrier_reading,
    blocker_filter,
    damage_atk_of,
    filter_keyword,
    keywords_of,
    parse_effects,
    per_unit,
    produce,
    singular_race,
    target_spec,
    trailing_targets,
    untargetable_reading,
)
from .normalize import normalize_line

COST_TOKEN = re.compile(r"\{([^}]*)\}")
# FOW-COST-BANISH-R / FOW-COST-REST-R: "banish N (other) <filter>" / "rest N recovered <filter> you control",
# other cards of the player paying (resonators of attributes or races, or a bare race).
_COST_CARDS = (
    r"(?:[Bb]anish|[Rr]est) (?:a|an|one|two|three|four|five|another)(?: other)?(?: recovered)?"
    r" (?:non-token )?(?:(?:(?:[a-z]+|[A-Z][\w'-]*) ){0,3}?(?:resonators?(?: tokens?)?|cards?|[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2})|\"[^\"]{1,200}\")(?: you control)?"
    r"(?: other than \"[^\"]{1,200}\")?"
)
# FOW-COST-DISCARD-R: "discard N card(s)" / "a <attribute> card" / "a resonator" / "a <Race> (resonator)" /
# "(a card named) "<name>"", cards of the paying player's hand.
_DISCARD_TEXT = (
    r"[Dd]iscard (?:(?P<count>a|an|one|two|three) (?P<what>(?:(?:light|fire|water|wind|darkness) )?cards?(?! named| with)|resonators?|chants?"
    r"|card named \"[^\"]{1,80}\"|card with \"[^\"]{1,80}\" in its name|card with \[Inheritance\]|[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}(?: resonators?)?)|\"(?P<name>[^\"]{1,80})\")(?=\s*(?:,|:|$))"
)
_DISCARD_COST = re.compile(_DISCARD_TEXT)
# fow-ao-saga: FOW-COST-REMOVE-GRAVEYARD-R: "remove N <filter> in your graveyard from the game" -- cards of the paying
# player's graveyard, of the filters a discarding cost reads (FOW-COST-DISCARD-R).
_REMOVE_GY_TEXT = (
    r"[Rr]emove (?P<count>a|an|one|two|three) (?P<what>(?:(?:light|fire|water|wind|darkness) )?cards?|resonators?|chants?"
    r"|[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}(?: resonators?)?) in your graveyard from the game(?=\s*(?:,|:|$))"
)
_REMOVE_GY_COST = re.compile(_REMOVE_GY_TEXT)
_COST = (
    r"(?P<cost>(?:(?:\{[^}]+\}|[Pp]ay \d{1,5} life|[Bb]anish this card|[Dd]iscard this card|[Rr]emove this card in your graveyard from the game|"
    # fow-r-zoneplay: FOW-REMOVE-SELF-HAND-R.
    r"[Rr]emove this card in your hand from the game|"
    # fow-n-cost: FOW-COST-REMOVE-TOP-R, FOW-COST-RETURN-SELF-R, FOW-COST-REMOVE-FIELD-R.
    r"[Rr]emove the top card of your main deck from the game|[Rr]eturn this card to its owner's hand|"
    # fow-p-cost: FOW-COST-BOTTOM-SELF-R.
    r"[Pp]ut this card on the bottom of your main deck|"
    # fow-w-zones: FOW-COST-REMOVE-SELF-FIELD-R.
    r"[Rr]emove this card from the game|"
    r"[Rr]emove (?:a|an|one|two|three|another)(?: other)? (?:[a-z]+ ){0,2}resonators? you control from the game|"
    + _REMOVE_GY_TEXT.replace("(?P<count>", "(?:").replace("(?P<what>", "(?:")
    + rf"|[Rr]emove (?:a|an|one|two|three|four|five) (?:{COUNTER_WORDS_RE}|\[[+-]?\d{{1,5}}/[+-]?\d{{1,5}}\]) counters? from (?:this card|your J/ruler)"
    # fow-p-cost: FOW-COST-COUNTERS-FROM-R.
    rf"|[Rr]emove (?:a|an|one|two|three|four|five) (?:{COUNTER_WORDS_RE} )?counters? from (?:any number of resonators|a ruler or entity) you control"
    rf"|[Rr]est a recovered J/ruler you control|{_COST_CARDS}|{_DISCARD_TEXT.replace('(?P<count>', '(?:').replace('(?P<what>', '(?:').replace('(?P<name>', '(?:')})\s*,?\s*)+)"
)


def discard_cost(match: re.Match[str]) -> dict[str, Any]:
    """The ``BanishCost`` of the hand cards a "discard ..." cost names (FOW-COST-DISCARD-R); fow-ao-saga:
    FOW-COST-REMOVE-GRAVEYARD-R: of the graveyard cards a "remove ... in your graveyard from the game" cost names."""
    if match.groupdict().get("name"):
        return {"names": [match.group("name")]}
    word, what = match.group("count").lower(), match.group("what")
    cost: dict[str, Any] = {"count": NUMBER_WORDS[word]} if NUMBER_WORDS[word] > 1 else {}
    if (NUMBER_WORDS[word] > 1) != (what.endswith("s") and not what.startswith(("card named", "card with"))):
        raise Unsupported(f"the cost {match.group(0)!r} is not in the vocabulary")
    named = re.fullmatch(r'card named "(?P<n>[^"]+)"', what)
    if named:
        return cost | {"names": [named.group("n")]}
    if what == "card with [Inheritance]":
        return cost | {"keyword": "inheritance"}  # fow-t-draw: FOW-COST-DISCARD-INHERITANCE-R
    having = re.fullmatch(r'card with "(?P<n>[^"]+)" in its name', what)
    if having:
        return cost | {"name_has": having.group("n")}  # fow-s-grimm-b: FOW-COST-DISCARD-NAME-HAS-R
    head = what.rstrip("s") if not what.endswith("ss") else what
    words = head.split()
    if words[-1] == "card":
        return cost | ({"attributes": [words[0]]} if len(words) == 2 else {})
    if head in ("resonator", "chant"):
        return cost | {"kinds": [head]}
    race = " ".join(words[:-1]) if words[-1] == "resonator" else what if NUMBER_WORDS[word] == 1 else singular_race(what)
    if race is None or KNOWN_RACES.get() and race not in KNOWN_RACES.get():
        raise Unsupported(f"{what!r} is a race no card of this database has")
    return cost | {"races": [race]} | ({"kinds": ["resonator"]} if words[-1] == "resonator" else {})


def parse_cost(text: str | None) -> dict[str, Any] | None:
    """``"{W}{W}{4}"`` -> ``{"specified": {"light": 2}, "free": 4}``; ``{X}`` sets ``x``; ``"0"`` is free."""
    if text is None or text == "":
        return None
    if text.strip().isdigit() and len(text.strip()) <= 2:
        return {"free": int(text)} if int(text) else {}
    tokens = COST_TOKEN.findall(text)
    if "".join(f"{{{t}}}" for t in tokens) != text.replace(" ", ""):
        raise Unsupported(f"cost {text!r} is not a sequence of {{symbols}}")
    specified: dict[str, int] = {}
    free = 0
    x = False
    for token in tokens:
        if token in WILL_SYMBOLS:
            specified[WILL_SYMBOLS[token]] = specified.get(WILL_SYMBOLS[token], 0) + 1
        elif token.isdigit():
            free += int(token)
        elif token == "X":
            if x:
                raise Unsupported("more than one X in a cost")
            x = True
        else:
            raise Unsupported(f"cost symbol {{{token}}} is not in the vocabulary")
    if free > 99:
        raise Unsupported(f"a free cost of {free}")
    cost: dict[str, Any] = {}
    if specified:
        cost["specified"] = specified
    if free:
        cost["free"] = free
    if x:
        cost["x"] = True
    return cost


# FOW-NAMED-COUNTER-R: "remove N <name> counters" as a cost; FOW-COUNTER-COST-R: "[+A/+B]" counters.
_REMOVE_COUNTERS = re.compile(
    rf"\bRemove (?P<count>a|an|one|two|three|four|five) (?:(?P<name>{COUNTER_WORDS_RE})|\[(?P<stat>[+-]?\d{{1,5}}/[+-]?\d{{1,5}})\]) counters? from (?P<whose>this card|your J/ruler)(?![\w/])", re.I
)


_CARDS_COST = re.compile(
    r"\b(?P<verb>[Bb]anish|[Rr]est) (?P<count>a|an|one|two|three|four|five|another)(?P<other> other)?(?P<recovered> recovered)?"
    r" (?P<nontoken>non-token )?(?P<what>(?:(?:[a-z]+|[A-Z][\w'-]*) ){0,3}?(?:resonators?|cards?|magic stones?|[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2})|\"(?P<qname>[^\"]{1,200})\")(?P<token>(?<=resonator) tokens?)?(?P<yours> you control)?(?: other than \"(?P<notname>[^\"]{1,200})\")?(?=\s*(?:,|:|\band\b|$))"
)


def cards_cost(match: re.Match[str]) -> tuple[str, dict[str, Any]]:
    """("banish" | "rest", the ``BanishCost``) of other cards of the paying player named by a cost
    (FOW-COST-BANISH-R, FOW-COST-REST-R): a count, maybe "other", resonators of attributes or races, or a
    bare race (FOW-COST-RACE-ANY-R: any card of it; J-rulers and rulers only when rested, FOW-RP-2)."""
    verb = match.group("verb").lower()
    # FOW-COST-RACE-ANY-R (CR 1013.3): a card rested as a cost is a recovered one, "recovered" printed or not.
    if verb == "banish" and match.group("recovered") or verb == "rest" and not match.group("yours"):
        raise Unsupported(f"the cost {match.group(0)!r} is not in the vocabulary")
    word = match.group("count").lower()
    cost: dict[str, Any] = {}
    count = 1 if word == "another" else NUMBER_WORDS[word]
    if count > 1:
        cost["count"] = count
    if word == "another" or match.group("other"):
        cost["other"] = True
    if match.group("notname"):
        # FOW-COST-REST-R / FOW-COST-BANISH-R: "other than "<name>"" -- no card of that name.
        cost["not_names"] = [match.group("notname")]
    if match.group("nontoken"):
        # fow-u-removal: FOW-COST-NON-TOKEN-R: "banish (rest) a non-token <filter>" -- none that is a token.
        if match.group("qname"):
            raise Unsupported(f"the cost {match.group(0)!r} is not in the vocabulary")
        cost["not_token"] = True
    if match.group("qname"):
        # fow-u-removal: FOW-COST-NAMED-CARDS-R: "rest (banish) N "<name>" (you control)" -- N cards of that name its
        # player controls, of any type (CR 206.4: in the field; rested, a J-ruler or its ruler in the ruler area too).
        if "not_names" in cost:
            raise Unsupported(f"the cost {match.group(0)!r} is not in the vocabulary")
        return verb, cost | {"names": [match.group("qname")], "any_card": True} | ({"j_rulers": True} if verb == "rest" else {})
    what = match.group("what")
    typed = re.fullmatch(r"(?P<attr>light|fire|water|wind|darkness) (?P<stones>magic stones?)", what)
    if typed and verb == "banish" and (count > 1) == what.endswith("s") and not cost.keys() - {"count"}:
        # fow-r-cost: FOW-BANISH-TYPED-STONES-R: "banish N <attribute> magic stones" -- magic stones of that magic stone
        # type (FOW-STONE-TYPE-R) its player controls.
        return verb, cost | {"stones": True, "attributes": [typed.group("attr")]}
    if re.fullmatch(r"magic stones?", what):
        # fow-hero3: FOW-COST-REST-STONES-R: "rest N recovered magic stone(s) you control" -- magic stones of its field.
        # fow-n-cost: FOW-COST-BANISH-STONE-R: "banish a magic stone" -- one of its player's field.
        if verb == "banish" and count == 1 and what == "magic stone" and not match.group("yours") and not cost:
            return verb, {"stones": True}
        if verb != "rest" or (count > 1) != what.endswith("s") or "other" in cost or "not_names" in cost:
            raise Unsupported(f"the cost {match.group(0)!r} is not in the vocabulary")
        return verb, cost | {"stones": True}
    if re.fullmatch(r"cards?", what):
        # FOW-COST-BANISH-CARD-R: "banish a card" -- any card of the payer's field (CR 1011.1, 1011.2, 1303.2).
        if verb != "banish" or (count > 1) != what.endswith("s"):
            raise Unsupported(f"the cost {match.group(0)!r} is not in the vocabulary")
        return verb, cost | {"any_card": True}
    noun = re.search(r"\bresonators?$", what)
    if match.group("token"):
        # fow-x-token: FOW-COST-BANISH-TOKEN-R: "banish N <attribute/race> resonator token(s)" -- token resonators of its
        # player of that filter (FOW-EXTRA-BANISH-TOKEN-R's token, FOW-COST-BANISH-R's filter); "non-token" beside it,
        # "other", or resting tokens are refused.
        if verb != "banish" or cost.keys() - {"count"} or (count > 1) != match.group("token").endswith("s"):
            raise Unsupported(f"the cost {match.group(0)!r} is not in the vocabulary")
        cost["token"] = True
    if noun is not None:
        if (count > 1) != (match.group("token") or what).endswith("s"):
            raise Unsupported(f"the cost {match.group(0)!r} is not in the vocabulary")
        # fow-x-token: FOW-COST-BANISH-TOKEN-R: a token's race may be one only tokens have.
        known = KNOWN_RACES.set(KNOWN_RACES.get() | KNOWN_TOKEN_RACES.get()) if match.group("token") and KNOWN_RACES.get() else None
        try:
            state, attributes, races = _adjectives(what[: noun.start()])
        finally:
            if known is not None:
                KNOWN_RACES.reset(known)
        if state:
            raise Unsupported(f"the cost {match.group(0)!r} is not in the vocabulary")
    else:
        race = singular_race(what) if count > 1 else what
        if race is None or KNOWN_RACES.get() and race not in KNOWN_RACES.get():
            raise Unsupported(f"{what!r} is a race no card of this database has")
        attributes, races = [], [race]
        # FOW-COST-RACE-ANY-R: a bare <Race> is any card of its player with that race or trait (CR 206.1a, 206.4):
        # an addition too, a J-ruler when rested (rulers are never banished, FOW-RP-2), a ruler in its ruler area.
        cost["race_any"] = True
        if verb == "rest":
            cost["j_rulers"] = True
    if attributes:
        cost["attributes"] = attributes
    if races:
        cost["races"] = races
    return verb, cost


# FOW-COST-GEM-R: "banish N (<attribute>) gem(s)" as a cost.
# fow-ao-saga: FOW-CRYSTAL-R: "banish N <attribute> crystal(s)" likewise.
_GEM_COST = re.compile(r"\b[Bb]anish (?P<count>a|an|one|two|three|four|five) (?:(?P<attr>light|fire|water|wind|darkness) )?(?P<noun>gems?|crystals?)\b")


def gem_cost(match: re.Match[str]) -> dict[str, Any]:
    """The ``GemCost`` of "banish N (<attribute>) gem(s)" (FOW-COST-GEM-R); a count that does not agree with
    its noun is refused."""
    count = NUMBER_WORDS[match.group("count").lower()]
    noun = match.group("noun")
    if (count > 1) != noun.endswith("s") or (noun.startswith("crystal") and not match.group("attr")):
        raise Unsupported(f"the cost {match.group(0)!r} is not in the vocabulary")
    crystal = {"item": "crystal"} if noun.startswith("crystal") else {}  # fow-ao-saga: FOW-CRYSTAL-R
    return ({"count": count} if count > 1 else {}) | ({"attribute": match.group("attr")} if match.group("attr") else {}) | crystal


# fow-p-cost: FOW-COST-COUNTERS-FROM-R: "Remove N <name> counters from any number of resonators you control", "Remove a
# counter from a ruler or entity you control".
_COUNTERS_FROM = re.compile(
    rf"\bRemove (?P<count>a|an|one|two|three|four|five) (?:(?P<name>{COUNTER_WORDS_RE}) )?counters? from"
    r" (?:any number of resonators|(?P<rulers>a ruler or entity)) you control\b",
    re.I,
)


def ability_cost(text: str) -> dict[str, Any]:
    """An activate cost: ``{Rest}``, will symbols, "banish this card", "remove N <name> counters from
    this card" (FOW-NAMED-COUNTER-R) and other cards banished or rested (FOW-COST-BANISH-R,
    FOW-COST-REST-R), comma separated or not."""
    # fow-n-cost: FOW-COST-REMOVE-FIELD-R: "remove N (other) <filter> resonator(s) you control from the game" is read as
    # FOW-COST-BANISH-R's cards of the field, removed from the game instead of put into a graveyard.
    removed = re.search(r"\b[Rr]emove (?P<cards>(?:a|an|one|two|three|another)(?: other)? (?:[a-z]+ ){0,2}resonators?) you control from the game\b", text)
    if removed is not None:
        if _CARDS_COST.search(text):
            raise Unsupported("a cost removing other cards from the game beside one banishing or resting others is not in the vocabulary")
        text = f"{text[: removed.start()]}banish {removed.group('cards')} you control{text[removed.end() :]}"
    # fow-p-cost: FOW-COST-COUNTERS-FROM-R: counters removed from cards of its player chosen as it is paid.
    counters_from = [m.groupdict() for m in _COUNTERS_FROM.finditer(text)]
    text = _COUNTERS_FROM.sub("", text)
    if len(counters_from) > 1:
        raise Unsupported("two costs removing counters from cards you control are not in the vocabulary")
    others = [cards_cost(m) for m in _CARDS_COST.finditer(text)]
    text = _CARDS_COST.sub("", text)
    discards = [discard_cost(m) for m in _DISCARD_COST.finditer(text)]
    text = _DISCARD_COST.sub("", text)
    if len(discards) > 1:
        raise Unsupported("two discarding costs are not in the vocabulary")
    removes = [discard_cost(m) for m in _REMOVE_GY_COST.finditer(text)]  # fow-ao-saga: FOW-COST-REMOVE-GRAVEYARD-R
    text = _REMOVE_GY_COST.sub("", text)
    if len(removes) > 1:
        raise Unsupported("two costs removing graveyard cards are not in the vocabulary")
    if len({verb for verb, _ in others}) != len(others):
        raise Unsupported("two costs banishing (resting) other cards are not in the vocabulary")
    gems = [gem_cost(m) for m in _GEM_COST.finditer(text)]
    text = _GEM_COST.sub("", text)
    if len(gems) > 1:
        raise Unsupported("two gem costs are not in the vocabulary")
    counters = _REMOVE_COUNTERS.search(text)
    text = _REMOVE_COUNTERS.sub("", text)
    rest_j_ruler, _ = re.subn(r"\bRest a recovered J/ruler you control\b", "", text, flags=re.I)
    resting = rest_j_ruler != text
    text = rest_j_ruler
    # fow-w2-grimm: FOW-GRAVEYARD-ACTIVATE-R: "remove this card in your graveyard from the game" (played from there).
    removing = re.subn(r"\bremove this card in your graveyard from the game\b", "", text, flags=re.I)
    text = removing[0]
    # fow-r-zoneplay: FOW-REMOVE-SELF-HAND-R: "remove this card in your hand from the game" (played from there).
    removing_hand = re.subn(r"\bremove this card in your hand from the game\b", "", text, flags=re.I)
    text = removing_hand[0]
    banish = bool(re.search(r"\bbanish this card\b", text, re.I))
    text = re.sub(r"\bbanish this card\b", "", text, flags=re.I)
    # FOW-DISCARD-SELF-R: "discard this card" -- the ability is played from its owner's hand.
    discard = bool(re.search(r"\bdiscard this card\b", text, re.I))
    text = re.sub(r"\bdiscard this card\b", "", text, flags=re.I)
    # fow-n-cost: FOW-COST-REMOVE-TOP-R: "remove the top card of your main deck from the game"; FOW-COST-RETURN-SELF-R:
    # "return this card to its owner's hand".
    remove_top = re.subn(r"\bremove the top card of your main deck from the game\b", "", text, flags=re.I)
    text = remove_top[0]
    return_self = re.subn(r"\breturn this card to its owner's hand\b", "", text, flags=re.I)
    text = return_self[0]
    # fow-p-cost: FOW-COST-BOTTOM-SELF-R: "put this card on the bottom of your main deck".
    bottom_self = re.subn(r"\bput this card on the bottom of your main deck\b", "", text, flags=re.I)
    text = bottom_self[0]
    if bottom_self[1] > 1 or bottom_self[1] and (return_self[1] or banish or discard or removing[1]):
        raise Unsupported("this card moved twice as a cost is not in the vocabulary")
    # fow-w-zones: FOW-COST-REMOVE-SELF-FIELD-R: "remove this card from the game" (no zone named: from the field).
    removed_self = re.subn(r"\bremove this card from the game\b", "", text, flags=re.I)
    text = removed_self[0]
    if removed_self[1] > 1 or removed_self[1] and (bottom_self[1] or return_self[1] or banish or discard or removing[1]):
        raise Unsupported("this card moved twice as a cost is not in the vocabulary")
    if remove_top[1] > 1 or return_self[1] > 1 or return_self[1] and (banish or discard or removing[1]):
        raise Unsupported("this card moved twice, or the deck's top card removed twice, as a cost is not in the vocabulary")
    # FOW-COST-LIFE-R: "pay N life", once.
    lives = re.findall(r"\bpay (\d{1,5}) life\b", text, re.I)
    text = re.sub(r"\bpay \d{1,5} life\b", "", text, flags=re.I)
    if len(lives) > 1:
        raise Unsupported("paying life twice in a cost is not in the vocabulary")
    tokens = COST_TOKEN.findall(text)
    if re.sub(r"\{[^}]+\}|[\s,]|\band\b", "", text):
        raise Unsupported(f"cost {text.strip()!r} is not in the vocabulary (will symbols, {{Rest}} and banishing this card only)")
    rest = tokens.count("Rest")
    if rest > 1:
        raise Unsupported("{Rest} twice in a cost")
    will = "".join(f"{{{t}}}" for t in tokens if t != "Rest")
    cost: dict[str, Any] = {"rest": True} if rest else {}
    if resting:
        # FOW-REST-J-RULER-R: its controller's ruler (ruler area) or J-ruler (field), recovered (CR 1013.3).
        cost["rest_j_ruler"] = True
    if banish:
        cost["banish_self"] = True
    if removing[1]:
        cost["remove_self"] = True  # fow-w2-grimm: FOW-GRAVEYARD-ACTIVATE-R
    if remove_top[1]:
        cost["remove_top"] = True  # fow-n-cost: FOW-COST-REMOVE-TOP-R
    if return_self[1]:
        cost["return_self"] = True  # fow-n-cost: FOW-COST-RETURN-SELF-R
    if bottom_self[1]:
        cost["bottom_self"] = True  # fow-p-cost: FOW-COST-BOTTOM-SELF-R
    if removed_self[1]:
        cost["removed_self"] = True  # fow-w-zones: FOW-COST-REMOVE-SELF-FIELD-R
    if discard:
        if rest or banish or counters:
            raise Unsupported("'discard this card' beside another cost on the card itself is not in the vocabulary")
        cost["discard_self"] = True
    if removing_hand[1]:
        # fow-r-zoneplay: FOW-REMOVE-SELF-HAND-R: as "discard this card", the card's only move.
        if removing_hand[1] > 1 or rest or banish or counters or discard or removing[1] or remove_top[1] or return_self[1] or bottom_self[1] or removed_self[1] or resting:
            raise Unsupported("'remove this card in your hand from the game' beside another cost on the card itself (or on a J/ruler) is not in the vocabulary")
        cost["remove_hand"] = True
    if counters:
        key = counters.group("name").lower() if counters.group("name") else stat_counter_key(counters.group("stat"))
        cost["remove_counters"] = {"counter": key, "amount": NUMBER_WORDS[counters.group("count").lower()]}
        if counters.group("whose").lower() != "this card":
            if counters.group("stat"):
                raise Unsupported("[+A/+B] counters removed from your J/ruler as a cost are not in the vocabulary")
            # FOW-J-RULER-COUNTER-R: the counters of its controller's ruler or J-ruler.
            cost["remove_counters"]["from_j_ruler"] = True
    if will:
        will_cost = parse_cost(will)
        # fow-s-grimm-b: FOW-ACTIVATE-X-R: X kept; only an activate ability whose search is bounded by it is read
        # (checked once the ability is read, :func:`refuse_bad_self_targets`).
        cost["will"] = will_cost
    for verb, wanted in others:
        cost["banish" if verb == "banish" else "rest_cards"] = wanted
    if removed is not None:
        cost["banish"]["removed"] = True  # fow-n-cost: FOW-COST-REMOVE-FIELD-R
    if lives:
        cost["life"] = _hundreds_of(lives[0])
    if gems:
        cost["gems"] = gems[0]
    if removes:
        cost["remove"] = removes[0]  # fow-ao-saga: FOW-COST-REMOVE-GRAVEYARD-R
    if counters_from:
        found = counters_from[0]
        if counters:
            raise Unsupported("counters removed from this card and from cards you control in one cost are not in the vocabulary")
        amount = NUMBER_WORDS[found["count"].lower()]
        if found["rulers"] and amount != 1:
            raise Unsupported("counters removed from one ruler or entity as a cost, more than one, are not in the vocabulary")
        cost["counters_from"] = {"amount": amount} | ({"counter": found["name"].lower()} if found["name"] else {}) | ({"rulers": True} if found["rulers"] else {})
    if discards:
        if cost.get("discard_self"):
            raise Unsupported("discarding this card and another card is not in the vocabulary")
        cost["discard"] = discards[0]
    return cost


# FOW-KW-REVENGE-R: the condition of [Revenge] (CR 1144.3), in the words FOW-TO-GRAVEYARD-THIS-TURN-R reads
# (a count of the cards you controlled as they left).
_REVENGE_IF = "a card you controlled was put into a graveyard from the field this turn"


def revenge_ability(body: str, record: dict[str, Any], text: str) -> None:
    """FOW-KW-REVENGE-R (CR 1144.3): "[Revenge] - <text>" granting a J/resonator ``body`` until end of turn
    while an entity you controlled was put into a graveyard from the field this turn: a continuous change
    (FOW-KW-NULL-R's reading, :func:`granted_continuous`) applying while it holds, or "<cost>: <effects>" as
    an activate ability played only if it holds (FOW-ACTIVATE-ONLY-IF-R).  Anything else is refused."""
    kind = record["types"][0]
    if kind not in ("resonator", "j_ruler"):
        raise Unsupported(f"[Revenge] ({kind}) granting text to other than a J/resonator is not in the vocabulary")
    condition = as_long_as(_REVENGE_IF)  # "you controlled": FOW-TO-GRAVEYARD-THIS-TURN-R's count of the cards you controlled
    if not re.fullmatch(r"(?:\{[^}]+\}\s*,?\s*)+:\s*[^\[]+", body):
        record["abilities"].append(granted_continuous("Revenge", "CR 1144.3", body, record, text, condition))
        return
    if re.search(r"Play this ability|only if", body, re.I):
        raise Unsupported("[Revenge] granting an activate ability of a condition of its own is not in the vocabulary")
    before = len(record["abilities"])
    _map_ability(f"{body.rstrip('.')}. Play this ability only if {_REVENGE_IF}.", record)
    for ability in record["abilities"][before:]:
        if ability["kind"] != "activate" or ability.get("when") is None:
            raise Unsupported("[Revenge] granting other text than a continuous change or an activate ability is not in the vocabulary")
        ability["when"] = condition
        ability["text"] = text


# Keywords refused on purpose, with the reason (a family out of reach, not merely unread).
OUT_OF_REACH = {
    "trinity": "[Trinity] (CR 1165) is refused: it counts the cards stacked below a card, and cards stacked below a card are not in the vocabulary",
    "fusion": "[Fusion] (CR 1156) is refused: a resonator played as an addition added to a target J/resonator, which gains its ATK/DEF and its other abilities, is not in the vocabulary",
    "legend": "[Legend] (CR 1133) is refused: it counts the revealed Story cards of its player's extra deck, and extra decks are not in the vocabulary",
    "revolution order": (
        "[Revolution Order] (CR 1148, 712) is refused: the resonator spell ordered as it is played cannot be chased, canceled or moved but to "
        "the field, and as it resolves the ruler goes order side up into its player's order area (CR 317, 712.3a) and the resonator enters as "
        "a J-ruler with its order card's abilities (CR 712.3b); the order area and order cards are not in the vocabulary"
    ),
    "force command": (
        "[Force Command] (CR 1150) is refused: controlling it applies the [Force Resonance] text of its controller's cards in all zones "
        "(CR 1151.3), which the engine keeps and never applies (FOW-KW-FORCE-RESONANCE-R)"
    ),
}


def keyword_line(line: str) -> list[str] | None:
    """The keywords of a line made only of ``[Keyword]`` tokens, None if it is something else."""
    tokens = re.findall(r"\[([^\]]+)\]", line)
    if not tokens or re.sub(r"\[[^\]]+\]", "", line).strip(" ,.") != "":
        return None
    names = [KEYWORD_NAMES.get(t.strip().lower()) for t in tokens]
    refused = [OUT_OF_REACH[t.strip().lower()] for t in tokens if t.strip().lower() in OUT_OF_REACH]
    if refused:
        raise Unsupported("; ".join(refused))
    if any(n is None for n in names):
        raise Unsupported(f"keyword(s) {', '.join(t for t, n in zip(tokens, names, strict=True) if n is None)} not in the vocabulary")
    return [n for n in names if n is not None]


def spend_only(text: str) -> dict[str, Any]:
    """FOW-WILL-SPEND-ONLY-R: what "Spend this will only to <text>" lets the will pay for -- playing chants,
    cards of a race ("Dragons", "Story chants"), resonators with a keyword or with two or more
    attributes; or doing judgment; [Awakening] costs (of chants), activate abilities and [Mobilize] costs
    (fow-dec-b).  Anything else is refused."""
    body = text.strip().rstrip(".").strip()
    if re.fullmatch(r"do judgment", body, re.I):
        return {"judgment": True}
    # fow-alice-nv: FOW-WILL-SPEND-J-RULER-R, FOW-WILL-SPEND-RUNES-R
    if re.fullmatch(r"play activate abilities of J[-/]rulers you control", body, re.I):
        return {"j_ruler_abilities": True}
    if re.fullmatch(r"play runes", body, re.I):
        return {"runes": True}
    # fow-y-will: FOW-WILL-SPEND-NAMED-R -- activate abilities of the cards of one name its player controls.
    named = re.fullmatch(r'play activate abilities of cards named "(?P<name>[^"]+)" you control', body)
    if named is not None:
        return {"ability_names": [named.group("name")]}
    # fow-dec-b: FOW-WILL-SPEND-AWAKENING-R, FOW-WILL-SPEND-ACTIVATE-R
    if re.fullmatch(r"pay \[Awakening\] costs", body):
        return {"awakening": "any"}
    if re.fullmatch(r"play activate abilities, to pay \[Mobilize\] costs or \[Awakening\] costs of chants", body):
        return {"activate": True, "mobilize": True, "awakening": "chant"}
    match = re.fullmatch(r"play (?:a )?resonators? with (?:(?P<two>two) or more attributes|\[(?P<keyword>[^\]]+)\])", body, re.I)
    if match:
        if match.group("two"):
            return {"types": ["resonator"], "min_attributes": 2}
        keyword = KEYWORD_NAMES.get(match.group("keyword").strip().lower())
        if keyword is None:
            raise Unsupported(f"will spent only on resonators with [{match.group('keyword')}]: the keyword is not in the vocabulary")
        return {"types": ["resonator"], "keyword": keyword}
    match = re.fullmatch(r"play (?:(?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}) )?(?P<kind>chants|resonators|additions|regalia|cards|spells)", body)
    if match and (match.group("race") or match.group("kind") not in ("cards", "spells")):
        kind = match.group("kind")
        only: dict[str, Any] = {"types": ["resonator", "chant", "addition", "regalia"] if kind == "spells" else [kind.rstrip("s")]}
        if kind == "cards":
            only = {}
        if match.group("race"):
            race = match.group("race") if match.group("race") in KNOWN_RACES.get() else singular_race(match.group("race"))
            if race is None:
                raise Unsupported(f"will spent only on {match.group('race')!r} {kind}: not a race of the database")
            only["races"] = [race]
        return only
    match = re.fullmatch(r"play (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2})", body)
    if match:
        race = singular_race(match.group("race"))
        if race is None:
            raise Unsupported(f"will spent only to play {match.group('race')!r}: not a race of the database in the plural")
        return {"races": [race]}
    alternatives = _spend_alternatives(body)
    if alternatives is not None:
        return alternatives
    # fow-y-will: FOW-WILL-SPEND-OR-RACE-R: "play <Race> <kind>s or <Race>s" -- the first read as above, or a card of the race.
    either = re.fullmatch(r"play (?P<first>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2} (?:chants|resonators|additions|regalia)) or (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2})", body)
    if either is not None:
        race = singular_race(either.group("race"))
        if race is None:
            raise Unsupported(f"will spent only to play {either.group('race')!r}: not a race of the database in the plural")
        first = spend_only("play " + either.group("first"))
        if not first.get("races") or set(first) - {"types", "races"}:
            raise Unsupported(f"the will spent only to {body!r} is not in the vocabulary")
        return first | {"or_races": [race]}
    raise Unsupported(f"the will spent only to {body!r} is not in the vocabulary")


# fow-w2-wide: FOW-WILL-SPEND-GODS-ART-R
def _spend_alternatives(body: str) -> dict[str, Any] | None:
    """FOW-WILL-SPEND-GODS-ART-R: "Spend this will only to play God's Art abilities, (Strangers) (or
    "(Stranger) resonators"), <Race>s, or <Race>s" -- a list of two or more of these, one of them God's Art
    abilities or stranger cards; None for another body.  A list item of another kind is refused."""
    match = re.fullmatch(r"play (?P<items>.+)", body)
    if match is None:
        return None
    items = [i.strip() for i in re.split(r",\s*(?:or\s+)?|\s+or\s+", match.group("items")) if i.strip()]
    if len(items) < 2:
        return None
    gods_art = stranger = False
    races: list[str] = []
    unread: list[str] = []
    for item in items:
        if re.fullmatch(r"God's Art abilities", item):
            gods_art = True
        elif re.fullmatch(r"\(Strangers\)|\(Stranger\) resonators", item):
            stranger = True
        elif (race := singular_race(item)) is not None and race not in races:
            races.append(race)
        else:
            unread.append(item)
    if not (gods_art or stranger):
        return None
    if unread:
        raise Unsupported(f"will spent only to play {', '.join(repr(i) for i in unread)}: not God's Art abilities, stranger cards or a race of the database in the plural")
    if len(races) > 4:
        raise Unsupported("will spent only on more than four races is not in the vocabulary")
    return {**({"gods_art": True} if gods_art else {}), **({"stranger": True} if stranger else {}), **({"races": races} if races else {})}


# fow-s-trig: FOW-GUIDANCE-R -- the trigger of one or more counters of guidance put on this card, then "- [Guidance] (N):
# <effects>" texts (its reminder sentence no text of its own).
_GUIDANCE = re.compile(
    r"Whenever one or more (?:guidance) counters are put on this card >>>\s*(?P<body>-\s*\[Guidance\]\s*\(\d\)\s*:.+?)"
    r"(?:\s*\(Perform the \[Guidance\].*\))?\.?",
    re.I | re.S,
)
_GUIDANCE_TEXT = re.compile(r"-\s*\[Guidance\]\s*\((?P<n>\d)\)\s*:\s*(?P<text>.+?)(?=\s*-\s*\[Guidance\]|$)", re.I | re.S)


def guidance_ability(body: str, text: str) -> dict[str, Any]:
    """fow-s-trig: FOW-GUIDANCE-R (CR 1146.2, 1146.3a): one option per [Guidance] text (``guidance``: their numbers, rising),
    then each run of two or more of them in a row as an option of its own (FOW-MODES-MORE-R's combination: the targets
    of its texts in turn, their effects in the printed order) -- the counters put pick the run as it triggers."""
    sections = [(int(m.group("n")), m.group("text").strip().rstrip(".")) for m in _GUIDANCE_TEXT.finditer(body.strip())]
    numbers = [n for n, _ in sections]
    if not sections or numbers != sorted(set(numbers)) or numbers[0] < 1 or _GUIDANCE_TEXT.sub("", body).strip():
        raise Unsupported("[Guidance] texts not numbered 1 to 9 in a rising order are not in the vocabulary")
    options = []
    for _, section in sections:
        effects, targets = parse_effects(section[0].upper() + section[1:])
        options.append({"effects": effects, "text": section[:2000]} | ({"targets": targets} if targets else {}))
    runs = [mode for mode in combined_modes(options, len(options), None) if mode["combines"] == list(range(mode["combines"][0], mode["combines"][-1] + 1))] if len(options) > 1 else []
    return {"kind": "automatic", "trigger": "guidance_put", "effects": [], "modes": options + runs, "guidance": numbers, "text": text}


# FOW-INVERT-NONE-R: "You may invert that card" after a card was put into the field by the same text.
_INVERT_PUT = re.compile(r"(\binto (?:the|your) field)\. You may invert (?:that card|it)\.", re.I)


# fow-r-trig: FOW-TRIG-PLAYED-COST-X-R: a change of X00 where X is the total cost of the spell played that triggered it.
_THAT_SPELL_COST = re.compile(r"\b(gains?) \[(?P<a>[+-]?X00|\+?0)/(?P<d>[+-]?X00|\+?0)\] until end of turn, where X is that (?:chant|spell)'s total cost(?=\.?$)", re.I)
THAT_SPELL_COST = "total cost of the spell that triggered this ability"


def _automatic(trigger: str, body: str, text: str, *, subject: bool = False, entering: bool = False) -> dict[str, Any]:
    """An automatic ability of ``trigger``; with ``subject`` "it" in "deals N damage to it" is the card the
    trigger is about (FOW-TRIG-ANY-ENTERS-R)."""
    # FOW-TRIG-ONCE-PER-TURN-R: the closing sentence limits the ability, it is no effect (printed after
    # "Choose one." before the options, FOW-MODES-ABILITY-R, too).
    body = _limit_last(body.strip(), r"This ability triggers only once per turn")
    body, once = re.subn(r"\.?\s*This ability triggers only once per turn\.?$", "", body.strip(), flags=re.I)
    # FOW-INVERT-NONE-R (CR 1030.1; fow-faces): inverse cards are in the vocabulary, so the card just put into
    # the field by a search may be one: its controller may turn it despair side up (Search.then_invert).
    body, invert_put = _INVERT_PUT.subn(r"\1.", body)
    if re.match(r"Choose one at random\b", body.strip(), re.I):
        # FOW-CHOOSE-AT-RANDOM-R: the game picks the option as the ability is put on the chase.
        found = modes(re.sub(r"^(Choose one) at random", r"\1", body.strip(), flags=re.I))
        if any(m.get("targets") for m in found):
            raise Unsupported("a mode chosen at random with targets is not in the vocabulary")
        random_ability: dict[str, Any] = {"kind": "automatic", "trigger": trigger, "effects": [], "modes": found, "random_mode": True, "text": text}
        return random_ability | ({"once_per_turn": True} if once else {})
    if _CHOOSE.match(body.strip()):
        # FOW-MODES-ABILITY-R: its controller chooses the option(s) as it is played (CR 903.2g).
        if subject or trigger in _MODAL_REFUSED_TRIGGERS:
            raise Unsupported(f"a modal automatic ability of the trigger {trigger!r} is not in the vocabulary")
        modal: dict[str, Any] = {"kind": "automatic", "trigger": trigger, "effects": [], "modes": _ability_modes(body.strip()), "text": text}
        return modal | ({"once_per_turn": True} if once else {})
    if trigger in ("damages_j_resonator", "damages_resonator"):
        # FOW-BANE-R: "destroy the resonator / that J/resonator" is the damaged card.
        body = re.sub(r"^Destroy (?:the|that) (?:J/)?resonator$", "Destroy the damaged card", body.strip().rstrip("."), flags=re.I)
    if trigger == "spell_played":
        # fow-r-trig: FOW-TRIG-PLAYED-COST-X-R: "gains [-X00/0] until end of turn, where X is that chant's total cost" is
        # [-100/+0] for each of the total cost of the spell that triggered it (as it was played, X as chosen).
        body = _THAT_SPELL_COST.sub(lambda k: f"{k.group(1)} [{per_unit(k.group('a'))}/{per_unit(k.group('d'))}] for each {THAT_SPELL_COST} until end of turn", body.strip())
    if trigger == "dealt_damage_by_resonator":
        # FOW-TRIG-DEALT-BY-R: "that resonator" is the resonator that dealt the damage.
        body = re.sub(r"^Destroy that resonator$", "Destroy the damaged card", body.strip().rstrip("."), flags=re.I)
        body = re.sub(r"\bthat much damage to that resonator$", "that much damage to the damaging resonator", body, flags=re.I)
    gone = False
    if trigger == "resonator_to_graveyard":
        # fow-s-grimm-b: FOW-TRIG-GONE-TO-HAND-R: "that resonator" is the resonator whose going triggered it, in its
        # owner's graveyard as the text says (CR 302.3a).
        body, gone_count = re.subn(r"\b[Pp]ut that resonator from its owner's graveyard into (?:his or her|its owner's|their) hand\b", "Put the gone resonator from its owner's graveyard into its owner's hand", body)
        gone = bool(gone_count)
        # fow-y-trig: FOW-IF-YOU-DO-GONE-REMOVED-R: "remove that card from the game" (the resonator gone, from its owner's
        # graveyard), the first instruction of the body.
        body, removed_count = re.subn(r"^Remove that card from the game(?=\.|$)", "Remove the gone resonator from its owner's graveyard from the game", body.strip())
        gone = gone or bool(removed_count)
    if subject:
        body = re.sub(r"\b(deals \d{1,5} damage) to it\b", r"\1 to the entering card", body[0].upper() + body[1:])
    if entering:
        # fow-n-counters: FOW-COUNTER-ENTERING-R: "put N counters on it" after "whenever a <card> enters your field":
        # "it" is the card that entered (the only card the trigger names; this card itself when it is that card).
        body = _ENTERING_COUNTERS.sub(r"\1 the entering card", body)
        # fow-s-trig: FOW-ENTERING-GAINS-R: "it gains ... until end of turn" likewise.
        body = re.sub(r"^It gains\b", "The entering card gains", body.strip(), flags=re.I)
    effects, targets = parse_effects(
        body,
        that_much=trigger in ("deals_damage", "dealt_damage", "dealt_damage_by_resonator", "dealt_damage_by_chant", "damages_resonator_attacking"),
        victim=subject or entering or gone or trigger in ("damages_j_resonator", "damages_resonator", "dealt_damage_by_resonator"),
    )
    if trigger != "enter" and any(e.get("judgment_atk") for e in effects):
        raise Unsupported("the ATK of the resonator banished for a Judgment outside a J-ruler's [Enter] ability is not in the vocabulary (FOW-DAMAGE-JUDGMENT-ATK-R)")
    ability: dict[str, Any] = {"kind": "automatic", "trigger": trigger, "effects": effects, "text": text}
    if invert_put:
        put = [e for e in effects if e.get("op") == "search" and e.get("to") == "field" and e.get("deck", "main") == "main" and e.get("count", 1) == 1]
        if len(put) != 1 or len(effects) != 1:
            raise Unsupported("'You may invert that card' after anything but one card of a deck looked at put into the field is not in the vocabulary")
        put[0]["then_invert"] = True
    if targets:
        ability["targets"] = targets
    if once:
        ability["once_per_turn"] = True
    return ability


# fow-n-counters: FOW-COUNTER-ENTERING-R: "Put N (X) [+A/+B] / <name> counters on it" of a card-enters trigger.
_ENTERING_COUNTERS = re.compile(rf"\b(Put (?:a|an|one|two|three|four|five|X) (?:\[[+-]\d{{1,5}}/[+-]\d{{1,5}}\]|{COUNTER_WORDS_RE}) counters? on) it\b", re.I)


# An effect on "that J/resonator" of a block trigger read alone as the same words on one target resonator: the printed
# form, the words read, the operation they must give. fow-dec-d: FOW-EFFECT-TO-DECK-R; fow-m-trig: FOW-TRIG-BLOCKS-NO-RECOVER-R
# (FOW-NO-RECOVER-R).
_BATTLER_ALONE = (
    (r"Put that (?:J/)?resonator (on (?:top|the bottom) of its owner's (?:main )?deck)\.?", "Put target resonator {}.", "to_deck"),
    (r"That (?:J/)?resonator (doesn't|does not) recover during its controller's next recovery phase\.?", "Target resonator {} recover during its controller's next recovery phase.", "no_recover"),
)


def _battler_automatic(trigger: str, body: str, text: str) -> dict[str, Any]:
    """FOW-TRIG-BLOCKS-R: "that (J/)resonator" in a block trigger's effects is the other J/resonator of the
    battle (the attacker it blocks, the blocker of this card); only gaining ATK/DEF or keywords and being
    destroyed are read for it; fow-dec-d: and "put that resonator on the top (bottom) of its owner's (main) deck"
    alone (its owner being that resonator's), read as those words on one target resonator (FOW-EFFECT-TO-DECK-R),
    then done to the other J/resonator of the battle; fow-m-trig: "that J/resonator doesn't recover during its controller's
    next recovery phase" likewise (FOW-TRIG-BLOCKS-NO-RECOVER-R)."""
    for pattern, words, op in _BATTLER_ALONE:
        alone = re.fullmatch(pattern, body.strip(), re.I)
        if alone is None:
            continue
        effects, targets = parse_effects(words.format(alone.group(1)))
        if len(effects) != 1 or len(targets) != 1 or effects[0].get("target") != 0 or effects[0]["op"] != op:
            raise Unsupported(f"{body!r} beside 'that J/resonator' of a block trigger is not in the vocabulary")
        return {"kind": "automatic", "trigger": trigger, "effects": [effects[0] | {"target": "victim"}], "text": text}
    if re.search(r"\b(?:this card|it|its|they|their)\b", body, re.I):
        raise Unsupported(f"{body!r} beside 'that J/resonator' of a block trigger is not in the vocabulary")
    swapped = re.sub(r"\b([Tt])hat (?:J/)?resonator\b", lambda m: ("T" if m.group(1) == "T" else "t") + "his card", body)
    automatic = _automatic(trigger, swapped[0].upper() + swapped[1:], text)
    if automatic.get("targets") or automatic.get("modes") or any(e.get("target") != "self" or e["op"] not in ("modify", "destroy") for e in automatic["effects"]):
        raise Unsupported(f"{body!r}: only 'that J/resonator gains ...' and 'destroy that J/resonator' of a block trigger are in the vocabulary")
    automatic["effects"] = [e | {"target": "victim"} for e in automatic["effects"]]
    return automatic


# FOW-TRIG-GAME-START-R: "At the beginning of the game >>> <effects>" (CR 502.1); a Sealed Item's text is read
# as the text after its item name (FOW-SEALED-ITEM-R, normalize_line).
_GAME_START = re.compile(r"At the beginning of the game(?: >>>|,) (?P<body>.+)", re.I)
# FOW-HOMELAND-R: "Homeland (<Race>) - At the beginning of the game >>> You may put a <Race> addition from your
# hand into the field." of a ruler: a named "At the beginning of the game" ability.
_HOMELAND = re.compile(r"Homeland \((?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2})\)\s*-\s*(?P<body>At the beginning of the game\b.+)")
_FIELD_CARDS = ("resonator", "j_ruler", "addition", "regalia", "magic_stone")
# FOW-TRIG-TARGETED-BY-OPP-R / FOW-TRIG-TARGETED-BY-ATTR-R: this card in the field chosen as a target of a spell
# or ability its controller's opponent controls, or of a spell (an ability of a card) of one attribute.
_TARGETED_BY = re.compile(
    r"When(?:ever)? this card becomes targeted by (?:(?P<opp>spells or abilities your opponent controls)"
    r"|(?P<a>light|fire|water|wind|darkness) spells or (?P<b>light|fire|water|wind|darkness) card's abilities) >>> (?P<body>.+)",
    re.I,
)
# This card's own automatic triggers (CR 906.1; old "When ..., ..." form CR 1409.1): the printed
# condition, the trigger of the vocabulary, and the card types that can have it in the field.
_TRIGGERS: list[tuple[str, str, tuple[str, ...]]] = [
    (r"When(?:ever)? (?:this card|this resonator) attacks", "attacks", ("resonator", "j_ruler")),
    (r"When(?:ever)? (?:this card|this resonator) blocks", "blocks", ("resonator", "j_ruler")),
    (r"When(?:ever)? (?:this card|this resonator) attacks or blocks", "attacks_or_blocks", ("resonator", "j_ruler")),
    (r"When(?:ever)? (?:this card|this resonator) blocks or is blocked by a resonator", "blocks_or_blocked_by_resonator", ("resonator", "j_ruler")),
    (r"When(?:ever)? (?:this card|this resonator) blocks or is blocked", "blocks_or_blocked", ("resonator", "j_ruler")),
    # FOW-TRIG-BLOCKS-R: every card battling is a J/resonator.
    (r"When(?:ever)? (?:this card|this resonator) blocks or is blocked by a J/resonator", "blocks_or_blocked", ("resonator", "j_ruler")),
    (r"When(?:ever)? (?:this card|this resonator) deals damage to (?:your|an) opponent", "damages_opponent", ("resonator", "j_ruler")),
    (r"When(?:ever)? (?:this card|this resonator) deals damage to an? J/resonator", "damages_j_resonator", ("resonator", "j_ruler")),
    (r"When(?:ever)? (?:this card|this resonator) deals damage to an? resonator", "damages_resonator", ("resonator", "j_ruler")),
    (r"When(?:ever)? (?:this card|this resonator) deals damage", "deals_damage", ("resonator", "j_ruler")),
    (r"When(?:ever)? (?:this card|this resonator) is dealt damage", "dealt_damage", ("resonator", "j_ruler")),
    # FOW-TRIG-DEALT-BY-R: damage dealt to this card by a resonator (a chant).
    (r"When(?:ever)? a resonator deals damage to (?:this card|this resonator)", "dealt_damage_by_resonator", ("resonator", "j_ruler")),
    (r"When(?:ever)? a chant deals damage to (?:this card|this resonator)", "dealt_damage_by_chant", ("resonator", "j_ruler")),
    (r"When this card is put into (?:(?:your|a|its owner's) )?graveyard from (?:your|the|a) field", "to_graveyard", ("resonator", "addition", "regalia")),
    (r"When(?:ever)? (?:this card|this resonator) (?:blocks or is blocked|is blocked or blocks)", "blocks_or_blocked", ("resonator", "j_ruler")),
    (r"When(?:ever)? (?:this card|this resonator) is blocked", "blocked", ("resonator", "j_ruler")),
    (r"When(?:ever)? this card is destroyed", "destroyed", ("resonator", "addition", "regalia")),
    (r"Whenever a J/resonator your opponent controls is destroyed", "opponent_j_resonator_destroyed", _FIELD_CARDS),
    # fow-p-trig: FOW-TRIG-RULER-STEP-R: a ruler's too, from its ruler area.
    (r"At (?:the )?end of turn", "end_of_turn", (*_FIELD_CARDS, "ruler")),
    (r"At (?:the )?end of your turn", "end_of_your_turn", (*_FIELD_CARDS, "ruler")),
    (r"At the beginning of your main phase", "your_main_phase", (*_FIELD_CARDS, "ruler")),
    # fow-v-grimm: FOW-TRIG-RECOVERY-R: in its controller's recovery phase, before the recovery (CR 503.2).
    (r"At the beginning of your recovery phase", "your_recovery_phase", _FIELD_CARDS),
    # fow-q-trig: FOW-TRIG-FIRST-MAIN-R: the main phase of its controller's first turn only.
    (r"At the beginning of the main phase of your first turn", "your_first_main_phase", (*_FIELD_CARDS, "ruler")),
    (r"At the beginning of your turn", "your_turn", (*_FIELD_CARDS, "ruler")),
    (r"At the beginning of your opponent's main phase", "opponent_main_phase", (*_FIELD_CARDS, "ruler")),
    (r"At the beginning of your opponent's turn", "opponent_turn", (*_FIELD_CARDS, "ruler")),
    # fow-t-endphase: FOW-TRIG-END-PHASE-R (CR 505.1): the step before "at end of turn" (FOW-TRIG-END-R).
    (r"At the beginning of (?:the |each )?end phase", "end_phase", (*_FIELD_CARDS, "ruler")),
    (r"At the beginning of your end phase", "your_end_phase", (*_FIELD_CARDS, "ruler")),
    (r"At the beginning of your opponent's end phase", "opponent_end_phase", (*_FIELD_CARDS, "ruler")),
    (r"Whenever you gain life", "you_gain_life", _FIELD_CARDS),
    # fow-faces: FOW-TRIG-JUDGMENT-R: its controller's Judgment process resolving; FOW-INVERT-TRIGGER-R (CR 1030.2).
    (r"Whenever you do judgment of a ruler", "you_judgment", _FIELD_CARDS),
    (r"When this card inverts", "inverts", ("resonator", "addition", "regalia", "magic_stone")),
    (r"Whenever damage is dealt to you", "damage_to_you", _FIELD_CARDS),
    (r"Whenever you gain a gem", "you_gain_gem", _FIELD_CARDS),
    (r"When(?:ever)? this card becomes rested", "becomes_rested", ("resonator", "addition", "regalia")),
    # FOW-TRIG-INCARNATION-BANISHED-R: a resonator banished to pay another card's [Incarnation].
    (r"When this card is banished by \[Incarnation\]", "incarnation_banished", ("resonator",)),
    (r"When(?:ever)? this card leaves (?:the|your) field(?: for a non-field zone)?", "leaves", ("resonator", "addition", "regalia")),
    # FOW-TRIG-REVEALED-OUTSIDE-R: from the sideboard, as an effect reveals it (FOW-REVEAL-OUTSIDE-R).
    (r"When(?:ever)? this card becomes revealed from outside (?:of )?the game", "revealed_outside", ("resonator", "chant", "addition", "regalia")),
    (r"When(?:ever)? this card (?:enters|is put into) (?:the|your) field from your (?:main )?deck", "enters_from_deck", ("resonator", "addition", "regalia")),
    (r"When(?:ever)? this card (?:enters|is put into) (?:the|your) field from (?:a|your) graveyard", "enters_from_graveyard", ("resonator", "addition", "regalia")),
    # fow-s-event: FOW-TRIG-ENTERS-FROM-STANDBY-R: played from its controller's standby area, it resolves into the field.
    (r"When(?:ever)? this card (?:enters|is put into) (?:the|your) field from (?:a|your) chant-standby area", "enters_from_standby", ("resonator", "addition", "regalia")),
    # FOW-TRIG-JRULER-RECOVERED-R: your ruler (ruler area) or J-ruler (field) turning from rested to recovered.
    (r"Whenever a J/ruler you control is recovered", "j_ruler_recovered", _FIELD_CARDS),
    # FOW-TRIG-TARGETED-R: this card in the field chosen as a target of a spell (or ability) played.
    (r"When(?:ever)? this card is targeted by a spell or ability", "targeted", _FIELD_CARDS),
    (r"When(?:ever)? this card is targeted by a spell", "targeted_by_spell", _FIELD_CARDS),
    # FOW-TRIG-HAND-TO-GRAVEYARD-R: from its owner's hand to their graveyard (discarded, or as a cost).
    (r"When(?:ever)? this card is put into (?:a|your) graveyard from your hand", "hand_to_graveyard", ("resonator", "addition", "regalia")),
    # FOW-TRIG-AWAKEN-R: its controller plays a card paying its [Awakening] cost.
    (r"Whenever you awaken a spell", "you_awaken", _FIELD_CARDS),
    # FOW-TRIG-DAMAGED-BY-R: a card this one dealt damage to this turn put into a graveyard / destroyed.
    (r"Whenever a resonator (?:that was )?dealt damage by this card this turn is put into a graveyard(?: from (?:the|a) field)?", "damaged_to_graveyard", ("resonator", "j_ruler")),
    (r"Whenever a J/resonator (?:that was )?dealt damage by this card this turn is destroyed", "damaged_destroyed", ("resonator", "j_ruler")),
    # FOW-TRIG-ALLY-DESTROYED-R: a resonator / J-ruler its controller controls destroyed.
    (r"Whenever a resonator you control is destroyed", "resonator_destroyed", _FIELD_CARDS),
    (r"Whenever a J-ruler you control is destroyed", "j_ruler_destroyed", _FIELD_CARDS),
    # FOW-TRIG-AWAKEN-R: the opponent plays a card paying its [Awakening] cost.
    (r"Whenever your opponent plays an awakened spell", "opponent_awakens", _FIELD_CARDS),
    # FOW-TRIG-GRAVEYARD-R: an addition its controller controls put into a graveyard from the field.
    (r"Whenever an addition you control is put into a graveyard from (?:the|a|your) field", "addition_to_graveyard", ("resonator", "addition", "regalia", "magic_stone")),
    # FOW-TRIG-ADDED-R: an addition entering the field added to this J/resonator.
    (r"Whenever an addition is added to this card", "addition_added", ("resonator", "j_ruler")),
    # fow-t-grimm: FOW-TRIG-ADDED-YOURS-R: an addition entering the field added to a resonator its controller controls, or
    # an [Addition:Field] entering their field.
    (r"When(?:ever)? an addition is added to a resonator you control or an \[Addition:Field\] is put into your field", "addition_added_yours", _FIELD_CARDS),
    # FOW-TRIG-PLAYER-DISCARDS-R: any player discarding a card.
    (r"Whenever a player discards a card", "player_discards", _FIELD_CARDS),
    # FOW-TRIG-OPP-DISCARDS-R: the opponent of this card's controller discarding a card.
    (r"Whenever your opponent discards a card", "opponent_discards", _FIELD_CARDS),
    # FOW-TRIG-DEALT-BY-R: damage dealt to this card by a resonator / a chant.
    (r"When(?:ever)? a resonator deals damage to this card", "dealt_damage_by_resonator", ("resonator", "j_ruler")),
    (r"When(?:ever)? a chant deals damage to this card", "dealt_damage_by_chant", ("resonator", "j_ruler")),
    # FOW-TRIG-COUNTERS-PUT-R: [+100/+100] counters put on this card by an effect.
    # fow-s-trig: FOW-TRIG-COUNTERS-PUT-ENTITY-R: of any entity (an addition's, a regalia's, a magic stone's too).
    (r"Whenever one or more \[\+100/\+100\] counters are put on this card", "plus_counters_put", _FIELD_CARDS),
    # fow-n-trig: FOW-TRIG-ATTACKS-WHAT-R, FOW-TRIG-UNBLOCKED-R.
    (r"When(?:ever)? (?:this card|this resonator) attacks a J/resonator", "attacks_j_resonator", ("resonator", "j_ruler")),
    (r"When(?:ever)? (?:this card|this resonator) (?:isn't|is not) blocked while attacking your opponent", "unblocked_opponent", ("resonator", "j_ruler")),
    # fow-n-trig: FOW-TRIG-DAMAGES-ATTACKING-R.
    (r"When(?:ever)? (?:this card|this resonator) deals damage to an? resonator while attacking", "damages_resonator_attacking", ("resonator", "j_ruler")),
    # fow-m-trig: FOW-TRIG-BLOCKS-NO-RECOVER-R: "blocks a J/resonator" is "blocks" (every attacker is a J/resonator, CR 803.3a).
    (r"When(?:ever)? (?:this card|this resonator) blocks a J/resonator", "blocks", ("resonator", "j_ruler")),
    # fow-m-trig: FOW-TRIG-DO-JUDGMENT-R: "doing Judgment" (CR 705.3a-1): of a ruler, the only Judgment here (no warden).
    (r"Whenever you do judgment", "you_judgment", _FIELD_CARDS),
    # fow-m-trig: FOW-TRIG-CONTROL-J-RULER-R: a status automatic ability (CR 906.9).
    (r"When you control a J-ruler", "control_j_ruler", _FIELD_CARDS),
    # fow-s-trig: FOW-TRIG-GRAVEYARD-REMOVED-R: from its owner's graveyard to their removed area.
    (r"When this card in your graveyard is removed from the game", "graveyard_removed", ("resonator", "addition", "regalia")),
    # fow-s-trig: FOW-TRIG-JRULER-RUNE-DAMAGES-R: active in its owner's graveyard only (FOW-TRIG-IN-GRAVEYARD-R's form).
    (r"Whenever a J/ruler or rune you control deals damage to your opponent", "j_ruler_rune_damages_opponent", ("resonator", "addition", "regalia")),
    # fow-s-trig: FOW-TRIG-TOKEN-GRAVEYARD-R: active in its owner's graveyard only (FOW-TRIG-IN-GRAVEYARD-R's form).
    (r"When(?:ever)? a resonator token you control is put into a graveyard from (?:the|your|a) field", "token_to_graveyard", ("resonator", "addition", "regalia")),
]
# FOW-TRIG-LEAVES-R: one ability with two trigger conditions, read as an [Enter] ability and a "leaves the
# field" ability of the same effects (each event triggers the one of its condition).
# fow-q-trig: FOW-TRIG-ENTERS-OR-R: "When this card enters the field or (whenever it) <condition of this card>" (or
# "or at the beginning of <step>") likewise: an [Enter] ability and the ability of the other condition.
_ENTERS_OR = re.compile(
    r"When this card enters (?:the|your) field,? or (?:(?:when|whenever) )?(?:(?P<step>at (?:the )?(?:beginning|end) of [^>]+?)|(?:it |this card )?(?P<cond>[^>]+?))(?: >>>|,) (?P<body>.+)",
    re.I,
)
# FOW-TRIG-EACH-PLAYER-R: "at the beginning of each player's turn (main phase) >>> That player <does>" is
# the ability of "your" turn (main phase) on you and that of "your opponent's" on your opponent.
_EACH_PLAYERS = re.compile(r"At the beginning of each player's (?P<step>turn|main phase) >>> That player (?P<verb>banish|lose|discard)e?s (?P<rest>[^.]+?)\.?", re.I)

# FOW-TRIG-GRAVEYARD-R: a resonator put into a graveyard from your field, your opponent's, or any.
_RESONATOR_TO_GRAVEYARD = re.compile(
    # fow-n-counters: FOW-TRIG-NON-TOKEN-GRAVEYARD-R: "a non-token resonator".
    # fow-m-trig: FOW-TRIG-GONE-COUNTER-R: "with a <counter> counter on it".
    # fow-q-trig: FOW-TRIG-ATTR-GRAVEYARD-R: "a (non-token) <attribute> resonator".
    r"When(?:ever)? a (?P<nontoken>non-token )?(?:(?P<gattr>light|fire|water|wind|darkness) )?resonator (?:(?P<ctl>you control|your opponent controls) )?"
    rf"(?:with an? (?:\[(?P<catk>[+-]\d{{1,5}})/(?P<cdef>[+-]\d{{1,5}})\]|(?P<cname>{COUNTER_WORDS_RE})) counter on it )?is put into a graveyard from (?P<field>a|the|your|your opponent's) field >>> (?P<body>.+)",
    re.I,
)
# fow-y-trig: FOW-TRIG-RACE-GRAVEYARD-R: "When(ever) a <Race> (you control / your opponent controls) is put into a graveyard
# from the (your, your opponent's, a) field".
_RACE_TO_GRAVEYARD = re.compile(
    r"When(?:ever)? an? (?P<race>(?-i:[A-Z][\w'-]*(?: (?:of the |of )?[A-Z][\w'-]*){0,4})) (?:(?P<ctl>you control|your opponent controls) )?"
    r"is put into a graveyard from (?P<field>a|the|your|your opponent's) field >>> (?P<body>.+)",
    re.I,
)
# FOW-TRIG-END-BATTLE-R: "At (the) end of battle >>> If this card attacked or blocked, <effects>" (or "<effects> if it
# attacked or blocked").
_END_OF_BATTLE = re.compile(
    r"At (?:the )?end of battle >>> (?:If this card attacked or blocked, (?P<then>.+)|(?P<first>[^.]+?) if it attacked or blocked\.?)", re.I
)
_DISCARDED_BY = re.compile(
    r'When this card is discarded by the effect or as a cost of an ability of a card named "(?P<name>[^"]{1,200})" you control >>> (?P<body>.+)', re.I
)
# fow-n-trig: FOW-TRIG-DISCARDED-BY-OPP-R.
_DISCARDED_BY_OPPONENT = re.compile(
    r"When this card is (?:discarded|put into a graveyard from your hand) by a spell or ability your opponent controls >>> (?P<body>.+)", re.I
)
_CARD_ENTERS = re.compile(
    r"When(?:ever)? (?P<a>an?|another) (?P<what>[\w /'-]+?) "
    r"(?:enters your field|enters the field under your control|is put into the field under your control|is put into your magic stone area) >>> (?P<body>.+)",
    re.I,
)
_SPELL_PLAYED = re.compile(
    r"When(?:ever)? (?P<who>you play|your opponent plays|a player plays) an? (?:(?P<attr>light|fire|water|wind|darkness) )?"
    # fow-n-trig: FOW-TRIG-PLAYED-FILTER-R: "<A> or <B> <Race>", "<kind> with total cost N or less".
    r"(?:or (?P<attr2>light|fire|water|wind|darkness) )?"
    r"(?P<what>chant|addition|resonator|regalia|spell|rune|normal(?= spell)|(?-i:(?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)))(?: spell)?"
    r"(?: with total cost (?P<max>\d{1,2}) or less)? >>> (?P<body>.+)",
    re.I,
)
# fow-m-trig: FOW-TRIG-ALLY-TARGETED-R: "When(ever) a spell or ability your opponent controls targets a J/resonator you control".
_ALLY_TARGETED = re.compile(
    r"When(?:ever)? (?:a spell or ability your opponent controls targets a J/resonator you control"
    # fow-s-trig: FOW-TRIG-ALLY-TARGETED-CHANT-R: the passive wording, of a chant spell or an ability.
    r"|a J/resonator you control is targeted by a (?P<chant>chant )?spell or ability your opponent controls)(?: >>>|,) (?P<body>.+)",
    re.I,
)
# fow-m-trig: FOW-TRIG-ANY-PLAYED-R: "Whenever a <kind> (with total cost N or less) is played" (by any player).
_IS_PLAYED = re.compile(r"When(?:ever)? an? (?P<what>chant|addition|resonator|regalia) (?:spell )?(?:with total cost (?P<max>\d{1,2}) or less )?is played >>> (?P<body>.+)", re.I)


def _gone_counter(match: re.Match[str]) -> dict[str, Any]:
    """fow-m-trig: FOW-TRIG-GONE-COUNTER-R: the counter a resonator put into a graveyard had on it in the field
    ("with a [-100/-100] counter on it": the key "-100/-100"; a named counter: its name)."""
    if match.group("catk"):
        return {"gone_counter": f"{int(match.group('catk')):+d}/{int(match.group('cdef')):+d}"}
    return {"gone_counter": match.group("cname")} if match.group("cname") else {}


def _that_object(body: str, cancel: str) -> str:
    """fow-m-trig: FOW-TRIG-THAT-OBJECT-R: the trigger's body with its "cancel that spell or ability" (``cancel``) written
    as the grammar's reference to the object that triggered the ability; any other mention of it is refused."""
    body = re.sub(rf"\b{cancel}(?=\.?$)", "cancel the object that triggered this ability", body.strip(), flags=re.I)
    if re.search(r"\bthat (?:spell|chant|ability)\b|\bits?\b", body, re.I):
        raise Unsupported("the spell or ability that triggered it named otherwise than by cancelling it is not in the vocabulary")
    return body


# fow-n-trig: FOW-TRIG-SECOND-CARD-R: "Whenever you play your second card each turn".
_SECOND_CARD = re.compile(r"When(?:ever)? you play your second card each turn >>> (?P<body>.+)", re.I)
# fow-r-trig: FOW-TRIG-NTH-CHANT-R: "When you play your first (second, third or subsequent) chant this turn".
_NTH_CHANT = re.compile(r"When(?:ever)? you play your (?P<nth>first|second|third)(?P<later> or subsequent)? chant this turn >>> (?P<body>.+)", re.I)
# FOW-TRIG-NAMED-ENTERS-R: a card of one of the names entering the field under your control.
_NAMED_ENTERS = re.compile(
    r'When(?:ever)? a card named (?P<names>"[^"]{1,200}"(?:, "[^"]{1,200}")*,? (?:or "[^"]{1,200}")?|"[^"]{1,200}") '
    r"(?:enters your field|enters the field under your control) >>> (?P<body>.+)",
    re.I,
)
# FOW-TRIG-ANY-ENTERS-R: a card of a filter entering any field; "it" in the effect is that card.
# FOW-TRIG-OPP-ENTERS-R: a card of a filter entering the field under the opponent's control (not played from their hand).
_OPP_ENTERS = re.compile(
    r"When(?:ever)? (?P<a>an?) (?P<what>[\w /'-]+?) enters the field under your opponent's control"
    r"(?P<unplayed> without being played from your opponent's hand)? >>> (?P<body>.+)",
    re.I,
)
# fow-n-counters: FOW-TRIG-ANOTHER-ANY-ENTERS-R: "another" and "enters a field" too (fow-s-grimm-a: the old ": " before the effect).
_ANY_ENTERS = re.compile(r"When(?:ever)? (?P<a>an?|another) (?P<what>[\w /'-]+?) (?:enters the field|enters a field|comes into a field)(?: >>> |, |: )(?P<body>.+)", re.I)
_CARD_ATTACKS = re.compile(r"When(?:ever)? (?P<a>an?|another) (?P<what>[\w /'-]+?) you control attacks >>> (?P<body>.+)", re.I)
_ENTERING_NOUNS: dict[str, list[str]] = {
    "resonator": ["resonator"],
    "j/resonator": ["resonator", "j_ruler"],
    "j-ruler": ["j_ruler"],
    "magic stone": ["magic_stone"],
    "addition": ["addition"],
    "regalia": ["regalia"],
    "card": [],
}


def entering_filter(article: str, what: str) -> dict[str, Any]:
    """FOW-TRIG-OTHER-ENTERS-R: which cards "a/another <what>" entering your field are: a card type
    (resonator, J/resonator, J-ruler, magic stone, addition, regalia, card) after attributes or races, or
    a bare race (any card of it); "with total cost N or less" after it."""
    text = what.strip()
    found: dict[str, Any] = {}
    cost = re.fullmatch(r"(?P<rest>.+) with total cost (?P<n>\d{1,2}) or (?P<way>less|more)", text, re.I)
    if cost:
        # fow-n-trig: "or more" is a least total cost.
        text, found["max_cost" if cost.group("way").lower() == "less" else "min_cost"] = cost.group("rest"), int(cost.group("n"))
    noun = next((n for n in sorted(_ENTERING_NOUNS, key=len, reverse=True) if text.lower() == n or text.lower().endswith(" " + n)), None)
    words = text[: len(text) - len(noun)].strip() if noun else text
    # FOW-TRIG-ANY-ENTERS-R: "non-<Race>" (one capitalised word) is none of that race.
    not_races = re.findall(r"\bnon-([A-Z][\w'-]*)\s*", words)
    words = re.sub(r"\bnon-[A-Z][\w'-]*\s*", "", words).strip()
    if not_races and noun is None:
        raise Unsupported(f"the entering card {what!r} is not in the vocabulary")
    if noun is None and not re.fullmatch(r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)*", words):
        raise Unsupported(f"the entering card {what!r} is not in the vocabulary")
    state, attributes, races = _adjectives(words) if words else ("", [], [])
    if state:
        raise Unsupported(f"a {state} card entering the field is not in the vocabulary")
    if noun is not None and _ENTERING_NOUNS[noun]:
        found["types"] = list(_ENTERING_NOUNS[noun])
    if attributes:
        found["attributes"] = attributes
    if races:
        found["races"] = races
    if not_races:
        found["not_races"] = not_races
    if article.lower() == "another":
        found["other"] = True
    return found


_CONTINUOUS_SCOPES = {
    "j/resonators you control": "your_j_resonators",
    "other j/resonators you control": "your_other_j_resonators",
    "j/resonators your opponent controls": "opponent_j_resonators",
    "added j/resonator": "added",
    "added resonator": "added",
    "this card": "self",
}
_STATIC = re.compile(
    r"(?P<who>(?:other )?J/resonators you control|J/resonators your opponent controls|added J/resonator|added resonator|this card) "
    r"gains? (?:\[(?P<atk>[+-]?\d{1,5})/(?P<def>[+-]?\d{1,5})\](?:(?:,? and |, )(?P<kws>.+?))?|(?P<kwsonly>(?:\[[A-Za-z ]+\](?:,? and |, | )?)+))"
    r"(?: for each (?P<per>.+))?",
    re.I,
)


# fow-y-abc: FOW-RACE-NUMBER-GROUP-R: a figure in the group, of a race named with one ("Squad <N> resonators").
_GROUP = re.compile(
    r"(?P<who>(?:each |all )?(?:other )?[A-Za-z/ ]{1,60}?(?: \d{1,3} [A-Za-z/ ]{1,30}?)?) (?P<whose>you control|your opponent controls)(?: (?P<kwway>with|without) \[(?P<kw>[A-Za-z ]+)\])?"
    # fow-w-counters: FOW-CONT-WITH-COUNTER-R.
    rf"(?: with (?:an?|one or more) (?:\[(?P<cntstat>[+-]?\d{{1,5}}/[+-]?\d{{1,5}})\]|(?P<cntname>{COUNTER_WORDS_RE})) counters? on them)? "
    r"gains? (?:\[(?P<atk>[+-]?\d{1,5})/(?P<def>[+-]?\d{1,5})\](?:(?:,? and |, )(?P<kws>.+?))?|(?P<kwsonly>(?:\[[A-Za-z ]+\](?:,? and |, | )?)+))"
    r"(?: for each (?P<per>.+))?",
    re.I,
)


_EVERY = re.compile(
    r"(?:(?P<other>Other )?(?P<attr>(?<=Other )light|(?<=Other )fire|(?<=Other )water|(?<=Other )wind|(?<=Other )darkness|Light|Fire|Water|Wind|Darkness) resonators|Resonators) gain \[(?P<atk>[+-]?\d{1,5})/(?P<def>[+-]?\d{1,5})\]"
    r"(?P<kws>(?!))?(?P<kwsonly>(?!))?(?P<per>(?!))?",  # groups _stat_change reads, never matched here
)
_NON = re.compile(
    r"Non-(?P<attr>light|fire|water|wind|darkness) (?P<noun>resonators|J/resonators) gain \[(?P<atk>[+-]?\d{1,5})/(?P<def>[+-]?\d{1,5})\]"
    r"(?P<kws>(?!))?(?P<kwsonly>(?!))?(?P<per>(?!))?",  # groups _stat_change reads, never matched here
    re.I,
)


_HAND_KINDS = {"resonators": "resonator", "chants": "chant", "additions": "addition", "regalia": "regalia"}


def _hand_group(who: str) -> dict[str, Any]:
    """lead-p: FOW-HAND-QUICKCAST-R: the cards of "<cards> in your hand": "Cards", "<attribute> <kinds>" ("Wind
    resonators", "Darkness chants"), "<Race> <kinds>" ("Flower additions") or a race in the plural ("Fairies", a
    race of the database: FOW-PLURAL-RACE-R); anything else is refused."""
    words = who.split()
    if who.lower() == "cards":
        return {}
    kind = _HAND_KINDS.get(words[-1].lower())
    if kind is None:
        race = singular_race(who)
        if race is None:
            raise Unsupported(f"the cards {who!r} of a hand are not in the vocabulary")
        return {"races": [race]}
    state, attributes, races = _adjectives(" ".join(words[:-1])) if len(words) > 1 else ("", [], [])
    if state or len(attributes) > 1 or len(races) > 1 or (attributes and races) or any(r not in KNOWN_RACES.get() for r in races):
        raise Unsupported(f"the cards {who!r} of a hand are not in the vocabulary")
    return {"kinds": [kind]} | ({"attributes": attributes} if attributes else {}) | ({"races": races} if races else {})


def _group(who: str, whose: str) -> dict[str, Any]:
    """FOW-CONT-FILTER-R: the filtered group of "Each other Human you control", "Other light resonators
    you control", "Fairy Tale J/resonators your opponent controls": scope and filters; refused unless
    every word is read (a plural race without a noun, "Fairy Tales", is a race of the database,
    FOW-PLURAL-RACE-R, or refused: no singular is guessed)."""
    words = who.split()
    if any(w.lower() in ("token", "non-token") for w in words):
        # fow-x-token: FOW-EACH-TOKEN-R reads a group of tokens for one-time effects only.
        raise Unsupported(f"a continuous ability over the group {who!r} (tokens, or no token) is not in the vocabulary")
    two: list[str] = []  # fow-n-static: FOW-TWO-RACES-GROUP-R
    each = bool(words) and words[0].lower() in ("each", "all")
    if each:
        words = words[1:]
    other = bool(words) and words[0].lower() == "other"
    if other:
        words = words[1:]
    noun = words[-1].lower() if words and words[-1].lower() in ("j/resonators", "j/resonator", "resonators", "resonator") else ""
    if noun:
        words = words[:-1]
        if noun.endswith("s") == (each and who.split()[0].lower() == "each"):
            raise Unsupported(f"{who!r}: 'each' goes with one J/resonator, the plural without it")
        pair_noun = re.fullmatch(r"(?P<a>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) and (?P<b>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})", " ".join(words)) if noun.endswith("s") and not each else None
        if pair_noun is not None:
            # fow-z-stats: FOW-TWO-RACES-NOUN-GROUP-R: "<Race> and <Race> resonators (J/resonators) you control" -- every
            # card of the plural noun that has either race (each a race the database prints as written).
            pair = [pair_noun.group("a"), pair_noun.group("b")]
            if pair[0] == pair[1] or any(r not in KNOWN_RACES.get() for r in pair):
                raise Unsupported(f"the group {who!r} (two races before the noun) is not in the vocabulary")
            two = pair
            words = []
    elif not (each and who.split()[0].lower() == "each" and words):
        both = re.fullmatch(r"(?P<a>[A-Z].*?) and (?P<b>[A-Z].*)", " ".join(words)) if words and not each else None
        if both is not None:
            # fow-n-static: FOW-TWO-RACES-GROUP-R: "<Races> and <Races> you control" -- every card of either race.
            pair = [singular_race(both.group("a")), singular_race(both.group("b"))]
            if pair[0] is None or pair[1] is None or pair[0] == pair[1]:
                raise Unsupported(f"the group {who!r} (two races in the plural) is not in the vocabulary")
            two = [pair[0], pair[1]]
            words = []
        else:
            race = singular_race(" ".join(words)) if words and not each else None
            if race is None:
                raise Unsupported(f"the group {who!r} (a race in the plural, or no J/resonator) is not in the vocabulary")
            # FOW-PLURAL-RACE-R: "Fairy Tales you control" -- every card of that printed race.
            words = race.split()
    state, attributes, races = _adjectives(" ".join(words)) if words else ("", [], [])
    if two:
        races = two
    if state and (state not in ("rested", "recovered") or not noun):
        raise Unsupported(f"a continuous ability over {state} J/resonators is not in the vocabulary")
    if not noun and (attributes or len(races) != (2 if two else 1)):
        raise Unsupported(f"the group {who!r} is not one race")
    if whose.lower() == "you control":
        scope = "your_other_j_resonators" if other else "your_j_resonators"
    elif other:
        raise Unsupported("'other' J/resonators of the opponent")
    else:
        scope = "opponent_j_resonators"
    group: dict[str, Any] = {"scope": scope}
    if state:
        # FOW-CONT-FILTER-R: "Recovered resonators you control" -- while they are recovered.
        group["state"] = state
    if noun.startswith("resonator"):
        group["resonators_only"] = True
    if attributes:
        group["attributes"] = attributes
    if races:
        group["races"] = races
    return group


_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20}
_PLURALS = {"resonators": "resonator", "j/resonators": "J/resonator", "magic stones": "magic stone", "additions": "addition"}
_PLURALS["gems"] = "gem"  # fow-n-static: FOW-GEM-R's gems ("as long as you control ten or more gems", TSW-009)
_PLURALS["entities"] = "entity"  # fow-y-cond: FOW-COUNT-RACE-ENTITY-R ("other Fairy entities you control", CST-014)


def _number(text: str) -> int:
    value = _COUNTS.get(text.lower()) if not text.isdigit() else int(text)
    if value is None:
        raise Unsupported(f"the number {text!r} is not in the vocabulary")
    return value


def _singular(group: str) -> str:
    """"light resonators" -> "light resonator"; a plural race printed in the database ("Pandas" ->
    "Panda", FOW-PLURAL-RACE-R); any other plural is refused."""
    for plural, singular in _PLURALS.items():
        if group.lower().endswith(plural):
            return group[: len(group) - len(plural)] + singular
    marked = re.fullmatch(r"(?P<noun>entities|J/resonators|resonators) (?P<kw>with <<(?:War|Bond)>>)", group, re.I)
    if marked:
        # fow-u-conds: FOW-COUNT-MARKER-KEYWORD-R: "entities (J/resonators) with <<War>>" in the singular.
        return f"{'entity' if marked.group('noun').lower() == 'entities' else marked.group('noun')[:-1]} {marked.group('kw')}"
    other = re.match(r"(?:other |another )", group, re.I)
    race = singular_race(group[other.end() :] if other else group)
    if race is not None:
        return (other.group(0) if other else "") + race
    raise Unsupported(f"the plural group {group!r} is not in the vocabulary (no singular is guessed)")


def plural_group(text: str) -> str:
    """"fire magic stones you control" -> "fire magic stone you control": a plural group of
    :func:`per_count` in the singular (only the nouns of :data:`_PLURALS`; a plural race is refused)."""
    match = re.fullmatch(r"(?P<group>.+?) (?P<whose>you control|your opponent controls)", text.strip(), re.I)
    if match is None:
        raise Unsupported(f"counting {text!r} is not in the vocabulary")
    return f"{_singular(match.group('group'))} {match.group('whose')}"


# FOW-TO-GRAVEYARD-THIS-TURN-R: "(a) resonator put into a graveyard from your field this turn", "(a) resonator
# you control(led) (was) put into a graveyard from the field this turn" -- what left your field (controlled by you
# as it left: ``controlled``); "a Human was put into your graveyard from the (a) field this turn" -- what went to
# your graveyard, so cards you own (CR 302.5: a card goes to its owner's graveyard), from any field; "a resonator
# put into a graveyard from the (a) field this turn" -- any (``whose`` all).
# fow-s-deal: FOW-COUNT-ENTITIES-TO-GRAVEYARD-R: "entity you controlled put into a graveyard this turn" -- an entity is a
# card (or token) in the field, so from the field; every card the record holds that left that player's field.
_TO_GRAVEYARD = re.compile(
    r"(?:an? )?(?P<attr>(?:light|fire|water|wind|darkness) )?(?P<what>resonator|J/resonator|card|entity|(?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*))(?P<controlled> you control(?:led)?)?(?: was| is)? put into "
    r"(?:a graveyard from (?P<field>your) field|(?P<graveyard>a|your) graveyard from (?:the|a) field|(?P<entity>a) graveyard) this turn"
)


def _to_graveyard(match: re.Match[str]) -> dict[str, Any]:
    if match.group("attr"):
        # fow-r-cost: FOW-TO-GRAVEYARD-ATTR-R: "<attribute> resonator(s) ...": of that attribute.
        if match.group("race"):
            raise Unsupported(f"{match.group('attr').strip()} {match.group('what')} put into a graveyard from the field is not in the vocabulary")
        plain = re.fullmatch(_TO_GRAVEYARD, match.string[: match.start("attr")] + match.string[match.end("attr") :])
        assert plain is not None
        return _to_graveyard(plain) | {"attributes": [match.group("attr").strip().lower()]}
    race = match.group("race")
    if match.group("entity") and (match.group("what").lower() != "entity" or not match.group("controlled") or match.group("attr")):
        # fow-s-deal: FOW-COUNT-ENTITIES-TO-GRAVEYARD-R: without "from the field", only entities you controlled.
        raise Unsupported(f"{match.group(0)!r} (put into a graveyard from where?) is not in the vocabulary")
    if match.group("graveyard") == "your" and match.group("controlled"):
        raise Unsupported("cards you controlled put into your graveyard from the field (owned and controlled) are not in the vocabulary")
    if match.group("field") or match.group("controlled"):
        whose: dict[str, Any] = {"whose": "you", "controlled": True}
    else:
        whose = {"whose": "you" if match.group("graveyard") == "your" else "all"}
    if race is None:
        what = {"j/resonator": "j_resonator"}.get(match.group("what").lower(), match.group("what").lower())
        if what == "j_resonator":
            raise Unsupported("a J/resonator put into a graveyard from the field (a J-ruler goes to its ruler area) is not in the vocabulary")
        return {"what": what, "zone": "to_graveyard", **whose}
    if KNOWN_RACES.get() and race not in KNOWN_RACES.get():
        raise Unsupported(f"{race!r} is a race no card of this database has")
    return {"what": "card", "zone": "to_graveyard", **whose, "races": [race]}


def stat_counter_key(stat: str) -> str:
    """"+100/+100" -> the key a card keeps its [+100/+100] counters by (FOW-COUNTER-R)."""
    atk, _, def_ = stat.partition("/")
    return f"{_hundreds(atk, 'ATK'):+d}/{_hundreds(def_, 'DEF'):+d}"


_RUNES_THERE = re.compile(r"there (?:are|is) (?P<n>one|two|three|four|five|[1-5]) or more (?P<attr>(?:light|fire|water|wind|darkness) )?runes? revealed (?:from|in) your rune area", re.I)
# FOW-REVEAL-OUTSIDE-R: the rulers of a race a player owns revealed outside the game, counted.
_REVEALED_COUNT = re.compile(r"(?P<n>one|two|three|four|five|six|seven) or more (?P<race>[A-Z][A-Za-z' ]{1,40}?) rulers you own are revealed outside (?:of )?the game", re.I)
_REVEALED_EACH = re.compile(r"(?P<race>[A-Z][A-Za-z' ]{1,40}?) ruler you own revealed outside (?:of )?the game")


def revealed_count(race: str) -> dict[str, Any]:
    """FOW-REVEAL-OUTSIDE-R: a count of the ruler cards of ``race`` its player owns revealed outside the game."""
    return {"what": "ruler", "zone": "revealed", "races": [race]}


def as_long_as(condition: str) -> dict[str, Any]:
    """FOW-CONT-WHILE-R: the condition of "as long as <condition>": you control a J-ruler, a/another/N or
    more of a group, you don't control one (or other ones), your life is N or less/more, you have N or more cards
    in your hand."""
    text = condition.strip().rstrip(".")
    match = re.fullmatch(r"(?:damage was dealt to (?P<to>you|your opponent)|(?P<who>you were|your opponent was) dealt damage) this turn", text, re.I)
    if match:
        # fow-q-static: FOW-COND-DAMAGE-TAKEN-R: damage was dealt to that player this turn (FOW-LIFE-EQUAL-TAKEN-R's record).
        who = (match.group("to") or match.group("who")).lower()
        return {"damage_taken": "you" if who in ("you", "you were") else "opponent"}
    match = re.fullmatch(r"a J-ruler (?P<who>you|your opponent) controlled was destroyed this turn", text, re.I)
    if match:
        # fow-y-cond: FOW-COND-J-RULER-DESTROYED-R: a J-ruler under that player's control was destroyed this turn.
        return {"j_ruler_destroyed": "you" if match.group("who").lower() == "you" else "opponent"}
    match = re.fullmatch(r"(?P<what>J/resonators|resonators) (?P<whose>you control|your opponent controls) attacked (?P<n>two|three|four|five) or more times this turn", text, re.I)
    if match:
        # fow-y-cond: FOW-COND-ATTACKS-N-R: FOW-COUNT-ATTACKS-R's count of the attacks declared this turn, N or more.
        return {"count": per_count(f"times {match.group('what')} {match.group('whose')} attacked this turn"), "at_least": _number(match.group("n"))}
    _race = r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)*"
    match = re.fullmatch(rf"(?P<who>you control|your opponent controls) an? (?P<a>{_race}) resonator, an? (?P<b>{_race}) resonator,? or an? (?P<c>{_race}) resonator", text)
    if match:
        # fow-y-cond: FOW-COND-RACES-LIST-R: a resonator of one of the three races (of the database) in that player's field.
        races = [match.group(g) for g in ("a", "b", "c")]
        if (KNOWN_RACES.get() and not set(races) <= KNOWN_RACES.get()) or len(set(races)) < 3:
            raise Unsupported(f"the condition 'as long as {text}' is not in the vocabulary")
        whose = "you" if match.group("who") == "you control" else "opponent"
        return {"count": {"what": "resonator", "whose": whose, "races": races}, "at_least": 1}
    if re.fullmatch(r"you controlled the chosen target", text, re.I):
        # fow-y-cond: FOW-IF-CONTROLLED-TARGET-R: the effect's one target, legal, was under its controller's control as it
        # last was in the field (an effect's condition only).
        return {"target_controlled": True}
    if re.fullmatch(r"you cancelled a spell your opponent controlled this turn", text, re.I):
        # fow-y-cond: FOW-COND-CANCELLED-OPP-SPELL-R: a cancel effect its controller controlled cancelled an opponent's spell.
        return {"cancelled_opponent_spell": True}
    if re.fullmatch(r"a resonator you controlled was returned from the field to your hand this turn", text, re.I):
        # fow-y-cond: FOW-COND-RETURNED-TO-HAND-R: one of yours, controlled by you, went from the field to your hand.
        return {"resonator_returned": True}
    if re.fullmatch(r"you control an astral ruler", text, re.I):
        # fow-y-cond: FOW-COND-ASTRAL-RULER-R: your ruler in its ruler area is astral (CR 1024.2: a J-ruler destroyed).
        return {"ruler_astral": True}
    if re.fullmatch(r"you control a ruler under contract", text, re.I):
        # fow-y-cond: FOW-COND-CONTRACT-RULER-R: a ruler of yours flipped by a Contract process (CR 713.3) -- none in the
        # vocabulary (no Contract process is read), so it never holds.
        return {"contract_ruler": True}
    match = re.fullmatch(r"you have \[(?P<kw>Passion|Calmness)\]", text, re.I)
    if match:
        # fow-y-cond: FOW-COND-PLAYER-MARK-R: its controller has that keyword (CR 1101.3, 1102.2) now -- a continuous
        # "You gain [<keyword>]" of a card they control applies.
        return {"player_keyword": match.group("kw").lower()}
    if re.fullmatch(r"this card attacked or blocked this turn", text, re.I):
        # fow-r-trig: FOW-SELF-BATTLED-TURN-R: this card was declared an attacker or a blocker this turn.
        return {"battled_this_turn": True}
    marker = re.fullmatch(r"this card has <<(?P<name>War|Bond)>>", text, re.I)
    if marker:
        # fow-r-trig: FOW-IF-SELF-MARKER-R: this card, in the field, has the keyword «War» («Bond») now.
        return {"self_keyword": marker.group("name").lower()}
    match = re.fullmatch(r"an? (?P<what>resonator|J/resonator) (?P<whose>you control|your opponent controls) is attacking", text, re.I)
    if match:
        # fow-r-standby: FOW-COND-ATTACKING-R: the attacking J/resonator of the battle under way (CR 803.3, 1413.2b: a state now).
        whose = "your" if match.group("whose").lower() == "you control" else "opponent"
        return {"attacking": f"{whose}_{'j_resonator' if match.group('what').lower() == 'j/resonator' else 'resonator'}"}
    match = re.fullmatch(r"(?:the )?total number of all (?P<a>resonators|magic stones) and all (?P<b>resonators|magic stones) is (?P<n>[a-z]+|\d{1,2})", text, re.I)
    if match and match.group("a").lower() != match.group("b").lower():
        # fow-r-standby: FOW-COND-TOTAL-NUMBER-R: the cards of both kinds in every field, added, N or more (CR 104.7: a number
        # other than a total cost is N or more; "total number" is not 104.7a's "combined number" wording of an exact one).
        kinds = {"resonators": "resonator", "magic stones": "magic_stone"}
        return {"count": {"what": kinds[match.group("a").lower()], "whose": "all"}, "plus": {"what": kinds[match.group("b").lower()], "whose": "all"}, "at_least": _number(match.group("n"))}
    match = re.fullmatch(
        r"an? (?P<what>resonator|J/resonator) (?:(?P<you>you controlled) dealt damage to (?:an|your) opponent|your opponent controlled dealt damage to you) this turn", text, re.I
    )
    if match:
        # fow-r-standby: FOW-COND-PLAYER-DEALT-R: a (J/)resonator under that player's control dealt damage to the other
        # player this turn (the turn's record of it).
        whose = "your" if match.group("you") else "opponent"
        return {"player_dealt": f"{whose}_{'j_resonator' if match.group('what').lower() == 'j/resonator' else 'resonator'}"}
    if re.fullmatch(r"your opponent controls a special magic stone", text, re.I):
        # fow-n-counters: FOW-COUNTERS-INSTEAD-R's condition: a magic stone of the general type Special (CR 202.3a).
        return {"count": {"what": "magic_stone", "whose": "opponent", "special": True}, "at_least": 1}
    match = _REVEALED_COUNT.fullmatch(text)
    if match:
        # FOW-REVEAL-OUTSIDE-R: "N or more <race> rulers you own are revealed outside the game".
        return {"count": revealed_count(match.group("race")), "at_least": NUMBER_WORDS[match.group("n").lower()]}
    if re.fullmatch(r"you control an? J-ruler", text, re.I):
        return {"count": {"what": "j_ruler"}, "at_least": 1}
    match = re.fullmatch(r'you (?P<neg>don\'t |do not )?control a J/ruler named "(?P<a>[^"]+?)\.?"(?: or "(?P<b>[^"]+?)\.?")?', text, re.I)
    if match:
        # FOW-COND-JRULER-NAMED-R: your ruler in its ruler area, or a J-ruler you control, has that name
        # (or, with "don't", neither has).
        names = [n for n in (match.group("a"), match.group("b")) if n]
        named: dict[str, Any] = {"ruler_names": names, "j_ruler_names": names}
        return {**named, "negated": True} if match.group("neg") else named
    match = re.fullmatch(r'your J/ruler (?:is|(?P<neg>isn\'t|is not)) "(?P<a>[^"]+?)\.?"(?: or "(?P<b>[^"]+?)\.?")?', text, re.I)
    if match:
        # FOW-COND-JRULER-NAMED-R: "your J/ruler is (isn't) "A" or "B"" -- read as "you (don't) control a
        # J/ruler named ...".
        names = [n for n in (match.group("a"), match.group("b")) if n]
        return {"ruler_names": names, "j_ruler_names": names, **({"negated": True} if match.group("neg") else {})}
    match = re.fullmatch(r'your J/ruler has "(?P<a>[^"]+?)" in its name', text, re.I)
    if match:
        # fow-r-modal: FOW-COND-JRULER-NAME-HAS-R: a J/ruler of yours with those words in one of its names.
        return {"ruler_names": [match.group("a")], "j_ruler_names": [match.group("a")], "names_contain": True}
    match = re.fullmatch(r"(?P<who>you control|your opponent controls) (?P<n>\w+) or more J/rulers", text, re.I)
    if match:
        # FOW-COND-JRULER-NAMED-R: J/rulers are a player's ruler in its ruler area and J-rulers in the field.
        whose = "you" if match.group("who").lower() == "you control" else "opponent"
        return {"count": {"what": "ruler", "whose": whose}, "at_least": _number(match.group("n"))}
    match = re.fullmatch(r'you control "(?P<a>[^"]+?)" and "(?P<b>[^"]+?)"', text, re.I)
    if match and match.group("a") != match.group("b"):
        # FOW-COND-AND-ANOTHER-R (fow-grimm-e): "you control "A" and "B"" -- a card named A and a card named B in
        # your field (CR 203.4).
        return {"count": {"what": "card", "names": [match.group("a")]}, "another": {"what": "card", "names": [match.group("b")]}}
    match = re.fullmatch(r'you control (?:a card named |(?P<entity>an entity named )|an? )?"(?P<a>[^"]+?)\.?"(?: or "(?P<b>[^"]+?)\.?")?', text, re.I)
    if match:
        # "as long as you control "NAME"": a card of that name in your field (FOW-CONT-WHILE-R); "an
        # entity named" leaves a ruler in its ruler area out (FOW-COUNT-ENTITY-R).
        what = "entity" if match.group("entity") else "card"
        return {"count": {"what": what, "names": [n for n in (match.group("a"), match.group("b")) if n]}, "at_least": 1}
    match = re.fullmatch(
        r'you (?P<neg>don\'t |do not )?control (?:an?|(?P<other>another)) (?P<what>card|entity|resonator|J/resonator|addition|regalia) named '
        r'"(?P<a>[^"]+?)\.?"(?: or "(?P<b>[^"]+?)\.?")?',
        text,
        re.I,
    )
    if match:
        # FOW-COUNT-ENTITY-R: "(don't) control a(nother) <kind> named <name>" -- cards of that kind and name in your field.
        kinds = {"card": "card", "entity": "entity", "resonator": "resonator", "j/resonator": "j_resonator", "addition": "addition", "regalia": "regalia"}
        count: dict[str, Any] = {"what": kinds[match.group("what").lower()], "names": [n for n in (match.group("a"), match.group("b")) if n]}
        if match.group("other"):
            count["other"] = True
        return {"count": count, "at_most": 0} if match.group("neg") else {"count": count, "at_least": 1}
    match = re.fullmatch(r"an? (?P<attr>light|fire|water|wind|darkness) J-ruler was put into the field under your control this turn", text)
    if match:
        # fow-m-cost: FOW-ENTERED-J-RULER-R -- as FOW-ENTERED-THIS-TURN-R, a J-ruler (its J-ruler side) of that attribute.
        return {"count": {"what": "j_ruler", "zone": "entered", "attributes": [match.group("attr")]}, "at_least": 1}
    match = re.fullmatch(
        r'(?:an? (?P<race>[A-Z][\w\'-]*(?: [A-Z][\w\'-]*)*)|a card named "(?P<name>[^"]+?)\.?") entered the field under your control this turn'
        r'|you put (?:"(?P<name2>[^"]+?)\.?"|an? (?P<race2>[A-Z][\w\'-]*(?: [A-Z][\w\'-]*)*)) into a field this turn',
        text,
    )
    if match:
        # FOW-ENTERED-THIS-TURN-R: a card of a race or a name put into the field under your control this turn.
        race, name = match.group("race") or match.group("race2"), match.group("name") or match.group("name2")
        if race and KNOWN_RACES.get() and race not in KNOWN_RACES.get():
            raise Unsupported(f"{race!r} is a race no card of this database has")
        entered: dict[str, Any] = {"what": "card", "zone": "entered", **({"races": [race]} if race else {"names": [name]})}
        return {"count": entered, "at_least": 1}
    match = re.fullmatch(r"an? (?P<what>resonator|card) was put into (?P<whose>your|your opponent's) field this turn", text, re.I)
    if match:
        # fow-s-event: FOW-ENTERED-KIND-R -- as FOW-ENTERED-THIS-TURN-R, a card of that kind put into that player's field.
        kinds = {"resonator": "resonator", "card": "card"}
        whose = "opponent" if match.group("whose").lower() != "your" else "you"
        return {"count": {"what": kinds[match.group("what").lower()], "zone": "entered", "whose": whose}, "at_least": 1}
    gone = _TO_GRAVEYARD.fullmatch(text)
    if gone:
        # FOW-TO-GRAVEYARD-THIS-TURN-R: one or more of them.
        return {"count": _to_graveyard(gone), "at_least": 1}
    many = re.fullmatch(r"(?P<n>two|three|four|five|six|seven|eight|nine|ten) or more (?P<what>resonators|cards) were (?P<rest>put into .+)", text, re.I)
    gone = _TO_GRAVEYARD.fullmatch(f"{many.group('what')[:-1]} was {many.group('rest')}") if many else None
    if many and gone:
        # fow-r-standby: FOW-TO-GRAVEYARD-N-R: "N or more resonators (cards) were put into a graveyard from your field this
        # turn" -- as FOW-TO-GRAVEYARD-THIS-TURN-R's record, N or more of them.
        return {"count": _to_graveyard(gone), "at_least": NUMBER_WORDS[many.group("n").lower()]}
    # fow-r-cost: FOW-PLAYED-THIS-TURN-R: "spells" -- each card played is a spell as it is played (CR 903.2f, 903.2o).
    match = re.fullmatch(r"(?P<who>you|your opponent) played (?P<n>a|an|one|two|three|four|five) (?P<more>or more )?(?:cards?|spells?) this turn", text, re.I)
    if match and (match.group("more") or match.group("n").lower() in ("a", "an", "one")):
        # FOW-PLAYED-THIS-TURN-R: the cards that player played this turn (the one resolving among them).
        played: dict[str, Any] = {"what": "card", "zone": "played", **({} if match.group("who").lower() == "you" else {"whose": "opponent"})}
        return {"count": played, "at_least": NUMBER_WORDS[match.group("n").lower()]}
    match = _RUNES_THERE.fullmatch(text)
    if match:
        # FOW-RUNES-REVEALED-R: "there are N or more (<attribute>) runes revealed from your rune area".
        return {"count": per_count(f"{match.group('attr') or ''}rune revealed from your rune area"), "at_least": _number(match.group("n"))}
    if re.fullmatch(r"no resonator you control attacked this turn", text, re.I):
        # FOW-ATTACKED-THIS-TURN-R: none of the resonators that attacked this turn attacked under your control.
        return {"count": {"what": "resonator", "zone": "attacked"}, "at_most": 0}
    if re.fullmatch(r"no J/resonators? attacked this turn", text, re.I):
        # fow-r-trig: FOW-NONE-ATTACKED-R: no J/resonator of either player was declared an attacker this turn.
        return {"count": {"what": "card", "zone": "attacked", "whose": "all"}, "at_most": 0}
    if re.fullmatch(r"your J(?:-|/)ruler attacked this turn", text, re.I):
        # FOW-ATTACKED-THIS-TURN-R: your J-ruler declared an attack this turn.
        return {"count": {"what": "j_ruler", "zone": "attacked"}, "at_least": 1}
    ex_area = re.fullmatch(r"this card is in your <(?P<area>[A-Za-z]+)> EX Area", text, re.I)
    if ex_area:
        # CR 318: an EX Area is a zone a player gains by card effects; the engine has none (no card is put there).
        raise Unsupported(f"the condition 'as long as {text}': the <{ex_area.group('area')}> EX Area (CR 318) is not a zone of the engine")
    if re.fullmatch(r"your opponent controls an? J-ruler", text, re.I):
        # FOW-CONT-WHILE-OPPONENT-R: a J-ruler in the opponent's field (their ruler in its ruler area is none).
        return {"count": {"what": "j_ruler", "whose": "opponent"}, "at_least": 1}
    match = re.fullmatch(r"your opponent controls (?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) or more (?P<group>(?!.*\bthan\b).+)", text, re.I)
    if match:
        # FOW-CONT-WHILE-OPPONENT-R: N or more of a group the opponent controls ("... than you": FOW-COND-MORE-BY-R).
        return {"count": per_count(f"{_singular(match.group('group'))} your opponent controls"), "at_least": _number(match.group("n"))}
    match = re.fullmatch(r"your opponent controls an? (?P<group>.+)", text, re.I)
    if match:
        # FOW-CONT-WHILE-OPPONENT-R: one of a group the opponent controls.
        return {"count": per_count(f"{match.group('group')} your opponent controls"), "at_least": 1}
    match = re.fullmatch(
        r"(?P<who>you have|your opponent has) (?P<n>\w+) or (?P<way>less|fewer|more) cards in (?:(?:your|their|his or her) )?hand", text, re.I
    )
    if match:
        # FOW-CONT-WHILE-HAND-R: how many cards a hand holds (a number every player sees).
        whose = "you" if match.group("who").lower() == "you have" else "opponent"
        bound = "at_least" if match.group("way").lower() == "more" else "at_most"
        return {"count": {"what": "card", "zone": "hand", "whose": whose}, bound: _number(match.group("n"))}
    match = re.fullmatch(r"there are (?P<n>\w+) or more (?P<among>different attributes among .+)", text, re.I)
    if match:
        # FOW-COUNT-ATTRIBUTES-R: N or more attributes between the cards (gems) of a group now.
        return {"count": per_count(match.group("among")), "at_least": _number(match.group("n"))}
    match = re.fullmatch(r"the total ATK of (?P<group>J/resonators|resonators) you control is greater than (?P<n>\d{1,5})", text, re.I)
    if match:
        # fow-r-gains: FOW-COND-TOTAL-ATK-R: the sum of their ATKs now, more than N.
        return {"count": per_count(f"{match.group('group')[:-1]} you control"), "total_atk": True, "at_least": int(match.group("n")) + 1}
    match = re.fullmatch(r"this card's ATK is (?P<n>\d{1,5}) or (?P<way>more|greater|higher|less|lower)", text, re.I)
    if match:
        # fow-hero3: FOW-COND-SELF-ATK-R: this card's ATK now.
        bound = "at_least" if match.group("way").lower() in ("more", "greater", "higher") else "at_most"
        return {"self_atk": True, bound: int(match.group("n"))}
    match = re.fullmatch(r'there is a card named "(?P<a>[^"]+?)\.?" in your (?P<zone>graveyard|removed area)', text, re.I)
    if match:
        # fow-hero3: FOW-COND-NAMED-IN-ZONE-R: a card of that name in your graveyard (removed area), public zones, now.
        zone = "graveyard" if match.group("zone").lower() == "graveyard" else "removed"
        return {"count": {"what": "card", "zone": zone, "names": [match.group("a")]}, "at_least": 1}
    match = re.fullmatch(
        r"(?i:there are|(?P<have>you have)) (?P<n>\w+) (?i:or more) (?:(?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) )?(?i:cards in (?P<whose>your|your opponent's) (?P<zone>graveyard|removed area))",
        text,
    )
    if match and not (match.group("have") and match.group("whose").lower() != "your"):
        # FOW-CONT-WHILE-HAND-R: likewise the cards of a graveyard or a removed area (public zones: a count
        # every player sees).  fow-n-grimm: FOW-COND-ZONE-RACE-R -- "you have N or more <Race> cards in your
        # graveyard": those of a race printed in the database (CR 206.4: a race of a card in that zone).
        whose = "you" if match.group("whose").lower() == "your" else "opponent"
        zone = "graveyard" if match.group("zone").lower() == "graveyard" else "removed"
        race = match.group("race")
        if race and KNOWN_RACES.get() and race not in KNOWN_RACES.get():
            raise Unsupported(f"{race!r} is a race no card of this database has")
        return {"count": {"what": "card", "zone": zone, "whose": whose, **({"races": [race]} if race else {})}, "at_least": _number(match.group("n"))}
    match = re.fullmatch(r"you control an? (?P<first>[^,]+?) and another (?P<second>[^,]+)", text, re.I)
    if match:
        # FOW-COND-AND-ANOTHER-R: two different cards of your field, one of each group.
        first, second = per_count(f"{match.group('first')} you control"), per_count(f"{match.group('second')} you control")
        counted = ("resonator", "j_resonator", "addition", "regalia", "magic_stone", "entity")
        if any(per.get("zone", "field") != "field" or per["what"] not in counted or per.get("other") for per in (first, second)):
            raise Unsupported(f"the condition 'as long as {text}' is not in the vocabulary")
        return {"count": first, "another": second}
    match = re.fullmatch(r"you control (?P<a>an?|another) (?P<group>.+)", text, re.I)
    if match:
        other = "other " if match.group("a").lower() == "another" else ""
        return {"count": per_count(f"{other}{match.group('group')} you control"), "at_least": 1}
    match = re.fullmatch(r"you (?:don't|do not) control (?:(?P<a>an?|any) (?P<group>.+)|(?:other|another) (?P<others>.+))", text, re.I)
    if match:
        if match.group("others"):
            others = match.group("others")
            group = "other " + (_singular(others) if others.lower().endswith("s") else others)
        else:
            group = match.group("group")
            group = _singular(group) if match.group("a").lower() == "any" and group.lower().endswith("s") else group
        return {"count": per_count(f"{group} you control"), "at_most": 0}
    match = re.fullmatch(
        r"(?P<who>you control|your opponent controls) (?P<n>\w+) or more (?P<group>resonators|J/resonators|magic stones|additions) than (?P<other>you|your opponent)(?: do(?:es)?)?",
        text,
        re.I,
    )
    if match and (match.group("who").lower() == "you control") == (match.group("other").lower() == "your opponent"):
        # FOW-COND-MORE-BY-R: one player controls N or more of the group more than the other, now.
        way, by = "more" if match.group("who").lower() == "you control" else "less", _number(match.group("n"))
        if not 1 <= by <= 20:
            raise Unsupported(f"the condition 'as long as {text}' is not in the vocabulary")
        return {"count": per_count(f"{_singular(match.group('group'))} you control"), "than_opponent": way, "by": by}
    match = re.fullmatch(r"you control (?P<n>\w+) or more (?P<group>.+)", text, re.I)
    if match:
        return {"count": per_count(f"{_singular(match.group('group'))} you control"), "at_least": _number(match.group("n"))}
    match = re.fullmatch(r"your life is (?P<way>less|more|lower|higher) than your opponent's(?: life)?", text, re.I)
    if match:
        # FOW-CONT-WHILE-R: your life compared with your opponent's, now.
        return {"life": True, "than_opponent": "less" if match.group("way").lower() in ("less", "lower") else "more"}
    match = re.fullmatch(r"you control (?P<way>less|fewer|more) (?P<group>resonators|J/resonators|magic stones|additions) than your opponent(?: does)?", text, re.I)
    if match:
        # FOW-COND-THAN-OPPONENT-R: how many of the group you control against how many your opponent controls, now.
        way = "more" if match.group("way").lower() == "more" else "less"
        return {"count": per_count(f"{_singular(match.group('group'))} you control"), "than_opponent": way}
    match = re.fullmatch(r"(?:(?P<you>you have)|your opponent has) (?P<way>more|fewer|less) cards in (?(you)your|(?:their|his or her)) hand than (?(you)your opponent(?: does)?|you(?: do)?)", text, re.I)
    if match:
        # fow-t-draw: FOW-COND-HAND-THAN-OPPONENT-R: how many cards you hold against how many your opponent holds, now.
        way = "more" if (match.group("way").lower() == "more") == bool(match.group("you")) else "less"
        return {"count": per_count("card in your hand"), "than_opponent": way}
    match = re.fullmatch(r"you have exactly (?P<n>\w+) cards? in your hand", text, re.I)
    if match:
        # FOW-CONT-WHILE-HAND-R: exactly N cards in your hand.
        n = _number(match.group("n"))
        return {"count": {"what": "card", "zone": "hand", "whose": "you"}, "at_least": n, "at_most": n}
    match = re.fullmatch(r"your (?P<opp>opponent's )?life is (?:(?P<n>\d{1,6}) or (?P<way>less|lower|more|higher)|exactly (?P<exact>\d{1,6}))", text, re.I)
    if match:
        # fow-q-static: FOW-COND-OPPONENT-LIFE-R: your opponent's life; "exactly N" both bounds.
        life_of: dict[str, Any] = {"opponent_life": True} if match.group("opp") else {"life": True}
        if match.group("exact"):
            return {**life_of, "at_least": int(match.group("exact")), "at_most": int(match.group("exact"))}
        bound = "at_most" if match.group("way").lower() in ("less", "lower") else "at_least"
        return {**life_of, bound: int(match.group("n"))}
    match = re.fullmatch(
        rf"(?:(?:it|this card) has|there (?:is|are)) (?P<n>an?|\w+)(?P<more> or more)? (?:(?P<name>{COUNTER_WORDS_RE})|\[(?P<stat>[+-]?\d{{1,5}}/[+-]?\d{{1,5}})\]) counters? on (?:it|this card)",
        text,
        re.I,
    )
    ruler = re.fullmatch(rf"there (?:is|are) (?P<n>an?|\w+)(?P<more> or more)? (?P<name>{COUNTER_WORDS_RE}) counters? on your J/ruler", text, re.I)
    if ruler and (ruler.group("more") or ruler.group("n").lower() in ("a", "an")):
        # FOW-J-RULER-COUNTER-R: one (N) or more counters of that name on your J/ruler.
        at_least = _number(ruler.group("n")) if ruler.group("more") else 1
        return {"count": {"what": "counter", "counter": ruler.group("name").lower(), "on_j_ruler": True}, "at_least": at_least}
    if match and (match.group("more") or match.group("n").lower() in ("a", "an")):
        # FOW-NAMED-COUNTER-R: "it has a frozen counter on it" / "there is a [+100/+100] counter on it" -- one
        # or more of them on the source card ([+A/+B] counters under the key the card keeps them by, FOW-COUNTER-R).
        counter = match.group("name").lower() if match.group("name") else stat_counter_key(match.group("stat"))
        return {"count": {"what": "counter", "counter": counter}, "at_least": _number(match.group("n")) if match.group("more") else 1}
    fewer = re.fullmatch(rf"this card has (?P<n>\w+) or (?:less|fewer) (?P<name>{COUNTER_WORDS_RE}) counters? on it", text, re.I)
    if fewer:
        # fow-q-grimm: FOW-SEARCH-COST-COUNTERS-R: N or fewer counters of that name on the source card (none counted too).
        return {"count": {"what": "counter", "counter": fewer.group("name").lower()}, "at_most": _number(fewer.group("n"))}
    fewer = re.fullmatch(rf"there are (?P<n>\w+) or fewer (?:(?P<name>{COUNTER_WORDS_RE})|\[(?P<stat>[+-]?\d{{1,5}}/[+-]?\d{{1,5}})\]) counters on this card", text, re.I)
    if fewer:
        # fow-w-counters: FOW-UNLESS-COUNTERS-R: N or fewer of that kind on the source card (none counted too).
        counter = fewer.group("name").lower() if fewer.group("name") else stat_counter_key(fewer.group("stat"))
        return {"count": {"what": "counter", "counter": counter}, "at_most": _number(fewer.group("n"))}
    none_here = re.fullmatch(rf"there are no (?:(?P<name>{COUNTER_WORDS_RE})|\[(?P<stat>[+-]?\d{{1,5}}/[+-]?\d{{1,5}})\]) counters on (?:it|this card)", text, re.I)
    if none_here:
        # fow-n-counters: FOW-NO-COUNTERS-R: none of that name ([+A/+B] counters under their key) on the source card.
        counter = none_here.group("name").lower() if none_here.group("name") else stat_counter_key(none_here.group("stat"))
        return {"count": {"what": "counter", "counter": counter}, "at_most": 0}
    match = re.fullmatch(r"(?:the )?weather is (?P<weather>clear|rain|thunderstorm|pollution)", text, re.I)
    if match:
        # FOW-WEATHER-R: a weather without whose is the controller's (CR 1028.3).
        return {"weather": match.group("weather").lower()}
    if re.fullmatch(r"you have no cards in your hand", text, re.I):
        return {"count": {"what": "card", "zone": "hand", "whose": "you"}, "at_most": 0}
    raise Unsupported(f"the condition 'as long as {text}' is not in the vocabulary")


_CONT_IF = r'(?:you control|you don\'t control|your life is|you have|the weather is)(?:[^,"]|"[^"]*")+?'


# FOW-CONT-WHILE-R: "X gains [A], [B] and [+N/+M]" says what "X gains [+N/+M], [A] and [B]" does.
_KEYWORDS_THEN_STAT = re.compile(r"(?P<head>.+? gains? )(?P<kws>\[[A-Za-z ]+\](?:(?:, |,? and )\[[A-Za-z ]+\])*),? and (?P<stat>\[[+-]?\d{1,5}/[+-]?\d{1,5}\])", re.I)
# FOW-CONT-WHILE-ITSELF-R: "This card (Added resonator) gains ... as long as it is rested (recovered, with no attribute)".
_WHILE_ITSELF = re.compile(r"(?P<rest>(?:This card|Added resonator|Added J/resonator) gains .+?),? as long as it is (?P<how>rested|recovered|with no attribute)", re.I)
# FOW-GAINS-CANNOT-BE-R: "This card gains [+N/+M] and "This card cannot be blocked (attacked).""
_GAINS_CANNOT_BE = re.compile(r'This card gains (?P<stat>\[[+-]?\d{1,5}/[+-]?\d{1,5}\]) and "This card cannot be (?P<what>blocked|attacked)\.?"', re.I)
# fow-r-gains: FOW-CONT-WHILE-ATTACKING-R: "<this card / group> gain(s) ... while attacking (as long as it is / they are attacking)".
_WHILE_ATTACKING = re.compile(r"(?P<rest>.+? gains? .+?),? (?:while attacking|as long as (?:it is|they are) attacking)", re.I)
# FOW-J-RULER-WHILE-ATTRIBUTE-R: "Your J-ruler gains ... as long as it's <attribute>".
_J_RULER_WHILE = re.compile(r"Your J-ruler (?P<rest>gains .+) as long as it(?:'s| is) (?P<attr>light|fire|water|wind|darkness)", re.I)


# FOW-NAMED-CARDS-BARRIER-R (fow-grimm-e): 'Cards named "X" you control', '"X" and "Y" you control', '[Addition:Field]
# cards you control' -- read after barrier_reading / untargetable_reading.
_NAMED_CARDS_BARRIER = re.compile(
    r'(?:Cards named "(?P<n1>[^"]{1,80})"|"(?P<a>[^"]{1,80})"(?: and "(?P<b>[^"]{1,80})")?|\[Addition:\s*Field\] cards) you control gains? (?P<what>\[Barrier\]|\[cannot be targeted\])',
    re.I,
)


def continuous(body: str, record: dict[str, Any], text: str) -> dict[str, Any] | None:
    """A continuous ATK/DEF or keyword change for a scope, None if the line is not one."""
    line = untargetable_reading(barrier_reading(body.strip().rstrip(".")))
    weather = re.fullmatch(r"(?:The|Your) weather is (?P<weather>clear|rain|thunderstorm|pollution)(?P<turn> during your turn)?", line, re.I)
    if weather:
        # fow-reiya-lapis: FOW-WEATHER-STATIC-R (CR 1028.2a, 1028.2d): its controller's weather while it applies.
        if record["types"][0] not in ("ruler", "j_ruler"):
            raise Unsupported("a printed weather of a card other than a J/ruler is not in the vocabulary (its timestamp against the weather effects, CR 1028.2d)")
        printed: dict[str, Any] = {"kind": "continuous", "scope": "self", "text": text, "weather": weather.group("weather").lower()}
        return printed | ({"as_long_as": {"turn": "yours"}} if weather.group("turn") else {})
    total = re.fullmatch(r"This card's ATK is equal to (?:the )?total ATK of (?P<group>[\w' -]+?) resonators you control", line, re.I)
    if total:
        # fow-r-grimm: FOW-ATK-EQUAL-TOTAL-R (CR 909.1a, 207.1a): a J-ruler printed without ATK, the resonators of a group
        # its controller controls (a J-ruler is none of them, CR 202.2).
        per = per_count(f"{total.group('group')} resonator you control")
        if record["types"][0] != "j_ruler" or record.get("atk") or set(per) - {"what", "whose", "races", "attributes"} or per.get("what") != "resonator" or per.get("whose") != "you":
            raise Unsupported(f"{line!r} other than a J-ruler's without ATK, of resonators of a race or attribute you control, is not in the vocabulary")
        return {"kind": "continuous", "scope": "self", "text": text, "atk_total": per}
    then = re.fullmatch(r"(?P<prevent>Prevent (?:all|the first) damage that would be dealt to this card(?: each turn)?)\. If damage (?:was|is) prevented this way, (?P<then>draw a card|remove a \[\+100/\+100\] counter from this card)", line, re.I)
    if then:
        # fow-u-replace: FOW-PREVENTED-THEN-R: a J/resonator's prevention of all (the first each turn) damage to it, and
        # what is done each time it prevents some.
        prevention = continuous(then.group("prevent"), record, text)
        if prevention is None or prevention.get("scope") != "self" or set(prevention["prevent_damage"]) - {"first"}:
            raise Unsupported(f"no vocabulary entry matches {line!r}")
        return prevention | {"prevented_then": "draw" if then.group("then").lower().startswith("draw") else "remove_plus_counter"}
    unless = re.fullmatch(r"(?P<rest>This card cannot (?:attack or block|attack|block)) unless (?:the )?weather is (?P<weather>clear|rain|thunderstorm|pollution)", line, re.I)
    if unless:
        # fow-reiya-lapis: FOW-WEATHER-UNLESS-R (CR 1028.3): the prohibition applies while its controller's weather is
        # not that one.
        forbidden = continuous(unless.group("rest"), record, text)
        if forbidden is None or forbidden.get("as_long_as"):
            raise Unsupported(f"no vocabulary entry matches {line!r}")
        return forbidden | {"as_long_as": {"weather": unless.group("weather").lower(), "negated": True}}
    also = re.fullmatch(r"(?P<rest>(?:Added (?:J/)?resonator|(?:J/)?Resonator with this) gains \[[+-]\d{1,5}/[+-]\d{1,5}\]) and (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}) in addition to its own races?", line)
    if also:
        # fow-t-grimm: FOW-CONT-RACE-GAIN-R (CR 909.1c): the added J/resonator has the race too, while the change applies.
        changed = continuous(also.group("rest"), record, text)
        if changed is None or changed.get("scope") != "added" or set(changed) - {"kind", "scope", "text", "atk", "def"} or (KNOWN_RACES.get() and also.group("race") not in KNOWN_RACES.get()):
            raise Unsupported(f"{line!r}: a race gained beside another change, or a race this database does not print, is not in the vocabulary")
        return changed | {"race_change": {"lose": [], "gain": [also.group("race")]}}
    chosen = re.fullmatch(r"(?P<who>(?:J/resonators|Resonators) you control) of the chosen race (?P<what>gains? .+)", line, re.I)
    if chosen:
        # FOW-CHOSEN-RACE-KEPT-R: the J/resonators (resonators) you control of the race this card's [Enter]
        # ability chose (refuse_unchosen_race keeps it to a card with one).
        ability = continuous(f"{chosen.group('who')} {chosen.group('what')}", record, text)
        if ability is None or ability.get("scope") != "your_j_resonators" or ability.get("races") or ability.get("as_long_as"):
            raise Unsupported(f"no vocabulary entry matches {line!r}")
        return ability | {"chosen_race": True}
    typed = re.fullmatch(r"(?P<types>Additions|Regalia|Additions and regalia) you control gain \[Barrier\]", line, re.I)
    if typed:
        # fow-n-static: FOW-TYPE-GROUP-BARRIER-R (CR 1120.2): every addition (regalia) its controller controls in the field.
        types = ["addition", "regalia"] if " and " in typed.group("types") else [typed.group("types").lower().removesuffix("s")]
        return {"kind": "continuous", "text": text, "scope": "your_j_resonators", "any_card": True, "card_types": types, "keywords": ["barrier"]}
    named = _NAMED_CARDS_BARRIER.fullmatch(line)
    if named:
        # FOW-NAMED-CARDS-BARRIER-R (fow-grimm-e): the cards you control of those exact names (CR 203.4), or your
        # [Addition:Field] cards, any type, gain [Barrier] (or "cannot be targeted", FOW-UNTARGETABLE-R).
        named_group: dict[str, Any] = {"kind": "continuous", "text": text, "scope": "your_j_resonators", "any_card": True}
        names = [n for n in named.group("n1", "a", "b") if n]
        if names:
            named_group["names"] = names
        else:
            named_group["field_additions"] = True
        return named_group | ({"keywords": ["barrier"]} if named.group("what").lower() == "[barrier]" else {"untargetable": True})
    ordered = _KEYWORDS_THEN_STAT.fullmatch(line)
    if ordered:
        line = f"{ordered.group('head')}{ordered.group('stat')} and {ordered.group('kws')}"
    itself = _WHILE_ITSELF.fullmatch(line)
    if itself:
        # FOW-CONT-WHILE-ITSELF-R: "as long as it is rested (recovered, with no attribute)": the state (the
        # attributes) of the card the change applies to, now.
        ability = continuous(itself.group("rest"), record, text)
        if ability is None or ability.get("scope") not in ("self", "added") or ability.get("as_long_as") or ability.get("state", "any") != "any":
            return None
        how = itself.group("how").lower()
        if how == "with no attribute":
            return ability | {"not_attributes": ["light", "fire", "water", "wind", "darkness"]}
        return ability | {"state": how}
    named_has = re.fullmatch(r"(?P<who>(?:Other )?(?:J/)?resonators) you control with \"(?P<words>[^\"]{1,40})\" in their names? (?P<rest>gain .+)", line, re.I)
    if named_has:
        # fow-r-gains: FOW-CONT-NAME-HAS-R: the group's cards with those words in a name only.
        ability = continuous(f"{named_has.group('who')} you control {named_has.group('rest')}", record, text)
        if ability is None or set(ability) - {"kind", "scope", "text", "atk", "def", "keywords", "resonators_only"}:
            raise Unsupported(f"{line!r}: only ATK/DEF and keywords for a group with words in their names are in the vocabulary")
        return ability | {"name_has": named_has.group("words")}
    attacking = _WHILE_ATTACKING.fullmatch(line)
    if attacking:
        # fow-r-gains: FOW-CONT-WHILE-ATTACKING-R: only the J/resonators of the scope that are attacking now.
        ability = continuous(attacking.group("rest"), record, text)
        if ability is None or ability.get("as_long_as") or ability.get("state", "any") != "any" or ability.get("must_attack") or ability.get("scope") == "added":
            raise Unsupported(f"{line!r}: a change while attacking with a condition of its own is not in the vocabulary")
        if set(ability) - {"kind", "scope", "text", "atk", "def", "keywords", "resonators_only", "attributes", "races"}:
            raise Unsupported(f"{line!r}: only ATK/DEF and keywords while attacking are in the vocabulary")
        return ability | {"state": "attacking"}
    gains_cannot = _GAINS_CANNOT_BE.fullmatch(line)
    if gains_cannot:
        # FOW-GAINS-CANNOT-BE-R: gaining the ability "This card cannot be blocked (attacked)." is having it
        # (FOW-UNBLOCKABLE-R, FOW-UNATTACKABLE-R) while the ability that gives it applies.
        gained = continuous(f"This card cannot be {gains_cannot.group('what')}", record, text)
        stat = continuous(f"This card gains {gains_cannot.group('stat')}", record, text)
        if gained is None or stat is None:
            return None
        return stat | {k: v for k, v in gained.items() if k in ("unblockable", "unattackable")}
    j_ruler = _J_RULER_WHILE.fullmatch(line)
    if j_ruler:
        # FOW-J-RULER-WHILE-ATTRIBUTE-R: a player controls one J-ruler at most: the J-rulers of that attribute
        # you control gain it (the attribute it has now, CR 909.4).
        ability = continuous(f"{j_ruler.group('attr')} J/resonators you control {j_ruler.group('rest')}", record, text)
        if ability is None or set(ability) - {"kind", "scope", "text", "atk", "def", "keywords", "attributes"}:
            raise Unsupported(f"{line!r} for a J-ruler is not in the vocabulary")
        return ability | {"j_rulers_only": True}
    during = re.fullmatch(r"(?P<rest>.+? gains? .+?),? during your (?P<opp>opponent's )?turn", line, re.I)
    if during and not re.search(r"\bas long as\b|^If ", during.group("rest"), re.I):
        # FOW-DURING-YOUR-TURN-R: the change applies while it is its controller's (opponent's) turn.
        rest = during.group("rest")
        ability = continuous(re.sub(r"^(This card) gain\b", r"\1 gains", rest[0].upper() + rest[1:]), record, text)
        if ability is None or ability.get("as_long_as") or ability.get("must_attack"):
            raise Unsupported(f"{line!r}: a change during a turn with a condition of its own is not in the vocabulary")
        ability["as_long_as"] = {"turn": "opponents" if during.group("opp") else "yours"}
        return ability
    match = (
        re.fullmatch(r'As long as (?P<cond>(?:[^,"]|"[^"]*")+), (?P<rest>.+)', line, re.I)
        # FOW-MISPRINT-R: a stray comma before "as long as" ("gains [Swiftness], as long as ...").
        or re.fullmatch(r'(?P<rest>.+?),? as long as (?P<cond>(?:[^,"]|"[^"]*")+)', line, re.I)
        # FOW-CONT-WHILE-R: "If <condition>, X gains ..." / "X gains ... if <condition>" of a continuous
        # ability applies while the condition holds, like "as long as".
        or re.fullmatch(rf'If (?P<cond>{_CONT_IF}), (?P<rest>.+)', line, re.I)
        or re.fullmatch(rf'(?P<rest>.+? gains? \[[^\]]+\](?: and \[[^\]]+\])*) if (?P<cond>{_CONT_IF})', line, re.I)
    )
    if match:
        rest = match.group("rest")
        if re.match(r"it\b", rest) and re.fullmatch(rf"there are no (?:{COUNTER_WORDS_RE}|\[[+-]?\d{{1,5}}/[+-]?\d{{1,5}}\]) counters on this card", match.group("cond"), re.I):
            # fow-n-counters: FOW-NO-COUNTERS-R: "As long as there are no <name> counters on this card, it ...": "it"
            # is this card, the only card the line names.
            rest = "This card" + rest[2:]
        ability = continuous(rest[0].upper() + rest[1:], record, text)
        if ability is None:
            return None
        if ability.get("must_attack"):
            raise Unsupported("'must attack as long as' is not in the vocabulary")
        if ability.get("as_long_as"):
            raise Unsupported(f"{line!r}: a change with two conditions is not in the vocabulary")
        # FOW-CONT-WHILE-R: also "your ruler is "NAME"" as a cost reduction reads it (FOW-PLAY-LESS-R).
        ability["as_long_as"] = play_condition(match.group("cond"))
        if ability["as_long_as"].get("total_atk") and (ability.get("atk") or ability.get("def") or ability.get("per") or ability.get("with_keyword") or ability.get("without_keyword")):
            # fow-r-gains: FOW-COND-TOTAL-ATK-R: a change of ATK/DEF under a condition on ATK would depend on itself.
            raise Unsupported("an ATK/DEF change as long as a total ATK is more than N is not in the vocabulary")
        return ability
    if re.fullmatch(r"This card can block while rested", line, re.I):
        # fow-n-static: FOW-BLOCK-RESTED-R (CR 804.3 a recovered J/resonator blocks; the card's text takes precedence, CR 104.1).
        return {"kind": "continuous", "scope": _self_or_added("this card", record), "text": text, "block_rested": True}
    race_swap = re.fullmatch(r"Each (?P<lose>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}) resonator loses (?P=lose) and gains (?P<gain>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2})", line)
    if race_swap:
        # fow-s-grimm-a: FOW-CONT-RACE-CHANGE-R: every player's resonators of that race (CR 909.1c), while it applies.
        lose, gain = race_swap.group("lose"), race_swap.group("gain")
        if not {lose, gain} <= KNOWN_RACES.get() or lose == gain:
            raise Unsupported(f"{line!r}: a race this database does not print is not in the vocabulary")
        change = {"lose": [lose], "gain": [gain]}
        return {"kind": "continuous", "scope": "all_j_resonators", "resonators_only": True, "races": [lose], "race_change": change, "text": text}
    grouped = re.fullmatch(r"(?P<attr>light|fire|water|wind|darkness) (?P<noun>J/resonators|resonators) cannot (?P<what>attack or block|attack|block)", line, re.I)
    if grouped:
        # fow-n-static: FOW-GROUP-CANNOT-ATTACK-R: every player's J/resonators (resonators) of that attribute, now.
        what = grouped.group("what").lower()
        forbidding: dict[str, Any] = {"kind": "continuous", "scope": "all_j_resonators", "attributes": [grouped.group("attr").lower()], "text": text}
        forbidding |= {"resonators_only": True} if grouped.group("noun").lower() == "resonators" else {}
        return forbidding | {k: True for k, on in (("cannot_attack", "attack" in what), ("cannot_block", "block" in what)) if on}
    flying = re.fullmatch(r"(?P<who>This card|J/resonators you control) can block (?P<what>J/resonators|resonators) with \[Flying\]", line, re.I)
    if flying:
        # fow-n-static: FOW-BLOCK-FLYING-R (CR 1107.2, 104.1): the J/resonators of the scope may block an attacker of
        # that kind with [Flying] though they have no [Flying].
        who = flying.group("who")
        scope = _self_or_added(who, record) if who.lower() == "this card" else "your_j_resonators"
        return {"kind": "continuous", "scope": scope, "text": text, "block_flying": flying.group("what").lower().replace("/", "_")}
    barred = re.fullmatch(r"(?:(?P<opp>J/resonators your opponent controls)|Non-(?P<attr>light|fire|water|wind|darkness) J/resonators) lose and cannot gain (?P<kws>\[[A-Za-z ]+\](?: and \[[A-Za-z ]+\])?)", line, re.I)
    if barred:
        # fow-n-static: FOW-LOSE-CANNOT-GAIN-R (CR 909.1d): the J/resonators of the scope (the opponent's; every
        # player's without that attribute, FOW-CONT-NON-R) have none of these keywords while it applies.
        keywords = keywords_of(barred.group("kws"))
        if any(k not in ("flying", "swiftness") for k in keywords):
            raise Unsupported(f"losing {barred.group('kws')!r} for good is not in the vocabulary")
        if barred.group("opp"):
            return {"kind": "continuous", "scope": "opponent_j_resonators", "text": text, "cannot_have": keywords}
        return {"kind": "continuous", "scope": "all_j_resonators", "not_attributes": [barred.group("attr").lower()], "text": text, "cannot_have": keywords}
    if re.fullmatch(r"Your opponent must block this card if able", line, re.I):
        # FOW-MUST-BLOCK-R: while this card attacks, its controller's opponent must block it if able.
        if record["types"][0] not in ("resonator", "j_ruler"):
            raise Unsupported(f"a {record['types'][0]} that must be blocked is not in the vocabulary")
        return {"kind": "continuous", "scope": "self", "must_be_blocked": True, "text": text}
    lure = re.fullmatch(r"(?P<who>Your opponent|Resonators your opponent controls) must attack this card if able", line, re.I)
    if lure:
        # fow-y-cant: FOW-MUST-BE-ATTACKED-R: the opponent's J/resonators (resonators) that can attack it must attack it.
        if record["types"][0] not in ("resonator", "j_ruler"):
            raise Unsupported(f"a {record['types'][0]} that must be attacked is not in the vocabulary")
        return {"kind": "continuous", "scope": "self", "must_be_attacked": "resonator" if lure.group("who").lower().startswith("resonators") else "j_resonator", "text": text}
    if re.fullmatch(r"As you choose a card to attack, you must choose this card if able", line, re.I):
        # FOW-MUST-CHOOSE-ATTACKER-R: a J/resonator its controller must choose as the attacker if able.
        if record["types"][0] not in ("resonator", "j_ruler"):
            raise Unsupported(f"a {record['types'][0]} that must be chosen to attack is not in the vocabulary")
        return {"kind": "continuous", "scope": "self", "must_be_chosen": True, "text": text}
    if re.fullmatch(r"Cards in your graveyard cannot be removed from the game by spells or abilities your opponent controls", line, re.I):
        # fow-hero3: FOW-GRAVEYARD-KEPT-R: no spell or ability of the opponent removes a card of its controller's graveyard.
        return {"kind": "continuous", "graveyard_kept": True, "text": text}
    if re.fullmatch(r"You cannot call magic stones", line, re.I):
        # FOW-NO-STONE-CALL-R: its controller calls no magic stone while the ability applies.
        return {"kind": "continuous", "no_stone_call": True, "text": text}
    if re.fullmatch(r"If you would roll one or more dice (?:using|with) (?:\[Force\]|Force), roll that many dice plus one inst(?:ea|ae)d", line, re.I):
        # fow-v-draw: FOW-FORCE-DICE-PLUS-R: a replacement of the dice its controller rolls for [Force] (CR 1023.2: "Force").
        return {"kind": "continuous", "force_dice_plus": True, "text": text}
    match = re.fullmatch(r"You gain \[(?P<a>Passion|Calmness)\](?: and \[(?P<b>Passion|Calmness)\])?", line, re.I)
    if match and (match.group("b") or "").lower() != match.group("a").lower():
        # fow-y-cond: FOW-COND-PLAYER-MARK-R: its controller has that keyword (those keywords) while it applies.
        return {"kind": "continuous", **{f"you_{k.lower()}": True for k in (match.group("a"), match.group("b")) if k}, "text": text}
    if re.fullmatch(r"You gain \[Barrier\]", line, re.I):
        # fow-p-static: FOW-BARRIER-YOU-R: its controller cannot be targeted by spells or abilities of another player.
        return {"kind": "continuous", "you_barrier": True, "text": text}
    if re.fullmatch(r"Magic stones with non-will activate abilities (?:don't|do not) recover during (?:the )?recovery phase", line, re.I):
        # fow-s-grimm-b: FOW-STONES-ACTIVATE-NO-RECOVER-R: every player's magic stones with a (non-will) activate ability.
        return {"kind": "continuous", "no_recover_activate_stones": True, "text": text}
    barred = re.fullmatch(r"Players cannot play activate abilities of resonators they control unless they control (?P<what>.+)", line, re.I)
    if barred:
        # fow-y-cant: FOW-ACTIVATE-UNLESS-CONTROL-R: the condition is read for the player who would play the ability.
        held = play_condition(f"you control {barred.group('what')}")
        if set(held) != {"count", "at_least"} or held["count"].get("whose") != "you" or set(held["count"]) - {"what", "whose", "races"}:
            raise Unsupported(f"'unless they control {barred.group('what')}' is not in the vocabulary")
        return {"kind": "continuous", "activate_resonators_unless": held, "text": text}
    if re.fullmatch(r"Entities your opponent controls cannot be recovered by spells or abilities", line, re.I):
        # fow-y-cant: FOW-OPP-UNRECOVERABLE-R: no spell or ability recovers an entity its controller's opponent controls.
        return {"kind": "continuous", "opponent_entities_unrecoverable": True, "text": text}
    if re.fullmatch(r"Your opponent cannot recover entities in a phase other than their recovery phase", line, re.I):
        # fow-y-cant: FOW-OPP-RECOVER-PHASE-ONLY-R: the opponent's spells and abilities recover no entity outside their recovery phase.
        return {"kind": "continuous", "opponent_recover_phase_only": True, "text": text}
    if re.fullmatch(r"Your opponent cannot gain life", line, re.I):
        # fow-y-cant: FOW-OPP-NO-LIFE-GAIN-R: its controller's opponent gains no life while the ability applies.
        return {"kind": "continuous", "opponent_no_life_gain": True, "text": text}
    if re.fullmatch(r"Players cannot gain life", line, re.I):
        # FOW-NO-LIFE-GAIN-R: no player gains life while the ability applies.
        return {"kind": "continuous", "no_life_gain": True, "text": text}
    match = re.fullmatch(rf"If (?P<who>{_SELF_OR_ADDED}) would deal damage, it deals that much \+(?P<n>\d{{1,5}}) instead", line, re.I)
    if match:
        # FOW-DAMAGE-PLUS-R: a replacement effect on the damage this card (or the added one) deals.
        return {"kind": "continuous", "scope": _self_or_added(match.group("who"), record), "damage_plus": _hundreds_of(match.group("n")), "text": text}
    match = re.fullmatch(r"If an? (?P<who>(?:[a-z]+ )?(?:[A-Z][\w'-]* )*(?:J/)?resonator) you control would deal damage, it deals that much \+(?P<n>\d{1,5}) instead", line)
    if match:
        # FOW-DAMAGE-PLUS-GROUP-R: the replacement of FOW-DAMAGE-PLUS-R on the damage each J/resonator (resonator)
        # of a group you control deals ("a fire J/resonator": each one).
        return {"kind": "continuous", **_group("each " + match.group("who"), "you control"), "damage_plus": _hundreds_of(match.group("n")), "text": text}
    match = re.fullmatch(r"If an? (?P<attr>light |fire |water |wind |darkness )?(?P<what>chant|normal spell|rune)(?P<yours> you control)? would deal damage, it deals that much (?:\+|plus )(?P<n>\d{1,5}) instead", line)
    if match:
        # fow-p-static: FOW-DAMAGE-PLUS-CHANT-R: FOW-DAMAGE-PLUS-R's replacement on the damage of chant cards (a normal
        # spell's damage is a chant card's, as FOW-PREVENT-FROM-R reads it), of an attribute, its controller's;
        # fow-t-replace: FOW-DAMAGE-PLUS-RUNE-R: of rune cards (CR 202.2: a card of the type rune, alone or beside chant).
        by: dict[str, Any] = {"kinds": ["rune" if match.group("what") == "rune" else "chant"]} | ({"attributes": [match.group("attr").strip()]} if match.group("attr") else {})
        return {"kind": "continuous", "damage_plus": _hundreds_of(match.group("n")), "damage_plus_by": by, "text": text} | ({"damage_plus_yours": True} if match.group("yours") else {})
    match = re.fullmatch(r"If this card would deal damage to (?P<to>.+?), it deals double that much(?: damage)? instead", line, re.I)
    if match:
        # FOW-DAMAGE-DOUBLE-R: a replacement effect on the damage this J/resonator deals to some players or cards.
        _self_or_added("this card", record)
        return {"kind": "continuous", "scope": "self", "text": text, "damage_double": damaged_filter(match.group("to"))}
    match = re.fullmatch(r"If this card would deal damage to (?P<to>.+?), put a \[-100/-100\] counter on (?:that|the) (?:J/)?resonator for each 100 damage instead", line, re.I)
    if match:
        # fow-u-replace: FOW-DAMAGE-TO-COUNTERS-R: a replacement converting the damage this J/resonator deals to J/resonators.
        _self_or_added("this card", record)
        to = damaged_filter(match.group("to"))
        if to.get("opponent"):
            raise Unsupported("damage converted to counters on a player is not in the vocabulary")
        return {"kind": "continuous", "scope": "self", "text": text, "damage_counters": to}
    # fow-n-counters: "its controller's recovery phase" is the one it recovers in (the turn player's, CR 501.2) -- the same.
    match = re.fullmatch(r"(?P<who>This card|Added resonator|Added J/resonator) (?:doesn't|does not|cannot) recover during (?:the |its controller's )?recovery phase", line, re.I)
    if match:
        # FOW-NO-RECOVER-CONT-R: it stays rested in its controller's recovery phase while the ability applies.
        return {"kind": "continuous", "scope": _self_or_added(match.group("who"), record), "text": text, "no_recovery_phase": True}
    match = re.fullmatch(r"(?P<what>Attacking|Blocking) (?:doesn't|does not) cause this card to rest", line, re.I)
    if match and record["types"][0] in ("resonator", "j_ruler"):
        # fow-reiya-lapis: FOW-BATTLE-NO-REST-R (CR 803.3a, 804.4 rest it; the card's text takes precedence, CR 104.1).
        return {"kind": "continuous", "scope": "self", "text": text, f"{match.group('what').lower()[:-3]}_unrested": True}
    match = re.fullmatch(r"(?:Each of your turns, )?this card can attack up to (?P<n>two|three|four|five|six|seven|eight|\d{1,2}) times(?: during your main phase)?", line, re.I)
    if match and record["types"][0] in ("resonator", "j_ruler"):
        # fow-s-grimm-a: FOW-ATTACK-UP-TO-R (CR 1183.2, 1415.8): attacks happen only in its controller's main phase (CR 801.1).
        n = match.group("n").lower()
        return {"kind": "continuous", "scope": "self", "text": text, "max_attacks": int(n) if n.isdigit() else _TOP_COUNTS[n]}
    match = re.fullmatch(r"(?P<who>This card|Added resonator|Added J/resonator) cannot attack (?P<what>your opponent|resonators)", line, re.I)
    if match:
        # FOW-CANNOT-ATTACK-WHAT-R: an attacked object it is never declared attacking (CR 803.3b, 104.4).
        flag = "cannot_attack_opponent" if match.group("what").lower() == "your opponent" else "cannot_attack_resonators"
        return {"kind": "continuous", "scope": _self_or_added(match.group("who"), record), "text": text, flag: True}
    match = re.fullmatch(r"(?P<who>This card|Added resonator|Added J/resonator) cannot (?P<what>attack or block|attack|block)", line, re.I)
    if match:
        scope = _self_or_added(match.group("who"), record)
        what = match.group("what").lower()
        flags = {"cannot_attack": "attack" in what, "cannot_block": "block" in what}
        return {"kind": "continuous", "scope": scope, "text": text} | {k: v for k, v in flags.items() if v}
    match = re.fullmatch(r"(?P<who>This card|Added resonator|Added J/resonator) gains \[Barrier\] \((?P<kind>Chant|Resonator)\)", line, re.I)
    if match:
        # fow-x-ruler: FOW-BARRIER-KIND-WHILE-R: a [Barrier] (Chant) / (Resonator) a continuous ability gives, while it applies.
        return {"kind": "continuous", "scope": _self_or_added(match.group("who"), record), "text": text, "barrier_kinds": [match.group("kind").lower()]}
    match = re.fullmatch(r"(?P<who>.+?) (?P<whose>you control) gain \[Barrier\] (?:\((?P<kind>Chant|Resonator)\)|\{(?P<attr>[WRUGB])\})", line)
    if match:
        # fow-y-abc: FOW-GROUP-BARRIER-R: a [Barrier] (Chant) / (Resonator) / {<attribute>} for a filtered group you control
        # (FOW-CONT-FILTER-R); a group named by a race alone reaches every card of it in the field.
        barrier_group = _group(match.group("who"), match.group("whose"))
        barrier_kind = match.group("kind").lower() if match.group("kind") else {"W": "light", "R": "fire", "U": "water", "G": "wind", "B": "darkness"}[match.group("attr")]
        ability = {"kind": "continuous", "text": text, **barrier_group, "barrier_kinds": [barrier_kind]}
        if not _NOUN_END.search(match.group("who")):
            if ability.get("resonators_only"):
                raise Unsupported(f"the group {match.group('who')!r} is not in the vocabulary")
            ability["any_card"] = True
        return ability
    match = re.fullmatch(r"(?P<who>This card|Added (?:J/)?resonator) cannot be targeted by (?P<by>(?:light|fire|water|wind|darkness)(?: or (?:light|fire|water|wind|darkness))*) spells or abilities", line, re.I)
    if match:
        # fow-y-cant: FOW-UNTARGETABLE-BY-ATTR-R: "<attribute(s)> spells or abilities" -- a spell of one of them, or an ability
        # whose source has one (CR 901.1e), as FOW-UNTARGETABLE-BY-R's "<X> spells or <X> card's abilities".
        return {"kind": "continuous", "scope": _self_or_added(match.group("who"), record), "text": text, "untargetable_by": source_filter(match.group("by"))}
    match = _UNTARGETABLE_BY.fullmatch(line)
    if match:
        # FOW-UNTARGETABLE-BY-R: not a target of any player's spells or abilities of cards like these (and, when
        # it says so, no damage dealt to it by such cards, FOW-PREVENT-CONT-R).
        ability = {"kind": "continuous", "scope": _self_or_added(match.group("who"), record), "text": text, "untargetable_by": source_filter(match.group("by"))}
        if match.group("by2").lower() != match.group("by").lower():
            raise Unsupported(f"'{match.group('by')} spells or {match.group('by2')} card's abilities' is not in the vocabulary")
        if match.group("dmg"):
            ability["prevent_damage"] = source_filter(match.group("dmg"))
        if match.group("stat"):
            # "gains [+N/+N], cannot be targeted by ...": the ATK/DEF change of the same ability.
            changed = continuous(f"{match.group('who')} gains {match.group('stat')}", record, text)
            if changed is None:
                raise Unsupported(f"'{match.group('who')} gains {match.group('stat')}' is not in the vocabulary")
            ability.update({k: changed[k] for k in ("atk", "def") if k in changed})
        return ability
    match = re.fullmatch(rf"If damage would be dealt to (?P<who>{_SELF_OR_ADDED}), prevent (?P<n>\d{{1,5}}) of it", line, re.I)
    if match:
        # FOW-PREVENT-PART-R: a continuous prevention of N of each damage to this card (the added one).
        return {"kind": "continuous", "scope": _self_or_added(match.group("who"), record), "text": text, "prevent_damage": {"amount": _hundreds_of(match.group("n"))}}
    match = re.fullmatch(
        r"Prevent all (?P<nb>non-battle )?damage that would be dealt to (?P<who>this card|added (?:J/)?resonator|you|J/resonators you control)"
        r"(?: by (?:(?P<attr>light|fire|water|wind|darkness) (?P<noun>resonators|J/resonators|cards)|(?P<kind>resonators|J-rulers|chants)(?: with total cost (?P<cost>\d{1,2}) or less)?))?"
        r"(?: during your (?P<opp>opponent's )?turn)?",
        line,
        re.I,
    )
    if match:
        # FOW-PREVENT-CONT-R: a prevention that lasts as long as the ability applies (FOW-PREVENT-FROM-R: by
        # resonators, J-rulers or chants; during a player's turn).
        shield: dict[str, Any] = {"non_battle": True} if match.group("nb") else {}
        if match.group("attr"):
            noun = match.group("noun").lower()
            shield |= {"attributes": [match.group("attr").lower()]} | ({} if noun == "cards" else {"kinds": ["j_resonator" if noun.startswith("j/") else "resonator"]})
        if match.group("kind"):
            shield["kinds"] = [{"resonators": "resonator", "j-rulers": "j_ruler", "chants": "chant"}[match.group("kind").lower()]]
        if match.group("cost"):
            shield["max_cost"] = int(match.group("cost"))  # fow-t-replace: FOW-PREVENT-FROM-COST-R
        if "during" in line.lower():
            shield["turn"] = "opponents" if match.group("opp") else "yours"
        who = match.group("who").lower()
        if who == "you":
            return {"kind": "continuous", "text": text, "prevent_to_you": shield}
        if who.endswith("you control"):
            return {"kind": "continuous", "scope": "your_j_resonators", "text": text, "prevent_damage": shield}
        return {"kind": "continuous", "scope": _self_or_added(match.group("who"), record), "text": text, "prevent_damage": shield}
    match = re.fullmatch(r"Prevent the first damage that would be dealt to (?P<who>this card|you) each turn", line, re.I)
    if match:
        # FOW-PREVENT-FIRST-R: the first damage to this J/resonator (to its controller) each turn.
        if match.group("who").lower() == "you":
            return {"kind": "continuous", "text": text, "prevent_to_you": {"first": True}}
        return {"kind": "continuous", "scope": _self_or_added("this card", record), "text": text, "prevent_damage": {"first": True}}
    match = re.fullmatch(r"If this card would be dealt (?P<n>\d{1,5}) or less damage, prevent it", line, re.I)
    if match:
        # FOW-PREVENT-UPTO-R: all of a damage to this J/resonator of at most N.
        return {"kind": "continuous", "scope": _self_or_added("this card", record), "text": text, "prevent_damage": {"at_most": _hundreds_of(match.group("n"))}}
    match = re.fullmatch(r"If damage would be dealt to you(?P<spell> by a normal spell)?, prevent (?P<n>\d{1,5}) of it", line, re.I)
    if match:
        # FOW-PREVENT-PART-R: N of each damage to the controller (FOW-PREVENT-FROM-R: by a normal spell, a
        # non-resonator spell (CR 1406.2): a chant).
        shield = {"amount": _hundreds_of(match.group("n"))} | ({"kinds": ["chant"]} if match.group("spell") else {})
        return {"kind": "continuous", "text": text, "prevent_to_you": shield}
    if re.fullmatch(r"Prevent all damage that would be dealt by normal spells to resonators you control", line, re.I):
        # FOW-PREVENT-FROM-R: no damage whose source is a chant (CR 1406.2) to its controller's resonators.
        return {"kind": "continuous", "scope": "your_j_resonators", "resonators_only": True, "text": text, "prevent_damage": {"kinds": ["chant"]}}
    match = re.fullmatch(r"If damage would be dealt to (?:you|an? (?P<group>\"[^\"]{1,80}\"|[\w' -]{1,60}?) you control), it(?:'s| is) dealt to this card instead", line, re.I)
    if match:
        # FOW-REDIRECT-R: damage to its controller, or to a J/resonator of a name or race they control, dealt
        # to this J/resonator instead.
        _self_or_added("this card", record)
        group = match.group("group")
        if group is None:
            redirect: dict[str, Any] = {"you": True}
        elif group.startswith('"'):
            redirect = {"names": [group.strip('"')]}
        else:
            redirect = {"races": source_filter(group).get("races") or []}
            if not redirect["races"]:
                raise Unsupported(f"damage to {group!r} dealt to this card instead is not in the vocabulary")
        return {"kind": "continuous", "scope": "self", "text": text, "redirect": redirect}
    if re.fullmatch(r"Your J/ruler cannot be targeted by (?:your opponent's spells or abilities|spells or abilities your opponent controls)", body.strip().rstrip("."), re.I):
        # FOW-KW-BARRIER-READ-R: your J-ruler in the field gains [Barrier]; your ruler in its ruler area is
        # never a target of the vocabulary.
        return {"kind": "continuous", "scope": "your_j_resonators", "j_rulers_only": True, "keywords": ["barrier"], "text": text}
    match = re.fullmatch(rf"Prevent all battle damage that would be dealt (?:to or dealt by|to or by|by or to) (?P<who>{_SELF_OR_ADDED})", line, re.I)
    if match:
        # FOW-PREVENT-R: a continuous prevention of all battle damage to and by this card (or the added one).
        return {"kind": "continuous", "scope": _self_or_added(match.group("who"), record), "prevent_battle": True, "text": text}
    match = re.fullmatch(r"(?P<who>This card|Resonators|J/resonators) must attack if able", line, re.I)
    if match:
        # FOW-BATTLE-8: this card, or every player's (J/)resonators, must attack if able.
        if match.group("who").lower() == "this card":
            if record["types"][0] not in ("resonator", "j_ruler"):
                raise Unsupported(f"a {record['types'][0]} that must attack is not in the vocabulary")
            return {"kind": "continuous", "scope": "self", "must_attack": True, "text": text}
        group = {"resonators_only": True} if match.group("who").lower() == "resonators" else {}
        return {"kind": "continuous", "scope": "all_j_resonators", "must_attack": True, "text": text} | group
    match = re.fullmatch(r"This card cannot be blocked by (?P<by>.+)", line, re.I)
    if match and record["types"][0] in ("resonator", "j_ruler"):
        # FOW-UNBLOCKABLE-BY-R: not by blockers of a filter.
        return {"kind": "continuous", "scope": "self", "text": text, "unblockable_by": blocker_filter(match.group("by"))}
    match = re.fullmatch(r"(?P<who>Added (?:J/)?resonator) cannot be attacked or targeted by spells or abilities your opponent controls", line, re.I)
    if match:
        # fow-y-cant: FOW-ADDED-UNATTACKABLE-BARRIER-R: the added J/resonator cannot be attacked (FOW-UNATTACKABLE-R) and
        # has [Barrier] (FOW-KW-BARRIER-READ-R), as FOW-ADDED-IF-RACE-R's clause of the same words.
        return {"kind": "continuous", "scope": _self_or_added(match.group("who"), record), "text": text, "unattackable": True, "keywords": ["barrier"]}
    if re.fullmatch(r"This card cannot be returned to its owner's hand", line, re.I):
        # fow-y-cant: FOW-UNRETURNABLE-R: no effect or cost moves this J/resonator from the field to its owner's hand.
        if record["types"][0] not in ("resonator", "j_ruler"):
            raise Unsupported(f"a {record['types'][0]} that cannot be returned to its owner's hand is not in the vocabulary")
        return {"kind": "continuous", "scope": "self", "text": text, "unreturnable": True}
    match = re.fullmatch(r"This card cannot be (?P<what>attacked|blocked)", line, re.I)
    if match:
        if record["types"][0] not in ("resonator", "j_ruler"):
            raise Unsupported(f"a {record['types'][0]} that cannot be {match.group('what')} is not in the vocabulary")
        flag = "unattackable" if match.group("what").lower() == "attacked" else "unblockable"
        return {"kind": "continuous", "scope": "self", "text": text, flag: True}
    match = re.fullmatch(r"J/resonators your opponent controls cannot attack or block this card", line, re.I)
    if match:
        # fow-wide6: FOW-OPP-CANNOT-ATTACK-BLOCK-R: only the other player's J/resonators may attack or block it.
        if record["types"][0] not in ("resonator", "j_ruler"):
            raise Unsupported(f"a {record['types'][0]} that cannot be attacked or blocked is not in the vocabulary")
        return {"kind": "continuous", "scope": "self", "text": text, "unattackable": True, "unblockable": True}
    match = _EVERY.fullmatch(line)
    if match:
        # FOW-CONT-EVERY-R: "Resonators gain [-200/-200]", "Darkness resonators gain [+200/+200]" -- every
        # player's resonators in the field (of that attribute), while the source is in the field.
        ability = {"kind": "continuous", "scope": "all_j_resonators", "resonators_only": True, "text": text}
        if match.group("attr"):
            ability["attributes"] = [match.group("attr").lower()]
        if match.group("other"):
            ability["scope"] = "all_other_j_resonators"
        return _stat_change(ability, match)
    match = _NON.fullmatch(line)
    if match:
        # FOW-CONT-NON-R: "Non-darkness resonators gain [-200/-200]" -- every player's resonators (or
        # J/resonators) without that attribute.
        ability = {"kind": "continuous", "scope": "all_j_resonators", "not_attributes": [match.group("attr").lower()], "text": text}
        if match.group("noun").lower() == "resonators":
            ability["resonators_only"] = True
        ability = _stat_change(ability, match)
        if ability.get("keywords") or ability.get("untargetable"):
            raise Unsupported("keywords for every player's J/resonators of a group are not in the vocabulary")
        return ability
    match = re.fullmatch(r"Other J-rulers you control (?P<rest>gain \[[A-Za-z]+\])", line, re.I)
    if match:
        # fow-y-abc: FOW-OTHER-J-RULERS-GAIN-R: each other J-ruler in its controller's field (CR 202.2d: a player may control
        # several), one keyword only.
        ability = continuous(f"Other J/resonators you control {match.group('rest')}", record, text)
        if ability is None or set(ability) - {"kind", "scope", "text", "keywords"} or ability.get("scope") != "your_other_j_resonators" or len(ability.get("keywords", [])) != 1:
            raise Unsupported(f"{line!r} for other J-rulers is not in the vocabulary")
        return ability | {"j_rulers_only": True}
    match = re.fullmatch(r"(?:J-rulers you control|Your J-ruler) (?P<rest>gains? .+)", line, re.I)
    if match:
        # FOW-J-RULERS-GAIN-R: your J-ruler in the field (never your ruler in its ruler area); "Your J-ruler
        # gains" says the same of the one J-ruler a player controls (CR 202.2d).
        ability = continuous(f"J/resonators you control {match.group('rest')}", record, text)
        if ability is None or set(ability) - {"kind", "scope", "text", "atk", "def", "keywords"}:
            raise Unsupported(f"{line!r} for J-rulers is not in the vocabulary")
        return ability | {"j_rulers_only": True}
    # FOW-KW-TALES-VILLAINS-R: "J/resonators with [Tales] you control" is "... you control with [Tales]".
    line = re.sub(r"^((?:other )?(?:J/)?resonators) (with|without) (\[[A-Za-z ]+\]) (you control|your opponent controls) ", r"\1 \4 \2 \3 ", line, flags=re.I)
    match = _STATIC.fullmatch(line)
    if match is None:
        match = _GROUP.fullmatch(line)
        if match is None:
            return None
        ability = {"kind": "continuous", "text": text} | _group(match.group("who"), match.group("whose"))
        ability = _stat_change(ability, match)
        if match.group("cntstat") or match.group("cntname"):
            # fow-w-counters: FOW-CONT-WITH-COUNTER-R: the cards of the group with one or more counters of that kind.
            if match.group("kw"):
                raise Unsupported("FOW-CONT-WITH-COUNTER-R: a group chosen by a keyword and by its counters is not in the vocabulary")
            ability["with_counter"] = match.group("cntname").lower() if match.group("cntname") else stat_counter_key(match.group("cntstat"))
        if match.group("kw"):
            # FOW-CONT-KEYWORD-FILTER-R: "... with [Flying] gain [+200/+200]": ATK/DEF only (a keyword or
            # status given to cards chosen by their keywords would depend on itself).
            if set(ability) - {"kind", "text", "scope", "resonators_only", "attributes", "races", "atk", "def", "keywords"}:
                raise Unsupported("a keyword or status for J/resonators chosen by a keyword is not in the vocabulary")
            keyword = filter_keyword(match.group("kw"))
            if ability.get("keywords") and (match.group("kwway").lower() != "with" or keyword in ability["keywords"] or set(ability["keywords"]) & {"quickcast", "remnant"}):
                # fow-r-gains: FOW-KEYWORD-GRANTS-BY-KEYWORD-R: keywords only for cards "with" another keyword (that grow
                # the keywords the filter reads, never take one away).
                raise Unsupported("keywords for J/resonators without a keyword, or with the keyword given, are not in the vocabulary")
            ability["with_keyword" if match.group("kwway").lower() == "with" else "without_keyword"] = keyword
        if not _NOUN_END.search(match.group("who")) and (ability.get("untargetable") or set(ability.get("keywords", [])) & {"barrier", "eternal", "quickcast", "remnant"}):
            # A bare race may name cards that are not J/resonators (a "Castle" addition): the group reaches
            # every card of it in the field (FOW-CONT-FILTER-R); a keyword of a card in a hand is refused.
            if "quickcast" in ability.get("keywords", []) or "remnant" in ability.get("keywords", []):
                raise Unsupported(f"[{ability['keywords'][0]}] for every {match.group('who')!r} (which matters to cards in a hand) is not in the vocabulary")
            if ability.get("resonators_only"):
                raise Unsupported(f"the group {match.group('who')!r} is not in the vocabulary")
            ability["any_card"] = True
        return ability
    scope = _CONTINUOUS_SCOPES[match.group("who").lower()]
    if scope == "added" and record["types"] != ["addition"]:
        raise Unsupported("only additions affect the card they are added to")
    if scope == "self" and record["types"][0] not in ("resonator", "j_ruler"):
        raise Unsupported("only a J/resonator's own ATK/DEF and keywords are in the vocabulary")
    return _stat_change({"kind": "continuous", "scope": scope, "text": text}, match)


_UNTARGETABLE_BY = re.compile(
    r"(?P<who>this card|added (?:J/)?resonator|(?:the )?resonator with this) (?:gains (?P<stat>\[[+-]?\d{1,5}/[+-]?\d{1,5}\]),? )?cannot be targeted by (?P<by>[\w ]+?) spells or (?P<by2>[\w ]+?) card's abilities"
    r"(?: and prevent all damage that would be dealt to (?:this card|it) by (?P<dmg>[\w ]+?) cards)?",
    re.I,
)


def source_filter(words: str) -> dict[str, Any]:
    """FOW-UNTARGETABLE-BY-R: "light", "darkness or fire", "Vampire" -- the cards whose spells, abilities or
    damage a continuous ability names: attributes, or races of the database, joined by "or" (not both)."""
    names = [w.strip() for w in re.split(r"\s+or\s+", words.strip(), flags=re.I)]
    attributes = [n.lower() for n in names if n.lower() in ATTRIBUTE_WORDS]
    races = [n for n in names if n.lower() not in ATTRIBUTE_WORDS]
    if attributes and races:
        raise Unsupported(f"{words!r}: attributes and races together are not in the vocabulary")
    for race in races:
        if not re.fullmatch(r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)*", race) or (KNOWN_RACES.get() and race not in KNOWN_RACES.get()):
            raise Unsupported(f"{race!r} is neither an attribute nor a race of this database")
    return {"attributes": attributes} if attributes else {"races": races}


_ADDED_IF_RACE = re.compile(
    r"(?P<first>Added (?:J/)?resonator gains? [^.]+)\. If it's an? (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*), "
    r"it (?P<also>also )?gains (?P<second>[^.]+?)(?P<instead> instead)?",
    re.I,
)


def damaged_filter(text: str) -> dict[str, Any]:
    """FOW-DAMAGE-DOUBLE-R: "your opponent or to a resonator", "a J/resonator", "a Dragon or Beast" -- whom
    the doubled damage is dealt to: the opponent, resonators, J/resonators, or J/resonators of races of the
    database (one group of these, or the opponent and resonators); anything else is refused."""
    words = text.strip()
    if re.fullmatch(r"your opponent or to an? resonator", words, re.I):
        return {"opponent": True, "kinds": ["resonator"]}
    match = re.fullmatch(r"an? (?P<noun>resonator|J/resonator)", words, re.I)
    if match:
        return {"kinds": ["j_resonator" if match.group("noun").lower() == "j/resonator" else "resonator"]}
    match = re.fullmatch(r"an? (?P<races>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*(?: or [A-Z][\w'-]*(?: [A-Z][\w'-]*)*)*)", words)
    if match:
        found = source_filter(match.group("races"))
        if found.get("races"):
            return {"kinds": ["j_resonator"], "races": found["races"]}
    raise Unsupported(f"damage dealt double to {words!r} is not in the vocabulary")


_ADDED_IF_RACE_OTHERWISE = re.compile(
    r"(?:(?P<first>Added (?:J/)?resonator (?:gains? \[[^\]]+\]|cannot attack or block|cannot attack|cannot block)) if it'?s an? (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)"
    r"|(?P<race2>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) resonator with this (?P<first2>gains? \[[^\]]+\]|cannot attack or block|cannot be targeted by spells or abilities your opponent controls))\."
    r" Otherwise,? it (?P<second>.+)",
)
_OTHERWISE_CLAUSES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"gains (?P<stat>\[[+-]?\d{1,5}/[+-]?\d{1,5}\])", re.I), "stat"),
    (re.compile(r"cannot be targeted by (?P<by>[\w ]+?) spells or (?P<by2>[\w ]+?) card's abilities", re.I), "untargetable_by"),
    (re.compile(r"prevent (?:any|all) damage (?:it would be dealt|that would be dealt to it) by (?P<dmg>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)", re.I), "prevent"),
    (re.compile(r"cannot be attacked or targeted by spells or abilities your opponent controls", re.I), "unattackable_barrier"),
    (re.compile(r"cannot attack or block", re.I), "cannot_attack_or_block"),
)


def added_if_race_otherwise(match: re.Match[str], record: dict[str, Any], text: str) -> list[dict[str, Any]]:
    """FOW-ADDED-IF-RACE-R: "Added resonator gains A (cannot attack or block) if it's a <Race>. Otherwise, it
    <B>" (or "<Race> resonator with this <A>. Otherwise, it <B>", A also "cannot be targeted by spells or
    abilities your opponent controls", [Barrier]): the first change for a host of that race, the second for any other; B is one or more of "gains
    [+N/+N]", "cannot be targeted by <X> spells or <X> card's abilities" (FOW-UNTARGETABLE-BY-R), "prevent any
    damage it would be dealt by <Races>" (FOW-PREVENT-CONT-R), "cannot be attacked or targeted by spells or
    abilities your opponent controls" (FOW-UNATTACKABLE-R and [Barrier]), "cannot attack or block", joined by commas and "and";
    anything else is refused."""
    race = match.group("race") or match.group("race2")
    if race.lower() in ATTRIBUTE_WORDS or race.lower() in ("dark", "resonator", "j-ruler", "j/resonator") or (KNOWN_RACES.get() and race not in KNOWN_RACES.get()):
        raise Unsupported(f"'if it's {race}' is not a race of this database: not in the vocabulary")
    printed = match.group("first") or f"Added resonator {match.group('first2')}"
    first = continuous(printed, record, text)
    if first is None or first["scope"] != "added" or first.get("as_long_as"):
        raise Unsupported(f"the change {printed!r} is not in the vocabulary")
    second: dict[str, Any] = {"kind": "continuous", "scope": "added", "text": text, "not_races": [race]}
    seen: set[str] = set()
    for clause in re.split(r",\s*(?:it\s+)?|\s+and\s+(?=prevent\b)", match.group("second")):
        found = next(((hit, what) for pattern, what in _OTHERWISE_CLAUSES if (hit := pattern.fullmatch(clause.strip())) is not None), None)
        if found is None:
            raise Unsupported(f"'otherwise, it {clause.strip()}' is not in the vocabulary")
        part, what = found
        if what in seen:
            raise Unsupported(f"a second '{clause.strip()}' is not in the vocabulary")
        seen.add(what)
        if what == "stat":
            changed = continuous(f"Added resonator gains {part.group('stat')}", record, text)
            assert changed is not None
            second.update({k: changed[k] for k in ("atk", "def") if k in changed})
        elif what == "untargetable_by":
            if part.group("by2").lower() != part.group("by").lower():
                raise Unsupported(f"'{part.group('by')} spells or {part.group('by2')} card's abilities' is not in the vocabulary")
            second["untargetable_by"] = source_filter(part.group("by"))
        elif what == "prevent":
            single = singular_race(part.group("dmg"))
            if single is None:
                raise Unsupported(f"damage by {part.group('dmg')!r} (no race of this database) is not in the vocabulary")
            second["prevent_damage"] = {"races": [single]}
        elif what == "cannot_attack_or_block":
            second["cannot_attack"] = second["cannot_block"] = True
        else:
            second["unattackable"] = True
            second["keywords"] = ["barrier"]
    first["races"] = [race]
    return [first, second]


# fow-n-grimm: FOW-ADDED-IF-PRINTED-R.
_ADDED_IF_PRINTED = re.compile(
    r"(?:Added|Resonator with this) (?:resonator )?gains (?P<first>\[[+-]\d{1,5}/[+-]\d{1,5}\]) if it'?s (?P<attr>dark|darkness|light|fire|water|wind)"
    r" and its printed ATK and DEF (?:is|are) \[(?P<atk>\d{1,5})/(?P<def>\d{1,5})\]\. Otherwise,? it gains (?P<second>\[[+-]\d{1,5}/[+-]\d{1,5}\])\.?",
    re.I,
)


def added_if_printed(body: str, record: dict[str, Any], text: str) -> list[dict[str, Any]] | None:
    """fow-n-grimm: FOW-ADDED-IF-PRINTED-R: "Resonator with this gains [A] if it's <attribute> and its printed ATK
    and DEF is [a/d]. Otherwise, it gains [B]" -- two continuous abilities over the J/resonator the addition is
    added to: [A] while it is of that attribute ("dark": darkness) with a printed ATK and DEF of those values or
    more (CR 104.7), [B] while it is not (never both).  None when the line is not of this form."""
    bare = re.fullmatch(r"Added resonator gains (?P<stat>\[[+-]\d{1,5}/[+-]\d{1,5}\]) if it has no printed abilities\.?", body.strip(), re.I)
    if bare is not None:
        # fow-r-grimm: FOW-ADDED-NO-PRINTED-R: the change while the resonator it is added to prints no ability (CR 909.7).
        changed = continuous(f"Added resonator gains {bare.group('stat')}", record, text)
        if changed is None or changed["scope"] != "added" or set(changed) - {"kind", "scope", "text", "atk", "def"}:
            raise Unsupported(f"the change {bare.group('stat')!r} is not in the vocabulary")
        return [changed | {"host_is": {"no_printed_abilities": True}}]
    match = _ADDED_IF_PRINTED.fullmatch(body.strip())
    if match is None:
        return None
    attribute = "darkness" if match.group("attr").lower() == "dark" else match.group("attr").lower()
    # CR 104.7: "[a/d]" named without "exactly" is that ATK and DEF or more.
    host = {"attributes": [attribute], "min_printed_atk": int(match.group("atk")), "min_printed_def": int(match.group("def"))}
    found = []
    for stat, key in ((match.group("first"), "host_is"), (match.group("second"), "host_is_not")):
        changed = continuous(f"Added resonator gains {stat}", record, text)
        if changed is None or changed["scope"] != "added" or set(changed) - {"kind", "scope", "text", "atk", "def"}:
            raise Unsupported(f"the change {stat!r} is not in the vocabulary")
        found.append(changed | {key: host})
    return found


def added_if_race(body: str, record: dict[str, Any], text: str) -> list[dict[str, Any]] | None:
    """FOW-ADDED-IF-RACE-R: "Added resonator gains A. If it's a <Race>, it also gains B" (or "... it gains
    B instead"): two continuous abilities over the added J/resonator, the second for one of that race only;
    with "instead", the first for none of that race.  None if the line is not of this form."""
    otherwise = _ADDED_IF_RACE_OTHERWISE.fullmatch(body.strip().rstrip("."))
    if otherwise is not None:
        return added_if_race_otherwise(otherwise, record, text)
    match = _ADDED_IF_RACE.fullmatch(body.strip().rstrip("."))
    if match is None:
        return None
    if bool(match.group("also")) == bool(match.group("instead")):
        raise Unsupported("'If it's a <Race>, it gains' without 'also' or 'instead' is not in the vocabulary")
    first = continuous(match.group("first"), record, text)
    noun = "Added J/resonator" if match.group("first").lower().startswith("added j/") else "Added resonator"
    second = continuous(f"{noun} gains {match.group('second')}", record, text)
    if first is None or second is None or {first["scope"], second["scope"]} != {"added"} or first.get("as_long_as") or second.get("as_long_as"):
        raise Unsupported(f"the changes of {body!r} are not in the vocabulary")
    race = match.group("race")
    if race.lower() in ATTRIBUTE_WORDS or race.lower() in ("dark", "resonator", "j-ruler", "j/resonator"):
        raise Unsupported(f"'if it's {race}' is not a race: not in the vocabulary")
    second["races"] = [race]
    if match.group("instead"):
        first["not_races"] = [race]
    return [first, second]


_SELF_OR_ADDED = r"this card|added (?:J/)?resonator|(?:the )?resonator with this"


# FOW-GRANTED-ABILITY-R / FOW-GRANTED-IF-NAMED-R: "Added resonator gains "<ability>" (and "<ability>")", "If the
# resonator with this is "<name>", it gains "<ability>"" (the quoted abilities may quote a name themselves).
_GRANTED = re.compile(
    r"(?:Added (?:J/)?resonator|Resonator with this) gains? \"(?P<a>.+?)\"(?: and \"(?P<b>.+)\")?\.?"
    r"|If the resonator with this is \"(?P<name>[^\"]{1,100})\", it gains \"(?P<c>.+)\"\.?",
    re.I,
)


def granted_abilities(body: str, record: dict[str, Any], text: str) -> dict[str, Any] | None:
    """FOW-GRANTED-ABILITY-R (CR 904.1, 909.1d): an addition's "Added resonator gains "<cost>: <effects>""
    is a continuous ability over the added J/resonator granting it that activate ability (two with "and"),
    each read as a J/resonator's own (its "this card" is the J/resonator); FOW-GRANTED-IF-NAMED-R: "If the
    resonator with this is "<name>", it gains ..." grants it only to a card of that name.  None when the
    line is not of this form; an ability the vocabulary does not read as an activate ability played from
    the field (an automatic or will ability, once per turn, a God's Art, tokens) is refused."""
    match = _GRANTED.fullmatch(body.strip())
    if match is None:
        return None
    granted = []
    for inner in (match.group("a"), match.group("b")) if match.group("c") is None else (match.group("c"),):
        if inner is None:
            continue
        scratch: dict[str, Any] = {"id": record["id"], "name": "", "types": ["resonator"], "abilities": [], "targets": [], "effects": [], "keywords": []}
        before = copy.deepcopy(scratch)
        # "banish this resonator" in the cost: the J/resonator that has the ability is "this card" of its text.
        _map_ability(re.sub(r"^([^:]*)\bbanish this resonator\b", r"\1banish this card", inner.strip(), flags=re.I), scratch)
        refuse_bad_self_targets(scratch)
        (ability,) = scratch.pop("abilities") or [None]
        before.pop("abilities")
        if ability is None or ability["kind"] != "activate" or scratch != before or len(scratch) != len(before):
            raise Unsupported(f"a granted {inner.strip()!r} that is not an activate ability of the vocabulary is not in the vocabulary")
        if ability.get("once_per_turn") or ability.get("gods_art") or ability["cost"].get("discard_self") or ability["cost"].get("remove_hand") or ability["cost"].get("dive") or ability.get("from_graveyard"):
            raise Unsupported("a granted activate ability played once per turn, as a God's Art or from the hand or graveyard is not in the vocabulary")
        if any(e["op"] == "put_tokens" for e in ability["effects"]) or ability.get("modes"):
            raise Unsupported("a granted activate ability with modes or tokens is not in the vocabulary")
        ability.pop("text", None)
        granted.append(ability)
    result: dict[str, Any] = {"kind": "continuous", "scope": _self_or_added("added resonator", record), "grants": granted, "text": text}
    if match.group("name"):
        result["names"] = [match.group("name")]
    return result


# fow-r-gains: FOW-SELF-GAINS-QUOTED-R: "This card gains ([<keyword or change>], ... and) "<ability>" (as long as <condition>)".
_SELF_QUOTED = re.compile(
    r"This card gains (?P<pre>(?:\[[^\]\"]+\](?:,? and |, ))*)\"(?P<quoted>[^\"]+)\"\.?(?: as long as (?P<cond>(?:[^\"]|\"[^\"]*\")+?))?\.?",
    re.I,
)


def self_quoted_grant(body: str, record: dict[str, Any], text: str) -> bool:
    """fow-r-gains: FOW-SELF-GAINS-QUOTED-R (CR 909.1d): a card's "This card gains "<ability>"" is
    the card having that ability as its own (its "this card" is the card), with "as long as <condition>" only while
    the condition holds (FOW-CONT-WHILE-R); keywords or an ATK/DEF change before the quote are a continuous change of
    the card under the same condition.  The quoted text is read alone as a line of the card (:func:`granted_text`),
    refused with its reason when it is not one.  False when the line is not of this form; a keyword that matters
    outside the field ([Quickcast], [Remnant]) is refused, as the text is had in the field only."""
    match = _SELF_QUOTED.fullmatch(body.strip())
    if match is None or record["types"][0] == "chant":
        return False
    try:
        if continuous(body, copy.deepcopy(record), text) is not None:
            return False  # a continuous reading of the whole line (FOW-GAINS-CANNOT-BE-R's) comes first
    except Unsupported:
        pass
    condition = play_condition(match.group("cond")) if match.group("cond") else None
    added: list[dict[str, Any]] = []
    pre = re.findall(r"\[[^\]]+\]", match.group("pre"))
    if pre:
        change = continuous("This card gains " + " and ".join(pre), record, text)
        if change is None or change.get("scope") != "self" or change.get("as_long_as") or set(change.get("keywords", [])) & {"quickcast", "remnant"}:
            raise Unsupported(f"the changes {match.group('pre').strip()!r} beside a gained ability are not in the vocabulary")
        if condition is not None:
            change["as_long_as"] = copy.deepcopy(condition)
        added.append(change)
    scratch = copy.deepcopy(record)
    if condition is None:
        map_ability(normalize_line(match.group("quoted")), scratch)
        fresh = scratch["abilities"][len(record["abilities"]) :]
        others = {k for k in set(scratch) | set(record) if k != "abilities" and scratch.get(k) != record.get(k)}
        if others or scratch["abilities"][: len(record["abilities"])] != record["abilities"] or not fresh:
            raise Unsupported(f"a gained {match.group('quoted')!r} that is not an ability of the vocabulary is not in the vocabulary")
        for ability in fresh:
            ability["text"] = text
    else:
        granted_text("gains", "CR 909.1d", match.group("quoted"), scratch, text, condition, cost_less=False)
        fresh = scratch["abilities"][len(record["abilities"]) :]
    record["abilities"].extend([*added, *fresh])
    return True


# fow-w-grant: FOW-GROUP-GAINS-QUOTED-R: "<J/resonators of a group you control> gain "<ability of 'this card'>"".
_GROUP_QUOTED = re.compile(r"(?P<who>[^\"]+? you control) gain \"(?P<quoted>[^\"]+)\"\.?", re.I)
# The parts of a card's own continuous ability (scope "self") that name only the card having it, so that each card of a
# group having it is that ability of each card (a condition or count of its own would name the granting card's words).
_HOLDER_ONLY = {"kind", "scope", "text", "prevent_damage"}


def group_quoted_grant(body: str, record: dict[str, Any], text: str) -> dict[str, Any] | None:
    """fow-w-grant: FOW-GROUP-GAINS-QUOTED-R (CR 904.1, 909.1d): "<group> you control gain "<ability>"" (no duration) is a
    continuous ability of this card: each J/resonator of the group (read as the continuous group of "<group> you
    control gain [+A/+B]") has the quoted ability as its own while it applies -- its "this card" is that J/resonator.
    Read only when the quoted text is, alone, a continuous ability of a card's own that names nothing but the card
    having it (a damage prevention); None when the line is not of this form, refused when the quoted text is another
    ability."""
    match = _GROUP_QUOTED.fullmatch(body.strip())
    if match is None or re.search(r"\b(?:as long as|until|if)\b", match.group("who"), re.I):
        return None
    try:
        group = continuous(f"{match.group('who')} gain [+100/+100]", copy.deepcopy(record), text)
    except Unsupported:
        return None
    if group is None or group.get("scope") in (None, "self", "added") or group.get("as_long_as") or group.get("atk") != 100 or group.get("def") != 100:
        return None
    scratch: dict[str, Any] = {"id": record["id"], "name": "", "types": ["resonator"], "abilities": [], "targets": [], "effects": [], "keywords": []}
    before = copy.deepcopy(scratch)
    try:
        _map_ability(match.group("quoted").strip(), scratch)
    except Unsupported as exc:
        raise Unsupported(f"FOW-GROUP-GAINS-QUOTED-R: the gained text is not read ({exc})") from None
    abilities = scratch.pop("abilities")
    before.pop("abilities")
    if scratch != before or len(abilities) != 1 or abilities[0]["kind"] != "continuous" or abilities[0].get("scope") != "self" or set(abilities[0]) - _HOLDER_ONLY:
        raise Unsupported("FOW-GROUP-GAINS-QUOTED-R: a gained text other than a damage prevention of the card having it is not in the vocabulary")
    granted = {k: v for k, v in group.items() if k not in ("atk", "def")} | {k: v for k, v in abilities[0].items() if k not in ("kind", "scope", "text")}
    granted["text"] = text
    granted["granted"] = True
    return granted


def _rest_will(quoted: str, record: dict[str, Any], *, raising: bool = False) -> dict[str, Any] | None:
    """A quoted text read alone as a card's will ability "{Rest}: Produce <will>" (an "[Activate]" label before it is
    the old wording): its record without the text, or None when it is no such ability of the vocabulary (``raising``:
    a text that is no line of the vocabulary at all is refused with its own reason)."""
    inner = re.sub(r"^\s*(?:\[Activate\]\s*)?", "", quoted).strip().rstrip(".")
    if not inner.startswith("{Rest}"):
        return None
    scratch: dict[str, Any] = {"id": record["id"], "name": "", "types": ["resonator"], "abilities": [], "targets": [], "effects": [], "keywords": []}
    before = copy.deepcopy(scratch)
    try:
        _map_ability(inner, scratch)
    except Unsupported:
        if raising:
            raise
        return None
    (ability,) = scratch.pop("abilities") or [None]
    before.pop("abilities")
    if ability is None or ability["kind"] != "will" or scratch != before or set(ability) - {"kind", "cost", "produce", "more", "text"} or ability["cost"] != {"rest": True}:
        return None
    ability.pop("text", None)
    return dict(ability)


# fow-w-grant: FOW-GRANTED-WILL-GROUP-R: (J/)resonators as well.
# fow-y-will: FOW-GRANTED-WILL-TYPE-R: the magic stones of one magic stone type ("Fire magic stones").
_GRANTED_WILL = re.compile(r"(?P<who>(?:(?P<type>Light|Fire|Water|Wind|Darkness) )?Magic stones|(?P<jr>J/)?Resonators) you control gain \"\s*(?:\[Activate\]\s*)?(?P<ability>\{Rest\}:? [^\"]+?)\.?\"\.?", re.I)


# fow-y-will: FOW-STONE-TREATED-AS-R: "Treat <type> magic stones you control also as <type> magic stones".
_TREATED_AS = re.compile(
    r"Treat (?P<from>light|fire|water|wind|darkness) magic stones you control also as (?P<to>light|fire|water|wind|darkness) magic stones?\.?", re.I
)


def granted_will(body: str, record: dict[str, Any], text: str) -> dict[str, Any] | None:
    """FOW-GRANTED-WILL-R (CR 904.1, 909.1d): "Magic stones you control gain "{Rest}: Produce <will>""
    (an "[Activate]" label before it is the old wording of a will ability, CR 1407-like): a continuous
    ability granting each magic stone its controller controls that will ability, read as a card's own will
    ability of the vocabulary; None when the line is not of this form (a group of magic stones filtered by
    attribute or name is not)."""
    match = _GRANTED_WILL.fullmatch(body.strip())
    if match is None:
        return None
    ability = _rest_will(match.group("ability"), record, raising=True)
    if ability is None:
        code = "" if match.group("who").lower().endswith("magic stones") else "FOW-GRANTED-WILL-GROUP-R: "
        raise Unsupported(f"{code}{match.group('who').lower()} gaining {match.group('ability')!r} (not a '{{Rest}}: Produce <will>' ability of the vocabulary) is not in the vocabulary")
    if match.group("type") is not None:
        # fow-y-will: FOW-GRANTED-WILL-TYPE-R (CR 202.4a, 202.4c): only its controller's magic stones of that magic stone type.
        return {"kind": "continuous", "scope": "your_magic_stones", "grants_will": [ability], "attributes": [match.group("type").lower()], "text": text}
    if match.group("who").lower() != "magic stones":
        # fow-w-grant: FOW-GRANTED-WILL-GROUP-R: each (J/)resonator its controller controls has the will ability while this
        # applies; its {Rest} cost is paid as a J/resonator's own (CR 905.3: in that player's field since the turn began).
        return {"kind": "continuous", "scope": "your_j_resonators", "grants_will": [ability], "text": text} | ({} if match.group("jr") else {"resonators_only": True})
    return {"kind": "continuous", "scope": "your_magic_stones", "grants_will": [ability], "text": text}


def _self_or_added(who: str, record: dict[str, Any]) -> str:
    """The scope of "this card" (a J/resonator's) or "added resonator" / "(the) resonator with this" (an
    addition's); refused on any other card."""
    scope = "self" if who.lower() == "this card" else "added"
    if (scope == "added") != (record["types"] == ["addition"]) or (scope == "self" and record["types"][0] not in ("resonator", "j_ruler")):
        raise Unsupported(f"'{who}' on a {record['types'][0]} is not in the vocabulary")
    return scope


def _hundreds_of(value: str) -> int:
    number = int(value)
    if number % 100 or not number:
        raise Unsupported(f"an amount of {number} is not a positive multiple of 100")
    return number


_NOUN_END = re.compile(r"\b(?:J/)?resonators?$", re.I)
_PER_ZONE = re.compile(
    r"(?:(?P<what>card|resonator|chant)s?|(?P<race>[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)*)) in (?P<whose>your|your opponent's|all) "
    r"(?P<zone>hand|graveyards?|removed area)"
)
_PER_STONE = re.compile(
    r"(?P<state>recovered |rested )?(?P<special>non-special )?(?P<basic>basic )?(?P<attribute>light |fire |water |wind |darkness )?magic stones? (?P<whose>you control|your opponent controls)", re.I
)


def per_count(text: str) -> dict[str, Any]:
    """FOW-CONT-FOREACH-R: what "for each <text>" counts -- a group in the field (read like a continuous
    group: "other Wererabbit you control", "Fairy Tale resonator you control"), an addition or a magic
    stone you control, or cards of a kind in a graveyard or removed area (cards of a hand: only how many)."""
    text = text.strip()
    minus = re.fullmatch(r"(?P<n>[a-z]+|[1-9]\d?) minus (?:the number of )?(?P<rest>cards? in your hand)", text, re.I)
    if minus:
        # fow-q-count: FOW-DRAW-MINUS-COUNT-R: "N minus the number of cards in your hand".
        return per_count(minus.group("rest")) | {"minus_from": _number(minus.group("n"))}
    runes = re.fullmatch(r"(?:the number of )?(?P<attr>(?:light|fire|water|wind|darkness) )?runes? revealed (?:from|in) your rune area", text, re.I)
    if runes:
        # FOW-RUNES-REVEALED-R: the runes (of an attribute) revealed in your rune area -- none here.
        return {"what": "rune", "zone": "rune_area", **({"attributes": [runes.group("attr").strip().lower()]} if runes.group("attr") else {})}
    paid = re.fullmatch(r"(?P<n>[1-9]\d{2,3}) life (?:you lost|you paid|paid|lost) this way", text, re.I)
    if paid:
        # fow-w2-grimm: FOW-PAY-ANY-LIFE-R: the life paid by the "Pay any amount of life" before it, in units of N.
        if int(paid.group("n")) % 100:
            raise Unsupported(f"'{text}' is not in the vocabulary")
        return {"what": "life_paid", "life_unit": int(paid.group("n"))}
    every = re.fullmatch(rf"(?P<n>two|three|four|five) (?P<rest>(?:{COUNTER_WORDS_RE}|\[[+-]\d{{1,5}}/[+-]\d{{1,5}}\]) counters on .+)", text, re.I)
    if every:
        # fow-w-count: FOW-COUNT-EVERY-N-R: "for each two <name> counters on <...>" -- one for every N of them counted.
        return per_count(every.group("rest")) | {"every": _number(every.group("n"))}
    zoned = re.fullmatch(r"(?P<distinct>different names? among (?:all )?)?(?P<stranger>\(Stranger\) )?(?P<what>resonators?|cards?) in your (?P<zone>graveyard|removed area)", text, re.I)
    if zoned and (zoned.group("distinct") or zoned.group("stranger")):
        # fow-w-count: FOW-COUNT-STRANGER-ZONE-R: stranger resonators (CR 1305.1) of your graveyard (removed area), or how many
        # names the cards counted there bear between them ("different name among ...").
        what = "resonator" if zoned.group("what").lower().startswith("resonator") else "card"
        zone = "graveyard" if zoned.group("zone").lower() == "graveyard" else "removed"
        if zoned.group("stranger") and what != "resonator":
            raise Unsupported(f"counting {text!r} is not in the vocabulary")
        zone_count: dict[str, Any] = {"what": what, "zone": zone}
        return zone_count | ({"stranger": True} if zoned.group("stranger") else {}) | ({"distinct_names": True} if zoned.group("distinct") else {})
    if re.fullmatch(r"(?:the number of )?resonators? removed this way", text, re.I):
        # fow-w-count: FOW-REMOVED-THIS-WAY-COUNT-R: the resonators the object's effects before it removed from the game.
        return {"what": "removed_resonator"}
    if re.fullmatch(r"(?:the number of )?resonators? destroyed this way", text, re.I):
        # fow-w-count: FOW-DESTROYED-THIS-WAY-R: the resonators the object's destroy effects before it destroyed.
        return {"what": "destroyed_resonator"}
    attacks = re.fullmatch(r"(?:the number of )?times? (?:that )?(?P<what>J/resonators|resonators)(?: (?P<whose>you control|your opponent controls))? attacked this turn", text, re.I)
    if attacks:
        # fow-w-count: FOW-COUNT-ATTACKS-R: the attacks declared this turn (FOW-ATTACKED-THIS-TURN-R keeps one record per
        # attack) by J/resonators (resonators) under that player's control, or anyone's when no player is named.
        whose = {"you control": "you", "your opponent controls": "opponent"}.get((attacks.group("whose") or "").lower(), "all")
        return {"what": "j_resonator" if attacks.group("what").lower().startswith("j/") else "resonator", "zone": "attacked", "whose": whose}
    if text == THAT_SPELL_COST:
        # fow-r-trig: FOW-TRIG-PLAYED-COST-X-R: the total cost of the spell played that triggered the ability.
        return {"what": "that_cost"}
    if text == "the total cost of the card discarded this way":
        # fow-t-draw: FOW-DISCARDED-COST-X-R: of the card the chant's own discard just before discarded.
        return {"what": "discarded_cost"}
    if re.fullmatch(r"(?:the number of )?cards? revealed this way", text, re.I):
        # fow-u-look: FOW-REVEAL-HAND-ANY-R: the cards of the hand the reveal before it showed.
        return {"what": "hand_revealed"}
    if text == "the combined total cost of the cards removed this way":
        # fow-n-zones: FOW-REMOVED-THIS-WAY-COST-R: of the cards an effect before it removed from the game.
        return {"what": "removed_cost"}
    if re.fullmatch(r"(?:the number of )?will symbols? you counted this way", text, re.I):
        # fow-m-look: FOW-REVEAL-COUNT-SYMBOLS-R: the will symbols of the attribute cost of the card the text revealed.
        return {"what": "top_symbols"}
    if text == ROLL_RESULT:
        # FOW-KW-FORCE-R: the result of the roll of the [Force] before it (:func:`.grammar.force_text`).
        return {"what": "roll"}
    revealed = _REVEALED_EACH.fullmatch(text)
    if revealed:
        return revealed_count(revealed.group("race"))  # FOW-REVEAL-OUTSIDE-R
    match = re.fullmatch(r"(?:the number of )?different attributes? among (?:all )?(?P<group>(?:resonators|J/resonators|cards|gems|entities) (?:you control|your opponent controls))", text)
    if match:
        # FOW-COUNT-ATTRIBUTES-R: how many attributes the cards of a group in the field (or the gems of an
        # item area, FOW-GEM-R) have between them.
        group = match.group("group")
        whose = "you" if group.endswith("you control") else "opponent"
        if group.startswith("gems"):
            return {"what": "gem", "whose": whose, "distinct_attributes": True}
        if group.startswith("cards"):
            return {"what": "card", "whose": whose, "distinct_attributes": True}
        if group.startswith("entities"):
            # fow-r-cost: FOW-COUNT-ATTRIBUTES-R: the cards of that player's field of any type (no ruler area).
            return {"what": "entity", "whose": whose, "distinct_attributes": True}
        return {"what": "resonator" if group.startswith("resonators") else "j_resonator", "whose": whose, "distinct_attributes": True}
    if re.fullmatch(r"different total cost among resonators you control that don't share this card's total cost", text, re.I):
        # FOW-COUNT-DISTINCT-COSTS-R (fow-grimm-e): how many total costs your resonators have between them, this card's not.
        return {"what": "resonator", "whose": "you", "distinct_costs": True}
    match = re.fullmatch(r"(?P<other>other )?\(Stranger\) resonators? you control", text, re.I)
    if match:
        # fow-r-gains: FOW-COUNT-STRANGER-R: the stranger resonators ("Resonator (Stranger)", CR 1305.1) you control.
        return {"what": "resonator", "whose": "you", "stranger": True, **({"other": True} if match.group("other") else {})}
    match = re.fullmatch(rf"(?P<name>{COUNTER_WORDS_RE}) counters? on J/rulers you control", text, re.I)
    if match:
        # fow-r-gains: FOW-COUNTERS-ON-J-RULERS-R: on every J/ruler you control (CR 202.2d: there may be more than one).
        return {"what": "counter", "counter": match.group("name").lower(), "on_j_rulers": True}
    match = re.fullmatch(rf"(?P<name>{COUNTER_WORDS_RE}) counters? on (?:it|this card|(?P<ruler>your J/ruler))", text, re.I)
    if match:
        # FOW-NAMED-COUNTER-R: the counters of that name on the source card (FOW-J-RULER-COUNTER-R: or on your
        # J/ruler -- your ruler in its ruler area or your J-ruler in the field).
        return {"what": "counter", "counter": match.group("name").lower(), **({"on_j_ruler": True} if match.group("ruler") else {})}
    match = re.fullmatch(r"\[(?P<stat>[+-]\d{1,5}/[+-]\d{1,5})\] counters? on (?:it|this card)", text, re.I)
    if match:
        # fow-n-counters: FOW-COUNT-PLUS-COUNTERS-R: the [+A/+B] counters on the source card, counted as named ones.
        return {"what": "counter", "counter": stat_counter_key(match.group("stat"))}
    whose_of = {"your": "you", "your opponent's": "opponent", "you control": "you", "your opponent controls": "opponent"}
    gone = _TO_GRAVEYARD.fullmatch(text)
    if gone:
        return _to_graveyard(gone)
    if re.fullmatch(r"resonator you control that entered (?:your field|the field under your control) this turn", text, re.I):
        # FOW-COUNT-ENTERED-R: the resonators put into your field this turn that you still control there now.
        return {"what": "resonator", "zone": "entered", "whose": "you", "still": True}
    match = re.fullmatch(r"cards? in (?P<whose>your|your opponent's) chant-standby area", text, re.I)
    if match:
        # FOW-COUNT-STANDBY-R: how many cards a chant-standby area holds (face down: how many only).
        return {"what": "card", "zone": "standby", "whose": whose_of[match.group("whose").lower()]}
    match = re.fullmatch(r"different names? among (?:all )?(?P<group>magic stones|resonators|J/resonators) (?P<whose>you control|your opponent controls)", text)
    if match:
        # fow-n-static: FOW-FOREACH-DISTINCT-NAMES-R: "different name among (all) <cards> you control" is "<cards> with
        # different names you control" (the names they bear between them).
        text = f"{match.group('group')} with different names {match.group('whose')}"
    match = re.fullmatch(r"(?P<group>.+?) with different names (?P<whose>you control|your opponent controls)", text)
    if match:
        # fow-ao-saga: FOW-WHERE-X-COUNT-R: "<cards> with different names you control": how many names the cards of
        # that group in the field bear between them.
        try:
            inner = per_count(plural_group(f"{match.group('group')} {match.group('whose')}"))
        except Unsupported:
            # fow-r-gains: FOW-FOREACH-SINGULAR-DISTINCT-NAMES-R: "for each <card> with different names you control" --
            # the group named in the singular after "for each".
            inner = per_count(f"{match.group('group')} {match.group('whose')}")
        if inner.get("zone", "field") != "field" or set(inner) - {"what", "whose", "races", "attributes"}:
            raise Unsupported(f"counting {text!r} is not in the vocabulary")
        return inner | {"distinct_names": True}
    match = re.fullmatch(r"(?P<attribute>light |fire |water |wind |darkness )?(?P<item>gem|crystal)s? (?P<whose>you control|your opponent controls)", text, re.I)
    if match:
        # FOW-GEM-R: gem tokens in an item area (CR 313.1), of an attribute when named (fow-ao-saga: FOW-CRYSTAL-R:
        # crystal tokens).
        gem: dict[str, Any] = {"what": match.group("item").lower(), "whose": whose_of[match.group("whose").lower()]}
        if match.group("attribute"):
            gem["attributes"] = [match.group("attribute").strip().lower()]
        return gem
    match = re.fullmatch(r'cards? named "(?P<name>[^"]{1,200}?)\.?" in (?P<whose>your|your opponent\'s) (?P<zone>graveyard|removed area)', text, re.I)
    if match:
        # fow-p-stats: FOW-FOREACH-NAMED-IN-ZONE-R: the cards of that name in that player's graveyard (removed area),
        # counted as FOW-COND-NAMED-IN-ZONE-R's.
        zone = "graveyard" if match.group("zone").lower() == "graveyard" else "removed"
        return {"what": "card", "zone": zone, "whose": whose_of[match.group("whose").lower()], "names": [match.group("name")]}
    match = re.fullmatch(r"different magic stone types? among basic magic stones (?P<whose>you control|your opponent controls)", text, re.I)
    if match:
        # fow-r-cost: FOW-COUNT-STONE-TYPES-R: the magic stone types of that player's basic magic stones (no special one).
        whose = "you" if match.group("whose").lower() == "you control" else "opponent"
        return {"what": "magic_stone", "whose": whose, "not_special": True, "distinct_stone_types": True}
    if re.fullmatch(r"damaged J/resonators?", text, re.I):
        # fow-r-cost: FOW-COUNT-DAMAGED-R: the J/resonators of every field with damage on them now.
        return {"what": "j_resonator", "whose": "all", "state": "damaged"}
    match = re.fullmatch(r"(?P<what>chant|card|spell) (?P<who>you|your opponent) played this turn", text, re.I)
    if match:
        # fow-r-cost: FOW-COUNT-PLAYED-R: the chants (cards; each card played is a spell, CR 903.2o) that player played
        # this turn.
        played: dict[str, Any] = {"what": "chant" if match.group("what").lower() == "chant" else "card", "zone": "played"}
        return played | ({"whose": "opponent"} if match.group("who").lower() == "your opponent" else {})
    match = re.fullmatch(r"(?P<a>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) or (?P<b>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) (?P<rest>in (?:your|your opponent's) (?:graveyard|removed area))", text)
    if match and KNOWN_RACES.get() and {match.group("a"), match.group("b")} <= KNOWN_RACES.get():
        # fow-r-cost: FOW-COUNT-RACES-ZONE-R: cards of either race in that graveyard (removed area).
        return per_count(f"{match.group('a')} {match.group('rest')}") | {"races": [match.group("a"), match.group("b")]}
    # FOW-SPELL-KIND-R: a "spell card" in a zone is a card of the old Spell:Chant types, a chant.
    text = re.sub(r"^spell cards? in ", "chant in ", text, flags=re.I)
    match = _PER_ZONE.fullmatch(text[0].lower() + text[1:] if re.match(r"(?:Cards?|Resonators?|Chants?) in ", text) else text)
    if match:
        what = (match.group("what") or "card").lower()
        zone = match.group("zone").lower().replace(" area", "").rstrip("s")
        if zone == "hand" and (what != "card" or match.group("race")):
            raise Unsupported("counting a kind of card in a hand would reveal it")
        if match.group("whose") == "all" and zone != "graveyard":
            raise Unsupported(f"counting {text!r} is not in the vocabulary")
        if (match.group("whose") == "all") != match.group("zone").endswith("s") and not text.endswith("all graveyard"):
            raise Unsupported(f"counting {text!r} is not in the vocabulary")
        counted: dict[str, Any] = {"what": what, "zone": zone, "whose": whose_of.get(match.group("whose").lower(), "all")}
        if match.group("race"):
            # FOW-CONT-FOREACH-ZONE-R: cards of a race in a graveyard or removed area.
            counted["races"] = [match.group("race")]
        return counted
    # fow-n-grimm: FOW-BANISH-YOUR-STONES-R -- "each of your <attribute> magic stone(s)": those you control.
    text = re.sub(r"^of your ((?:(?:light|fire|water|wind|darkness) )?magic stone)s?$", r"\1 you control", text, flags=re.I)
    match = _PER_STONE.fullmatch(text)
    if match:
        per: dict[str, Any] = {"what": "magic_stone", "whose": whose_of[match.group("whose").lower()]}
        if match.group("attribute"):
            per["attributes"] = [match.group("attribute").strip().lower()]
        if match.group("state"):
            # FOW-COUNT-STONE-FILTER-R: the stones recovered (rested) now.
            per["state"] = match.group("state").strip().lower()
        if match.group("special"):
            # FOW-COUNT-STONE-FILTER-R: "non-special": a magic stone without the special subtype.
            per["not_special"] = True
        if match.group("basic"):
            # fow-y-alt: FOW-COUNT-BASIC-STONE-R: "basic": a magic stone of the general type Basic.
            per["basic"] = True
        return per
    match = re.fullmatch(r"(?P<other>other )?(?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)* )?(?P<what>addition|regalia) (?P<whose>you control|your opponent controls)", text)
    race_ok = match is not None and (not match.group("race") or not KNOWN_RACES.get() or match.group("race").strip() in KNOWN_RACES.get())
    if match and not match.group("other") and race_ok:
        # FOW-COUNT-ENTITY-R: "a regalia you control" counts regalia in the field as additions are counted
        # ("a Moon addition": of that race).
        counted = {"what": match.group("what").lower(), "whose": whose_of[match.group("whose").lower()]}
        return counted | ({"races": [match.group("race").strip()]} if match.group("race") else {})
    match = re.fullmatch(r"(?P<state>rested |recovered )?(?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)* )?J/ruler (?P<whose>you control|your opponent controls)", text)
    if match and (not match.group("race") or not KNOWN_RACES.get() or match.group("race").strip() in KNOWN_RACES.get()):
        # FOW-COND-JRULER-NAMED-R: "(a <Race>) J/ruler" -- a ruler in its ruler area or a J-ruler in the field
        # (FOW-COUNT-STONE-FILTER-R: "a rested J/ruler" -- one rested now).
        ruler: dict[str, Any] = {"what": "ruler", "whose": whose_of[match.group("whose").lower()]}
        if match.group("state"):
            ruler["state"] = match.group("state").strip()
        return ruler | ({"races": [match.group("race").strip()]} if match.group("race") else {})
    match = re.fullmatch(r"(?P<other>other )?(?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) (?P<ruler>ruler or )?entity (?P<whose>you control|your opponent controls)", text)
    if match and (not KNOWN_RACES.get() or match.group("race") in KNOWN_RACES.get()) and not (match.group("other") and match.group("ruler")):
        # FOW-COUNT-ENTITY-R: "each Moon entity you control" -- every card of that race in the field, whatever
        # its type; "each <Race> ruler or entity" -- and the ruler in its ruler area when of that race.
        # fow-y-cond: FOW-COUNT-RACE-ENTITY-R: "other <Race> entities you control" -- those but the source card.
        race_entity = {"what": "card" if match.group("ruler") else "entity", "whose": whose_of[match.group("whose").lower()], "races": [match.group("race")]}
        return race_entity | ({"other": True} if match.group("other") else {})
    war = re.fullmatch(r"(?P<other>other )?(?P<what>entity|J/resonator|resonator) with <<(?P<kw>War|Bond)>> (?P<whose>you control|your opponent controls)", text, re.I)
    if war:
        # fow-u-conds: FOW-COUNT-MARKER-KEYWORD-R: the cards of that player's field (any type for "entity") that have the
        # keyword «War» («Bond») now, printed or gained (CR 1101.1, 1101.3); an effect's or a cost's count only.
        what = {"entity": "entity", "j/resonator": "j_resonator", "resonator": "resonator"}[war.group("what").lower()]
        marker_count: dict[str, Any] = {"what": what, "whose": whose_of[war.group("whose").lower()], "keyword": war.group("kw").lower()}
        return marker_count | ({"other": True} if war.group("other") else {})
    both = re.fullmatch(
        r"magic stone and (?P<attr>light|fire|water|wind|darkness) entity (?P<whose>you control|your opponent controls) with an? \[(?P<stat>[+-]\d{1,5}/[+-]\d{1,5})\] counter on it", text, re.I
    )
    if both:
        # fow-y-cond: FOW-COUNT-STONES-AND-ENTITIES-R: each magic stone and each <attribute> entity of that field (one card
        # counted once) carrying one or more counters of that kind now.
        key = stat_counter_key(both.group("stat"))
        return {"what": "entity", "whose": whose_of[both.group("whose").lower()], "attributes": [both.group("attr").lower()], "or_stones": True, "with_counter": key}
    void = re.fullmatch(r"(?P<who>(?:other )?(?:J/)?resonator) with no attribute (?P<whose>you control|your opponent controls)", text, re.I)
    if void:
        # FOW-NO-ATTRIBUTE-R: J/resonators of none of the five attributes.
        return {**per_count(f"{void.group('who')} {void.group('whose')}"), "no_attribute": True}
    stealthy = re.fullmatch(r"(?P<who>(?:other )?resonator) with \[Stealth\] (?P<whose>you control|your opponent controls)", text, re.I)
    if stealthy:
        # fow-r-standby: FOW-COUNT-STEALTH-R: resonators with a [Stealth] ability now (CR 1114.1: a continuous ability).
        return {**per_count(f"{stealthy.group('who')} {stealthy.group('whose')}"), "stealth": True}
    marked = re.fullmatch(r"(?P<who>(?:other )?(?:J/)?resonator) with \[Will of (?P<will>Hope|Despair)\] (?P<whose>you control|your opponent controls)", text, re.I)
    if marked:
        # fow-q-filters: FOW-COUNT-WILL-MARKER-R: J/resonators printed with that keyword (CR 1101.3).
        return {**per_count(f"{marked.group('who')} {marked.group('whose')}"), "marker": f"will_of_{marked.group('will').lower()}"}
    match = re.fullmatch(r"(?P<who>.+?) (?P<whose>you control|your opponent controls)", text, re.I)
    if match is None:
        raise Unsupported(f"counting {text!r} is not in the vocabulary")
    group = _group("each " + match.group("who"), match.group("whose"))
    if any(race.lower().replace("/", "-").rstrip("s") in ("j-ruler", "ruler") for race in group.get("races", [])):
        raise Unsupported(f"counting {text!r}: a ruler is not a race")
    # "each Fairy Tale resonator" counts resonators, "each J/resonator" J/resonators; a bare race ("each
    # Treasury Item", "each Moon") counts every card of that race in the field, whatever its type.
    what = "resonator" if group.get("resonators_only") else "j_resonator" if _NOUN_END.search(match.group("who")) else "card"
    per = {"what": what, "whose": whose_of[match.group("whose").lower()]}
    if group["scope"] == "your_other_j_resonators":
        per["other"] = True
    for key in ("attributes", "races"):
        if group.get(key):
            per[key] = group[key]
    return per


def _stat_change(ability: dict[str, Any], match: re.Match[str]) -> dict[str, Any]:
    """The ATK/DEF change and keywords of a matched continuous line, into ``ability``."""
    if match.group("per"):
        if match.group("atk") is None or match.group("kws"):
            raise Unsupported("a 'for each' change of keywords is not in the vocabulary")
        ability["per"] = per_count(match.group("per"))
    if match.group("atk") is not None:
        for key, group in (("atk", "atk"), ("def", "def")):
            value = int(match.group(group))
            if value % 100:
                raise Unsupported(f"an ATK/DEF change of {value} is not a multiple of 100")
            ability[key] = value
    keywords = keywords_of(match.group("kws") or match.group("kwsonly") or "")
    if match.group("kws") and not re.fullmatch(r"(?:\[[A-Za-z ]+\](?:,? and |, | )?)+", match.group("kws").strip()):
        raise Unsupported(f"cannot read the keywords {match.group('kws')!r}")
    if UNTARGETABLE in keywords:
        keywords.remove(UNTARGETABLE)
        ability["untargetable"] = True
    if keywords:
        ability["keywords"] = keywords
    return ability


# ... or "At the beginning of your <phase>, ..." (MPR-021J).
_CONTINUOUS_THEN_END = re.compile(
    r"(?P<label>\[Continuous\]\s*:?\s*)(?P<a>[^.\"]+\.)\s+(?P<b>At (?:(?:the )?end of (?:the )?turn|the beginning of your [a-z]+ phase), [^.\"]+\.?)", re.I
)


# FOW-TRIG-ADDED-GRAVEYARD-R: an addition's static sentence on the added resonator, then its trigger on that
# resonator put into a graveyard (the label, if printed, applies to the first sentence).
_ADDED_THEN_GONE = re.compile(
    r"(?P<label>(?:\[Continuous\]\s*:?\s*)?)(?P<a>(?:Added resonator|Resonator with this) [^.\"]+\.)\s+"
    r"(?P<b>When (?:added resonator|the resonator with this) is put into a graveyard from a field, [^\"]+)",
    re.I,
)
_ADDED_GONE = re.compile(
    r"(?:\[Continuous\]\s*:?\s*)?When(?:ever)? (?:added resonator|the resonator with this) is put into a graveyard from (?:a|the) field(?: >>>|,) (?P<body>.+?)\.?", re.I
)


# fow-p-trig: FOW-TRIG-ADDED-DAMAGES-R: an addition's "Whenever added (J/)resonator deals damage to a (J/)resonator your
# opponent controls, this card deals that much damage to that (J/)resonator's controller".
_ADDED_DAMAGES = re.compile(
    r"(?:\[Continuous\]\s*:?\s*)?Whenever added (?:J/)?resonator deals damage to an? (?P<what>resonator|J/resonator) your opponent controls"
    r"(?: >>>|,) this card deals that much damage to that (?P=what)'s controller\.?",
    re.I,
)


def added_gone(body: str, text: str) -> dict[str, Any]:
    """FOW-TRIG-ADDED-GRAVEYARD-R (CR 906.1, 1405.4): an addition's "When added resonator (the resonator with
    this) is put into a graveyard from a field, <effect>": the effect read exactly as "put that resonator
    into its owner's field" (from its owner's graveyard) or "this card deals N damage to that resonator's
    controller" (who controlled it as it left); any other effect is refused."""
    if re.fullmatch(r"put that resonator into its owner's field", body, re.I):
        effects: list[dict[str, Any]] = [{"op": "from_graveyard", "target": "victim", "to": "field"}]
    else:
        match = re.fullmatch(r"this card deals (?P<n>\d{1,5}) damage to that resonator's controller", body, re.I)
        if match is None or int(match.group("n")) % 100 or not int(match.group("n")):
            raise Unsupported(f"'{body}' after added resonator is put into a graveyard is not in the vocabulary")
        effects = [{"op": "damage", "amount": int(match.group("n")), "of": "victim"}]
    return {"kind": "automatic", "trigger": "added_to_graveyard", "effects": effects, "text": text}


def map_ability(line: str, record: dict[str, Any]) -> None:
    """Fold one normalised ability line into ``record`` (our card fields); raises :class:`Unsupported`
    and leaves ``record`` as it was."""
    kept = copy.deepcopy(record)
    try:
        revenge = re.fullmatch(r"\[Revenge\]\s*-\s*(?P<body>.+?)\.?", line)
        if revenge is not None:
            revenge_ability(revenge.group("body").strip(), record, line)
        else:
            _map_ability(line, record)
        refuse_bad_self_targets(record)
        refuse_ability_cost_banished(record)  # fow-x-dmglife: FOW-BANISHED-COST-STAT-R
        if record["types"][0] == "ruler":
            refuse_outside_ruler_area(kept, record)
    except Unsupported:
        record.clear()
        record.update(copy.deepcopy(kept))  # mut-w2b: a copy, so that the two halves read below cannot change ``kept``
        tiers = _COUNTER_TIERS.fullmatch(line.strip())
        if tiers is not None:
            _counter_tiers(tiers, record, kept)
            return
        parts = _CONTINUOUS_THEN_END.fullmatch(line.strip()) or (_ADDED_THEN_GONE.fullmatch(line.strip()) if record["types"] == ["addition"] else None)
        if parts is None:
            refuse_quoted_grant(line, record)
            raise
        # FOW-CONT-THEN-END-R: a [Continuous] line of a static sentence and an "At (the) end of turn, ..."
        # sentence (an automatic ability, CR 1409.1) is two abilities, each read alone; so is an addition's
        # "Added resonator gains ... When added resonator is put into a graveyard from a field, ..."
        # (FOW-TRIG-ADDED-GRAVEYARD-R), labelled or not.
        try:
            map_ability(normalize_line(parts.group("label") + parts.group("a")), record)
            map_ability(normalize_line(parts.group("label") + parts.group("b")), record)
        except Unsupported:
            record.clear()
            record.update(kept)
            raise


# fow-w-counters: FOW-COUNTERS-TIERS-R -- "<group> gain [+A/+B] as long as there are N or more <name> counters on this
# card. As long as there are M or more <name> counter(s) on this card, they gain [+C/+D] instead."
_COUNTER_TIERS = re.compile(
    rf"(?P<label>(?:\[Continuous\]\s*:?\s*)?)(?P<group>[^.\"]+?) gains? (?P<first>\[[+-]?\d{{1,5}}/[+-]?\d{{1,5}}\]) as long as there are (?P<n>\w+) or more (?P<name>{COUNTER_WORDS_RE}) counters on this card\. "
    rf"As long as there are (?P<m>\w+) or more (?P=name) counters? on this card, they gain (?P<second>\[[+-]?\d{{1,5}}/[+-]?\d{{1,5}}\]) instead\.?",
    re.I,
)


def _counter_tiers(tiers: re.Match[str], record: dict[str, Any], kept: dict[str, Any]) -> None:
    """FOW-COUNTERS-TIERS-R: the two sentences are two continuous abilities of the same group, each read alone as
    "<group> gain [..] as long as there are N or more <name> counters on this card" (FOW-CONT-WHILE-R), the first
    bounded to fewer than M counters ("instead": never both); refused unless both read as such with N < M."""
    n, m = _number(tiers.group("n")), _number(tiers.group("m"))
    name = tiers.group("name").lower()
    try:
        if not 0 < n < m:
            raise Unsupported(f"FOW-COUNTERS-TIERS-R: tiers of {name} counters from {n} then {m} are not in the vocabulary (M greater than N)")
        for amount, stat in ((n, tiers.group("first")), (m, tiers.group("second"))):
            before = len(record["abilities"])
            map_ability(normalize_line(f"{tiers.group('label')}{tiers.group('group')} gain {stat} as long as there are {amount} or more {name} counters on this card."), record)
            read = record["abilities"][before:]
            if len(read) != 1 or read[0].get("kind") != "continuous" or read[0].get("as_long_as") != {"count": {"what": "counter", "counter": name}, "at_least": amount}:
                raise Unsupported(f"FOW-COUNTERS-TIERS-R: tiers of {name} counters over this group are not in the vocabulary")
            read[0]["text"] = tiers.group(0)
        record["abilities"][-2]["as_long_as"]["at_most"] = m - 1
    except Unsupported:
        record.clear()
        record.update(kept)
        raise


# FOW-MODES-LINES-R: a line ending with "choose one (two, up to N)" and its mark ("-", ";", ":") -- after a trigger or a
# cost too -- whose options are the entries after it.
_OPEN_HEADER = re.compile(r"(?:^|[:>⇒]\s*|,\s*)choose (?:one|two|three|up to (?:two|three))\b[^-;:–]*[-;:–]\s*$", re.I)


def join_options(lines: list[str], *, any_kind: bool = False) -> list[str]:
    """A "Choose one" line followed by option lines ("- ...") is one ability: join them.  fow-s-modal:
    FOW-MODES-LINES-R (``any_kind``: on a card of any type) -- a line ending with its "choose" header takes the entry
    after it as its first option and the next entries starting with "-" or "or" as the others."""
    joined: list[str] = []
    header = False  # the last joined line is an open header (FOW-MODES-LINES-R) with its options following
    for line in lines:
        text = line.strip()
        if joined and header and re.match(r"(?:[-–]\s*\S|or\s)", text, re.I) and not _OPEN_HEADER.search(joined[-1].strip()):
            option = re.sub(r"^(?:[-–]\s*|or\s+)", "", text, flags=re.I)
            joined[-1] = joined[-1].rstrip().rstrip(".;") + "; " + option
            continue
        if joined and header and _OPEN_HEADER.search(joined[-1].strip()):
            joined[-1] = joined[-1].rstrip() + " " + re.sub(r"^[-–]\s*", "", text)
            continue
        if joined and re.match(r"\s*[-–]\s*\S", line) and re.match(r"Choose one\b", joined[-1].strip(), re.I):
            joined[-1] = joined[-1].rstrip() + " - " + re.sub(r"^\s*[-–]\s*", "", line).strip()
            continue
        joined.append(line)
        header = any_kind and _OPEN_HEADER.search(text) is not None
    return joined


# Keywords read as the abilities they stand for on a J/resonator: FOW-BANE-R ("Whenever this entity ...
# deals damage to a J/resonator >>> Destroy that J/resonator", CR 1138.2), FOW-DRAIN-R ("Whenever this
# entity deals damage >>> You gain that much life", on a non-chant card, CR 1135.3) and
# FOW-KW-BLOODLUST-R ("This card must attack if able", CR 1123.2, 718.2).
_READ_AS_ABILITY: dict[str, dict[str, Any]] = {
    "bane": {"kind": "automatic", "trigger": "damages_j_resonator", "effects": [{"op": "destroy", "target": "victim"}]},
    "drain": {"kind": "automatic", "trigger": "deals_damage", "effects": [{"op": "gain_life", "that_much": True}]},
    "bloodlust": {"kind": "continuous", "scope": "self", "must_attack": True},
}


def _read_keywords(text: str, record: dict[str, Any]) -> bool:
    """A line of ``[Keyword]`` tokens holding [Bane], [Drain] or [Bloodlust] on a J/resonator: those are
    read as their abilities (:data:`_READ_AS_ABILITY`), the others as keywords; False for any other line."""
    tokens = re.findall(r"\[([^\]]+)\]", text)
    read = [t for t in tokens if t.strip().lower() in _READ_AS_ABILITY]
    if not read or re.sub(r"\[[^\]]+\]", "", text).strip(" ,.") != "" or record["types"][0] not in ("resonator", "j_ruler"):
        return False
    others = [t for t in tokens if t.strip().lower() not in _READ_AS_ABILITY]
    keywords = keyword_line(" ".join(f"[{t}]" for t in others)) if others else []
    record["keywords"].extend(k for k in keywords or [] if k not in record["keywords"])
    for token in dict.fromkeys(t.strip().lower() for t in read):
        record["abilities"].append(copy.deepcopy(_READ_AS_ABILITY[token]) | {"text": text})
    return True


def null_ability(body: str, record: dict[str, Any], text: str) -> None:
    """FOW-KW-NULL-R: "[Null] - <text>" granting a card abilities is "This card has the following text in
    all zones as long as there are zero cards in your hand" (CR 1134.3); otherwise the text does not exist
    (CR 1134.4).  A continuous change (or keywords) of the vocabulary applies while its controller's hand is
    empty (FOW-CONT-WHILE-HAND-R); fow-dec-b: another line of the vocabulary (an activate, automatic or will
    ability) is had only then (:func:`granted`).  fow-s-keyword: a [Null] changing a chant's text as it is played (CR 1134.2)
    is FOW-PLAYED-WITH-TEXT-R; one lowering the card's own cost, FOW-NULL-LESS-R."""
    alone = {"count": {"what": "card", "zone": "hand", "whose": "you", "other": True}, "at_most": 0}
    less = _SELF_LESS.fullmatch(body.strip())
    if less and record["types"][0] in ("resonator", "chant", "addition", "regalia"):
        # fow-s-keyword: FOW-NULL-LESS-R: the card's cost lowered (or not paid) if, as it is played, no other card is in
        # its player's hand (CR 1134.2 of a chant, 1134.3 of another card: the card itself is on the chase by then).
        printed = record.get("cost")
        if less.group("free") and (record.get("play_less") is not None or not printed or printed.get("x")):
            raise Unsupported("[Null] playing a card without paying its cost beside another reduction, or with X (or no cost), is not in the vocabulary")
        cut = printed if less.group("free") else _less_within(less.group("less").replace(" ", ""), record)
        optional = less.group("free") is not None or less.group("may").lower() == "you may pay"
        record["play_less"] = {"less": cut, "when": alone} | ({"free": True} if less.group("free") else {}) | ({"optional": True} if optional else {})
        return
    if record["types"][0] == "chant":
        # fow-s-keyword: FOW-PLAYED-WITH-TEXT-R: the text a chant is played with if its hand holds no other card (CR 1134.2).
        played_with_text("Null", body, record, alone)
        return
    granted("Null", "CR 1134.3", body, record, text, as_long_as("you have no cards in your hand"), cost_less=False)


# fow-s-keyword: FOW-NULL-LESS-R: "(You may) pay {N} less to play this card" / "You may play this card without paying its cost".
_SELF_LESS = re.compile(r"(?:(?P<may>You may pay|You pay) (?P<less>(?:\{[^}]+\}\s*)+) less to play this card|(?P<free>You may play this card without paying its cost))\.?", re.I)
# fow-s-keyword: FOW-PLAYED-WITH-TEXT-R: "This card deals N damage (to the chosen target) instead".
_DAMAGE_INSTEAD = re.compile(r"This card deals (?P<n>\d{1,5}) damage(?: to the chosen target)?", re.I)
# fow-s-keyword: FOW-AWAKENED-INSTEAD-R: "That (J/)resonator gains [+A/+B] instead" (the change's size replaced).
_GAINS_INSTEAD = re.compile(r"(?:That|The chosen) (?:J/)?resonator gains \[(?P<a>[+-]\d{1,5})/(?P<d>[+-]\d{1,5})\]", re.I)
_HELD = ("condition", "when", "unless", "optional")


def played_with_text(keyword: str, body: str, record: dict[str, Any], condition: dict[str, Any]) -> None:
    """fow-s-keyword: FOW-PLAYED-WITH-TEXT-R: a chant's "[Seal] (N) - <text>" / "[Null] - <text>" (FOW-KW-FALLEN-R: "[Fallen]
    - <text>") modifying its effect text means "as you play this card, if <condition>, this card is played with the
    following text" (CR 1128.2, 1134.2, 1147.2); otherwise the text does not exist (CR 1128.5, 1134.4, 1147.4).  The text is effects without targets added after the card's
    own (read before it), or replacements (:func:`replace_instead`).  A modal chant, a card with [Awakening], a second
    such text, or text choosing targets of its own is refused."""
    section = {"Seal": "1128", "Null": "1134", "Fallen": "1147"}[keyword]
    refusal = f"[{keyword}] changing a chant's text as it is played (CR {section}.2)"
    if keyword_line(body.strip()) is not None:
        raise Unsupported(f"[{keyword}] granting a chant keywords (in all zones, CR {section}.3) is not in the vocabulary")
    if record.get("modes") or record.get("awakening") is not None or record.get("played_with") is not None:
        raise Unsupported(f"{refusal} of a modal chant, a chant with [Awakening], or a second one, is not in the vocabulary")
    if not record["effects"]:
        raise Unsupported(f"{refusal} before the card's own effects are read (or without any) is not in the vocabulary")
    text = re.sub(r"^(?:[-–]\s*)?(?:Then,?\s+)?", "", body.strip()).strip()
    text = text[:1].upper() + text[1:]
    if re.search(r"\binstead\.?$", text, re.I):
        replace_instead(text, record, "played_with", parse_effects, refusal)
    else:
        found, targets = parse_effects(text.rstrip("."))
        if targets or any(e.get("condition") for e in found):
            raise Unsupported(f"{refusal}: text choosing targets of its own, or of a condition of its own, is not in the vocabulary")
        record["effects"].extend(e | {"condition": "played_with"} for e in found)
    record["played_with"] = condition


def replace_instead(
    body: str, record: dict[str, Any], yes: str, parse: Callable[[str], tuple[list[dict[str, Any]], list[dict[str, Any]]]], refusal: str
) -> list[dict[str, Any]]:
    """fow-s-keyword: FOW-PLAYED-WITH-TEXT-R, FOW-AWAKENED-INSTEAD-R: "<effect> instead" sentences of a chant played with
    added text ([Seal], [Null], CR 1128.2, 1134.2; [Awakening], CR 1110.4b: "the relevant parts of the effect replaced").
    Each replaces, in place, the one effect of the card's own of the same kind on the same target or player ("This card
    deals N damage (to the chosen target) instead": its damage, N instead) -- or, a single sentence, the card's only
    effect when neither targets.  The replaced effect gets the condition ``not_<yes>``, the replacement ``yes``: never
    both.  The card's own effects must have no condition; a replacement choosing targets, replacing no single effect or
    one twice, or before an "if you do", is refused.  The replacements are returned."""
    sentences = [s.strip() for s in re.split(r"(?<=\.)\s+", body.strip()) if s.strip()]
    own = list(record["effects"])
    if not all(re.search(r"\binstead\.?$", s, re.I) for s in sentences) or any(e.get(k) for e in own for k in _HELD):
        raise Unsupported(f"{refusal}: {body!r} (text beside a replacement, or a card's own effect of a condition) is not in the vocabulary")
    added: list[dict[str, Any]] = []
    for sentence in sentences:
        text = re.sub(r"\s*\binstead\.?$", "", sentence, flags=re.I)
        damage, gains = _DAMAGE_INSTEAD.fullmatch(text), _GAINS_INSTEAD.fullmatch(text)
        # The size alone of the card's one damage (one change of ATK/DEF of a target) replaced, the rest of it kept.
        patch: dict[str, Any] | None = (
            {"amount": int(damage.group("n"))} if damage else {"atk": int(gains.group("a")), "def": int(gains.group("d"))} if gains else None
        )
        # fow-s-keyword: FOW-TOKENS-X-INSTEAD-R: "Put X <token> tokens into the field instead" -- the X the card's own
        # tokens count ("where X is ..."), other tokens.
        tokens_x = re.fullmatch(r"Put X (?P<desc>.+?) tokens(?P<with> with [^.]+?)? into the field", text, re.I)
        if damage or gains:
            found: list[dict[str, Any]] = [{"op": "damage" if damage else "modify"}]
        elif tokens_x:
            found, targets = parse(f"Put a {tokens_x.group('desc')} token{tokens_x.group('with') or ''} into the field")
            counted = [e for e in own if e["op"] == "put_tokens" and e.get("per") and e.get("amount", 1) == 1]
            if targets or len(found) != 1 or found[0].get("per") or len(counted) != 1:
                raise Unsupported(f"{refusal}: {sentence!r} names no X of the card's own tokens")
            found[0]["per"] = counted[0]["per"]
        else:
            found, targets = parse(text)
            # fow-t-grimm: FOW-AWAKENED-IF-INSTEAD-R: "<effect> and <untargeted effect> instead" -- the second done after it.
            if targets or not found or any(e.get(k) for e in found for k in _HELD) or any("target" in e for e in found[1:]):
                raise Unsupported(f"{refusal}: the replacement {sentence!r} is not in the vocabulary")
        new = found[0]
        same = [
            e for e in own
            if e["op"] == new["op"] and all(e.get(k) == new.get(k) for k in ("player", "each", "what"))
            and (
                e.get("target") == new.get("target") if patch is None
                else set(e) <= {"op", "amount", "target"} if damage else "target" in e and set(e) <= {"op", "atk", "def", "target", "until"}
            )
        ]
        if not same and patch is None and len(sentences) == 1 and len(own) == 1 and "target" not in own[0] and "target" not in new:
            same = own  # the card's only effect, replaced whole
        if len(same) != 1 or same[0].get("condition"):
            raise Unsupported(f"{refusal}: {sentence!r} replaces no single effect of the same kind of the card")
        at = next(i for i, e in enumerate(record["effects"]) if e is same[0])
        if any(e.get("condition") in ("if_you_do", "if_you_dont") for e in record["effects"][at + 1 :]):
            raise Unsupported(f"{refusal}: a replacement before an 'if you do' is not in the vocabulary")
        replacement = (same[0] | patch if patch is not None else new) | {"condition": yes}
        same[0]["condition"] = f"not_{yes}"
        record["effects"].insert(at + 1, replacement)
        more = [e | {"condition": yes} for e in found[1:]] if patch is None else []
        record["effects"][at + 2 : at + 2] = more
        added.extend([replacement, *more])
    return added


def granted(keyword: str, cited: str, body: str, record: dict[str, Any], text: str, condition: dict[str, Any], *, cost_less: bool = True) -> None:
    """fow-dec-b: FOW-KW-NULL-R, FOW-KW-SEAL-R: the text "[<keyword>] ... - <text>" grants, had while ``condition``
    holds: a continuous change or bare keywords as :func:`granted_continuous` reads them, any other line as
    [Rune] reads its text (:func:`granted_text`: an activate, automatic or will ability, a cost reduction when
    ``cost_less``)."""
    tokens = re.findall(r"\[([^\]]+)\]", body)
    bare = bool(tokens) and re.sub(r"\[[^\]]+\]", "", body).strip(" ,.-–") == ""
    if bare or continuous(body, copy.deepcopy(record), text) is not None:
        record["abilities"].append(granted_continuous(keyword, cited, body, record, text, condition))
        return
    granted_text(keyword, cited, body, record, text, condition, cost_less=cost_less)


def granted_continuous(keyword: str, cited: str, body: str, record: dict[str, Any], text: str, condition: dict[str, Any]) -> dict[str, Any]:
    """FOW-KW-NULL-R, FOW-KW-SEAL-R, FOW-KW-REVENGE-R: "[<keyword>] ... - <text>" granting a card ``body``
    while ``condition`` holds: a continuous change (or keywords) of the vocabulary, applying while it holds;
    an activate or automatic ability, a condition of its own, or a keyword that matters outside the field
    (the text is granted in all zones: [Quickcast], [Remnant]) is refused."""
    tokens = re.findall(r"\[([^\]]+)\]", body)
    if tokens and re.sub(r"\[[^\]]+\]", "", body).strip(" ,.-–") == "":
        # "[Null] - [Pierce] - [Precision]": the keywords this card has while the condition holds.
        if any(t.strip().lower() in _READ_AS_ABILITY for t in tokens):
            raise Unsupported(f"[{keyword}] granting [{tokens[0]}] (an automatic or must-attack ability) is not in the vocabulary")
        body = "This card gains " + " and ".join(f"[{t}]" for t in tokens)
    ability = continuous(body, record, text)
    if ability is None or ability.get("as_long_as") or ability.get("must_attack"):
        raise Unsupported(f"[{keyword}] granting {body.strip()!r}: only a continuous change of the vocabulary is read ({cited})")
    if set(ability.get("keywords", [])) & {"quickcast", "remnant"}:
        raise Unsupported(f"[{keyword}] granting a keyword that matters outside the field (in all zones, {cited}) is not in the vocabulary")
    ability["as_long_as"] = condition
    return ability


_RUNE = re.compile(r"\[Rune\]\s*(?:(?P<n>\d{1,2})|(?P<will>(?:\{[^}]{1,3}\}\s*){1,6}))\s*[-–]\s*(?P<body>.+)", re.I)


def rune_condition(number: str | None, will: str | None) -> dict[str, Any]:
    """FOW-KW-RUNE-R: "there are N (or more) runes revealed in your rune area" (FOW-RUNES-REVEALED-R) -- with
    ``will``, "a rune sharing an attribute with each [Will Symbol]" (CR 1137.3a: ``{W}{W}``, two or more light runes)."""
    count: dict[str, Any] = per_count("rune revealed in your rune area")
    if will is None:
        return {"count": count, "at_least": int(number or 0)}
    symbols = COST_TOKEN.findall(will)
    if not symbols or any(s not in SYMBOLS for s in symbols) or len(set(symbols)) > 1:
        raise Unsupported(f"[Rune] {will.strip()}: only the symbols of one attribute are read (CR 1137.3a names a rune sharing an attribute with a will symbol)")
    return {"count": count | {"attributes": [SYMBOLS[symbols[0]]]}, "at_least": len(symbols)}


def rune_ability(match: re.Match[str], record: dict[str, Any], text: str) -> None:
    """FOW-KW-RUNE-R: "[Rune] N - <text>" (or "[Rune] {W}{W} - <text>") granting a card abilities is "This card
    has the following text in all zones as long as there are N revealed runes in your rune area" (CR 1137.3,
    1137.3a); otherwise the text does not exist (CR 1137.4): :func:`granted_text` (FOW-RUNES-REVEALED-R: never
    here, no deck holding a rune deck).  A [Rune] changing a chant's text as it is played (CR 1137.2) is refused."""
    if record["types"][0] == "chant":
        raise Unsupported("[Rune] changing a chant's text as it is played (CR 1137.2) is not in the vocabulary")
    granted_text("Rune", "CR 1137.3", match.group("body"), record, text, rune_condition(match.group("n"), match.group("will")))


def granted_text(keyword: str, cited: str, body: str, record: dict[str, Any], text: str, condition: dict[str, Any], *, cost_less: bool = True) -> None:
    """FOW-KW-RUNE-R (fow-dec-b: FOW-KW-NULL-R, FOW-KW-SEAL-R too): "[<keyword>] ... - <text>" granting a card
    ``body`` in all zones while ``condition`` holds.  The text is read alone (a line of the vocabulary, else
    refused with its reason) and each ability it adds is had only while the condition holds: a continuous
    ability or an automatic one applies or triggers only then, an activate or will ability is playable only
    then, keywords become a continuous ability of this card, a cost reduction (when ``cost_less``) applies only
    then.  A text changing anything else of the card or with a condition of its own, and a keyword that matters
    outside the field, are refused."""
    bare = _BARE_LESS.fullmatch(body.strip()) if cost_less else None
    if bare is not None:
        # fow-w-costs: FOW-GRANTED-LESS-R: "(You may) pay <cost> less to play this card" granted alone: had while the
        # condition holds (FOW-PLAY-LESS-TWO-R when it is the card's second reduction).
        second = second_less(record)
        reduction = {"less": _less_within(bare.group("less").replace(" ", ""), record, second=second), "when": copy.deepcopy(condition)}
        keep_less(reduction | ({"optional": True} if bare.group("may").lower() == "you may pay" else {}), record, second)
        return
    scratch = copy.deepcopy(record)
    map_ability(normalize_line(body), scratch)
    before = len(record["abilities"])
    added = scratch["abilities"][before:]
    keywords = [k for k in scratch["keywords"] if k not in record["keywords"]]
    play_less = scratch.get("play_less") if scratch.get("play_less") != record.get("play_less") else None
    # fow-r-zoneplay: FOW-PLAY-FROM-ZONE-R: "You may play this card from your graveyard" had only while the condition holds.
    zone_play = scratch.get("play_from") if record.get("play_from") is None and not (scratch.get("play_from") or {}).get("only") else None
    others = {k for k in set(scratch) | set(record) if k not in ("abilities", "keywords", "play_less", *(("play_from",) if zone_play else ())) and scratch.get(k) != record.get(k)}
    if others or scratch["abilities"][:before] != record["abilities"] or not (added or keywords or play_less or zone_play) or (play_less is not None and not cost_less):
        raise Unsupported(f"[{keyword}] granting {body.strip()!r}: only abilities, keywords or a cost reduction of this card are read ({cited})")
    if set(keywords) & {"quickcast", "remnant"}:
        raise Unsupported(f"[{keyword}] granting a keyword that matters outside the field (in all zones, {cited}) is not in the vocabulary")
    if keywords:
        added.append({"kind": "continuous", "scope": "self", "keywords": keywords})
    for ability in added:
        field = "when" if ability["kind"] in ("activate", "will") else "as_long_as"
        if ability.get(field) is not None or ability.get("as_long_as") is not None:
            raise Unsupported(f"[{keyword}] granting a text with a condition of its own is not in the vocabulary")
        ability[field] = copy.deepcopy(condition)
        ability["text"] = text
    if play_less is not None:
        if play_less.get("when") is not None or play_less.get("per") is not None or play_less.get("targets_races") or play_less.get("targets_spec") or play_less.get("by"):
            raise Unsupported(f"[{keyword}] granting a cost reduction with a condition of its own is not in the vocabulary")
        record["play_less"] = play_less | {"when": condition}
    if zone_play is not None:
        record["play_from"] = zone_play | {"when": copy.deepcopy(condition)}
    record["abilities"].extend(added)


# fow-w-costs: FOW-GRANTED-LESS-R -- a reduction with no condition of its own, read only as the text a keyword grants.
_BARE_LESS = re.compile(r"(?P<may>you may pay|you pay) (?P<less>(?:\{[^}]+\} ?)+) less to play this card\.?", re.I)


_AS_IT_RESOLVES = re.compile(
    r"(?:^|(?<=[.;]) )(?P<what>Shuffle this card into its owner's (?:main )?deck|Put this card on the bottom of its owner's (?:main )?deck"
    r"|Put this card into its owner's hand|Remove this card from the game) as it resolves(?:[.;]|$)",
    re.I,
)
_RESOLVES_TO = {"shuffle": "deck_shuffled", "put this card on the bottom": "deck_bottom", "put this card into": "hand", "remove": "removed"}


_NO_CHASE = re.compile(r"(?:^|(?<=[.;]) )Players cannot chase to this card(?:[.;]|$)", re.I)


def no_chase(text: str, record: dict[str, Any]) -> str:
    """FOW-NO-CHASE-R: a chant's sentence "Players cannot chase to this card" marks the card; the text
    without it is returned (a text of that sentence alone is refused)."""
    match = _NO_CHASE.search(text)
    if match is None:
        return text
    rest = (text[: match.start()] + " " + text[match.end() :]).strip()
    if not rest or _NO_CHASE.search(rest):
        raise Unsupported("'Players cannot chase to this card' without an effect text is not in the vocabulary")
    record["no_chase"] = True
    return rest


def as_it_resolves(text: str, record: dict[str, Any]) -> str:
    """FOW-AS-IT-RESOLVES-R: a chant's sentence "Shuffle this card into its owner's deck / Put this card on
    the bottom of its owner's deck / into its owner's hand / Remove this card from the game as it resolves"
    applies as the card would leave the chase at the end of its resolution (CR 903.3b): it goes there
    instead of the graveyard.  The text without that sentence is returned; a second one is refused."""
    awakened = re.search(r"(?:^|(?<=[.]) )If this card was awakened, put (?:it|this card) into its owner's hand as it resolves(?:\.|$)", text, re.I)
    if awakened is not None and _AS_IT_RESOLVES.search(text) is None:
        # fow-s-deal: FOW-AS-IT-RESOLVES-AWAKENED-R: into its owner's hand as it resolves, only when it was awakened.
        rest = (text[: awakened.start()] + " " + text[awakened.end() :]).strip()
        if not rest or record.get("resolves_to") is not None:
            raise Unsupported("an 'as it resolves' sentence without an effect text (or a second one) is not in the vocabulary")
        record.update(resolves_to="hand", resolves_awakened=True)
        return re.sub(r"\s{2,}", " ", rest)
    match = _AS_IT_RESOLVES.search(text)
    last = re.search(r"(?<=[.]) Then put this card on top of your deck\.?$", text, re.I)
    if match is None and last is not None:
        # fow-wide6: FOW-THEN-TOP-OF-DECK-R: the text's last sentence puts the chant on top of its deck.
        if record.get("resolves_to") is not None:
            raise Unsupported("a second 'as it resolves' destination of this card is not in the vocabulary")
        record["resolves_to"] = "deck_top"
        return text[: last.start()].strip()
    if match is None:
        return text
    if record.get("resolves_to") is not None or _AS_IT_RESOLVES.search(text, match.end()):
        raise Unsupported("a second 'as it resolves' destination of this card is not in the vocabulary")
    what = match.group("what").lower()
    record["resolves_to"] = next(v for k, v in _RESOLVES_TO.items() if what.startswith(k))
    rest = (text[: match.start()] + " " + text[match.end() :]).strip()
    if not rest:
        raise Unsupported("an 'as it resolves' sentence without an effect text is not in the vocabulary")
    return re.sub(r"\s{2,}", " ", rest)


def energize_line(symbols: str, record: dict[str, Any]) -> None:
    """A printed "[Energize] <will symbols>" of a ruler (FOW-ENERGIZE-PRINTED-R, CR 1119.3a): naming
    exactly the ruler's attributes (or {1} for a ruler with none) it restates FOW-SETUP-4; otherwise the
    coin produces one of the named wills (CR 1119.3a-1), and {1} one void will (CR 1119.3a-2)."""
    tokens = re.findall(r"\{([^}]+)\}", symbols)
    numbers = [t for t in tokens if t.isdigit()]
    if numbers and (numbers != ["1"] or len(tokens) > 1):
        raise Unsupported(f"[Energize] {symbols.strip()}: a coin producing several wills (CR 1119.3a-2) is not in the vocabulary")
    named = ["void"] if numbers else list(dict.fromkeys(SYMBOLS[t.upper()] for t in tokens))
    if named == (list(record["attributes"]) or ["void"]) or set(named) == set(record["attributes"]):
        return
    record["energize"] = named
def judgment_choice(text: str, record: dict[str, Any]) -> None:
    """FOW-JUDG-CHOICE-R: another [Judgment] of the same ruler, read alone (a will cost, maybe "only if
    <condition>"), kept beside the first as a choice."""
    first = record.pop("judgment")
    try:
        _map_ability(text, record)
        second = record.pop("judgment", None)
    finally:
        record["judgment"] = first
    if second is None or set(second) - {"cost", "when", "discard"} or "banish" in first or len(first.get("alternatives", [])) >= 3:
        raise Unsupported("a second [Judgment] of this card beyond a will cost (maybe 'only if <condition>') is not in the vocabulary")
    first.setdefault("alternatives", []).append(second)


# FOW-KW-TAG-R: "[Tag] (<Race>)" (with the reminder sentence some cards print) or "[Tag] "<name>" (or "<name>")".
_TAG = re.compile(
    r"\[Tag\]\s*(?:\((?P<race>[A-Za-z' -]{1,40})\)(?:\s*-\s*You may start the game with this ruler and another ruler with \[Tag\] \((?P<again>[A-Za-z' -]{1,40})\)"
    r" that doesn't share a name with this card\. Put both in your ruler area)?|(?P<names>\"[^\"]{1,200}\"(?: or \"[^\"]{1,200}\")?))\.?",
    re.I,
)


def tag_line(match: re.Match[str], record: dict[str, Any]) -> None:
    """FOW-KW-TAG-R: a permission to start the game with a second ruler, which a deck of one starting ruler
    does not use; kept on the card, it does nothing in the game."""
    if record.get("tag") is not None or (match.group("again") and match.group("again") != match.group("race")):
        raise Unsupported("a second [Tag], or one naming two races, is not in the vocabulary")
    record["tag"] = {"race": match.group("race").strip()} if match.group("race") else {"names": re.findall(r'"([^"]+)"', match.group("names"))}


# A starting ruler's printed deck restrictions (DeckRules): each form and the field it sets.
_DECK_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    # FOW-DECK-RULER-KEYWORD-R (CR 404.1b, 402.2c, 402.2d).
    (re.compile(r"You cannot have cards with \[(?P<kw>Tales|Villains)\] in your deck or (?:a |your )?magic stone deck\.?"), "without"),
    # FOW-DECK-RULER-ATTRIBUTE-R (CR 404.1b: "cards with {Attribute} in your deck": the deck only).
    (re.compile(r"You cannot have non-(?P<attr>light|fire|water|wind|darkness) cards in your deck\.?"), "only_attribute"),
    # fow-hero3: FOW-DECK-RULER-ATTRIBUTES-R (CR 404.1b: the deck only).
    (
        re.compile(
            r"You may have only (?P<a>light|fire|water|wind|darkness) and/or (?P<b>light|fire|water|wind|darkness) cards in your deck "
            r"with no attributes other than (?P=a) or (?P=b)\.?"
        ),
        "only_attributes",
    ),
    # FOW-DECK-RULER-SINGLETON-R (CR 402.2g, 404.1a).
    (re.compile(r"You (?:may not|cannot) have more than one copy of any card in your deck\.?"), "singleton"),
    # FOW-DECK-RULER-SIZE-R (CR 402.3a: at most 200 cards even so).
    (re.compile(r"You have no maximum deck size, but must have at least (?P<n>\d{2,3}) cards in your deck\.?"), "min_main"),
    # FOW-DECK-RULER-LIFE-R (CR 405.3 replaced, 910.1).
    (
        re.compile(
            r"If you would set your starting life, set it to X00 life instead, where X is the total number of cards in your deck, "
            r"up to a maximum of (?P<n>\d{1,3})\.?"
        ),
        "life_per_card",
    ),
)


_COPY_WORDS = {"five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_COPIES = re.compile(rf"You may have (?:(?P<any>any number of)|up to (?P<n>{'|'.join(_COPY_WORDS)})) copies of this card in your deck\.?", re.I)


def deck_rule_line(text: str, record: dict[str, Any]) -> bool:
    """A ruler's deck restriction line read into ``record["deck_rules"]``; False for any other line."""
    for pattern, field in _DECK_RULES:
        match = pattern.fullmatch(text)
        if match is None:
            continue
        rules = record.setdefault("deck_rules", {})
        if field == "without":
            keyword = match.group("kw").lower()
            if keyword in [*rules.get("without", []), *record["keywords"]]:
                raise Unsupported(f"a ruler with [{match.group('kw')}] that forbids cards with it")
            rules.setdefault("without", []).append(keyword)
        elif field in rules:
            raise Unsupported(f"a second deck restriction of the kind {field!r} is not in the vocabulary")
        elif field == "only_attribute":
            rules[field] = match.group("attr")
        elif field == "only_attributes":
            if match.group("a") == match.group("b") or "only_attribute" in rules:
                raise Unsupported("a deck restriction to attributes beside another is not in the vocabulary")
            rules[field] = [match.group("a"), match.group("b")]  # fow-hero3: FOW-DECK-RULER-ATTRIBUTES-R
        elif field == "singleton":
            rules[field] = True
        else:
            number = int(match.group("n"))
            if field == "min_main" and not 40 <= number <= 200 or field == "life_per_card" and not 1 <= number <= 200:
                raise Unsupported(f"a deck of {number} cards is beyond the 200 of CR 402.3a")
            rules[field] = number
        return True
    return False


_RESTRICTED_BARRIER = re.compile(
    r"(?P<keys>(?:\[[^\]]+\]\s*)*?)\[Barrier\]\s*\((?:(?P<type>Chant|Resonator)|Total cost (?P<cost>1?[0-9]) or less)\)(?:\s*\((?P<rune>Rune)\))?\.?", re.I
)


def _set_once(record: dict[str, Any], field: str, value: Any, second: str) -> None:
    """``record[field] = value``, refused (``second`` is not in the vocabulary) when the card has it already."""
    if record.get(field) is not None:
        raise Unsupported(f"{second} is not in the vocabulary")
    record[field] = value


# FOW-KW-MASTERY-R: '[Mastery] "Name"' (or '"A" or "B"'), "[Mastery] (Race)" (or "(A) or (B)").
_MASTERY_NAMES = re.compile(r'"(?P<first>[^"]+)"(?P<more>(?:\s+or\s+"[^"]+")*)')
_MASTERY_RACES = re.compile(r"\((?P<first>[A-Z][\w' -]*)\)(?P<more>(?:\s+or\s+\([A-Z][\w' -]*\))*)")


def mastery_line(body: str, record: dict[str, Any]) -> None:
    """FOW-KW-MASTERY-R (CR 1154.2-1154.3): "[Mastery] "Name"" -- you may rest a recovered card named
    Name you control rather than pay this card's cost; "[Mastery] (Race)" -- a recovered (Race) card.
    Names (races) joined by "or" are any one of them.  Two joined by "and", a condition (CR 1154.4) and
    a card whose cost has X (what X is without its cost paid) are refused."""
    if record.get("mastery") is not None or record.get("solarisation") is not None:
        raise Unsupported("a second [Mastery], or [Mastery] beside [Solarisation], is not in the vocabulary")
    if record.get("extra_rest") is not None:
        raise Unsupported("[Mastery] beside an additional cost resting other cards is not in the vocabulary")
    if (record.get("cost") or {}).get("x"):
        raise Unsupported("[Mastery] on a card whose cost has X (the value of X when its cost is not paid) is not in the vocabulary")
    # Its reminder sentence printed without the closing parenthesis (CR 1100: no rules meaning).
    body = re.sub(r"\s*\(You may (?:rest|play) [^()]*$", "", body)
    names = _MASTERY_NAMES.fullmatch(body)
    if names is not None:
        record["mastery"] = {"names": [names.group("first"), *re.findall(r'"([^"]+)"', names.group("more"))]}
        return
    races = _MASTERY_RACES.fullmatch(body)
    if races is not None:
        found = [races.group("first").strip(), *(r.strip() for r in re.findall(r"\(([^()]+)\)", races.group("more")))]
        for race in found:
            if KNOWN_RACES.get() and race not in KNOWN_RACES.get():
                raise Unsupported(f"[Mastery] ({race}): {race!r} is a race no card of this database has (a condition, CR 1154.4, is not in the vocabulary)")
        record["mastery"] = {"races": found}
        return
    raise Unsupported(f"[Mastery] {body!r}: only a name, names joined by 'or', or races joined by 'or' are in the vocabulary (CR 1154.2-1154.3)")


# FOW-TRUE-STONE-SAME-NAME-R: a true magic stone's "[Continuous] When you control two or more true magic
# stones with the same name, banish all but one of them" (the old label ignored, FOW-OLD-CONT-AUTO-R).
_SAME_TRUE_NAME = re.compile(
    r"When you control two or more (?P<true>true )?magic stones (?:with (?:the )?same name|that share a name)(?:,| >>>) banish all but one of them\.?", re.I
)


# FOW-ADDABLE-ADDITION-R (CR 1405.5a): an old addition's "As you play this card, target a <J/resonator>. This
# card enters the field added to the chosen target." (or "If that <J/resonator> is still a legal target, put
# this card into the field added to the chosen target, otherwise put it into its owner's graveyard.").
_ADDABLE = re.compile(
    r"As you play this card, target an? (?P<what>[^.]{1,120}?)\. (?:This card enters the field added to the chosen target"
    r"|If that (?P<again>J/resonator|resonator) is still a legal target, put this card into the field added to the chosen target, "
    r"otherwise put it into its owner's graveyard)\.?",
    re.I,
)


def addable_addition(text: str, record: dict[str, Any]) -> bool:
    """FOW-ADDABLE-ADDITION-R: an addition of the plain type "Addition" (read as a field addition) printing
    :data:`_ADDABLE` is an addable addition (CR 1405.5a): played with that target (CR 1405.2a), it enters the
    field added to it if it is still legal as it resolves, otherwise it goes to its owner's graveyard
    (CR 1405.2b), as an [Addition: J/Resonator] (an [Addition: Resonator] for "target a resonator").  False for
    any other line; refused on any other card or for a target that is not a J/resonator of the vocabulary."""
    match = _ADDABLE.fullmatch(text)
    if match is None:
        return False
    if record["types"] != ["addition"] or record.get("subtypes") != ["field"] or record["targets"]:
        raise Unsupported("'As you play this card, target a ...' is read on a card of the plain type Addition only (CR 1405.5a)")
    found = re.fullmatch(TARGET, "target " + match.group("what"), re.I)
    spec = target_spec(found) if found is not None else None
    if spec is None or spec["kind"] not in ("resonator", "j_resonator") or spec.get("other") or spec.get("state"):
        raise Unsupported(f"an addable addition's target 'a {match.group('what')}' is not in the vocabulary")
    if match.group("again") and (match.group("again").lower() == "resonator") != (spec["kind"] == "resonator"):
        raise Unsupported(f"'that {match.group('again')}' does not name the target 'a {match.group('what')}'")
    record["subtypes"] = ["j_resonator", "addable"]
    record["targets"] = [spec]
    return True


def homeland_ability(race: str, ability: dict[str, Any]) -> None:
    """FOW-HOMELAND-R: the "Homeland (<Race>)" label names a ruler's "At the beginning of the game" ability
    (FOW-TRIG-GAME-START-R, CR 502.1); read only when that ability is "You may put a <Race> addition from your
    hand into the field" (FOW-PUT-FROM-HAND-R) of the race the label names."""
    effects = ability.get("effects", [])
    wanted = {"op": "search", "filter": {"kinds": ["addition"], "races": [race]}, "deck": "hand", "to": "field", "optional": True}
    if effects != [wanted]:
        raise Unsupported(f"a Homeland ({race}) ability other than 'You may put a {race} addition from your hand into the field' is not in the vocabulary")


# fow-r-grimm: FOW-CHOSEN-RACE-NO-ATTACK-R.
_CHOSEN_NO_ATTACK = re.compile(r"\[Enter\] >>> Choose a race\. As long as you control this card, (?P<who>J/resonators|resonators) of the chosen race cannot attack you\.?", re.I)


# FOW-KW-WAR-BOND-R: a line opening with the keyword «War» or «Bond» (written <<War>> in the database), alone or
# before another ability of the same entry.
_MARKER_KEYWORD = re.compile(r"(?:<<|«)(?P<name>War|Bond)(?:>>|»)(?:\s+(?P<rest>\S.*))?", re.S)


# fow-v-grant: FOW-GAINS-QUOTED-TURN-R: "<who> gains "<ability>" until end of turn" as a one-time effect.
_GAINS_QUOTED_TURN = re.compile(r"(?P<who>\b[^.\"]*?) gains? \"(?P<quoted>[^\"]+)\" until end of turn(?=[.;]|$)", re.I)


def _quoted_gainer(match: re.Match[str]) -> str:
    """Who gains the quoted text of a :data:`_GAINS_QUOTED_TURN` match (the words after a cost, trigger or condition), lowered."""
    return re.sub(r"^.*(?:[:>]|\bdo,|\bturn,)\s*", "", match.group("who")).strip().lower()


def refuse_quoted_grant(line: str, record: dict[str, Any]) -> None:
    """fow-v-grant: FOW-GAINS-QUOTED-TURN-R: a line no reading took whose one-time effect grants a quoted text until end of
    turn to another card than a J/resonator's "this card" is refused with this code."""
    match = _GAINS_QUOTED_TURN.search(line)
    if match is not None:
        who = _quoted_gainer(match)
        if who != "this card" or record["types"][0] not in ("resonator", "j_ruler"):
            raise Unsupported(f"FOW-GAINS-QUOTED-TURN-R: only a J/resonator's own 'This card gains \"<ability>\" until end of turn' is read; {who!r} gaining a quoted text until end of turn is not in the vocabulary")


def _quoted_will_turn(text: str, match: re.Match[str], record: dict[str, Any]) -> bool:
    """fow-w-grant: FOW-GRANTS-WILL-TURN-R (CR 909.1d, 907): "Target resonator gains "{Rest}: Produce <will>" until end of
    turn" ("Magic stones you control gain ..."): the quoted text read alone as a will ability resting the card that has
    it, making one will of those it names, and nothing else; the line read with that sentence as a change until end of
    turn of the target (each magic stone its controller controls, FOW-GROUP-LASTING-R) granting it.  False when the
    quoted text is another ability (refused by :func:`refuse_quoted_grant`)."""
    ability = _rest_will(match.group("quoted"), record)
    if ability is None or ability.get("more") or set(ability) - {"kind", "cost", "produce"}:
        return False
    verb = " gain" if match.group("who").lower().endswith("you control") else " gains"
    rest = text[: match.start()] + match.group("who") + verb + " the quoted will ability until end of turn" + text[match.end() :]
    before = copy.deepcopy(record)
    _map_ability(rest, record)
    filled = 0

    def fill(node: Any) -> None:
        nonlocal filled
        if isinstance(node, dict):
            if node.get("granted_will") == "quoted":
                node["granted_will"] = list(ability["produce"])
                filled += 1
            for value in node.values():
                fill(value)
        elif isinstance(node, list):
            for value in node:
                fill(value)

    fill(record)
    if filled != 1:
        record.clear()
        record.update(before)
        raise Unsupported("FOW-GRANTS-WILL-TURN-R: a will ability granted until end of turn in a text read otherwise is not in the vocabulary")
    for ability_record in record["abilities"][len(before["abilities"]) :]:
        ability_record["text"] = text
    return True


def gains_quoted_turn(text: str, record: dict[str, Any]) -> bool:
    """fow-v-grant: FOW-GAINS-QUOTED-TURN-R (CR 909.1d, 302.3): a line whose one-time effect is "This card gains
    "<ability>" until end of turn" (a J/resonator's) is its text read alone as a line of this card (:func:`map_ability`),
    each ability it adds had only while the card holds the N-th such gain (``gained`` N: a condition of an automatic or
    continuous ability, the ``when`` of an activate or will ability), and the line itself with that sentence as a change
    of this card until end of turn granting it.  False when the line has no such sentence; a quoted text granted to
    another card (a target, a group, "it"), or one that is no line of the vocabulary, is refused with this code."""
    match = _GAINS_QUOTED_TURN.search(text)
    if match is None:
        return False
    if _quoted_gainer(match) in ("target resonator", "magic stones you control"):
        return _quoted_will_turn(text, match, record)  # fow-w-grant: FOW-GRANTS-WILL-TURN-R
    if _quoted_gainer(match) != "this card" or record["types"][0] not in ("resonator", "j_ruler"):
        return False  # another reading may take it; else refused by :func:`refuse_quoted_grant`
    index = 1 + len({c["gained"] for a in record["abilities"] if isinstance(c := a.get("as_long_as") or a.get("when"), dict) and "gained" in c})
    scratch = copy.deepcopy(record)
    before = len(record["abilities"])
    try:
        map_ability(normalize_line(match.group("quoted")), scratch)
    except Unsupported as exc:
        raise Unsupported(f"FOW-GAINS-QUOTED-TURN-R: the gained text is not read ({exc})") from None
    added = scratch["abilities"][before:]
    others = {k for k in set(scratch) | set(record) if k != "abilities" and scratch.get(k) != record.get(k)}
    if others or scratch["abilities"][:before] != record["abilities"] or not added or index > 4:
        raise Unsupported("FOW-GAINS-QUOTED-TURN-R: a gained text that is not only abilities of this card is not in the vocabulary")
    for ability in added:
        field = "when" if ability["kind"] in ("activate", "will") else "as_long_as"
        if ability.get(field) is not None or ability.get("as_long_as") is not None:
            raise Unsupported("FOW-GAINS-QUOTED-TURN-R: a gained text with a condition of its own is not in the vocabulary")
        ability[field] = {"gained": index}
        ability["text"] = text
    rest = text[: match.start()] + match.group("who") + f" gains the quoted text {index} until end of turn" + text[match.end() :]
    _map_ability(rest, record)
    for mapped in record["abilities"][before:]:
        if mapped["kind"] != "activate" or mapped.get("from_graveyard") or any(mapped["cost"].get(k) for k in ("discard_self", "remove_hand", "dive")):
            # the card must be in the field as the gain resolves: an automatic ability may resolve once it has left it
            raise Unsupported("FOW-GAINS-QUOTED-TURN-R: a quoted text gained until end of turn by an ability other than an activate ability played from the field is not in the vocabulary")
        mapped["text"] = text
    record["abilities"].extend(added)
    return True


def _map_ability(line: str, record: dict[str, Any]) -> None:
    text = line.strip()
    kind = record["types"][0]
    if gains_quoted_turn(text, record):
        return
    chosen_no_attack = _CHOSEN_NO_ATTACK.fullmatch(text)
    if chosen_no_attack is not None:
        # fow-r-grimm: FOW-CHOSEN-RACE-NO-ATTACK-R: the race chosen as the [Enter] ability resolves, and the J/resonators
        # (resonators) of that race that could attack you -- your opponent's -- cannot attack you as long as you control
        # this card (the choice kept on the card while the player who made it controls it, FOW-CHOSEN-RACE-KEPT-R).
        record["abilities"].append({"kind": "automatic", "trigger": "enter", "effects": [{"op": "declare", "what": "race"}], "text": text})
        restriction: dict[str, Any] = {"kind": "continuous", "scope": "opponent_j_resonators", "text": text, "cannot_attack_opponent": True, "chosen_race": True, "while_controlled": True}
        record["abilities"].append(restriction | ({"resonators_only": True} if chosen_no_attack.group("who").lower() == "resonators" else {}))
        return
    if re.fullmatch(r"[^:>\[]+ gains? \[[^\]]*X00[^\]]*\],? where X is the number of [^.]+\.?", text):
        # fow-q-count: FOW-CONT-WHERE-X-R: a continuous "<group> gain [-X00/-X00], where X is the number of <cards>" is
        # FOW-CONT-FOREACH-R's "[-100/-100] for each <card>".
        from .grammar import where_x_text

        before = len(record["abilities"])
        rewritten = where_x_text(text.rstrip("."))
        if rewritten != text.rstrip("."):
            _map_ability(rewritten, record)
            for mapped in record["abilities"][before:]:
                mapped["text"] = text  # the printed line
            return
    if addable_addition(text, record):
        return
    marker = _MARKER_KEYWORD.fullmatch(text)
    if marker is not None:
        # FOW-KW-WAR-BOND-R (CR 1101.1, 1101.3): recorded on the card, no rule of its own; the rest of the
        # entry is read as a line of its own.
        keyword = marker.group("name").lower()
        if keyword not in record["keywords"]:
            record["keywords"].append(keyword)
        if marker.group("rest"):
            _map_ability(marker.group("rest"), record)
        return
    same_name = _SAME_TRUE_NAME.fullmatch(text)
    if same_name is not None:
        # FOW-TRUE-STONE-SAME-NAME-R (CR 906.9, 906.9a): a status automatic ability of a true magic stone.
        if kind != "magic_stone" or "true" not in record.get("subtypes", []):
            raise Unsupported("'two or more (true) magic stones with the same name' is read on a true magic stone only")
        banish = {"op": "banish", "what": "magic_stone", "amount": 5, "same_true_name": True}
        trigger = "same_true_name"
        if same_name.group("true") is None:
            # fow-w-grimm: FOW-STONE-SAME-NAME-R: "magic stones" without "true": any magic stones of one name.
            banish["any_stone"], trigger = True, "same_stone_name"
        record["abilities"].append({"kind": "automatic", "text": text, "trigger": trigger, "effects": [banish]})
        return
    judgment_less = re.fullmatch(r"You may pay (?P<cost>(?:\{[WRUGB1-9]\})+) less to do judgment\.?", text, re.I)
    if judgment_less is not None:
        # fow-faces: FOW-JUDG-LESS-FIELD-R (CR 903.2k-4): a card in its controller's field lowers their Judgment.
        if kind not in ("resonator", "addition", "regalia", "magic_stone") or record.get("judgment_less") is not None:
            raise Unsupported(f"'pay less to do judgment' on {'an' if kind[0] in 'aeiou' else 'a'} {kind} (or a second one) is not in the vocabulary")
        record["judgment_less"] = parse_cost(judgment_less.group("cost"))
        return
    homeland = _HOMELAND.fullmatch(text)
    if homeland is not None:
        text = homeland.group("body")
    game_start = _GAME_START.fullmatch(text)
    if game_start is not None:
        # FOW-TRIG-GAME-START-R (CR 502.1, 502.1b): a ruler's, from its ruler area; from a hand or from
        # outside the game it is refused.
        if kind != "ruler":
            raise Unsupported(f"an 'At the beginning of the game' ability of {'an' if kind[0] in 'aeiou' else 'a'} {kind} (triggering from a hand or from outside the game) is not in the vocabulary")
        started = _automatic("game_start", game_start.group("body")[0].upper() + game_start.group("body")[1:], line.strip())
        if homeland is not None:
            homeland_ability(homeland.group("race"), started)
        record["abilities"].append(started)
        return
    if record.get("judgment") is not None and re.match(r"\[Judgment\]", text, re.I):
        judgment_choice(text, record)
        return
    if _read_keywords(text, record):
        return
    match = re.fullmatch(r"\[Barrier\]\s*(?P<will>(?:\{[WRUGB]\})+)\.?", text, re.I)
    if match and kind != "chant":
        # FOW-KW-BARRIER-ATTR-R: "[Barrier] <attributes>" (CR 1120.3, 1120.6).
        for symbol in re.findall(r"\{([WRUGB])\}", match.group("will")):
            if SYMBOLS[symbol] not in record.setdefault("barrier_attributes", []):
                record["barrier_attributes"].append(SYMBOLS[symbol])
        return
    match = _RESTRICTED_BARRIER.fullmatch(text)
    if match and kind != "chant":
        # FOW-KW-BARRIER-KIND-R / FOW-KW-BARRIER-COST-R: "[Barrier] (Chant)", "(Resonator)", "(Total cost N or
        # less)", after plain keywords on the same line; a second restriction of one kind is refused.
        keywords = keyword_line(match.group("keys")) if match.group("keys").strip() else []
        if match.group("type"):
            if record.get("barrier_types"):
                raise Unsupported("a second [Barrier] restricted to a card type is not in the vocabulary")
            # FOW-KW-BARRIER-RUNE-R: "(Chant)(Rune)" -- chants and runes (CR 202.2: a rune is a card type).
            record["barrier_types"] = [match.group("type").lower(), *(["rune"] if match.group("rune") else [])]
        elif match.group("rune"):
            raise Unsupported("[Barrier] of a total cost and of runes is not in the vocabulary")
        else:
            if record.get("barrier_max_cost") is not None:
                raise Unsupported("a second [Barrier] restricted to a total cost is not in the vocabulary")
            record["barrier_max_cost"] = int(match.group("cost"))
        record["keywords"].extend(k for k in keywords or [] if k not in record["keywords"])
        return
    if kind == "ruler" and deck_rule_line(text, record):
        return
    match = re.fullmatch(r'This card has "(?P<name>[^"]{1,80})" in addition to its other names\.?', text)
    if match:
        # FOW-ALSO-NAMED-R (CR 904.2a, 904.3): a name the card has besides its own, in every zone and in deck
        # construction ("gains" ... is no base ability: refused).
        names = record.setdefault("also_named", [])
        if match.group("name") in names or len(names) >= 4:
            raise Unsupported("a name the card already has, or a fifth one, is not in the vocabulary")
        names.append(match.group("name"))
        return
    match = _COPIES.fullmatch(text)
    if match and kind in ("resonator", "chant", "addition", "regalia", "magic_stone"):
        # FOW-DECK-COPIES-R (CR 404.1a): the number of copies of its name a deck may hold.
        if record.get("copies") is not None:
            raise Unsupported("a second number of copies of this card is not in the vocabulary")
        record["copies"] = "any" if match.group("any") else _COPY_WORDS[match.group("n").lower()]
        return
    match = re.fullmatch(r"\[Partner\]\s*(?P<n>[1-9])\s*\((?P<subtype>[A-Za-z' -]{1,40})\)", text, re.I)
    if match and kind == "ruler":
        # FOW-KW-PARTNER-R (CR 1155.2): a permission of deck construction a deck of one starting ruler does
        # not use; kept on the card, it does nothing in the game.
        if record.get("partner") is not None:
            raise Unsupported("a second [Partner] is not in the vocabulary")
        record["partner"] = {"count": int(match.group("n")), "subtype": match.group("subtype").strip()}
        return
    match = re.fullmatch(r"\[Mana\]\s*(?:(?P<n>[1-9])|\((?P<p>[1-9])\))\s*(?:\([^()]*\))?\.?", text, re.I)
    if match:
        # fow-u-counters: FOW-KW-MANA-R (CR 1122.2a, 1122.2b): a ruler starts the game with N mana counters; a
        # resonator, addition or regalia enters the field with them (FOW-ENTERS-COUNTERS-R).
        mana = {"counter": "mana", "amount": int(match.group("n") or match.group("p"))}
        if kind == "ruler" and record.get("start_counters") is None:
            record["start_counters"] = mana
            return
        if kind in ("resonator", "addition", "regalia") and record.get("enters_counters") is None:
            record["enters_counters"] = mana
            return
        raise Unsupported(f"[Mana] on {'an' if kind[0] in 'aeiou' else 'a'} {kind} (or beside other counters it starts or enters with) is not in the vocabulary")
    match = re.fullmatch(r"\[Limit\]\s*(?:(?P<n>[1-9])|\((?P<p>[1-9])\))\s*(?:\([^()]*\))?\.?", text, re.I)
    if match:
        # fow-u-counters: FOW-KW-LIMIT-R (CR 1118.2, 1118.2a): the card enters the field with N limit counters
        # (FOW-ENTERS-COUNTERS-R), and "Whenever this card attacks or blocks >>> Remove a limit counter from it", which
        # does not trigger while it has none.
        if kind != "resonator" or record.get("enters_counters") is not None:
            raise Unsupported(f"[Limit] on {'an' if kind[0] in 'aeiou' else 'a'} {kind} (or beside other counters it enters with) is not in the vocabulary")
        record["enters_counters"] = {"counter": "limit", "amount": int(match.group("n") or match.group("p"))}
        limit_counter = _automatic("attacks_or_blocks", "Remove a limit counter from this card", text)
        record["abilities"].append(limit_counter | {"as_long_as": {"count": {"what": "counter", "counter": "limit"}, "at_least": 1}})
        return
    match = re.fullmatch(r"\[Evolution\]\s*(?P<will>(?:\{(?:[WRUGB]|\d)\})+)(?:\s*,?\s*(?P<discard>Discard an? [A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}))?\.?\s*(?:\([^()]*\))?\.?", text)
    if match and kind == "resonator":
        # fow-u-counters: FOW-KW-EVOLUTION-R (CR 1116.1, 1116.2): "[Evolution] <cost>" is the activate ability "<cost>: If
        # this card has no evolution counters on it, put an evolution counter on it" (read as FOW-NAMED-COUNTER-R's put,
        # under FOW-NO-COUNTERS-R's condition).
        evolution_cost = match.group("will") + (f", {match.group('discard')[0].lower()}{match.group('discard')[1:]}" if match.group("discard") else "")
        before = len(record["abilities"])
        _map_ability(f"{evolution_cost}: If there are no evolution counters on this card, put an evolution counter on this card.", record)
        record["abilities"][before]["text"] = text
        return
    match = _TAG.fullmatch(text)
    if match and kind == "ruler":
        tag_line(match, record)
        return
    match = re.fullmatch(r"\[Stranger\](?:\s*(?P<number>\d{1,2}))?", text, re.I)
    if match and kind == "ruler":
        # FOW-DECK-STRANGER-R: "[Stranger] (Number)" (CR 1142.2) lets its player begin the game with a stranger
        # deck of that many stranger cards; CR 402.7a allows exactly zero or ten.
        if match.group("number") is None:
            raise Unsupported("[Stranger] without its number (CR 1142.2 defines [Stranger] (Number))")
        if int(match.group("number")) != 10:
            raise Unsupported(f"[Stranger] {match.group('number')}: a stranger deck has exactly zero or ten cards (CR 402.7a)")
        if record.get("stranger") is not None:
            raise Unsupported("a second [Stranger] (a cumulative keyword, CR 1102.5) is not in the vocabulary")
        record["stranger"] = 10
        return
    hand = re.fullmatch(r"(?P<who>[A-Za-z' -]+?) in your hand gains? \[Quickcast\]\.?", text)
    if hand and kind in ("resonator", "addition", "regalia", "ruler", "j_ruler"):
        # lead-p: FOW-HAND-QUICKCAST-R (CR 709.3c: a card with [Quickcast] is played whenever its player has priority).
        record["hand_quickcast"] = _hand_group(hand.group("who"))
        return
    if re.fullmatch(r"Runes in your rune area gain \[Quickcast\]\.?", text, re.I) and kind == "j_ruler":
        # FOW-RUNES-QUICKCAST-R (CR 709.3c, 711.1): the runes of its player's rune area are played as [Quickcast] cards.
        record["runes_quickcast"] = True
        return
    match = re.fullmatch(r"\[Divinity\](?:\s*(?P<number>\d{1,2}))?", text, re.I)
    if match and kind in ("ruler", "j_ruler"):
        # FOW-KW-DIVINITY-R: "[Divinity] (Number)" (CR 1136.2) lets a J/ruler play runes; no deck holds any.
        if match.group("number") is None:
            raise Unsupported("[Divinity] without its number (CR 1136.2 defines [Divinity] (Number))")
        if record.get("divinity") is not None:
            raise Unsupported("a second [Divinity] (a cumulative keyword, CR 1102.5) is not in the vocabulary")
        record["divinity"] = int(match.group("number"))
        return
    match = re.fullmatch(r"As an additional cost to play this card, banish an? (?P<what>resonator|[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)(?P<token> token)?\.?", text)
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        # FOW-EXTRA-BANISH-R: one resonator (of a race printed in the database) you control.
        if record.get("extra_banish") is not None or record.get("incarnation") is not None:
            raise Unsupported("a second banishing cost of this card is not in the vocabulary")
        what = match.group("what")
        if what != "resonator" and KNOWN_RACES.get() and what not in KNOWN_RACES.get():
            raise Unsupported(f"{what!r} is a race no card of this database has")
        if match.group("token") and what != "resonator":
            raise Unsupported(f"banishing a {what} token as an additional cost is not in the vocabulary")
        # fow-n-cost: FOW-EXTRA-BANISH-TOKEN-R: "banish a resonator token" -- a token resonator you control.
        record["extra_banish"] = ({"token": True} if match.group("token") else {}) if what == "resonator" else {"races": [what]}
        return
    gems = re.fullmatch(r"As an additional cost to play this card, (?P<cost>banish (?:a|an|one|two|three|four|five) (?:(?:light|fire|water|wind|darkness) )?gems?)\.?", text)
    if gems and kind in ("resonator", "chant", "addition", "regalia"):
        # fow-n-cost: FOW-EXTRA-GEMS-R: gems of its player banished as an additional cost of playing the card.
        found = _GEM_COST.fullmatch(gems.group("cost"))
        if found is None or record.get("extra_gems") is not None:
            raise Unsupported(f"the additional cost {gems.group('cost')!r} is not in the vocabulary")
        record["extra_gems"] = gem_cost(found)
        return
    match = re.fullmatch(rf"As an additional cost to play this card, (?P<cost>{_COST_CARDS})\.?", text)
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        # FOW-EXTRA-BANISH-R / FOW-COST-REST-R: other cards of its player banished or rested to play it.
        found = _CARDS_COST.fullmatch(match.group("cost"))
        if found is None:
            raise Unsupported(f"the additional cost {match.group('cost')!r} is not in the vocabulary")
        verb, wanted = cards_cost(found)
        field = "extra_banish" if verb == "banish" else "extra_rest"
        if record.get(field) is not None or record.get("incarnation") is not None or field == "extra_rest" and record.get("mastery") is not None:
            raise Unsupported("a second cost banishing (resting) other cards is not in the vocabulary")
        record[field] = wanted
        return
    match = re.fullmatch(r"\[Null\]\s*(?:\([^()]*\)\s*)?[-–]\s*(?P<body>.+)", text, re.I)
    if match:
        null_ability(match.group("body"), record, text)
        return
    match = _RUNE.fullmatch(text)
    if match:
        rune_ability(match, record, text)
        return
    match = re.fullmatch(r"\[Seal\]\s*\((?P<n>\d{1,2})\)\s*(?:\([^()]*\)\s*)?(?:[-–]\s*)?(?P<body>[^-–\s].+)", text, re.I)
    if match:
        # FOW-KW-SEAL-R (CR 1128.3, 1128.4): "[Seal] (N) - <text>" (fow-dec-b: or its text on the next printed line,
        # no dash) granting a card its text as long as you control N or more magic stones (cards of type magic
        # stone); a chant's text changed as it is played (CR 1128.2) is refused.
        seal_if = as_long_as(f"you control {match.group('n')} or more magic stones")
        if record["types"][0] == "chant" and _BARE_LESS.fullmatch(match.group("body").strip()) is None:
            # fow-s-keyword: FOW-PLAYED-WITH-TEXT-R: the text a chant is played with if the condition holds then (CR 1128.2).
            played_with_text("Seal", match.group("body"), record, seal_if)
            return
        granted("Seal", "CR 1128.3", match.group("body"), record, text, seal_if)
        return
    match = re.fullmatch(r"\[Fallen\]\s*(?:\([^()]*\)\s*)?(?:[-–]\s*)?(?P<body>[^-–\s].+)", text, re.I)
    if match:
        # fow-s-keyword: FOW-KW-FALLEN-R (CR 1147.2, 1147.3): the text had (a chant: played with) if a God's Art ability its
        # controller controlled resolved this turn.
        if record["types"][0] == "chant":
            played_with_text("Fallen", match.group("body"), record, {"gods_art_resolved": True})
        else:
            granted("Fallen", "CR 1147.3", match.group("body"), record, text, {"gods_art_resolved": True})
        return
    match = _PLAY_COUNTERS.fullmatch(text)
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        play_counters(match, record)
        return
    match = re.fullmatch(
        rf"As an additional cost to play this card, remove (?P<n>\d{{1,2}}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|X) (?P<name>{COUNTER_WORDS_RE}) counters? from your J/ruler\.?",
        text,
        re.I,
    )
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        # FOW-J-RULER-COUNTER-R: an additional cost of playing the card (CR 903.2l).
        if match.group("n") == "X":
            # fow-p-cost: FOW-EXTRA-COUNTERS-X-R: X chosen as the card is played (CR 903.2h), the card's X.
            if (record.get("cost") or {}).get("x") or record.get("extra_counters") is not None:
                raise Unsupported("removing X counters as an additional cost of a card whose cost has X is not in the vocabulary")
            record["extra_counters"] = {"counter": match.group("name").lower(), "amount": 1, "from_j_ruler": True, "x": True}
            return
        amount = int(match.group("n")) if match.group("n").isdigit() else _COUNTS.get(match.group("n").lower(), 1)
        if not 1 <= amount <= 10 or record.get("extra_counters") is not None:
            raise Unsupported(f"removing {match.group('n')} counters as an additional cost is not in the vocabulary")
        record["extra_counters"] = {"counter": match.group("name").lower(), "amount": amount, "from_j_ruler": True}
        return
    keywords = keyword_line(text)
    if keywords is not None:
        record["keywords"].extend(k for k in keywords if k not in record["keywords"])
        return
    match = re.fullmatch(
        # fow-p-cost: "[Activate] Pay {1}, {Rest}: Produce ..." -- the will symbols after "Pay".
        r"(?:\[Activate\]\s*)?(?:Pay\s+(?=\{))?(?P<cost>\{Rest\}|Banish this card|\{Rest\},? (?:and )?banish this card"
        r"|(?:(?:\{[WRUGB1-9]\})+\s*,\s*)?\{Rest\}(?:\s*,\s*(?:\{[WRUGB1-9]\})+)?|(?:\{[WRUGB1-9]\})+\s*,\s*banish this card"
        rf"|(?:\{{Rest\}}|(?:\{{[WRUGB1-9]\}})+)\s*,\s*remove (?:a|an|one|two|three|four|five) {COUNTER_WORDS_RE} counters? from this card"
        # fow-u-counters: FOW-KW-MANA-R: "Remove N <name> counters from this card: Produce ..." -- the counters alone.
        rf"|remove (?:a|an|one|two|three|four|five) {COUNTER_WORDS_RE} counters? from this card"
        # FOW-WILL-PAID-ONLY-R: "{1}: Produce ..." -- a will cost alone (no {Rest}: it may be played again).
        r"|(?:\{[WRUGB1-9]\})+"
        # fow-y-will: FOW-WILL-ZERO-COST-R: "{0}: Produce ..." -- a ruler's, played from its ruler area once per turn.
        r"|\{0\}"
        # FOW-WILL-REST-CARDS-R: "Rest N recovered <filter> you control: Produce ...".
        r"|Rest (?:a|an|one|two|three|four|five) recovered [^:,]+? you control"
        # fow-m-will: FOW-WILL-REMOVE-GRAVEYARD-R: "({Rest}, )remove <filter> in your graveyard from the game: Produce ...".
        r"|(?:\{Rest\}\s*,\s*)?" + _REMOVE_GY_TEXT + r")"
        r"(?:\s*,\s*pay (?P<life>[1-9]\d{0,3}) life)?\s*:\s*Produce (?P<will>.+)",
        text,
        re.I,
    )
    if match:
        # fow-hero3: FOW-RULER-WILL-R: "Play this ability only once per turn" limits a ruler's will ability (its ruler area's).
        will_body, once = re.subn(r"\.\s*Play this ability only once per turn\.?$", "", match.group("will").strip(), flags=re.I)
        if once and kind != "ruler" and not re.fullmatch(r"(?:\{[WRUGB1-9]\})+", match.group("cost")) and not re.fullmatch(_REMOVE_GY_TEXT, match.group("cost")):
            # fow-m-will: FOW-WILL-REMOVE-GRAVEYARD-R: one removing graveyard cards alone is played on its own too.
            # fow-dec-b: FOW-ONCE-PER-TURN-R: a field card's, with a will cost alone (played on its own, FOW-WILL-PAID-R).
            raise Unsupported("a will ability played only once per turn outside a ruler area, other than one of a will cost alone, is not in the vocabulary")
        parts = re.split(r"\.?\s*Play this ability only if\s+", will_body, maxsplit=1, flags=re.I)
        will_text, only_if = parts[0], parts[1] if len(parts) > 1 else ""
        spend = re.split(r"\.\s*Spend this will only to\s+", will_text, maxsplit=1, flags=re.I)
        will_text = spend[0]
        only = {"only": spend_only(spend[1])} if len(spend) > 1 else {}
        # fow-m-will: FOW-WILL-DAMAGE-R: "Produce <will>. This card deals N damage to you" -- a magic stone's (CR 907.1b).
        hurts = re.fullmatch(r"(?P<will>.+?)\.\s*This card deals (?P<n>[1-9]\d{0,3}) damage to you\.?", will_text.strip(), re.I)
        if hurts is not None:
            if kind != "magic_stone":
                raise Unsupported("a will ability dealing damage to its controller on a card other than a magic stone is not in the vocabulary (CR 907.1a, 907.1b)")
            will_text = hurts.group("will")
        shared = re.fullmatch(r"one will of any attribute shared with your J/ruler\.?", will_text.strip(), re.I) is not None
        if shared:
            # FOW-WILL-SHARED-R: one will of an attribute its controller's J/ruler has (a magic stone's only).
            if kind != "magic_stone" or only or only_if or match.group("cost").lower() != "{rest}" or "stone_produces" in record:
                raise Unsupported("'one will of any attribute shared with your J/ruler' other than a magic stone's only {Rest} ability is not in the vocabulary")
            will_text = "one will of any attribute"
        # FOW-WILL-AS-STONES-R: "one will of any attribute that a magic stone you control could produce" --
        # the five attributes at most, narrowed as it is used (board.will_options); an ability of its own.
        of_stones = re.fullmatch(r"one will of any attribute that a magic stone you control could produce\.?", will_text.strip(), re.I) is not None
        if of_stones:
            if only or only_if or once or hurts is not None or match.group("cost").lower() != "{rest}":
                raise Unsupported("'one will of any attribute that a magic stone you control could produce' other than a {Rest} ability alone is not in the vocabulary")
            will_text = "one will of any attribute"
        units = produce(will_text)
        will, more = units[0], units[1:]
        if shared:
            record["stone_produces"], record["stone_shared"] = will, True
            return
        cost: dict[str, Any] = {"rest": "{rest}" in match.group("cost").lower(), "banish_self": "banish" in match.group("cost").lower()}
        counters = _REMOVE_COUNTERS.search(match.group("cost"))
        if counters:
            # FOW-COUNTER-WILL-R: "{Rest}, remove N <name> counters from this card: Produce ..." -- removed as it is played.
            cost["remove_counters"] = {"counter": counters.group("name").lower(), "amount": NUMBER_WORDS[counters.group("count").lower()]}
        if match.group("what") is not None:
            # fow-m-will: FOW-WILL-REMOVE-GRAVEYARD-R: its player's graveyard cards of the filter, named by payment.remove.
            cost["remove"] = discard_cost(match)
        rest_cards = _CARDS_COST.fullmatch(match.group("cost")) if match.group("cost").startswith("Rest ") else None
        if rest_cards is not None:
            # FOW-WILL-REST-CARDS-R: the other cards of its player rested as it is played (FOW-COST-REST-R's filter).
            cost["rest_cards"] = cards_cost(rest_cards)[1]
        elif match.group("cost").startswith("Rest "):
            raise Unsupported(f"a will ability of the cost {match.group('cost')!r} is not in the vocabulary")
        paid_will = "".join(re.findall(r"\{[WRUGB1-9]\}", match.group("cost")))
        if match.group("life"):
            # FOW-COST-LIFE-R: "{Rest}, pay N life: Produce ..." -- life paid as the will ability is played; a
            # magic stone's only (CR 907.1b: elsewhere an additional requirement makes it an activate ability).
            if kind != "magic_stone":
                raise Unsupported("a will ability paying life on a card other than a magic stone is not in the vocabulary")
            cost["life"] = _hundreds_of(match.group("life"))
        if paid_will:
            # FOW-WILL-PAID-R: "{Rest}, {1}: Produce ..." -- a will cost paid as the will ability is played.
            cost["will"] = parse_cost(paid_will)
        elif match.group("cost") == "{0}":
            # fow-y-will: FOW-WILL-ZERO-COST-R: a will cost of nothing (as a God's Art's "{0}"), a ruler's played once per turn.
            if kind != "ruler" or not once:
                raise Unsupported("a will ability of the cost {0} other than a ruler's played only once per turn is not in the vocabulary")
            cost["will"] = parse_cost("{0}")
        # FOW-WILL-ONLY-IF-R: "Play this ability only if <condition>" -- a condition of the vocabulary.
        when = {"when": play_condition(only_if)} if only_if else {}
        if kind == "magic_stone" and cost == {"rest": True, "banish_self": False} and "stone_produces" not in record and not only and hurts is None and not of_stones:
            record["stone_produces"] = will
            if more:
                record["stone_more"] = more
            if when:
                record["stone_when"] = when["when"]
        elif kind in ("ruler", "j_ruler") and cost["banish_self"]:
            raise Unsupported("rulers cannot be banished (FOW-RP-2)")
        else:
            # FOW-WILL-ABILITIES-R: a card's second will ability is one more ability, not a replacement.
            extra: dict[str, Any] = {"more": more} if more else {}
            if hurts is not None:
                extra["damage_you"] = _hundreds_of(hurts.group("n"))  # fow-m-will: FOW-WILL-DAMAGE-R
            if once:
                extra["once_per_turn"] = True  # fow-hero3: FOW-RULER-WILL-R; fow-dec-b: FOW-ONCE-PER-TURN-R (a field card's)
            if of_stones:
                extra["of_stones"] = True  # FOW-WILL-AS-STONES-R
            kept = {k: v for k, v in cost.items() if v or k == "will"}  # fow-y-will: FOW-WILL-ZERO-COST-R keeps a will cost {0}
            record["abilities"].append({"kind": "will", "cost": kept, "produce": will, **extra, **when, **only, "text": text})
        return
    match = re.fullmatch(r"\[Energize\]\s*((?:\{(?:[WRUGB]|\d{1,2})\}\s*)+)\.?", text, re.I)
    if match and kind == "ruler":
        energize_line(match.group(1), record)
        return
    match = re.fullmatch(r"\[Judgment\]\s*(?:Pay\s*)?((?:\{[^}]+\})+)\.?", text, re.I)
    if match:
        judgment_cost = parse_cost(match.group(1))
        if judgment_cost is None or judgment_cost.get("x"):
            raise Unsupported("a Judgment cost with X is not supported")
        record["judgment"] = {"cost": judgment_cost}
        return
    match = re.fullmatch(
        r"\[Judgment\]\s*(?:Pay any (?:number|amount) of will\.\s*(?P<not0>You cannot choose to pay \{0\}|You may not pay \{0\} this way)"
        r"|(?:Pay\s*)?(?P<cost>(?:\{[^}X]+\})*\{X\})\.\s*(?:Spend only \{(?P<spend>[A-Z])\} will on X|Pay \{X\} only with \{(?P<only>[A-Z])\} will))\.?",
        text,
        re.I,
    )
    if match and kind == "ruler":
        # fow-p-cost: FOW-JUDG-X-R: X chosen as the Judgment is done (CR 903.2h; never {0} with "You cannot
        # choose to pay {0}"), paid with will of any kind or, "Spend only {M} will on X", of that kind only.
        if match.group("not0"):
            record["judgment"] = {"cost": {"x": True}, "x_min": 1}
            return
        symbol = (match.group("spend") or match.group("only")).upper()
        judgment_cost = parse_cost(match.group("cost"))
        if symbol not in WILL_SYMBOLS or judgment_cost is None:
            raise Unsupported(f"[Judgment] X paid only with {{{symbol}}} will is not in the vocabulary")
        record["judgment"] = {"cost": judgment_cost, "x_will": WILL_SYMBOLS[symbol]}
        return
    match = re.fullmatch(rf"\[Judgment\]\s*(?P<cost>{_COST_CARDS})\.?", text)
    if match and kind == "ruler":
        # FOW-COST-BANISH-R: a Judgment whose cost banishes resonators of its player.
        found = _CARDS_COST.fullmatch(match.group("cost"))
        verb, wanted = cards_cost(found) if found is not None else ("", {})
        if verb != "banish":
            raise Unsupported(f"[Judgment] {match.group('cost')!r}: only a will cost or banishing resonators is in the vocabulary")
        record["judgment"] = {"cost": {}, "banish": wanted}
        return
    match = re.fullmatch(rf"\[Judgment\]\s*(?:Pay\s*)?(?P<cost>(?:\{{[^}}]+\}})+)\s*,\s*(?P<discard>{_DISCARD_TEXT})", text.rstrip("."))
    if match and kind == "ruler":
        # FOW-COST-DISCARD-R: a Judgment paying will and discarding cards of its player's hand.
        record["judgment"] = {"cost": _judgment_will(match.group("cost")), "discard": discard_cost(match)}
        return
    match = re.fullmatch(
        r"\[Judgment\]\s*(?:Pay\s*)?(?P<cost>(?:\{[^}]+\})+)[.:]\s*(?:Play this (?:ability|judgment process) only if (?P<only>.+?)"
        r"|You cannot play this (?:ability|judgment process) if (?P<not>.+?)"
        r"|You pay (?P<alt>(?:\{[^}]+\})+) rather than pay this cost if (?P<cond>[^.]+?)"
        r"|If (?P<maycond>(?:[^,\"]|\"[^\"]*\"|, (?=[A-Z][\w' -]*(?:,| or )))+?), you may pay (?P<mayalt>(?:\{[^}]+\})+) to play this (?:ability|judgment process) instead)\.?",
        text,
        re.I,
    )
    if match and kind == "ruler":
        judgment_cost, alt = parse_cost(match.group("cost")), parse_cost(match.group("alt") or match.group("mayalt"))
        if judgment_cost is None or judgment_cost.get("x") or (alt or {}).get("x"):
            raise Unsupported("a Judgment cost with X is not supported")
        if match.group("only") or match.group("not"):
            # FOW-JUDG-ONLY-IF-R: Judgment only while a condition of the vocabulary holds ("You cannot play
            # this ability if <negated condition>" is "only if <condition>", FOW-CANNOT-PLAY-IF-R).
            when = play_condition(match.group("only")) if match.group("only") else cannot_play_if(match.group("not"))
            record["judgment"] = {"cost": judgment_cost, "when": when}
        else:
            # FOW-JUDG-INSTEAD-R: another cost, paid instead while a condition of the vocabulary holds.
            record["judgment"] = {"cost": judgment_cost, "instead": alt or {}, "instead_when": play_condition(match.group("cond") or match.group("maycond"))}
            if match.group("maycond"):
                # "If <condition>, you may pay <cost> to play this ability instead": either cost while it holds.
                record["judgment"]["instead_may"] = True
        return
    match = re.fullmatch(r"\[Judgment\]\s*(?:Pay\s*)?(?P<cost>(?:\{[^}]+\})+)\.\s*(?P<tiers>(?:If [^,.]+, pay (?:\{[^}]+\})+ instead\.?\s*){1,3})", text, re.I)
    if match and kind == "ruler":
        # FOW-JUDG-INSTEAD-TIERS-R: the printed cost, replaced by each later cost whose condition holds.
        tiers = [
            {"cost": _judgment_will(cost), "when": play_condition(condition)}
            for condition, cost in re.findall(r"If ([^,.]+), pay ((?:\{[^}]+\})+) instead", match.group("tiers"), re.I)
        ]
        record["judgment"] = {"cost": _judgment_will(match.group("cost")), "instead_tiers": tiers}
        return
    # fow-m-will: FOW-JUDG-LESS-IF-R: "[Judgment] <cost>. You may pay <less> less to play this ability if <condition>":
    # FOW-JUDG-INSTEAD-R's optional other cost, the printed one less those symbols (each part no greater).
    match = re.fullmatch(
        r"\[Judgment\]\s*(?P<cost>(?:\{[^}]+\})+)\.\s*You may pay (?P<less>(?:\{[^}]+\})+) less to play this (?:ability|judgment process) if (?P<cond>[^.]+?)\.?", text, re.I
    )
    if match and kind == "ruler":
        judgment_cost, less = _judgment_will(match.group("cost")), _judgment_will(match.group("less"))
        specified, lowered = dict(judgment_cost.get("specified", {})), less.get("specified", {})
        if any(specified.get(a, 0) < n for a, n in lowered.items()) or judgment_cost.get("free", 0) < less.get("free", 0):
            raise Unsupported(f"[Judgment] paying {match.group('less')} less than {match.group('cost')}: more than a part of the cost is not in the vocabulary")
        left = {a: n - lowered.get(a, 0) for a, n in specified.items() if n - lowered.get(a, 0)}
        free = judgment_cost.get("free", 0) - less.get("free", 0)
        instead = ({"specified": left} if left else {}) | ({"free": free} if free else {})
        record["judgment"] = {"cost": judgment_cost, "instead": instead, "instead_when": play_condition(match.group("cond")), "instead_may": True}
        return
    match = _JUDGMENT_LESS_NAMES.fullmatch(text)
    if match and kind == "ruler":
        # FOW-JUDG-LESS-NAMES-R: N less for each of the named cards you control (each name once).
        per = {"what": "card", "names": [match.group(g) for g in ("a", "b", "c")], "distinct_names": True}
        record["judgment"] = {"cost": _judgment_will(match.group("cost")), "less": {"free": int(match.group("n")), "per": per}}
        return
    match = re.fullmatch(r"(?:\[Continuous\]\s*:?\s*)?Treat this card as (?:an? )?(\w+) magic stone(?: and (?:an? )?(\w+) magic stone)?\.?", text, re.I)
    if match and kind == "magic_stone":
        stone_type_line(record, [w for w in match.groups() if w])
        return
    match = re.fullmatch(r"This card has the (light|fire|water|wind|darkness) magic stone type\.?", text, re.I)
    if match and kind == "magic_stone":
        # FOW-STONE-TYPE-R: the printed wording itself (CR 202.4) gives the type, named on the type line or not.
        record["stone_types"] = list(dict.fromkeys([*record.get("stone_types", []), match.group(1).lower()]))
        return
    match = re.fullmatch(
        r"\[Judgment\]\s*(?:Pay\s*)?(?P<cost>(?:\{[^}]+\})+)\.\s*(?P<may>You may pay|You pay) \{(?P<n>[1-9])\} less to play this"
        r" (?:ability|judgment process) for each (?P<per>.+?)\.?",
        text,
        re.I,
    )
    if match and kind == "ruler":
        # FOW-JUDG-LESS-R: a Judgment cost lowered per count of cards (CR 903.2k-4).
        judgment_cost = parse_cost(match.group("cost"))
        if judgment_cost is None or judgment_cost.get("x") or judgment_cost.get("specified"):
            raise Unsupported("a Judgment cost reduction is read on a cost of generic will only")
        less = {"free": int(match.group("n")), "per": per_count(match.group("per"))}
        if match.group("may").lower().startswith("you may"):
            less["optional"] = True
        record["judgment"] = {"cost": judgment_cost, "less": less}
        return
    match = _OFF_HAND_LESS.fullmatch(text)
    if match:
        # FOW-OFF-HAND-LESS-R: a cost reduction for its controller's plays from other zones, and the
        # automatic ability "When you play a card this way, draw N" that goes with it.
        if record.get("off_hand_less") is not None:
            raise Unsupported("a second 'pay less to play cards not from your hand' is not in the vocabulary")
        record["off_hand_less"] = {"free": int(match.group("n"))} | ({"optional": True} if match.group("may").lower() == "you may pay" else {})
        if match.group("draw"):
            amount = NUMBER_WORDS[match.group("draw").split()[0].lower()]
            record["abilities"].append({"kind": "automatic", "trigger": "played_less", "effects": [{"op": "draw", "amount": amount}], "text": text})
        return
    match = re.fullmatch(
        r"(?:\[Continuous\]\s*:?\s*)?If this card would be put into a graveyard from the field,"
        r" (?P<to>put it on the bottom of its owner's deck|remove it from the game) instead\.?",
        text,
        re.I,
    )
    if match and kind in ("resonator", "addition", "regalia"):
        # fow-wide6: FOW-SELF-GRAVEYARD-INSTEAD-R.
        record["graveyard_instead"] = "deck_bottom" if match.group("to").lower().startswith("put") else "removed"
        return
    if kind == "resonator" and re.fullmatch(r"If this card would be put into your graveyard from your deck, put it into the field instead\.?", text, re.I):
        # fow-t-replace: FOW-DECK-GRAVEYARD-FIELD-R.
        record["deck_graveyard_field"] = True
        return
    match = re.fullmatch(
        r"(?:\[Continuous\]\s*:?\s*)?If a resonator dealt damage by this card this turn would be put into a gr[ae]veyard, remove it from the game instead\.?",
        text,
        re.I,
    )
    if match and kind in ("resonator", "j_ruler"):
        # fow-wide6: FOW-DAMAGED-REMOVED-INSTEAD-R.
        record["damaged_removed"] = True
        return
    match = re.fullmatch(
        r"(?:\[Continuous\]\s*:?\s*)?If a resonator dealt damage by (?:the )?added J/resonator(?P<turn> this turn)? would be put into a graveyard(?P<turn2> this turn)?,"
        r" remove that resonator from the game(?P<instead> instead)? and you gain life equal to its DEF(?P<instead2> instead)?\.?",
        text,
        re.I,
    )
    if match and kind == "addition" and bool(match.group("turn")) != bool(match.group("turn2")) and bool(match.group("instead")) != bool(match.group("instead2")):
        # fow-u-replace: FOW-ADDED-DAMAGED-REMOVED-R.
        record["added_damaged_removed_life"] = True
        return
    if re.fullmatch(r"(?:\[Continuous\]\s*:?\s*)?Damage cannot be prevented\.?", text, re.I) and kind in ("resonator", "j_ruler", "addition", "regalia"):
        # fow-wide6: FOW-NO-PREVENTION-R.
        record["no_prevention"] = True
        return
    match = _AWAKENING_LESS.fullmatch(text)
    if match and kind != "chant":
        # fow-n-rulers: FOW-AWAKENING-LESS-R.
        if record.get("awakening_less") is not None:
            raise Unsupported("a second 'pay less for the [Awakening] costs' is not in the vocabulary")
        record["awakening_less"] = {"free": int(match.group("n"))} | ({"optional": True} if match.group("may").lower() == "you may pay" else {})
        return
    match = _JUDGMENT_CHANGE.fullmatch(text)
    if match and kind != "chant":
        # fow-wide6: FOW-JUDG-COST-CHANGE-R.
        if record.get("judgment_change") is not None:
            raise Unsupported("a second change of the cost of Judgment is not in the vocabulary")
        raised = match.group("more") is not None
        record["judgment_change"] = {"free": int(match.group("n") or match.group("m"))} | (
            {"more": True} if raised else {"optional": True} if match.group("may").lower() == "you may pay" else {}
        )
        return
    match = _CHANTS_MORE.fullmatch(text)
    if match and kind in ("resonator", "addition", "regalia"):
        # fow-m-cost: FOW-CHANTS-MORE-R (CR 903.2k-3): an increase of the chants others (every player) play.
        if record.get("chants_more") is not None:
            raise Unsupported("a second 'pay more to play chants' is not in the vocabulary")
        race = match.group("race")
        if race is not None and KNOWN_RACES.get() and race not in KNOWN_RACES.get():
            raise Unsupported(f"paying more to play non-{race!r} chants: not a race of the database")
        record["chants_more"] = (
            {"free": int(match.group("n"))}
            | ({"each": True} if match.group("who").lower().startswith("players") else {})
            | ({"not_races": [race]} if race else {})
            | ({"your_turn": True} if match.group("turn") else {})
        )
        return
    match = _BANISH_INSTEAD_OF.fullmatch(text)
    if match and kind in ("resonator", "addition", "regalia"):
        # fow-w-costs: FOW-BANISH-INSTEAD-OF-R (CR 903.2k-1, 1403.3a): this card banished as another card's alternative cost.
        if record.get("banish_instead_of") is not None:
            raise Unsupported("a second 'banish this card rather than pay the cost of' is not in the vocabulary")
        record["banish_instead_of"] = {"types": ["chant"], "quickcast": True} | ({"attributes": [match.group("attr").lower()]} if match.group("attr") else {})
        return
    match = _ATTRIBUTE_COST_WITH.fullmatch(text)
    if match and kind != "chant":
        # fow-wide6: FOW-ATTRIBUTE-COST-WITH-R.
        attribute_cost_with(match, record)
        return
    match = _LORD_LESS.fullmatch(text) or _GROUP_LESS.fullmatch(text)
    if match and kind != "chant":
        # FOW-LORD-LESS-R: its controller's plays of cards of a race cost N free will less.
        if record.get("others_less") is not None:
            raise Unsupported("a second 'pay less to play <cards>' is not in the vocabulary")
        same_name = re.fullmatch(r"a card if a card with the same name is in your graveyard", match.group("what"), re.I)
        # FOW-SAME-NAME-LESS-R (fow-grimm-e): any card of its controller's while another of its name is in their graveyard.
        what = {"same_name_graveyard": True} if same_name else lord_filter(match.group("what"))
        record["others_less"] = {"free": int(match.group("n")), **what} | ({"optional": True} if match.group("may").lower() == "you may pay" else {})
        return
    match = re.fullmatch(r"(?:\[Continuous\]\s*:?\s*)?You pay \{(?P<n>[0-9])\} to put cards into your (?:chant-)?standby area rather than pay \{2\}\.?", text, re.I)
    if match and kind != "chant":
        # FOW-STANDBY-COST-R (fow-grimm-e): its controller's standby area costs {N} instead of {2}.
        record["standby_cost"] = int(match.group("n"))
        return
    match = _RUNE_AREA_COST.fullmatch(text)
    if match:
        rune_area_cost(match, record)
        return
    match = re.fullmatch(r"You pay \{(?P<n>[1-9])\} more to play this card for each (?P<what>.+?)\.?", text, re.I)
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        # fow-r-cost: FOW-PLAY-MORE-PER-R (CR 903.2k-3): free will more per count, as the card is played.
        per = per_count(match.group("what"))
        if record.get("play_more") is not None:
            raise Unsupported("a second increase of this card's cost is not in the vocabulary")
        record["play_more"] = {"free": int(match.group("n")), "per": per}
        return
    match = re.fullmatch(r"Your opponent cannot play spells with total cost (?P<n>\d{1,2}) or less\.?", text, re.I)
    if match and kind in ("resonator", "addition", "regalia") and record.get("opponent_spells_max") is None:
        # fow-r-zoneplay: FOW-OPP-NO-CHEAP-SPELLS-R (CR 903.1a-2): a card of the field.
        record["opponent_spells_max"] = int(match.group("n"))
        return
    match = _PLAY_FROM.fullmatch(text)
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        play_from(match, record)
        return
    match = _ZONE_COST.fullmatch(text)
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        zone_cost(match, record)
        return
    match = _PLAY_LESS.fullmatch(text) or _PLAY_LESS_IF.fullmatch(text)
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        play_less(match, record)
        return
    match = _PLAY_LESS_BY.fullmatch(text) or _INSTEAD_CARDS.fullmatch(text)
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        play_less_by(match, record)
        return
    match = re.fullmatch(r"You may play this card without paying its cost if (?P<cond>.+?)\.?", text, re.I) or re.fullmatch(
        r"(?P<may>You may pay|You pay) \{0\} rather than pay this card's cost if (?P<cond>.+?)\.?", text, re.I
    )
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        # fow-m-cost: FOW-PLAY-FREE-IF-R (CR 903.2k-2): the card cost removed while the condition holds, by choice.
        # fow-r-cost: FOW-PAY-ZERO-IF-R (CR 903.2k-1): "(You may) pay {0} rather than pay this card's cost if ...".
        printed = record.get("cost")
        if record.get("play_less") is not None or not printed or printed.get("x"):
            raise Unsupported("playing without paying its cost beside another reduction, or with X (or no cost), is not in the vocabulary")
        optional = "may" not in match.groupdict() or match.group("may").lower() == "you may pay"
        record["play_less"] = {"less": printed, "when": play_condition(match.group("cond")), "free": True} | ({"optional": True} if optional else {})
        return
    # fow-n-cost: FOW-AWAKENED-IF-R -- the text after the cost never opens with a will symbol (a cost alone,
    # "[Awakening] {G}{1}", is the form below, not "{G}" with the text "{1}").
    match = re.fullmatch(r"\[Awakening\]\s*(?P<cost>(?:\{[^}]+\})+)\s*:?\s*(?P<rest>(?!\{).+)", text, re.I)
    if match and kind in ("resonator", "chant"):
        awakening(match.group("cost"), match.group("rest"), record, text)
        return
    match = re.fullmatch(r"\[Awakening\]\s*(?P<cost>(?:\{[^}]+\})+)\.?", text, re.I)
    if match and kind == "chant":
        # fow-ao-saga: FOW-AWAKENED-IF-R: a will cost alone; the chant's "If this card was awakened" text says what
        # it adds (as FOW-AWAKENING-COUNTERS-R's cost alone).
        alone = parse_cost(match.group("cost"))
        if record.get("awakening") is not None or alone is None or alone.get("x"):
            raise Unsupported("two [Awakening] abilities, or an [Awakening] cost with X, are not in the vocabulary")
        record["awakening"] = {"cost": alone}
        return
    match = _AWAKENING_COUNTERS.fullmatch(text)
    if match and kind in ("resonator", "chant"):
        # FOW-AWAKENING-COUNTERS-R: counters removed from its player's J/ruler as the [Awakening] cost.
        if match.group("jruler") or match.group("named"):
            # fow-ao-saga: FOW-AWAKENING-REST-R: a recovered J/ruler (a card of that name) of its player rested.
            if match.group("named") and match.group("jattr"):
                raise Unsupported("a named card of an attribute rested for [Awakening] is not in the vocabulary")
            other: dict[str, Any] = (
                {"rest_j_ruler": True} | ({"j_ruler_attributes": [match.group("jattr")]} if match.group("jattr") else {})
                if match.group("jruler")
                else {"rest": {"names": [match.group("named")], "j_rulers": True}}
            )
        else:
            other = {"gems": gem_cost(gem)} if (gem := _GEM_COST.fullmatch(match.group("gems") or "")) else {"counters": _j_ruler_counters(match)}
        if match.group("rest") is None:
            # FOW-AWAKENED-IF-R: the cost alone; the card's "If this card was awakened" text says what it adds.
            if record.get("awakening") is not None:
                raise Unsupported("two [Awakening] abilities")
            record["awakening"] = {"cost": {}} | other
            return
        awakening("", match.group("rest"), record, text, other=other)
        return
    match = re.fullmatch(r"\[Crest\]\s*\{(?P<attr>[WRUGB])\}\s*[-–]\s*(?P<body>.+)", text)
    if match and kind in ("resonator", "addition", "regalia"):
        # FOW-KW-CREST-R: "[Crest] {<attribute>} - <text>": the card has the text as long as its controller
        # controls a Magic Crest of that attribute (the keyword's reminder text); an [Enter] text only.
        body = normalize_line(match.group("body"))
        enter = re.fullmatch(r"\[Enter\] >>> (.+)", body)
        if enter is None:
            raise Unsupported("a [Crest] text other than an [Enter] ability is not in the vocabulary")
        crest = _automatic("enter", enter.group(1), text)
        crest["as_long_as"] = {"count": {"what": "entity", "attributes": [SYMBOLS[match.group("attr")]], "races": ["Magic Crest"]}, "at_least": 1}
        record["abilities"].append(crest)
        return
    match = re.fullmatch(r"(?P<keywords>(?:\[[A-Za-z ]+\]\s*)*?)\[Mobilize\]\s*(?P<cost>(?:\{(?:[WRUGB]|\d{1,2})\})+)\.?", text, re.I)
    if match and kind == "resonator":
        if match.group("keywords").strip():
            # Keywords printed before [Mobilize] on one line ("[Barrier] [Mobilize] {2}").
            keywords = keyword_line(match.group("keywords").strip())
            record["keywords"].extend(k for k in keywords or [] if k not in record["keywords"])
        # FOW-MOBILIZE-R: it attacks or blocks only if its controller pays the cost (the keyword's reminder text).
        if record.get("mobilize") is not None:
            raise Unsupported("a second [Mobilize] is not in the vocabulary")
        record["mobilize"] = parse_cost(match.group("cost"))
        return
    match = re.fullmatch(r"\[Incarnation\]\s*((?:\{[WRUGB]\}(?:\s*,?\s*(?:or\s*)?)?)+)\.?", text, re.I)
    if match and kind == "resonator":
        if record.get("extra_banish") is not None:
            raise Unsupported("[Incarnation] beside another banishing cost is not in the vocabulary")
        record["incarnation"] = [SYMBOLS[s] for s in re.findall(r"\{([WRUGB])\}", match.group(1))]
        return
    match = re.fullmatch(r"\[Convoke\]\s*(?P<cost>(?:\{(?:[WRUGB]|\d{1,2})\})+)\.?", text, re.I)
    if match and kind in ("ruler", "j_ruler"):
        # FOW-KW-CONVOKE-R (CR 1171.2, 715.1): a convoke process is played only in games of three or more
        # players; every game here has two, so the section is kept on the card and never playable.
        _set_once(record, "convoke", parse_cost(match.group("cost")), "a second [Convoke]")
        return
    match = re.fullmatch(r"Play this card only if (?P<cond>.+?)\.?", text, re.I)
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        # FOW-PLAY-ONLY-IF-R: a condition of the vocabulary (FOW-ACTIVATE-ONLY-IF-R's reader) as the card is played.
        _set_once(record, "play_when", play_condition(match.group("cond")), "a second 'Play this card only if'")
        return
    match = re.fullmatch(r"\[Solarisation\]\s*\((?P<n>[1-9])\)(?:\s*\(As you play this card[^()]*\)?)?\.?", text, re.I)
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        # FOW-KW-SOLARISATION-R (CR 1162.2): N cards of the removed area to the deck's bottom, {N} less.
        if record.get("solarisation") is not None or record.get("mastery") is not None:
            raise Unsupported("[Solarisation] beside a second [Solarisation] or [Mastery] is not in the vocabulary")
        record["solarisation"] = int(match.group("n"))
        return
    match = re.fullmatch(r"\[Mastery\]\s*(?P<body>.+?)\.?", text, re.I)
    if match and kind in ("resonator", "chant", "addition", "regalia"):
        mastery_line(match.group("body").strip(), record)
        return
    match = re.fullmatch(r"\[Enter\] >>> (.+)", text, re.I)
    if match:
        record["abilities"].append(_automatic("enter", match.group(1), text))
        return
    match = _ENTERS_OR.fullmatch(text)
    if match and kind in _FIELD_CARDS:
        # FOW-TRIG-LEAVES-R, fow-q-trig: FOW-TRIG-ENTERS-OR-R: the [Enter] half and the half of the other
        # condition (one of this card's own triggers), each with the printed line and the same effects.
        step, cond = match.group("step"), match.group("cond")
        second = step[0].upper() + step[1:] if step else f"When this card {cond}"
        count = len(record["abilities"])
        try:
            _map_ability(f"{second} >>> {match.group('body')}", record)
        except Unsupported as error:
            raise Unsupported(f"'{second}' beside 'when this card enters the field' (FOW-TRIG-ENTERS-OR-R): {error}") from None
        if len(record["abilities"]) != count + 1 or record["abilities"][-1].get("kind") != "automatic" or record["abilities"][-1].get("trigger") in (None, "enter"):
            raise Unsupported(f"'{second}' beside 'when this card enters the field' is not one of this card's automatic triggers (FOW-TRIG-ENTERS-OR-R)")
        record["abilities"][-1]["text"] = text
        record["abilities"].insert(count, _automatic("enter", match.group("body"), text))
        return
    match = _EACH_PLAYERS.fullmatch(text)
    if match and kind in _FIELD_CARDS:
        # FOW-TRIG-EACH-PLAYER-R: "that player" is the turn player: you in your turn, your opponent in theirs.
        verb, rest, step = match.group("verb").lower(), match.group("rest"), match.group("step").lower().replace(" ", "_")
        if re.search(r"\b(?:that player|they|their|them|and)\b|,", rest, re.I):
            raise Unsupported(f"'that player {verb}s {rest}' is not in the vocabulary")
        mine = f"Banish {rest} you control" if verb == "banish" else f"You {verb} {rest}"
        record["abilities"].append(_automatic(f"your_{step}", mine, text))
        record["abilities"].append(_automatic(f"opponent_{step}", f"Your opponent {verb}{'es' if verb == 'banish' else 's'} {rest}", text))
        return
    # fow-s-keyword: FOW-KW-RESONANCE-R: the arrow may be printed twice, around the keyword's reminder text.
    match = re.fullmatch(r"\[Resonance\]\s*(?P<types>[A-Za-z ]+?)\s*>>>(?:\s*>>>)? (?P<body>.+)", text, re.I)
    if match:
        # FOW-KW-RESONANCE-R (CR 1127.2): "whenever a card with one of these magic stone types enters the
        # field under your control".
        words = re.split(r"\s+or\s+", match.group("types").strip(), flags=re.I)
        types = [w.split()[0].lower() for w in words if re.fullmatch(r"(?:Light|Fire|Water|Wind|Darkness) Magic Stone", w, re.I)]
        if len(types) != len(words):
            raise Unsupported(f"[Resonance] {match.group('types').strip()!r}: only '<attribute> Magic Stone' types are in the vocabulary")
        resonance = _automatic("resonance", match.group("body"), text)
        resonance["stone_types"] = list(dict.fromkeys(types))
        record["abilities"].append(resonance)
        return
    match = _SPELL_PLAYED.fullmatch(text)
    if match and kind in (*_FIELD_CARDS, "ruler"):
        # FOW-TRIG-PLAYED-R: a spell of a kind played by you, your opponent or any player.
        who = match.group("who").lower()
        played: dict[str, Any] = {"by": "you" if who == "you play" else "opponent" if who.startswith("your opponent") else "any"}
        if match.group("what").lower() == "normal":
            # FOW-SPELL-KIND-R (CR 1406.2): a normal spell is any spell that is not a resonator.
            played["types"] = ["chant", "addition", "regalia", "rune"]
        elif match.group("what").lower() != "spell":
            played["types"] = [match.group("what").lower()]
        if match.group("what").lower() == "rune" and (match.group("attr") or played["by"] != "you"):
            # FOW-TRIG-PLAYED-RUNE-R: only "whenever you play a rune" (no deck here holds a rune) is read.
            raise Unsupported("a rune played of an attribute, or by another player, is not in the vocabulary")
        if match.group("attr"):
            played["attributes"] = [match.group("attr").lower()]
        if match.group("attr2"):
            # fow-n-trig: FOW-TRIG-PLAYED-FILTER-R: "<A> or <B>": either attribute.
            if match.group("race") is None:
                raise Unsupported(f"'{match.group('attr')} or {match.group('attr2')} {match.group('what')}' is read only of a race")
            played["attributes"] = list(dict.fromkeys([match.group("attr").lower(), match.group("attr2").lower()]))
        if match.group("race"):
            # fow-n-trig: FOW-TRIG-PLAYED-FILTER-R: a race printed in the database (any card type of it).
            race = match.group("race")
            if KNOWN_RACES.get() and race not in KNOWN_RACES.get():
                raise Unsupported(f"a played {race!r} (a race no card of this database has) is not in the vocabulary")
            played["races"] = [race]
            played.pop("types", None)
        if match.group("max"):
            played["max_cost"] = int(match.group("max"))  # fow-n-trig: FOW-TRIG-PLAYED-FILTER-R
        record["abilities"].append(_automatic("spell_played", match.group("body"), text) | {"played": played})
        return
    match = _SECOND_CARD.fullmatch(text)
    if match and kind in (*_FIELD_CARDS, "ruler"):
        # fow-n-trig: FOW-TRIG-SECOND-CARD-R: the second card its controller plays in a turn.
        record["abilities"].append(_automatic("spell_played", match.group("body"), text) | {"played": {"by": "you", "nth": 2}})
        return
    match = _NTH_CHANT.fullmatch(text)
    if match and kind in (*_FIELD_CARDS, "ruler"):
        # fow-r-trig: FOW-TRIG-NTH-CHANT-R: the n-th chant (or any after it) its controller plays in a turn.
        nth = {"first": 1, "second": 2, "third": 3}[match.group("nth").lower()]
        played_nth: dict[str, Any] = {"by": "you", "types": ["chant"], "nth": nth, **({"or_later": True} if match.group("later") else {})}
        record["abilities"].append(_automatic("spell_played", match.group("body"), text) | {"played": played_nth})
        return
    match = _CARD_ATTACKS.fullmatch(text)
    if match and kind in (*_FIELD_CARDS, "ruler"):  # fow-n-trig: FOW-TRIG-RULER-ALLY-ATTACKS-R: a ruler's, from its ruler area
        # FOW-TRIG-ALLY-ATTACKS-R: a J/resonator of a filter you control attacking.
        attacker = entering_filter(match.group("a"), match.group("what"))
        if set(attacker.get("types", [])) - {"resonator", "j_ruler"}:
            raise Unsupported(f"'{match.group('what')}' attacking is not a J/resonator")
        record["abilities"].append(_automatic("card_attacks", match.group("body"), text) | {"attacker": attacker})
        return
    match = _OPP_ENTERS.fullmatch(text)
    if match and kind in _FIELD_CARDS:
        # FOW-TRIG-OPP-ENTERS-R: a card of a filter entering the opponent's field ("it" is that card).
        enters = entering_filter(match.group("a"), match.group("what"))
        unplayed = {"unplayed": True} if match.group("unplayed") else {}
        record["abilities"].append(_automatic("card_enters", match.group("body"), text, subject=True) | {"enters": enters, "whose": "opponent"} | unplayed)
        return
    match = _ANY_ENTERS.fullmatch(text)
    if match and kind in _FIELD_CARDS:
        # FOW-TRIG-ANY-ENTERS-R: a card of a filter entering the field under any player's control.
        enters = entering_filter(match.group("a"), match.group("what"))
        record["abilities"].append(_automatic("card_enters", match.group("body"), text, subject=True) | {"enters": enters, "whose": "any"})
        return
    match = _NAMED_ENTERS.fullmatch(text)
    if match and kind in _FIELD_CARDS:
        # FOW-TRIG-NAMED-ENTERS-R: any card of one of the names entering your field.
        names = list(dict.fromkeys(re.findall(r'"([^"]{1,200})"', match.group("names"))))
        record["abilities"].append(_automatic("card_enters", match.group("body"), text) | {"enters": {}, "named": names})
        return
    match = _CARD_ENTERS.fullmatch(text)
    if match and kind in _FIELD_CARDS:
        # FOW-TRIG-OTHER-ENTERS-R: a card of a filter entering the field under your control.
        entering = entering_filter(match.group("a"), match.group("what"))
        automatic = _automatic("card_enters", match.group("body"), text, entering=True)
        if any(e["op"] == "modify" and e.get("target") == "victim" for e in automatic["effects"]) and not set(entering.get("types") or ["any"]) <= {"resonator", "j_ruler"}:
            # fow-s-trig: FOW-ENTERING-GAINS-R: only a J/resonator gains ATK/DEF or keywords.
            raise Unsupported(f"'it gains' after a {match.group('what')!r} entering (which may be no J/resonator) is not in the vocabulary")
        record["abilities"].append(automatic | {"enters": entering})
        return
    match = _RESONATOR_TO_GRAVEYARD.fullmatch(text)
    if match and (kind in ("resonator", "addition", "regalia", "magic_stone") or (kind == "j_ruler" and match.group("gattr"))):
        # FOW-TRIG-GRAVEYARD-R: whose field it leaves ("you control" / "your opponent controls" or the field's owner);
        # fow-q-trig: FOW-TRIG-ATTR-GRAVEYARD-R: of an attribute, a J-ruler's too (in the field, as any card there).
        said = {w for w in (match.group("ctl") or "", match.group("field").lower()) if w}
        whose = {"you control": "you", "your": "you", "your opponent controls": "opponent", "your opponent's": "opponent"}
        named = {whose[w] for w in said if w in whose}
        if len(named) > 1:
            raise Unsupported("a resonator you control put into a graveyard from your opponent's field is no event")
        record["abilities"].append(
            _automatic("resonator_to_graveyard", match.group("body"), text) | {"whose": named.pop() if named else "any"} | ({"gone_non_token": True} if match.group("nontoken") else {})
            | _gone_counter(match)
            | ({"gone_attributes": [match.group("gattr").lower()]} if match.group("gattr") else {})
        )
        return
    match = _RACE_TO_GRAVEYARD.fullmatch(text)
    if match and kind in ("resonator", "addition", "regalia", "magic_stone") and match.group("race") in KNOWN_RACES.get():
        # fow-y-trig: FOW-TRIG-RACE-GRAVEYARD-R: a race printed on resonators only (chants are never in the field), so
        # a card of that race put into a graveyard from the field is a resonator of it (its races as it left the field).
        race = match.group("race")
        if not _resonator_race(race):
            raise Unsupported(f"a {race!r} put into a graveyard from the field (not a race the database prints on resonators only) is not in the vocabulary")
        said = {w for w in (match.group("ctl") or "", match.group("field").lower()) if w}
        whose = {"you control": "you", "your": "you", "your opponent controls": "opponent", "your opponent's": "opponent"}
        named = {whose[w] for w in said if w in whose}
        if len(named) > 1:
            raise Unsupported("a card you control put into a graveyard from your opponent's field is no event")
        body = match.group("body")
        record["abilities"].append(_automatic("resonator_to_graveyard", body[0].upper() + body[1:], text) | {"whose": named.pop() if named else "any", "gone_races": [race]})
        return
    match = _END_OF_BATTLE.fullmatch(text)
    if match and kind in ("resonator", "j_ruler"):
        # FOW-TRIG-END-BATTLE-R: "if this card attacked or blocked" (before or after the effect) gates each effect.
        body = match.group("first") or match.group("then") or ""
        # "it" is this card: "destroy it", "it deals".
        body = re.sub(r"^(destroy|banish) it\b", r"\1 this card", body, flags=re.I)
        body = re.sub(r"^it deals\b", "This card deals", body, flags=re.I)
        automatic = _automatic("end_of_battle", body[0].upper() + body[1:], text)
        if automatic.get("modes") or any(e.get("when") or e.get("unless") for e in automatic["effects"]):
            raise Unsupported("'if this card attacked or blocked' beside another condition is not in the vocabulary")
        automatic["effects"] = [e | {"when": {"battled": True}} for e in automatic["effects"]]
        record["abilities"].append(automatic)
        return
    match = re.fullmatch(r'When(?:ever)? "(?P<name>[^"]{1,200})" is put into a graveyard from your field(?: >>>|,) (?P<body>.+)', text, re.I)
    if match and kind in ("resonator", "addition", "regalia", "magic_stone"):
        # FOW-TRIG-NAMED-GRAVEYARD-R: a name the database prints on resonators only (of the main deck cards).
        if KNOWN_KINDS.get().get(f"name:{match.group('name')}") != frozenset({"resonator"}):
            raise Unsupported(f"{match.group('name')!r} put into a graveyard is read only for a name the database prints on resonators only")
        body = match.group("body")
        record["abilities"].append(_automatic("resonator_to_graveyard", body[0].upper() + body[1:], text) | {"whose": "you", "gone_names": [match.group("name")]})
        return
    match = re.fullmatch(r"When(?:ever)? an? (?P<what>[A-Z][\w'-]*(?: [A-Z0-9][\w'-]*){0,3}) you control is destroyed >>> (?P<body>.+)", text)
    if match and kind in _FIELD_CARDS and match.group("what") not in ("J-ruler", "J/resonator"):
        # fow-n-trig: FOW-TRIG-RACE-DESTROYED-R: a race printed in the database (a card of any type with it).
        if KNOWN_RACES.get() and match.group("what") not in KNOWN_RACES.get():
            raise Unsupported(f"a destroyed {match.group('what')!r} (not a race of the database) is not in the vocabulary")
        record["abilities"].append(_automatic("ally_destroyed", match.group("body"), text) | {"destroyed": {"races": [match.group("what")]}})
        return
    match = re.fullmatch(r"Whenever a J/resonator you control is blocked >>> Destroy it and the blocking J/resonator\.?", text, re.I)
    if match and kind in _FIELD_CARDS:
        # fow-n-trig: FOW-TRIG-ALLY-BLOCKED-R: "it" is the blocked J/resonator, then the one blocking it.
        record["abilities"].append({"kind": "automatic", "trigger": "ally_blocked", "effects": [{"op": "destroy", "target": "victim"}, {"op": "destroy", "target": "blocker"}], "text": text})
        return
    # fow-m-trig: FOW-TRIG-ALLY-TARGETED-R / FOW-TRIG-ANY-PLAYED-R, with FOW-TRIG-THAT-OBJECT-R.
    match = _ALLY_TARGETED.fullmatch(text)
    if match and kind in _FIELD_CARDS:
        body = _that_object(match.group("body"), r"cancel that (?:chant )?spell or ability" if match.group("chant") else r"cancel that spell or ability")
        record["abilities"].append(_automatic("ally_targeted", body[0].upper() + body[1:], text) | ({"by_chant": True} if match.group("chant") else {}))
        return
    match = _IS_PLAYED.fullmatch(text)
    if match and kind in _FIELD_CARDS:
        played = {"by": "any", "types": [match.group("what").lower()]}
        if match.group("max"):
            played["max_cost"] = int(match.group("max"))
        body = _that_object(match.group("body"), r"cancel (?:it|that spell|that chant)")
        record["abilities"].append(_automatic("spell_played", body[0].upper() + body[1:], text) | {"played": played})
        return
    match = _DISCARDED_BY_OPPONENT.fullmatch(text)
    if match and kind == "resonator":
        # fow-n-trig: FOW-TRIG-DISCARDED-BY-OPP-R: discarded (put into its graveyard from its owner's hand) by an effect
        # of a spell or ability the opponent controls; "it" / "this card" is this card, in its owner's graveyard.
        body = re.sub(r"^Put (?:it|this card)(?: from your graveyard)? into (?:the|your) field\.?$", "Put this card from your graveyard into the field.", match.group("body").strip(), flags=re.I)
        automatic = _automatic("discarded_by_opponent", body, text)
        if automatic != {"kind": "automatic", "trigger": "discarded_by_opponent", "effects": [{"op": "from_graveyard", "target": "self", "to": "field"}], "text": text}:
            raise Unsupported(f"{match.group('body')!r} after a discard by the opponent is not in the vocabulary")
        record["abilities"].append(automatic | {"in_graveyard": True})
        return
    match = _GUIDANCE.fullmatch(text)
    if match and kind in ("resonator", "addition", "regalia"):
        # fow-s-trig: FOW-GUIDANCE-R -- the [Guidance] texts, played by the counters the trigger put (CR 1146).
        record["abilities"].append(guidance_ability(match.group("body"), text))
        return
    match = _DISCARDED_BY.fullmatch(text)
    if match:
        # FOW-TRIG-DISCARDED-BY-R: the card triggers from where the discard put it (its graveyard).
        body = match.group("body")
        record["abilities"].append(_automatic("discarded_by", body[0].upper() + body[1:], text) | {"discarded_by": match.group("name")})
        return
    match = _ADDED_GONE.fullmatch(text)
    if match and kind == "addition":
        record["abilities"].append(added_gone(match.group("body"), text))
        return
    match = re.fullmatch(r"(?:\[Continuous\]\s*:?\s*)?Whenever (?:resonator with this|added resonator) becomes rested(?: >>>|,) (?P<body>.+)", text, re.I)
    if match and kind == "addition":
        # FOW-TRIG-ADDED-RESTED-R: "that resonator" is the added one.
        body = re.sub(r"\bthat resonator's controller\b", "added resonator's controller", match.group("body"), flags=re.I)
        record["abilities"].append(_automatic("added_rested", body[0].upper() + body[1:], text))
        return
    match = _ADDED_DAMAGES.fullmatch(text)
    if match and kind == "addition":
        # fow-p-trig: FOW-TRIG-ADDED-DAMAGES-R: the damage dealt, to the damaged card's controller.
        trigger = "added_damages_opp_resonator" if match.group("what") == "resonator" else "added_damages_opp_j_resonator"
        record["abilities"].append({"kind": "automatic", "trigger": trigger, "effects": [{"op": "damage", "amount": 0, "that_much": True, "of": "victim"}], "text": text})
        return
    match = re.fullmatch(r"(?:\[Continuous\]\s*:?\s*)?(?P<body>[^.]*\badded resonator\b[^.]*?) at the end of its controller's turn\.?", text, re.I)
    if match and kind == "addition":
        # FOW-TRIG-END-ADDED-R: "<effect on added resonator> at the end of its controller's turn" (CR 1409.1).
        record["abilities"].append(_automatic("end_of_added_turn", match.group("body")[0].upper() + match.group("body")[1:], text))
        return
    match = _TARGETED_BY.fullmatch(text)
    if match and kind in _FIELD_CARDS:
        body = match.group("body")
        by: dict[str, Any]
        if match.group("opp"):
            # FOW-TRIG-TARGETED-BY-OPP-R: "he or she" is that opponent.
            body, by = re.sub(r"^he or she\b", "Your opponent", body, flags=re.I), {"whose": "opponent"}
        elif match.group("a").lower() == match.group("b").lower():
            # FOW-TRIG-TARGETED-BY-ATTR-R: a spell (an ability's source card) of that attribute.
            by = {"targeted_by": {"attributes": [match.group("a").lower()]}}
        else:
            raise Unsupported("'targeted by <A> spells or <B> card's abilities' with two attributes is not in the vocabulary")
        record["abilities"].append(_automatic("targeted", body[0].upper() + body[1:], text) | by)
        return
    match = _NAMED_COUNTER_PUT.fullmatch(text)
    if match and kind in _FIELD_CARDS:
        record["abilities"].append(_named_counter_put(match, text))
        return
    for pattern, trigger, kinds in _TRIGGERS:
        match = re.fullmatch(pattern + r"(?: >>>|,) (.+)", text, re.I)
        if match and kind in kinds:
            body = match.group(1)
            if trigger in ("blocks", "blocked", "blocks_or_blocked", "blocks_or_blocked_by_resonator") and re.search(r"\bthat (?:J/)?resonator\b", body, re.I):
                record["abilities"].append(_battler_automatic(trigger, body, text))
                return
            if trigger == "damages_resonator_attacking":
                body = re.sub(r"^it deals\b", "This card deals", body, flags=re.I)  # fow-n-trig: "it" is this card
            automatic = _automatic(trigger, body[0].upper() + body[1:], text)
            if trigger in ("j_ruler_rune_damages_opponent", "token_to_graveyard") and not _graveyard_trigger(automatic, kind):
                # fow-s-trig: FOW-TRIG-JRULER-RUNE-DAMAGES-R: only "put this card from your graveyard into ..." is read.
                raise Unsupported(f"{text.split(' >>> ')[0]!r} with an effect other than putting this card from the graveyard is not in the vocabulary")
            if trigger == "graveyard_removed" and ('"self"' in json.dumps(automatic) or any(e["op"] in ("damage", "atk_damage") for e in automatic["effects"])):
                # fow-s-trig: FOW-TRIG-GRAVEYARD-REMOVED-R: the card is in the removed area as the ability is played.
                raise Unsupported("an effect on or by this card after it was removed from the game is not in the vocabulary")
            if trigger == "leaves" and any(e.get("target") == "self" for e in automatic["effects"]):
                # FOW-TRIG-LEAVES-R: played after the card has left the field, where no effect on it applies.
                raise Unsupported("an effect on this card after it left the field is not in the vocabulary")
            if trigger in ("player_discards", "opponent_discards") and any(e["op"] in ("discard", "discard_hand", "look_hand") for e in automatic["effects"]):
                # FOW-TRIG-OPP-DISCARDS-R: a discard that makes a player discard again could repeat without end (CR 1301).
                raise Unsupported(f"{text.split(' >>> ')[0]!r} making a player discard (a possible loop) is not in the vocabulary")
            if trigger == "you_gain_gem" and any(e["op"] == "gain_gems" for e in automatic["effects"]):
                # FOW-TRIG-GAIN-GEM-R: a gem gained that gains a gem again would repeat without end (CR 1301).
                raise Unsupported("'whenever you gain a gem' gaining a gem (a loop) is not in the vocabulary")
            if trigger in ("you_gain_life", "damage_to_you") and any(e["op"] in ("gain_life", "damage") for e in automatic["effects"]) and not automatic.get("once_per_turn"):
                # FOW-TRIG-GAIN-LIFE-R, FOW-TRIG-DAMAGE-TO-YOU-R: life or damage that triggers life or damage
                # again (the two players' copies answering each other) could repeat without end (a loop, CR 1301);
                # an ability that "triggers only once per turn" (FOW-TRIG-ONCE-PER-TURN-R) cannot.
                raise Unsupported(f"{text.split(' >>> ')[0]!r} gaining life or dealing damage (a possible loop) is not in the vocabulary")
            record["abilities"].append(automatic)
            return
    printed = text
    inheritance = re.fullmatch(r"\[Inheritance\]\s*(?P<will>(?:\{(?:[WRUGB]|\d{1,2})\})*)\s*(?::\s*|(?<=\})\s+(?=[A-Z]))(?P<body>.+)", text)
    if inheritance is not None:
        # FOW-INHERITANCE-R: "[Inheritance] <will>: <effects>" is played from the hand by paying the will and
        # discarding this card (the keyword's reminder text), the "discard this card" ability of FOW-DISCARD-SELF-R.
        if kind not in ("resonator", "addition", "regalia"):
            raise Unsupported(f"[Inheritance] on a {kind} is not in the vocabulary")
        paid: str = inheritance.group("will")
        text = f"{paid + ', ' if paid else ''}Discard this card: {inheritance.group('body')}"
    dive = re.fullmatch(r"\[Dive\]\s*(?P<will>(?:\{(?:[WRUGB]|\d{1,2})\})+)\s*:\s*(?P<body>.+)", text)
    if dive is not None:
        # FOW-KW-DIVE-R (CR 1143.2): "[Dive] <will>: <effects>" is played from the hand by paying the will and
        # revealing this card; the cost's ``dive`` also removes the card (still in that hand) from the game with
        # a cyberbrain counter once the effects are done, and lets its owner play it from the removed area.
        if kind != "resonator":
            raise Unsupported(f"[Dive] on a {kind} is not in the vocabulary")
        text = f"{dive.group('will')}: {dive.group('body')}"
    # FOW-GODS-ART-R: "God's Art "<name>" <cost>: <effects>" (CR 905.4) is an activate ability played once
    # per game; "Play God's Art <name> only once per game" restates it.
    art = re.fullmatch(r"God's Art\s*(?:\"(?P<q>[^\"]{1,200})\"|<(?P<a>[^<>]{1,200})>|“(?P<c>[^”]{1,200})”)\s*(?P<rest>.+)", text)
    gods_art, original = None, printed
    if art is not None:
        gods_art = art.group("q") or art.group("a") or art.group("c")
        text = re.sub(r"\s*\(?Play God's Art\s*(?:\"[^\"]*\"|<[^<>]*>|“[^”]*”)\s*only once per game\.?\)?$", "", art.group("rest"), flags=re.I)
    match = re.fullmatch(rf"(?:\[Activate\]\s*)?(?:Pay\s*)?{_COST}\s*:\s*(?P<body>.+)", text, re.I)
    if art is not None and not match:
        raise Unsupported(f"the God's Art {gods_art!r} is not an activate ability the vocabulary reads")
    if match:
        # FOW-ONCE-PER-TURN-R: the closing sentence limits the ability, it is no effect (printed after
        # "Choose one." before the options, FOW-MODES-ABILITY-R, too).
        # FOW-DURING-YOUR-TURN-R: "Play this ability during your turn" can only limit it (an activate ability is
        # played at any priority, CR 604.1): read as "only during your turn" (FOW-ACTIVATE-ONLY-R).
        body = re.sub(r"\bPlay this ability during your turn(?=\.?$)", "Play this ability only during your turn", match.group("body"))
        body = _limit_last(body, r"Play this ability only [^;:.\-]+")
        body, once = re.subn(r"\s*(?:Play this ability only once (?:per|each) turn|This ability can be played only once per turn)\.?$", "", body, flags=re.I)
        # fow-reiya-lapis: FOW-TIMES-PER-TURN-R: "Play this ability up to two (three) times per turn".
        times = re.search(r"\s*Play this ability up to (?P<n>two|three|four) times (?:per|each) turn\.?$", body, re.I)
        if times is not None:
            body = body[: times.start()]
        # FOW-ACTIVATE-ONLY-R: "Play this ability only during your (opponent's) turn (and only once per turn) / during main
        # timing"; FOW-ACTIVATE-ONLY-IF-R: "Play this ability only if <condition>" (or "You can play this
        # ability only if", "This ability can be played only if"): when it may be played; no effect either.
        limit = re.search(
            r"\s*(?:Play this ability only (?:(?P<turn>during your (?P<opp>opponent's )?turn)(?P<once> and only once per turn)?|(?P<main>during main timing)|(?P<end>during an end phase)|if (?P<cond>[^.]+?))"
            r"|(?:You can play this ability only if|This ability can be played only if) (?P<cond2>[^.]+?)"
            r"|You cannot play this ability if (?P<not>[^.]+?))\.?"
            r"(?:\s*\(Main timing is[^)]*\)\.?)?$",
            body,
            re.I,
        )
        if limit is not None:
            body = body[: limit.start()]
        # FOW-MODES-ABILITY-R: "<cost>: Choose one - A; or B": its player chooses as it is played (CR 903.2g).
        options = _ability_modes(body.strip()) if _CHOOSE.match(body.strip()) else []
        effects, targets = ([], []) if options else parse_effects(body)
        if any(e["op"] == "produce" for m in options for e in m["effects"]):
            raise Unsupported("a modal activate ability producing will is not in the vocabulary")
        cost_read = ability_cost(match.group("cost"))
        if (
            gods_art is not None and not targets and not options and limit is None and not once and dive is None and set(cost_read) == {"will"}
            and len(effects) == 1 and effects[0]["op"] == "produce" and set(effects[0]) <= {"op", "will", "more", "only"}
        ):
            # fow-hero3: FOW-GODS-ART-WILL-R: "God's Art "<name>" <will>: Produce ..." needs no target: a will ability
            # (CR 907.1a) played with produce_will, once per game by that name (CR 905.4a).
            will_ability: dict[str, Any] = {"kind": "will", "cost": cost_read, "produce": effects[0]["will"], "gods_art": gods_art, "text": printed}
            if effects[0].get("more"):
                will_ability["more"] = [[kind] for kind in effects[0]["more"]]
            if effects[0].get("only"):
                will_ability["only"] = effects[0]["only"]  # fow-y-will: FOW-WILL-ZERO-COST-R: its will restricted (FOW-WILL-SPEND-ONLY-R)
            record["abilities"].append(will_ability)
            return
        if any(e["op"] == "produce" for e in effects):
            # FOW-WILL-EFFECT-R: an ability of a cost that produces will is a will ability (no chase,
            # FOW-PRIO-6); a will ability of this cost is not in the vocabulary.
            raise Unsupported(f"a will ability of the cost {match.group('cost')!r} is not in the vocabulary ({{Rest}}, banishing this card, and will with one of them only)")
        ability: dict[str, Any] = {"kind": "activate", "cost": ability_cost(match.group("cost")), "effects": effects, "text": text}
        if dive is not None:
            ability["cost"]["dive"] = True
        if inheritance is not None:
            ability["inheritance"] = True  # fow-t-draw: FOW-COST-DISCARD-INHERITANCE-R: the card has [Inheritance]
        if ability["cost"].get("banish_self") and any(e["op"] == "atk_damage" and "self" in (e["source"], e["target"]) for e in effects):
            raise Unsupported("FOW-ATK-DAMAGE-R: the ATK of this card banished as the cost (its last known ATK) is not in the vocabulary")
        if targets:
            ability["targets"] = targets
        if options:
            ability["modes"] = options
        if limit is not None and limit.group("turn"):
            ability["opponent_turn" if limit.group("opp") else "your_turn"] = True
            once = once or int(bool(limit.group("once")))
        elif limit is not None and limit.group("main"):
            ability["timing"] = "main"
        elif limit is not None and limit.group("end"):
            ability["timing"] = "end"  # fow-n-cost: FOW-ACTIVATE-END-PHASE-R
        elif limit is not None:
            # FOW-ACTIVATE-ONLY-IF-R: a condition of the vocabulary (FOW-PLAY-LESS-R, FOW-CONT-WHILE-R).
            cond = limit.group("cond") or limit.group("cond2")
            ability["when"] = play_condition(cond) if cond else cannot_play_if(limit.group("not"))
        if once:
            ability["once_per_turn"] = True
        if times is not None:
            if once:
                raise Unsupported("an activate ability played once per turn and up to N times per turn is not in the vocabulary")
            ability["times_per_turn"] = _number(times.group("n"))
        if gods_art is not None:
            ability["gods_art"] = gods_art
        ability["text"] = original
        record["abilities"].append(ability)
        return
    counters = re.fullmatch(
        rf"This card enters (?:the|your) field with (?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten) (?:\[(?P<atk>[+-]\d{{1,4}})/(?P<def>[+-]\d{{1,4}})\]|(?P<name>{COUNTER_WORDS_RE})) counters?(?: on it)?"
        r"(?: for each (?P<per>[^.]+))?\.?",
        text,
        re.I,
    )
    if counters and kind in ("resonator", "addition", "regalia"):
        # FOW-ENTERS-COUNTERS-R: the counters it enters the field with, however it enters.
        amount = {"a": 1, "an": 1, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}.get(counters.group("n").lower()) or NUMBER_WORDS[counters.group("n").lower()]
        key = f"{int(counters.group('atk')):+d}/{int(counters.group('def')):+d}" if counters.group("atk") else counters.group("name").lower()
        if counters.group("atk") and (int(counters.group("atk")) % 100 or int(counters.group("def")) % 100):
            raise Unsupported("a counter of a change not in hundreds is not in the vocabulary")
        record["enters_counters"] = {"counter": key, "amount": amount} | ({"per": per_count(counters.group("per"))} if counters.group("per") else {})
        return
    if re.fullmatch(r"This card enters (?:the|your) field rested\.?", text, re.I) and kind in ("resonator", "addition", "regalia"):
        record["enters_rested"] = True
        return
    rested_if = re.fullmatch(r"(?:If (?P<cond>[^,]+(?:\"[^\"]*\"[^,]*)*), t|T)his card enters (?:your|the) (?:magic stone area|field) rested\.?", text, re.I)
    if rested_if and kind in ("magic_stone", "resonator", "addition", "regalia"):
        # FOW-ENTERS-RESTED-R: a card that enters the field rested (while a condition holds), however it enters.
        same = re.fullmatch(r"you already control (?P<n>two|three|four) or more magic stones that share a name with this card", rested_if.group("cond") or "", re.I)
        if same:
            # FOW-ENTERS-RESTED-SAME-NAME-R: counted among the magic stones its player controls before it enters.
            at_least = {"two": 2, "three": 3, "four": 4}[same.group("n").lower()]
            record["enters_rested_if"] = {"count": {"what": "magic_stone", "names": [record["name"]]}, "at_least": at_least}
        elif rested_if.group("cond"):
            record["enters_rested_if"] = play_condition(rested_if.group("cond"))
        else:
            record["enters_rested"] = True
        return
    uncancellable = re.fullmatch(r"This card cannot be cancell?ed(?: if (?P<cond>.+?))?\.?", text, re.I)
    if uncancellable and kind in ("resonator", "chant", "addition", "regalia"):
        # FOW-UNCANCELLABLE-R: a cancel of this card as a spell does nothing; lead-p: FOW-UNCANCELLABLE-IF-R: while
        # a condition of FOW-PLAY-LESS-R's holds.
        if uncancellable.group("cond"):
            record["uncancellable_if"] = play_condition(uncancellable.group("cond"))
        else:
            record["uncancellable"] = True
        return
    match = re.fullmatch(r"\[Stealth\]\s*(?P<cond>[^:]+?)\.?", text, re.I)
    if match and kind == "resonator" and record.get("stealth") is None:
        # fow-r-standby: FOW-KW-STEALTH-R: a state condition (CR 1413.1a, 1413.2b: played like an activate ability); an event
        # or a time (played as an automatic object, CR 1413.2a) is refused as a [Trigger]'s is.
        try:
            stealth = trigger_condition(match.group("cond"))
        except Unsupported as exc:
            raise Unsupported(f"[Stealth]: {exc}") from None
        if "cost" in stealth:
            raise Unsupported(f"the [Stealth] condition {match.group('cond')!r} is not in the vocabulary")
        record["stealth"] = stealth
        return
    match = re.fullmatch(r"\[Trigger\]\s*((?:\{[^}]+\})+)\s*:\s*(.+)", text, re.I)
    if match and kind == "chant":
        effects, targets = parse_effects(match.group(2))
        record["trigger"] = {"cost": parse_cost(match.group(1))}
        record["effects"].extend(effects)
        record["targets"].extend(targets)
        trailing_targets(record["targets"])
        return
    match = re.fullmatch(r"\[Trigger\]\s*(?P<cond>(?:[^:{}\[]|\[[^\]]*\])+?)\s*:\s*(?P<body>.+)", text, re.I)
    if match and kind == "chant":
        record["trigger"] = trigger_condition(match.group("cond"))
        effects, targets = parse_effects(match.group("body"))
        record["effects"].extend(effects)
        record["targets"].extend(targets)
        trailing_targets(record["targets"])
        return
    body = re.sub(r"^\[Continuous\]\s*:?\s*", "", text, flags=re.I)
    treated = _TREATED_AS.fullmatch(body.strip()) if kind != "chant" else None
    if treated is not None:
        # fow-y-will: FOW-STONE-TREATED-AS-R (CR 202.4a, 202.4c): its controller's magic stones of one type have another too.
        if treated.group("from").lower() == treated.group("to").lower():
            raise Unsupported("treating magic stones as their own magic stone type is not in the vocabulary")
        record["abilities"].append({"kind": "continuous", "scope": "your_magic_stones", "attributes": [treated.group("from").lower()], "also_stone_types": [treated.group("to").lower()], "text": text})
        return
    will_granting = granted_will(body, record, text) if kind != "chant" else None
    if will_granting is not None:
        record["abilities"].append(will_granting)
        return
    if kind == "addition":
        granting = granted_abilities(body, record, text)
        if granting is not None:
            record["abilities"].append(granting)
            return
        split = added_if_printed(body, record, text) or added_if_race(body, record, text)  # fow-n-grimm: FOW-ADDED-IF-PRINTED-R
        if split is not None:
            record["abilities"].extend(split)
            return
    group_granting = group_quoted_grant(body, record, text) if kind != "chant" else None
    if group_granting is not None:
        record["abilities"].append(group_granting)  # fow-w-grant: FOW-GROUP-GAINS-QUOTED-R
        return
    if kind != "chant" and self_quoted_grant(body, record, text):
        return  # fow-r-gains: FOW-SELF-GAINS-QUOTED-R
    if kind != "chant":
        static = continuous(body, record, text)
        if static is not None:
            record["abilities"].append(static)
            return
    if kind == "chant":
        text = no_chase(as_it_resolves(text, record), record)
    torrent = re.fullmatch(r"\[Torrent\]\s*(?:\([^()]*\)\s*)?(?P<body>.+)", text, re.I)
    if torrent and kind == "chant":
        torrent_line(torrent.group("body"), record)
        return
    if kind == "chant" and _TORRENT_MODE.search(text):
        # FOW-KW-TORRENT-R: an option of a modal chant that exists only if another card was played before it.
        text = _TORRENT_MODE.sub("", text)
        if not _CHOOSE.match(text) or record["effects"] or record["targets"] or record.get("modes"):
            raise Unsupported("a [Torrent] option outside one 'Choose one' text is not in the vocabulary")
        options = choose_modes(text)
        if len(options) != 2:
            raise Unsupported("a [Torrent] option among other than two options is not in the vocabulary")
        if options[1].get("when") is not None:
            raise Unsupported("a [Torrent] option with a condition of its own is not in the vocabulary")
        options[1]["when"] = copy.deepcopy(TORRENT)
        record["modes"] = options
        return
    if kind == "chant" and (_CHOOSE.match(text) or re.match(r"Choose one at random\b", text, re.I)):
        if record["effects"] or record["targets"] or record.get("modes"):
            raise Unsupported("a modal chant with other effect text is not in the vocabulary")
        if re.match(r"Choose one at random\b", text, re.I):
            # FOW-CHOOSE-AT-RANDOM-R: the game picks the mode as the card is played; a mode with
            # targets would need them chosen after the pick, which a play action cannot do.
            record["modes"] = modes(re.sub(r"^(Choose one) at random", r"\1", text, flags=re.I))
            if any(m.get("targets") for m in record["modes"]):
                raise Unsupported("a mode chosen at random with targets is not in the vocabulary")
            record["random_mode"] = True
        else:
            record["modes"] = choose_modes(text)
        return
    if kind == "chant" and not record.get("modes"):
        # Each line of a chant's text is done in order when it resolves.
        effects, targets = parse_effects(text)
        for effect in effects:
            if isinstance(effect.get("target"), int):
                effect["target"] += len(record["targets"])
        record["effects"].extend(effects)
        record["targets"].extend(targets)
        trailing_targets(record["targets"])
        return
    raise Unsupported(why_not(text, record))


# FOW-KW-TORRENT-R: "you played another card this turn" before this one (CR 1124.2, 1124.4).
TORRENT: dict[str, Any] = {"count": {"what": "card", "zone": "played", "before": True}, "at_least": 1}
# The second option of "Choose one - A; (or) [Torrent] (<reminder>) B" is the [Torrent] text.
_TORRENT_MODE = re.compile(r"(?<=; )(?:or )?\[Torrent\]\s*(?:\([^()]*\)\s*)?", re.I)


def torrent_line(body: str, record: dict[str, Any]) -> None:
    """FOW-KW-TORRENT-R: a chant's "[Torrent] <text>" is "As you play this card, if you played another spell this
    turn, this card is played with the following text" (CR 1124.2): effects done as it resolves only if its
    player had played another card this turn before playing it (CR 1124.4, FOW-PLAYED-THIS-TURN-R); "This card
    deals N damage instead" replaces the damage before it then.  A text with targets of its own is refused
    (CR 1124.5: without [Torrent] its choices cannot be made, and targets are chosen as the card is played)."""
    if record.get("modes"):
        raise Unsupported("a [Torrent] text of a modal chant is not in the vocabulary")
    instead = re.fullmatch(r"This card deals (?P<n>\d{1,5}) damage instead\.?", body.strip(), re.I)
    if instead:
        previous = record["effects"][-1] if record["effects"] else None
        if previous is None or previous["op"] != "damage" or not isinstance(previous.get("target"), int) or any(previous.get(k) for k in ("when", "unless", "condition", "optional", "per", "each")):
            raise Unsupported("'[Torrent] This card deals N damage instead' after no damage to one target is not in the vocabulary")
        previous["unless"] = copy.deepcopy(TORRENT)
        record["effects"].append({**{k: v for k, v in previous.items() if k != "unless"}, "amount": _hundreds_of(instead.group("n")), "when": copy.deepcopy(TORRENT)})
        return
    effects, targets = parse_effects(body.strip())
    if targets:
        raise Unsupported("a [Torrent] text with targets of its own is not in the vocabulary (CR 1124.5: its choices exist only with it)")
    for effect in effects:
        if any(effect.get(k) for k in ("when", "unless", "condition", "optional")):
            raise Unsupported("a [Torrent] effect with a condition of its own is not in the vocabulary")
        effect["when"] = copy.deepcopy(TORRENT)
    record["effects"].extend(effects)


def stone_type_line(record: dict[str, Any], words: list[str]) -> None:
    """FOW-STONE-TYPE-R: an old "Treat this card as X magic stone (and Y magic stone)" is "This card has
    the X (and Y) magic stone type" (CR 1415.4), a base ability (CR 904.2f).  It is read when the card's
    type line already names those magic stone types (the old spelling "dark" for darkness included), so
    nothing is inferred beyond the type line."""
    for word in words:
        attribute = "darkness" if word.lower() == "dark" else word.lower()
        if attribute not in record.get("stone_types", []):
            raise Unsupported(f"'{word} magic stone' is not a magic stone type of this card's type line")


# fow-r-cost: FOW-PLAY-LESS-WHILE-R: the symbols may be printed with a space between them ("{W} {W}").
_LESS = r"(?P<may>you may pay|you pay) (?P<less>\{[^}]+\}(?: ?\{[^}]+\})*) less to play this card"
_OFF_HAND_LESS = re.compile(
    r"(?P<may>you may pay|you pay) \{(?P<n>[1-9])\} less to play cards not from your hand\."
    r"(?: When you play a card this way, draw (?P<draw>a card|two cards)\.?)?",
    re.I,
)
_LORD_LESS = re.compile(r"(?:\[Continuous\]\s*:?\s*)?(?P<may>you may pay|you pay) \{(?P<n>[1-9])\} less to play (?P<what>(?!this\b|cards\b)[A-Z][\w' -]+?)\.?", re.I)


# FOW-ANY-ATTRIBUTE-COST-R (fow-grimm-e): "(You may) pay the attribute cost of <Race> resonators with will of any attribute".


# fow-m-cost: FOW-CHANTS-MORE-R -- "Your opponent pays {N} more to play chants (during your turn)" / "Players pay {N}
# more to play non-<Race> chants".
_CHANTS_MORE = re.compile(
    r"(?:\[Continuous\]\s*:?\s*)?(?P<who>Your opponent pays|Players pay) \{(?P<n>[1-9])\} more to play (?:non-(?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) )?chants(?P<turn> during your turn)?\.?",
    re.I,
)


# fow-w-costs: FOW-BANISH-INSTEAD-OF-R -- an old card's "You may banish this card rather than pay the cost of a(n) (<attribute>)
# [Spell:Chant-Instant]" (CR 1403.3a: a chant with [Quickcast]).
_BANISH_INSTEAD_OF = re.compile(
    r"(?:\[Continuous\]\s*:?\s*)?You may banish this card rather than pay the cost of an? (?:(?P<attr>light|fire|water|wind|darkness) )?\[Spell:\s*Chant-Instant\]\.?",
    re.I,
)


def lord_filter(what: str) -> dict[str, Any]:
    """FOW-LORD-LESS-R: "<Race> resonators" (resonators of that race), "<Race> spells" or "<Races>" (cards of
    that race, any type: every card played is a spell), the race one of the database; anything else refused
    (FOW-LESS-GROUP-R's groups excepted)."""
    words = what.strip()
    group = _less_group(words)
    if group is not None:
        return group
    match = re.fullmatch(r"(?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) (?P<noun>resonators|spells)", words)
    race = match.group("race") if match else singular_race(words) if re.fullmatch(r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)*", words) else None
    if race is None or (KNOWN_RACES.get() and race not in KNOWN_RACES.get()):
        raise Unsupported(f"paying less to play {words!r} is not in the vocabulary")
    return {"races": [race], **({"types": ["resonator"]} if match and match.group("noun") == "resonators" else {})}


# fow-wide6: FOW-LESS-GROUP-R -- "(You may) pay {N} less to play chants / <A> or <B> resonators / resonators
# with total cost N or more / <A>/<B> cards (A <A>/<B> card is both <A> and <B>.)".
_GROUP_LESS = re.compile(
    r"(?P<may>you may pay|you pay) \{(?P<n>[1-9])\} less to play (?P<what>(?:light|fire|water|wind|darkness)/(?:light|fire|water|wind|darkness) cards)\."
    r" \(An? (?P<a>\w+)/(?P<b>\w+) card is both (?P=a) and (?P=b)\.\)",
    re.I,
)


def _less_group(words: str) -> dict[str, Any] | None:
    """FOW-LESS-GROUP-R (CR 903.2k-4; 202.5, 204.5, 209.2, 209.5a): the groups of "pay {N} less to play <group>"
    that are no race: "chants" (cards of the type chant), "<A> resonators" / "<A> or <B> resonators"
    (resonators with one of these attributes, others besides), "resonators with total cost N or more",
    "<A>/<B> cards" (cards with both attributes); None for any other words."""
    attribute = r"(light|fire|water|wind|darkness)"
    if words.lower() == "chants":
        return {"types": ["chant"]}
    if match := re.fullmatch(rf"{attribute}(?: or {attribute})? resonators", words, re.I):
        return {"types": ["resonator"], "attributes": [a.lower() for a in match.groups() if a]}
    if match := re.fullmatch(r"resonators with total cost (\d) or more", words, re.I):
        return {"types": ["resonator"], "min_cost": int(match.group(1))}
    if match := re.fullmatch(rf"{attribute}/{attribute} cards", words, re.I):
        return {"all_attributes": [a.lower() for a in match.groups()]}
    return None


# fow-wide6: FOW-JUDG-COST-CHANGE-R -- "(You may) pay {N} less to play [Judgment] abilities", "Your opponent
# pays {N} more to play [Judgment] abilities" ("You may pay <cost> less to do judgment" is FOW-JUDG-LESS-FIELD-R's).
# fow-n-rulers: FOW-AWAKENING-LESS-R -- "(You may) pay {N} less for the [Awakening] costs of spells you control", with
# its printed reminder that each [Awakening] of a spell is lowered so (the engine plays one [Awakening] a card).
_AWAKENING_LESS = re.compile(
    r"(?:\[Continuous\]\s*:?\s*)?(?P<may>you may pay|you pay) \{(?P<n>[1-9])\} less for the \[Awakening\] costs of spells you control\.?"
    r"(?:\s*\(If you awaken a spell multiple times, you may pay \{(?P=n)\} less for each \[Awakening\]\.\))?",
    re.I,
)

_JUDGMENT_CHANGE = re.compile(
    r"(?:\[Continuous\]\s*:?\s*)?(?:(?P<may>you may pay|you pay) \{(?P<n>[1-9])\} less to play \[Judgment\] abilities"
    r"|(?P<more>your opponent pays) \{(?P<m>[1-9])\} more to play \[Judgment\] abilities)\.?",
    re.I,
)

# fow-wide6: FOW-ATTRIBUTE-COST-WITH-R -- "You may pay the attribute cost of <Race> resonators (<Races>) with
# <attribute> will / will of any attribute / any will".
_ATTRIBUTE_COST_WITH = re.compile(
    r"(?:\[Continuous\]\s*:?\s*)?You may pay the attribute cost of (?P<what>[A-Z][\w' -]+?)"
    r" with (?P<with>(?:light|fire|water|wind|darkness) will|will of any attribute|any will)\.?",
    re.I,
)


def attribute_cost_with(match: re.Match[str], record: dict[str, Any]) -> None:
    """FOW-ATTRIBUTE-COST-WITH-R (CR 204.2a, 204.3, 907.5, 907.6d, 1003.2): the symbols of the attribute cost
    of the cards of a race (resonators of it, when it says so) its controller plays may be paid with will of
    that attribute (``kinds``), with will of any attribute (the five attributes: no void, moon or time will,
    CR 907.6d) or with any will (``any``: each symbol as a free one, CR 1003.2)."""
    if record.get("attribute_cost_with") is not None:
        raise Unsupported("a second 'pay the attribute cost of <cards> with <will>' is not in the vocabulary")
    try:
        group = lord_filter(match.group("what"))
    except Unsupported:
        group = {}
    if not group.get("races") or set(group) - {"races", "types"}:
        raise Unsupported(f"paying the attribute cost of {match.group('what')!r} with other will is not in the vocabulary")
    paid = match.group("with").lower()
    if paid == "any will":
        record["attribute_cost_with"] = {**group, "any": True}
    elif paid == "will of any attribute":
        record["attribute_cost_with"] = {**group, "kinds": list(ATTRIBUTE_WORDS)}
    else:
        record["attribute_cost_with"] = {**group, "kinds": [paid.split()[0]]}


_RUNE_AREA_COST = re.compile(r"(?P<may>you may pay|you pay) (?P<cost>(?:\{[^}]+\}\s*)+?)\s*(?P<dir>more|less) to play this card from a rune area\.?", re.I)


def within_printed(cost: dict[str, Any], record: dict[str, Any]) -> None:
    """FOW-RUNE-AREA-COST-R, fow-r-zoneplay: FOW-ZONE-COST-R: a decrease only within the printed cost's own symbols."""
    printed = record.get("cost") or {}
    if not (cost.get("free", 0) <= printed.get("free", 0) and all(n <= printed.get("specified", {}).get(attr, 0) for attr, n in cost.get("specified", {}).items())):
        raise Unsupported("a cost reduction beyond the printed cost's own symbols is not in the vocabulary")


def rune_area_cost(match: re.Match[str], record: dict[str, Any]) -> None:
    """FOW-RUNE-AREA-COST-R: "You pay <cost> more to play this card from a rune area" or "You may pay <cost>
    less ...", of a rune card (FOW-RUNE-DECK-R); a decrease only within the printed cost's own symbols, an
    optional increase or a compulsory decrease (never printed) refused."""
    if record.get("rune") is None:
        raise Unsupported("a cost to play this card from a rune area, of a card that is not a rune the vocabulary reads")
    if record.get("rune_area_cost") is not None:
        raise Unsupported("a second cost change for playing this card from a rune area is not in the vocabulary")
    cost = parse_cost(match.group("cost"))
    more = match.group("dir").lower() == "more"
    optional = match.group("may").lower() == "you may pay"
    if not cost or cost.get("x") or more == optional:
        raise Unsupported("only \"you pay <cost> more\" and \"you may pay <cost> less\" without X are in the vocabulary")
    if not more:
        within_printed(cost, record)
    record["rune_area_cost"] = {"cost": cost, **({"more": True} if more else {}), **({"optional": True} if optional else {})}


# fow-r-zoneplay: FOW-PLAY-FROM-ZONE-R, FOW-PLAY-ONLY-FROM-R, FOW-ZONE-COST-R.
_PLAY_FROM = re.compile(r"You may play this card from your (?P<zone>removed area|graveyard)(?P<only>, but not from anywhere else)?\.?", re.I)
_ZONE_COST = re.compile(
    r"(?P<may>you may pay|you pay) (?P<cost>(?:\{[^}]+\}\s*)+?)\s*(?P<dir>more|less) to play this card from (?P<zone>your removed area|a graveyard|your graveyard)\.?", re.I
)


def play_from(match: re.Match[str], record: dict[str, Any]) -> None:
    """fow-r-zoneplay: FOW-PLAY-FROM-ZONE-R: "You may play this card from your removed area (graveyard)" -- its owner may
    play it from there as from their hand; FOW-PLAY-ONLY-FROM-R: "..., but not from anywhere else" -- never from the
    hand.  A second such permission, or one from the graveyard beside [Remnant] (CR 1115.2 asks by which the card
    was played), is refused."""
    zone = "removed" if match.group("zone").lower() == "removed area" else "graveyard"
    if record.get("play_from") is not None:
        raise Unsupported("a second permission to play this card from another zone is not in the vocabulary")
    if zone == "graveyard" and "remnant" in record.get("keywords", []):
        raise Unsupported("playing this card from the graveyard beside [Remnant] (CR 1115.2: played by [Remnant] or not) is not in the vocabulary")
    record["play_from"] = {"zone": zone} | ({"only": True} if match.group("only") else {})


def zone_cost(match: re.Match[str], record: dict[str, Any]) -> None:
    """fow-r-zoneplay: FOW-ZONE-COST-R: "You pay <cost> more (You (may) pay <cost> less) to play this card from your
    removed area (a graveyard)" -- as FOW-RUNE-AREA-COST-R's change, for a play from that zone; an optional increase,
    X, or a decrease beyond the printed cost's own symbols is refused."""
    if record.get("zone_cost") is not None:
        raise Unsupported("a second cost change for playing this card from another zone is not in the vocabulary")
    cost = parse_cost(match.group("cost"))
    more = match.group("dir").lower() == "more"
    optional = match.group("may").lower() == "you may pay"
    if not cost or cost.get("x") or more and optional:
        raise Unsupported("only \"you pay <cost> more\" and \"(you may) pay <cost> less\" without X are in the vocabulary")
    if not more:
        within_printed(cost, record)
    zone = "removed" if match.group("zone").lower().endswith("removed area") else "graveyard"
    record["zone_cost"] = {"cost": cost, "zone": zone, **({"more": True} if more else {}), **({"optional": True} if optional else {})}


_PLAY_LESS = re.compile(rf"{_LESS},? (?P<cond>if .+?|for each .+?|as long as .+?)\.?", re.I)
# fow-r-cost: FOW-LIFE-EXACTLY-R: the comma after the condition may be left out ("If your life is 100 you may pay ...").
_PLAY_LESS_IF = re.compile(rf"(?P<cond>if .+?),? {_LESS}\.?", re.I)
_NAMES = r'"(?P<a>[^"]+?)\.?"(?: or "(?P<b>[^"]+?)\.?")?'


_PLAIN_LESS = frozenset({"less", "when", "optional"})


def second_less(record: dict[str, Any]) -> bool:
    """fow-w-costs: FOW-PLAY-LESS-TWO-R: whether a new reduction of this card is its second one -- beside a first that is
    plain (a decrease while a condition holds, nothing else) and no second yet; refused beside any other first one."""
    first = record.get("play_less")
    if first is None:
        return False
    if record.get("play_less_also") is not None or set(first) - _PLAIN_LESS or first.get("when") is None:
        raise Unsupported("a second cost reduction of this card is not in the vocabulary")
    return True


def keep_less(reduction: dict[str, Any], record: dict[str, Any], second: bool) -> None:
    """FOW-PLAY-LESS-R's reduction stored; fow-w-costs: FOW-PLAY-LESS-TWO-R: a second one only while a condition of its own
    holds (nothing else: a count, a target, cards rested or banished)."""
    if not second:
        record["play_less"] = reduction
        return
    if set(reduction) - _PLAIN_LESS or reduction.get("when") is None:
        raise Unsupported("a second cost reduction other than one while a condition holds is not in the vocabulary")
    record["play_less_also"] = reduction


def play_less(match: re.Match[str], record: dict[str, Any]) -> None:
    """FOW-PLAY-LESS-R: "(You may) pay {N} less to play this card if <condition>" (or the condition
    first), or "... for each <cards>": read only when the reduction lies within the printed cost."""
    second = second_less(record)
    reduction: dict[str, Any] = {"less": _less_within(match.group("less").replace(" ", ""), record, second=second)}
    cond = match.group("cond").strip()
    if cond.lower().startswith("as long as "):
        # fow-r-cost: FOW-PLAY-LESS-WHILE-R: the condition after the reduction, read as "if" (checked as it is played).
        reduction["when"] = play_condition(cond[len("as long as "):])
    elif cond.lower().startswith("for each "):
        # FOW-PLAY-LESS-R: attribute symbols too, each by one of its own per card counted (never below none).
        reduction["per"] = per_count(cond[len("for each "):])
    else:
        target = re.fullmatch(r"if it targets an? (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)", cond)
        if target and target.group("race").lower() not in ("resonator", "j/resonator", "j-ruler", "ruler", "card"):
            reduction["targets_races"] = [target.group("race")]
        elif (spec := _targets_filter(cond)) is not None:
            reduction["targets_spec"] = spec  # fow-r-cost: FOW-PLAY-LESS-TARGETS-R
        else:
            reduction["when"] = play_condition(cond[len("if "):])
    if match.group("may").lower() == "you may pay":
        reduction["optional"] = True
    keep_less(reduction, record, second)


def _targets_filter(cond: str) -> dict[str, Any] | None:
    """fow-r-cost: FOW-PLAY-LESS-TARGETS-R: the target filter of "if it targets a <filter>" (a J/resonator, resonator or
    J-ruler filter of :data:`TARGET`, e.g. "a J-ruler you control", "a Fairy J/resonator"), None for another condition;
    refused for a filter the target vocabulary does not read, or one of X or of "another"."""
    match = re.fullmatch(r"if it targets an? (?P<what>.+)", cond, re.I)
    found = re.fullmatch(TARGET, "target " + match.group("what"), re.I) if match else None
    if match is None:
        return None
    spec = target_spec(found) if found is not None else None
    if spec is None or spec["kind"] not in ("resonator", "j_resonator", "j_ruler") or spec.get("other") or spec.get("max_cost_x"):
        raise Unsupported(f"the cost reduction's target filter 'a {match.group('what')}' is not in the vocabulary")
    return spec


def _less_within(text: str, record: dict[str, Any], *, second: bool = False) -> dict[str, Any]:
    """The will symbols ``text`` a cost reduction of this card lowers its cost by (FOW-PLAY-LESS-R): refused beside
    another reduction (fow-w-costs: FOW-PLAY-LESS-TWO-R -- ``second``: beside one plain conditional reduction, when
    :func:`second_less` allows it), with X, or beyond the printed cost's own symbols."""
    if record.get("play_less") is not None and not second:
        raise Unsupported("a second cost reduction of this card is not in the vocabulary")
    less = parse_cost(text)
    printed = record.get("cost") or {}
    if not less or less.get("x") or printed.get("x"):
        raise Unsupported("a cost reduction with X is not in the vocabulary")
    within = less.get("free", 0) <= printed.get("free", 0) and all(
        n <= printed.get("specified", {}).get(attr, 0) for attr, n in less.get("specified", {}).items()
    )
    if not within:
        raise Unsupported("a cost reduction beyond the printed cost's own symbols is not in the vocabulary")
    return less


_PLAY_LESS_BY = re.compile(
    r"As you play this card, you may (?P<cost>(?:rest|banish) [^.]+?)\. If you do, (?P<may>you may pay|you pay) (?P<less>(?:\{[^}]+\})+) less to play this card\.?", re.I
)
# fow-p-cost: FOW-INSTEAD-CARDS-R: "(You may) banish (rest) <cards> rather than pay this card's cost".
_INSTEAD_CARDS = re.compile(r"(?:You may )?(?P<cost>(?:rest|banish) [^.]+?) rather than pay this card's cost\.?", re.I)


def play_less_by(match: re.Match[str], record: dict[str, Any]) -> None:
    """fow-p-cost: FOW-PLAY-LESS-BY-R: "As you play this card, you may rest (banish) <cards>. If you do, (you may) pay
    <less> less to play this card": the cards of a cost resting (banishing) other cards (FOW-COST-REST-R,
    FOW-EXTRA-BANISH-R), named by the play or not, and a reduction within the printed cost applied once when named;
    FOW-INSTEAD-CARDS-R: "(You may) banish (rest) <cards> rather than pay this card's cost" -- the whole printed cost.
    Refused beside another cost resting or banishing other cards (the payment names one set of them)."""
    named = re.fullmatch(r'rest a recovered "(?P<a>[^"]{1,200})" you control and a recovered "(?P<b>[^"]{1,200})" you control', match.group("cost"), re.I)
    if named and match.re is _INSTEAD_CARDS and named.group("a") != named.group("b"):
        # fow-r-cost: FOW-REST-NAMED-EACH-R: one recovered card of each name, its player's, rested instead of the cost.
        # Any card of the name its player controls: of any type in the field, a J-ruler, or its ruler in the ruler area.
        wanted = {"names": [named.group("a"), named.group("b")], "count": 2, "each_name": True, "any_card": True, "j_rulers": True}
        _instead(record, wanted, False)
        return
    if re.fullmatch(r"banish an entity you control but not own", match.group("cost"), re.I) and match.re is _INSTEAD_CARDS:
        # fow-r-cost: FOW-BANISH-NOT-OWNED-R: any card of its field (a J-ruler never, CR 1011.1) another player owns.
        _instead(record, {"any_card": True, "not_owned": True}, True)
        return
    # FOW-COST-RACE-ANY-R: a card rested as a cost is a recovered one, "recovered" printed or not (CR 1013.3).
    text = re.sub(r"^(rest (?:a|an|one|two|three|four|five))(?! recovered) ", r"\1 recovered ", match.group("cost"), flags=re.I)
    found = _CARDS_COST.fullmatch(text)
    if found is None:
        raise Unsupported(f"the cost {match.group('cost')!r} is not in the vocabulary")
    verb, wanted = cards_cost(found)
    if any(record.get(k) is not None for k in ("extra_rest", "extra_banish", "incarnation", "mastery", "awakening")):
        raise Unsupported("resting (banishing) cards as the card is played beside another cost naming cards is not in the vocabulary")
    if match.re is _INSTEAD_CARDS:
        # FOW-INSTEAD-CARDS-R (CR 903.2k-1): the cards paid instead of the whole printed cost, by choice; the
        # increases still apply after it (CR 903.2k-3), as FOW-PLAY-FREE-IF-R's.
        printed = record.get("cost")
        if record.get("play_less") is not None or not printed or printed.get("x"):
            raise Unsupported("cards paid rather than the card's cost beside another reduction, or with X (or no cost), are not in the vocabulary")
        reduction = {"less": printed, "free": True, "optional": True, "by": wanted}
    else:
        reduction = {"less": _less_within(match.group("less"), record), "by": wanted}
        reduction |= {"optional": True} if match.group("may").lower() == "you may pay" else {}
    record["play_less"] = reduction | ({"by_banish": True} if verb == "banish" else {})


_COUNTERS_OF = rf"(?P<n>two|three|four|five) (?:(?P<name>{COUNTER_WORDS_RE})|\[(?P<stat>[+-]\d{{1,5}}/[+-]\d{{1,5}})\]) counters from (?P<from>an entity|entities|rulers and/or entities) you control"
# fow-r-cost: FOW-PLAY-COUNTERS-R: counters of cards its player controls removed as the card is played.
_PLAY_COUNTERS = re.compile(
    rf"(?:As an additional cost to play this card, remove {_COUNTERS_OF}"
    rf"|(?P<instead>You may remove a total of {_COUNTERS_OF.replace('?P<', '?P<i_')} rather than pay this card's cost)"
    rf"|(?P<by>As you play this card, you may remove a total of {_COUNTERS_OF.replace('?P<', '?P<b_')}\. If you do, (?P<may>you may pay|you pay) (?P<less>(?:\{{[^}}]+\}})+) less to play this card))\.?",
    re.I,
)


def play_counters(match: re.Match[str], record: dict[str, Any]) -> None:
    """fow-r-cost: FOW-PLAY-COUNTERS-R: N named (or [+A/+B]) counters removed from cards its player controls as the card is
    played -- an additional cost ("from an entity you control": all from one entity), paid rather than the card's cost,
    or named by choice for a reduction within the printed cost ("a total of N ... from (rulers and/or) entities")."""
    prefix = "i_" if match.group("instead") else "b_" if match.group("by") else ""
    name, stat, where = match.group(prefix + "name"), match.group(prefix + "stat"), match.group(prefix + "from").lower()
    wanted: dict[str, Any] = {"amount": NUMBER_WORDS[match.group(prefix + "n").lower()], "counter": name.lower() if name else stat_counter_key(stat)}
    wanted |= {"rulers": True} if where.startswith("rulers") else {"entities": True}
    if where == "an entity":
        wanted["one_card"] = True
    if any(record.get(k) is not None for k in ("play_less", "extra_counters", "extra_counters_from")):
        raise Unsupported("counters removed as the card is played beside another cost change of it are not in the vocabulary")
    if not prefix:
        record["extra_counters_from"] = wanted
        return
    printed = record.get("cost")
    if not printed or printed.get("x"):
        raise Unsupported("counters removed to lower a cost with X (or no cost) are not in the vocabulary")
    if prefix == "i_":
        record["play_less"] = {"less": printed, "free": True, "optional": True, "by_counters": wanted}
        return
    reduction = {"less": _less_within(match.group("less"), record), "by_counters": wanted}
    record["play_less"] = reduction | ({"optional": True} if match.group("may").lower() == "you may pay" else {})


def _instead(record: dict[str, Any], wanted: dict[str, Any], banish: bool) -> None:
    """fow-r-cost: FOW-INSTEAD-CARDS-R's cards ``wanted`` banished (rested) rather than the whole printed cost, by choice."""
    printed = record.get("cost")
    if record.get("play_less") is not None or not printed or printed.get("x") or any(record.get(k) is not None for k in ("extra_rest", "extra_banish", "incarnation", "mastery", "awakening")):
        raise Unsupported("cards paid rather than the card's cost beside another reduction or cost naming cards, or with X (or no cost), are not in the vocabulary")
    record["play_less"] = {"less": printed, "free": True, "optional": True, "by": wanted} | ({"by_banish": True} if banish else {})


def play_condition(text: str) -> dict[str, Any]:
    """The condition of a cost reduction (FOW-PLAY-LESS-R): you control "NAME" (or a card named
    "NAME"), your Ruler is "A" (or your J-Ruler is "B"), your J/ruler is "A" (or "B"), or an "as long
    as" condition (FOW-CONT-WHILE-R)."""
    text = text.strip().rstrip(".")
    match = re.fullmatch(rf"you control (?:a card named )?{_NAMES}", text, re.I)
    if match and not match.group("b"):
        return {"count": {"what": "card", "names": [match.group("a")]}, "at_least": 1}
    match = re.fullmatch(rf"your ruler is {_NAMES}(?: or your J-ruler is (?P<j>{_NAMES.replace('?P<a>', '').replace('?P<b>', '')}))?", text, re.I)
    if match and not match.group("b"):
        j_names = re.findall(r'"([^"]+?)\.?"', match.group("j") or "")
        return {"ruler_names": [match.group("a")], "j_ruler_names": j_names} if j_names else {"ruler_names": [match.group("a")]}
    match = re.fullmatch(rf"your J/ruler is {_NAMES}", text, re.I)
    if match:
        names = [n for n in (match.group("a"), match.group("b")) if n]
        return {"ruler_names": names, "j_ruler_names": names}
    match = re.fullmatch(r"(?P<who>you have|your opponent has) drawn (?P<n>two|three|four|five) or more cards this turn", text, re.I)
    if match:
        # fow-m-cost: FOW-DRAWN-THIS-TURN-R.
        return {"drawn": "you" if match.group("who").lower() == "you have" else "opponent", "at_least": NUMBER_WORDS[match.group("n").lower()]}
    match = re.fullmatch(r"resonators (?P<whose>you control|your opponent controls) attacked a total of (?P<n>two|three|four|five) times or more this turn", text, re.I)
    if match:
        # fow-r-cost: FOW-ATTACKS-TOTAL-R: the attacks declared this turn by that player's resonators (FOW-ATTACKED-THIS-TURN-R
        # keeps one record per attack), at least N.
        attacks: dict[str, Any] = {"what": "resonator", "zone": "attacked"} | ({"whose": "opponent"} if match.group("whose").lower() != "you control" else {})
        return {"count": attacks, "at_least": NUMBER_WORDS[match.group("n").lower()]}
    match = re.fullmatch(r"your life is (?P<n>[1-9]\d{2,5})", text, re.I)
    if match and int(match.group("n")) % 100 == 0:
        # fow-r-cost: FOW-LIFE-EXACTLY-R: exactly that life (CR 105.4a: life changes by multiples of 100).
        return {"life": True, "at_least": int(match.group("n")), "at_most": int(match.group("n"))}
    match = re.fullmatch(r'this is the first (?P<what>chant|spell)(?: named "(?P<name>[^"]+?)\.?")? you play this turn', text, re.I)
    if match:
        # fow-r-cost: FOW-FIRST-PLAYED-R: none of that kind (name) played by you this turn before it (FOW-PLAYED-THIS-TURN-R;
        # the card being played is recorded once it is on the chase with its cost paid, CR 903.2o).
        first: dict[str, Any] = {"what": "chant" if match.group("what").lower() == "chant" else "card", "zone": "played"}
        return {"count": first | ({"names": [match.group("name")]} if match.group("name") else {}), "at_most": 0}
    if re.fullmatch(r"you don't control a magic stone with the same name as that card", text, re.I):
        return {"stone_top_new_name": True}  # FOW-LOOK-STONE-NEW-NAME-R (fow-grimm-e)
    if re.fullmatch(r"you don't control a resonator, but control a J/ruler that shares an attribute or race with this card", text, re.I):
        # fow-dec-b: FOW-COND-J-RULER-SHARES-R: no resonator of yours, and a J/ruler of yours sharing an attribute or race.
        return {"count": per_count("resonator you control"), "at_most": 0, "j_ruler_shares": True}
    return as_long_as(text)


_JUDGMENT_LESS_NAMES = re.compile(
    r'\[Judgment\]\s*(?:Pay\s*)?(?P<cost>\{\d{1,2}\})[.:]\s*If you control "(?P<a>[^"]+)", you pay \{(?P<n>[1-9])\} less to play this (?:ability|judgment process)\.'
    r'\s*So does "(?P<b>[^"]+)" and "(?P<c>[^"]+)"\.?',
    re.I,
)


def _judgment_will(text: str) -> dict[str, Any]:
    """A Judgment's will cost (symbols), refused with X."""
    cost = parse_cost(text)
    if cost is None or cost.get("x"):
        raise Unsupported("a Judgment cost with X is not supported")
    return cost


# fow-s-event: FOW-TRIGGER-EVENT-R: the events a [Trigger] (or [Stealth]) card in a standby area triggers on.
_TRIGGER_EVENTS = (
    (r"When a J/resonator your opponent controls attacks", "opponent_attacks"),
    (r"When a J/resonator you control is attacked", "attacked"),
    (r"At the end of a turn you're dealt damage", "end_dealt"),
)


def trigger_condition(text: str) -> dict[str, Any]:
    """The part before the colon of an old chant's "[Trigger] <condition>: <effect>" (no will symbols):
    "Anytime" is "pay {0}" (CR 1113.2a-1); a state now ("Your life is 2000 or lower", "If your Ruler is
    ...", "While you control a Moon") is a condition checked as the card is played (FOW-KW-TRIGGER-IF-R, CR
    1413.2b, 1413.4, 1413.4a: no cost); an event or a time ("When ...", "At the end of ...") makes the card
    an automatic one (CR 1113.2c, 1413.2a), which is not in the vocabulary."""
    text = text.strip()
    if re.fullmatch(r"anytime", text, re.I):
        return {"cost": {}}
    for pattern, event in _TRIGGER_EVENTS:
        if re.fullmatch(pattern, text, re.I):
            return {"event": event}  # fow-s-event: FOW-TRIGGER-EVENT-R
    if re.match(r"(?:when(?:ever)?|at)\b", text, re.I):
        raise Unsupported(f"a [Trigger] condition of an event or a time, played as an automatic ability (CR 1113.2c, 1413.2a): '{text}' is not in the vocabulary")
    state = re.sub(r"^(?:if|while) ", "", text, flags=re.I)
    during = re.match(r"during your (?P<opp>opponent's )?turn, (?=.)", state, re.I)
    turn: list[dict[str, Any]] = []
    if during:
        # fow-r-standby: FOW-TRIGGER-DURING-TURN-R: "During your (opponent's) turn, <states>" -- whose turn it is, a
        # state of its own beside the others (FOW-DURING-YOUR-TURN-R's part).
        turn, state = [{"turn": "opponents" if during.group("opp") else "yours"}], state[during.end() :]
    parts = turn + _trigger_states(state[0].lower() + state[1:])
    return {"when": parts[0], "also": parts[1:]} if len(parts) > 1 else {"when": parts[0]}


# FOW-TRIGGER-IF-AND-R: "you control "A", "B" and "C"" -- a card of each name in your field.
_NAMED_EACH = re.compile(r'you control (?P<names>"[^"]+"(?:, "[^"]+")*) and "(?P<last>[^"]+)"', re.I)


def _trigger_states(text: str) -> list[dict[str, Any]]:
    """FOW-TRIGGER-IF-AND-R: the states an old [Trigger] joins with ", and" (or one "and" between two whole
    clauses): each read as a condition of :func:`play_condition`, all of them to hold; "you control "A", "B"
    and "C"" is a card of each name.  An "or" outside the quotes beside an "and" without its comma could
    group either way and is refused; so is any part that is not a whole condition."""
    masked = re.sub(r'"[^"]*"', lambda m: '"' + "x" * (len(m.group(0)) - 2) + '"', text)
    named = _NAMED_EACH.fullmatch(text)
    if named:
        return [play_condition(f'you control "{name}"') for name in [*re.findall(r'"([^"]+)"', named.group("names")), named.group("last")]]
    comma = [m.start() for m in re.finditer(r", and ", masked)]
    if len(comma) == 1:
        return [*_trigger_states(text[: comma[0]]), *_trigger_states(text[comma[0] + len(", and ") :])]
    ands = [m.start() for m in re.finditer(r" and ", masked)]
    if not ands:
        return [_trigger_state(text)]
    if comma or len(ands) > 1 or re.search(r"\bor\b(?! (?:more|less|fewer|lower|higher)\b)", masked):
        raise Unsupported(f"the [Trigger] condition '{text}' joins its states in a way the vocabulary does not read")
    try:
        return [play_condition(text)]
    except Unsupported:
        first, second = text[: ands[0]], text[ands[0] + len(" and ") :]
        return [_trigger_state(first), _trigger_state(second, after=first)]


# fow-r-standby: FOW-TRIGGER-IF-KEYWORD-R: "you control a (J/)resonator with [<keyword>]" of a [Trigger] state.
_CONTROL_WITH_KEYWORD = re.compile(r"you control an? (?P<who>(?:J/)?resonator) with \[(?P<kw>[A-Za-z ]+)\]", re.I)


def _trigger_state(text: str, *, after: str | None = None) -> dict[str, Any]:
    """One state of an old [Trigger] (FOW-TRIGGER-IF-AND-R): a condition of :func:`play_condition`, or
    (FOW-TRIGGER-IF-KEYWORD-R) "you control a (J/)resonator with [<keyword>]"; a bare "a <group>" after "you control
    <group>" and ("you control A and B") shares its "you control"."""
    if after is not None and re.match(r"you control ", after, re.I) and re.match(r"an? (?:J/)?resonator with \[[^\]]+\]$", text, re.I):
        text = f"you control {text}"
    match = _CONTROL_WITH_KEYWORD.fullmatch(text)
    if match:
        # Counted only as the card is played (a keyword is worked out with the values, which a count by it must
        # not feed: cards.py refuses the part anywhere else).
        return {"count": per_count(f"{match.group('who')} you control") | {"keyword": filter_keyword(match.group("kw"))}, "at_least": 1}
    return play_condition(text)


_CANNOT_PLAY_IF = (
    # FOW-CANNOT-PLAY-IF-R: the negated wording and the condition it denies.
    (re.compile(r"you haven't put any (?P<what>.+?) into a field this turn", re.I), "you put a {what} into a field this turn"),
    # A quoted name may hold a comma ("Name, the Title").
    (re.compile(r"you (?:don't|do not) (?P<verb>control|have) (?P<what>(?:[^,\"]|\"[^\"]*\")+?)", re.I), "you {verb} {what}"),
)


def cannot_play_if(text: str) -> dict[str, Any]:
    """FOW-CANNOT-PLAY-IF-R: "You cannot play this ability if you haven't put any <race> into a field this
    turn" / "... if you don't control (have) <X>" is "Play this ability only if you put a <race> into a field
    this turn" / "... only if you control (have) <X>" (a condition of :func:`play_condition`); any other
    negated condition ("and", "or", a second clause) is refused."""
    text = text.strip().rstrip(".")
    for pattern, positive in _CANNOT_PLAY_IF:
        match = pattern.fullmatch(text)
        if match and not re.search(r"\b(?:and|or|but|unless)\b", re.sub(r'"[^"]*"', '""', text), re.I):
            return play_condition(positive.format(**match.groupdict()))
    raise Unsupported(f"'you cannot play this ability if {text}' is not in the vocabulary")


# FOW-AWAKENING-COUNTERS-R: "[Awakening] Remove N <name> counters from your J/ruler: <text>".
_AWAKENING_COUNTERS = re.compile(
    rf"\[Awakening\]\s*(?:Remove (?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten) (?P<name>{COUNTER_WORDS_RE}) counters? from your J/ruler"
    # FOW-COST-GEM-R: "[Awakening] Banish N (<attribute>) gem(s)".
    r"|(?P<gems>Banish (?:a|an|one|two|three|four|five) (?:(?:light|fire|water|wind|darkness) )?(?:gems?|crystals?))"
    # fow-ao-saga: FOW-AWAKENING-REST-R: "[Awakening] Rest a recovered (<attribute>) J/ruler (card named "<name>") you control".
    r"|Rest a recovered (?:(?P<jattr>light|fire|water|wind|darkness) )?(?:(?P<jruler>J/ruler)|card named \"(?P<named>[^\"]{1,80})\") you control)"
    r"(?:\s*:\s*(?P<rest>.+)|\.?)",
    re.I,
)


def _j_ruler_counters(match: re.Match[str]) -> dict[str, Any]:
    """The ``CounterCost`` of "remove N <name> counters from your J/ruler" (FOW-J-RULER-COUNTER-R)."""
    return {"counter": match.group("name").lower(), "amount": _COUNTS.get(match.group("n").lower(), 1), "from_j_ruler": True}


def _awakened_chant_effects(rest: str, record: dict[str, Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """FOW-AWAKENED-THAT-TARGET-R: the effects an awakened chant adds; "That (J/)resonator ..." names the
    chant's one target of that kind (its only target slot), read as that slot."""
    atk_of = damage_atk_of(rest, record["targets"], record["effects"])  # fow-p-stats: FOW-DAMAGE-EQUAL-ATK-OF-R
    if atk_of is not None:
        return [atk_of], []
    that = re.match(r"That ((?:J/)?resonator) (.+)$", rest.strip())
    if that is None:
        return parse_effects(rest)
    effects, targets = parse_effects(f"Target {that.group(1)} {that.group(2)}")
    if len(record["targets"]) != 1 or targets != record["targets"] or not all(e.get("target") == 0 for e in effects):
        raise Unsupported(f"'That {that.group(1)}' names no single target of the chant")
    return effects, []


def awakening(cost_text: str, rest: str, record: dict[str, Any], text: str, *, other: dict[str, Any] | None = None) -> None:
    """``[Awakening] cost: text`` (CR 1110): an optional additional cost; paid, the card has the text --
    a resonator's [Enter] ability, or more of a chant's effects (without targets of their own).
    ``other``: a cost other than will -- ``counters`` removed from its player's J/ruler (FOW-AWAKENING-COUNTERS-R)
    or ``gems`` banished (FOW-COST-GEM-R)."""
    cost = parse_cost(cost_text) if other is None else {}
    if cost is None or cost.get("x"):
        raise Unsupported("an [Awakening] cost with X is not in the vocabulary")
    more = _more_awakening(record, cost, other)
    if record["types"] == ["resonator"]:
        body = normalize_line(rest)
        match = re.fullmatch(r"\[Enter\] >>> (.+)", body)
        if match is None:
            raise Unsupported("an awakened resonator gains an ability other than [Enter]: not in the vocabulary")
        ability = _automatic("enter", match.group(1), text)
        parts = [ability]
        record["abilities"].append(ability)
    else:
        if record.get("modes"):
            raise Unsupported("an [Awakening] on a modal chant is not in the vocabulary")
        if more is None and re.fullmatch(r"Players cannot chase (?:to )?this card\.?", rest.strip(), re.I) and not record.get("no_chase"):
            # fow-s-keyword: FOW-AWAKENED-NO-CHASE-R (CR 1110.4, 1415.9, 904.2c): played awakened, players cannot chase to it.
            record["awakening"] = {"cost": cost} | (other or {})
            record["no_chase"] = "awakened"
            return
        if more is None and re.search(r"\binstead\.?$", rest.strip(), re.I) and not re.match(r"If\b", rest.strip(), re.I):
            # fow-s-keyword: FOW-AWAKENED-INSTEAD-R (CR 1110.4b): "[Awakening] <cost>: <effect> instead" replaces the relevant part.
            record["awakening"] = {"cost": cost} | (other or {})
            record["_awakened_parts"] = replace_instead(rest, record, "awakened", lambda t: _awakened_chant_effects(t, record), "[Awakening]")
            return
        held_instead = re.fullmatch(r'If (?P<cond>(?:[^,"]|"[^"]*")+), (?P<body>[^.]+\binstead)\.?', rest.strip(), re.I)
        if more is None and held_instead is not None and not re.fullmatch(r"this card was awakened", held_instead.group("cond"), re.I):
            # fow-t-grimm: FOW-AWAKENED-IF-INSTEAD-R (CR 1110.4b): "[Awakening] <cost>: If <condition>, <effect> instead".
            awakened_if_instead(cost | (other or {}), held_instead.group("cond"), held_instead.group("body"), record)
            return
        effects, targets = _awakened_chant_effects(rest, record)
        if targets:
            # fow-r-modal: FOW-AWAKENED-TARGETS-R (CR 1415.9, 1110.3, 903.2e, 903.2i): the text the [Awakening] adds
            # has target slots of its own, after the card's, chosen only when it is played so awakened.
            if not record["effects"] or any(t.get("awakened") for t in record["targets"]):
                raise Unsupported("an awakened chant's own targets before the card's own text, or of two [Awakening] texts, are not in the vocabulary")
            effects = _shifted(effects, len(record["targets"]))
            record["targets"].extend(t | {"awakened": 1 if more is None else more} for t in targets)
        parts = effects
        record["effects"].extend(effects)
    for part in parts:
        part["condition"] = "awakened" if more is None else f"awakened_{more}"
    if more is None:
        record["awakening"] = {"cost": cost} | (other or {})
        record["_awakened_parts"] = parts
    else:
        record["awakenings"] = [*record.get("awakenings", []), {"cost": cost}]


def awakened_if_instead(cost: dict[str, Any], cond: str, body: str, record: dict[str, Any]) -> None:
    """fow-t-grimm: FOW-AWAKENED-IF-INSTEAD-R: a chant's "[Awakening] <cost>: If <condition>, <effect> instead": played
    awakened, the replacement of FOW-AWAKENED-INSTEAD-R is done only while the condition (one of :func:`play_condition`)
    holds as it resolves; otherwise the card's own effect is.  "target <kind>" in the replacement is the card's one
    target of that kind (targets are chosen once, as it is played, CR 903.2e)."""
    when = play_condition(cond)

    def same_target(text: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        effects, targets = parse_effects(text)
        if targets and (targets != record["targets"] or len(targets) != 1):
            raise Unsupported(f"[Awakening]: the replacement {text!r} names a target other than the card's one target")
        return effects, []

    record["awakening"] = {"cost": cost}
    added = replace_instead(body[0].upper() + body[1:], record, "awakened", same_target, "[Awakening]")
    for part in added:
        part["when"] = when
    for at, effect in reversed(list(enumerate(record["effects"]))):
        if effect.get("condition") == "not_awakened":
            # Awakened while the condition does not hold, the card's own effect is done.
            record["effects"].insert(at + 1, {k: v for k, v in effect.items() if k != "condition"} | {"condition": "awakened", "unless": when})
    record["_awakened_parts"] = added


def _more_awakening(record: dict[str, Any], cost: dict[str, Any], other: dict[str, Any] | None) -> int | None:
    """fow-m-cost: FOW-AWAKENING-WHICH-R (CR 1110.1: a card can have several [Awakening] abilities; CR 903.2e: one
    choice to awaken as it is played; CR 1415.9: each "[Awakening] (Cost): (Text)" adds its own text): None for a
    card's first [Awakening] ability; for a later one, its place (2 to 4) -- the first's text then reads
    "awakened_1".  Only will costs are read: another cost kind, or an [Awakening] text of another form
    ("If this card was awakened"), is refused."""
    if record.get("awakening") is None:
        return None
    first = record["awakening"]
    parts = record.get("_awakened_parts")
    if other or set(first) != {"cost"} or parts is None or len(record.get("awakenings", [])) >= 3:
        raise Unsupported("two [Awakening] abilities other than will costs, or more than four, are not in the vocabulary")
    mine = {id(part) for part in parts}
    conditioned = [p for p in [*record["abilities"], *record["effects"]] if p.get("condition") in ("awakened", "not_awakened") and id(p) not in mine]
    if conditioned:
        raise Unsupported("'If this card was awakened' on a card with several [Awakening] abilities is not in the vocabulary")
    for part in parts:
        part["condition"] = "awakened_1"
    return 2 + len(record.get("awakenings", []))


# FOW-MODES-MORE-R: "Choose one, if <condition>, you may choose both - A; or B" / "Choose one. If <condition>,
# (you may) choose up to two (three, four) instead - ...".
_MORE_MODES = re.compile(
    r'Choose one(?:,|\.) if (?P<cond>(?:[^,"]|"[^"]*")+?),? (?:you may )?choose (?:(?P<both>both)|up to (?P<n>two|three|four))(?: instead)?'
    r"(?P<rest>\s*[-;:].+)",
    re.I | re.S,
)
# fow-s-modal: FOW-MODES-AWAKENED-R: "Choose one, if this card was awakened, (you may) choose up to N (both) instead - ..."
# ("Choose one. If ...", "Choose one, choose up to N instead if this card was awakened - ...").
_AWAKENED_MORE = re.compile(
    r"Choose one(?:,|\.) (?:if this card was awakened, (?:you may )?choose (?:(?P<both>both)|up to (?P<n>two|three))(?: instead)?"
    r"|(?:you may )?choose up to (?P<n2>two|three) instead if this card was awakened)(?P<rest>\s*[-;:].+)",
    re.I | re.S,
)
_TARGET_INDEX_KEYS = ("target", "source", "of")


def _shifted(value: Any, offset: int) -> Any:
    """An effect (or a part of one) with its target numbers moved by ``offset`` (FOW-MODES-MORE-R)."""
    if isinstance(value, dict):
        return {k: v + offset if k in _TARGET_INDEX_KEYS and isinstance(v, int) else _shifted(v, offset) for k, v in value.items()}
    if isinstance(value, list):
        return [_shifted(v, offset) for v in value]
    return value


# FOW-MODES-ABILITY-R, FOW-MODES-N-R: the start of a modal text ("Choose one", "Choose two", "Choose up to two").
_CHOOSE = re.compile(r"Choose (?:one|two|three|up to (?:two|three))(?! at random)\s*[-;:.,]", re.I)
# FOW-MODES-ABILITY-R: triggers whose effects the importer checks one by one (or rewrites): a modal
# ability of one is not read.
# FOW-TRIG-NAMED-COUNTER-PUT-R: "Whenever a(n) <name> counter is put (placed) on this card >>> <effects>".
_NAMED_COUNTER_PUT = re.compile(rf"Whenever an? (?P<counter>{COUNTER_WORDS_RE}) counter is (?:put|placed) on this card(?: >>>|,) (?P<body>.+)", re.I)


def _named_counter_put(match: re.Match[str], text: str) -> dict[str, Any]:
    """FOW-TRIG-NAMED-COUNTER-PUT-R: the automatic ability triggered by each counter of one name put on this card; the
    [Guidance] counters keep their own rules (CR 1146, FOW-GUIDANCE-R), and effects putting counters of that name on this
    card again (a loop, CR 1301) are refused."""
    counter, body = match.group("counter").lower(), match.group("body")
    if counter == "guidance":
        raise Unsupported("'whenever a guidance counter is put on this card' outside [Guidance] is not in the vocabulary (FOW-TRIG-NAMED-COUNTER-PUT-R)")
    automatic = _automatic("named_counter_put", body[0].upper() + body[1:], text) | {"put_counter": counter}
    for effect in [*automatic["effects"], *(e for mode in automatic.get("modes", []) for e in mode.get("effects", []))]:
        if effect.get("op") in ("put_counters", "move_counters") and effect.get("counter", counter) == counter and effect.get("target") in (None, "self"):
            raise Unsupported(f"'whenever a {counter} counter is put on this card' putting {counter} counters on this card again (a loop) is not in the vocabulary (FOW-TRIG-NAMED-COUNTER-PUT-R)")
    return automatic


_MODAL_REFUSED_TRIGGERS = ("leaves", "you_gain_gem", "you_gain_life", "damage_to_you", "damages_j_resonator", "damages_resonator", "deals_damage", "dealt_damage")
# FOW-MODES-N-R: "Choose two - ..." / "Choose up to two (three) - ...".
_CHOOSE_N = re.compile(r"Choose (?P<up>up to )?(?P<n>two|three)(?P<rest>\s*[-;:].+)", re.I | re.S)
# FOW-MODES-EACH-R: "Choose one, you may choose an additional one for each recovered J/ruler you control - ...".
_EACH_MORE = re.compile(r"Choose one, you may choose an additional one for each recovered J/ruler you control(?P<rest>\s*[-;:].+)", re.I | re.S)
# FOW-MODES-ONLY-IF-R: "Choose one - A; or B. Choose the second only if <condition>."
# fow-y-cond: FOW-MODES-THIS-OPTION-ONLY-IF-R: "... - B. Choose this option only if <condition>." at the end of the last (the
# second) of two options is the same.
_SECOND_ONLY = re.compile(r"(?P<body>Choose one\b.+?)\.?\s*Choose (?:the second|this option) only if (?P<cond>.+?)\.?", re.I | re.S)


def _limit_last(body: str, limit: str) -> str:
    """FOW-MODES-ABILITY-R: "Choose one. <limit> - A; or B" is "Choose one - A; or B. <limit>"."""
    match = re.fullmatch(rf"(?P<choose>Choose (?:one|two|up to (?:two|three)))\.\s*(?P<limit>{limit})\.?\s*[;:\-]\s*(?P<rest>.+)", body, re.I | re.S)
    if match is None:
        return body
    return f"{match.group('choose')} - {match.group('rest').rstrip().rstrip('.')}. {match.group('limit').strip()}."


def _ability_modes(text: str) -> list[dict[str, Any]]:
    """The modes of a modal activate or automatic ability (FOW-MODES-ABILITY-R); fow-s-modal: FOW-MODES-AWAKENED-R's
    options for a card played awakened are a card's only (an entity stays awakened, CR 1110.4: not read)."""
    found = choose_modes(text)
    if any(mode.get("awakened") for mode in found):
        raise Unsupported("an option of a modal ability for an awakened card is not in the vocabulary")
    return found


def choose_modes(text: str) -> list[dict[str, Any]]:
    """The modes of a modal text (CR 903.2g: the options are chosen as it is played): "Choose one - A; or B"
    (FOW-PLAY-1), with a condition to choose more (FOW-MODES-MORE-R) or to choose the second
    (FOW-MODES-ONLY-IF-R); "Choose two" / "Choose up to two" (FOW-MODES-N-R)."""
    second = _SECOND_ONLY.fullmatch(text)
    if second is not None:
        found = modes(second.group("body"))
        if len(found) != 2:
            raise Unsupported(f"'choose the second only if' with {len(found)} options is not in the vocabulary")
        found[1]["when"] = play_condition(second.group("cond"))
        return found
    chosen_n = _CHOOSE_N.fullmatch(text)
    if chosen_n is not None:
        # FOW-MODES-N-R: exactly that many options ("up to": one up to that many), in the printed order.
        options = modes("Choose one " + chosen_n.group("rest"))
        up_to = {"two": 2, "three": 3}[chosen_n.group("n").lower()]
        alone = options if chosen_n.group("up") else []
        return alone + combined_modes(options, up_to, None, smallest=2 if chosen_n.group("up") else up_to, kept=len(alone))
    each = _EACH_MORE.fullmatch(text)
    if each is not None:
        # FOW-MODES-EACH-R: k options together while its player controls k - 1 or more recovered J/rulers.
        options = modes("Choose one " + each.group("rest"))
        found = list(options)
        for size in range(2, len(options) + 1):
            recovered = {"count": {"what": "ruler", "state": "recovered"}, "at_least": size - 1}
            found.extend(combined_modes(options, size, recovered, smallest=size, kept=len(found)))
        return found
    awakened = _AWAKENED_MORE.fullmatch(text)
    if awakened is not None:
        # fow-s-modal: FOW-MODES-AWAKENED-R: the combinations only when the card is played awakened.
        options = modes("Choose one " + awakened.group("rest"))
        up_to = 2 if awakened.group("both") else {"two": 2, "three": 3}[(awakened.group("n") or awakened.group("n2")).lower()]
        return options + [mode | {"awakened": True} for mode in combined_modes(options, up_to, None)]
    more_modes = _MORE_MODES.fullmatch(text)
    found = modes("Choose one " + more_modes.group("rest") if more_modes else text)
    if more_modes:
        # FOW-MODES-MORE-R: the combinations the condition allows, as modes of their own.
        up_to = 2 if more_modes.group("both") else {"two": 2, "three": 3, "four": 4}[more_modes.group("n").lower()]
        found.extend(combined_modes(found, up_to, play_condition(more_modes.group("cond"))))
    return found


# FOW-MODES-SAME-TARGET-R: effects on a target that leave it where it is, or move it out of the field for good as the
# text resolves (a new card then, CR 302.3, which a later option's effects do not reach): an option of these before
# another option may share that option's target card.
_STAYING_OPS = frozenset({"damage", "put_counters", "remove_counters", "prevent", "rest", "recover", "modify", "no_recover", "remove_damage"})
_LEAVING_OPS = frozenset({"destroy", "return_to_hand", "to_deck"})


def _stays_gone(effect: dict[str, Any]) -> bool:
    """FOW-MODES-SAME-TARGET-R: ``effect`` leaves its target in place, or moves it out of the field with no way back."""
    return effect.get("op") in _STAYING_OPS | _LEAVING_OPS or (effect.get("op") == "remove" and not effect.get("then_field"))


# fow-grimm-e: the card types a target kind may name (for options chosen together); a kind not listed may name any.
_ANY_TYPE = ("j_resonator", "addition", "regalia", "magic_stone", "other")
# fow-p-zones: FOW-GRAVEYARD-STONE-FIELD-R -- a magic stone target names a magic stone only (no card gains or loses that type).
_KIND_TYPES: dict[str, tuple[str, ...]] = {"resonator": ("j_resonator",), "j_resonator": ("j_resonator",), "addition": ("addition",), "regalia": ("regalia",), "magic_stone": ("magic_stone",)}


def combined_modes(options: list[dict[str, Any]], up_to: int, condition: dict[str, Any] | None, *, smallest: int = 2, kept: int | None = None) -> list[dict[str, Any]]:
    """FOW-MODES-MORE-R: every choice of 2 to ``up_to`` of the options, as one mode each -- the targets of its
    options in turn, their effects done in the printed order -- which may be chosen only while
    ``condition`` holds as the card is played.  FOW-MODES-SAME-TARGET-R: each option's targets are chosen apart
    (``option``: its place among them), so two options may name one card; options that may target the same card
    (two with a target that is not a player, in one zone: a spell on the chase is never a card of the field) are
    read only when no option but the last could bring a card back (:func:`_stays_gone`); otherwise refused."""
    if up_to > len(options):
        raise Unsupported(f"choosing up to {up_to} of {len(options)} options is not in the vocabulary")
    found = []
    for size in range(smallest, up_to + 1):
        for chosen in itertools.combinations(range(len(options)), size):
            targets: list[dict[str, Any]] = []
            effects: list[dict[str, Any]] = []
            card_targets: dict[tuple[str, str], int] = {}
            moving = False  # an option before the last moves one of its targets (FOW-MODES-SAME-TARGET-R)
            for place, index in enumerate(chosen):
                option = options[index]
                effects.extend(_shifted(copy.deepcopy(option["effects"]), len(targets)))
                # FOW-MODES-SAME-TARGET-R: the options with targets numbered in turn (the first with none: 0).
                apart = sum(1 for i in chosen[:place] if options[i].get("targets"))
                targets.extend(copy.deepcopy(t) | ({"option": apart} if apart else {}) for t in option.get("targets", []))
                moving = moving or (place < size - 1 and any(isinstance(e.get("target"), int) and not _stays_gone(e) for e in option["effects"]))
                # fow-grimm-e (FOW-FLICKER-R): a target addition and a target resonator are never one card (the
                # vocabulary changes no card's type): counted apart, by the card types each kind may name.
                for zone, kind in {("chase" if t["kind"] in CHASE_KINDS else t.get("zone", "field"), t_kind) for t in option.get("targets", []) if t["kind"] != "player" for t_kind in _KIND_TYPES.get(t["kind"], _ANY_TYPE)}:
                    card_targets[zone, kind] = card_targets.get((zone, kind), 0) + 1
            if moving and any(count > 1 for count in card_targets.values()):
                raise Unsupported("options chosen together that may target the same card, one moving it and maybe back before the other, are not in the vocabulary")
            if len(targets) > 8:
                raise Unsupported(f"{len(targets)} targets of options chosen together are more than the vocabulary holds")
            mode: dict[str, Any] = {"effects": effects, "text": " / ".join(options[i]["text"] for i in chosen)[:2000], "combines": list(chosen)}
            if condition is not None:
                mode["when"] = condition
            if targets:
                mode["targets"] = targets
            found.append(mode)
    total = (len(options) if kept is None else kept) + len(found)
    if total > 16:
        raise Unsupported(f"{total} modes are more than the vocabulary holds")
    return found


def modes(text: str) -> list[dict[str, Any]]:
    """``Choose one - A; or B`` (or the bullet form joined by the importer): one mode per option."""
    match = re.fullmatch(r"Choose one\s*[-:;.]?\s*(.+)", text, re.I | re.S)
    if match is None:
        raise Unsupported("a 'Choose one' without its options")
    options = [o.strip(" .;-") for o in re.split(r";\s*(?:or\s+)?|\s+-\s+|^-\s*|(?<=\.)\s+[-–](?=[A-Z])|:\s+or\s+(?=[a-z])", match.group(1)) if o.strip(" .;-")]
    if len(options) == 1 and len(re.split(r",\s+or\s+(?=[a-z])", options[0])) == 2:
        # "Choose one - A, or b": two options joined by ", or" (each must read as an effect of its own).
        options = re.split(r",\s+or\s+(?=[a-z])", options[0])
    if len(options) < 2 or len(options) > 16:
        raise Unsupported(f"a 'Choose one' with {len(options)} option(s) is not in the vocabulary")
    found = []
    for option in options:
        # fow-s-modal: FOW-MODES-AWAKENED-R (CR 1110.3): an option of one sentence ending "if this card was awakened" is
        # ignored -- no option -- unless the card is played awakened.
        awakened = re.fullmatch(r"(?P<rest>[^.]+?) if this card was awakened", option, re.I)
        sentence = option[0].upper() + option[1:] if awakened is None else option[0].upper() + awakened.group("rest")[1:]
        effects, targets = parse_effects(sentence)
        mode: dict[str, Any] = {"effects": effects, "text": option[:2000]} | ({"awakened": True} if awakened else {})
        if targets:
            mode["targets"] = targets
        found.append(mode)
    return found


# What a ruler line may add to a ruler's record: abilities the engine plays from the ruler area
# (FOW-RULER-AREA-R), keywords, [Judgment] and [Divinity].
_RULER_FIELDS = {"abilities", "keywords", "judgment", "divinity", "stranger", "energize", "off_hand_less", "others_less", "attribute_cost_with", "judgment_change", "partner", "tag", "text", "deck_rules", "convoke"}
_RULER_FIELDS |= {"standby_cost"}  # FOW-STANDBY-COST-R (fow-grimm-e)
_RULER_FIELDS |= {"awakening_less"}  # fow-n-rulers: FOW-AWAKENING-LESS-R (from the ruler area, as FOW-LORD-LESS-R)
_RULER_FIELDS |= {"start_counters"}  # fow-u-counters: FOW-KW-MANA-R (as the game starts, CR 1122.2a)
_RULER_FIELDS |= {"also_named"}  # FOW-ALSO-NAMED-R: a base ability, in every zone (CR 904.2a, 904.3)
_RULER_CONTINUOUS_SCOPES = {"your_j_resonators", "your_other_j_resonators", "opponent_j_resonators", "all_j_resonators"}
_RULER_CONTINUOUS_SCOPES |= {"your_magic_stones"}  # fow-n-rulers: FOW-GRANTED-WILL-R, from the ruler area too (a static source)


def _zero_limited(ability: dict[str, Any]) -> bool:
    """fow-y-will: FOW-WILL-ZERO-COST-R: a ruler's will ability of the cost {0} played only once per turn, or a God's Art
    one (once per game, CR 905.4a) -- never one that could be played without end."""
    return not {k: v for k, v in ability["cost"].items() if v} and bool(ability.get("once_per_turn") or ability.get("gods_art"))


def refuse_outside_ruler_area(before: dict[str, Any], record: dict[str, Any]) -> None:
    """FOW-RULER-AREA-R (CR 902.1b): a ruler's abilities work in its ruler area.  The engine plays a
    ruler's activate abilities there and applies its continuous abilities over J/resonators; anything
    else a line of a ruler reads as is refused with the reason."""
    changed = {key for key in record.keys() | before.keys() if record.get(key) != before.get(key)}
    if changed - _RULER_FIELDS:
        raise Unsupported(f"a ruler's {', '.join(sorted(changed - _RULER_FIELDS))} from its ruler area is not in the vocabulary")
    for ability in record["abilities"][len(before["abilities"]) :]:
        kind = ability["kind"]
        if kind == "activate":
            if ability["cost"].get("banish_self"):
                raise Unsupported("rulers cannot be banished (FOW-RP-2)")
            counters = ability["cost"].get("remove_counters")
            if counters and not counters.get("from_j_ruler"):
                # fow-reiya-lapis: a Sealed Item (FOW-SEALED-ITEM-R) of a ruler removing counters from itself as a cost.
                raise Unsupported("a ruler's cost removing counters from itself in its ruler area is not in the vocabulary (FOW-NAMED-COUNTER-R: from a card in the field)")
        elif kind == "continuous":
            if ability.get("weather"):
                continue  # fow-reiya-lapis: FOW-WEATHER-STATIC-R: its controller's weather, from the ruler area too
            if ability.get("must_attack") or ability.get("scope", "self") not in _RULER_CONTINUOUS_SCOPES:
                raise Unsupported("a ruler's continuous ability over itself or the card it is added to: a ruler in its ruler area has no ATK/DEF")
        elif kind == "will":
            # fow-hero3: FOW-RULER-WILL-R: played from the ruler area with produce_will, on its own: one whose cost
            # rests other cards or pays will (and may remove counters of the ruler), with no condition.
            cost = ability["cost"]
            # fow-m-will: FOW-WILL-REMOVE-GRAVEYARD-R: or removes graveyard cards; its will may be restricted (FOW-WILL-SPEND-ONLY-R).
            # fow-u-counters: FOW-KW-MANA-R: or only removes counters of the ruler.
            if cost.get("rest") or cost.get("banish_self") or cost.get("life") or ability.get("when") or not (cost.get("rest_cards") or cost.get("will") or cost.get("remove") or cost.get("remove_counters") or _zero_limited(ability)):
                raise Unsupported("a ruler's will ability (from its ruler area) other than one resting other cards or paying will, with no condition, is not in the vocabulary")
        elif ability.get("trigger") in RULER_STEP_TRIGGERS:
            # fow-p-trig: FOW-TRIG-RULER-STEP-R: from its ruler area, with effects on players only (a ruler there is no
            # J/resonator: what an effect would do to "this card" is not read).
            if ability.get("modes") or not all(ruler_step_effect(e.get("op"), e.get("target")) for e in ability["effects"]):
                raise Unsupported(f"a ruler's {ability['trigger']!r} ability with an effect other than {', '.join(sorted(RULER_STEP_OPS))} from its ruler area is not in the vocabulary (FOW-TRIG-RULER-STEP-R)")
        elif ability.get("trigger") not in RULER_AREA_TRIGGERS:  # fow-n-trig: card_attacks
            raise Unsupported(f"a ruler's {kind} ability: a ruler in its ruler area does not enter the field, attack or leave it, so none triggers (FOW-RULER-AREA-R)")


def refuse_unchosen_race(record: dict[str, Any]) -> list[tuple[str, str]]:
    """FOW-CHOSEN-RACE-KEPT-R: a continuous ability "of the chosen race" reads the race this card's own
    [Enter] ability chose; on a card with no [Enter] ability that chooses a race it is taken out of the
    record: (its text, the reason) of each one taken."""
    chooses = any(
        a.get("kind") == "automatic" and a.get("trigger") == "enter" and any(e.get("op") == "declare" and e.get("what") == "race" for e in a.get("effects", []))
        for a in record["abilities"]
    )
    refused = [a for a in record["abilities"] if a.get("kind") == "continuous" and a.get("chosen_race") and not chooses]
    record["abilities"] = [a for a in record["abilities"] if not any(a is r for r in refused)]
    return [(a["text"], "'the chosen race' names no race this card's [Enter] ability chooses") for a in refused]


def refuse_divided_ability(record: dict[str, Any]) -> list[tuple[str, str]]:
    """FOW-DAMAGE-DIVIDED-R: damage divided as its player chooses is read on a spell's own text only (the division is
    made as the card is played, CR 903.2j); FOW-AWAKENED-SECOND-TARGET-R: so is a target chosen only when the card is
    played awakened. An ability with either is taken out of the record: (its text, the reason) of each one taken."""
    # FOW-DAMAGE-DIVIDED-ABILITY-R: an automatic ability's division is made as it is played (CR 903.2j): read.
    refused = [a for a in record["abilities"] if ('"divided"' in json.dumps(a) and a.get("kind") != "automatic") or any(t.get("awakened") for t in a.get("targets", []))]
    record["abilities"] = [a for a in record["abilities"] if not any(a is r for r in refused)]
    return [(a.get("text", ""), "FOW-DAMAGE-DIVIDED-R, FOW-AWAKENED-SECOND-TARGET-R: damage divided as you choose, or a target chosen only awakened, of an ability other than an automatic one (not a spell's own text) is not in the vocabulary") for a in refused]


def refuse_unread_awakened(record: dict[str, Any]) -> list[tuple[str, str]]:
    """FOW-AWAKENED-SECOND-TARGET-R, FOW-AWAKENED-TARGETS-R: a chant's target chosen only when it is played awakened, on a
    card whose [Awakening] line is not read (refused on its own line), is taken out with the effects naming it, so
    that the card is imported for reference (unsupported, never played) rather than refused whole: ("", the reason)
    when a slot was taken (the importer names the printed line)."""
    slots = [i for i, t in enumerate(record.get("targets") or []) if isinstance(t, dict) and t.get("awakened")]
    if not slots or record.get("awakening") is not None:
        return []
    record["targets"] = record["targets"][: slots[0]]
    record["effects"] = [e for e in record.get("effects") or [] if not (isinstance(e.get("target"), int) and e["target"] >= slots[0])]
    return [("", "FOW-AWAKENED-SECOND-TARGET-R: a target chosen only when this card is awakened, and its [Awakening] line is not read")]


def _plain_damage(effect: dict[str, Any]) -> bool:
    """fow-r-grimm: FOW-GRAVEYARD-REMOVED-DAMAGE-R: "this card deals N damage to <target>", a fixed amount to its
    one target (no count, no condition read of the card)."""
    return set(effect) == {"op", "amount", "target"} and isinstance(effect["target"], int)


# fow-w2-grimm: FOW-GRAVEYARD-ACTIVATE-R
def _graveyard_activate(ability: dict[str, Any], kind: str) -> bool:
    """FOW-GRAVEYARD-ACTIVATE-R (CR 902.2): "<will>: Put this card from your graveyard into your hand" (a
    resonator's also "... into your field") is an activate ability that exists in its owner's graveyard only:
    a will cost alone, that one effect, no target, no condition or limit (fow-dec-c: but a limit to its player's
    turn and a condition on its player's J/ruler's name)."""
    if ability.get("kind") != "activate" or kind not in ("resonator", "addition", "regalia", "chant"):
        return False
    # fow-dec-c: "Play this ability only during your (opponent's) turn" limits it in the graveyard as anywhere.
    if set(ability) - {"kind", "cost", "effects", "targets", "text", "from_graveyard", "your_turn", "opponent_turn", "when"} or set(ability.get("cost") or {}) - {"will", "life", "remove_self", "remove"}:
        return False
    if set(ability.get("when") or {}) - {"ruler_names", "j_ruler_names", "negated"}:
        # fow-dec-c: "Play this ability only if your J/ruler is <name>" alone: a condition on its player, never on
        # the card (which is in the graveyard).
        return False
    if ability["cost"].get("remove_self"):
        # "<will>, remove this card in your graveyard from the game: <effects>": effects that name neither this
        # card nor it as their source (it is in the removed area as they resolve); fow-r-grimm:
        # FOW-GRAVEYARD-REMOVED-DAMAGE-R -- but "this card deals N damage to <target>": the removed card is its source
        # (CR 912.4), as it was last known (CR 911.1), that one effect alone.
        effects = ability.get("effects", [])
        if len(effects) == 1 and _plain_damage(effects[0]):
            return True
        return not any(e.get("op") in ("damage", "from_graveyard") or "self" in json.dumps(e) for e in effects)
    if ability.get("targets"):
        return False
    wanted = [{"op": "from_graveyard", "target": "self", "to": "hand"}]
    if kind == "resonator":
        # fow-dec-c: FOW-GRAVEYARD-RESTED-R: "... into your field rested" too.
        return ability.get("effects") in (wanted, [{"op": "from_graveyard", "target": "self", "to": "field"}], [{"op": "from_graveyard", "target": "self", "to": "field", "rested": True}])
    return bool(ability.get("effects") == wanted)


# fow-n-trig: FOW-TRIG-IN-GRAVEYARD-R -- the triggers read of a card in its owner's graveyard, and the costs
# its effect may be paid with first ("You may pay N life / <will>. If you do, ...").
_GRAVEYARD_TRIGGERS = ("card_enters", "resonance", "discarded_by_opponent", "j_ruler_rune_damages_opponent", "token_to_graveyard")  # fow-s-trig: the last two
_GRAVEYARD_PAYS = ({"op": "lose_life", "pay": True, "optional": True}, {"op": "pay_will", "optional": True})


def _graveyard_trigger(ability: dict[str, Any], kind: str) -> bool:
    """FOW-TRIG-IN-GRAVEYARD-R (CR 902.2, 906.1): "Whenever <a card of a filter> enters the field under your control"
    or "[Resonance] <types>" whose one effect is "(you may) put this card from your graveyard into your hand / the
    field" (after "You may pay N life / <will>. If you do,") is an automatic ability that exists in its owner's
    graveyard only: a resonator's (into the field or the hand), an addition's or regalia's (into the hand); no
    target, condition, mode or limit."""
    if ability.get("kind") != "automatic" or ability.get("trigger") not in _GRAVEYARD_TRIGGERS or kind not in ("resonator", "addition", "regalia"):
        return False
    if set(ability) - {"kind", "trigger", "effects", "text", "enters", "named", "stone_types", "in_graveyard"} or ability.get("whose", "you") != "you":
        return False
    *pays, last = ability.get("effects") or [{}]
    if len(pays) > 1 or any({k: v for k, v in pay.items() if k not in ("amount", "cost")} not in _GRAVEYARD_PAYS for pay in pays):
        return False
    wanted = {"op": "from_graveyard", "target": "self", "to": last.get("to")} | ({"condition": "if_you_do"} if pays else {})
    if last.get("to") not in ("hand", "field") or (last.get("to") == "field" and kind != "resonator"):
        return False
    return last in (wanted, wanted | {"optional": True}) and not (pays and last.get("optional"))


def _reads_cost_banished(value: Any) -> bool:
    if isinstance(value, dict):
        return value.get("cost_banished") is not None or any(_reads_cost_banished(v) for v in value.values())
    return isinstance(value, list) and any(_reads_cost_banished(v) for v in value)


def refuse_ability_cost_banished(record: dict[str, Any]) -> None:
    """fow-x-dmglife: FOW-BANISHED-COST-STAT-R: "the banished resonator's ATK (DEF)" names the resonator a spell's additional
    cost banished; in an ability's text (an activate cost's banish, or none) it is refused."""
    if _reads_cost_banished(record.get("abilities", [])):
        raise Unsupported("FOW-BANISHED-COST-STAT-R: 'the banished resonator' of an ability (not the resonator banished for a spell's additional cost) is not in the vocabulary")

def refuse_bad_self_targets(record: dict[str, Any]) -> None:
    """Effects on "this card" need a card in the field that can take them: not a chant, and a J-ruler is
    never returned or removed this way."""
    kind = record["types"][0]
    if (record.get("play_less") or {}).get("targets_races") and (len(record.get("targets", [])) > 1 or record.get("modes")):
        raise Unsupported("'if it targets' on a card of more than one target or of modes is not in the vocabulary")
    if (record.get("play_less") or {}).get("targets_spec") and record.get("modes"):
        # fow-r-cost: FOW-PLAY-LESS-TARGETS-R: the card's own targets (any of them), chosen as it is played.
        raise Unsupported("'if it targets' on a card of modes is not in the vocabulary")
    effects = list(record["effects"]) + [e for m in record.get("modes", []) for e in m["effects"]]
    for ability in record["abilities"]:
        if _graveyard_activate(ability, kind):
            ability["from_graveyard"] = True  # fow-w2-grimm: FOW-GRAVEYARD-ACTIVATE-R
            continue
        if ability.get("cost", {}).get("remove_self"):
            raise Unsupported("removing this card in your graveyard from the game beside another cost, or before an effect on this card or dealt by it, is not in the vocabulary")
        effects.extend(ability.get("effects", []))
        # fow-reiya-lapis: the options of a modal ability too (FOW-COUNTER-ON-CARD-R: a ruler's own counters).
        effects.extend(e for m in ability.get("modes", []) for e in m["effects"])
    # fow-n-rulers: FOW-COND-DISCARDED-R -- "if you discarded a <Race>" only in an activate ability discarding as its cost.
    beside = [e for a in record["abilities"] if a["kind"] == "activate" and "discard" in a.get("cost", {}) for e in a.get("effects", [])]
    discards = [i for i, e in enumerate(record["effects"]) if e["op"] == "discard"]
    own_after: list[dict[str, Any]] = []
    if kind == "chant" and not beside and len(discards) == 1 and set(record["effects"][discards[0]]) <= {"op", "amount", "player"} and record["effects"][discards[0]].get("player", "you") == "you":
        # fow-t-draw: FOW-COND-DISCARDED-EFFECT-R, FOW-DISCARDED-COST-X-R: or right after a chant's own one plain discard.
        own_after = record["effects"][discards[0] + 1 : discards[0] + 2]
        beside = own_after
    if any((e.get("per") or {}).get("what") == "discarded_cost" and not any(e is o for o in own_after) for e in effects):
        raise Unsupported("'the card discarded this way' after no chant's own one discard just before is not in the vocabulary")
    if any("discarded_races" in (e.get("when") or {}) | (e.get("unless") or {}) and not any(e is b for b in beside) for e in effects):
        raise Unsupported("'if you discarded a <Race>' of no activate ability discarding a card as its cost is not in the vocabulary")
    if any(e["op"] == "return_removed" for e in effects) or '"removed_by_self": true' in json.dumps(record):
        # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R: the engine remembers the cards this card's "remove target ... from the game"
        # (from the field or a graveyard) removed; another way of removing (a cost, the top of a deck, all of a group)
        # is not remembered.
        reads = [e for e in effects if e["op"] == "return_removed" or (e["op"] == "search" and e.get("filter", {}).get("removed_by_self"))]
        others = [e for e in effects if e["op"] != "remove" and (e["op"] != "from_graveyard" or e.get("to") != "removed") and "remov" in json.dumps(e) and not any(e is r for r in reads)]
        costs = [a.get("cost", {}) for a in record["abilities"] if "remov" in json.dumps(a.get("cost", {}))]
        if others or costs or any(e.get("then_field") for e in effects if e["op"] == "remove"):
            raise Unsupported("'removed from the game by this card' of a card removing cards in a way the engine does not remember is not in the vocabulary")
    if any(e["op"] == "banish_self" and e.get("put") for e in effects):
        # fow-p-zones: FOW-PUT-BY-THIS-CARD-R: the engine remembers the resonators this card's "put target resonator from a
        # graveyard into the field" put there; another way of putting cards into the field is not remembered.
        putting = [e for e in effects if e["op"] != "from_graveyard" and ('"field"' in json.dumps(e) or e["op"] in ("put_tokens", "put_stone", "remove"))]
        if putting or not any(e["op"] == "from_graveyard" and e.get("to") == "field" and isinstance(e.get("target"), int) for e in effects):
            raise Unsupported("'put into your field by this card' of a card putting cards into the field in a way the engine does not remember is not in the vocabulary")
    counted_x = [e for e in [*record["effects"], *(x for m in record.get("modes", []) for x in m["effects"])] if e.get("count_x")] + [
        e for a in record["abilities"] if not (kind == "j_ruler" and a["kind"] == "automatic" and a.get("trigger") == "enter") for e in a.get("effects", []) if e.get("count_x")
    ]
    if counted_x:
        # fow-x-search: FOW-SEARCH-JUDGMENT-X-R: X is the X of the [Judgment] only on a J-ruler's [Enter] (CR 903.2h-2).
        raise Unsupported("a search for X cards outside a J-ruler's [Enter] ability is not in the vocabulary")
    # fow-p-zones: FOW-RULER-AREA-AS-RULER-R: "your J-ruler" names the controller's J-ruler, of any card.
    if kind != "j_ruler" and any(e["op"] == "ruler_side" and not e.get("yours") for e in effects):
        # FOW-RULER-SIDE-R: only a J-ruler has a ruler side to return to.
        raise Unsupported(f"a {kind} returning to its ruler side is not in the vocabulary")
    if kind != "addition" and any("added" in (e.get("target"), e.get("of")) for e in effects):
        # FOW-ADDED-REF-R: only an addition is added to a J/resonator.
        raise Unsupported(f"a {kind}'s 'added resonator' is not in the vocabulary")
    for ability in record["abilities"]:
        discarded_back = [e for e in ability.get("effects", []) if e["op"] == "from_graveyard" and e.get("target") == "self" and e.get("to") == "field" and e.get("optional")]
        if ability.get("cost", {}).get("discard_self") and (kind not in ("resonator", "addition", "regalia") or any(e.get("target") == "self" and not any(e is d for d in discarded_back) for e in ability.get("effects", []))):
            # FOW-DISCARD-SELF-R: played from the hand by a main deck card; "this card" is then in a graveyard.
            raise Unsupported(f"a {kind}'s 'discard this card' ability (or one on this card itself) is not in the vocabulary")
        if ability.get("cost", {}).get("remove_hand") and (
            ability["kind"] != "activate" or kind not in ("resonator", "addition", "regalia") or any(e.get("target") == "self" or e["op"] == "banish_self" or "removed_by_self" in json.dumps(e) for e in ability.get("effects", []))
        ):
            # fow-r-zoneplay: FOW-REMOVE-SELF-HAND-R: an activate ability played from the hand by a main deck card; "this
            # card" is then in its owner's removed area (a will ability played from a hand is not read).
            raise Unsupported(f"a {kind}'s 'remove this card in your hand from the game' {ability['kind']} ability (or one on this card itself) is not in the vocabulary")
    for ability in record["abilities"]:
        if (ability["kind"] != "activate" or ability.get("from_graveyard")) and any(e["op"] == "to_deck" and e.get("target") == "self" for e in ability.get("effects", [])):
            # fow-o-a: FOW-SELF-TO-DECK-R: only an activate ability of the card in the field (a trigger may resolve
            # with the card elsewhere, which that reading does not follow).
            raise Unsupported("'put this card on top of / on the bottom of your deck' outside an activate ability of a field card is not in the vocabulary")
        if ability.get("cost", {}).get("dive") and any(e.get("target") == "self" or e["op"] == "banish_self" for e in ability.get("effects", [])):
            # FOW-KW-DIVE-R: played from the hand; "this card" is not in the field.
            raise Unsupported("a [Dive] ability's effect on this card (in its owner's hand) is not in the vocabulary")
    for ability in record["abilities"]:
        if ability.get("from_graveyard"):
            continue  # fow-w2-grimm: FOW-GRAVEYARD-ACTIVATE-R, played from the graveyard
        if ability.get("cost", {}).get("discard_self") and kind == "resonator" and all(
            e.get("optional") and e.get("to") == "field" for e in ability.get("effects", []) if e["op"] == "from_graveyard" and e.get("target") == "self"
        ):
            continue  # fow-hero3: FOW-DISCARDED-SELF-TO-FIELD-R: the resonator discarded as the cost, in its owner's graveyard
        if _graveyard_trigger(ability, kind):
            ability["in_graveyard"] = True  # fow-n-trig: FOW-TRIG-IN-GRAVEYARD-R
            continue
        # fow-n-grimm: FOW-BANISH-YOUR-STONES-R -- or its own "When this card is destroyed" (put into its owner's
        # graveyard, CR 1010.1), a resonator's, into the field.
        destroyed_back = ability.get("trigger") == "destroyed" and kind == "resonator" and all(
            e.get("to") == "field" for e in ability.get("effects", []) if e["op"] == "from_graveyard" and e.get("target") == "self"
        )
        if any(e["op"] == "from_graveyard" and e.get("target") == "self" for e in ability.get("effects", [])) and not destroyed_back and (
            ability["kind"] != "automatic" or ability.get("trigger") != "to_graveyard" or kind not in ("resonator", "addition", "regalia")
        ):
            # FOW-SELF-FROM-GRAVEYARD-R: only as this card's own trigger of going to the graveyard from the field
            # (an activate ability played from the graveyard: FOW-GRAVEYARD-ACTIVATE-R, fow-w2-grimm).
            raise Unsupported("'put this card from your graveyard' outside its own 'put into a graveyard from the field' trigger is not in the vocabulary")
        added_back = [e for e in ability.get("effects", []) if e["op"] == "from_graveyard" and e.get("onto") is not None]
        if added_back and (kind != "addition" or "field" in record.get("subtypes", []) or any(e.get("target") != "self" for e in added_back)):
            # fow-t-grimm: FOW-SELF-GRAVEYARD-ADD-R: an addable addition's own (CR 1002.1a, 1405.5b).
            raise Unsupported("adding a card other than this addable addition from a graveyard is not in the vocabulary")
        if any(e["op"] == "from_graveyard" and e.get("target") == "self" and e.get("to") == "field" and e.get("onto") is None for e in ability.get("effects", [])) and kind != "resonator":
            # FOW-SELF-FROM-GRAVEYARD-R: an addition or regalia put into the field this way is not in the vocabulary.
            raise Unsupported(f"a {kind} put from its graveyard into the field is not in the vocabulary")
    # fow-p-cost: FOW-EXTRA-COUNTERS-X-R: or the X counters its additional cost removes.
    paid_x = (record.get("cost") or {}).get("x") or (record.get("extra_counters") or {}).get("x")
    own = list(record["effects"]) + [e for m in record.get("modes", []) for e in m["effects"]] if paid_x else []
    granted = [g for a in record["abilities"] for g in [*a.get("grants", []), *a.get("grants_will", [])]]
    if any(((g.get("cost") or {}).get("will") or {}).get("x") for g in granted):
        raise Unsupported("a granted ability whose cost has X is not in the vocabulary")
    for ability in record["abilities"]:
        if ((ability.get("cost") or {}).get("will") or {}).get("x"):
            # fow-s-grimm-b: FOW-ACTIVATE-X-R: an activate ability (no modes) whose search is bounded by the X of its cost.
            searches = [e for e in ability.get("effects", []) if e["op"] == "search" and "max_cost_x" in (e.get("filter") or {})]
            if ability["kind"] != "activate" or ability.get("modes") or not searches:
                raise Unsupported("an ability cost with X is in the vocabulary only for an activate ability searching with total cost X or less")
            own += searches
    own_targets = list(record.get("targets", [])) + [t for m in record.get("modes", []) for t in m.get("targets", [])] if kind == "chant" and own else []
    all_targets = list(record.get("targets", [])) + [t for m in record.get("modes", []) for t in m.get("targets", [])]
    all_targets += [t for a in record["abilities"] for t in a.get("targets", []) + [t for m in a.get("modes", []) for t in m.get("targets", [])]]
    if any(e.get("per_x") and not (kind == "chant" and any(e is o for o in own)) for a in record["abilities"] for e in [*a.get("effects", []), *(x for m in a.get("modes", []) for x in m["effects"])]) or any(
        e.get("per_x") and not (kind == "chant" and any(e is o for o in own)) for e in [*record["effects"], *(x for m in record.get("modes", []) for x in m["effects"])]
    ):
        # fow-n-static: FOW-DAMAGE-TIMES-X-R: X is the X paid for a chant whose cost has X.
        raise Unsupported("damage multiplied by X outside a chant whose cost has X (or cards drawn or discarded by X, FOW-DRAW-DISCARD-X-R) is not in the vocabulary")
    if any(t.get("max_cost_x") and not any(t is o for o in own_targets) for t in all_targets):
        # fow-dec-c: FOW-TARGET-COST-X-R: X is the X paid for a chant whose cost has X.
        raise Unsupported("a target bounded by X outside a chant whose cost has X is not in the vocabulary")
    for effect in effects:
        if "max_cost_x" in (effect.get("filter") or {}) and not any(effect is o for o in own):
            # FOW-SEARCH-X-R: X is the X paid for a chant whose cost has X.
            raise Unsupported("a search bounded by X outside a chant whose cost has X is not in the vocabulary")
        if effect.get("while_here") and kind == "chant":
            # FOW-NO-RECOVER-WHILE-R: "as long as this card is in the field" of a card that never is.
            raise Unsupported("a chant's 'as long as this card is in the field' is not in the vocabulary")
        if effect["op"] == "banish_self" and kind not in ("resonator", "addition", "regalia", "magic_stone"):
            raise Unsupported(f"a {kind} banishing itself is not in the vocabulary (CR 1011.1)")
        if effect.get("target") != "self" or effect.get("then") in ("destroy_yours", "discard_yours"):  # fow-p-trig: FOW-AT-END-DESTROY-YOURS-R; fow-x-trig
            continue
        if kind == "chant":
            raise Unsupported("a chant's effect on this card is not in the vocabulary")
        if effect["op"] in ("return_to_hand", "remove", "to_deck") and kind not in ("resonator", "addition", "regalia"):
            raise Unsupported(f"a {kind} leaving the field this way is not in the vocabulary")
        if effect["op"] in ("put_counters", "remove_counters") and kind == "ruler" and effect.get("counter"):
            # FOW-COUNTER-ON-CARD-R: a ruler's own named counters stay with it in its ruler area: its
            # player's J/ruler, which it is (FOW-J-RULER-COUNTER-R).
            effect["target"] = "j_ruler"
        elif effect["op"] == "put_counters" and kind not in ("resonator", "addition", "regalia", "magic_stone", "j_ruler"):
            raise Unsupported(f"counters on a {kind} are not in the vocabulary (FOW-COUNTER-R)")
        if effect["op"] == "modify" and kind not in ("resonator", "j_ruler"):
            raise Unsupported(f"a {kind} gaining ATK/DEF or keywords is not in the vocabulary")


STRUCTURED = {"judgment", "enter", "resonance", "activate", "trigger", "incarnation", "awakening", "continuous", "energize"}


def why_not(text: str, record: dict[str, Any]) -> str:
    """The precise reason a line matched no form: which part of it the vocabulary does not read."""
    label = re.match(r"\[([^\]]+)\]\s*(.*)", text)
    if label is None:
        if record["types"] != ["chant"]:
            try:
                parse_effects(text)
            except Unsupported as exc:
                return f"no ability form matches this line ({exc})"
            return "an effect without a trigger or cost: a continuous or one-time reading is not in the vocabulary"
        return "a chant has one effect text; this second text is not in the vocabulary"
    name, rest = label.group(1).strip(), label.group(2).strip()
    if name.lower() in OUT_OF_REACH:
        return OUT_OF_REACH[name.lower()]
    if name.lower() not in STRUCTURED and name.lower() not in KEYWORD_NAMES:
        return f"[{name}] is not in the vocabulary"
    if name.lower() in ("activate", "trigger"):
        cost, colon, body = rest.partition(":")
        if not colon:
            return f"[{name}] without a 'cost: effect' form"
        try:
            ability_cost(cost)
        except Unsupported as exc:
            return f"[{name}] {exc}"
        if name.lower() == "trigger" and record["types"] != ["chant"]:
            return "[Trigger] is supported on chants"
        try:
            parse_effects(body)
        except Unsupported as exc:
            return f"[{name}] effect: {exc}"
    if name.lower() == "judgment":
        return f"[Judgment] {rest!r}: only a will cost is in the vocabulary"
    if name.lower() == "enter":
        return "[Enter] without '>>>' is not in the vocabulary"
    return f"[{name}] {rest!r}: this form is not in the vocabulary"


__all__ = ["TARGET", "Unsupported", "map_ability", "parse_cost", "target_spec"]
