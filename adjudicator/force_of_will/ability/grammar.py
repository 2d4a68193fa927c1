"""The sentence grammar of printed effects, composed of parts: a *target phrase* (kind, controller, state),
an *amount*, a *duration*, and one *verb* per effect family.  Each family is one pattern built from the
parts, so a new noun or state widens every family at once.  A sentence either matches a family exactly
(``fullmatch``) or is refused with the reason: nothing is guessed.

The result is the vocabulary's effect tree (:mod:`..vocabulary`: ``Effect`` records with ``target`` slots
pointing into a list of ``TargetSpec``), which the engine executes (:mod:`..effects`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping
from contextvars import ContextVar
from types import MappingProxyType
from typing import Any

from ..vocabulary import CHASE_KINDS, COUNTER_WORDS_RE, GAINED_KEYWORDS, KEYWORDS, WILL_SYMBOLS

# FOW-PLURAL-RACE-R: the races printed on the cards of the database being imported (set by the importer
# while it reads them), against which a plural race in a text ("Fairy Tales") is read; empty otherwise,
# and then no plural race is read.
KNOWN_RACES: ContextVar[frozenset[str]] = ContextVar("known_races", default=frozenset())
# fow-x-token: FOW-COST-BANISH-TOKEN-R: while importing, the races of the resonator tokens the database's texts put
# into the field (CR 1303.1d: a token's race is the one the effect gives, maybe printed on no card); empty otherwise.
KNOWN_TOKEN_RACES: ContextVar[frozenset[str]] = ContextVar("known_token_races", default=frozenset())
# FOW-SEARCH-FIELD-R: while importing, the main deck card types the database prints for each card name and
# each race ("name:<name>" / "race:<race>" -> types); empty otherwise.
KNOWN_KINDS: ContextVar[Mapping[str, frozenset[str]]] = ContextVar("known_kinds", default=MappingProxyType({}))


_ENTERS_FIELD = {"resonator": "resonator", "regalia": "regalia", "field_addition": "addition", "addition": "addition"}


def entering_kinds(found: dict[str, Any]) -> dict[str, Any] | None:
    """FOW-SEARCH-FIELD-R: ``found`` narrowed to the card types it may find when every card of the database
    it may find can be put into the field -- a resonator, a regalia, an addition (FOW-SEARCH-ADDITION-R:
    one added to a J/resonator is added to one as it enters): a filter of those kinds, or of names or
    races whose cards are all of those; else (a chant may be found) None."""
    if found.get("kinds") and set(found["kinds"]) <= {"resonator", "regalia", "addition"}:
        return found
    if found.get("kinds"):
        return None
    known = KNOWN_KINDS.get()
    keys = [f"name:{n}" for n in found.get("names", [])] or [f"race:{r}" for r in found.get("races", [])]
    if not keys and found.get("name_has") and set(found) <= {"name_has", "kinds"}:
        # fow-s-grimm-b: FOW-SEARCH-NAME-HAS-FIELD-R: the names of the database that have those words.
        from ..effects import name_has  # the grammar reads names as the effect finds them

        keys = [k for k in known if k.startswith("name:") and name_has(k[len("name:") :], found["name_has"])]
    kinds = [known.get(k, frozenset()) for k in keys]
    if not keys or not all(k and k <= set(_ENTERS_FIELD) for k in kinds):
        return None
    return found | {"kinds": sorted({_ENTERS_FIELD[k] for ks in kinds for k in ks})}


def singular_race(phrase: str) -> str | None:
    """FOW-PLURAL-RACE-R: the one race printed in the database that ``phrase`` ("Fairy Tales", "Gallian
    Armies", "Elves", "Cthulhu", "Knights of the Round Table") is the plural of (an English plural of its
    head noun -- the last word, or the word before "of" -- or the same word); None when no printed race
    or more than one fits."""
    known = KNOWN_RACES.get()
    words = phrase.split()
    if not words:
        return None
    at = words.index("of") - 1 if "of" in words[1:] else len(words) - 1
    last = words[at]
    forms = {last}
    for plural, singular in (("ies", "y"), ("ves", "f"), ("men", "man"), ("es", ""), ("s", "")):
        if last.endswith(plural) and len(last) > len(plural):
            forms.add(last[: len(last) - len(plural)] + singular)
    found = {" ".join([*words[:at], form, *words[at + 1 :]]) for form in forms} & known
    return found.pop() if len(found) == 1 else None


class Unsupported(Exception):
    """A field or ability the vocabulary cannot express; the message is the reason."""


WILL_SYMBOL = r"\{[WRUGBMT]\}"  # the five attributes, moon (FOW-WILL-MOON-R) and time (FOW-WILL-TIME-R)
_WILL_COUNT = {"two": 2, "three": 3, "four": 4}
_ANY_ATTRIBUTE = ["light", "fire", "water", "wind", "darkness"]


# FOW-KW-FORCE-R: what "X" of an effect after a [Force] counts, written "for each <ROLL_RESULT>" by :func:`force_text`.
ROLL_RESULT = "result of the roll"


_GEM_ATTR = r"(?:light|fire|water|wind|darkness)"


def _gem_list(match: re.Match[str], slot: Any) -> dict[str, Any]:
    """fow-s-trig: FOW-GEM-LIST-R: "Gain a <A> gem, <B> gem, ... <E> gem": one gem of each attribute, each named once."""
    attributes = [a.lower() for a in re.findall(rf"({_GEM_ATTR}) gem", match.group("list"), re.I)]
    if len(set(attributes)) != len(attributes):
        raise Unsupported(f"{match.group(0)!r}: several gems of an attribute are not in the vocabulary")
    return {"op": "gain_gems", "attributes": attributes}


def _gain_items(match: re.Match[str], slot: Any) -> dict[str, Any]:
    """FOW-GEM-R / fow-ao-saga: FOW-CRYSTAL-R: "Gain N <attribute> gem(s)/crystal(s) (and/or M <attribute> ...)":
    the attributes gained, one entry per token."""
    counts = []
    for number, plural in ((match.group("n"), match.group("s")), (match.group("m"), match.group("t"))):
        if number is None:
            continue
        count = NUMBER_WORDS.get(number.lower(), 1)
        if (count > 1) != bool(plural):
            raise Unsupported(f"{match.group(0)!r} is not in the vocabulary")
        counts.append(count)
    item = match.group("item").lower()
    if item == "gem" and counts != [1] * len(counts):
        raise Unsupported(f"{match.group(0)!r}: several gems of an attribute are not in the vocabulary")
    attributes = [match.group("a").lower()] * counts[0] + ([match.group("b").lower()] * counts[1] if match.group("b") else [])
    return {"op": "gain_gems", "attributes": attributes} | ({"item": "crystal"} if item == "crystal" else {})


def _produce_per(effect: dict[str, Any], per: str | None) -> dict[str, Any]:
    """FOW-PRODUCE-PER-R: "Produce {G} for each <group>": one will of a single kind per counted card."""
    if per is None:
        return effect
    if len(effect["will"]) != 1 or effect.get("more"):
        raise Unsupported("'produce <will> for each' with a choice or several wills is not in the vocabulary")
    from .lines import per_count

    return effect | {"per": per_count(per)}


# fow-alice-nv: FOW-WILL-EFFECT-SPEND-R
def _produce_only(effect: dict[str, Any], only: str | None) -> dict[str, Any]:
    """FOW-WILL-EFFECT-SPEND-R: "Produce <will>. Spend this will only to <...>" of an effect: the will's
    restriction read as a will ability's (FOW-WILL-SPEND-ONLY-R); with a count of wills, refused."""
    if only is None:
        return effect
    if effect.get("per"):
        raise Unsupported("restricted will produced for each card counted is not in the vocabulary")
    from .lines import spend_only

    return effect | {"only": spend_only(only)}


def _produce_effect(text: str) -> dict[str, Any]:
    """FOW-WILL-EFFECT-R: the will an effect produces -- one will chosen among attributes as it resolves,
    or wills fixed by their symbols; several wills each chosen is refused."""
    alike = re.fullmatch(r"(?P<n>two|three|four) wills of any one attribute", text.strip().rstrip("."), re.I)
    if alike:
        # fow-x-ruler: FOW-WILL-EFFECT-ALIKE-R: one attribute chosen as it resolves, that many wills of it.
        return {"op": "produce", "will": list(_ANY_ATTRIBUTE), "alike": _WILL_COUNT[alike.group("n").lower()]}
    units = produce(text)
    first, more = units[0], units[1:]
    if more and len(first) > 1 and all(unit == first for unit in more):
        # fow-m-will: FOW-WILL-EFFECT-SEVERAL-R: "two wills in any combination of ...": each chosen on its own.
        return {"op": "produce", "will": first, "count": len(units)}
    if any(len(unit) > 1 for unit in more):
        raise Unsupported(f"several wills chosen as an effect resolves ({text!r}) are not in the vocabulary")
    if len(first) > 1 and (more or not set(first) <= set(_ANY_ATTRIBUTE)):
        raise Unsupported(f"the will produced by {text!r} is not in the vocabulary")
    return {"op": "produce", "will": first} | ({"more": [unit[0] for unit in more]} if more else {})


def produce(text: str) -> list[list[str]]:
    """The wills one use of a ``Produce ...`` ability makes, each one of its list: "{W}, {R}, or {B}" is one
    will of those, "{B} and {U}" / "{G}{G}" / "{3}" / "two wills in any combination of ..." several
    (FOW-WILL-SEVERAL-R)."""
    body = text.strip().rstrip(".").strip()
    if re.fullmatch(r"one will of any attribute", body, re.I):
        return [list(_ANY_ATTRIBUTE)]
    match = re.fullmatch(r"(?P<n>two|three|four) wills in any combination of (?:attributes|(?P<a>\{[WRUGBM]\}) and/or (?P<b>\{[WRUGBM]\}))", body, re.I)
    if match:
        # FOW-WILL-SEVERAL-R: each of the wills is chosen on its own.
        choices = list(_ANY_ATTRIBUTE) if match.group("a") is None else [WILL_SYMBOLS[match.group(k)[1]] for k in ("a", "b")]
        return [list(choices) for _ in range(_WILL_COUNT[match.group("n").lower()])]
    match = re.fullmatch(r"\{([1-5])\}", body)
    if match:
        # FOW-WILL-VOID-R: "{1}" as the will produced is one void will ("{3}": three, FOW-WILL-SEVERAL-R).
        return [["void"] for _ in range(int(match.group(1)))]
    if re.fullmatch(rf"(?:{WILL_SYMBOL}\s*){{2,5}}|{WILL_SYMBOL} and {WILL_SYMBOL}", body):
        # FOW-WILL-SEVERAL-R: "{G}{G}", "{U} {U}", "{B} and {U}": each symbol one will.
        return [[WILL_SYMBOLS[symbol]] for symbol in re.findall(r"\{([WRUGBMT])\}", body)]
    tokens = [t for t in re.split(r"\s*(?:,\s*or|,|\bor\b)\s*", body) if t]
    kinds: list[str] = []
    for token in tokens:
        if not re.fullmatch(WILL_SYMBOL, token):
            raise Unsupported(f"cannot read the will produced: {text!r}")
        kinds.append(WILL_SYMBOLS[token[1]])
    if not kinds:
        raise Unsupported(f"cannot read the will produced: {text!r}")
    return [list(dict.fromkeys(kinds))]


KEYWORD_NAMES = {k.replace("_", " "): k for k in KEYWORDS} | {"target attack": "precision"}
# FOW-DRAIN-GRANTED-R, FOW-BANE-GRANTED-R: read only where a card gains them, never as a printed keyword.
GAINED_NAMES = {k.replace("_", " "): k for k in GAINED_KEYWORDS}

# -- parts ---------------------------------------------------------------------------------------------

NOUNS: dict[str, str] = {
    "j/resonator or player": "j_resonator_or_player",
    "player or j/resonator": "j_resonator_or_player",
    "resonator or player": "resonator_or_player",
    "player or resonator": "resonator_or_player",
    # FOW-TARGET-OPPONENT-OR-R: the player named must be an opponent; the J/resonator is anyone's.
    "opponent or j/resonator": "j_resonator_or_player",
    # fow-p-static: FOW-TARGET-OR-YOURSELF-R: the player named must be the chooser; the J/resonator is anyone's.
    "j/resonator or yourself": "j_resonator_or_player",
    "opponent or resonator": "resonator_or_player",
    "j/resonator": "j_resonator",
    "resonator": "resonator",
    "player": "player",
    "opponent": "player",
    # FOW-TARGET-ENTITY-R: an entity is a card in the field (CR 307.6); "non-magic stone, non-J-ruler" ones
    # are resonators, additions and regalia; "non-magic stone, non-J/resonator" ones additions and regalia.
    "non-magic stone, non-j-ruler entity": "non_stone_entity",
    "non-magic stone, non-j/ruler entity": "non_stone_entity",
    "non-j-ruler, non-magic stone entity": "non_stone_entity",
    "non-magic stone, non-j/resonator entity": "addition_or_regalia",
    # fow-u-conds: FOW-TARGET-ENTITY-WORDS-R -- the two "non-" words in the other order, with or without the comma.
    "non-j/resonator, non-magic stone entity": "addition_or_regalia",
    "non-j/resonator non-magic stone entity": "addition_or_regalia",
    # fow-s-trig: FOW-TARGET-ENTITY-WORDS-R: "non J-ruler" without its hyphen; a "card" of these words, a card in the field
    # (as "target non-magic stone card").
    "non-magic stone, non j-ruler entity": "non_stone_entity",
    "non-magic stone, non-j/resonator card": "addition_or_regalia",
    "non-magic stone, non-j-ruler card": "non_stone_entity",  # fow-u-removal: FOW-TARGET-ENTITY-WORDS-R likewise
    # FOW-TARGET-NON-STONE-R: a "non-magic stone entity" is any entity but a magic stone (J-rulers included).
    "non-magic stone entity": "non_stone",
    # FOW-TARGET-J-RULER-R: a J-ruler in the field (never a ruler in its ruler area, nor a resonator).
    "j-ruler": "j_ruler",
    "entity": "entity",
    "token": "entity",  # fow-u-removal: FOW-TARGET-TOKEN-R: an entity that is a token (CR 209)
    "resonator token": "resonator",  # fow-u-removal: FOW-TARGET-TOKEN-R: a resonator that is a token
    "addition or regalia": "addition_or_regalia",
    # fow-m-filters: FOW-TARGET-TYPE-LIST-R: the three types of a non-magic stone, non-J-ruler entity, listed.
    "addition, resonator, or regalia": "non_stone_entity",
    "regalia or addition": "addition_or_regalia",
    # fow-q-filters: FOW-TARGET-TYPE-OR-R: two card types joined by "or" (see NOUN_TYPES).
    "resonator or addition": "non_stone_entity",
    "addition or resonator": "non_stone_entity",
    "resonator or regalia": "non_stone_entity",
    "regalia or resonator": "non_stone_entity",
    "j/resonator or addition": "non_stone",
    "addition or j/resonator": "non_stone",
    "addition": "addition",
    # FOW-FIELD-ADDITION-R: "[Addition:Field]" is an addition that is a field addition.
    "[addition:field]": "addition",
    # FOW-TARGET-ADDITION-RESONATOR-R: "[Addition:Resonator]" is an addition added to resonators only.
    "[addition:resonator]": "addition",
    "[addition: resonator]": "addition",
    "[addition: field]": "addition",
    "regalia": "regalia",
    "chant spell": "chant_spell",
    "rune spell": "rune_spell",  # FOW-TARGET-RUNE-SPELL-R
    # FOW-CANCEL-ABILITY-R: an activate ability on the chase ("[Activate] ability", the old label).
    "[activate] ability": "activate_ability",
    # FOW-SPELL-KIND-R: a spell that is (not) a resonator.
    "normal spell": "normal_spell",
    "non-resonator spell": "normal_spell",
    "summon spell": "resonator_spell",
    "resonator spell": "resonator_spell",
    "activate ability": "activate_ability",
    # fow-dec-b: FOW-CANCEL-ABILITY-R: an activate or automatic ability on the chase.
    "activate or automatic ability": "ability",
    "automatic ability of a resonator": "resonator_automatic",
    "chant": "chant_spell",
    "spell": "spell",
    "magic stone": "magic_stone",
}
# fow-q-filters: FOW-TARGET-TYPE-OR-R: the card types a noun of two types joined by "or" may be.
NOUN_TYPES: dict[str, list[str]] = {
    "resonator or addition": ["resonator", "addition"],
    "addition or resonator": ["resonator", "addition"],
    "resonator or regalia": ["resonator", "regalia"],
    "regalia or resonator": ["resonator", "regalia"],
    "j/resonator or addition": ["j_ruler", "resonator", "addition"],
    "addition or j/resonator": ["j_ruler", "resonator", "addition"],
}
_NOUN = "|".join(sorted((re.escape(n) for n in NOUNS), key=len, reverse=True))
_WHOSE = r"(?: (?P<whose>you control|your opponent controls|an opponent controls))?"
# fow-p-stats: FOW-ATK-THAN-SELF-R: "with ATK less than (or equal to) this card's ATK (the ATK of this card)".
_ATK_THAN_SELF = r"(?: with ATK (?P<selfatk>less than(?: or equal to)?) (?:this card's ATK|the ATK of this card))?"
# Between "target" and the noun: a state, attributes ("fire or darkness") and races ("Fairy Tale"); after
# it, "with total cost N or less" and whose it is.
TARGET = (
    rf"(?P<another>another )?target (?P<pre>[^.;,]*?)(?P<noun>{_NOUN})(?: (?P<nameway>named|not named) \"(?P<tname>[^\"]{{1,200}})\")?(?: with total cost (?P<max>\d{{1,2}}|X)(?: or (?P<costway>less|more))?)?{_WHOSE}"
    rf"(?: with total cost (?P<max2>\d{{1,2}}|X)(?: or (?P<costway2>less|more))?)?"
    r"(?: (?P<kwway>with|without) \[(?P<kw>[A-Za-z ]+)\])?"
    r"(?: with (?P<atkmax>\d{1,5}) or (?P<atkway>less|more) ATK)?"
    rf"{_ATK_THAN_SELF}"  # fow-p-stats: FOW-ATK-THAN-SELF-R
    r"(?P<atkyou> that is attacking you)?"  # fow-u-removal: FOW-TARGET-ATTACKING-YOU-R
    r"(?P<dealt> that (?:was|were) dealt damage this turn)?"
    r"(?P<dealer> that dealt damage this turn)?"  # fow-s-event: FOW-TARGET-DEALT-DAMAGE-R
    r"(?P<notattacked> that didn't attack this turn)?"  # fow-r-standby: FOW-TARGET-NOT-ATTACKED-R
    r"(?P<noadd> with no addition)?"
    r"(?P<noattr> with no attribute)?"  # fow-n-cost: FOW-NO-ATTRIBUTE-R
    # fow-wide6: FOW-TARGET-ALTERED-R.
    r"(?P<altered> with ATK different from its printed ATK or DEF different from its printed DEF)?"
    # fow-n-counters: FOW-TARGET-COUNTER-R.
    rf"(?: with (?:one or more|an?) (?:(?P<cntname>{COUNTER_WORDS_RE})|\[(?P<cntstat>[+-]?\d{{1,5}}/[+-]?\d{{1,5}})\]) counters? on it)?"
    # fow-v-ncounters: FOW-TARGET-NO-COUNTER-R.
    rf"(?: with no (?P<nocnt>{COUNTER_WORDS_RE}) counters on it)?"
)
# fow-v-filters: the groups of :data:`TARGET` that filter its noun beyond the words before it.
_TARGET_FILTER_GROUPS = ("another", "tname", "max", "max2", "whose", "kw", "atkmax", "selfatk", "atkyou", "dealt", "dealer", "notattacked", "noadd", "noattr", "altered", "cntname", "cntstat")
STATES = ("attacking", "blocking", "rested", "recovered", "damaged")
ATTRIBUTE_WORDS = ("light", "fire", "water", "wind", "darkness")
SELF = r"(?:this card|this resonator|this j-ruler|this j/ruler)"
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_AMOUNT = r"(?P<amount>\d{1,6})"
_STAT = r"(?P<atk>[+-]?\d{1,5})/(?P<def>[+-]?\d{1,5})"
_UNTIL = r"(?P<until> until end of turn| until end of battle)?"


def target_spec(match: re.Match[str]) -> dict[str, Any]:
    """The ``TargetSpec`` of a matched :data:`TARGET` phrase."""
    noun = match.group("noun").lower()
    kind = NOUNS[noun]
    spec: dict[str, Any] = {"kind": kind}
    if noun in NOUN_TYPES:
        spec["types"] = NOUN_TYPES[noun]  # fow-q-filters: FOW-TARGET-TYPE-OR-R
    if noun in ("token", "resonator token"):
        spec["token"] = True  # fow-u-removal: FOW-TARGET-TOKEN-R
    if noun.startswith("[addition") and noun.endswith("resonator]"):
        # FOW-TARGET-ADDITION-RESONATOR-R (CR 1405.1a)
        spec["on_resonator"] = True
    elif noun.startswith("[addition"):
        # FOW-FIELD-ADDITION-R
        spec["field"] = True
    whose = (match.group("whose") or "").lower()
    controller = {"you control": "you", "your opponent controls": "opponent", "an opponent controls": "opponent"}.get(whose, "any")
    if noun == "opponent":
        controller = "opponent"
    if noun.startswith("opponent or "):
        if whose:
            raise Unsupported(f"'target {noun} {whose}' is not in the vocabulary")
        spec["opponent_player"] = True  # FOW-TARGET-OPPONENT-OR-R
    if noun.endswith(" or yourself"):
        if whose:
            raise Unsupported(f"'target {noun} {whose}' is not in the vocabulary")
        spec["you_player"] = True  # fow-p-static: FOW-TARGET-OR-YOURSELF-R
    if controller != "any":
        if kind in CHASE_KINDS and kind != "ability":  # fow-dec-b: the controller of an activate or automatic ability
            raise Unsupported("a spell target filtered by controller is not in the vocabulary")
        spec["controller"] = controller
    if match.group("another"):
        # FOW-TARGET-ANOTHER-R: "another target" is any but the card whose ability it is (FOW-PLAY-1).
        if kind not in ("resonator", "j_resonator", "addition", "regalia", "addition_or_regalia", "magic_stone", "non_stone_entity", "non_stone", "j_ruler", "entity"):
            raise Unsupported(f"'another target {noun}' is not in the vocabulary")
        spec["other"] = True
    pre = match.group("pre")
    j_ruler_or = re.match(r"J-ruler or ", pre, re.I)
    if j_ruler_or:
        # fow-v-filters: FOW-TARGET-J-RULER-OR-R: "target J-ruler or <filter> (J/)resonator": a J-ruler, or a J/resonator
        # of the filter that follows (CR 202.2a); nothing else may filter it (whose it is, a state, a bound, "another").
        extras = [g for g in _TARGET_FILTER_GROUPS if match.group(g)]
        if kind not in ("resonator", "j_resonator") or extras:
            raise Unsupported(f"'target J-ruler or {pre[j_ruler_or.end():]}{noun}' with {', '.join(extras) or 'that noun'} is not in the vocabulary")
        pre = pre[j_ruler_or.end() :]
        spec.update(kind="j_resonator", or_j_ruler=True)
        kind = "j_resonator"
    stranger, pre = stranger_word(pre)
    if stranger is not None:
        # fow-v-filters: FOW-FILTER-STRANGER-R: a stranger is a resonator (CR 1305.1).
        if kind not in ("resonator", "j_resonator"):
            raise Unsupported(f"a {'' if stranger else 'non-'}(Stranger) {noun} target is not in the vocabulary")
        spec["stranger"] = stranger
    special = kind == "magic_stone" and re.fullmatch(r"special\s*", pre) is not None
    if special:
        # FOW-TARGET-SPECIAL-STONE-R: "target special magic stone" -- one that is not basic.
        spec["special"] = True
        pre = ""
    # FOW-NON-ATTRIBUTE-R (fow-grimm-e): "non-<attribute>" (one attribute word) is none of that attribute;
    # "non-<Race of several words>" a race of the database (before the one-word reading below).
    not_attributes = [_OLD_DARK.get(a.lower(), a.lower()) for a in re.findall(rf"\bnon-({_ATTRIBUTE_WORD})\b\s*", pre, re.I)]
    pre = re.sub(rf"\bnon-(?:{_ATTRIBUTE_WORD})\b\s*", "", pre, flags=re.I)
    not_races, pre = _long_non_races(pre)
    # FOW-TARGET-NOT-RACE-R: "non-<Race>" (one capitalised word) is none of that race.
    not_races += re.findall(r"\bnon-([A-Z][A-Za-z'-]*)\s*", pre)
    pre = re.sub(r"\bnon-[A-Z][A-Za-z'-]*\s*", "", pre)
    state, attributes, races = _adjectives(pre)
    if not_attributes:
        if kind not in ("resonator", "j_resonator") or attributes:
            raise Unsupported(f"a non-<attribute> {noun} target ({match.group('pre').strip()}) is not in the vocabulary")
        spec["not_attributes"] = not_attributes
    cost, way = (match.group("max"), match.group("costway")) if match.group("max") else (match.group("max2"), match.group("costway2"))
    filtered = state or attributes or races or not_races or cost
    # fow-m-filters: FOW-SPELL-FILTER-R: a spell target of attributes and a total cost bound (N, not X) only.
    spell_filter = kind in ("spell", "chant_spell", "normal_spell", "resonator_spell") and not (state or races or not_races or not_attributes or cost == "X")
    if filtered and not spell_filter and kind in ("player", *CHASE_KINDS, "j_resonator_or_player", "resonator_or_player"):
        raise Unsupported(f"a filtered {noun} target ({match.group('pre').strip()}) is not in the vocabulary")
    if kind == "magic_stone" and (attributes or races or not_races or cost):
        raise Unsupported(f"a filtered magic stone target ({match.group('pre').strip()}) is not in the vocabulary")
    if not_races:
        spec["not_races"] = not_races
    if match.group("kw"):
        # FOW-KEYWORD-FILTER-R; fow-u-removal: FOW-SPELL-KEYWORD-R: a spell whose card has (lacks) the keyword.
        if kind not in ("resonator", "j_resonator", "spell", "chant_spell", "normal_spell", "resonator_spell"):
            raise Unsupported(f"a {noun} filtered by a keyword is not in the vocabulary")
        keyword = filter_keyword(match.group("kw"))
        spec["with_keyword" if match.group("kwway").lower() == "with" else "without_keyword"] = keyword
    if match.group("atkmax"):
        # FOW-TARGET-ATK-R: "with N or less (more) ATK", its ATK now (when targeted and on resolution).
        if kind not in ("resonator", "j_resonator"):
            raise Unsupported(f"a {noun} filtered by ATK is not in the vocabulary")
        spec["max_atk" if match.group("atkway") == "less" else "min_atk"] = _hundreds(match.group("atkmax"), "ATK")
    if match.group("selfatk"):
        # fow-p-stats: FOW-ATK-THAN-SELF-R: its ATK now against this card's (when targeted and on resolution).
        if kind not in ("resonator", "j_resonator"):
            raise Unsupported(f"a {noun} filtered by this card's ATK is not in the vocabulary")
        spec["atk_than_self"] = "less" if match.group("selfatk").lower() == "less than" else "at_most"
    if match.group("tname"):
        # FOW-TARGET-NAMED-R: a card of that name (not of that name), wherever the target is.
        if kind in ("player", *CHASE_KINDS, "j_resonator_or_player", "resonator_or_player"):
            raise Unsupported(f"a {noun} target filtered by name is not in the vocabulary")
        spec["names" if match.group("nameway").lower() == "named" else "not_names"] = [match.group("tname")]
    if match.group("altered"):
        # fow-wide6: FOW-TARGET-ALTERED-R: its ATK or DEF now is not its printed one.
        if kind not in ("resonator", "j_resonator"):
            raise Unsupported(f"a {noun} with ATK or DEF different from its printed one is not in the vocabulary")
        spec["altered"] = True
    if match.group("cntname") or match.group("cntstat"):
        # fow-n-counters: FOW-TARGET-COUNTER-R: one or more counters of that kind on it, when targeted and on resolution.
        if kind not in ("resonator", "j_resonator"):
            raise Unsupported(f"a {noun} filtered by its counters is not in the vocabulary")
        from .lines import stat_counter_key

        spec["with_counter"] = match.group("cntname").lower() if match.group("cntname") else stat_counter_key(match.group("cntstat"))
    if match.group("nocnt"):
        # fow-v-ncounters: FOW-TARGET-NO-COUNTER-R: no counter of that name on it, when targeted and on resolution.
        if kind not in ("resonator", "j_resonator") or spec.get("with_counter"):
            raise Unsupported(f"a {noun} filtered by having no counters of a name is not in the vocabulary")
        spec["without_counter"] = match.group("nocnt").lower()
    if match.group("atkyou"):
        # fow-u-removal: FOW-TARGET-ATTACKING-YOU-R: the attacker of the battle under way whose attack target is its chooser.
        if kind not in ("resonator", "j_resonator") or state:
            raise Unsupported(f"a {state} {noun} that is attacking you is not in the vocabulary")
        state = "attacking_you"
    if match.group("dealer"):
        # fow-s-event: FOW-TARGET-DEALT-DAMAGE-R: a J/resonator that dealt damage this turn (FOW-DAMAGE-DEALT-X-R's record).
        if kind not in ("resonator", "j_resonator") or match.group("dealt"):
            raise Unsupported(f"a {noun} that dealt damage this turn is not in the vocabulary")
        spec["dealt_damage"] = True
    if match.group("notattacked"):
        # fow-r-standby: FOW-TARGET-NOT-ATTACKED-R: a J/resonator that did not attack this turn (FOW-ATTACKED-THIS-TURN-R's record).
        if kind not in ("resonator", "j_resonator") or match.group("dealt"):
            raise Unsupported(f"a {noun} that didn't attack this turn is not in the vocabulary")
        spec["not_attacked"] = True
    if match.group("noadd"):
        # FOW-TARGET-NO-ADDITION-R: a J/resonator no addition is added to, when targeted and on resolution.
        if kind not in ("resonator", "j_resonator"):
            raise Unsupported(f"a {noun} with no addition is not in the vocabulary")
        spec["no_addition"] = True
    if match.group("noattr"):
        # fow-n-cost: FOW-NO-ATTRIBUTE-R: "target resonator with no attribute" -- a card of none of the five attributes.
        # fow-y-trig: FOW-NO-ATTRIBUTE-ENTITY-R: "target non-magic stone entity with no attribute" too.
        if kind not in ("resonator", "j_resonator", "non_stone") or spec.get("attributes") or spec.get("not_attributes"):
            raise Unsupported(f"a {noun} with no attribute is not in the vocabulary")
        spec["no_attribute"] = True
    if match.group("dealt"):
        # FOW-TARGET-DAMAGED-R: damage dealt this turn stays on the card until the turn's end (FOW-TURN-4).
        if state:
            raise Unsupported(f"a {state} {noun} that was dealt damage this turn is not in the vocabulary")
        state = "damaged"
    if state:
        spec["state"] = state
    if attributes:
        spec["attributes"] = attributes
    if races:
        spec["races"] = races
    if cost == "X":
        # fow-dec-c: FOW-TARGET-COST-X-R: "with total cost X or less", X paid for the chant (lines.py keeps it there).
        if (way or "").lower() != "less" or kind not in ("resonator", "j_resonator"):
            raise Unsupported(f"a {noun} target with total cost X {way or ''} is not in the vocabulary")
        spec["max_cost_x"] = True
    elif cost and way is None:
        spec["min_cost"] = spec["max_cost"] = int(cost)  # "with total cost N": exactly N
    elif cost:
        spec["max_cost" if way.lower() == "less" else "min_cost"] = int(cost)
    return spec


def _adjectives(text: str, *, searched: bool = False) -> tuple[str, list[str], list[str]]:
    """(state, attributes, races) of the words before a target's noun: ``rested``, ``fire or darkness``,
    ``Fairy Tale`` (a race is capitalised); anything else is refused.  ``searched`` (fow-x-search:
    FOW-SEARCH-ATTRS-RACE-R): attributes before one race, in a search."""
    state = ""
    attributes: list[str] = []
    races: list[str] = []
    # "Vampire, Immortal or Werewolf": a list of races, its last joined by "or" (FOW-RACE-LIST-R).
    text = re.sub(r",(?= [A-Z][\w'-]*(?: [A-Z][\w'-]*)*(?:,| or ))", " or", text) if re.search(r"[A-Z][\w'-]*, [A-Z][\w' -]*? or [A-Z]", text) else text
    words = text.split()
    index = 0
    while index < len(words):
        word = words[index]
        if word.lower() in STATES and not state and not attributes and not races:
            state = word.lower()
            if words[index + 1 : index + 3] in (["or", "blocking"], ["or", "attacking"]) and {state, words[index + 2].lower()} == {"attacking", "blocking"}:
                # FOW-TARGET-IN-BATTLE-R: "attacking or blocking" is either one.
                state = "attacking_or_blocking"
                index += 2
        elif word.lower() in ATTRIBUTE_WORDS:
            attributes.append(word.lower())
        elif word.lower() == "dark" and not (word == "Dark" and index + 1 < len(words) and f"Dark {words[index + 1]}" in KNOWN_RACES.get()):
            # FOW-OLD-DARK-R: old cards spell the darkness attribute "dark" (not "Dark Elf", a race of the
            # database: read below as the race).
            attributes.append("darkness")
        elif word == "or" and index and index + 1 < len(words) and (attributes or races):
            pass
        elif re.fullmatch(r"[A-Z][A-Za-z'-]*", word):
            name = [word]
            # A race name may go on with a number ("Squad 7") or "of the" and capitalised words
            # ("Knight of the Round Table", FOW-RACE-OF-THE-R).
            while index + 1 < len(words):
                if re.fullmatch(r"[A-Z][A-Za-z'-]*|\d{1,3}", words[index + 1]):
                    index += 1
                    name.append(words[index])
                elif words[index + 1 : index + 3] == ["of", "the"] and index + 3 < len(words) and re.fullmatch(r"[A-Z][A-Za-z'-]*", words[index + 3]):
                    name.extend(words[index + 1 : index + 4])
                    index += 3
                else:
                    break
            race = " ".join(name)
            if KNOWN_RACES.get() and race not in KNOWN_RACES.get():
                # FOW-PLURAL-RACE-R: while importing, a race no card of the database has is a misprint (or
                # a plural): refused rather than read as a condition that never holds.
                raise Unsupported(f"{race!r} is a race no card of this database has")
            races.append(race)
        else:
            raise Unsupported(f"the target filter {text.strip()!r} is not in the vocabulary")
        index += 1
    if attributes and races and not (searched and len(races) == 1 and words[-len(races[0].split()) :] == races[0].split()):
        raise Unsupported(f"a target filtered by attribute and race ({text.strip()}) is not in the vocabulary")
    if "or" in words and len(attributes) + len(races) < 2 and state != "attacking_or_blocking":
        raise Unsupported(f"the target filter {text.strip()!r} is not in the vocabulary")
    return state, attributes, races


# The reading of "cannot be targeted by spells or abilities" (FOW-UNTARGETABLE-R): no keyword of the
# game, a marker of the continuous vocabulary only (see :func:`untargetable_reading`).
UNTARGETABLE = "untargetable"
# FOW-STATUS-UNTIL-R: "cannot be blocked / cannot attack / cannot block until end of turn" of a one-time
# effect, read as markers like [cannot be targeted] (see :func:`status_reading`).
STATUS_MARKERS = {"cannot be blocked": "unblockable", "cannot attack": "cannot_attack", "cannot block": "cannot_block", "no abilities": "no_abilities"}
# FOW-UNTARGETABLE-NORMAL-R (fow-grimm-e): "cannot be targeted by normal (non-resonator) spells your opponent controls".
STATUS_MARKERS["cannot be targeted by normal spells"] = "no_normal_spells"
# fow-o-b: FOW-BARRIER-KIND-UNTIL-R: "[Barrier] (Chant)" / "[Barrier] (Resonator)" gained until end of turn (see :func:`status_reading`).
STATUS_MARKERS["barrier chant"] = "barrier_chant"
STATUS_MARKERS["barrier resonator"] = "barrier_resonator"
# fow-s-deal: FOW-BARRIER-ATTR-UNTIL-R: "[Barrier] {R}" gained until end of turn (see :func:`status_reading`).
STATUS_MARKERS |= {f"barrier {attribute}": f"barrier_{attribute}" for attribute in ("light", "fire", "water", "wind", "darkness")}
# fow-y-cant: FOW-CANNOT-ATTACK-PLAYERS-UNTIL-R: "... and cannot attack players until end of turn" (see :func:`status_reading`).
STATUS_MARKERS["cannot attack players"] = "cannot_attack_opponent"
_READ_NAMES = KEYWORD_NAMES | GAINED_NAMES | {"cannot be targeted": UNTARGETABLE} | STATUS_MARKERS
STATUS_FLAGS = (UNTARGETABLE, *STATUS_MARKERS.values())


def keywords_of(text: str) -> list[str]:
    names = []
    for token in re.findall(r"\[([^\]]+)\]", text):
        name = _READ_NAMES.get(token.strip().lower())
        if name is None:
            raise Unsupported(f"[{token.strip()}] is not a keyword of the vocabulary")
        names.append(name)
    return names


def filter_keyword(token: str) -> str:
    """The one keyword of a "with / without [X]" filter (FOW-KEYWORD-FILTER-R); a gained-only keyword is
    refused: a card printing [Drain] or [Bane] has the ability, not the keyword (FOW-DRAIN-GRANTED-R)."""
    (keyword,) = keywords_of(f"[{token}]")
    if keyword in GAINED_KEYWORDS:
        raise Unsupported(f"a filter by [{token.strip()}] is not in the vocabulary (a printed one is read as its ability, not as a keyword)")
    return keyword


def _hundreds(value: str, what: str) -> int:
    number = int(value)
    if number % 100:
        raise Unsupported(f"{what} {number} is not a multiple of 100")
    return number


# -- families ------------------------------------------------------------------------------------------

Slot = Callable[[dict[str, Any]], int]
Family = tuple[re.Pattern[str], Callable[[re.Match[str], Slot], dict[str, Any]]]


def _damage(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    return _damage_per({"op": "damage", "amount": _hundreds(m.group("amount"), "damage"), "target": slot(target_spec(m))}, m)


def _damage_per(effect: dict[str, Any], m: re.Match[str]) -> dict[str, Any]:
    """FOW-DAMAGE-PER-R: the damage ``effect`` "for each X" / "multiplied by the number of Xs" (``per`` / ``per2``)."""
    groups = m.groupdict()
    if groups.get("per4"):
        # fow-s-deal: FOW-DAMAGE-TIMES-REMOVED-COST-R: FOW-REMOVED-THIS-WAY-COST-R's count (checked by parse_effects).
        return effect | {"per": {"what": "removed_cost"}}
    singular, plural = groups.get("per") or groups.get("per3"), groups.get("per2")
    if singular or plural:
        from .lines import per_count, plural_group

        effect["per"] = per_count(singular) if singular else per_count(plural_group(plural or ""))
    return effect


_DAMAGE_WHO = {"your opponent": "your_opponent", "an opponent": "your_opponent", "you": "you", "each player": "each_player"}
# fow-q-count: FOW-DAMAGE-EACH-PER-R: "N damage for each <X> (multiplied by the number of <Xs>) to <players / each
# J/resonator of a group>" (or "to <...> for each <X>"): the count taken once as it resolves, the damage to each.
# fow-s-deal: FOW-DAMAGE-TIMES-REMOVED-COST-R: "multiplied by the total cost of the card(s) removed this way" (``per4``).
_PER_BEFORE = r"(?:for each (?P<per>.+?)|multiplied by the number of (?P<per2>.+?)|multiplied by (?P<per4>the (?:combined )?total cost of the cards? removed this way))"


# FOW-NON-ATTRIBUTE-R (fow-grimm-e): the attribute words of "non-<attribute>" ("dark": darkness, FOW-OLD-DARK-R).
_ATTRIBUTE_WORD = r"light|fire|water|wind|darkness|dark"
_OLD_DARK = {"dark": "darkness"}


def stranger_word(pre: str) -> tuple[bool | None, str]:
    """fow-v-filters: FOW-FILTER-STRANGER-R: "(Stranger)" (True) or "non-(Stranger)" (False) among the words before a
    noun -- a stranger resonator, or a card that is none (CR 1305.1) -- and ``pre`` without it (None: no such word)."""
    match = re.search(r"(?:^|(?<=\s))(?P<non>non-)?\(Stranger\)(?:\s+|$)", pre)
    if match is None:
        return None, pre
    return match.group("non") is None, pre[: match.start()] + pre[match.end() :]


def _long_non_races(pre: str) -> tuple[list[str], str]:
    """FOW-NON-ATTRIBUTE-R: "non-<Race>" where the race is several capitalised words of a race of the
    database ("non-Fairy Tale"): those races, and ``pre`` without them (one-word races are left to the caller)."""
    known = KNOWN_RACES.get()
    found: list[str] = []
    for match in list(re.finditer(r"\bnon-(?P<words>[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)+)\s*", pre)):
        words = match.group("words").split()
        race = next((" ".join(words[:n]) for n in range(len(words), 1, -1) if " ".join(words[:n]) in known), None)
        if race is not None:
            found.append(race)
            pre = pre.replace(f"non-{race}", "", 1)
    return found, pre


def _scope(m: re.Match[str]) -> str:
    """``each``/``all`` J/resonators or resonators, of a controller: the scope of the vocabulary."""
    whose = (m.group("whose") or "").lower()
    prefix = {"you control": "your_", "your opponent controls": "opponent_", "an opponent controls": "opponent_", "": "all_"}[whose]
    return prefix + ("j_resonators" if m.group("noun").lower().startswith("j/") else "resonators")


# Before the noun of an each/all scope: "other", attributes and races ("all other fire resonators");
# after it, "with total cost N or less" (FOW-EACH-FILTER-R).
# "Non-<Race> resonators" (FOW-EACH-NON-RACE-R): the race none of them has.
# fow-v-filters: FOW-FILTER-STRANGER-R: "(Stranger)" / "non-(Stranger)" among those words.
# fow-y-abc: FOW-RACE-NUMBER-GROUP-R: a figure after a race's word ("Squad <N>").
_EACH_PRE = r"(?P<other>other )?(?P<pre>(?:(?!(?:all|each|other)\b)(?:(?:[Nn]on-)?[A-Za-z]+|\d{1,3}|(?:non-)?\(Stranger\)) (?:or )?){0,3}?)"
# FOW-EACH-COST-COUNT-R: "... with total cost equal to the number of <name> counters on this card".
_EACH_MAX = (
    rf"(?: with total cost (?P<max>\d{{1,2}}) or less| with total cost equal to the number of (?P<costeq>{COUNTER_WORDS_RE} counters on this card))?"
    r"(?: (?P<kwway>with|without) \[(?P<kw>[A-Za-z ]+)\])?"
    # fow-m-filters: FOW-EACH-NO-ATTRIBUTE-R: "<group> with no attribute".
    r"(?P<noattr> with no attribute)?"
)


def _among(m: re.Match[str] | _PumpMatch) -> dict[str, Any] | None:
    """FOW-EACH-FILTER-R: the filter of an each/all scope, None when it has none."""
    among: dict[str, Any] = {}
    stranger, pre = stranger_word((m.group("pre") or "").strip())
    if stranger is not None:
        # fow-v-filters: FOW-FILTER-STRANGER-R: the stranger resonators of the group (those that are none).
        among["stranger"] = stranger
        pre = pre.strip()
    token = re.search(r"(?:^|(?<=\s))(?P<non>non-)?token(?:\s+|$)", pre, re.I)
    if token is not None:
        # fow-x-token: FOW-EACH-TOKEN-R: "(all) <filter> token resonators" (the canonical words of "<filter> resonator
        # tokens") / "non-token <filter> resonators": the tokens of the group (those that are none).
        among["token"] = token.group("non") is None
        pre = (pre[: token.start()] + pre[token.end() :]).strip()
    not_attributes = [_OLD_DARK.get(a.lower(), a.lower()) for a in re.findall(rf"\bnon-({_ATTRIBUTE_WORD})\b\s*", pre, re.I)]
    if not_attributes:
        # FOW-NON-ATTRIBUTE-R (fow-grimm-e): "all non-<attribute> (non-<Race>) resonators": the J/resonators
        # without that attribute (and that race).
        among["not_attributes"] = not_attributes
        pre = re.sub(rf"\bnon-(?:{_ATTRIBUTE_WORD})\b\s*", "", pre, flags=re.I).strip()
        if pre and not re.match(r"non-", pre, re.I):
            raise Unsupported(f"the group 'all {m.group('pre').strip()}' is not in the vocabulary (only 'non-<attribute>' and 'non-<Race>')")
    if re.match(r"non-", pre, re.I):
        # FOW-EACH-NON-RACE-R: "non-<Race>" alone before the noun: the J/resonators without that race.
        state, attributes, races = ("", [], []) if "non-" in pre[4:].lower() else _adjectives(pre[4:])
        if state or attributes or len(races) != 1:
            raise Unsupported(f"the group 'all {pre}' is not in the vocabulary (only 'non-<Race>' alone)")
        among["not_races"] = races
        pre = ""
    if "non-" in pre.lower():
        raise Unsupported(f"the group 'all {pre}' is not in the vocabulary (only 'non-<Race>' alone)")
    if pre:
        state, attributes, races = _adjectives(pre)
        if state and state not in ("rested", "recovered", "damaged"):
            raise Unsupported(f"all {state} J/resonators: not in the vocabulary")
        if state:
            # FOW-EACH-STATE-R: only the rested (recovered) ones, as the effect resolves; fow-s-deal: FOW-EACH-DAMAGED-R --
            # the damaged ones.
            among["state"] = state
        if attributes:
            among["attributes"] = attributes
        if races:
            among["races"] = races
    if m.group("max"):
        among["max_cost"] = int(m.group("max"))
    if isinstance(m, re.Match) and "costeq" in m.re.groupindex and m.group("costeq"):
        # FOW-EACH-COST-COUNT-R: the total cost equal to a count of counters on the source, as the effect resolves.
        from .lines import per_count

        among["cost_equal"] = per_count(m.group("costeq"))
    if m.group("other"):
        among["other"] = True
    if isinstance(m, re.Match) and "selfatk" in m.re.groupindex and m.group("selfatk"):
        # fow-p-stats: FOW-ATK-THAN-SELF-R: against this card's ATK, as the effect resolves.
        among["atk_than_self"] = "less" if m.group("selfatk").lower() == "less than" else "at_most"
    if m.group("kw"):
        # FOW-KEYWORD-FILTER-R
        keyword = filter_keyword(m.group("kw"))
        among["with_keyword" if m.group("kwway").lower() == "with" else "without_keyword"] = keyword
    if m.group("noattr"):
        # fow-m-filters: FOW-EACH-NO-ATTRIBUTE-R: the cards of the group with none of the five attributes.
        if among.get("attributes") or among.get("not_attributes"):
            raise Unsupported("a group of an attribute and 'with no attribute' is not in the vocabulary")
        among["no_attribute"] = True
    return among or None


def _with_among(effect: dict[str, Any], m: re.Match[str] | _PumpMatch) -> dict[str, Any]:
    among = _among(m)
    if among is not None:
        effect["among"] = among
    return effect


def _damage_dealt(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    spec = target_spec(m)
    if spec["kind"] not in ("resonator", "j_resonator") or set(spec) != {"kind"}:
        raise Unsupported(f"'the damage it dealt this turn' of a {spec['kind']} target is not in the vocabulary")
    return {"op": "damage", "amount": 0, "dealt": True, "target": slot(spec)}


def _damage_each(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    return _with_among({"op": "damage", "amount": _hundreds(m.group("amount"), "damage"), "each": _scope(m)}, m)


def _destroy(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    return {"op": "destroy", "target": slot(target_spec(m))}


def _destroy_all(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    return _with_among({"op": "destroy", "each": _scope(m)}, m)


# FOW-EACH-TYPES-R: "Destroy all <cards of these types>" -- every card in the field (an entity, CR 307.6)
# of the named card types; "non-magic stone" leaves magic stones out, "non-J-Ruler" J-rulers.
_CARD_GROUPS: dict[str, list[str]] = {
    "non-magic stone, non-j-ruler cards": ["resonator", "addition", "regalia"],
    "non-magic stone, non-j-ruler entities": ["resonator", "addition", "regalia"],
    "non-magic stone entities": ["resonator", "j_ruler", "addition", "regalia"],
    "non-magic stone cards": ["resonator", "j_ruler", "addition", "regalia"],
    "additions and regalia": ["addition", "regalia"],
    "additions and regalias": ["addition", "regalia"],
    "resonators and additions": ["resonator", "addition"],
    "additions, regalia, resonators, and j-rulers": ["addition", "regalia", "resonator", "j_ruler"],
    "j-rulers": ["j_ruler"],  # fow-s-keyword: every J-ruler in the field (CR 202.2a: a ruler's J-ruler side)
}
_CARD_GROUP = "|".join(re.escape(g) for g in sorted(_CARD_GROUPS, key=len, reverse=True))


def _destroy_cards(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    whose = (m.group("whose") or "").lower()
    prefix = {"you control": "your_", "your opponent controls": "opponent_", "an opponent controls": "opponent_", "": "all_"}[whose]
    return {"op": "destroy", "each": prefix + "cards", "among": {"types": list(_CARD_GROUPS[m.group("group").lower()])}}


def _destroy_race(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-TARGET-RACE-R: "Destroy all (other) <Races>" -- every card in the field of that race (a race
    printed in the database, named alone), whatever its type; "other": not this card."""
    race = singular_race(m.group("races"))
    if race is None:
        raise Unsupported(f"{m.group('races')!r} is not the plural of one race of this database")
    whose = (m.group("whose") or "").lower()
    prefix = {"you control": "your_", "your opponent controls": "opponent_", "an opponent controls": "opponent_", "": "all_"}[whose]
    among: dict[str, Any] = {"types": ["resonator", "j_ruler", "addition", "regalia", "magic_stone"], "races": [race]}
    if m.group("other"):
        among["other"] = True
    return {"op": "destroy", "each": prefix + "cards", "among": among}


def _leave(op: str) -> Callable[[re.Match[str], Slot], dict[str, Any]]:
    def build(m: re.Match[str], slot: Slot) -> dict[str, Any]:
        spec = target_spec(m)
        if op == "remove" and spec["kind"] == "spell" and set(spec) == {"kind"}:
            # fow-u-removal: FOW-REMOVE-SPELL-R: a spell on the chase moved to its owner's removed area (no cancel).
            return {"op": op, "target": slot(spec)}
        if op == "remove" and spec["kind"] in CHASE_KINDS:
            raise Unsupported(f"FOW-REMOVE-SPELL-R: a {m.group('noun')} of a filter removed from the game is not in the vocabulary")
        if spec["kind"] not in ("resonator", "addition_or_regalia", "non_stone_entity"):
            raise Unsupported(f"a {m.group('noun')} leaving the field this way (a J-ruler would) is not in the vocabulary")
        return {"op": op, "target": slot(spec)}

    return build


def _damage_plus_turn(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-DAMAGE-PLUS-TURN-R (fow-grimm-e): one target J/resonator deals N more damage until end of turn."""
    spec = target_spec(m)
    if spec["kind"] not in ("resonator", "j_resonator"):
        raise Unsupported(f"more damage dealt by a target {spec['kind']} is not in the vocabulary")
    return {"op": "modify", "target": slot(spec), "damage_plus": _hundreds(m.group("plus"), "damage"), "until": "turn"}


def _damage_plus_j_ruler(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-p-static: FOW-DAMAGE-PLUS-J-RULER-R: "(Until end of turn,) if your J-Ruler would deal damage (this turn), it
    deals that much +N instead" -- FOW-DAMAGE-PLUS-TURN-R's change for the group of the J-rulers its controller controls
    (CR 909.4: "your J-ruler" is a condition, not a specific card), until end of turn."""
    if m.group(0).lower().startswith("until end of turn") == bool(m.group("turn")):
        raise Unsupported(f"{m.group(0)!r} (a duration said twice or not at all) is not in the vocabulary")
    plus = _hundreds(m.group("plus"), "damage")
    return {"op": "modify", "damage_plus": plus, "until": "turn", "each": "your_cards", "among": {"types": ["j_ruler"]}}


_FLICKER_SENTENCE = re.compile(r"Remove target .+ from the game, then (?:put|return) it (?:in)?to (?:the field under its owner's control|its owner's field)", re.I)


def _flicker(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-FLICKER-R (fow-grimm-e): a target resonator removed from the game, then put into its owner's field."""
    spec = target_spec(m)
    if spec["kind"] != "resonator":
        raise Unsupported(f"a {m.group('noun')} removed from the game and put back into the field is not in the vocabulary")
    return {"op": "remove", "target": slot(spec), "then_field": True}


def _return_all(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """"Return all (filtered) resonators (of a controller) to their owners' hands" (FOW-EACH-FILTER-R)."""
    return _with_among({"op": "return_to_hand", "each": _scope(m)}, m)


def _return_cards(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-m-filters: FOW-RETURN-ALL-TYPES-R: "Return all non-magic stone, non-J-ruler entities (of a controller) to
    their owners' hands" -- every resonator, addition and regalia in the field (FOW-EACH-TYPES-R's groups naming
    neither a magic stone nor a J-ruler only: a J-ruler never goes to a hand)."""
    effect = _destroy_cards(m, slot)
    if {"magic_stone", "j_ruler"} & set(effect["among"]["types"]):
        raise Unsupported(f"'{m.group(0)}' (a J-ruler or a magic stone to a hand) is not in the vocabulary")
    return effect | {"op": "return_to_hand"}


def _to_deck(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-EFFECT-TO-DECK-R: a resonator, addition or regalia to the top or bottom of its owner's deck."""
    effect = _leave("to_deck")(m, slot)
    position = m.group("position").lower()
    effect["position"] = "top" if position == "top" else "bottom" if position == "the bottom" else "either"  # fow-z-zone: FOW-TO-DECK-TOP-OR-BOTTOM-R
    return effect


def _discard_hand(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    return {"op": "discard_hand", "player": "opponent" if m.group("who") else "you"}


def _mill(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    count = m.group("count").lower()
    amount = 1 if count == "card" else _TOP_COUNTS.get(count.split()[0], 0)  # fow-w2-wide: up to ten (Mill's bound)
    if not amount:
        raise Unsupported(f"the top {count} of a deck is not in the vocabulary")
    to = "removed" if m.group(0).lower().startswith("remove") else "graveyard"
    return {"op": "mill", "amount": amount, "player": "opponent" if m.group("whose").lower() != "your" else "you", "to": to}


def _lose_life(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    effect = {"op": "lose_life", "amount": _hundreds(m.group("amount"), "life"), "player": "you" if m.group("who").lower() == "you" else "opponent"}
    if m.group("counted"):
        # fow-n-counters: FOW-COUNT-PLUS-COUNTERS-R: N life for each counter of a name (or [+A/+B]) on this card;
        # FOW-COUNTERS-WHERE-X-R: for each <card> of a count (where X is the number of <cards>).
        from .lines import per_count

        return effect | {"per": per_count(m.group("counted"))}
    return effect | ({"per": {"what": "roll"}} if m.group("per") else {})



def _pump_each(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    effect = _modify(_PumpMatch(m), slot, None)
    if effect.get("flags") and set(effect) == {"op", "target", "flags", "until"} and effect["until"] == "turn" and set(effect["flags"]) <= {"cannot_attack", "cannot_block"}:
        # FOW-GROUP-STATUS-UNTIL-R: a whole group kept from attacking (blocking) for the rest of the turn.
        if _among(_PumpMatch(m)) is not None or m.group("other"):
            raise Unsupported("a status until end of turn of a filtered group is not in the vocabulary")
        return {"op": "forbid_group", "scope": _scope(m), "status": effect["flags"]}
    if set(effect.get("flags", [])) & {"cannot_attack", "cannot_block"}:
        # FOW-GROUP-STATUS-UNTIL-R reads "cannot attack (block)" of a whole group alone.
        raise Unsupported("a status of every J/resonator of a group until end of turn (which would bind later ones too) is not in the vocabulary")
    # FOW-STATUS-UNTIL-R of a group ("J/resonators you control cannot be targeted by spells or abilities until end
    # of turn"): a lasting change of the group, binding those entering later too (FOW-GROUP-LASTING-R, CR 909.4).
    del effect["target"]
    effect["each"] = _scope(m)
    return _with_among(effect, _PumpMatch(m))


def _from_graveyard(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    if m.group("whose"):
        raise Unsupported("a graveyard target filtered by who controls it is not in the vocabulary")
    to_hand = m.group("dest").lower().endswith("hand")
    if m.group("noun").lower() == "chant" and m.group("pre").strip() and to_hand:
        return _race_chant_from_graveyard(m, slot)
    spec = target_spec(m)
    if spec["kind"] == "chant_spell" and m.group("noun").lower() == "chant" and to_hand:
        # FOW-GRAVEYARD-CHANT-R: a chant card of your graveyard put into your hand.
        spec["kind"] = "chant"
    # fow-m-grimm: FOW-GRAVEYARD-STONE-AREA-R: a magic stone of your graveyard into your magic stone area (and only there);
    # an [Addition:Field] of your graveyard into your field.
    # fow-p-zones: FOW-GRAVEYARD-STONE-FIELD-R: or into the (your) field, the same zone (CR 307.1).
    stone_area = m.group("dest").lower() == "your magic stone area"
    if (spec["kind"] == "magic_stone" and to_hand) or (stone_area and spec["kind"] != "magic_stone"):
        raise Unsupported(f"a {m.group('noun')} from a graveyard into {m.group('dest')} is not in the vocabulary")
    field_card = spec["kind"] == "magic_stone" or (spec["kind"] == "addition" and spec.get("field") and not to_hand)
    # FOW-GRAVEYARD-ADDITION-R: an addition of your graveyard put into your hand.
    if spec["kind"] != "resonator" and not field_card and not (spec["kind"] in ("addition", "chant") and to_hand):
        raise Unsupported(f"a {m.group('noun')} in a graveyard is not a target of the vocabulary")
    spec.update(zone="graveyard", controller="you")
    if m.group("rested") and to_hand:
        raise Unsupported("a card put rested into a hand is not in the vocabulary")
    gy = m.group("gy").lower()
    if gy != "your" or m.group("dest").lower().endswith("under your control"):
        # fow-p-zones: FOW-GRAVEYARD-ANY-YOUR-FIELD-R (CR 1041.1): a resonator of any graveyard (of an opponent's) put
        # into the field under the control of the effect's controller, whoever owns it.
        if spec["kind"] != "resonator" or to_hand or m.group("dest").lower() == "your magic stone area":
            raise Unsupported(f"a {m.group('noun')} from {gy} graveyard into {m.group('dest')} is not in the vocabulary")
        spec.update(zone="graveyard", controller={"a": "any", "your": "you"}.get(gy, "opponent"))
        return {"op": "from_graveyard", "target": slot(spec), "to": "field", "yours": True} | ({"rested": True} if m.group("rested") else {})
    # FOW-GRAVEYARD-RESTED-R: "... into your field rested".
    return {"op": "from_graveyard", "target": slot(spec), "to": "hand" if to_hand else "field"} | ({"rested": True} if m.group("rested") else {})


def _race_chant_from_graveyard(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-n-zones: FOW-GRAVEYARD-RACE-CHANT-R: "Put target <Race> chant from your graveyard into your hand" -- a chant
    card of that race of your graveyard (FOW-GRAVEYARD-CHANT-R's chant, of a race)."""
    state, attributes, races = _adjectives(m.group("pre").strip())
    extras = [g for g in ("another", "tname", "max", "max2", "kw", "atkmax", "selfatk", "dealt", "noadd", "altered") if m.group(g)]
    if state or attributes or not races or extras:
        raise Unsupported(f"the graveyard chant target '{m.group('pre').strip()}' is not in the vocabulary")
    return {"op": "from_graveyard", "target": slot({"kind": "chant", "zone": "graveyard", "controller": "you", "races": races}), "to": "hand"}


def _alternative_to_field(what: str) -> dict[str, Any]:
    """fow-y-alt: FOW-ALT-FIELD-HALF-R: a graveyard target "non-chant card or alternative card" put into the field stays
    refused: a non-chant card may be an addition, entering the field added to a J/resonator chosen as it enters (CR
    1002.2b), which no graveyard put of this engine chooses."""
    raise Unsupported(
        f"the graveyard target {what!r} put into the field (FOW-ALT-FIELD-HALF-R: an alternative card by its non-chant half;"
        " a non-chant card may be an addition, added to a J/resonator chosen as it enters, CR 1002.2b) is not in the vocabulary"
    )


def _card_from_graveyard(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-GRAVEYARD-CARD-R: "Put target (<Race>) card / target <Race> (with total cost N or less) from
    your graveyard into your hand" -- a card of any type of your graveyard, of that race."""
    words = (m.group("pre") + ("" if m.group("gnoun") == "card" else m.group("gnoun"))).strip()
    state, attributes, races = _adjectives(words) if words else ("", [], [])
    if state:
        raise Unsupported(f"the graveyard target {words!r} is not in the vocabulary")
    spec: dict[str, Any] = {"kind": "card", "zone": "graveyard", "controller": "you"}
    if m.group("zone") == "removed area":
        # fow-n-zones: FOW-REMOVED-TARGET-HAND-R -- a target card of your removed area (a magic stone too, CR 321.5),
        # into your hand only.
        if m.group("dest").lower() != "your hand":
            raise Unsupported(f"the removed-area target {words!r} put into the field is not in the vocabulary")
        spec["zone"] = "removed"
    if m.group("zone") == "graveyard or removed area":
        # fow-w-zones: FOW-GRAVEYARD-OR-REMOVED-HAND-R: a card of either zone of yours, into your hand only.
        if m.group("dest").lower() != "your hand" or m.group("nonspell"):
            raise Unsupported(f"the graveyard or removed-area target {words!r} put into the field is not in the vocabulary")
        spec["or_removed"] = True
    if m.group("solar"):
        spec.update(solarisation=True, name_lacks=m.group("lacks"))  # fow-w-zones: FOW-GRAVEYARD-OR-REMOVED-HAND-R
    if races:
        spec["races"] = races
    # fow-hero3: FOW-GRAVEYARD-CARD-R -- of an attribute ("target darkness card"); "non-magic stone" (a card of
    # any type but a magic stone, ``kind: non_stone``); "another" (not the card whose ability it is).
    if attributes:
        spec["attributes"] = attributes
    if m.group("nonstone"):
        spec["kind"] = "non_stone"
    if m.group("nonattr"):
        # fow-n-zones: FOW-GRAVEYARD-NON-ATTRIBUTE-R -- "non-<attribute> <Race>": a card of that race without that
        # attribute (FOW-NON-ATTRIBUTE-R's reading, of a graveyard card).
        if attributes or not races or m.group("zone") != "graveyard":
            raise Unsupported(f"the graveyard target '{m.group('nonattr')}{words}' is not in the vocabulary")
        spec["not_attributes"] = [m.group("nonattr")[len("non-") :].strip()]
    if m.group("another"):
        spec["other"] = True
    if m.group("tname"):
        spec["names"] = [m.group("tname")]  # FOW-TARGET-NAMED-R
    if m.group("max"):
        way = (m.group("costway") or "").lower()
        if way == "more":
            spec["min_cost"] = int(m.group("max"))
        elif way == "less":
            spec["max_cost"] = int(m.group("max"))
        else:
            spec["min_cost"] = spec["max_cost"] = int(m.group("max"))
    if m.group("nonspell"):
        return _non_spell_from_graveyard(m, spec, slot, words)
    if m.group("dest").lower() != "your hand":
        # fow-alice-nv: FOW-GRAVEYARD-RACE-FIELD-R: "target <Race> (or <Race>) ... into the field", read as a
        # resonator of those races when the database prints them on resonators only.
        known = KNOWN_KINDS.get()
        kinds = [known.get(f"race:{r}", frozenset()) for r in races]
        if m.group("gnoun") == "card" or not races or spec.get("names") or not all(k and k <= {"resonator", "field_addition"} for k in kinds):
            raise Unsupported(f"the graveyard target {words!r} put into the field may be a card of another type than resonator: not in the vocabulary")
        # fow-u-conds: FOW-GRAVEYARD-RACE-FIELD-ADDITION-R -- read as a resonator or an [Addition:Field] of those races when
        # the database prints them on those two only (each enters the field by itself, as FOW-GRAVEYARD-NON-SPELL-FIELD-R).
        spec["kind"] = "resonator" if all(k == {"resonator"} for k in kinds) else "resonator_or_field_addition"
        return {"op": "from_graveyard", "target": slot(spec), "to": "field"}
    return {"op": "from_graveyard", "target": slot(spec), "to": "hand"}


def _non_spell_from_graveyard(m: re.Match[str], spec: dict[str, Any], slot: Slot, words: str) -> dict[str, Any]:
    """fow-n-grimm: FOW-GRAVEYARD-NON-SPELL-FIELD-R: "Put target <Race> non-spell card from your graveyard into your
    (the) field" -- a card of that race that is no chant (CR 1400: a "spell card" is an old chant card).  Read
    as a resonator or an [Addition:Field] of the race only when every main deck card of the database printed
    with the race, chants left out, is one of those two (each enters the field by itself; an addable addition
    would be added to an entity as it enters, CR 1002.2b, which this effect does not do); a J-ruler is never
    in a graveyard.  Into a hand, another kind, a name or no race: refused."""
    races = spec.get("races", [])
    known = KNOWN_KINDS.get()
    kinds = [known.get(f"race:{race}", frozenset()) - {"chant"} for race in races]
    if m.group("gnoun") != "card" or m.group("dest").lower() == "your hand" or not races or spec["kind"] != "card" or spec.get("names") or spec.get("other"):
        raise Unsupported(f"the graveyard target {words!r} non-spell card is not in the vocabulary")
    if not all(k and k <= {"resonator", "field_addition"} for k in kinds):
        raise Unsupported(f"the graveyard target {words!r} non-spell card may be an addable addition, which enters the field added to an entity (CR 1002.2b): not in the vocabulary")
    spec["kind"] = "resonator_or_field_addition"
    return {"op": "from_graveyard", "target": slot(spec), "to": "field"}


def _removed_race_to_hand(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-n-zones: FOW-REMOVED-RACE-TO-HAND-R: "Put a(n) <Race> from your removed area into your hand" -- as
    FOW-REMOVED-TO-HAND-R's non-magic stone card, of that race: read only for a race the database prints on cards of
    no magic stone type (FOW-REMOVED-TO-HAND-R's choice leaves magic stones out)."""
    race = m.group("race")
    kinds = KNOWN_KINDS.get().get(f"race:{race}")
    if not kinds or "magic_stone" in kinds:
        raise Unsupported(f"the removed-area card '{race}' (a race no card has, or one a magic stone has) is not in the vocabulary")
    return {"op": "search", "deck": "removed", "must": True, "filter": {"races": [race]}}


def _remove_in_graveyard(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-GRAVEYARD-REMOVE-R: "Remove target card (resonator) in a graveyard (your / your opponent's
    graveyard) from the game" -- a card of that graveyard goes to its owner's removed area."""
    whose = {"a": "any", "your": "you", "your opponent's": "opponent"}[m.group("where").lower()]
    kind = "card" if m.group("gnoun").lower() == "card" else "resonator"
    return {"op": "from_graveyard", "target": slot({"kind": kind, "zone": "graveyard", "controller": whose}), "to": "removed"}


def _return_chosen_race(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-m-filters: FOW-RETURN-CHOSEN-RACE-R: "Return another (a) <Race> resonator you control to its owner's hand" --
    FOW-RETURN-CHOSEN-R's choice narrowed to the resonators of a race the database prints ("another": not this card)."""
    race = m.group("race")
    if race not in KNOWN_RACES.get():
        raise Unsupported(f"{race!r} is a race no card of this database has")
    wanted: dict[str, Any] = {"kinds": ["resonator"], "races": [race]} | ({"other": True} if m.group("other") == "another" else {})
    return {"op": "search", "deck": "field", "to": "hand", "must": True, "filter": wanted}


def _chosen_from_graveyard(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-GRAVEYARD-CHOSEN-FIELD-R: "Put a <filter> resonator from your graveyard into your (the) field" -- a
    resonator of the filter chosen as the effect resolves (none targeted), put into its controller's field."""
    wanted = search_filter(m.group("what"))
    if wanted.get("kinds") != ["resonator"]:
        raise Unsupported(f"the card {m.group('what')!r} put from a graveyard into the field is not in the vocabulary")
    return {"op": "search", "deck": "graveyard", "to": "field", "must": True, "filter": wanted}


def _named_from_graveyard(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-s-trig: FOW-GRAVEYARD-NAMED-FIELD-R: "Put a card named "<name>" from your graveyard into the field" -- as
    FOW-GRAVEYARD-CHOSEN-FIELD-R's resonator, of that name: read only for a name the database prints on resonators only."""
    wanted = search_filter(m.group("what"))
    names = wanted.get("names") or []
    if set(wanted) != {"names"} or any(KNOWN_KINDS.get().get(f"name:{name}") != frozenset({"resonator"}) for name in names):
        raise Unsupported(f"{m.group('what')!r} put from a graveyard into the field is read only for a name the database prints on resonators only")
    return {"op": "search", "deck": "graveyard", "to": "field", "must": True, "filter": {"kinds": ["resonator"], "names": names}}


def _removed_race_to_graveyard(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-r-zoneplay: FOW-REMOVED-ALL-TO-GRAVEYARD-R: "Put all <Race> cards from your removed area into your graveyard" --
    a race the database prints, else refused."""
    race = m.group("race")
    if race not in KNOWN_RACES.get():
        raise Unsupported(f"'all {race} cards' of the removed area: {race!r} is not a race of the database")
    return {"op": "removed_to_graveyard", "filter": {"races": [race]}}


def _chosen_to_top(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-z-zone: FOW-GRAVEYARD-CHOSEN-TOP-R: "Put a <filter> from your graveyard on top of your deck" -- a card of the
    filter chosen as the effect resolves (none targeted), put on top of its owner's (the controller's) main deck."""
    wanted = search_filter(m.group("what"))
    if "ruler" in wanted.get("kinds", []):
        raise Unsupported(f"the card {m.group('what')!r} put from a graveyard on top of the deck is not in the vocabulary")
    return {"op": "search", "deck": "graveyard", "to": "top", "must": True, "filter": wanted}


def _chosen_to_hand(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-hero3: FOW-GRAVEYARD-CHOSEN-HAND-R: "Put a <filter> from your graveyard into your hand" -- a card of
    the filter chosen as the effect resolves (none targeted), put into its controller's hand."""
    wanted = search_filter(m.group("what"))
    if "ruler" in wanted.get("kinds", []):
        raise Unsupported(f"the card {m.group('what')!r} put from a graveyard into the hand is not in the vocabulary")
    return {"op": "search", "deck": "graveyard", "to": "hand", "must": True, "filter": wanted}


def _remove_graveyard(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-GRAVEYARD-REMOVE-ALL-R: "Remove all cards in target player's (your opponent's, your) graveyard from
    the game", with "This card deals N damage to your opponent for each resonator removed this way"."""
    effect: dict[str, Any] = {"op": "remove_graveyard"}
    if m.group("target"):
        effect["target"] = slot({"kind": "player"})
    elif m.group("all"):
        effect["player"] = "all"  # fow-w-zones: FOW-ALL-GRAVEYARDS-REMOVE-R
    else:
        effect["player"] = "you" if m.group("whose").lower() == "your" else "opponent"
    if m.group("per"):
        effect["per_resonator"] = _hundreds(m.group("per"), "damage")
    return effect


def _put_stone(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    return {"op": "put_stone", "rested": bool(m.group("rested"))}


def _rest(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    return {"op": m.group("verb").lower(), "target": slot(target_spec(m))}


def _rest_all(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    noun = m.group("noun").lower()
    if noun == "magic stones":
        if _among(m) is not None:
            raise Unsupported("a filtered 'all magic stones' is not in the vocabulary")
        whose = (m.group("whose") or "").lower()
        prefix = {"you control": "your_", "your opponent controls": "opponent_", "an opponent controls": "opponent_", "": "all_"}[whose]
        return {"op": m.group("verb").lower(), "each": prefix + "magic_stones"}
    return _with_among({"op": m.group("verb").lower(), "each": _scope(m)}, m)


def blocker_filter(text: str) -> dict[str, Any]:
    """FOW-UNBLOCKABLE-BY-R: the blockers of "cannot be blocked by <attribute(s)> (J/)resonators" or "by
    (J/)resonators with ATK N or less"."""
    match = re.fullmatch(
        r"(?P<attrs>(?:light|fire|water|wind|darkness)(?: or (?:light|fire|water|wind|darkness))*) (?P<noun>resonators|J/resonators)"
        r"|(?P<noun2>resonators|J/resonators) with ATK (?P<atk>\d{1,5}) or less",
        text.strip(),
        re.I,
    )
    if match is None:
        raise Unsupported(f"'cannot be blocked by {text.strip()}' is not in the vocabulary")
    found: dict[str, Any] = {"j_resonators": True} if (match.group("noun") or match.group("noun2")).lower() == "j/resonators" else {}
    if match.group("attrs"):
        found["attributes"] = [a.lower() for a in match.group("attrs").split(" or ")]
    else:
        found["max_atk"] = _hundreds(match.group("atk"), "ATK")
    return found


def _j_resonator_until_end(m: re.Match[str], slot: Slot, what: str, change: dict[str, Any]) -> dict[str, Any]:
    """A one-time change of one target J/resonator until end of turn (``what`` names it when refused)."""
    spec = target_spec(m)
    if spec["kind"] not in ("resonator", "j_resonator"):
        raise Unsupported(f"a {spec['kind']} {what} is not in the vocabulary")
    return {"op": "modify", "target": slot(spec), **change, "until": "turn"}


def _unblockable_by(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-UNBLOCKABLE-BY-R: "<target J/resonator> cannot be blocked by <blockers> until end of turn"."""
    return _j_resonator_until_end(m, slot, "that cannot be blocked", {"unblockable_by": blocker_filter(m.group("by"))})


def _cancel(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    spec = target_spec(m)
    if spec["kind"] not in CHASE_KINDS:
        raise Unsupported("only spells and activate abilities can be cancelled in the vocabulary")
    return {"op": "cancel", "target": slot(spec)}


_ONE_TARGET = re.compile(rf"(?:(?P<self>{SELF})|{TARGET})", re.I)


_RACE_TARGET = re.compile(r"[Tt]arget (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})(?P<whose> you control| your opponent controls)?")
# fow-s-deal: FOW-TARGET-RACE-GAINS-R: "Target <Race> (you control) gains ..." ("of the" inside a race name too).
_RACE_GAINS = re.compile(r"Target (?P<race>[A-Z][\w'-]*(?: (?:of the |of )?[A-Z][\w'-]*){0,4})(?P<whose> you control| your opponent controls)? (?P<rest>(?:gains|loses) .+)")


def _resonator_race(race: str) -> bool:
    """fow-p-stats: FOW-ATK-DAMAGE-RACE-R: whether every main deck card of the database printed with ``race`` is a
    resonator or a chant (CR 206.4: a race named without a zone is of cards in the field or a ruler area, where a
    chant never is) -- so a card of that race in the field is a J/resonator."""
    kinds = KNOWN_KINDS.get().get(f"race:{race}")
    return race in KNOWN_RACES.get() and kinds is not None and "resonator" in kinds and kinds <= {"resonator", "chant"}


def _atk_damage(m: re.Match[str], slot: Slot, that: int | None = None) -> dict[str, Any]:
    """FOW-ATK-DAMAGE-R: "<a> deals damage equal to its ATK to <b>" / "<a> and <b> deal damage equal to their
    ATK to each other": each of a and b this card or one target J/resonator; fow-p-stats: FOW-ATK-DAMAGE-ANOTHER-R --
    b "another target" (one way only: not the card whose ability it is, nor a's target, the slots being distinct);
    FOW-ATK-DAMAGE-X-R -- "this card deals X damage to <b>, where X is the ATK of this card" (a this card);
    fow-s-deal: FOW-ATK-DAMAGE-THAT-R -- ``that``: a is the target slot the effect just before names ("that card")."""
    refs: list[Any] = [] if that is None else [that]
    for index, part in enumerate((m.group("a"), m.group("b"))):
        if index == 0 and that is not None:
            continue
        race = _RACE_TARGET.fullmatch(part.strip())
        if race is not None and _resonator_race(race.group("race")):
            # fow-p-stats: FOW-ATK-DAMAGE-RACE-R: "target <Race> (you control)" of a race the database prints on
            # resonators only (chants apart: never in the field), a J/resonator of that race.
            part = f"target {race.group('race')} J/resonator{race.group('whose') or ''}"
        if race is not None and race.group("race") in KNOWN_RACES.get() and part.strip() == race.group(0):
            kinds = sorted(KNOWN_KINDS.get().get(f"race:{race.group('race')}", frozenset()))
            raise Unsupported(f"{part.strip()!r} may be a card without ATK (the database prints the race on {', '.join(kinds)}): dealing damage equal to its ATK is not in the vocabulary")
        one = _ONE_TARGET.fullmatch(part.strip())
        if one is None or (one.group("another") and (index == 0 or m.group("mutual"))):
            raise Unsupported(f"{part.strip()!r} dealing or taking damage equal to an ATK is not in the vocabulary")
        if one.group("self"):
            refs.append("self")
            continue
        spec = target_spec(one)
        if spec["kind"] not in ("resonator", "j_resonator"):
            raise Unsupported(f"a {spec['kind']} dealing or taking damage equal to an ATK is not in the vocabulary")
        refs.append(slot(spec))
    return {"op": "atk_damage", "source": refs[0], "target": refs[1], **({"mutual": True} if m.group("mutual") else {})}


def _cancel_unless(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-CANCEL-UNLESS-R: "Cancel target spell unless its controller pays {N}" (a free cost only)."""
    effect = _cancel(m, slot)
    if m.group("cost") == "X":
        # fow-p-static: FOW-CANCEL-UNLESS-X-R: the X paid for this card; "your opponent": the cancel's controller's.
        effect["unless_pays"] = {"x": True}
        if m.group("who").lower() == "your opponent":
            effect["unless_opponent"] = True
        return effect
    if m.group("who").lower() != "its controller":
        raise Unsupported(f"{m.group(0)!r} (a payment asked of another player) is not in the vocabulary")
    effect["unless_pays"] = {"free": sum(int(n) for n in re.findall(r"\d", m.group("cost")))}
    return effect
def _banish_one_of_two(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-s-modal: FOW-BANISH-ONE-OF-TARGETS-R: two target resonators of the opponent; they banish one of them."""
    for _ in range(2):
        slot({"kind": "resonator", "controller": "opponent"})
    return {"op": "banish", "player": "opponent", "what": "resonator", "among_targets": True}


def _draw_per(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-COUNT-ATTRIBUTES-R: "Draw cards equal to the number of <count>", counted as it resolves."""
    from .lines import per_count

    return {"op": "draw", "amount": 1, "per": per_count(m.group("per"))}


def _draw(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    count = m.group("count").lower()
    amount = NUMBER_WORDS.get(count) if not count.isdigit() else int(count)
    if amount is None or not 1 <= amount <= 10:
        raise Unsupported(f"drawing {count} cards is not in the vocabulary")
    return {"op": "draw", "amount": amount}


def _rune_count(text: str) -> dict[str, Any]:
    """FOW-RUNES-REVEALED-R: the count of runes revealed in a rune area (:func:`..lines.per_count`)."""
    from .lines import per_count

    return per_count(text)


def _life(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    effect: dict[str, Any] = {"op": "gain_life", "amount": _hundreds(m.group("amount"), "life")}
    if m.group("per"):
        # FOW-LIFE-PER-R: "for each <cards>", counted as it resolves.
        from .lines import per_count

        effect["per"] = per_count(m.group("per"))
    return effect


def _modify(m: re.Match[str] | _PumpMatch, slot: Slot, target: Any) -> dict[str, Any]:
    effect: dict[str, Any] = {"op": "modify", "target": target}
    if m.group("atk") is not None:
        effect["atk"] = _hundreds(m.group("atk"), "ATK change")
        effect["def"] = _hundreds(m.group("def"), "DEF change")
    keywords = keywords_of(m.group("kws") or "")
    flags = [k for k in keywords if k in STATUS_FLAGS]
    keywords = [k for k in keywords if k not in STATUS_FLAGS]
    if flags:
        # FOW-STATUS-UNTIL-R: cannot be targeted / blocked, cannot attack / block, for a while.
        effect["flags"] = flags
    if keywords:
        effect["keywords"] = keywords
    if not m.group("until"):
        raise Unsupported("a change without 'until end of turn' lasts as long as its source: a continuous ability")
    effect["until"] = "battle" if "battle" in m.group("until") else "turn"
    return effect


def _self_added_from_graveyard(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-t-grimm: FOW-SELF-GRAVEYARD-ADD-R: one target resonator its controller controls."""
    spec = target_spec(m)
    if spec != {"kind": "resonator", "controller": "you"}:
        raise Unsupported(f"adding this card from a graveyard to a target {m.group('noun')} is not in the vocabulary")
    return {"op": "from_graveyard", "target": "self", "to": "field", "onto": slot(spec), "yours": True}


def _move_addition(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-s-grimm-a: FOW-MOVE-ADDITION-R: one target [Addition:Resonator] its controller controls, added to another
    resonator chosen as the effect resolves."""
    spec = target_spec(m)
    if spec != {"kind": "addition", "on_resonator": True, "controller": "you"}:
        raise Unsupported(f"moving a target {m.group('noun')} onto another resonator is not in the vocabulary")
    return {"op": "search", "deck": "added", "target": slot(spec), "to": "field", "onto": "resonator", "must": True}


def _swap_target(m: re.Match[str], slot: Slot, field: str = "swap") -> dict[str, Any]:
    """fow-s-grimm-a: FOW-SWAP-STATS-R: one target J/resonator's ATK and DEF exchanged until end of turn; fow-z-stats:
    FOW-ATK-TO-DEF-R (``field`` "atk_to_def"): its ATK set to its DEF until end of turn."""
    spec = target_spec(m)
    if spec["kind"] not in ("resonator", "j_resonator"):
        what = "swapping the ATK and DEF of" if field == "swap" else "setting the ATK to the DEF of"
        raise Unsupported(f"{what} a target {spec['kind']} is not in the vocabulary")
    return {"op": "modify", "target": slot(spec), field: True, "until": "turn"}


def _lose_abilities_while(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-wide6: FOW-LOSE-ABILITIES-WHILE-R: one target J/resonator loses all abilities while the source stays
    in the field."""
    spec = target_spec(m)
    if spec["kind"] not in ("resonator", "j_resonator"):
        raise Unsupported(f"a target {spec['kind']} losing all abilities while this card is in the field is not in the vocabulary")
    return {"op": "modify", "target": slot(spec), "flags": ["no_abilities"], "until": "source"}


def _printed_atk(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-PRINTED-ATK-R: the printed ATK of one target J/resonator, N until end of turn."""
    spec = target_spec(m)
    if spec["kind"] not in ("resonator", "j_resonator"):
        raise Unsupported(f"the printed ATK of a target {spec['kind']} is not in the vocabulary")
    return {"op": "modify", "target": slot(spec), "printed_atk": _hundreds(m.group("value"), "ATK"), "until": "turn"}


def _becomes_stats(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-n-static: FOW-BECOMES-STATS-R: one target J/resonator (loses all abilities and) becomes a [A/D] (<Race>)
    (with [Keyword]) until end of turn."""
    spec = target_spec(m)
    if spec["kind"] not in ("resonator", "j_resonator"):
        raise Unsupported(f"a target {spec['kind']} that becomes a [A/D] is not in the vocabulary")
    effect: dict[str, Any] = {"op": "modify", "target": slot(spec), "becomes": [_hundreds(m.group("atk"), "ATK"), _hundreds(m.group("def"), "DEF")], "until": "turn"}
    race = m.group("race")
    if race is not None:
        if KNOWN_RACES.get() and race not in KNOWN_RACES.get():
            raise Unsupported(f"{race!r} is a race no card of this database has")
        effect["becomes_race"] = race
    if m.group("lose"):
        effect["flags"] = ["no_abilities"]  # FOW-LOSE-ABILITIES-R, the same effect (CR 909.2)
    if m.group("kws"):
        keywords = keywords_of(m.group("kws"))
        if any(k in STATUS_FLAGS or k in GAINED_NAMES for k in keywords):
            raise Unsupported(f"becoming a [A/D] with {m.group('kws')!r} is not in the vocabulary")
        effect["keywords"] = keywords
    return effect


def _becomes_race(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-u-gains: FOW-BECOMES-RACE-R: one target J/resonator (loses all races and) becomes a <Race> until end of turn:
    FOW-BECOMES-STATS-R's race change alone (a race the database prints)."""
    spec = target_spec(m)
    race = m.group("race")
    if spec["kind"] not in ("resonator", "j_resonator"):
        raise Unsupported(f"a target {spec['kind']} that becomes a race is not in the vocabulary")
    if not KNOWN_RACES.get() or race not in KNOWN_RACES.get():
        raise Unsupported(f"{race!r} is a race no card of this database has")
    return {"op": "modify", "target": slot(spec), "becomes_race": race, "until": "turn"}


def _becomes_chosen_race(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-w-grimm: FOW-BECOMES-CHOSEN-RACE-R: FOW-BECOMES-RACE-R's change of one target J/resonator to the race declared
    before it (FOW-CHOOSE-RACE-R) as the effect resolves."""
    spec = target_spec(m)
    if spec["kind"] not in ("resonator", "j_resonator"):
        raise Unsupported(f"a target {spec['kind']} that becomes the chosen race is not in the vocabulary")
    return {"op": "modify", "target": slot(spec), "becomes_chosen_race": True, "until": "turn"}


def _becomes_each(m: re.Match[str]) -> dict[str, Any]:
    """fow-r-standby: FOW-BECOMES-STATS-GROUP-R: FOW-BECOMES-STATS-R's change of a group of J/resonators (no target), one
    lasting change of the group (FOW-GROUP-LASTING-R, CR 909.4)."""
    effect: dict[str, Any] = {"op": "modify", "becomes": [_hundreds(m.group("atk"), "ATK"), _hundreds(m.group("def"), "DEF")], "each": _scope(m), "until": "turn"}
    if m.group("lose"):
        effect["flags"] = ["no_abilities"]  # FOW-LOSE-ABILITIES-R, the same effect (CR 909.2)
    return _with_among(effect, m)


def _becomes_chosen_attribute(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-CHOOSE-ATTRIBUTE-R: "<this card / target entity> becomes the chosen attribute until end of turn"."""
    target: Any = "self"
    if not m.group("self"):
        spec = target_spec(m)
        if spec["kind"] not in ("resonator", "j_resonator", "addition", "regalia", "addition_or_regalia", "non_stone_entity", "non_stone"):
            raise Unsupported(f"a {spec['kind']} becoming the chosen attribute is not in the vocabulary")
        target = slot(spec)
    return {"op": "modify", "target": target, "chosen_attribute": True}


def _remove_damage(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-REMOVE-DAMAGE-R: the damage of one target J/resonator (resonator, J-ruler)."""
    spec = target_spec(m)
    if spec["kind"] not in ("j_resonator", "resonator", "j_ruler") or m.group("dealt"):
        raise Unsupported(f"removing damage from a {m.group('noun')} is not in the vocabulary")
    return {"op": "remove_damage", "target": slot(spec)}


def _pay_will_cost(text: str) -> dict[str, Any]:
    """FOW-PAY-WILL-MAY-R: the will of "you may pay <will>", symbols of attributes and free will (no X)."""
    from .lines import parse_cost

    cost = parse_cost(text)
    if not cost:
        raise Unsupported(f"paying {text!r} is not in the vocabulary")
    return cost


def _prevent(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-PREVENT-R: all damage by/to a target J/resonator (this card) until end of turn ("from" is "by")."""
    if m.group("self"):
        return {"op": "prevent", "target": "self", "way": "to" if m.group("way").lower() == "to" else "by"}
    spec = target_spec(m)
    way = "to" if m.group("way").lower() == "to" else "by"
    if spec.get("you_player") and way == "to" and "next" in m.re.groupindex:
        return {"op": "prevent", "target": slot(spec), "way": way}  # fow-p-static: FOW-PREVENT-NEXT-YOU-R
    if spec["kind"] not in ("resonator", "j_resonator") and not (spec["kind"] == "entity" and way == "by"):
        # Damage by any entity (an addition's or regalia's ability) is its card's (CR 912.4); to one, a J/resonator's.
        raise Unsupported(f"preventing damage {way} a {m.group('noun')} is not in the vocabulary")
    return {"op": "prevent", "target": slot(spec), "way": way}


def _prevent_group(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-PREVENT-GROUP-R: all damage by or to every resonator (J/resonator) of a controller, or to you."""
    group = m.group("group").lower()
    if group == "you" and (m.groupdict().get("way", "to").lower() == "by" or m.group("whose")):
        raise Unsupported("damage prevented by you, or to you of a controller, is not in the vocabulary")
    whose = {"you control": "you", "your opponent controls": "opponent"}.get((m.group("whose") or "").lower(), "any")
    way = m.group("way").lower() if "way" in m.re.groupindex else "to"
    effect = {"op": "prevent_group", "way": way, "group": {"you": "you", "resonators": "resonators"}.get(group, "j_resonators"), "whose": whose}
    if "race" in m.re.groupindex:
        from .lines import source_filter

        races = source_filter(m.group("race")).get("races")
        if not races or len(races) != 1:
            raise Unsupported(f"{m.group('race')!r} is not one race of this database")
        effect["races"] = races  # fow-p-static: FOW-PREVENT-GROUP-RACE-R
    if "amount" in m.re.groupindex:
        # "If damage would be dealt to <group> this turn, prevent N of it": N of each.
        effect["amount"] = _hundreds(m.group("amount"), "damage")
        if not effect["amount"]:
            raise Unsupported("preventing 0 of a damage is not in the vocabulary")
    return effect


def _must_block(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-o-a: FOW-MUST-BLOCK-TARGET-R: "Target (J/)resonator must block this turn if able"; fow-s-deal:
    FOW-MUST-ATTACK-TARGET-R -- "must attack (or block) this turn if able"."""
    spec = target_spec(m)
    if spec["kind"] not in ("resonator", "j_resonator") or spec.get("zone", "field") != "field":
        raise Unsupported(f"a {m.group('noun')} that must block is not in the vocabulary")
    return {"op": "modify", "target": slot(spec), "flags": must_flags(m.group("what")), "until": "turn"}


def must_flags(what: str) -> list[str]:
    """The status markers of "must attack / block / attack or block this turn if able" (fow-s-deal)."""
    return [flag for flag, word in (("must_attack", "attack"), ("must_block", "block")) if word in what.lower()]


def _prevent_next(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-PREVENT-NEXT-R: a shield against the next damage (or the next N) by or to one J/resonator."""
    effect = _prevent(m, slot)
    effect["next"] = _hundreds(m.group("next"), "damage") if m.group("next") else 0
    if m.group("lasting") is not None and not m.group("self") and target_spec(m).get("you_player"):
        raise Unsupported("a shield without a duration for a player is not in the vocabulary")  # FOW-PREVENT-NEXT-YOU-R
    if m.group("lasting") is not None:
        effect["lasting"] = True  # FOW-PREVENT-NEXT-LASTING-R: no duration printed
    return effect


def _forbid_spells(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-NO-SPELLS-R: "target player cannot play <normal / summon> spells until end of turn"."""
    kinds = m.group("kinds").lower()
    if kinds == "spells" or kinds.startswith(("non-resonator", "resonator")):
        # fow-q-static: FOW-NO-SPELLS-ALL-R: "spells" are both kinds; a (non-)resonator spell is a summon (normal)
        # spell (CR 1406.1, 1406.2).
        chosen = ["normal", "summon"] if kinds == "spells" else ["normal"] if kinds.startswith("non-") else ["summon"]
    else:
        chosen = [k for k in ("normal", "summon") if k in kinds]
    if "who" in m.re.groupindex and m.group("who"):
        return {"op": "forbid_spells", "each": "you" if m.group("who").lower() == "you" else "your_opponent", "kinds": chosen}
    spec = target_spec(m)
    if spec["kind"] != "player":
        raise Unsupported(f"a {m.group('noun')} that cannot play spells is not in the vocabulary")
    return {"op": "forbid_spells", "target": slot(spec), "kinds": chosen}


# FOW-COUNTER-TARGET-R: the kinds of target a counter is put on -- cards in the field (a J-ruler keeps its
# counters in the ruler area and back, CR 1022.4).
_COUNTER_TARGETS = ("resonator", "j_resonator", "entity", "non_stone_entity", "addition", "regalia", "addition_or_regalia", "magic_stone")


_WHILE_HERE = r"(?P<while> as long as this card is (?:in|on) (?:a|the) field)"


def _gain_control(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-GAIN-CONTROL-R: control of one target resonator, for good or until end of turn (a J-ruler, an
    addition or a magic stone changing control is refused)."""
    spec = target_spec(m)
    if spec["kind"] != "resonator" or spec.get("zone", "field") != "field":
        raise Unsupported(f"gaining control of a {m.group('noun')} is not in the vocabulary")
    duration = {"until_end": True} if m.group("until") else {"while_here": True} if m.group("while") else {}
    return {"op": "gain_control", "target": slot(spec)} | duration


def _counters(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-COUNTER-R: "[+A/+B]" counters on a target resonator or this card; FOW-COUNTER-TARGET-R: on a
    target J/resonator or other entity."""
    amount = _COUNTER_COUNTS[m.group("count").lower()]
    effect: dict[str, Any] = {"op": "put_counters", "amount": amount, "atk": _hundreds(m.group("atk"), "counter"), "def": _hundreds(m.group("def"), "counter")}
    if m.group("per"):
        effect["per"] = {"what": "roll"}  # FOW-KW-FORCE-R: X counters, X the result of the roll
    elif m.group("counted"):
        # fow-n-counters: FOW-COUNTERS-WHERE-X-R: N counters for each <card> counted as it resolves (on this card only).
        from .lines import per_count

        # fow-m-look: FOW-REVEAL-COUNT-SYMBOLS-R: a number counted once (the symbols of the card revealed) may go on a target.
        if not m.group("self") and per_count(m.group("counted")) != {"what": "top_symbols"}:
            raise Unsupported("counters 'for each' on another card than this one are not in the vocabulary")

        effect["per"] = per_count(m.group("counted"))
    if m.group("self"):
        effect["target"] = "self"
        return effect
    if m.group("entering"):
        # fow-n-counters: FOW-COUNTER-ENTERING-R: "on it" of a "whenever a <card> enters ..." trigger.
        effect["target"] = "victim"
        return effect
    effect["target"] = _counter_target(m, slot)
    return effect


def _move_counters(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-MOVE-COUNTERS-R: "Move N [+A/+B] counters from target J/resonator to this card" / "Move all [+A/+B]
    counters from other J/resonators to this card"."""
    effect: dict[str, Any] = {"op": "move_counters", "atk": _hundreds(m.group("atk"), "counter"), "def": _hundreds(m.group("def"), "counter")}
    if "count" not in m.groupdict():
        return effect | {"every": True}
    spec = target_spec(m)
    if spec["kind"] not in ("resonator", "j_resonator"):
        raise Unsupported(f"counters moved from a target {m.group('noun')} are not in the vocabulary")
    return effect | {"amount": NUMBER_WORDS[m.group("count").lower()], "target": slot(spec)}


def _counter_target(m: re.Match[str], slot: Slot) -> int:
    """FOW-COUNTER-TARGET-R: the target a counter is put on, a card in the field (not a ruler in its area)."""
    spec = target_spec(m)
    if spec["kind"] not in _COUNTER_TARGETS:
        raise Unsupported(f"counters on a target {m.group('noun')} are not in the vocabulary")
    return slot(spec)


def _counters_each(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-COUNTER-EACH-R: "Put N [+A/+B] counters on each <filtered> J/resonator (resonator) <of a controller>"."""
    effect = {"op": "put_counters", "amount": NUMBER_WORDS[m.group("count").lower()], "atk": _hundreds(m.group("atk"), "counter"), "def": _hundreds(m.group("def"), "counter")}
    return _with_among(effect | {"each": _scope(m)}, m)


# A counter's name: one or two lower-case words, not a number or a bracketed [+A/+B] (FOW-NAMED-COUNTER-R).
COUNTER_NAME = rf"(?P<name>{COUNTER_WORDS_RE})"


_J_RULER_COUNTS = NUMBER_WORDS | {"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
# fow-n-counters: FOW-COUNTER-NUMBERS-R: how many counters one instruction puts on this card or a target, up to twenty.
_COUNTER_COUNTS = _J_RULER_COUNTS | {"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20}
_COUNTER_COUNT = "|".join(sorted(_COUNTER_COUNTS, key=len, reverse=True))


def _j_ruler_count(m: re.Match[str]) -> int:
    """FOW-J-RULER-COUNTER-R: how many counters go on (up to twenty, FOW-COUNTER-NUMBERS-R) or from (up to ten) your J/ruler."""
    amount = _COUNTER_COUNTS[m.group("count").lower()]
    if m.group("verb").lower() != "put" and amount > 10:
        raise Unsupported("removing more than ten counters from your J/ruler is not in the vocabulary")
    return amount


def _named_counters(op: str) -> Callable[[re.Match[str], Slot], dict[str, Any]]:
    """FOW-NAMED-COUNTER-R: "Put N <name> counters on this card" / "Remove N <name> counters from this
    card" (CR 1022.1: a counter of that name, which does nothing by itself)."""

    def build(m: re.Match[str], slot: Slot) -> dict[str, Any]:
        return {"op": op, "amount": _COUNTER_COUNTS[m.group("count").lower()], "counter": m.group("name").lower(), "target": "self"}

    return build


def _named_counters_per(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-w-count: FOW-NAMED-COUNTERS-PER-R: N counters of the name on this card for each <thing> counted as it resolves."""
    from .lines import per_count

    return _named_counters("put_counters")(m, slot) | {"per": per_count(m.group("counted"))}


def _named_counters_equal(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-q-grimm: FOW-NAMED-COUNTERS-EQUAL-R: one counter of the name on this card per card of the group counted."""
    from .lines import per_count, plural_group

    return {"op": "put_counters", "amount": 1, "counter": m.group("name").lower(), "target": "self", "per": per_count(plural_group(m.group("group")))}


def _named_counters_fill(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-v-ncounters: FOW-COUNTERS-FILL-R: "Put X <name> counters on this card, where X is N minus the number of <name>
    counters on this card": as many as it lacks to have N (none with N or more); a count of another name is refused."""
    name = m.group("name").lower()
    if m.group("again").lower() != name:
        raise Unsupported("'put X <name> counters' counting counters of another name is not in the vocabulary (FOW-COUNTERS-FILL-R)")
    return {"op": "put_counters", "amount": _COUNTER_COUNTS[m.group("n").lower()], "counter": name, "target": "self", "fill": True}


def _named_counters_on_target(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-COUNTER-TARGET-R: "Put N <name> counters on target <entity>" (CR 1022.2)."""
    return {"op": "put_counters", "amount": NUMBER_WORDS[m.group("count").lower()], "counter": m.group("name").lower(), "target": _counter_target(m, slot)}


def _reveal_top(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-REVEAL-TOP-R: the filter of "If it's a X"; into the field only a resonator (it enters)."""
    found = search_filter(m.group("what"))
    return _revealed_to({"op": "reveal_top", "filter": found}, found, m.group("dest"))


def _revealed_to(effect: dict[str, Any], found: dict[str, Any], dest: str) -> dict[str, Any]:
    """The revealed card goes to the hand, or (``dest`` the field) enters the field: only a resonator."""
    if not dest.lower().endswith("hand"):
        # FOW-SEARCH-FIELD-R: a race whose cards in the database are all resonators is a resonator filter.
        narrowed = entering_kinds(found)
        if narrowed is None or narrowed.get("kinds") != ["resonator"]:
            raise Unsupported("a revealed card put into the field that may not be a resonator is not in the vocabulary")
        effect.update(to="field", filter=narrowed)
    return effect


def _reveal_until(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-REVEAL-UNTIL-R: the filter ("the named card": FOW-NAME-CARD-R), where that card goes (into the
    field only a resonator, as FOW-REVEAL-TOP-R) and where the rest go."""
    what = m.group("what")
    found = {"named": True} if re.fullmatch(r"the named card", what, re.I) else search_filter(what)
    rest = m.group("rest").lower()
    effect: dict[str, Any] = {"op": "reveal_until", "filter": found, "rest": "removed" if rest.startswith("remove") else "shuffle" if rest.startswith("shuffle") else "bottom"}
    return _revealed_to(effect, found, m.group("to"))


def _tokens(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-TOKEN-R: the tokens' stats, attributes, races and keywords."""
    effect: dict[str, Any] = {
        "op": "put_tokens",
        "amount": _TOP_COUNTS[m.group("count").lower()],
        "atk": _hundreds(m.group("atk"), "ATK"),
        "def": _hundreds(m.group("def"), "DEF"),
        "races": re.split(r"/|, ", m.group("races")),  # "Fairy, Gears": two races, as "Fairy/Gears"
    }
    if m.group("attrs"):
        effect["attributes"] = m.group("attrs").strip().split("/")
    if m.group("kws"):
        effect["keywords"] = keywords_of(m.group("kws"))
        # fow-x-token: FOW-TOKEN-BANE-R: a token printed with [Bane] / [Drain] has the abilities they stand for.
        read = [k for k in effect["keywords"] if k in ("bane", "drain")]
        if read:
            effect["abilities_of"] = list(dict.fromkeys(read))
            effect["keywords"] = [k for k in effect["keywords"] if k not in read]
            if not effect["keywords"]:
                del effect["keywords"]
        if set(effect.get("keywords", [])) & set(GAINED_KEYWORDS):
            raise Unsupported("a token printed with a keyword read only as gained (other than [Drain] or [Bane]) is not in the vocabulary")
    if m.groupdict().get("per"):
        # fow-q-count: FOW-TOKENS-PER-R: one token for each <card>, counted as it resolves.
        from .lines import per_count

        effect["per"] = per_count(m.group("per"))
    return effect


def _addition_tokens(m: re.Match[str]) -> dict[str, Any]:
    """fow-o-b: FOW-ADDITION-TOKEN-R: field addition tokens of the races (name) and attribute given (none: no attribute,
    CR 1303.1d-e); "<attribute> ... with no attribute" is refused."""
    if m.group("attrs") and m.group("none"):
        raise Unsupported("an addition token of an attribute 'with no attribute' is not in the vocabulary")
    effect: dict[str, Any] = {"op": "put_tokens", "amount": _TOP_COUNTS[m.group("count").lower()], "atk": 0, "def": 0, "races": re.split(r"/|, ", m.group("races")), "card_type": "addition"}
    if m.group("attrs"):
        effect["attributes"] = [m.group("attrs").strip()]
    return effect


_SEARCH_KINDS = {"resonator": "resonator", "chant": "chant", "addition": "addition", "regalia": "regalia", "card": ""}


def _search(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-SEARCH-R: "Search your (main) deck for <what>, reveal it and put it into your hand"; the
    "Then shuffle" sentence must follow (:func:`parse_effects`)."""
    if re.fullmatch(r"an? ruler card", m.group("what").strip(), re.I):
        # fow-y-abc: FOW-SEARCH-RULER-CARD-R: a card of the ruler type, into the hand revealed only (the main deck holds no
        # ruler, CR 402.3: the search finds nothing, CR 1014.2).
        if any(m.groupdict().get(k) for k in ("grave", "field", "hidden", "onto")):
            raise Unsupported(f"a ruler card searched for and put elsewhere than the hand ({m.group(0)!r}) is not in the vocabulary")
        return {"op": "search", "filter": {"kinds": ["ruler"]}, "_shuffle": False}
    return _search_destination(m, {"op": "search", "filter": search_filter(m.group("what"), x=True), "_shuffle": False})


def _search_destination(m: re.Match[str], effect: dict[str, Any]) -> dict[str, Any]:
    """Where the cards a search finds go, by the groups of its pattern: the hand (revealed), the graveyard,
    the hand unrevealed, the field."""
    if m.group("grave"):
        # FOW-SEARCH-GRAVEYARD-R: the card found goes to the graveyard (face up: it is seen there).
        effect["to"] = "graveyard"
    if m.groupdict().get("hidden"):
        # FOW-SEARCH-UNREVEALED-R: the card found goes into the hand without being shown.
        effect["reveal"] = False
    if m.group("field"):
        # FOW-SEARCH-FIELD-R: a card found enters the field (not a chant).
        narrowed = entering_kinds(effect["filter"])
        if narrowed is None:
            raise Unsupported("a card searched for and put into the field that may be a chant is not in the vocabulary")
        effect.update(to="field", filter=narrowed)
        if m.groupdict().get("rested"):
            # fow-p-look: FOW-SEARCH-FIELD-RESTED-R: it enters the field rested.
            effect["rested"] = True
    if m.groupdict().get("onto"):
        # fow-s-grimm-a: FOW-SEARCH-ADD-TO-R: an addition found is added to a resonator (one its printed target describes).
        effect.update(to="field", filter=_addition_found(effect["filter"]), onto="resonator")
    return effect


def _addition_found(found: dict[str, Any]) -> dict[str, Any]:
    """fow-s-grimm-a: FOW-SEARCH-ADD-TO-R: ``found`` when every card of the database it may find is an addition added to a
    J/resonator (by its kind, or by the kinds the database prints for its names or races); else refused."""
    narrowed = entering_kinds(found)
    known = KNOWN_KINDS.get()
    keys = [f"name:{n}" for n in found.get("names", [])] or [f"race:{r}" for r in found.get("races", [])]
    attached = found.get("kinds") == ["addition"] and not found.get("field") if found.get("kinds") else bool(keys) and all(known.get(k) == frozenset({"addition"}) for k in keys)
    if narrowed is None or not attached:
        raise Unsupported("adding a card searched for that may not be an addition added to a J/resonator is not in the vocabulary")
    return narrowed


def _gem_one_of(m: re.Match[str]) -> dict[str, Any]:
    """fow-r-trig: FOW-GEM-ONE-OF-R: one gem (crystal) of one of two different attributes, chosen as it resolves."""
    first, second = m.group("a").lower(), m.group("b").lower()
    if first == second:
        raise Unsupported(f"'{m.group(0)}' names one attribute twice")
    return {"op": "gain_gems", "any_attribute": True, "attributes": [first, second], **({"item": "crystal"} if m.group("item").lower() == "crystal" else {})}


def _remove_from_battle(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-REMOVE-FROM-BATTLE-R: an attacking J/resonator (resonator) target only."""
    spec = target_spec(m)
    if spec["kind"] not in ("resonator", "j_resonator") or spec.get("state") != "attacking" or set(spec) - {"kind", "state", "controller"}:
        raise Unsupported(f"removing {m.group(0)[len('Remove ') : -len(' from battle')]!r} from battle is not in the vocabulary")
    return {"op": "remove_from_battle", "target": slot(spec)}


def _each_player_banishes(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-EACH-PLAYER-CHOICE-R: "Each player banishes a (non-<Race>) resonator / a magic stone (they control)";
    lead-p: FOW-OPP-BANISH-NON-RACE-R: "Your opponent banishes a non-<Race> resonator"; FOW-BANISH-REGALIA-R: "... a
    regalia"."""
    who = {"each player": "each", "banish": "you"}.get(m.group("who").lower(), "opponent")
    effect: dict[str, Any] = {"op": "banish", "player": who, "what": m.group("what").lower().replace(" ", "_")}
    if m.group("special"):
        if effect["what"] != "magic_stone" or m.group("race"):
            raise Unsupported(f"'{m.group(0)}' is not in the vocabulary")
        effect["special"] = True  # lead-p: FOW-BANISH-SPECIAL-STONE-R
    race = m.group("race")
    if race:
        if effect["what"] != "resonator" or (KNOWN_RACES.get() and race not in KNOWN_RACES.get()):
            raise Unsupported(f"'non-{race} {m.group('what')}' is not in the vocabulary")
        effect["not_races"] = [race]
    return effect


def _banish_race(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-r-grimm: FOW-BANISH-RACE-R: "Banish a <Race> resonator (you control)": one of that race its controller controls."""
    race = m.group("race")
    if KNOWN_RACES.get() and race not in KNOWN_RACES.get():
        raise Unsupported(f"'a {race} resonator' (no race of this database) is not in the vocabulary")
    return {"op": "banish", "player": "you", "what": "resonator", "races": [race]}


def _race_group_gains(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-RACE-GROUP-GAINS-R: "(Other) <Races> you control gain ..." read as "(Other) <Race> J/resonators you
    control gain ..." -- only J/resonators have ATK/DEF to gain; keywords too only when every card of the
    database printed with that race is a resonator; the plural must be a race the database prints
    (FOW-PLURAL-RACE-R: no singular is guessed)."""
    race = singular_race(m.group("races"))
    if race is None:
        raise Unsupported(f"the group {m.group('races')!r} (a race in the plural) is not in the vocabulary")
    effect = parse_sentence(f"{m.group('other') or ''}{race} J/resonators {m.group('whose')} gain {m.group('rest')}", slot)
    if effect.get("op") != "modify" or not effect.get("each"):
        raise Unsupported(f"'{m.group(0)}' is not in the vocabulary")
    if (
        set(effect) - {"op", "atk", "def", "until", "each", "among"}
        and set(KNOWN_KINDS.get().get(f"race:{race}", frozenset())) != {"resonator"}
        and set(effect) == {"op", "keywords", "until", "each", "among"}
        and effect["until"] == "turn"
        and effect["each"] in ("your_j_resonators", "opponent_j_resonators")
        and not m.group("other")
    ):
        # fow-y-abc: FOW-RACE-ALL-CARDS-R: keywords alone until end of turn for a race printed on other card types too:
        # every card of it in that field gains them.
        return effect | {"each": effect["each"].replace("j_resonators", "cards")}
    if set(effect) - {"op", "atk", "def", "until", "each", "among"} and set(KNOWN_KINDS.get().get(f"race:{race}", frozenset())) != {"resonator"}:
        # Another card of the race in the field (an addition) would gain the keywords too: not read as J/resonators.
        raise Unsupported(f"'{m.group(0)}' of a race printed on other cards than resonators is not in the vocabulary")
    return effect


def _race_rest_all(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-dec-c: FOW-RACE-GROUP-GAINS-R: "Rest / Recover all <Races> you control (your opponent controls)" read as
    "... all <Race> J/resonators ..." when every card of the database printed with that race is a resonator (a
    card of another type of the race would be rested or recovered too); the plural must be a printed race."""
    race = singular_race(m.group("races"))
    if race is not None and KNOWN_KINDS.get().get(f"race:{race}") and set(KNOWN_KINDS.get().get(f"race:{race}", frozenset())) != {"resonator"}:
        # fow-y-abc: FOW-RACE-ALL-CARDS-R: a race printed on other card types too: every card of it in that field.
        effect = parse_sentence(f"{m.group('verb')} all {race} J/resonators {m.group('whose')}", slot)
        if effect.get("among") != {"races": [race]} or effect.get("each") not in ("your_j_resonators", "opponent_j_resonators"):
            raise Unsupported(f"'{m.group(0)}' is not in the vocabulary")
        return effect | {"each": effect["each"].replace("j_resonators", "cards")}
    if race is None or set(KNOWN_KINDS.get().get(f"race:{race}", frozenset())) != {"resonator"}:
        raise Unsupported(f"'{m.group(0)}' of a race in the plural printed on other cards than resonators (or none) is not in the vocabulary")
    effect = parse_sentence(f"{m.group('verb')} all {race} J/resonators {m.group('whose')}", slot)
    if effect.get("among") != {"races": [race]}:
        raise Unsupported(f"'{m.group(0)}' is not in the vocabulary")
    return effect


def _named_group_gains(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-NAMED-GROUP-GAINS-R: "Cards named "X" you control (your opponent controls) gain ..." read as "J/resonators
    you control (your opponent controls) gain ..." narrowed to the name -- only when every card of the database
    printed with that name is a resonator (a card of another type would gain it too)."""
    name = m.group("name")
    if KNOWN_KINDS.get().get(f"name:{name}") != frozenset({"resonator"}):
        raise Unsupported(f"'{m.group(0)}' of a name printed on other cards than resonators (or on none) is not in the vocabulary")
    effect = parse_sentence(f"J/resonators {m.group('whose')} gain {m.group('rest')}", slot)
    if effect.get("op") != "modify" or not effect.get("each") or effect.get("among") or effect.get("when"):
        raise Unsupported(f"'{m.group(0)}' is not in the vocabulary")
    return effect | {"among": {"names": [name]}}


def _race_target_gains(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-RACE-GROUP-GAINS-R: "target <Race> gains ..." read as "target <Race> J/resonator gains ..." when every
    card of the database printed with that race is a resonator (a J-ruler of the race is a J/resonator too)."""
    race = m.group("race")
    kinds = KNOWN_KINDS.get().get(f"race:{race}")
    if race not in KNOWN_RACES.get() or not kinds or set(kinds) != {"resonator"}:
        raise Unsupported(f"no vocabulary entry matches {m.group(0)!r}")
    effect = parse_sentence(f"{m.group('head')}{race} J/resonator{m.group('whose') or ''} gains {m.group('rest')}", slot)
    if effect.get("op") != "modify":
        raise Unsupported(f"'{m.group(0)}' is not in the vocabulary")
    return effect


def _put_from_hand(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-PUT-FROM-HAND-R: a card of its player's hand of the filter (a search filter, of cards that can all
    enter the field: FOW-SEARCH-FIELD-R) chosen as the effect resolves and put into their field; the hand is
    hidden, so they may find none (CR 1014.2)."""
    found = entering_kinds(search_filter(m.group("what"), x=True))  # fow-s-grimm-b: FOW-ACTIVATE-X-R (checked by lines.py)
    if found is None:
        raise Unsupported(f"a card put into the field from the hand that may be a chant is not in the vocabulary ({m.group('what')!r})")
    return {"op": "search", "filter": found, "deck": "hand", "to": "field"} | ({"rested": True} if m.group("rested") else {})


def _add_from_hand(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-s-grimm-b: FOW-ADD-FROM-HAND-R: an addition of its player's hand of the filter (only an addition can be added,
    CR 1002.2) chosen as the effect resolves and put into the field added to this card, not targeting it (CR 1002.2a);
    the hand being hidden, none may be chosen (CR 1014.2)."""
    found = search_filter(m.group("what"))
    if found.get("kinds", ["addition"]) != ["addition"]:
        raise Unsupported(f"adding {m.group('what')!r} from the hand to this card is not in the vocabulary")
    return {"op": "search", "filter": found | {"kinds": ["addition"]}, "deck": "hand", "to": "field", "onto": "self"}


_TOP_COUNTS = NUMBER_WORDS | {"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _top_count(word: str) -> int:
    """FOW-ARRANGE-R: how many cards are looked at, 1 to 10 (a word or a figure)."""
    count = _TOP_COUNTS.get(word.lower()) or (int(word) if word.isdigit() else 0)
    if not 1 <= count <= 10:
        raise Unsupported(f"looking at the top {word} cards is not in the vocabulary")
    return count


def _look_top(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-LOOK-TOP-R / FOW-ARRANGE-R: of the top N cards, one of a filter may (or must) be revealed and
    put into the hand, or any one taken unrevealed; the rest go to the bottom at random or in the order
    their controller chooses."""
    how, dest = m.group("how").lower(), m.group("dest").lower()
    what = m.group("what")
    if re.search(r",? and/or an? |,? and up to one ", what):
        # fow-u-look: FOW-LOOK-TOP-EACH-R: up to one card of each filter, one decision per filter in the order printed.
        effect: dict[str, Any] = {"op": "search", "filter": {}, "top": _top_count(m.group("n")), "each": each_filters(what)}
        effect["count"] = len(effect["each"])
        if how.endswith("take") and dest == "your hand" or m.group("pick") or not how.startswith("you may"):
            raise Unsupported(f"the cards {what!r} taken from among the top cards are not in the vocabulary")
    else:
        effect = {"op": "search", "filter": {} if what.lower() == "a card" else search_filter(what), "top": _top_count(m.group("n"))}
    if not how.startswith("you may"):
        effect["must"] = True
    if m.group("pick") and int(m.group("pick")) > 1:
        # FOW-LOOK-TOP-PICK-R: up to (or, must, exactly) that many cards, each a search decision.
        effect["count"] = min(int(m.group("pick")), effect["top"])
    if m.group("verb").lower() == "reveal":
        # FOW-REVEAL-TOP-N-R: every card looked at is shown to all players.
        effect["shown"] = True
    elif dest == "your hand" and how.endswith("take"):
        effect["reveal"] = False
    if dest != "your hand":
        effect["to"] = "graveyard" if dest == "your graveyard" else "field"
    if effect.get("to") == "field" and effect.get("each"):
        narrowed_each = [entering_kinds(f) for f in effect["each"]]
        if any(f is None for f in narrowed_each):
            raise Unsupported("a card looked at put into the field that may be a chant is not in the vocabulary")
        effect["each"] = narrowed_each
    elif effect.get("to") == "field":
        narrowed = entering_kinds(effect["filter"])
        if narrowed is None:
            raise Unsupported("a card looked at put into the field that may be a chant is not in the vocabulary")
        effect["filter"] = narrowed
    effect["rest"] = {"bottom in a random order": "random", "bottom in any order": "arrange", "top in any order": "top", "graveyard": "graveyard", "removed area": "removed"}[
        m.group("rest").lower()
    ]
    if effect["rest"] == "random":
        del effect["rest"]
    return effect


def _reveal_from_hand(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-u-look: FOW-REVEAL-HAND-ANY-R: the plural filter made singular ("Elementals", "Historical cards")."""
    words = m.group("what")
    noun = re.search(r"\b(" + "|".join(_PLURAL_CARD_NOUNS) + r")\b", words)
    if noun is not None:
        singular = words[: noun.start()] + _PLURAL_CARD_NOUNS[noun.group(1)] + words[noun.end() :]
    elif re.fullmatch(r"[A-Z][A-Za-z'-]*s", words):
        singular = words[:-1]  # a race, plural ("Elementals", "Atoms")
    else:
        raise Unsupported(f"the cards {words!r} revealed from the hand are not in the vocabulary")
    effect: dict[str, Any] = {"op": "search", "deck": "hand", "to": "revealed", "filter": search_filter(f"a {singular}")}
    if m.group("diff"):
        effect["different_names"] = True
    return effect


def _search_stone(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-SEARCH-STONE-R: "Search your magic stone deck for a (basic / non-special) magic stone (a card,
    a card named "X") and put it into your field (rested). Then shuffle your magic stone deck"."""
    what = m.group("what").lower()
    found: dict[str, Any] = {}
    if what.startswith("a card named"):
        found["names"] = [m.group("what").split('"')[1]]
    elif "non-special" in what:
        found["not_special"] = True
    elif "basic" in what:
        found["basic"] = True
    effect: dict[str, Any] = {"op": "search", "filter": found, "deck": "stone", "to": "field", "_shuffle": False, "_deck": "stone"}
    if m.group("rested"):
        effect["rested"] = True
    return effect


_PLURAL_KINDS = {"resonators": "resonator", "chants": "chant", "additions": "addition", "regalia": "regalia", "cards": "card"}


def _search_up_to(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-SEARCH-UP-TO-R: "Search your (main) deck for up to N <things> (with different names / that don't
    share a name), reveal them and put them into your hand" (or "and put them into the field / your
    graveyard"): the search of :func:`_search` for one <thing>, done up to N times; "for N <things>" is
    the same search (CR 1014.2: a search of the hidden deck may find fewer)."""
    what = m.group("what").strip().rstrip(",")
    different = re.fullmatch(r"(?P<what>.+?),? (?:with different names|that don't share a name)", what, re.I)
    if different:
        what = different.group("what")
    singular = _singular_search(what)
    if m.group("n").upper() == "X":
        # fow-x-search: FOW-SEARCH-JUDGMENT-X-R: as many as the X of the [Judgment] (a J-ruler's [Enter] only: lines.py, cards.py).
        return _search_destination(m, {"op": "search", "filter": search_filter(singular), "_shuffle": False, "count": 10, "count_x": True, **({"different_names": True} if different else {})})
    effect: dict[str, Any] = {"op": "search", "filter": search_filter(singular, x=True), "_shuffle": False, "count": NUMBER_WORDS[m.group("n").lower()]}
    if different:
        effect["different_names"] = True
    return _search_destination(m, effect)


def _singular_search(what: str) -> str:
    """FOW-SEARCH-UP-TO-R: one of the things a search for several names: "cards named "X"" is "a card
    named "X"", "<adjectives> resonators <qualifiers>" is "a <adjectives> resonator <qualifiers>" ("in
    their names" read "in its name"), a plural race printed in the database its one race; else refused."""
    what = re.sub(r" in their names?\b", " in its name", what)
    head, qualifiers = re.match(r"(.+?)((?: (?:with|without|not named)\b.*)?)$", what).groups()  # type: ignore[union-attr]
    if re.fullmatch(r'cards named "[^"]{1,200}"', what):
        return "a " + what.replace("cards", "card", 1)
    words = head.split()
    if words and words[-1].lower() in _PLURAL_KINDS:
        return f"a {' '.join([*words[:-1], _PLURAL_KINDS[words[-1].lower()]])}{qualifiers}"
    race = singular_race(head)
    if race is None:
        raise Unsupported(f"the search for up to N {what!r} is not in the vocabulary (no singular is guessed)")
    return f"a {race}{qualifiers}"


def _search_each(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-m-look: FOW-SEARCH-EACH-R: "Search your deck for a <A>(, a <B>,) and/or a <C>" or "... for up to
    one <A>(, up to one <B>,) and up to one <C>", "reveal them and put them into your hand" (or "and put them
    into the field"): one search decision per part, in the order printed, each of :func:`search_filter`
    (no bound by X); a mix of the two forms is refused."""
    filters = each_filters(m.group("what"))
    effect: dict[str, Any] = {"op": "search", "each": filters, "count": len(filters), "_shuffle": False}
    if m.group("field"):
        narrowed = [entering_kinds(f) for f in filters]
        if any(f is None for f in narrowed):
            raise Unsupported("a card searched for and put into the field that may be a chant is not in the vocabulary")
        effect.update(to="field", each=narrowed)
    return effect


def each_filters(text: str) -> list[dict[str, Any]]:
    """fow-m-look: FOW-SEARCH-EACH-R (fow-u-look: FOW-LOOK-TOP-EACH-R): the filters of "a <A>(, a <B>,) and/or a <C>" or
    "up to one <A>(, up to one <B>,) and up to one <C>", in the order printed, each of :func:`search_filter`."""
    what = _search_each_articles(text)
    quoted = re.findall(r'"[^"]*"', what)
    masked = re.sub(r'"[^"]*"', '""', what)
    joins = re.findall(r",? (?:and/or |and )?(?=up to one |an? )", masked)
    parts = re.split(r",? (?:and/or |and )?(?=up to one |an? )", masked)
    upto = all(p.startswith("up to one ") for p in parts)
    plain = all(re.match(r"an? ", p) for p in parts)
    last = joins[-1].strip(" ,") if joins else ""
    if len(parts) < 2 or len(parts) > 4 or not ((upto and last == "and") or (plain and last == "and/or")) or any(j.strip(" ,") not in ("", last) for j in joins):
        raise Unsupported(f"the search for {what!r} is not in the vocabulary")
    filters = []
    for part in parts:
        text = re.sub(r'""', lambda _: quoted.pop(0), part)
        filters.append(search_filter("a " + text[len("up to one ") :] if upto else text))
    return filters


_EACH_ATTRIBUTE_PART = r"(?:light|fire|water|wind|darkness) [A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}"


def _search_each_articles(what: str) -> str:
    """fow-p-look: FOW-SEARCH-EACH-ARTICLE-R: the parts of FOW-SEARCH-EACH-R written with "for" repeated ("for a <A>,
    for a <B> and/or for a <C>") or with the first article alone ("a <attribute> <Race>, <attribute> <Race>, and/or
    <attribute> <Race>": each part an attribute and a race, nothing else) are the parts each with its article;
    any other part without one stays so (and is refused by :func:`_search_each`)."""
    what = re.sub(r"(,|,? and/or) for (?=an? )", r"\1 ", what)
    bare = re.fullmatch(rf"an? (?P<first>{_EACH_ATTRIBUTE_PART})(?P<rest>(?:, {_EACH_ATTRIBUTE_PART})*),? and/or (?P<last>{_EACH_ATTRIBUTE_PART})", what)
    if bare is None:
        return what
    parts = [bare.group("first"), *[p for p in bare.group("rest").split(", ") if p], bare.group("last")]
    return ", ".join(f"{'an' if p.startswith('a') else 'a'} {p}" for p in parts[:-1]) + f", and/or {'an' if parts[-1].startswith('a') else 'a'} {parts[-1]}"


def _search_top(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-SEARCH-TOP-R: "Search your (magic stone) deck for <what>. Then shuffle the rest of that deck and
    put that card on top of it" -- not revealed; from the magic stone deck, any card only."""
    if (m.group("stone") or "").lower().startswith("magic"):
        if m.group("what").lower() != "a card":
            raise Unsupported(f"a search of the magic stone deck for {m.group('what')!r} put on top is not in the vocabulary")
        return {"op": "search", "filter": {}, "deck": "stone", "to": "top"}
    return {"op": "search", "filter": search_filter(m.group("what")), "to": "top"}


# FOW-SEARCH-R (and the families below): the qualifiers a search filter may end with, each read once, from
# the last one back: "with total cost N (or less/more)" (FOW-SEARCH-COST-EXACT-R for an exact N;
# FOW-SEARCH-X-R for "X or less" / "X+N or less"), "with no attribute" (FOW-NO-ATTRIBUTE-R), "with /
# without [Keyword]" (FOW-SEARCH-KEYWORD-R), "with "X" in its name" (FOW-SEARCH-NAME-HAS-R), "not named
# "X"" (FOW-SEARCH-NOT-NAMED-R).
_SEARCH_TAILS = (
    # fow-q-grimm: FOW-SEARCH-COST-COUNTERS-R: a total cost equal to the number of counters of a name on this card.
    ("cost_counter", re.compile(rf"(?P<rest>.+?) with total cost equal to the number of (?P<name>{COUNTER_WORDS_RE}) counters on this card", re.I)),
    # fow-u-look: FOW-LOOK-TOP-COST-COUNT-R: a total cost at most a count of cards, made as it resolves.
    ("cost_per", re.compile(r"(?P<rest>.+?),? with total cost X or less,? where X is the number of (?P<per>[^.]+?(?:you control|your opponent controls))", re.I)),
    ("cost", re.compile(r"(?P<rest>.+?),? with total cost (?P<n>\d{1,2}|X(?:\+(?P<plus>[1-9]))?)(?: or (?P<way>less|more))?", re.I)),
    ("void", re.compile(r"(?P<rest>.+?) with no attribute", re.I)),
    ("keyword", re.compile(r"(?P<rest>.+?) (?P<kwway>with|without) \[(?P<kw>[A-Za-z ]{1,40})\]", re.I)),
    ("name_has", re.compile(r"(?P<rest>.+?) with \"(?P<part>[^\"]{1,100})\" in (?:its|it's) name", re.I)),
    ("not_named", re.compile(r"(?P<rest>.+?) not named \"(?P<name>[^\"]{1,200})\"", re.I)),
)


# fow-v-filters: card type words, never read as a race of a search (see :func:`_search_head`).
_CARD_TYPE_WORDS = frozenset({"regalia", "resonator", "resonators", "chant", "chants", "addition", "additions", "ruler", "j-ruler", "magic stone", "card", "cards", "rune", "spell"})


def search_filter(text: str, *, x: bool = False) -> dict[str, Any]:
    """What a search may find: ``a card named "X" (or "Y")``, ``a/an [adjectives] resonator/chant/
    addition/regalia/card (or ...)``, ``a <Race> (or <Race>) [card]``, ``a non-chant card / <Race>``,
    ``an [Addition:Field]``, each followed by the qualifiers of :data:`_SEARCH_TAILS`; a bound by X only
    where ``x`` (the search of a chant whose cost has X, FOW-SEARCH-X-R)."""
    what = text.strip().rstrip(",").strip()
    tails: dict[str, Any] = {}
    changed = True
    while changed:
        changed = False
        for key, pattern in _SEARCH_TAILS:
            match = pattern.fullmatch(what)
            if match and key not in tails:
                tails[key] = match
                what = match.group("rest").strip()
                changed = True
    found = _search_head(what, text)
    if "cost" in tails:
        found.update(_search_cost(tails["cost"], x, text))
    if "cost_per" in tails:
        if "cost" in tails or "cost_counter" in tails:
            raise Unsupported(f"the search for {text.strip()!r} is not in the vocabulary")
        from .lines import per_count, plural_group

        found["max_cost_per"] = per_count(plural_group(tails["cost_per"].group("per")))  # fow-u-look: FOW-LOOK-TOP-COST-COUNT-R
    if "cost_counter" in tails:
        if "cost" in tails:
            raise Unsupported(f"the search for {text.strip()!r} is not in the vocabulary")
        found["cost_counter"] = tails["cost_counter"].group("name").lower()  # fow-q-grimm: FOW-SEARCH-COST-COUNTERS-R
    if "void" in tails:
        # FOW-NO-ATTRIBUTE-R: a card of none of the five attributes (a void card).
        if found.get("attributes"):
            raise Unsupported(f"the search for {text.strip()!r} is not in the vocabulary")
        found["no_attribute"] = True
    if "keyword" in tails:
        # FOW-SEARCH-KEYWORD-R: a card printed with (without) that keyword.
        keyword = filter_keyword(tails["keyword"].group("kw"))
        found["with_keyword" if tails["keyword"].group("kwway").lower() == "with" else "without_keyword"] = keyword
    if "name_has" in tails:
        # FOW-SEARCH-NAME-HAS-R: a card whose name contains those words.
        found["name_has"] = tails["name_has"].group("part")
    if "not_named" in tails:
        # FOW-SEARCH-NOT-NAMED-R: a card of the filter but of that name.
        found["not_names"] = [tails["not_named"].group("name")]
    if found.get("names") and len(tails) > ("not_named" in tails):
        raise Unsupported(f"the search for {text.strip()!r} is not in the vocabulary")
    return found


def _search_cost(match: re.Match[str], x: bool, text: str) -> dict[str, Any]:
    """The total cost bound of a search: exactly N (FOW-SEARCH-COST-EXACT-R), N or less / more, or X (+N)
    or less (FOW-SEARCH-X-R: X paid for the chant whose search it is)."""
    n, way = match.group("n"), (match.group("way") or "").lower()
    if n.upper().startswith("X"):
        if not x or way != "less":
            raise Unsupported(f"the search for {text.strip()!r} is not in the vocabulary")
        return {"max_cost_x": int(match.group("plus") or 0)}
    if not way:
        return {"min_cost": int(n), "max_cost": int(n)}
    return {("max_cost" if way == "less" else "min_cost"): int(n)}


def _search_head(what: str, text: str) -> dict[str, Any]:
    """The card a search names before its qualifiers (see :func:`search_filter`)."""
    if re.fullmatch(r"an \[Addition: ?Field\]", what, re.I):
        # FOW-FIELD-ADDITION-R: an addition that is a field addition.
        return {"kinds": ["addition"], "field": True}
    if re.fullmatch(r"an \[Addition: ?Resonator\]", what, re.I):
        # fow-s-grimm-a: FOW-SEARCH-ADDITION-RESONATOR-R: an addition added to resonators only.
        return {"kinds": ["addition"], "on_resonator": True}
    # "a card name(s) "X"" is a misprint of "a card named "X""; names may be listed with commas.
    if re.fullmatch(r"an? card that shares a name with the named card", what, re.I):
        return {"named": True}  # FOW-NAME-CARD-R: the name declared as the effect resolves
    named = re.fullmatch(r'an? card name[ds]? ((?:"[^"]{1,200}"(?:,? or |, )?){1,4})', what, re.I)
    if named:
        return {"names": re.findall(r'"([^"]{1,200})"', named.group(1))}
    # FOW-SEARCH-R: "a non-chant card" (or "a non-chant <Race>"): a card of the main deck's other kinds (CR 402.3).
    non_chant = re.fullmatch(r"an? non-chant (?P<rest>.+)", what, re.I)
    if non_chant:
        rest = {} if non_chant.group("rest").lower() == "card" else _search_head(f"a {non_chant.group('rest')}", text)
        if rest.get("kinds") or rest.get("names"):
            raise Unsupported(f"the search for {text.strip()!r} is not in the vocabulary")
        return {**rest, "kinds": ["resonator", "addition", "regalia"], "not_chant": True}  # fow-y-alt: FOW-ALT-COMBINED-R
    if re.fullmatch(r"an? non-resonator card", what, re.I):
        # fow-y-alt: FOW-SEARCH-NON-RESONATOR-R: a chant, addition or regalia (the main deck's other kinds, CR 402.3), no
        # card with the resonator type (an alternative card outside the field is one, CR 1307.5c).
        return {"kinds": ["chant", "addition", "regalia"], "not_resonator": True}
    match = re.fullmatch(r"an? (?P<pre>[^,]*?)\b(?P<nouns>(?:resonator|chant|addition|regalia|card)(?: or (?:an? )?(?:resonator|chant|addition|regalia))?)", what, re.I)
    found: dict[str, Any] = {}
    attributed_card = re.fullmatch(r"(?P<head>an? (?:light|fire|water|wind|darkness) [A-Z][A-Za-z' ]*?) card", what)
    if attributed_card:
        # fow-s-grimm-b: FOW-SEARCH-ATTR-RACE-CARD-R: "a <attribute> <Race> card" is FOW-SEARCH-ATTR-RACE-R's "a <attribute> <Race>".
        return _search_head(attributed_card.group("head"), text)
    if match:
        kinds = [_SEARCH_KINDS[n.lower()] for n in re.findall(r"resonator|chant|addition|regalia|card", match.group("nouns"), re.I)]
        if "" in kinds and len(kinds) > 1:
            raise Unsupported(f"the search for {text.strip()!r} is not in the vocabulary")
        if all(kinds):
            found["kinds"] = kinds
        stranger, pre = stranger_word(match.group("pre").strip())
        if stranger is not None:
            # fow-v-filters: FOW-FILTER-STRANGER-R: "a (non-)(Stranger) resonator".
            if kinds != ["resonator"]:
                raise Unsupported(f"the search for {text.strip()!r} is not in the vocabulary")
            found["stranger"] = stranger
        pre = pre.strip()
        if pre:
            state, attributes, races = _adjectives(pre, searched=True)
            if state:
                raise Unsupported(f"a search for a {state} card is not in the vocabulary")
            if attributes:
                found["attributes"] = attributes
            if races:
                found["races"] = races
        return found
    attributed = re.fullmatch(r"an? (?P<attr>light|fire|water|wind|darkness) (?P<race>[A-Z][A-Za-z' ]*)", what)
    if attributed:
        # fow-p-look: FOW-SEARCH-ATTR-RACE-R: "a <attribute> <Race>" (no card type): a card of that race with that attribute.
        race = _search_head(f"a {attributed.group('race')}", text)
        if list(race) != ["races"] or len(race["races"]) != 1:
            raise Unsupported(f"the search for {text.strip()!r} is not in the vocabulary")
        return {"attributes": [attributed.group("attr")], **race}
    type_or_race = re.fullmatch(r"an? (?P<type>regalia|resonator|chant|addition) or (?:an? )?(?P<race>[A-Z][A-Za-z' ]*)", what, re.I)
    if type_or_race and type_or_race.group("race") in KNOWN_RACES.get():
        # fow-v-filters: FOW-SEARCH-TYPE-OR-RACE-R: "a <type> or <Race>" -- a card of that type, or a card of that race
        # (of a race of the database).
        return {"races": [type_or_race.group("race")], "or_kinds": [type_or_race.group("type").lower()]}
    match = re.fullmatch(r"an? (?P<races>[A-Z][A-Za-z' ]*\d*(?:(?:,| or|, or) (?:an? )?[A-Z][A-Za-z' ]*\d*)*)", what)
    if match:
        races = [r.strip() for r in re.split(r",? or (?:an? )?|, (?:an? )?", match.group("races")) if r.strip()]
        typed = [r for r in races if r.lower() in _CARD_TYPE_WORDS and r not in KNOWN_RACES.get()]
        if typed:
            # fow-v-filters: FOW-SEARCH-R: a card type capitalised in a list of races ("a Regalia or <Race>") is no race:
            # a card of a type or of a race is not in the vocabulary (refused, not read as a race no card has).
            raise Unsupported(f"the search for {text.strip()!r} (a card type {typed[0]!r} or a race) is not in the vocabulary")
        # FOW-RACE-OF-THE-R: a race named with "of the" ("Knight of the Round Table"); a figure in a race only
        # when the database prints that race ("Squad 7").
        if all(
            (re.fullmatch(r"(?:[A-Z][A-Za-z'-]*)(?: (?:of|the|[A-Z][A-Za-z'-]*))*", r) or (re.fullmatch(r"[A-Z][A-Za-z'-]*(?: [A-Z0-9][A-Za-z0-9'-]*)*", r) and r in KNOWN_RACES.get()))
            and not r.endswith((" of", " the"))
            for r in races
        ):
            return {"races": races}
    raise Unsupported(f"the search for {text.strip()!r} is not in the vocabulary")


FAMILIES: list[Family] = [
    (re.compile(rf"(?:Deal|{SELF} deals) {_AMOUNT} damage to {TARGET}(?: for each (?P<per>.+))?", re.I), _damage),
    (re.compile(rf"(?:Deal|{SELF} deals) {_AMOUNT} damage multiplied by the number of (?P<per2>.+?) to {TARGET}", re.I), _damage),
    # fow-n-zones: FOW-REMOVED-THIS-WAY-COST-R
    (re.compile(rf"(?:Deal|{SELF} deals) {_AMOUNT} damage multiplied by (?P<per>the combined total cost of the cards removed this way) to {TARGET}", re.I), _damage),
    # FOW-DAMAGE-PLUS-EACH-R: "deals N damage to <target>, plus an additional M damage for each <X>".
    (
        re.compile(rf"(?:Deal|{SELF} deals) (?P<base>\d{{1,6}}) damage to {TARGET}, plus an additional {_AMOUNT} damage for each (?P<per>.+)", re.I),
        lambda m, slot: _damage(m, slot) | {"base": _hundreds(m.group("base"), "damage")},
    ),
    # FOW-DAMAGE-PER-R: "deals N damage for each <X> to <target>" says the same as "... to <target> for each <X>".
    (re.compile(rf"(?:Deal|{SELF} deals) {_AMOUNT} damage for each (?P<per>.+?) to {TARGET}", re.I), _damage),
    # fow-m-look: FOW-REVEAL-COUNT-SYMBOLS-R: that damage to each, multiplied by the will symbols counted just before.
    (
        re.compile(rf"{SELF} deals {_AMOUNT} damage multiplied by the number of will symbols you counted this way to each {_EACH_PRE}(?P<noun>J/resonator|resonator){_EACH_MAX}{_WHOSE}", re.I),
        lambda m, slot: _damage_each(m, slot) | {"per": {"what": "top_symbols"}},
    ),
    (re.compile(rf"(?:Deal|{SELF} deals) {_AMOUNT} damage to each {_EACH_PRE}(?P<noun>J/resonator|resonator){_EACH_MAX}{_WHOSE}", re.I), _damage_each),
    (
        # fow-q-count: FOW-DAMAGE-EACH-PER-R
        re.compile(rf"(?:Deal|{SELF} deals) {_AMOUNT} damage {_PER_BEFORE} to each {_EACH_PRE}(?P<noun>J/resonator|resonator){_EACH_MAX}{_WHOSE}", re.I),
        lambda m, slot: _damage_per(_damage_each(m, slot), m),
    ),
    (
        re.compile(rf"(?:Deal|{SELF} deals) {_AMOUNT} damage to each {_EACH_PRE}(?P<noun>J/resonator|resonator){_EACH_MAX}{_WHOSE} for each (?P<per>.+)", re.I),
        lambda m, slot: _damage_per(_damage_each(m, slot), m),
    ),
    (
        # FOW-AN-OPPONENT-R: "an opponent" is the one opponent of a two-player game (CR 102.1); fow-q-count:
        # FOW-DAMAGE-EACH-PER-R: "for each <X>" of that damage.
        re.compile(rf"(?:Deal|{SELF} deals) {_AMOUNT} damage (?:{_PER_BEFORE} )?to (?P<who>your opponent|an opponent|you|each player)(?: for each (?P<per3>(?!.* (?:he or she|they) controls?$).+))?", re.I),
        lambda m, slot: _damage_per({"op": "damage", "amount": _hundreds(m.group("amount"), "damage"), "each": _DAMAGE_WHO[m.group("who").lower()]}, m),
    ),
    # fow-n-static: FOW-DAMAGE-TIMES-X-R: "This card deals N damage multiplied by X to <target / your opponent>" -- X the
    # X paid for the chant (checked by the card, :func:`..lines.map_card`).
    (
        # fow-p-cost: FOW-EXTRA-COUNTERS-X-R: "X00 damage" is 100 damage multiplied by X.
        re.compile(rf"{SELF} deals (?:{_AMOUNT} damage multiplied by X|X00 damage) to (?:(?P<who>your opponent)|{TARGET})", re.I),
        lambda m, slot: {"op": "damage", "amount": _hundreds(m.group("amount"), "damage") if m.group("amount") else 100, "per_x": True}
        | ({"each": "your_opponent"} if m.group("who") else {"target": slot(target_spec(m))}),
    ),
    # fow-s-deal: FOW-DAMAGE-EACH-TIMES-X-R: FOW-DAMAGE-TIMES-X-R's damage to each J/resonator of a group (FOW-EACH-FILTER-R).
    (
        re.compile(rf"{SELF} deals (?:{_AMOUNT} damage multiplied by X|X00 damage) to each {_EACH_PRE}(?P<noun>J/resonator|resonator){_EACH_MAX}{_WHOSE}", re.I),
        lambda m, slot: _with_among({"op": "damage", "amount": _hundreds(m.group("amount"), "damage") if m.group("amount") else 100, "per_x": True, "each": _scope(m)}, m),
    ),
    # FOW-DAMAGE-JUDGMENT-ATK-R: "... damage to <target> equal to the ATK of resonator banished for its judgment" --
    # a J-ruler's [Enter] (checked by the ability line, :func:`..lines._automatic`).
    (
        re.compile(rf"{SELF} deals damage to {TARGET} equal to the ATK of (?:the )?resonator banished for its judgment", re.I),
        lambda m, slot: {"op": "damage", "amount": 0, "judgment_atk": True, "target": slot(target_spec(m))},
    ),
    # FOW-TRIG-DEALT-R: "that much" is the damage of a "whenever this card is dealt damage" trigger
    # (checked by the ability line, :func:`..lines._automatic`).
    (
        re.compile(rf"{SELF} deals that much damage to (?:(?P<who>your opponent|you)|(?P<that>the damaging resonator)|{TARGET})", re.I),
        lambda m, slot: {"op": "damage", "amount": 0, "that_much": True}
        | (
            {"each": "your_opponent" if m.group("who").lower() == "your opponent" else "you"}
            if m.group("who")
            else {"target": "victim"} if m.group("that") else {"target": slot(target_spec(m))}
        ),
    ),
    # fow-m-grimm: FOW-GRAVEYARD-STONE-AREA-R -- "into your magic stone area" (a magic stone target only).
    # fow-p-zones: FOW-GRAVEYARD-ANY-YOUR-FIELD-R -- a resonator of any (an opponent's) graveyard into your field.
    (
        re.compile(
            rf"(?:Put|Return) {TARGET} from (?P<gy>your|a|your opponent's) graveyard (?:in)?to (?P<dest>your hand|your field|the field(?: under your control)?|your magic stone area)(?P<rested> rested)?",
            re.I,
        ),
        _from_graveyard,
    ),
    # fow-y-alt: FOW-ALT-FIELD-HALF-R: "<filter> non-chant card or <filter> alternative card ... from your graveyard into
    # the field" -- refused with its reason (below).
    (
        re.compile(r"Put target (?P<what>.{0,60}?non-chant card or .{0,30}?alternative card.{0,60}?) from your graveyard into the field", re.I),
        lambda m, slot: _alternative_to_field(m.group("what")),
    ),
    # FOW-TARGET-LEFT-FIELD-R: a resonator of any graveyard put there from a field this turn, back into its owner's field.
    (
        re.compile(r"Choose target resonator from a graveyard that was put into that zone from a field this turn and put it into its owner's field", re.I),
        lambda m, slot: {"op": "from_graveyard", "target": slot({"kind": "resonator", "zone": "graveyard", "left_field": True}), "to": "field"},
    ),
    (
        re.compile(
            # fow-hero3: FOW-GRAVEYARD-CARD-R -- "another target", "non-magic stone", an attribute word ("target darkness card");
            # fow-alice-nv: FOW-GRAVEYARD-RACE-FIELD-R -- "<Race> or <Race>", into the field.
            r"(?:Put|Return) (?P<another>another )?target (?P<nonstone>non-magic stone )?(?P<nonattr>non-(?:light|fire|water|wind|darkness) )?(?P<pre>(?:(?:[A-Z][A-Za-z'-]*|light|fire|water|wind|darkness) (?:or )?)*)(?P<nonspell>non-spell )?(?P<gnoun>card|[A-Z][A-Za-z'-]*)"
            # fow-m-grimm: FOW-NAME-QUOTED-WORD-R -- a name ending in a quoted word ("X "Y"").
            r"(?: named \"(?P<tname>[^\"]{1,200}(?:\"[^\"]{1,60}\")?)\")?(?: with total cost (?P<max>\d{1,2})(?: or (?P<costway>less|more))?)?"
            # fow-w-zones: FOW-GRAVEYARD-OR-REMOVED-HAND-R -- "with [Solarisation] and without "X" in its name", "from your
            # graveyard or removed area".
            r"(?P<solar> with \[?Solarisation\]? and without \"(?P<lacks>[^\"]{1,60})\" in its name)?"
            r" from your (?P<zone>graveyard or removed area|graveyard|removed area) (?:in)?to (?P<dest>your hand|the field|your field)"
        ),
        _card_from_graveyard,
    ),
    # fow-m-filters: FOW-DESTROY-NON-STONE-CARD-R: a card destroyed is a card in the field (CR 1010.1), an entity (CR 307.6).
    (
        re.compile(r"Destroy target (?P<state>rested |recovered )?non-magic stone card", re.I),
        lambda m, slot: parse_sentence(f"Destroy target {m.group('state') or ''}non-magic stone entity", slot),
    ),
    (re.compile(rf"Destroy {TARGET}", re.I), _destroy),
    (re.compile(rf"Destroy all {_EACH_PRE}(?P<noun>J/resonators|resonators){_EACH_MAX}{_WHOSE}{_ATK_THAN_SELF}", re.I), _destroy_all),
    # fow-r-modal: FOW-EACH-WHOSE-FILTER-R: "Destroy all resonators your opponent controls with total cost N or less".
    (re.compile(rf"Destroy all {_EACH_PRE}(?P<noun>J/resonators|resonators){_WHOSE}{_EACH_MAX}", re.I), _destroy_all),
    # fow-m-filters: FOW-DESTROY-SHARED-NAMES-R: each card of the group sharing a name with another card of it.
    (
        re.compile(r"Destroy all (?P<group>non-magic stone entities) that share a name with another non-magic stone entity(?P<whose>)", re.I),
        lambda m, slot: _destroy_cards(m, slot) | {"among": {"types": list(_CARD_GROUPS["non-magic stone entities"]), "shares_name": True}},
    ),
    (re.compile(rf"Destroy all (?P<group>{_CARD_GROUP}){_WHOSE}", re.I), _destroy_cards),
    (re.compile(rf"Destroy all (?P<other>other )?(?P<races>[A-Z][\w'-]*(?: [A-Z][\w'-]*){{0,3}}){_WHOSE}"), _destroy_race),
    (re.compile(rf"Return {TARGET} to its owner's hand", re.I), _leave("return_to_hand")),
    # "to their owner's hands" (CMF-042, CFC-048) says what "owners' hands" says: each to its owner's hand.
    (re.compile(rf"Return all {_EACH_PRE}(?P<noun>resonators){_EACH_MAX}{_WHOSE} to their (?:owners?'?|owner's) hands?", re.I), _return_all),
    # fow-m-filters: FOW-RETURN-ALL-TYPES-R: every card of the types a group names (no J-ruler, no magic stone).
    (re.compile(rf"Return all (?P<group>{_CARD_GROUP}){_WHOSE} to their (?:owners?'?|owner's) hands?", re.I), _return_cards),
    (re.compile(r"Remove target (?P<gnoun>card|resonator) in (?P<where>a|your|your opponent's) graveyard from the game", re.I), _remove_in_graveyard),
    # fow-n-zones: FOW-REMOVED-RACE-TO-HAND-R: a card of a race (printed on no magic stone) chosen from your removed area.
    (re.compile(r"Put (?:a|an) (?P<race>[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*){0,2}) from your removed area into your hand"), _removed_race_to_hand),
    # fow-n-zones: FOW-REMOVED-TO-DECK-BOTTOM-R: a non-magic stone card of the opponent's removed area, on the bottom of
    # their (its owner's) main deck.
    (
        re.compile(r"Put target non-magic stone card from your opponent's removed area on the bottom of (?:their|his or her) deck", re.I),
        lambda m, slot: {"op": "from_graveyard", "target": slot({"kind": "non_stone", "zone": "removed", "controller": "opponent"}), "to": "deck_bottom"},
    ),
    # fow-w-zones: FOW-GRAVEYARD-TO-DECK-BOTTOM-R: a resonator of any graveyard on the bottom of its owner's main deck.
    (
        re.compile(r"Put target resonator from a graveyard on the bottom of its owner's (?:main )?deck", re.I),
        lambda m, slot: {"op": "from_graveyard", "target": slot({"kind": "resonator", "zone": "graveyard", "controller": "any"}), "to": "deck_bottom"},
    ),
    # fow-z-zone: FOW-GRAVEYARD-NON-RESONATOR-R: a card of your graveyard neither a magic stone nor a resonator, into your hand.
    (
        re.compile(r"Put target non-magic stone, non-resonator card from your graveyard into your hand", re.I),
        lambda m, slot: {"op": "from_graveyard", "target": slot({"kind": "non_stone", "zone": "graveyard", "controller": "you", "not_types": ["resonator"]}), "to": "hand"},
    ),
    # fow-z-zone: FOW-GRAVEYARD-NONSTONE-TO-BOTTOM-R: a card of any type but a magic stone, of any graveyard, on the bottom
    # of its owner's main deck.
    (
        re.compile(r"Put target non-magic stone card in a graveyard on the bottom of its owner's (?:main )?deck", re.I),
        lambda m, slot: {"op": "from_graveyard", "target": slot({"kind": "non_stone", "zone": "graveyard", "controller": "any"}), "to": "deck_bottom"},
    ),
    # fow-n-zones: FOW-REMOVE-UP-TO-GRAVEYARD-R: cards of your graveyard chosen as it resolves, one by one (none targeted).
    (
        re.compile(r"Remove up to (?P<count>two|three|four|five) cards in your graveyard from the game", re.I),
        lambda m, slot: {"op": "search", "deck": "graveyard", "to": "removed", "count": NUMBER_WORDS[m.group("count").lower()]},
    ),
    # FOW-GRAVEYARD-REMOVE-ALL-R: every card of one player's graveyard removed from the game (the damage for each
    # resonator removed this way joined to it by the rewrite of :func:`parse_effects`).
    (
        re.compile(
            # fow-w-zones: FOW-ALL-GRAVEYARDS-REMOVE-R -- "in all graveyards": every player's.
            r"Remove all cards in (?:(?P<target>target player's) graveyard|(?P<whose>your opponent's|your) graveyard|(?P<all>all graveyards)) from the game"
            r"(?:; this card deals (?P<per>\d{1,4}) damage to your opponent for each resonator removed this way)?",
            re.I,
        ),
        _remove_graveyard,
    ),
    # FOW-FLICKER-R (fow-grimm-e): "Remove target resonator from the game, then put it into its owner's field".
    # FOW-DAMAGE-EACH-PLAYER-PER-R (fow-grimm-e): "deals N damage to each player for each (special) magic stone that he
    # or she controls".
    (
        re.compile(rf"{SELF} deals (?P<amount>\d{{1,5}}) damage to each player for each (?P<special>special )?magic stone (?:that )?(?:he or she|they) controls?", re.I),
        lambda m, slot: {
            "op": "damage", "amount": _hundreds(m.group("amount"), "damage"), "each": "each_player", "per_player": True,
            "per": {"what": "magic_stone", **({"special": True} if m.group("special") else {})},
        },
    ),
    # FOW-LIFE-EQUAL-TAKEN-R (fow-grimm-e): the damage dealt to its controller this turn, in life.
    (re.compile(r"You gain life equal to the (?:amount of )?damage (?:that was |that has been )?dealt to you this turn", re.I), lambda m, slot: {"op": "gain_life", "taken": True}),
    # FOW-DAMAGE-PLUS-TURN-R (fow-grimm-e): "This turn, if target J/resonator would deal damage, it deals that much +N instead".
    (re.compile(rf"This turn, if {TARGET} would deal damage, it deals that much \+(?P<plus>\d{{1,5}}) instead", re.I), _damage_plus_turn),
    # fow-n-cost: the same with "until end of turn" after it and "plus N" for "+N" (MP01-078).
    (re.compile(rf"If {TARGET} would deal damage, it deals that much (?:\+|plus )(?P<plus>\d{{1,5}}) instead until end of turn", re.I), _damage_plus_turn),
    # fow-p-static: FOW-DAMAGE-PLUS-TURN-R with "this turn" inside the condition (TTW-105); FOW-DAMAGE-PLUS-J-RULER-R:
    # "your J-Ruler" -- whichever J-ruler its controller controls this turn (CR 909.4), a lasting change of that group.
    (re.compile(rf"If {TARGET} would deal damage this turn, it deals that much (?:\+|plus )(?P<plus>\d{{1,5}}) instead", re.I), _damage_plus_turn),
    # fow-p-static: FOW-DAMAGE-DOUBLE-TURN-R: "Until end of turn, if this card would deal damage, it deals double that much instead".
    (
        re.compile(rf"Until end of turn, if {SELF} would deal damage, it deals double that much instead", re.I),
        lambda m, slot: {"op": "modify", "target": "self", "damage_double": True, "until": "turn"},
    ),
    (
        re.compile(r"(?:Until end of turn, if|If) your J-Ruler would deal damage(?P<turn> this turn)?, it deals that much (?:\+|plus )(?P<plus>\d{1,5}) instead", re.I),
        _damage_plus_j_ruler,
    ),
    (re.compile(rf"Remove {TARGET} from the game, then (?:put|return) it (?:in)?to (?:the field under its owner's control|its owner's field)", re.I), _flicker),
    (re.compile(rf"Remove {TARGET} from the game", re.I), _leave("remove")),
    (re.compile(rf"Remove {SELF} from the game", re.I), lambda m, slot: {"op": "remove", "target": "self"}),
    (re.compile(rf"Put {TARGET} on (?P<position>top|the bottom) of its owner's (?:main )?deck", re.I), _to_deck),
    # fow-z-zone: FOW-TO-DECK-TOP-OR-BOTTOM-R: the top or the bottom, chosen by the controller as it resolves.
    (re.compile(rf"Put {TARGET} on (?:the )?(?P<position>top or (?:the )?bottom) of its owner's (?:main )?deck", re.I), _to_deck),
    (re.compile(r"(?P<who>Your opponent|Target opponent) discards (?:all cards from |all the cards in )?(?:his or her|their) hand|Discard your hand", re.I), _discard_hand),
    (re.compile(r"Put the top card of your magic stone deck into (?:your|the) (?:field|magic stone area)(?P<rested> rested)?", re.I), _put_stone),
    # fow-alice-nv: FOW-OPPONENT-PUTS-STONE-R
    (
        re.compile(r"Your opponent puts the top card of (?:his or her|their) magic stone deck into (?:his or her|their|the) (?:field|magic stone area)(?P<rested> rested)?", re.I),
        lambda m, slot: _put_stone(m, slot) | {"player": "opponent"},
    ),
    # FOW-PUT-STONES-R: the top two (three) cards of the magic stone deck, into the field together.
    (
        re.compile(r"Put the top (?P<count>two|three) cards of your magic stone deck into (?:your|the) field(?P<rested> rested)?", re.I),
        lambda m, slot: _put_stone(m, slot) | {"count": NUMBER_WORDS[m.group("count").lower()]},
    ),
    # FOW-STONE-BOTTOM-R: the stone just put into the field gains a one-shot ability for the next end phase.
    (
        re.compile(r"Put the top card of your magic stone deck into (?:your|the) field(?P<rested> rested)?, back at the next end of turn", re.I),
        lambda m, slot: _put_stone(m, slot) | {"bottom_at_end": True},
    ),
    (
        re.compile(
            r"Reveal the top card of your magic stone deck[,;] if it's an? (?:(?P<ns>non-special )?(?P<attr>light|fire|water|wind|darkness) magic stone"
            # FOW-REVEAL-STONE-BASIC-R: "a basic magic stone with the <attribute> magic stone type".
            r"|(?P<basic>basic) magic stone with the (?P<typed>light|fire|water|wind|darkness) magic stone type), "
            r"put it into (?:your|the) (?:field|magic stone area)(?P<rested> rested)?",
            re.I,
        ),
        lambda m, slot: {
            "op": "put_stone",
            "reveal_if": {"attributes": [(m.group("attr") or m.group("typed")).lower()]}
            | ({"not_special": True} if m.group("ns") else {})
            | ({"basic": True} if m.group("basic") else {}),
        }
        | ({"rested": True} if m.group("rested") else {}),
    ),
    (re.compile(r"Return this card to its owner's hand", re.I), lambda m, slot: {"op": "return_to_hand", "target": "self"}),
    # fow-o-a: FOW-MUST-BLOCK-TARGET-R: a target (J/)resonator obliged to block this turn when it can.
    (re.compile(rf"{TARGET} must (?P<what>block|attack or block|attack) this turn if able", re.I), _must_block),
    # fow-o-a: FOW-SELF-TO-DECK-R: this card (in the field) to the top or bottom of its owner's main deck.
    (
        re.compile(r"Put this card on (?P<position>top|the bottom) of (?:your|its owner's) (?:main )?deck", re.I),
        lambda m, slot: {"op": "to_deck", "target": "self", "position": "top" if m.group("position").lower() == "top" else "bottom"},
    ),
    (re.compile(r"Destroy the damaged card", re.I), lambda m, slot: {"op": "destroy", "target": "victim"}),
    # fow-s-grimm-b: FOW-TRIG-GONE-TO-HAND-R: the resonator whose going to a graveyard triggered the ability (lines.py).
    (re.compile(r"Put the gone resonator from its owner's graveyard into its owner's hand", re.I), lambda m, slot: {"op": "from_graveyard", "target": "victim", "to": "hand"}),
    # fow-y-trig: FOW-IF-YOU-DO-GONE-REMOVED-R: that resonator from its owner's graveyard to their removed area (lines.py).
    (re.compile(r"Remove the gone resonator from its owner's graveyard from the game", re.I), lambda m, slot: {"op": "from_graveyard", "target": "victim", "to": "removed"}),
    # FOW-TRIG-DEALT-BY-R: the resonator that dealt damage to this card (the trigger's card).
    (re.compile(r"Destroy the damaging card", re.I), lambda m, slot: {"op": "destroy", "target": "victim"}),
    (re.compile(rf"{SELF} deals that much damage to the damaging card", re.I), lambda m, slot: {"op": "damage", "amount": 0, "that_much": True, "target": "victim"}),
    # fow-s-deal: FOW-DAMAGE-MINUS-LIFE-R: "X damage to <target>, where X is N minus your life".
    (
        re.compile(rf"{SELF} deals X damage to {TARGET},? where X is (?P<n>\d{{1,5}}) minus your life", re.I),
        lambda m, slot: {"op": "damage", "amount": 0, "minus_life": _hundreds(m.group("n"), "damage"), "target": slot(target_spec(m))},
    ),
    # FOW-DAMAGE-DEALT-X-R: "X damage to target J/resonator, where X is the damage it dealt this turn".
    (re.compile(rf"{SELF} deals X damage to {TARGET}, where X is the damage it dealt this turn", re.I), _damage_dealt),
    # FOW-TRIG-ANY-ENTERS-R: "it" of "whenever a <card> enters the field >>> this card deals N damage to it".
    (re.compile(rf"{SELF} deals {_AMOUNT} damage to the entering card", re.I), lambda m, slot: {"op": "damage", "amount": _hundreds(m.group("amount"), "damage"), "target": "victim"}),
    # FOW-DESTROY-SELF-R: "Destroy this card" (also after "Destroy target ... and").
    (re.compile(rf"Destroy {SELF}", re.I), lambda m, slot: {"op": "destroy", "target": "self"}),
    # fow-q-effects: FOW-TARGET-CONTROLLER-BANISHES-R: the target's controller banishes it (CR 1011.1).
    (re.compile(r"Its controller banishes target resonator", re.I), lambda m, slot: {"op": "destroy", "target": slot({"kind": "resonator"}), "banish": True}),
    (re.compile(rf"(?P<verb>Rest|Recover) {SELF}", re.I), lambda m, slot: {"op": m.group("verb").lower(), "target": "self"}),
    (re.compile(rf"Banish {SELF}", re.I), lambda m, slot: {"op": "banish_self"}),
    # FOW-REMOVE-DAMAGE-R: all damage on a J/resonator was dealt this turn (it is removed as the turn ends).
    (re.compile(rf"Remove all damage (?:that was dealt to|dealt to|from) {TARGET}(?: this turn)?", re.I), _remove_damage),
    # FOW-RULER-SIDE-R: a J-ruler's own (lines.refuse_bad_self_targets).
    (re.compile(r"Return this card to its Ruler side", re.I), lambda m, slot: {"op": "ruler_side"}),
    # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R: every resonator this card removed from the game, into your field.
    (re.compile(r"Return all resonators removed from the game by this card (?:in)?to your field", re.I), lambda m, slot: {"op": "return_removed"}),
    # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R: a target card of any removed area that this card removed, into its owner's hand.
    (
        re.compile(r"Put target card from a removed area that was removed by this card into its owner's hand", re.I),
        lambda m, slot: {"op": "from_graveyard", "target": slot({"kind": "card", "zone": "removed", "removed_by_self": True}), "to": "hand"},
    ),
    # fow-p-zones: FOW-REMOVED-BY-THIS-CARD-R: a resonator this card removed, chosen as it resolves, into its owner's field.
    (
        re.compile(r"Put a resonator from a removed area that was removed by this card into the field under its owner's control", re.I),
        lambda m, slot: {"op": "search", "deck": "removed", "to": "field", "must": True, "filter": {"kinds": ["resonator"], "removed_by_self": True}},
    ),
    # fow-p-zones: FOW-PUT-BY-THIS-CARD-R: the resonator this card put into your field.
    (re.compile(r"Banish the resonator put into your field by this card", re.I), lambda m, slot: {"op": "banish_self", "put": True}),
    # fow-p-zones: FOW-RULER-AREA-AS-RULER-R: this J-ruler (your J-ruler) into your ruler area, its orientation kept.
    (
        re.compile(r"Put (?:(?P<self>this card)|your J-ruler) into your ruler area,? as a ruler", re.I),
        lambda m, slot: {"op": "ruler_side"} | ({} if m.group("self") else {"yours": True}),
    ),
    # fow-faces: FOW-INVERT-R (CR 1030.1): this card turns despair side up (an inverse card only, checked at import).
    (re.compile(r"Invert this card(?:\.? ?\(Flip it over\.?\))?", re.I), lambda m, slot: {"op": "invert"}),
    # fow-y-cond: FOW-INVERT-RULER-R (CR 1030.1): its controller's ruler -- no inverse card and no two face ruler in the
    # vocabulary, so it never turns over.
    (re.compile(r"Invert your ruler", re.I), lambda m, slot: {"op": "invert", "ruler": True}),
    # FOW-ADDED-REF-R: the J/resonator this addition is added to (lines.refuse_bad_self_targets: additions only).
    # FOW-DAMAGE-ITS-CONTROLLER-R: damage to the player controlling it.
    (re.compile(rf"{SELF} deals {_AMOUNT} damage to added resonator's controller", re.I), lambda m, slot: {"op": "damage", "amount": _hundreds(m.group("amount"), "damage"), "of": "added"}),
    (re.compile(r"(?P<verb>Rest|Recover|Destroy) added resonator", re.I), lambda m, slot: {"op": m.group("verb").lower(), "target": "added"}),
    # FOW-ZONE-OWNER-R: "into the graveyard" names no owner: each card goes to its owner's graveyard.
    (
        re.compile(
            r"(?:Put|Remove) the top (?P<count>card|(?:two|three|four|five|six|seven|eight|nine|ten) cards) of (?P<whose>your|your opponent's) (?:main )?deck "
            r"(?:into (?:your|their|his or her|the) graveyard|from the game)",
            re.I,
        ),
        _mill,
    ),
    # fow-p-look: FOW-STONE-MILL-R: the top N cards of the magic stone deck into the graveyard.
    (
        re.compile(r"Put the top (?P<count>card|(?:two|three|four|five|six|seven|eight|nine|ten) cards) (?:of|from) your magic stone deck into your graveyard", re.I),
        lambda m, slot: {"op": "mill", "amount": 1 if m.group("count").lower() == "card" else _TOP_COUNTS[m.group("count").split()[0].lower()], "deck": "stone"},
    ),
    # fow-n-trig: FOW-TARGET-OPPONENT-LOSES-R: "Target opponent loses N life" is the opponent's (as FOW-DISCARD-CHOICE-R).
    (re.compile(rf"(?P<who>You|Your opponent|Target opponent) loses? {_AMOUNT} life(?: for each (?:(?P<per>{ROLL_RESULT})|(?P<counted>.+)))?", re.I), _lose_life),
    # FOW-PAY-LIFE-MAY-R: "(you may) pay N life" -- read only as an optional effect (see parse_effects).
    (re.compile(rf"Pay {_AMOUNT} life", re.I), lambda m, slot: {"op": "lose_life", "amount": _hundreds(m.group("amount"), "life"), "pay": True}),
    # FOW-PAY-WILL-MAY-R: "(you may) pay <will>" -- read only as an optional effect (see parse_effects).
    (re.compile(r"Pay (?P<will>(?:\{(?:[WRUGB]|\d{1,2})\})+)", re.I), lambda m, slot: {"op": "pay_will", "cost": _pay_will_cost(m.group("will"))}),
    # FOW-GEM-R: "Gain a <attribute> gem (and a <attribute> gem)" / "Banish a <attribute> gem"; fow-ao-saga:
    # FOW-CRYSTAL-R: the same of crystals, N of each ("Gain two light crystals and two darkness crystals").
    (
        re.compile(
            r"Gain (?P<n>an?|two|three) (?P<a>light|fire|water|wind|darkness) (?P<item>gem|crystal)(?P<s>s?)"
            r"(?: and (?P<m>an?|two|three) (?P<b>light|fire|water|wind|darkness) (?P=item)(?P<t>s?))?",
            re.I,
        ),
        _gain_items,
    ),
    (
        re.compile(r"Banish an? (?P<a>light|fire|water|wind|darkness) (?P<item>gem|crystal)", re.I),
        lambda m, slot: {"op": "banish_gem", "attribute": m.group("a").lower()} | ({"item": "crystal"} if m.group("item").lower() == "crystal" else {}),
    ),
    # FOW-WILL-EFFECT-R: "Produce {G}" / "{R}{R}" / "one will of any attribute" / "{W}, {R}, {U}, {G}, or {B}".
    (
        re.compile(
            r"(?:Then )?[Pp]roduce (?P<will>\{[^.]+?\}|one will of any attribute|(?:two|three|four) wills (?:in any combination of [^.]+?|of any one attribute))(?: for each (?P<per>[^.]+?))?"
            r"(?:; spend this will only to (?P<only>[^.]+))?"  # fow-alice-nv: FOW-WILL-EFFECT-SPEND-R
        ),
        lambda m, slot: _produce_only(_produce_per(_produce_effect(m.group("will")), m.group("per")), m.group("only")),
    ),
    # FOW-GEM-R: "Gain a gem of any attribute" / "Banish a gem" -- the attribute chosen as it resolves.
    (re.compile(r"Gain a gem of any attribute", re.I), lambda m, slot: {"op": "gain_gems", "any_attribute": True}),
    # fow-s-trig: FOW-GEM-LIST-R: "Gain a <A> gem, <B> gem, ..., <E> gem" -- one gem of each attribute listed.
    (re.compile(rf"Gain (?P<list>an? {_GEM_ATTR} gem(?:,? (?:and )?(?:an? )?{_GEM_ATTR} gem){{2,4}})", re.I), _gem_list),
    # fow-r-trig: FOW-GEM-ONE-OF-R: "Gain a <A> crystal (gem) or a <B> crystal (gem)" -- one, of A or B chosen as it resolves.
    (
        re.compile(r"Gain an? (?P<a>light|fire|water|wind|darkness) (?P<item>crystal|gem) or an? (?P<b>light|fire|water|wind|darkness) (?P=item)", re.I),
        lambda m, slot: _gem_one_of(m),
    ),
    # FOW-GEM-ONE-ATTRIBUTE-R: several gems of one attribute chosen as it resolves ("any on attribute": a misprint of "one").
    (
        re.compile(r"Gain (?P<n>two|three) gems of any on(?:e)? attribute", re.I),
        lambda m, slot: {"op": "gain_gems", "any_attribute": True, "count": NUMBER_WORDS[m.group("n").lower()]},
    ),
    (re.compile(r"Banish a gem", re.I), lambda m, slot: {"op": "banish_gem"}),
    # fow-q-effects: FOW-OPP-BANISH-GEM-R: one of the opponent's gems, of the attribute they choose.
    (re.compile(r"Your opponent banishes a gem", re.I), lambda m, slot: {"op": "banish_gem", "player": "opponent"}),
    # fow-s-modal: FOW-BANISH-ONE-OF-TARGETS-R: "Target two <resonators> your opponent controls. Your opponent banishes one
    # of them" (read as one sentence, :func:`parse_effects`): two targets, the opponent banishes one of those still legal.
    (
        re.compile(r"Your opponent banishes one of a targeted pair of their resonators", re.I),
        _banish_one_of_two,
    ),
    # fow-s-modal: FOW-TARGET-PLAYER-BANISHES-R: the target player chooses one of theirs and banishes it (CR 1011.1).
    (
        re.compile(r"Target player banishes (?:a|one) (?P<what>resonator|magic stone)", re.I),
        lambda m, slot: {"op": "banish", "what": m.group("what").lower().replace(" ", "_"), "target": slot({"kind": "player"})},
    ),
    # FOW-NO-SPELLS-R: a target player cannot play normal spells and/or summon spells until end of turn.
    (re.compile(rf"{TARGET} cannot play (?P<kinds>normal spells(?: (?:and|or) summon spells)?|summon spells|spells|non-resonator spells|resonator spells) until (?:the )?end of turn", re.I), _forbid_spells),
    # fow-q-static: FOW-NO-SPELLS-ALL-R: "You (Your opponent) cannot play (non-)resonator spells / spells until end of turn".
    (re.compile(r"(?P<who>You|Your opponent) cannot play (?P<kinds>spells|non-resonator spells|resonator spells) until (?:the )?end of turn", re.I), _forbid_spells),
    # fow-w-modal: FOW-JUDGMENT-FREE-TURN-R: a {0} Judgment for its controller for the rest of the turn.
    (re.compile(r"(?:You may )?pay \{0\} to do judgment until (?:the )?end of (?:the )?turn", re.I), lambda m, slot: {"op": "judgment_free"}),
    # FOW-NO-LIFE-GAIN-TURN-R: "Your opponent (Players) cannot gain life until end of turn".
    (
        re.compile(r"(?P<who>Your opponent|Players) cannot gain life until (?:the )?end of (?:the )?turn", re.I),
        lambda m, slot: {"op": "forbid_life_gain", "player": "opponent" if m.group("who").lower() == "your opponent" else "each"},
    ),
    # FOW-WEATHER-R: "The weather is <weather> until end of turn" -- the controller's (CR 1028.2a).
    (
        re.compile(r"(?:The|Your) weather (?:is|becomes) (?P<weather>clear|rain|thunderstorm|pollution) until (?:the )?end of turn", re.I),
        lambda m, slot: {"op": "weather", "weather": m.group("weather").lower()},
    ),
    # FOW-RECOVER-RULER-R: "a ruler" is the ruler in its ruler area (CR 308.4), a player's only one.
    (
        # lead-p: "all rulers you control" too -- a player has one ruler card in their ruler area.
        re.compile(r"Recover (?:your ruler|all rulers you control|an? (?P<attr>light |fire |water |wind |darkness )?ruler you control)", re.I),
        lambda m, slot: {"op": "recover", "ruler": True} | ({"attributes": [m.group("attr").strip().lower()]} if m.group("attr") else {}),
    ),
    # fow-alice-nv: FOW-RECOVER-YOUR-J-RULER-R: the J-ruler its controller has in the field as it resolves.
    # lead-p: "a J-ruler you control" too -- a player controls one J-ruler at most (control of J-rulers never changes
    # in the vocabulary: FOW-GAIN-CONTROL-R takes resonators).
    (re.compile(r"Recover (?:your J-ruler|a J-ruler you control)", re.I), lambda m, slot: {"op": "recover", "each": "your_cards", "among": {"types": ["j_ruler"]}}),
    # FOW-RECOVER-STONES-R: magic stones of the controller's, chosen as it resolves (no target).
    (
        re.compile(r"Recover (?P<up>up to )?(?:(?:a|one) magic stone|(?P<n>two|three|four|five) magic stones) you control", re.I),
        lambda m, slot: {"op": "recover", "stones": NUMBER_WORDS[m.group("n").lower()] if m.group("n") else 1} | ({"up_to": True} if m.group("up") else {}),
    ),
    # lead-p: FOW-RECOVER-ANY-STONES-R: "Recover up to N magic stones" -- of any player's field, chosen as it resolves.
    (
        re.compile(r"Recover up to (?P<n>two|three|four|five) magic stones", re.I),
        lambda m, slot: {"op": "recover", "stones": NUMBER_WORDS[m.group("n").lower()], "up_to": True, "whose": "all"},
    ),
    # fow-o-b: FOW-REST-J-RULER-EFFECT-R: its controller's J/ruler, when recovered as it resolves (no target).
    (re.compile(r"Rest a recovered J/ruler you control", re.I), lambda m, slot: {"op": "rest", "j_ruler": True}),
    (re.compile(rf"(?P<verb>Rest|Recover) {TARGET}", re.I), _rest),
    (re.compile(rf"(?P<verb>Rest|Recover) all {_EACH_PRE}(?P<noun>J/resonators|resonators|magic stones){_EACH_MAX}{_WHOSE}", re.I), _rest_all),
    # fow-dec-c: FOW-RACE-GROUP-GAINS-R's reading of "<Races> you control": "Rest / Recover all <Races> you control
    # (your opponent controls)" is "... all <Race> J/resonators ..." of a race printed on resonators only.
    (re.compile(r"(?P<verb>Rest|Recover) all (?!(?:J/)?[Rr]esonators\b|[Mm]agic stones\b)(?P<races>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) (?P<whose>you control|your opponent controls)"), _race_rest_all),
    (re.compile(rf"Cancel {TARGET}", re.I), _cancel),
    # fow-z-stats: FOW-ATK-DAMAGE-EACH-R: this card dealing its own ATK as damage to every J/resonator of the opponent.
    (
        re.compile(rf"{SELF} deals damage equal to its ATK to each J/resonator your opponent controls", re.I),
        lambda m, slot: {"op": "damage", "amount": 0, "atk_of": "self", "each": "opponent_j_resonators"},
    ),
    # FOW-ATK-DAMAGE-R: damage equal to an ATK, one way or to each other.
    (re.compile(r"(?P<a>.+?) deals damage equal to its ATK to (?P<b>.+)(?P<mutual>)", re.I), _atk_damage),
    # fow-p-stats: FOW-ATK-DAMAGE-X-R: X named as this card's own ATK is FOW-ATK-DAMAGE-R's "damage equal to its ATK".
    (re.compile(rf"(?P<a>{SELF}) deals X damage to (?P<b>.+?),? where X is (?:equal to )?(?:the ATK of this card|this card's ATK)(?P<mutual>)", re.I), _atk_damage),
    (re.compile(r"(?P<a>.+?) and (?P<b>target .+?) deal damage equal to their ATK(?P<mutual> to each other)", re.I), _atk_damage),
    # FOW-CANCEL-UNLESS-R: the spell's controller may pay the cost to keep it.
    (re.compile(rf"Cancel {TARGET} unless (?P<who>its controller|your opponent) pays (?P<cost>(?:\{{\d\}})+|X)", re.I), _cancel_unless),
    (re.compile(rf"{TARGET} cannot be blocked by (?P<by>.+?) until end of turn", re.I), _unblockable_by),
    (re.compile(r"(?:You )?draw (?P<count>a|one|two|three|four|five|\d) cards?", re.I), _draw),
    (re.compile(r"(?:You )?draw cards equal to (?P<per>the number of different attributes among .+?)\.?(?: \(Cards without attributes don't count\.?\))?", re.I), _draw_per),
    # fow-w2-grimm: FOW-PAY-ANY-LIFE-R: "Pay any amount of life" (CR 105.4a), then "for each N life paid this way".
    (re.compile(r"(?:You )?pay any amount of life", re.I), lambda m, slot: {"op": "pay_life_any"}),
    # fow-ao-saga: FOW-WHERE-X-COUNT-R: "draw a card for each <cards>" too (":func:`where_x_text`'s "Draw X cards").
    (re.compile(r"(?:You )?draw a card for each (?P<per>.+)", re.I), _draw_per),
    (re.compile(rf"(?:You )?gain {_AMOUNT} life(?: for each (?P<per>.+))?", re.I), _life),
    # FOW-RUNES-REVEALED-R: "X00 life, where X is the number of runes revealed from your rune area".
    (re.compile(r"(?:You )?gain X00 life, where X is the number of (?P<per>(?:(?:light|fire|water|wind|darkness) )?runes revealed (?:from|in) your rune area)", re.I),
     lambda m, slot: {"op": "gain_life", "amount": 100, "per": _rune_count(m.group("per"))}),
    # FOW-DRAIN-R: "that much" is the damage of a "whenever this card deals damage" trigger (checked by
    # the ability line, :func:`..lines._automatic`).
    (re.compile(r"(?:You )?gain that much life", re.I), lambda m, slot: {"op": "gain_life", "that_much": True}),
    (
        # A "discards" without its subject ("..., then discards a card") names no one: not read.
        # fow-t-draw: FOW-TARGET-OPPONENT-DISCARDS-R: "Target opponent discards ..." is the opponent's discard.
        re.compile(r"(?:(?P<who>You |Your opponent |Target opponent |Each player )discards?|Discard) (?P<count>a|one|two|three) cards?(?P<random> at random)?", re.I),
        lambda m, slot: {
            "op": "discard",
            "amount": NUMBER_WORDS[m.group("count").lower()],
            "player": {"your opponent": "opponent", "target opponent": "opponent", "each player": "each"}.get((m.group("who") or "").strip().lower(), "you"),
            **({"random": True} if m.group("random") else {}),
        },
    ),
    # fow-s-modal: FOW-DRAW-DISCARD-X-R: "(You) draw X cards" / "Your opponent discards X cards", X paid for the chant.
    (re.compile(r"(?:You )?draw X cards", re.I), lambda m, slot: {"op": "draw", "amount": 1, "per_x": True}),
    (re.compile(r"Your opponent discards X cards", re.I), lambda m, slot: {"op": "discard", "amount": 1, "player": "opponent", "per_x": True}),
    # fow-wide6: FOW-HAND-REMOVE-CHOICE-R: "Remove a card in your hand from the game" (its controller chooses it).
    (
        re.compile(r"Remove (?P<count>a|one|two) cards? in your hand from the game", re.I),
        lambda m, slot: {"op": "discard", "amount": NUMBER_WORDS[m.group("count").lower()], "removed": True},
    ),
    # fow-t-draw: FOW-HAND-TO-DECK-R: "Put N cards from your hand on top of (on the bottom of) your (main) deck (in any order)"
    # (two or three: one card is FOW-HAND-TO-TOP-R / FOW-HAND-TO-BOTTOM-R).
    (
        re.compile(r"Put (?P<count>two|three) cards from your hand (?P<end>on top|on the bottom) of your (?:main )?deck(?: in any order)?", re.I),
        lambda m, slot: {"op": "discard", "amount": NUMBER_WORDS[m.group("count").lower()], "to_deck": "top" if m.group("end").lower() == "on top" else "bottom"},
    ),
    (re.compile(rf"Put (?P<count>{_COUNTER_COUNT}) \[(?P<atk>[+-]?\d{{1,5}})/(?P<def>[+-]?\d{{1,5}})\] counters? on (?:{TARGET}|(?P<self>{SELF})|(?P<entering>the entering card))(?: for each (?:(?P<per>{ROLL_RESULT})|(?P<counted>(?:(?! and ).)+)))?", re.I), _counters),
    (
        re.compile(
            rf"Put (?P<count>a|an|one|two|three|four|five) \[(?P<atk>[+-]?\d{{1,5}})/(?P<def>[+-]?\d{{1,5}})\] counters? on each {_EACH_PRE}(?P<noun>J/resonator|resonator){_EACH_MAX}{_WHOSE}", re.I
        ),
        _counters_each,
    ),
    # FOW-NAMED-COUNTER-R: counters of a name ("knowledge", "achievement") on or from this card.
    (re.compile(rf"Put (?P<count>{_COUNTER_COUNT}) {COUNTER_NAME} counters? on {SELF}", re.I), _named_counters("put_counters")),
    # fow-w-count: FOW-NAMED-COUNTERS-PER-R: "Put a <name> counter on this card for each <count>" (the where-X form of it).
    (re.compile(rf"Put (?P<count>a|an|one|two|three) {COUNTER_NAME} counters? on {SELF} for each (?P<counted>(?:(?! and ).)+)", re.I), _named_counters_per),
    # fow-v-ncounters: FOW-COUNTERS-FILL-R: "Put X <name> counters on this card (it), where X is N minus the number of <name>
    # counters on this card" ("it": the card the count names, the one card of the sentence).
    (
        re.compile(rf"Put X {COUNTER_NAME} counters on (?:{SELF}|it),? where X is (?P<n>{_COUNTER_COUNT}) minus the number of (?P<again>{COUNTER_WORDS_RE}) counters on {SELF}", re.I),
        _named_counters_fill,
    ),
    # fow-q-grimm: FOW-NAMED-COUNTERS-EQUAL-R: "Put <name> counters equal to the number of <group> on this card" (the
    # count of the group as it resolves, FOW-NAMED-COUNTER-R's counters; none for a count of 0).
    (re.compile(rf"Put {COUNTER_NAME} counters equal to the number of (?P<group>[\w /'-]+? (?:you control|your opponent controls)) on {SELF}", re.I), _named_counters_equal),
    # FOW-MOVE-COUNTERS-R: "[+A/+B]" counters moved to this card, from a target J/resonator or every other J/resonator.
    (re.compile(rf"Move (?P<count>a|an|one|two|three) \[(?P<atk>[+-]?\d{{1,5}})/(?P<def>[+-]?\d{{1,5}})\] counters? from {TARGET} to {SELF}", re.I), _move_counters),
    (re.compile(rf"Move all \[(?P<atk>[+-]?\d{{1,5}})/(?P<def>[+-]?\d{{1,5}})\] counters from other J/resonators to {SELF}", re.I), _move_counters),
    (re.compile(rf"Put (?P<count>a|an|one|two|three|four|five) {COUNTER_NAME} counters? on {TARGET}", re.I), _named_counters_on_target),
    (re.compile(rf"Remove (?P<count>a|an|one|two|three|four|five) {COUNTER_NAME} counters? from {SELF}", re.I), _named_counters("remove_counters")),
    # fow-n-counters: FOW-COUNTER-EACH-R: "on each <Race> and/or <Race> J/resonator": one of those races or both.
    (
        re.compile(r"(?P<head>Put (?:a|an|one|two|three|four|five) \[[+-]?\d{1,5}/[+-]?\d{1,5}\] counters? on each [A-Z][\w'-]*(?: [A-Z][\w'-]*)?) and/or (?P<tail>[A-Z][\w'-]*(?: [A-Z][\w'-]*)? (?:J/resonator|resonator) (?:you control|your opponent controls))"),
        lambda m, slot: parse_sentence(f"{m.group('head')} or {m.group('tail')}", slot),
    ),
    # fow-n-counters: FOW-REMOVE-ALL-COUNTERS-R: every counter of a name removed from this card.
    (
        re.compile(rf"Remove all {COUNTER_NAME} counters from {SELF}", re.I),
        lambda m, slot: {"op": "remove_counters", "amount": 1, "every": True, "counter": m.group("name").lower(), "target": "self"},
    ),
    # fow-s-modal: FOW-REMOVE-ALL-KINDS-R: every counter of every kind from the opponent's J/ruler.
    (re.compile(r"Remove all counters from your opponent's J/ruler", re.I), lambda m, slot: {"op": "remove_counters", "amount": 1, "every": True, "target": "opponent_j_ruler"}),
    # fow-n-counters: FOW-COUNTER-ENTERING-R: named counters on the card entering the field that triggered the ability.
    (
        re.compile(rf"Put (?P<count>a|an|one|two|three|four|five) {COUNTER_NAME} counters? on the entering card", re.I),
        lambda m, slot: {"op": "put_counters", "amount": NUMBER_WORDS[m.group("count").lower()], "counter": m.group("name").lower(), "target": "victim"},
    ),
    # FOW-J-RULER-COUNTER-R: named counters on / from "your J/ruler" (the ruler or the J-ruler).
    (
        # fow-r-grimm: FOW-COUNTER-NUMBERS-R's counts up to twenty put on it (removed: up to ten).
        re.compile(rf"(?P<verb>Put|Remove) (?P<count>{_COUNTER_COUNT}) {COUNTER_NAME} counters? (?:on|from) your J/ruler", re.I),
        lambda m, slot: {
            "op": "put_counters" if m.group("verb").lower() == "put" else "remove_counters",
            "amount": _j_ruler_count(m),
            "counter": m.group("name").lower(),
            "target": "j_ruler",
        },
    ),
    # fow-r-modal: FOW-COUNTER-NUMBERS-R with FOW-J-RULER-COUNTER-R: "Put N <name> counters on your J/ruler", N up to twenty.
    (
        re.compile(rf"Put (?P<count>eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty) {COUNTER_NAME} counters on your J/ruler", re.I),
        lambda m, slot: {
            "op": "put_counters",
            "amount": _COUNTER_COUNTS[m.group("count").lower()],
            "counter": m.group("name").lower(),
            "target": "j_ruler",
        },
    ),
    (
        re.compile(r"Reveal the top card of your (?:main )?deck; If it's (?P<what>an? [^,;]+), put it into (?P<dest>your hand|your field|the field)", re.I),
        _reveal_top,
    ),
    (
        # FOW-BANISH-NOT-ATTACKING-R: "Your opponent banish(es) a non-attacking resonator he or she controls" -- one of
        # theirs other than the attacking J/resonator of the battle under way.
        re.compile(r"Your opponent banish(?:es)? a non-attacking resonator (?:he or she|they) controls?", re.I),
        lambda m, slot: {"op": "banish", "player": "opponent", "what": "resonator", "not_attacking": True},
    ),
    (
        # fow-alice-nv: FOW-BANISH-CHOICE-R: "Banish a magic stone" alone is one its controller controls (CR 1011.1).
        re.compile(r"(?:(?P<opp>Your opponent) banishes|Banish) (?:(?:a|one) (?P<what>resonator|magic stone)(?(opp)|(?: you control)?)|an (?P<addition>addition)(?(opp)| you control))", re.I),
        lambda m, slot: {"op": "banish", "player": "opponent" if m.group("opp") else "you", "what": (m.group("what") or m.group("addition")).lower().replace(" ", "_")},
    ),
    # FOW-REVEAL-OUTSIDE-R: a <race> ruler of its controller's sideboard, not sharing a name with one they keep
    # revealed, revealed until end of game ("a Seven Kings": a card of the race; the others: rulers).
    (
        re.compile(
            r"Reveal an? (?P<race>[A-Z][A-Za-z' ]{1,40}?)(?P<ruler> ruler)? you own (?:from )?outside (?:of )?the game that does not share a name with other (?P=race) rulers you own"
            r" revealed outside (?:of )?the game and keep it revealed until end of game",
            re.I,
        ),
        lambda m, slot: {
            "op": "search",
            "deck": "sideboard",
            "to": "revealed",
            "filter": {"races": [m.group("race")], **({"kinds": ["ruler"]} if m.group("ruler") else {})},
            "distinct_from": {"kinds": ["ruler"], "races": [m.group("race")]},
        },
    ),
    # fow-u-look: FOW-REVEAL-HAND-ANY-R: "(You may) reveal any number of <plural filter> (with different names) from your
    # hand": cards of the hand chosen one by one as it resolves, shown to all and kept in the hand.
    (
        re.compile(r"(?:You may )?Reveal any number of (?P<what>[A-Z][^.;]{0,60}?)(?P<diff> with different names)? from your hand", re.I),
        _reveal_from_hand,
    ),
    # fow-r-zoneplay: FOW-REMOVED-ALL-TO-GRAVEYARD-R: every card of a race (of the database) in your removed area.
    (re.compile(r"Put all (?P<race>[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*){0,2}) cards from your removed area into your graveyard"), _removed_race_to_graveyard),
    # FOW-GRAVEYARD-CHOSEN-FIELD-R: a resonator of a filter, chosen from your graveyard as it resolves (no target).
    (re.compile(r"Put (?P<what>an? (?:[^.;]{1,80}? )?resonator) from your graveyard into (?:your|the) field", re.I), _chosen_from_graveyard),
    # fow-s-trig: FOW-GRAVEYARD-NAMED-FIELD-R.
    (re.compile(r'Put (?P<what>a card named "[^"]{1,200}") from your graveyard into (?:your|the) field', re.I), _named_from_graveyard),
    # fow-hero3: FOW-RETURN-CHOSEN-R: one of your non-magic stone, non-J-ruler entities, chosen as it resolves, to its owner's hand.
    (
        re.compile(r"Return a non-magic stone, non-J-ruler entity you control to its owner's hand", re.I),
        lambda m, slot: {"op": "search", "deck": "field", "to": "hand", "must": True},
    ),
    # fow-m-filters: FOW-RETURN-CHOSEN-RACE-R: one (other) <Race> resonator of yours, chosen as it resolves.
    (
        re.compile(r"Return (?P<other>another|an?) (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) resonator you control to its owner's hand"),
        _return_chosen_race,
    ),
    # fow-hero3: FOW-GRAVEYARD-CHOSEN-HAND-R: a card of a filter, chosen from your graveyard as it resolves, into your hand.
    (re.compile(r"Put (?P<what>an? [^.;\"]{1,80}?) from your graveyard into your hand", re.I), _chosen_to_hand),
    # fow-z-zone: FOW-GRAVEYARD-CHOSEN-TOP-R: a card of the filter chosen from your graveyard, on top of your main deck.
    (re.compile(r"Put (?P<what>an? [^.;\"]{1,80}?) from your graveyard on top of your (?:main )?deck", re.I), _chosen_to_top),
    # fow-hero3: FOW-AT-END-REMOVED-HAND-R: up to one card of your removed area targeted now, put into your hand at
    # the end of this turn (if it is still there).
    (
        re.compile(r"At the end of this turn, put the targeted non-magic stone (?P<attr>light|fire|water|wind|darkness) card of your removed area into your hand", re.I),
        lambda m, slot: {
            "op": "at_end",
            "target": slot({"kind": "non_stone", "zone": "removed", "controller": "you", "attributes": [m.group("attr").lower()], "optional": True}),
            "then": "removed_hand",
        },
    ),
    # FOW-REMOVED-TO-HAND-R: a non-magic stone card (of an attribute), chosen from your removed area as it resolves.
    (
        re.compile(r"Put a non-magic stone (?:(?P<attr>light|fire|water|wind|darkness) )?card from your removed area into your hand", re.I),
        lambda m, slot: {"op": "search", "deck": "removed", "must": True, "filter": {"attributes": [m.group("attr").lower()]} if m.group("attr") else {}},
    ),
    # FOW-RUNE-FLIP-DOWN-R (fow-plain-runes): a revealed rune of your rune area, chosen as it resolves, flipped face down.
    (
        re.compile(r"Flip a revealed rune from your rune area face down", re.I),
        lambda m, slot: {"op": "search", "deck": "rune_area", "to": "face_down", "must": True},
    ),
    # FOW-SELF-FROM-GRAVEYARD-R: this card, put into its owner's graveyard by the event that triggered the
    # ability, back into their hand (lines.refuse_bad_self_targets keeps it to that trigger).
    (re.compile(r"Put this card from your graveyard into your hand", re.I), lambda m, slot: {"op": "from_graveyard", "target": "self", "to": "hand"}),
    # fow-t-grimm: FOW-SELF-GRAVEYARD-ADD-R: this card, an addition, from its owner's graveyard into the field added to one
    # target resonator its controller controls (lines.refuse_bad_self_targets keeps it to an addable addition's own trigger).
    (re.compile(rf"Add this card from your graveyard to {TARGET}", re.I), lambda m, slot: _self_added_from_graveyard(m, slot)),
    # FOW-SELF-FROM-GRAVEYARD-R: into its owner's field -- a resonator's only (lines.refuse_bad_self_targets).
    # FOW-GRAVEYARD-RESTED-R: "... into your field rested". fow-dec-c: "into the field" is the same place (CR
    # 1041.1: put into the field under the control of the player putting it, its owner).
    (
        re.compile(r"Put this card from your graveyard into (?:your|the) field(?P<rested> rested)?", re.I),
        lambda m, slot: {"op": "from_graveyard", "target": "self", "to": "field"} | ({"rested": True} if m.group("rested") else {}),
    ),
    # FOW-SELF-SHUFFLE-DECK-R: this card, from its owner's graveyard shuffled into their main deck (the same trigger).
    (re.compile(r"Shuffle this card from your graveyard into your main deck", re.I), lambda m, slot: {"op": "from_graveyard", "target": "self", "to": "deck"}),
    # FOW-BANISH-ANOTHER-R: a resonator of its controller's other than this card.
    (re.compile(r"Banish another resonator(?: you control)?", re.I), lambda m, slot: {"op": "banish", "player": "you", "what": "resonator", "other": True}),
    # fow-r-grimm: FOW-BANISH-RACE-R (fow-r-modal: FOW-BANISH-IF-YOU-DO-R): "Banish a <Race> resonator (you control)", a race the database prints.
    (re.compile(r"[Bb]anish an? (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) resonator(?: you control)?"), _banish_race),
    # fow-n-grimm: FOW-BANISH-YOUR-STONES-R -- "Banish N of your <attribute> magic stones": N magic stones of that
    # magic stone type (attribute) its controller controls, one banish decision each.
    (
        re.compile(r"Banish (?P<n>two|three|four|five) of your (?P<attr>light|fire|water|wind|darkness) magic stones", re.I),
        lambda m, slot: {"op": "banish", "player": "you", "what": "magic_stone", "amount": NUMBER_WORDS[m.group("n").lower()], "attributes": [m.group("attr").lower()]},
    ),
    # fow-n-grimm: FOW-BANISH-YOUR-STONES-R -- "put this card from its owner's graveyard into your field": into the
    # field of the ability's controller, under their control (CR 307.8b).
    (re.compile(r"Put this card from its owner's graveyard into your field", re.I), lambda m, slot: {"op": "from_graveyard", "target": "self", "to": "field", "yours": True}),
    # FOW-BANISH-N-R: the opponent banishes N resonators (magic stones) of their choice, one decision per card.
    (
        re.compile(r"Your opponent banishes (?P<n>two|three) (?P<what>resonators|magic stones)", re.I),
        lambda m, slot: {"op": "banish", "player": "opponent", "what": m.group("what").lower().rstrip("s").replace(" ", "_"), "amount": NUMBER_WORDS[m.group("n").lower()]},
    ),
    # FOW-GAIN-CONTROL-R: "Gain control of target resonator (until end of turn)"; no other duration.
    # FOW-GAIN-CONTROL-WHILE-R: "... as long as this card is in the field" (a target, or all the resonators
    # your opponent controls as it resolves).
    (re.compile(rf"Gain control of {TARGET}(?:(?P<until> until end of turn)|{_WHILE_HERE})?", re.I), lambda m, slot: _gain_control(m, slot)),
    (
        re.compile(rf"Gain control of all resonators your opponent controls{_WHILE_HERE}", re.I),
        lambda m, slot: {"op": "gain_control", "each": "opponent_resonators", "while_here": True},
    ),
    # FOW-NO-RECOVER-R: a target that skips its controller's next recovery.
    (
        # "their controller's" (the target's) says the same as "its controller's".
        re.compile(rf"{TARGET} doesn't recover during (?:its|their) controller's next recovery phase", re.I),
        lambda m, slot: {"op": "no_recover", "target": slot(target_spec(m))},
    ),
    # FOW-HAND-LOOK-R: the opponent's hand looked at or revealed, and a card of it chosen.
    (re.compile(r"Look at (?:your|target) opponent's hand", re.I), lambda m, slot: {"op": "look_hand"}),
    # fow-v-grimm: FOW-REVEAL-HAND-IF-NONE-R: the whole hand shown (read only as the optional effect before "If you have
    # no <Race> resonators in your hand", _conditional_effects; cards.py checks it).
    (re.compile(r"Reveal your hand", re.I), lambda m, slot: {"op": "reveal_hand"}),
    # fow-reiya-lapis: FOW-HAND-NAME-BAN-R (joined so by parse_effects).
    (
        re.compile(r"Look at your opponent's hand and choose a card; they cannot play cards of its name until the end of their next turn"),
        lambda m, slot: {"op": "look_hand", "choose": {}, "to": "name_ban"},
    ),
    (re.compile(r"(?:Your|Target) opponent reveals (?:their|his or her) hand", re.I), lambda m, slot: {"op": "look_hand", "reveal": True}),
    (
        re.compile(r"(?P<verb>Look at|Reveal) your opponent's hand and choose (?P<what>.+?) from among them; they (?P<to>discard|remove) it", re.I),
        lambda m, slot: {
            "op": "look_hand",
            "reveal": m.group("verb").lower() == "reveal",
            "choose": search_filter(m.group("what")),
            "to": "removed" if m.group("to").lower() == "remove" else "graveyard",
        },
    ),
    # FOW-TOKEN-R: "Put N [a/d] <attributes> <races> resonator token(s) (with [keywords]) into the field".
    (
        re.compile(
            r"[Pp]ut (?P<count>a|an|one|two|three|four|five|six) \[(?P<atk>\d{1,5})/(?P<def>\d{1,5})\] (?P<attrs>(?:light|fire|water|wind|darkness)(?:/(?:light|fire|water|wind|darkness))* )?"
            r"(?P<races>[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)*(?:(?:/|, )[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)*)*) resonator tokens?"
            r"(?: with (?P<kws>(?:\[[A-Za-z ]+\](?:,? and |, )?)+))? into (?:the|your) field(?: for each (?P<per>.+))?"  # fow-q-count: FOW-TOKENS-PER-R
        ),
        _tokens,
    ),
    # fow-o-b: FOW-ADDITION-TOKEN-R: "Put N <attribute> <races> addition token(s) (with no attribute) into the field".
    (
        re.compile(
            r"[Pp]ut (?P<count>a|an|one|two|three|four|five|six) (?P<attrs>(?:light|fire|water|wind|darkness) )?"
            r"(?P<races>[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)*(?:(?:/|, )[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)*)*) addition tokens?"
            r"(?P<none> with no attribute)? into (?:the|your) field"
        ),
        lambda m, slot: _addition_tokens(m),
    ),
    # FOW-EACH-PLAYER-CHOICE-R: each player banishes one of their own, the turn player first; fow-dec-c: a
    # "non-<Race> resonator" (one capitalised word, a race of the database) is one of none of that race.
    (
        re.compile(
            # fow-r-trig: FOW-BANISH-NON-RACE-WORDS-R: a race of two or three capitalised words ("non-<Race>").
            r"(?P<who>Each player|Your opponent) banishes (?:a|one) (?:non-(?P<race>(?-i:[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*){0,2})) )?(?P<special>special )?"
            r"(?P<what>resonator|magic stone|regalia)(?: they control)?",
            re.I,
        ),
        _each_player_banishes,
    ),
    # fow-r-trig: FOW-BANISH-NON-RACE-WORDS-R: its controller banishes a resonator of theirs of none of that race.
    (re.compile(r"(?P<who>Banish) (?:a|one) non-(?P<race>(?-i:[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*){0,2})) (?P<special>)(?P<what>resonator) you control", re.I), _each_player_banishes),
    (re.compile(rf"Prevent all damage (?:that would be dealt )?(?P<way>by|to|from) (?:(?P<self>{SELF})|{TARGET})(?: until end of turn| this turn)", re.I), _prevent),
    # FOW-PREVENT-GROUP-R: all damage by / to a group of J/resonators, or to you, until end of turn.
    (
        re.compile(r"Prevent all damage that would be dealt (?P<way>by|to) (?P<group>J/resonators|resonators|you)(?: (?P<whose>you control|your opponent controls))?(?: until end of turn| this turn)", re.I),
        _prevent_group,
    ),
    # fow-p-static: FOW-PREVENT-GROUP-RACE-R: "... to <Race> resonators (J/resonators) you control until end of turn".
    (
        re.compile(r"Prevent all damage that would be dealt to (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) (?P<group>J/resonators|resonators)(?: (?P<whose>you control|your opponent controls))?(?: until end of turn| this turn)"),
        _prevent_group,
    ),
    (
        re.compile(r"If damage would be dealt to (?P<group>J/resonators|resonators|you)(?: (?P<whose>you control|your opponent controls))? this turn, prevent (?P<amount>\d{1,5}) of it", re.I),
        _prevent_group,
    ),
    # fow-n-static: FOW-PREVENT-GROUP-KIND-R: "Prevent all damage you would be dealt by chants", "Prevent all non-battle
    # damage that would be dealt to you or J/resonators you control", until end of turn.
    (
        re.compile(r"Prevent all damage you would be dealt by chants(?: until end of turn| this turn)", re.I),
        lambda m, slot: {"op": "prevent_group", "way": "to", "group": "you", "by_chants": True},
    ),
    (
        re.compile(r"Prevent all non-battle damage that would be dealt to you or (?P<group>J/resonators|resonators) you control(?: until end of turn| this turn)", re.I),
        lambda m, slot: {"op": "prevent_group", "way": "to", "group": m.group("group").lower().replace("/", "_"), "whose": "you", "non_battle": True, "also_you": True},
    ),
    # fow-p-static: FOW-PREVENT-NEXT-YOU-R: the next damage (or the next N damage) to you this turn.
    (
        re.compile(r"Prevent the next (?:(?P<next>\d{1,5}) )?damage that would be dealt to you(?: until end of turn| this turn)", re.I),
        lambda m, slot: {"op": "prevent_group", "way": "to", "group": "you", "next": _hundreds(m.group("next"), "damage") if m.group("next") else 0},
    ),
    # FOW-PREVENT-NEXT-R: the next damage (or the next N damage) by or to a target J/resonator or this card.
    (
        re.compile(rf"Prevent the next (?:(?P<next>\d{{1,5}}) )?damage that would be dealt (?P<way>by|to) (?:(?P<self>{SELF})|{TARGET})(?: until end of turn| this turn|(?P<lasting>))", re.I),
        _prevent_next,
    ),
    (
        re.compile(
            r"(?P<verb>Look at|Reveal) the top (?P<n>[a-z]+|\d{1,2}) cards of your deck and (?P<how>you may reveal|reveal|you may take|take) "
            r"(?:(?P<upto>up to )?(?P<pick>\d{1,2}) of )?(?P<what>.+?) from among them "
            r"and put it into (?P<dest>your hand|your graveyard|the field); the rest to the (?P<rest>bottom in a random order|bottom in any order|top in any order|graveyard|removed area)",
            re.I,
        ),
        _look_top,
    ),
    # FOW-EXPLORATION-R: "Exploration N" -- of the top N cards, a Treasure may be revealed and removed from
    # the game; the rest to the bottom in any order.
    (
        re.compile(r"\[?Exploration\]? (?P<n>[1-9])", re.I),
        lambda m, slot: {"op": "search", "top": int(m.group("n")), "filter": {"races": ["Treasure"]}, "to": "removed", "rest": "arrange"},
    ),
    # FOW-ARRANGE-R: Foresee N, and the cards looked at put back on top in any order.
    (re.compile(r"Foresee (?P<n>[1-9])", re.I), lambda m, slot: {"op": "arrange", "count": int(m.group("n")), "to": "either"}),
    (
        re.compile(r"Look at the top (?P<n>[a-z]+|\d{1,2}) cards of your (?:main |(?P<stone>magic stone ))?deck,? (?:and|then) put them back in any order", re.I),
        # FOW-ARRANGE-STONE-R: those of the magic stone deck.
        lambda m, slot: {"op": "arrange", "count": _top_count(m.group("n")), "to": "top"} | ({"deck": "stone"} if m.group("stone") else {}),
    ),
    (
        re.compile(
            r"Search your magic stone deck for (?P<what>an? (?:card|(?:non-special |basic )?magic stone)|a card named \"[^\"]{1,200}\") and put it into "
            r"(?:your|the) (?:field|magic stone area)(?P<rested> rested)?",
            re.I,
        ),
        _search_stone,
    ),
    # FOW-SEARCH-TOP-R: the card found goes on top of the deck its search shuffled (one sentence, see
    # :func:`parse_effects`).
    (re.compile(r"Search your (?P<stone>magic stone |main )?deck for (?P<what>[^;]+?); shuffle the rest and put that card on top", re.I), _search_top),
    # fow-m-look: FOW-SEARCH-EACH-R: one card of each of several filters.
    (
        re.compile(
            r"Search your? (?:main )?deck for (?P<what>(?:up to one|an?) .+? (?:and/or (?:for )?an?|and up to one|and/or(?= (?:light|fire|water|wind|darkness) [A-Z])) .+?)(?:,? reveal them,? and put them into your hand"
            r"|(?P<field>,? and put them into (?:the|your) field))",
            re.I,
        ),
        _search_each,
    ),
    (
        re.compile(
            r"Search your (?:main )?deck for (?:up (?:to|ot) )?(?P<n>two|three|four|X) (?P<what>.+?)(?:,? reveal them,? and put them into your hand|(?P<grave>,? and put them into your graveyard)"
            r"|(?P<field>,? and put them into (?:the|your) field))",
            re.I,
        ),
        _search_up_to,
    ),
    (
        re.compile(
            r"Search your? (?:main )?deck,? fo?r (?P<what>.+?)(?:,? reveal it,? an[d]? put (?:put )?it (?:in|into) your hand|(?P<grave> and put it into your graveyard)"
            r"|(?P<field>,? (?:reveal it,? )?and put it into (?:the|your) field(?P<rested> rested)?)|(?P<hidden> and put (?:put )?it into your hand)"
            r"|(?P<onto> and add it to a resonator))",
            re.I,
        ),
        _search,
    ),
    # FOW-PUT-FROM-HAND-R: "Put a <filter> from your hand into your (the) field".
    (re.compile(r"Put (?P<what>an? .+?) from your hand into (?:your|the) field(?P<rested> rested)?", re.I), _put_from_hand),
    # fow-s-grimm-b: FOW-ADD-FROM-HAND-R: "Add <a card named "X"> from your hand to this card".
    (re.compile(r"Add (?P<what>an? .+?) from your hand to this card", re.I), _add_from_hand),
    # FOW-HAND-TO-TOP-R: "Put a card from your hand on top of your (main) deck" -- one card of the hand, chosen
    # (must, while the hand holds one) as the effect resolves, goes on top of its owner's main deck, unrevealed.
    # fow-alice-nv: FOW-HAND-TO-BOTTOM-R: "... on the bottom of your (main) deck".
    (
        re.compile(r"Put a card from your hand on (?P<where>top|the bottom) of your (?:main )?deck", re.I),
        lambda m, slot: {"op": "search", "deck": "hand", "to": "top" if m.group("where").lower() == "top" else "bottom", "must": True},
    ),
    # FOW-NAME-CARD-R / FOW-CHOOSE-RACE-R: the declaration, made as the effect resolves.
    (re.compile(r"Name a card", re.I), lambda m, slot: {"op": "declare", "what": "card_name"}),
    (re.compile(r"Choose a race", re.I), lambda m, slot: {"op": "declare", "what": "race"}),
    (re.compile(r"Choose a number", re.I), lambda m, slot: {"op": "declare", "what": "number"}),
    # FOW-GAIN-CHOSEN-RACE-R: the race declared before it, gained by each of the group until end of turn.
    (
        re.compile(r"(?P<noun>Resonators|J/resonators) you control gain the chosen race until end of turn", re.I),
        lambda m, slot: {"op": "modify", "each": "your_j_resonators" if m.group("noun").lower().startswith("j/") else "your_resonators", "chosen_race": True},
    ),
    # fow-w-grimm: FOW-BECOMES-CHOSEN-RACE-R: the race declared before it becomes the target's only race until end of turn.
    (
        re.compile(rf"{TARGET} loses all races and becomes the chosen race until end of turn", re.I),
        lambda m, slot: _becomes_chosen_race(m, slot),
    ),
    # FOW-CHOOSE-ATTRIBUTE-R: one of the five attributes, declared as the effect resolves, and the card it
    # changes until end of turn (this card, or one target J/resonator, addition or regalia).
    (re.compile(r"Choose an attribute", re.I), lambda m, slot: {"op": "declare", "what": "attribute"}),
    (re.compile(rf"(?:(?P<self>{SELF})|{TARGET}) becomes the chosen attribute until end of turn", re.I), lambda m, slot: _becomes_chosen_attribute(m, slot)),
    (
        re.compile(r"Reveal the top (?P<n>two|three|four|five|six|seven|eight|nine|ten) cards of your (?:main )?deck; put all of them with the named card's name into your hand and shuffle the rest back", re.I),
        lambda m, slot: {"op": "reveal_top_all", "count": _TOP_COUNTS[m.group("n").lower()], "filter": {"named": True}},
    ),
    # FOW-STRANGER-RANDOM-R: one (two) cards of the controller's stranger deck picked at random, into the hand or the
    # field, or removed from the game.
    (
        re.compile(
            r"Choose (?P<n>a card|two cards) from your Stranger deck at random,? and (?:put (?:it|them) into (?P<to>your hand|the field|your field)|(?P<removed>remove (?:it|them) from the game))",
            re.I,
        ),
        lambda m, slot: {
            "op": "from_stranger",
            "count": 2 if m.group("n").lower() == "two cards" else 1,
            "to": "removed" if m.group("removed") else "hand" if m.group("to").lower() == "your hand" else "field",
        },
    ),
    # FOW-REVEAL-RANDOM-R: a card of the opponent's hand revealed at random, discarded if of the chosen total cost.
    (
        re.compile(r"Your opponent reveals a card from (?:their|his or her) hand at random; they discard it if its total cost is equal to the chosen number", re.I),
        lambda m, slot: {"op": "reveal_random", "discard_if": {"chosen_cost": True}},
    ),
    (
        re.compile(
            r"Reveal cards from the top of your (?:main )?deck until you reveal (?P<what>.+?); Put that card into (?P<to>your hand|your field|the field),? and "
            r"(?P<rest>remove the rest from the game|shuffle the rest into your (?:main )?deck|(?:put )?the rest on the bottom of your (?:main )?deck in a random order)",
            re.I,
        ),
        _reveal_until,
    ),
    (
        re.compile(r"Search your opponent's (?:main )?deck, graveyard,? and hand for all cards that share a name with the named card and remove them from the game; they shuffle", re.I),
        lambda m, slot: {"op": "remove_all", "filter": {"named": True}},
    ),
    # FOW-HAND-ALL-NAMED-R: every card of the revealed hand with the declared name is discarded.
    (
        re.compile(r"(?:Your|Target) opponent reveals (?:their|his or her) hand,? and discards all cards (?:that share|sharing) a name with the named card", re.I),
        lambda m, slot: {"op": "look_hand", "reveal": True, "choose": {"named": True}, "all": True},
    ),
    # FOW-NO-ATTACK-RESONATORS-R: the opponent's resonators kept from attacking yours for the rest of the turn.
    (
        re.compile(r"Resonators your opponent controls cannot attack resonators you control (?:until end of turn|this turn)", re.I),
        lambda m, slot: {"op": "forbid_attack_resonators"},
    ),
    # FOW-HAND-LOOK-TARGET-R: the target player's hand looked at, a card of it chosen and discarded.
    (
        re.compile(r"Look at target player's hand and choose (?P<what>.+?) from among them; they discard it", re.I),
        lambda m, slot: {"op": "look_hand", "choose": search_filter(m.group("what")), "target": slot({"kind": "player"})},
    ),
    # FOW-EACH-PLAYER-DRAWS-R: "Each player draws N cards".
    (re.compile(r"Each player draws (?P<count>a|one|two|three) cards?", re.I), lambda m, slot: _draw(m, slot) | {"player": "each"}),
    # FOW-REMOVE-FROM-BATTLE-R: "Remove target attacking J/resonator (resonator) from battle".
    (re.compile(rf"Remove {TARGET} from battle", re.I), lambda m, slot: _remove_from_battle(m, slot)),
    # fow-n-grimm: FOW-DESTROY-BATTLE-PAIR-R (the two sentences joined by parse_effects).
    (
        re.compile(r"Destroy blocking resonator and blocked resonator; this card deals (?P<n>[1-9]\d{0,3}00) damage to each controller of those resonators", re.I),
        lambda m, slot: {"op": "destroy_battle", "damage": int(m.group("n"))},
    ),
    # fow-r-standby: FOW-DESTROY-BATTLE-PAIR-J-R: the J/resonator pair (a J-ruler too).
    (
        re.compile(r"Destroy a blocking J/resonator and a blocked J/resonator; this card deals (?P<n>[1-9]\d{0,3}00) damage to each controller of those J/resonators", re.I),
        lambda m, slot: {"op": "destroy_battle", "damage": int(m.group("n")), "j_resonators": True},
    ),
    # FOW-NAMED-GROUP-GAINS-R: "Cards named "X" you control (your opponent controls) gain ..." -- the J/resonators
    # of that name, when the database prints it on resonators alone.
    (
        re.compile(r'Cards named "(?P<name>[^"]{1,200})" (?P<whose>you control|your opponent controls) gain (?P<rest>.+)'),
        lambda m, slot: _named_group_gains(m, slot),
    ),
    # FOW-RACE-GROUP-GAINS-R: "(Other) <Races> you control (your opponent controls) gain ..." -- the J/resonators
    # of that printed race (FOW-PLURAL-RACE-R).
    (
        # fow-y-abc: FOW-RACE-NUMBER-GROUP-R: a race named with a figure ("Squad <N>") is its own plural.
        re.compile(r"(?P<other>Other )?(?!(?:J/)?[Rr]esonators\b|All\b|Each\b)(?P<races>[A-Z][\w'-]*(?: (?:[A-Z][\w'-]*|\d{1,3})){0,3}) (?P<whose>you control|your opponent controls) gain (?P<rest>.+)"),
        lambda m, slot: _race_group_gains(m, slot),
    ),
    # FOW-RACE-GROUP-GAINS-R: "target <Race> gains ..." of a race printed on resonators only.
    # fow-n-rulers: "target J-Ruler" is the card type (FOW-TARGET-J-RULER-GAINS-R), no race.
    (re.compile(r"(?P<head>(?:Another )?[Tt]arget )(?!J-Ruler\b)(?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})(?P<whose> you control| your opponent controls)? gains (?P<rest>.+)"), lambda m, slot: _race_target_gains(m, slot)),
    # FOW-SHUFFLE-GRAVEYARD-R: rewritten so by parse_effects.
    (re.compile(r"Target player shuffles their graveyard into their decks"), lambda m, slot: {"op": "shuffle_graveyard", "target": slot({"kind": "player"})}),
    # fow-s-grimm-a: FOW-NEXT-DAMAGE-TO-YOU-R: "the next damage this card would deal this turn is dealt to you instead".
    (
        re.compile(rf"The next damage {SELF} would deal this turn is dealt to you instead", re.I),
        lambda m, slot: {"op": "modify", "target": "self", "next_damage_to_you": True, "until": "turn"},
    ),
    # fow-s-grimm-a: FOW-MOVE-ADDITION-R: "Move target [Addition:Resonator] you control onto another resonator".
    (re.compile(rf"Move {TARGET} onto another resonator", re.I), _move_addition),
    # fow-s-grimm-a: FOW-SWAP-STATS-R: "swap (the) ATK and DEF of this card / <target J/resonator> until end of turn".
    (re.compile(rf"Swap (?:the )?ATK and DEF of {SELF} until (?:the )?end of (?:the )?turn", re.I), lambda m, slot: {"op": "modify", "target": "self", "swap": True, "until": "turn"}),
    (re.compile(rf"Swap (?:the )?ATK and DEF of {TARGET} until (?:the )?end of (?:the )?turn", re.I), _swap_target),
    # fow-z-stats: FOW-ATK-TO-DEF-R: the ATK of this card / <target J/resonator> made equal to its DEF for the turn.
    (re.compile(rf"{SELF}'s ATK becomes equal to its DEF until (?:the )?end of (?:the )?turn", re.I), lambda m, slot: {"op": "modify", "target": "self", "atk_to_def": True, "until": "turn"}),
    (re.compile(rf"{TARGET}'s ATK becomes equal to its DEF until (?:the )?end of (?:the )?turn", re.I), lambda m, slot: _swap_target(m, slot, "atk_to_def")),
    # fow-wide6: FOW-LOSE-ABILITIES-WHILE-R: "<target> loses all abilities as long as this card is in a (the) field".
    (re.compile(rf"{TARGET} loses all abilities as long as this card is in (?:a|the) field", re.I), lambda m, slot: _lose_abilities_while(m, slot)),
    # FOW-PRINTED-ATK-R: "<target>'s printed ATK becomes N until end of turn".
    (
        re.compile(rf"{TARGET}'s printed ATK becomes (?P<value>\d{{1,5}}) until end of turn", re.I),
        lambda m, slot: _printed_atk(m, slot),
    ),
    # fow-n-static: FOW-BECOMES-STATS-R: "<target> (loses all abilities and) becomes a [A/D] (<Race>) (with [Keyword])
    # until end of turn".
    (
        re.compile(
            rf"{TARGET} (?P<lose>loses all abilities and )?becomes (?:an? )?\[(?P<atk>\d{{1,5}})/(?P<def>\d{{1,5}})\]"
            r"(?: (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}))?(?: with (?P<kws>\[[A-Za-z ]+\](?: and \[[A-Za-z ]+\])*))? until end of turn",
            re.I,
        ),
        lambda m, slot: _becomes_stats(m, slot),
    ),
    # fow-u-gains: FOW-BECOMES-RACE-R: "<target> (loses all races and) becomes a <Race> until end of turn".
    (
        re.compile(rf"{TARGET} (?:loses all races and )?becomes an? (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){{0,3}}) until end of turn", re.I),
        lambda m, slot: _becomes_race(m, slot),
    ),
    # fow-r-standby: FOW-BECOMES-STATS-GROUP-R: "(each / all) <J/resonators of a group> (lose all abilities and) become [A/D]
    # until end of turn".
    (
        re.compile(
            rf"(?:All |Each )?{_EACH_PRE}(?P<noun>J/resonators?|resonators?){_EACH_MAX}{_WHOSE} (?P<lose>loses? all abilities and )?becomes? "
            r"(?:an? )?\[(?P<atk>\d{1,5})/(?P<def>\d{1,5})\] until end of turn",
            re.I,
        ),
        lambda m, slot: _becomes_each(m),
    ),
    # FOW-LOOK-STONE-NEW-NAME-R (fow-grimm-e): the top card of your magic stone deck looked at.
    (re.compile(r"Look at the top card of your magic stone deck", re.I), lambda m, slot: {"op": "look_top", "stone": True}),
    # FOW-LOOK-TOP-ALONE-R: the top card of a main deck looked at, with nothing more done with it.
    (
        re.compile(r"Look at the top card of (?P<whose>your|your opponent's|target opponent's) (?:main )?deck", re.I),
        lambda m, slot: {"op": "look_top", "player": "you" if m.group("whose").lower() == "your" else "opponent"},
    ),
    # fow-m-trig: FOW-TRIG-THAT-OBJECT-R: the spell or ability whose playing triggered the ability (the line reader
    # writes "cancel that spell or ability" / "cancel it" of such a trigger so).
    (re.compile(r"Cancel the object that triggered this ability", re.I), lambda m, slot: {"op": "cancel", "target": "that_object"}),
]
# "[+X/+Y], [A] and [B]" / "[+X/+Y], [A], and [B]": a list of changes after the ATK/DEF one, too.
_PUMP_TAIL = rf"(?:\[{_STAT}\](?:(?:,? and |, )(?P<kws>(?:\[[A-Za-z ]+\](?:,? and |, | )?)+))?|(?P<kwsonly>(?:\[[A-Za-z ]+\](?:,? and |, | )?)+)){_UNTIL}"
# "Target resonator gain [...]" (a misprint of "gains" on some old cards) says the same.
_PUMP_TARGET = re.compile(rf"{TARGET} gains? {_PUMP_TAIL}", re.I)
_PUMP_EACH = [
    re.compile(rf"(?:All )?{_EACH_PRE}(?P<noun>J/resonators|resonators){_EACH_MAX}{_WHOSE} gains? {_PUMP_TAIL}", re.I),
    re.compile(rf"Each {_EACH_PRE}(?P<noun>J/resonator|resonator){_EACH_MAX}{_WHOSE} gains {_PUMP_TAIL}", re.I),
]
_PUMP_SELF = re.compile(rf"{SELF} gains {_PUMP_TAIL}", re.I)
# fow-s-trig: FOW-ENTERING-GAINS-R: "the entering card gains ..." -- the card whose entering triggered the ability.
_PUMP_ENTERING = re.compile(rf"The entering card gains {_PUMP_TAIL}", re.I)
# FOW-YOUR-J-RULER-GAINS-R: "Your J-ruler gains ... until end of turn": the J-ruler its controller has in the
# field as it resolves (a card of the "your cards" scope of the type J-ruler; a ruler in its ruler area is none).
_PUMP_YOUR_J_RULER = re.compile(rf"Your J-ruler gains {_PUMP_TAIL}", re.I)
# FOW-GAINS-ONE-OF-R: "This card gains [A], [B], or [C] until end of turn" -- one change of the list.
_PUMP_SELF_ONE_OF = re.compile(rf"{SELF} gains (?P<opts>(?:\[[^\]]+\],? )+or \[[^\]]+\]) until end of turn", re.I)
# FOW-GAINS-ONE-OF-R: "Target resonator gains [A] or [B] until end of turn" -- one change for the target.
_PUMP_TARGET_ONE_OF = re.compile(rf"{TARGET} gains (?P<opts>(?:\[[^\]]+\],? )+or \[[^\]]+\]) until end of turn", re.I)


def _modify_one_of(m: re.Match[str]) -> dict[str, Any]:
    """FOW-GAINS-ONE-OF-R: each bracketed token is one option, an ATK/DEF change or a keyword; the
    controller chooses one of them as the effect resolves."""
    options: list[dict[str, Any]] = []
    for token in re.findall(r"\[([^\]]+)\]", m.group("opts")):
        stat = re.fullmatch(_STAT, token)
        if stat is not None:
            options.append({"atk": _hundreds(stat.group("atk"), "ATK change"), "def": _hundreds(stat.group("def"), "DEF change")})
            continue
        keywords = keywords_of(f"[{token}]")
        if any(k in STATUS_FLAGS for k in keywords):
            raise Unsupported(f"[{token}] as one change of a list is not in the vocabulary")
        options.append({"keywords": keywords})
    return {"op": "modify", "target": "self", "one_of": options, "until": "turn"}
# FOW-LOSE-KEYWORD-R: "<target / J/resonators of a scope> (gain [+X/+Y] and) lose(s) [keywords] until end of turn".
_LOSE_KWS = r"(?P<lose>(?:\[[A-Za-z ]+\](?:,? and |, | )?)+)"
_LOSE_TARGET = re.compile(rf"{TARGET} loses {_LOSE_KWS} until end of turn", re.I)
# fow-u-gains: FOW-LOSE-ONE-OF-R: "<target> loses [A], [B] or [C] until end of turn" -- one keyword of the list.
_LOSE_TARGET_ONE_OF = re.compile(rf"{TARGET} loses (?P<opts>(?:\[[^\]]+\],? )+or \[[^\]]+\]) until end of turn", re.I)
# fow-u-gains: FOW-LOSE-ONE-OF-R: "If it does, another target <J/resonator> gains that ability until end of turn".
_PASSES_TO = re.compile(rf"If it does, (?P<to>{TARGET}) gains that ability until end of turn", re.I)


def _lose_one_of(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """fow-u-gains: FOW-LOSE-ONE-OF-R: one target J/resonator loses one keyword of the list, chosen by the controller as
    the effect resolves (FOW-GAINS-ONE-OF-R's choice); an option that is no single keyword is refused."""
    spec = target_spec(m)
    if spec["kind"] not in ("j_resonator", "resonator"):
        raise Unsupported(f"a {spec['kind']} losing one keyword of a list is not in the vocabulary")
    effect = _modify_one_of(m)
    if any(set(option) != {"keywords"} or len(option["keywords"]) != 1 for option in effect["one_of"]):
        raise Unsupported("losing one change of a list that is not one keyword each is not in the vocabulary")
    return effect | {"target": slot(spec), "lose_one": True}


def passes_to(sentence: str, effects: list[dict[str, Any]], slot: Slot) -> bool:
    """fow-u-gains: FOW-LOSE-ONE-OF-R: "If it does, another target <J/resonator> gains that ability until end of turn"
    after FOW-LOSE-ONE-OF-R's loss: the keyword lost passes to that target (a slot of its own: never the first target,
    CR 903.2i).  False when the sentence is not of this form; after anything else it is refused."""
    match = _PASSES_TO.fullmatch(sentence)
    if match is None:
        return False
    previous = effects[-1] if effects else {}
    if not previous.get("lose_one") or "passes_to" in previous or not match.group("another"):
        raise Unsupported("'If it does, another target gains that ability' after no loss of one keyword of a list is not in the vocabulary")
    spec = target_spec(match)
    if spec["kind"] not in ("j_resonator", "resonator"):
        raise Unsupported(f"a {spec['kind']} gaining the keyword lost is not in the vocabulary")
    spec.pop("other", None)  # "another": other than the first target (distinct slots), not other than this card
    previous["passes_to"] = slot(spec)
    return True
_LOSE_EACH = re.compile(rf"(?:All )?{_EACH_PRE}(?P<noun>J/resonators|resonators){_EACH_MAX}{_WHOSE} gain \[{_STAT}\] and lose {_LOSE_KWS} until end of turn", re.I)


def _lost_keywords(text: str) -> list[str]:
    lost = keywords_of(text)
    if not lost or any(k in STATUS_FLAGS for k in lost):
        raise Unsupported(f"losing {text!r} is not in the vocabulary")
    return lost


def _lose_target(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    return _j_resonator_until_end(m, slot, "losing keywords", {"lose": _lost_keywords(m.group("lose"))})


def _lose_each(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    effect = {"op": "modify", "atk": _hundreds(m.group("atk"), "ATK change"), "def": _hundreds(m.group("def"), "DEF change"), "lose": _lost_keywords(m.group("lose"))}
    return _with_among(effect | {"each": _scope(m), "until": "turn"}, m)


class _PumpMatch:
    """A pump match with one ``kws`` group whichever alternative matched."""

    def __init__(self, m: re.Match[str]) -> None:
        self.m = m

    def group(self, name: str) -> Any:
        if name == "kws":
            return self.m.group("kws") or self.m.group("kwsonly")
        return self.m.group(name)


_BARRIER_WORDING = re.compile(
    r"(?P<who>.+?) cannot be targeted by spells or abilities your opponent controls(?P<until> until end of turn| until end of battle)?"
    # fow-y-cant: FOW-BARRIER-DURING-TURN-R: "... during your opponent's turn" (your turn): [Barrier] while it is that turn.
    r"(?P<during> during your (?:opponent's )?turn)?",
    re.I,
)


# ... and "X cannot be destroyed until (the) end of turn and gain [K] until end of turn" (ACN-136): both until
# end of turn, "X gains [Eternal] and [K] until end of turn".
_ETERNAL_WORDING = re.compile(
    r"(?P<who>.+?) cannot be destroyed(?:(?P<until> until end of turn| until end of battle)|(?P<also> until (?:the )?end of turn and gains? (?P<kws>\[[A-Za-z ]+\](?:(?:,? and |, )\[[A-Za-z ]+\])*) until end of turn))?(?P<rest> as long as .+)?",
    re.I,
)


def barrier_reading(sentence: str) -> str:
    """FOW-KW-BARRIER-READ-R: "X cannot be targeted by spells or abilities your opponent controls" is the
    definition of [Barrier] (CR 1120.2), read as "X gains [Barrier]"; FOW-KW-ETERNAL-READ-R: "X cannot be
    destroyed" is the definition of [Eternal] (CR 1139.2), read as "X gains [Eternal]"; any other sentence
    is unchanged."""
    match = _BARRIER_WORDING.fullmatch(sentence.strip())
    if match is not None:
        if match.group("during") and match.group("until"):
            return sentence
        return f"{match.group('who')} gains [Barrier]{match.group('until') or match.group('during') or ''}"
    match = _ETERNAL_WORDING.fullmatch(sentence.strip())
    if match is not None and " by " not in match.group("who"):
        verb = "gain" if _PLURAL_WHO.search(match.group("who")) else "gains"
        if match.group("also"):
            return f"{match.group('who')} {verb} [Eternal] and {match.group('kws')} until end of turn{match.group('rest') or ''}"
        return f"{match.group('who')} {verb} [Eternal]{match.group('until') or ''}{match.group('rest') or ''}"
    return sentence


_PLURAL_WHO = re.compile(r"\b(?:resonators|J/resonators)(?: you control| your opponent controls)?$", re.I)


_UNTARGETABLE_WORDING = re.compile(r"(?P<who>.+?) cannot be targeted by spells or abilities(?P<until> until end of turn| until end of battle)?", re.I)


def untargetable_reading(sentence: str) -> str:
    """FOW-UNTARGETABLE-R: "X cannot be targeted by spells or abilities" (any player's, unlike
    [Barrier]) is read as "X gains [cannot be targeted]", the continuous vocabulary's marker; any other
    sentence is unchanged."""
    match = _UNTARGETABLE_WORDING.fullmatch(sentence.strip())
    if match is None:
        return sentence
    return f"{match.group('who')} gains [cannot be targeted]{match.group('until') or ''}"


_EACH_PLAYER_AND = re.compile(rf"(?P<who>Deal|{SELF} deals) (?P<amount>\d{{1,6}}) damage to each player and (?P<noun>J/resonator|resonator)", re.I)


# fow-m-filters: FOW-REST-BOTH-GROUPS-R.
_REST_BOTH = re.compile(r"(?P<verb>Rest|Recover) all (?P<a>J/resonators|magic stones) and (?P<b>J/resonators|magic stones) (?P<whose>you control|your opponent controls)", re.I)
# fow-m-filters: FOW-DAMAGE-PLAYER-AND-EACH-R.
_PLAYER_AND_EACH = re.compile(
    rf"(?P<who>Deal|{SELF} deals) (?P<amount>\d{{1,6}}) damage to (?P<player>your opponent|you) and each (?P<group>(?:other )?(?:J/)?resonator)"
    r"(?:(?P<they> they control)|(?P<whose> you control| your opponent controls))?",
    re.I,
)


def each_player_and(sentence: str) -> list[str]:
    """FOW-DAMAGE-EACH-PLAYER-AND-R: "deals N damage to each player and (J/)resonator" is that damage to
    each player and to each (J/)resonator; other sentences are unchanged."""
    match = _EACH_PLAYER_AND.fullmatch(sentence.strip())
    if match is None:
        # fow-m-filters: FOW-DAMAGE-PLAYER-AND-EACH-R: "deals N damage to your opponent (you) and each <group>" is that
        # damage to the player and to each card of the group ("they control": the opponent just named).
        both = _PLAYER_AND_EACH.fullmatch(sentence.strip())
        pair = _REST_BOTH.fullmatch(sentence.strip())
        if pair is not None and pair.group("a").lower() != pair.group("b").lower():
            # fow-m-filters: FOW-REST-BOTH-GROUPS-R: "Rest (Recover) all J/resonators and magic stones <whose>" is both.
            return [f"{pair.group('verb')} all {pair.group('a')} {pair.group('whose')}", f"{pair.group('verb')} all {pair.group('b')} {pair.group('whose')}"]
        if both is None or (both.group("they") and both.group("player").lower() != "your opponent"):
            return [sentence]
        head = f"{both.group('who')} {both.group('amount')} damage to"
        whose = " your opponent controls" if both.group("they") else both.group("whose") or ""
        return [f"{head} {both.group('player')}", f"{head} each {both.group('group')}{whose}"]
    head = f"{match.group('who')} {match.group('amount')} damage to each"
    return [f"{head} player", f"{head} {match.group('noun')}"]


_STATUS_WORDING = re.compile(
    r"(?P<who>.+?) (?P<what>can(?:not|'t) be blocked|can(?:not|'t) attack or block|can(?:not|'t) attack|can(?:not|'t) block|loses? all abilities)(?P<until> until end of turn| until end of battle| this turn)", re.I
)


_PLAYERS_WORDING = re.compile(r"This card gains (?P<kws>\[[A-Za-z ]+\](?:,? \[[A-Za-z ]+\])*),? and cannot attack players until end of turn", re.I)


_NORMAL_SPELLS_WORDING = re.compile(
    r"(?P<who>(?:another )?target (?:J/)?resonator(?: you control)?) cannot be targeted by (?:normal|non-resonator) spells your opponents? controls?"
    r"(?P<until> until end of turn| this turn)",
    re.I,
)


_BARRIER_KIND_UNTIL = re.compile(r"\[Barrier\] \((?P<kind>Chant|Resonator)\)(?= until end of turn$| and )", re.I)
_BARRIER_ATTR_UNTIL = re.compile(r"\[Barrier\] (?P<syms>(?:\{[WRUGB]\}){1,5})(?= until end of turn$| and )", re.I)


def status_reading(sentence: str) -> str:
    """FOW-STATUS-UNTIL-R: "X cannot be blocked / cannot attack / cannot block (or both) until end of
    turn" is read as "X gains [cannot be blocked] until end of turn" (markers of the one-time vocabulary);
    any other sentence is unchanged."""
    # fow-o-b: FOW-BARRIER-KIND-UNTIL-R: "X gains [Barrier] (Chant) (or (Resonator)) until end of turn" -- the
    # marker [barrier chant] ([barrier resonator]); only with that duration (a continuous ability's is the card's own).
    sentence = _BARRIER_KIND_UNTIL.sub(lambda m: f"[barrier {m.group('kind').lower()}]", sentence) if sentence.strip().endswith(" until end of turn") else sentence
    # fow-s-deal: FOW-BARRIER-ATTR-UNTIL-R: "[Barrier] {R}{B}" -- one marker for each attribute symbol, with that duration only.
    sentence = (
        _BARRIER_ATTR_UNTIL.sub(lambda m: " and ".join(f"[barrier {WILL_SYMBOLS[s]}]" for s in re.findall(r"\{([WRUGB])\}", m.group("syms"))), sentence)
        if sentence.strip().endswith(" until end of turn")
        else sentence
    )
    normal = _NORMAL_SPELLS_WORDING.fullmatch(sentence.strip())
    if normal is not None:
        # FOW-UNTARGETABLE-NORMAL-R (fow-grimm-e): a normal spell is a non-resonator spell (CR 1406.2).
        until = " until end of turn" if normal.group("until").lower() == " this turn" else normal.group("until")
        return f"{normal.group('who')} gains [cannot be targeted by normal spells]{until}"
    players = _PLAYERS_WORDING.fullmatch(sentence.strip())
    if players is not None:
        # fow-y-cant: FOW-CANNOT-ATTACK-PLAYERS-UNTIL-R: "This card gains [A], [B], and cannot attack players until end
        # of turn": the keywords and the marker [cannot attack players], all until end of turn.
        return f"This card gains {players.group('kws')} and [cannot attack players] until end of turn"
    match = _STATUS_WORDING.fullmatch(sentence.strip())
    if match is None:
        return sentence
    what = match.group("what").lower().replace("can't", "cannot")  # the contraction says the same
    # FOW-LOSE-ABILITIES-R: "loses all abilities until end of turn" is the marker [no abilities].
    what = "no abilities" if what.endswith("all abilities") else what
    markers = "[cannot attack] and [cannot block]" if what == "cannot attack or block" else f"[{what}]"
    verb = "gain" if _PLURAL_WHO.search(match.group("who")) else "gains"
    # "this turn" lasts as long as "until end of turn".
    until = " until end of turn" if match.group("until").lower() == " this turn" else match.group("until")
    return f"{match.group('who')} {verb} {markers}{until}"


_CHOSEN_RACE = re.compile(r"(?P<a>.*?)(?P<all>\b(?:all|each) )?(?P<noun>J/resonators|resonators) of the chosen race(?P<b>.*)", re.I)


def _of_chosen_race(match: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-CHOOSE-RACE-R: "<effect on (all) J/resonators (resonators) of the chosen race>": the effect on each
    J/resonator (resonator) of its scope, of the race declared before it (``chosen_race``); "to J/resonators"
    without "all"/"each" is each of them.  An effect on no each/all scope, or already filtered by race, is refused."""
    a, noun, b = match.group("a"), match.group("noun"), match.group("b")
    readings = [f"{a}{match.group('all') or ''}{noun}{b}"]
    if not match.group("all"):
        readings.append(f"{a}each {noun[:-1]}{b}")
    effect: dict[str, Any] | None = None
    for reading in readings:
        try:
            effect = parse_sentence(reading, slot)
            break
        except Unsupported:
            continue
    if effect is None or not effect.get("each") or effect.get("target") is not None or (effect.get("among") or {}).get("races"):
        raise Unsupported(f"no vocabulary entry matches {match.group(0)!r}")
    effect.setdefault("among", {})["chosen_race"] = True
    return effect


def parse_sentence(sentence: str, slot: Slot) -> dict[str, Any]:
    """One effect of the vocabulary for one sentence (no final full stop); raises :class:`Unsupported`."""
    body = status_reading(untargetable_reading(barrier_reading(sentence.strip())))
    chosen = _CHOSEN_RACE.fullmatch(body)
    if chosen is not None:
        return _of_chosen_race(chosen, slot)
    for pattern, build in FAMILIES:
        match = pattern.fullmatch(body)
        if match is not None:
            return build(match, slot)
    raced = _RACE_GAINS.fullmatch(body)
    if raced is not None and _resonator_race(raced.group("race")):
        # fow-s-deal: FOW-TARGET-RACE-GAINS-R: "Target <Race> gains ..." of a race the database prints on resonators (and
        # chants) only is a target <Race> J/resonator (as FOW-ATK-DAMAGE-RACE-R reads it).
        body = f"Target {raced.group('race')} J/resonator{raced.group('whose') or ''} {raced.group('rest')}"
    match = _PUMP_TARGET.fullmatch(body)
    if match is not None:
        spec = target_spec(match)
        # fow-n-rulers: FOW-TARGET-J-RULER-GAINS-R: a target J-ruler (a J/resonator in the field, CR 202.2a) too.
        if spec["kind"] not in ("j_resonator", "resonator", "j_ruler"):
            raise Unsupported(f"a {spec['kind']} gaining ATK/DEF or keywords is not in the vocabulary")
        return _modify(_PumpMatch(match), slot, slot(spec))
    for each in _PUMP_EACH:
        match = each.fullmatch(body)
        if match is not None:
            return _pump_each(match, slot)
    match = _PUMP_SELF.fullmatch(body)
    if match is not None:
        return _modify(_PumpMatch(match), slot, "self")
    match = _PUMP_ENTERING.fullmatch(body)
    if match is not None:
        return _modify(_PumpMatch(match), slot, "victim")  # fow-s-trig: FOW-ENTERING-GAINS-R
    match = _PUMP_YOUR_J_RULER.fullmatch(body)
    if match is not None:
        effect = _modify(_PumpMatch(match), slot, None)
        if effect.get("flags"):
            # FOW-STATUS-UNTIL-R: a status changes no characteristic, so it would bind a J-ruler put into the
            # field later in the turn too; only changes to the J-ruler there now are in the vocabulary.
            raise Unsupported("a status of your J-ruler until end of turn (which would bind a later J-ruler too) is not in the vocabulary")
        del effect["target"]
        return effect | {"each": "your_cards", "among": {"types": ["j_ruler"]}}
    match = _PUMP_SELF_ONE_OF.fullmatch(body)
    if match is not None:
        return _modify_one_of(match)
    match = _PUMP_TARGET_ONE_OF.fullmatch(body)
    if match is not None:
        spec = target_spec(match)
        if spec["kind"] not in ("j_resonator", "resonator"):
            raise Unsupported(f"a {spec['kind']} gaining one change of a list is not in the vocabulary")
        return _modify_one_of(match) | {"target": slot(spec)}
    match = _LOSE_TARGET_ONE_OF.fullmatch(body)
    if match is not None:
        return _lose_one_of(match, slot)
    match = _LOSE_TARGET.fullmatch(body)
    if match is not None:
        return _lose_target(match, slot)
    match = _LOSE_EACH.fullmatch(body)
    if match is not None:
        return _lose_each(match, slot)
    if _GAIN_CONTROL.search(body):
        raise Unsupported(CONTROL_REFUSAL)
    if re.search(r"\bdestroy target (?:[^.]* or )?(?:a )?card in a chant-standby area", body, re.I):
        # fow-r-standby: CR 1010.1 defines destroying a card in the field (or a warden in its ruler area) only.
        raise Unsupported("destroying a card in a chant-standby area is not in the vocabulary: CR 1010.1 defines destroying a card in the field (or a warden in a ruler area) only")
    raise Unsupported(f"no vocabulary entry matches {sentence.strip()!r}")


# "Gain control of ...", "... gains control of ...": a change of control (CR 105.3, 909.4a).
_GAIN_CONTROL = re.compile(r"\bgains? control of\b", re.IGNORECASE)
# FOW-GAIN-CONTROL-R reads control of one target resonator, for good or until end of turn; any other change
# of control (another duration, "it", all, at random, an ability, a filter it does not read) is refused by name.
CONTROL_REFUSAL = (
    "a change of control other than 'gain control of target resonator (until end of turn)' "
    "is not in the vocabulary (FOW-GAIN-CONTROL-R)"
)


def it_gains(sentence: str, targets: list[dict[str, Any]]) -> dict[str, Any]:
    """FOW-IT-TARGET-R: "Rest target resonator. It gains [-400/-400] until end of turn": "it" is the one
    J/resonator targeted before it in the same text; with none or several targets before it, refused."""
    if len(targets) != 1 or targets[0]["kind"] not in ("resonator", "j_resonator") or targets[0].get("zone", "field") != "field":
        raise Unsupported("'it' names no single J/resonator targeted before it")
    match = _PUMP_TARGET.fullmatch("Target J/resonator" + sentence[len("It") :])
    if match is None:
        lose = _LOSE_TARGET.fullmatch("Target J/resonator" + sentence[len("It") :])
        if lose is not None:
            # FOW-LOSE-KEYWORD-R: "It loses [keywords] until end of turn".
            return _lose_target(lose, lambda spec: 0)
        raise Unsupported(f"no vocabulary entry matches {sentence!r}")
    return _modify(_PumpMatch(match), lambda spec: 0, 0)


# fow-w2-wide: FOW-THEY-TARGETS-R
def _they_gain(sentence: str, effects: list[dict[str, Any]], targets: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """FOW-THEY-TARGETS-R: "Recover (up to) two target resonators. They gain [+A/+B] until end of turn": "they"
    are the J/resonators of the field targeted just before: the last target slots (two or more, of one
    printed target), each named by its own effect just before; each gains the change (one illegal by
    resolution, or not chosen, does not).  Anything else before it is refused."""
    last = [e.get("target") for e in effects[-len(targets) :]] if targets else []
    slots = list(range(len(targets) - len(last), len(targets)))
    if (
        len(targets) < 2
        or last != slots
        or len({repr(sorted(targets[i].items())) for i in slots}) != 1
        or targets[slots[0]]["kind"] not in ("resonator", "j_resonator")
        or targets[slots[0]].get("zone", "field") != "field"
    ):
        raise Unsupported("'they' names no two or more J/resonators targeted by the sentence before it")
    match = _PUMP_TARGET.fullmatch("Target J/resonator gains" + sentence[len("They gain") :])
    if match is None:
        raise Unsupported(f"no vocabulary entry matches {sentence!r}")

    def slot_of(at: int) -> Slot:
        return lambda spec: at

    return [_modify(_PumpMatch(match), slot_of(at), at) for at in slots]


# FOW-MODIFY-PER-R: "<target> (it, that resonator) gains [+A/+B] for each <X> until end of turn".
_PUMP_PER = re.compile(rf"(?P<head>.+?) (?P<verb>gains|gain) \[{_STAT}\] for each (?P<per>.+?) until end of turn", re.I)


def _pump_per(m: re.Match[str], slot: Slot, targets: list[dict[str, Any]]) -> dict[str, Any]:
    """FOW-MODIFY-PER-R: the ATK/DEF change of one target J/resonator (or "it" / "that resonator": the one
    targeted before, FOW-IT-TARGET-R) or this card, times the count of <X> (:func:`..lines.per_count`) as it
    resolves."""
    from .lines import per_count

    head = re.sub(r"^That (?:J/)?resonator$", "It", m.group("head").strip(), flags=re.I)
    sentence = f"{head} {m.group('verb')} [{m.group('atk')}/{m.group('def')}] until end of turn"  # fow-w2-grimm: "gain" of a group
    effect = it_gains(sentence, targets) if head == "It" else parse_sentence(sentence, slot)
    per = per_count(m.group("per"))
    # fow-w2-grimm: FOW-PAY-ANY-LIFE-R: each J/resonator of a group in the field too, for the life paid this way;
    # fow-q-count: FOW-MODIFY-PER-GROUP-R: for any count, taken once as it resolves (CR 903.3).
    grouped = bool(effect.get("each")) and effect.get("target") is None
    if effect.get("op") != "modify" or (effect.get("each") and not grouped) or effect.get("keywords") or effect.get("flags") or (effect.get("target") is None and not grouped):
        raise Unsupported(f"'{m.group(0)}' is not in the vocabulary")
    return effect | {"per": per}


def _counts_roll(effect: dict[str, Any]) -> bool:
    """FOW-KW-FORCE-R: ``effect`` counts the result of the roll."""
    return bool(effect.get("per", {}).get("what") == "roll")


def split_sentences(text: str) -> list[str]:
    """Sentences of an effect text: split after a full stop, never inside quotes or brackets."""
    parts = [s.strip() for s in re.split(r"(?<=\.)\s+(?=[A-Z\[])", text.strip()) if s.strip()]
    return [p[:-1].strip() if p.endswith(".") else p for p in parts]


# FOW-EFFECT-IF-R: the conditions an effect text may put on one of its sentences.
_CONDITION = r'(?:(?:one|two|three|four|five|six|seven) or more [A-Z][A-Za-z\' ]{1,40}? rulers you own are revealed outside|you (?:control|don\'t control|do not control|have)|your life is|your (?:J/ruler|J-ruler|ruler) (?:is|attacked)|the weather is|no resonator you control attacked|there are \w+ or more (?:\w+ )?runes revealed|you played \w+ or more cards|your opponent played \w+ or more cards)(?:[^,"]|"[^"]*")+?'
# fow-faces: FOW-EFFECT-IF-COUNTER-R: "if there is a [+A/+B] counter on this card" (TSW-002^).
_CONDITION = rf"(?:{_CONDITION}|there is an? \[[+-]\d{{1,5}}/[+-]\d{{1,5}}\] counter on this card)"
# fow-hero3: FOW-COND-NAMED-IN-ZONE-R: "if there is a card named "X" in your graveyard (removed area)";
# FOW-COND-SELF-ATK-R: "if this card's ATK is N or more (greater)".
_CONDITION = rf'(?:{_CONDITION}|there is a card named "[^"]+" in your (?:graveyard|removed area)|this card\'s ATK is \d{{1,5}} or (?:more|greater|higher|less|lower))'
# fow-dec-b: FOW-J-RULER-COUNTER-R: "if there are N or more <name> counters on your J/ruler".
_CONDITION = rf"(?:{_CONDITION}|there (?:is|are) \w+ or more [a-z]{{1,20}} counters? on your J/ruler)"
# fow-n-rulers: FOW-COND-DISCARDED-R: "if you discarded a <Race>" (the card an activate ability's cost discarded).
_CONDITION = rf"(?:{_CONDITION}|you discarded an? [A-Z][\w'-]*(?: [A-Z][\w'-]*){{0,3}}(?: this way)?)"
_DISCARDED = re.compile(r"you discarded an? (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})(?: this way)?")
# fow-t-draw: FOW-COND-HAND-THAN-OPPONENT-R: "if your opponent has more (fewer) cards in their hand than you".
_CONDITION = rf"(?:{_CONDITION}|your opponent has (?:more|fewer|less) cards in (?:their|his or her) hand than you(?: do)?)"
# fow-n-counters: FOW-COUNTERS-INSTEAD-R: "if your opponent controls a special magic stone".
_CONDITION = rf"(?:{_CONDITION}|your opponent controls a special magic stone)"
# fow-q-grimm: FOW-IF-SELF-COUNTERS-R: "if there are N or more <name> counters on this card".
_CONDITION = rf"(?:{_CONDITION}|there (?:is|are) \w+ or more [a-z]{{1,20}} counters? on this card|this card has \w+ or (?:less|fewer) [a-z]{{1,20}} counters? on it)"
# fow-u-counters: FOW-KW-LIMIT-R: "if there are no <name> counters on this card" (FOW-NO-COUNTERS-R's condition).
_CONDITION = rf"(?:{_CONDITION}|there are no [a-z]{{1,20}} counters on this card)"
# fow-r-trig: FOW-NONE-ATTACKED-R: "if no J/resonators attacked this turn"; FOW-IF-SELF-MARKER-R: "if this card has <<War>>".
_CONDITION = rf"(?:{_CONDITION}|no J/resonators? attacked this turn|this card has <<(?:War|Bond)>>|(?:it|this card) attacked or blocked this turn)"
# fow-r-zoneplay: FOW-PLAYED-FROM-GRAVEYARD-R: "if this card was played from a graveyard" (read by _conditional_effects alone).
_CONDITION = rf"(?:{_CONDITION}|this card was played from a graveyard)"


def _conditional(sentence: str) -> tuple[str, str] | None:
    """(condition, effect text) of "If <condition>, <effect>" or "<effect> if <condition>", else None."""
    match = re.fullmatch(rf"If (?P<cond>{_CONDITION}), (?P<rest>.+)", sentence, re.I)
    if match is None:
        # fow-dec-d: also after a comma ("<effect> this turn, if you played two or more cards this turn").
        match = re.fullmatch(rf"(?P<rest>.+?),? if (?P<cond>{_CONDITION})", sentence, re.I)
    if match is None:
        return None
    if re.fullmatch(r"it attacked or blocked this turn", match.group("cond"), re.I) and re.fullmatch(r"banish this card", match.group("rest").strip(), re.I):
        # fow-r-trig: FOW-SELF-BATTLED-TURN-R: "banish this card if it attacked or blocked this turn" -- "it" is this card.
        return "this card attacked or blocked this turn", match.group("rest")
    return match.group("cond"), match.group("rest")


# fow-v-grimm: FOW-REVEAL-HAND-IF-NONE-R: "If you have no <Race> resonators in your hand" after "You may reveal your hand".
_HAND_NONE = re.compile(r"you have no (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}) (?P<what>resonators|cards) in your hand")


def _hand_none_effects(hand_none: re.Match[str], rest: str, before: list[dict[str, Any]], slot: Slot, targets: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    """fow-v-grimm: FOW-REVEAL-HAND-IF-NONE-R: the effects of "If you have no <Race> resonators (cards) in your hand, <effect>"
    just after "You may reveal your hand": done only if the hand was revealed (``if_you_do``) and, as it resolves, holds
    no card of that race (and kind). Anywhere else a kind of card counted in a hand is refused (it would reveal it)."""
    previous = before[-1] if before else None
    if previous != {"op": "reveal_hand", "optional": True}:
        raise Unsupported("FOW-REVEAL-HAND-IF-NONE-R: 'if you have no <Race> resonators in your hand' after no 'you may reveal your hand' is not in the vocabulary")
    race = hand_none.group("race")
    if KNOWN_RACES.get() and race not in KNOWN_RACES.get():
        raise Unsupported(f"'{race}' in 'if you have no <Race> resonators in your hand' is no race the database prints")
    what = "resonator" if hand_none.group("what").lower() == "resonators" else "card"
    condition = {"count": {"what": what, "zone": "hand", "whose": "you", "races": [race]}, "at_most": 0}
    found = _conditional_effects("", rest, before, slot, targets, condition=condition)
    for effect in found:
        if effect.get("condition") or effect.get("optional"):
            raise Unsupported(f"FOW-REVEAL-HAND-IF-NONE-R: an optional or conditional '{rest.strip()}' after 'if you have no <Race> resonators in your hand' is not in the vocabulary")
        effect["condition"] = "if_you_do"
    return found


def _conditional_effects(
    cond: str, rest: str, before: list[dict[str, Any]], slot: Slot, targets: list[dict[str, Any]] | None = None, *, condition: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """FOW-EFFECT-IF-R: the effects of a conditional sentence, each done only if the condition holds as it
    resolves; "it deals N damage instead" replaces the damage of the effect just before it, which then
    is done only if the condition does not hold.  ``condition``: the condition already read (``cond`` unused)."""
    from .lines import play_condition

    if condition is None and re.fullmatch(r"this card was played from a graveyard", cond.strip(), re.I):
        return [_from_graveyard_instead(rest, before)]
    hand_none = _HAND_NONE.fullmatch(cond.strip()) if condition is None else None
    if hand_none is not None:
        return _hand_none_effects(hand_none, rest, before, slot, targets)
    if condition is None:
        discarded = _DISCARDED.fullmatch(cond.strip())
        # fow-n-rulers: FOW-COND-DISCARDED-R (read only beside a discarding cost: lines.py checks it).
        if discarded and discarded.group("race") not in KNOWN_RACES.get():
            raise Unsupported(f"'{discarded.group('race')}' in 'if you discarded a <Race>' is no race the database prints")
        condition = {"discarded_races": [discarded.group("race")]} if discarded else play_condition(cond)
    if re.match(r"there (?:is|are) \w+ or more [a-z]{1,20} counters? on this card$", cond.strip(), re.I):
        # fow-q-grimm: FOW-IF-SELF-COUNTERS-R: "banish it" after a condition on this card's counters: "it" is this card,
        # the one card the sentence names.
        rest = re.sub(r"^banish it\b", "banish this card", rest.strip(), flags=re.I)
    if re.match(r"there are no [a-z]{1,20} counters on this card$", cond.strip(), re.I):
        # fow-u-counters: FOW-KW-LIMIT-R: "return it to its owner's hand" ("destroy it", "banish it") after a condition on this card's counters: "it"
        # is this card, the one card the sentence names.
        rest = re.sub(r"^(return|destroy|banish) it\b", r"\1 this card", rest.strip(), flags=re.I)
    if re.match(r"this card has <<(?:War|Bond)>>$", cond.strip(), re.I):
        # fow-r-trig: FOW-IF-SELF-MARKER-R: "put N [+A/+B] counters on it" after a condition on this card: "it" is this card.
        rest = re.sub(r"^(put \w+ \[[+-]\d{1,5}/[+-]\d{1,5}\] counters? on) it$", r"\1 this card", rest.strip().rstrip("."), flags=re.I)
    instead = re.fullmatch(r"(?:it|this card) deals (?P<amount>\d{1,6}) damage instead", rest.strip(), re.I)
    if instead is not None:
        previous = before[-1] if before else None
        if previous is None or previous["op"] != "damage" or previous.get("when") or previous.get("unless") or previous.get("per") or previous.get("per_x") or previous.get("condition") or previous.get("optional"):
            # FOW-EFFECT-IF-R: damage to one target, or to one player ("to your opponent", "to you"); fow-s-deal:
            # FOW-DAMAGE-EACH-INSTEAD-R -- or to each J/resonator of a group (the same group, another amount).
            raise Unsupported("'it deals N damage instead' after no plain damage to one target, one player or a group is not in the vocabulary")
        replacement = {key: value for key, value in previous.items() if key != "unless"}
        replacement.update(amount=_hundreds(instead.group("amount"), "damage"), when=condition)
        previous["unless"] = condition
        return [replacement]
    put_instead = re.fullmatch(r"you may put (?:it|that card) (?P<where>into (?:the|your) field|on ?to this card) instead", rest.strip(), re.I)
    if put_instead is not None:
        # fow-s-grimm-a: FOW-SEARCH-ADD-TO-R: "on to this card": the addition found is added to this card.
        return _field_instead(condition, before, onto=None if put_instead.group("where").lower().endswith("field") else "self")
    searched = re.fullmatch(r"(?P<search>search your (?:main )?deck for .+) instead", rest.strip(), re.I)
    if searched is not None:
        return [_search_instead(condition, searched.group("search"), before, slot)]
    field_instead = re.fullmatch(r"put that (?:resonator|card) into (?:the|your) field instead", rest.strip(), re.I)
    previous = before[-1] if before else None
    if field_instead is not None and previous is not None and previous["op"] == "search" and "_shuffle" not in previous:
        # fow-t-search: FOW-SEARCH-FIELD-INSTEAD-MUST-R: after a search for the hand closed by its shuffle, the card found
        # goes into the field (not a may) while the condition holds: as FOW-SEARCH-INSTEAD-R, one search or the other.
        if any(previous.get(k) for k in ("to", "top", "deck", "when", "unless", "condition", "optional", "count", "each")) or previous.get("reveal") is False:
            raise Unsupported("'put that card into the field instead' after no plain search of the deck for the hand is not in the vocabulary")
        narrowed = entering_kinds(previous["filter"])
        if narrowed is None:
            raise Unsupported("a card searched for and put into the field that may be a chant is not in the vocabulary")
        previous["unless"] = condition
        return [{key: value for key, value in previous.items() if key not in ("unless", "shuffle_anyway")} | {"filter": narrowed, "to": "field", "when": condition}]
    revealed = re.fullmatch(r"put it into (?:the|your) field if it's (?P<what>an? [^.]+?) instead", rest.strip(), re.I)
    if revealed is not None:
        return [_reveal_field_instead(condition, revealed.group("what"), before)]
    # fow-alice-nv: FOW-EFFECT-INSTEAD-R also reads "destroy that resonator (it) instead", with no words after it.
    it_instead = re.fullmatch(r"(?P<verb>return|put|destroy|remove) (?:it|that resonator)(?: (?P<tail>.+?))? instead", rest.strip(), re.I)
    if it_instead is not None:
        return [_instead_on_it(condition, it_instead, before, targets or [])]
    taken = re.fullmatch(r"put (?P<n>two|three) cards into your hand and the rest on the bottom of your deck in any order instead", rest.strip(), re.I)
    if taken is not None:
        # FOW-LOOK-TOP-PICK-R: "Look at the top N ... Put a card from among them into your hand and the rest on
        # the bottom in any order. If <condition>, put two cards into your hand and the rest ... instead": one
        # look or the other, the second taking that many cards.
        previous = before[-1] if before else None
        if previous is None or previous["op"] != "search" or previous.get("top") is None or previous.get("rest") != "arrange" or previous.get("count", 1) != 1 or previous.get("to") or any(
            previous.get(k) for k in ("when", "unless", "condition", "optional")
        ):
            raise Unsupported("'put N cards into your hand ... instead' after no look at the top cards taking one is not in the vocabulary")
        replacement = previous | {"count": NUMBER_WORDS[taken.group("n").lower()], "when": condition}
        previous["unless"] = condition
        return [replacement]
    more = re.fullmatch(r"draw (?P<n>two|three|four|[2-9]) cards instead", rest.strip(), re.I)
    if more is not None:
        # FOW-DRAW-INSTEAD-R: "Draw a card. If <condition>, draw N cards instead": one draw or the other.
        previous = before[-1] if before else None
        if previous is None or previous["op"] != "draw" or set(previous) - {"op", "amount"}:
            raise Unsupported("'draw N cards instead' after no plain draw is not in the vocabulary")
        amount = {"two": 2, "three": 3, "four": 4}.get(more.group("n").lower()) or int(more.group("n"))
        previous["unless"] = condition
        return [{"op": "draw", "amount": amount, "when": condition}]
    tokens = re.fullmatch(r"(?P<put>put .+ tokens? .+) instead", rest.strip(), re.I)
    if tokens is not None:
        # FOW-TOKENS-INSTEAD-R: "Put <tokens> into the field. If <condition>, put <other tokens> into the field
        # instead": one put or the other.
        previous = before[-1] if before else None
        effect = parse_sentence(tokens.group("put")[0].upper() + tokens.group("put")[1:], slot)
        if previous is None or previous["op"] != "put_tokens" or effect["op"] != "put_tokens" or any(k in d for d in (previous, effect) for k in ("when", "unless", "optional", "condition")):
            raise Unsupported("'put <tokens> instead' after no plain token put is not in the vocabulary")
        previous["unless"] = condition
        return [effect | {"when": condition}]
    discards = re.fullmatch(r"(?:he or she|they) discards? (?P<what>.+?) instead", rest.strip(), re.I)
    if discards is not None:
        # FOW-DISCARD-INSTEAD-R: "Your opponent discards N cards. If <condition>, he or she discards ...
        # instead": the same player's discard, one or the other.
        previous = before[-1] if before else None
        if previous is None or previous["op"] != "discard" or previous.get("player") != "opponent" or set(previous) - {"op", "amount", "player"}:
            raise Unsupported("'he or she discards ... instead' after no plain discard by your opponent is not in the vocabulary")
        effect = parse_sentence(f"Your opponent discards {discards.group('what')}", slot)
        if effect["op"] != "discard" or set(effect) - {"op", "amount", "player", "random"}:
            raise Unsupported(f"the replacement {rest.strip()!r} is not in the vocabulary")
        previous["unless"] = condition
        effect["when"] = condition
        return [effect]
    gains = re.fullmatch(r"it gains (?P<what>.+?)(?: until end of turn)? instead", rest.strip(), re.I)
    if gains is not None:
        # fow-r-gains: FOW-GAINS-INSTEAD-R: "Target J/resonator gains X until end of turn. If <condition>, it gains Y
        # (until end of turn) instead": the same target gains one change or the other, for the same while.
        previous = before[-1] if before else None
        if previous is None or previous["op"] != "modify" or not isinstance(previous.get("target"), int) or set(previous) - {"op", "target", "atk", "def", "keywords", "until"} or previous.get("until", "turn") != "turn":
            raise Unsupported("'it gains ... instead' after no change of one target until end of turn is not in the vocabulary")
        effect = parse_sentence(f"This card gains {gains.group('what')} until end of turn", slot)
        if effect["op"] != "modify" or effect.get("target") != "self" or set(effect) - {"op", "target", "atk", "def", "keywords", "until"}:
            raise Unsupported(f"the replacement {rest.strip()!r} is not in the vocabulary")
        previous["unless"] = condition
        return [effect | {"target": previous["target"], "when": condition}]
    they = re.fullmatch(r"they (?P<pred>.+)", rest.strip(), re.I)
    if they is not None:
        # "they": the J/resonators the each-effect just before it changed (the same scope and filter).
        previous = before[-1] if before else None
        if previous is None or previous["op"] != "modify" or not previous.get("each") or previous.get("when"):
            raise Unsupported("'they' after no change of each J/resonator of a group is not in the vocabulary")
        effect = parse_sentence(f"This card {they.group('pred')}", slot)
        if effect["op"] != "modify" or effect.get("target") != "self":
            raise Unsupported(f"'they {they.group('pred')}' is not in the vocabulary")
        del effect["target"]
        effect.update(each=previous["each"], when=condition)
        if previous.get("among"):
            effect["among"] = previous["among"]
        return [effect]
    stone_in = re.fullmatch(r"you may put it into your (?:magic stone area|field)", rest.strip(), re.I)
    if stone_in is not None and condition == {"stone_top_new_name": True}:
        # FOW-LOOK-STONE-NEW-NAME-R (fow-grimm-e): after "look at the top card of your magic stone deck", that card
        # may be put into the field while no magic stone of yours has its name.
        previous = before[-1] if before else None
        if previous != {"op": "look_top", "stone": True}:
            raise Unsupported("'you may put it into your magic stone area' after no look at the top of the magic stone deck is not in the vocabulary")
        return [{"op": "put_stone", "optional": True, "when": condition}]
    may_pay = re.fullmatch(r"you may (?P<pay>pay (?:\{[^}]+\})+)", rest.strip(), re.I)
    if may_pay is not None:
        # FOW-PAY-WILL-MAY-R: "If <condition>, you may pay <will>": offered only while the condition holds.
        effect = parse_sentence(may_pay.group("pay")[0].upper() + may_pay.group("pay")[1:], slot)
        return [effect | {"optional": True, "when": condition}]
    if re.fullmatch(r"you may pay \{0\} to do judgment until (?:the )?end of (?:the )?turn", rest.strip(), re.I):
        # fow-w-modal: FOW-JUDGMENT-FREE-TURN-R: "If <condition>, you may pay {0} to do judgment until end of turn" -- the
        # permission given only if the condition holds as it resolves.
        return [{"op": "judgment_free", "when": condition}]
    may_self = re.fullmatch(r"you may put this card from your graveyard into (?:your|the) field", rest.strip(), re.I)
    if may_self is not None:
        # fow-hero3: FOW-DISCARDED-SELF-TO-FIELD-R: "If <condition>, you may put this card from your graveyard into the
        # field" (lines.refuse_bad_self_targets keeps it to an ability whose cost discards this card).
        return [{"op": "from_graveyard", "target": "self", "to": "field", "optional": True, "when": condition}]
    previous = before[-1] if before else None
    more_counters = re.fullmatch(r"put (?P<n>two|three|four|five) (?P<what>\[[+-]\d{1,5}/[+-]\d{1,5}\]) counters on (?:that (?:J/)?resonator|it) instead", rest.strip(), re.I)
    if more_counters is not None:
        # fow-n-counters: FOW-COUNTERS-INSTEAD-R: "Put a [+A/+B] counter on target J/resonator. If <condition>, put N
        # [+A/+B] counters on that resonator instead": one put or the other, on the same target.
        from .lines import stat_counter_key

        if (
            previous is None
            or previous["op"] != "put_counters"
            or not isinstance(previous.get("target"), int)
            or previous.get("counter")
            or any(previous.get(k) for k in ("when", "unless", "condition", "optional", "per", "each"))
        ):
            raise Unsupported("'put N counters on that resonator instead' after no plain counters put on one target is not in the vocabulary")
        if stat_counter_key(more_counters.group("what")[1:-1]) != f"{previous['atk']:+d}/{previous['def']:+d}":
            raise Unsupported("'put N counters ... instead' of another kind of counter is not in the vocabulary")
        previous["unless"] = condition
        return [{key: value for key, value in previous.items() if key != "unless"} | {"amount": NUMBER_WORDS[more_counters.group("n").lower()], "when": condition}]
    if re.search(r"\binstead$", rest.strip(), re.I) and previous is not None and not previous.get("condition") and not re.match(r"(?:you may|they)\b", rest.strip(), re.I):
        # FOW-EFFECT-INSTEAD-SAME-R: "<effect>. If <condition>, <effect of the same kind on the same target> instead".
        replacement = _same_kind_instead(rest, previous, slot)
        previous["unless"] = condition
        return [replacement | {"when": condition}]
    that_atk = re.fullmatch(r"this card deals damage to that (?:J/)?resonator equal to its ATK", rest.strip(), re.I)
    if that_atk is not None:
        # fow-z-stats: FOW-DAMAGE-THAT-ITS-ATK-R: "that resonator" is the one J/resonator the effect just before targets
        # (FOW-IT-TARGET-R) and "its ATK" that resonator's (FOW-DAMAGE-EQUAL-ATK-OF-R's reading; the card-set check keeps
        # it to a chant, which has no ATK of its own to be meant).
        if not _it_just_before(targets or [], before):
            raise Unsupported("'that resonator' names no single J/resonator of the effect just before it")
        return [{"op": "damage", "amount": 0, "target": 0, "atk_of": 0, "when": condition}]
    if re.search(r"\binstead\b", rest, re.I) or re.match(r"(?:you may|it|they)\b", rest.strip(), re.I):
        raise Unsupported(f"the conditional effect {rest.strip()!r} is not in the vocabulary")
    found = []
    sentence = rest[0].upper() + rest[1:]
    # FOW-UP-TO-R: "up to N target <things>" under the condition, each slot's effect done only if it holds.
    up_to = _up_to(sentence, slot, targets) if targets is not None else None
    for effect in up_to if up_to is not None else (parse_sentence(part, slot) for part in _conjoined(sentence)):
        if effect.get("condition") or effect.get("optional"):
            raise Unsupported("a conditional effect with a condition of its own is not in the vocabulary")
        effect["when"] = condition
        found.append(effect)
    return found


# FOW-AWAKENED-IF-R: "If this card was awakened, <text>" / "<text> if this card was awakened" (CR 1110.4a, 1110.4b).
_AWAKENED_IF = re.compile(r"If this card was awakened, (?P<rest>.+)", re.I)
_AWAKENED_AFTER = re.compile(r"(?P<rest>.+?) if this card was awakened", re.I)


# FOW-DAMAGE-REST-R: "If this card would deal more damage to that resonator than its DEF (its capacity) (this way), this
# card deals the rest to that resonator's controller".
_DAMAGE_REST = re.compile(rf"If {SELF} would deal more damage to that (?:J/)?resonator than its (?P<what>DEF|capacity)(?: this way)?, (?:it|{SELF}) deals the rest to that (?:J/)?resonator's controller", re.I)
# FOW-AWAKENED-SECOND-TARGET-R: "<effect on up to one second target <thing>>" ("it deals N damage (to) up to one second
# target <thing>": "it" this card; the "to" once left out in print).
_AWAKENED_SECOND = re.compile(r"\bup to one second target\b", re.I)


def _awakened_effects(rest: str, before: list[dict[str, Any]], slot: Slot, targets: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """FOW-AWAKENED-IF-R: text done only if the card was awakened as it was played (CR 1110.3, 1110.4a);
    "<text> instead" replaces the effect just before it (CR 1110.4b), which is then done only if it was not.
    The replacement is one of the "instead" forms of :func:`_conditional_effects`, or one effect of the same
    kind as the effect it replaces and on the same targets.  Text choosing targets of its own is refused: the
    targets of a card are chosen as it is played, awakened or not."""
    mark: dict[str, Any] = {"awakened": True}  # the condition, told apart by identity below
    second = None
    count = len(targets)
    previous = before[-1] if before else None
    if previous is not None and re.search(r"\binstead$", rest.strip(), re.I) and not previous.get("condition"):
        try:
            found = _conditional_effects("", rest, before, slot, targets, condition=mark)
        except Unsupported:
            found = [_same_kind_instead(rest, previous, slot) | {"when": mark}]
            previous["unless"] = mark
    elif re.search(r"\binstead\b", rest, re.I):
        raise Unsupported(f"'{rest.strip()}' after no effect it replaces is not in the vocabulary")
    elif (second := _AWAKENED_SECOND.search(rest)) is not None:
        # FOW-AWAKENED-SECOND-TARGET-R (CR 1110.3, 1110.4a, 903.2i): "<effect on up to one second target <thing>>": one
        # optional slot of its own (an object no other slot names), chosen only when the card is played awakened.
        one = re.sub(r"^it deals\b", "This card deals", _AWAKENED_SECOND.sub("up to one target", rest.strip()), flags=re.I)
        one = re.sub(r"\b(deals \d+ damage) up to one target\b", r"\1 to up to one target", one[0].upper() + one[1:])
        found = _up_to(one, slot, targets) or []
        if len(found) != 1 or len(targets) != count + 1 or not count:
            raise Unsupported(f"'{rest.strip()}' is not one effect on one second target")
        targets[count]["awakened"] = 1
        found[0]["when"] = mark
    else:
        found = [parse_sentence(part, slot) for part in _conjoined(rest[0].upper() + rest[1:])]
        for effect in found:
            effect["when"] = mark
    if len(targets) != count and not second:
        raise Unsupported("an awakened chant's own targets are not in the vocabulary")
    for effect in [*before, *found]:
        for key, value in (("unless", "not_awakened"), ("when", "awakened")):
            if effect.get(key) is mark:
                if effect.get("condition") or effect.get("optional"):
                    raise Unsupported("an effect done if this card was awakened with a condition of its own is not in the vocabulary")
                del effect[key]
                effect["condition"] = value
    return found


def _same_kind_instead(rest: str, previous: dict[str, Any], slot: Slot) -> dict[str, Any]:
    """FOW-AWAKENED-IF-R: "<effect> instead" of one effect of the kind of the effect just before it (the
    same operation on the same targets), which it replaces when the card was awakened (CR 1110.4b)."""
    text = re.sub(r"\s*\binstead$", "", rest.strip(), flags=re.I)
    parts = _conjoined(text[0].upper() + text[1:])
    effect = parse_sentence(parts[0], slot) if len(parts) == 1 else None
    if (
        effect is None
        or effect["op"] != previous["op"]
        or effect.get("target") != previous.get("target")
        or any(previous.get(k) for k in ("when", "unless", "optional"))
        or any(effect.get(k) for k in ("when", "unless", "condition", "optional"))
    ):
        raise Unsupported(f"the replacement {rest.strip()!r} of an awakened card is not in the vocabulary")
    return effect


def _search_instead(condition: dict[str, Any], text: str, before: list[dict[str, Any]], slot: Slot) -> dict[str, Any]:
    """FOW-SEARCH-INSTEAD-R: "Search your deck for <what> ... Then shuffle your deck. If <condition>, search
    your deck for <other> ... instead. Then shuffle your deck": one search or the other -- the first only
    while the condition does not hold, the second (closed by the shuffle after it) only while it does."""
    previous = before[-1] if before else None
    if previous is None or previous["op"] != "search" or "_shuffle" in previous or any(previous.get(k) for k in ("top", "deck", "when", "unless", "condition", "optional")):
        raise Unsupported("'search your deck ... instead' after no plain search of the deck is not in the vocabulary")
    effect = parse_sentence(text[0].upper() + text[1:], slot)
    if effect["op"] != "search" or effect.get("_shuffle") is not False or effect.get("top") or effect.get("deck"):
        raise Unsupported(f"the replacement {text!r} is not in the vocabulary")
    previous["unless"] = condition
    return effect | {"when": condition}


def _unshuffled(effects: list[dict[str, Any]]) -> None:
    """fow-t-search: FOW-SEARCH-NO-SHUFFLE-R: a search of the main deck (not of its top cards) with no "Then shuffle
    your deck" after it shuffles nothing (CR 1021.1: only a shuffle the effect asks for); with the field search of
    FOW-SEARCH-FIELD-INSTEAD-R just before it, neither shuffles.  A search of another deck, putting the card
    found on top, or followed by another search (whose shuffle would close both, CR 1021.4), without its shuffle
    stays refused."""
    for index, effect in enumerate(effects):
        if "_shuffle" not in effect:
            continue
        if effect.get("_deck", "main") != "main" or effect.get("to") == "top" or effect.get("deck") or any(e["op"] == "search" for e in effects[index + 1 :]):
            raise Unsupported("a search of the deck without 'Then shuffle your deck' is not in the vocabulary")
        if "ruler" in effect.get("filter", {}).get("kinds", []):
            # fow-y-abc: FOW-SEARCH-RULER-CARD-R: read only with "If you do, shuffle your deck" after it.
            raise Unsupported("a search for a ruler card without 'If you do, shuffle your deck' is not in the vocabulary")
        del effect["_shuffle"]
        effect["shuffle"] = False
        before = effects[index - 1] if index else {}
        if effect.get("condition") == "if_you_dont" and before.get("op") == "search" and before.get("to") == "field" and before.get("optional"):
            before["shuffle"] = False


def _field_instead(condition: dict[str, Any], before: list[dict[str, Any]], onto: str | None = None) -> list[dict[str, Any]]:
    """FOW-SEARCH-FIELD-INSTEAD-R: "Search your deck for <what>, reveal it and put it into your hand. If
    <condition>, you may put it into the field instead. Then shuffle": while the condition holds its
    controller is asked first whether the card found goes to the field (a search of the field form,
    FOW-SEARCH-FIELD-R, of the cards that can enter it); declined, or without the condition, the search for
    the hand is done.  The search just before is moved after the field one, done only if that one was not
    (``if_you_dont``); either closes with the shuffle."""
    previous = before[-1] if before else None
    if (
        previous is None
        or previous["op"] != "search"
        or previous.get("_shuffle") is not False
        or any(previous.get(k) for k in ("to", "top", "deck", "when", "unless", "condition", "optional"))
        or previous.get("reveal") is False
        or any(e.get("optional") for e in before)
    ):
        raise Unsupported("'you may put it into the field instead' after no plain search of the deck for the hand is not in the vocabulary")
    if onto is not None:
        field: dict[str, Any] = {"op": "search", "filter": _addition_found(previous["filter"]), "to": "field", "onto": onto, "optional": True, "when": condition}
    else:
        narrowed = entering_kinds(previous["filter"])
        if narrowed is None:
            raise Unsupported("a card searched for and put into the field that may be a chant is not in the vocabulary")
        field = {"op": "search", "filter": narrowed, "to": "field", "optional": True, "when": condition}
    before.pop()
    return [field, previous | {"condition": "if_you_dont"}]


def _reveal_field_instead(condition: dict[str, Any], what: str, before: list[dict[str, Any]]) -> dict[str, Any]:
    """fow-x-ruler: FOW-REVEAL-TOP-INSTEAD-R: "Reveal the top card of your deck. If it's <filter>, put it into the field.
    Otherwise, put it into your hand. If <condition>, put it into the field if it's <another filter> instead": the
    reveal just before is done only while the condition does not hold; while it does, the same reveal with the other
    filter (into the field only a resonator, FOW-REVEAL-TOP-R; otherwise into the hand)."""
    previous = before[-1] if before else None
    if (
        previous is None
        or previous["op"] != "reveal_top"
        or previous.get("to") != "field"
        or previous.get("otherwise") != "hand"
        or any(previous.get(k) for k in ("when", "unless", "condition", "optional", "count"))
    ):
        raise Unsupported("'put it into the field if it's <filter> instead' after no reveal of the top card into the field or the hand is not in the vocabulary")
    replacement = _revealed_to({"op": "reveal_top", "filter": search_filter(what)}, search_filter(what), "field")
    previous["unless"] = condition
    return {key: value for key, value in previous.items() if key != "unless"} | {"filter": replacement["filter"], "when": condition}


def _instead_on_it(condition: dict[str, Any], m: re.Match[str], before: list[dict[str, Any]], targets: list[dict[str, Any]]) -> dict[str, Any]:
    """FOW-EFFECT-INSTEAD-R: "<effect on target resonator>. If <condition>, return it to its owner's hand /
    put it on top of its owner's deck ... instead": "it" is that effect's one resonator target; the
    effect before it is done only if the condition does not hold, this one (on the same target) only if
    it does."""
    previous = before[-1] if before else None
    slot_index = previous.get("target") if previous is not None else None
    if (
        previous is None
        or not isinstance(slot_index, int)
        or slot_index >= len(targets)
        or targets[slot_index]["kind"] != "resonator"
        or targets[slot_index].get("zone", "field") != "field"
        or any(previous.get(k) for k in ("when", "unless", "condition", "optional", "each"))
    ):
        raise Unsupported("'<verb> it ... instead' after no effect on one target resonator is not in the vocabulary")
    sentence = f"{m.group('verb')} target resonator" + (f" {m.group('tail')}" if m.group("tail") else "")
    effect = parse_sentence(sentence[0].upper() + sentence[1:], lambda spec: slot_index)
    if effect.get("target") != slot_index or effect.get("condition") or effect.get("optional"):
        raise Unsupported(f"the replacement {m.group(0)!r} is not in the vocabulary")
    previous["unless"] = condition
    effect["when"] = condition
    return effect


_LOOK_BOTTOM = "Look at the top card of your deck; you may put it on the bottom"
_LOOK_BOTTOM_OPPONENT = "Look at the top card of your opponent's deck; you may put it on the bottom"


def _look_top_sentence(m: re.Match[str]) -> str:
    """The one sentence :func:`_look_top` reads for a look at (or a reveal of) the top N cards written in
    several."""
    if m.group("put"):
        what = m.group("pwhat")
        how, dest = ("you may take" if m.group("put").lower() == "you may put" else "take"), m.group("dest").lower().replace("your field", "the field")
        what = "a card" if what.lower() == "one" else what
    else:
        how, what, dest = m.group("how").lower(), m.group("what"), "your hand"
    return f"{m.group('verb')} the top {m.group('n')} cards of your deck and {how} {what} from among them and put it into {dest}; the rest to the {_rest_place(m)}"


def _rest_place(m: re.Match[str]) -> str:
    """Where the rest of the cards looked at go, in the words :func:`_look_top` reads."""
    rest = (m.group("rest") or "").lower()
    # FOW-REST-ORDER-R: the rest put on the bottom with no order said are ordered by their owner (CR 302.4),
    # as "in any order" says.
    return (
        "removed area" if m.group("removed") else "graveyard" if "graveyard" in rest else "top in any order" if " top " in f" {rest} "
        else "bottom in a random order" if "random order" in rest else "bottom in any order"
    )


_PLURAL_CARD_NOUNS = {"resonators": "resonator", "cards": "card", "chants": "chant", "additions": "addition", "regalia": "regalia"}


def _look_top_picks(m: re.Match[str]) -> str:
    """FOW-LOOK-TOP-PICK-R: the one sentence :func:`_look_top` reads for several cards taken from among the
    top N ("Put two cards", "Reveal up to two <plural>", "You may reveal any number of <plural>"): the
    plural noun made singular, "and/or" between races read as "or" (each card is of one of them)."""
    count = m.group("count").lower()
    if count == "up to one" and " and up to one " in m.group("what"):
        # fow-u-look: FOW-LOOK-TOP-EACH-R: "up to one <A> and up to one <B>": one card of each filter, read by :func:`_look_top`.
        how = "you may reveal" if m.group("how").lower().endswith("reveal") else "you may take"
        return f"{m.group('verb')} the top {m.group('n')} cards of your deck and {how} up to one {m.group('what')} from among them and put it into your hand; the rest to the {_rest_place(m)}"
    words = m.group("what").replace(" and/or ", " or ")
    noun = re.search(r"\b(" + "|".join(_PLURAL_CARD_NOUNS) + r")\b", words)
    if noun is None:
        raise Unsupported(f"the cards {m.group('what')!r} taken from among the top cards are not in the vocabulary")
    what = "a " + words[: noun.start()] + _PLURAL_CARD_NOUNS[noun.group(1)] + words[noun.end() :]
    up_to = count.startswith(("up to", "any number"))
    k = m.group("n") if count.startswith("any number") else count.removeprefix("up to ").strip()
    may = m.group("how").lower().startswith("you may") or up_to
    verb = "reveal" if m.group("how").lower().endswith("reveal") else "take"
    how = f"{'you may ' if may else ''}{verb} {'up to ' if up_to else ''}{_top_count(k)} of"
    return f"{m.group('verb')} the top {m.group('n')} cards of your deck and {how} {what} from among them and put it into your hand; the rest to the {_rest_place(m)}"


_BARE_RACE = re.compile(r"\b(?P<head>[Tt]arget )(?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})(?=(?: you control| your opponent controls)?(?:[.,;]|$))")


def _bare_race_targets(text: str) -> str:
    """FOW-TARGET-RACE-R: "target <Race>" with no card type after the race (a race a card of the database
    has) is a card in the field of that race, whatever its type: read as "target <Race> entity"."""
    known = KNOWN_RACES.get()
    return _BARE_RACE.sub(lambda m: f"{m.group('head')}{m.group('race')} entity" if m.group("race") in known else m.group(0), text)


def _removes_one_counter(effect: dict[str, Any]) -> bool:
    """fow-reiya-lapis: FOW-IF-YOU-DO-REMOVED-R: a mandatory "Remove a <name> counter from this card (your J/ruler)",
    whose doing an "If you do" asks."""
    return effect["op"] == "remove_counters" and effect.get("amount") == 1 and set(effect) <= {"op", "amount", "counter", "target"}


def _returns_one_target(effect: dict[str, Any]) -> bool:
    """fow-reiya-lapis: FOW-IF-YOU-DO-RETURNED-R: a mandatory "Return target <card> to its owner's hand" of one target."""
    return effect["op"] == "return_to_hand" and isinstance(effect.get("target"), int) and set(effect) == {"op", "target"}


def _removes_gone(effect: dict[str, Any]) -> bool:
    """fow-y-trig: FOW-IF-YOU-DO-GONE-REMOVED-R: the resonator whose going to a graveyard triggered the ability removed
    from its owner's graveyard."""
    return effect == {"op": "from_graveyard", "target": "victim", "to": "removed"} or (
        # fow-y-trig: FOW-IF-YOU-DO-GRAVEYARD-REMOVED-R: or (the last of) "remove N target <cards> in your graveyard from the game".
        set(effect) == {"op", "target", "to"} and effect["op"] == "from_graveyard" and effect["to"] == "removed" and isinstance(effect["target"], int)
    )


def _banishes_one_yours(effect: dict[str, Any]) -> bool:
    """fow-r-grimm: FOW-IF-YOU-DO-BANISHED-R: a mandatory "Banish a <resonator / magic stone ...> you control" of one card."""
    return effect["op"] == "banish" and effect.get("player") == "you" and set(effect) <= {"op", "player", "what", "not_races", "races", "attributes", "special"}


def _banished_instead(sentence: str, effects: list[dict[str, Any]]) -> dict[str, Any] | None:
    """fow-r-grimm: FOW-IF-YOU-DO-BANISHED-R: "If you banished a <Race> in this way, draw N cards instead" right after
    "<banish>. If you do, draw M cards" (M < N): the M cards, then N - M more if the card banished was of that race
    (CR 1009.2: drawing N cards is drawing one N times) -- the draw the sentence replaces, done in full."""
    found = re.fullmatch(r"If you banished an? (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*)?) (?:in )?this way, draw (?P<n>two|three|four|five) cards instead\.?", sentence)
    if found is None or len(effects) < 2 or not _banishes_one_yours(effects[-2]):
        return None
    drawn = effects[-1]
    more = NUMBER_WORDS[found.group("n").lower()] - (drawn.get("amount") or 0)
    if set(drawn) != {"op", "amount", "condition"} or drawn["op"] != "draw" or drawn["condition"] != "if_you_do" or more < 1:
        return None
    return {"op": "draw", "amount": more, "when": {"banished_races": [found.group("race")]}}


def put_just_before(effects: list[dict[str, Any]]) -> bool:
    """fow-r-modal: FOW-IT-PUT-R: the effects end with a search of the main deck (or a put from the hand) of one
    resonator into the field, followed only by effects on it ("found")."""
    at = len(effects) - 1
    while at >= 0 and effects[at].get("target") == "found":
        at -= 1
    if at < 0:
        return False
    put = effects[at]
    return (
        put["op"] == "search" and put.get("to") == "field" and put.get("deck", "main") in ("main", "hand") and put.get("count", 1) == 1
        and (put.get("filter") or {}).get("kinds") == ["resonator"] and not any(put.get(k) for k in ("top", "each", "when", "unless", "condition", "then_invert"))
    )


def banishes_one_resonator(effect: dict[str, Any]) -> bool:
    """fow-r-modal: FOW-BANISH-IF-YOU-DO-R: "Banish a (another) resonator (you control)" -- one of its controller's
    resonators of their choice (FOW-BANISH-CHOICE-R), whose doing an "If you do" after it asks."""
    return effect["op"] == "banish" and effect.get("what") == "resonator" and effect.get("player") == "you" and set(effect) <= {"op", "what", "player", "other", "races", "optional"}


def _deals_one_target(effect: dict[str, Any]) -> bool:
    """fow-s-keyword: FOW-IF-DAMAGE-DEALT-R: a mandatory "This card deals N damage to target <X>" of one target."""
    return effect["op"] == "damage" and isinstance(effect.get("target"), int) and set(effect) == {"op", "amount", "target"}


def _destroys_one_target(effect: dict[str, Any]) -> bool:
    """FOW-IF-YOU-DO-DESTROY-R: a mandatory "Destroy target <card>" of one target, whose doing an "If you do" asks."""
    return effect["op"] == "destroy" and isinstance(effect.get("target"), int) and set(effect) == {"op", "target"}


# fow-v-draw: FOW-FORCE-WORD-R: "Force N" without brackets (CR 1023.1 writes 'Force (number)') is the same action.
_FORCE = re.compile(r"(?:\[Force\]|Force)\s*(?P<n>[1-9])(?:\.\s*|\s+)(?:\(Roll (?:a|one|two|three) (?:6-sided )?dic?e\.\)\s*)?(?=\S)")
_X_ROLL = r",? where X is the result of the roll"
# FOW-KW-FORCE-R: the printed forms of an amount "X, where X is the result of the roll" (or "N multiplied by the
# result of the roll"), each written as N "for each result of the roll".
_ROLL_FORMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(rf"\b(?P<head>gains) \[(?P<a>[+-])X00/(?:(?P<b>[+-])X00|0)\](?P<kw> and \[[A-Za-z ]+\])? until end of turn{_X_ROLL}"),
        "",
    ),
    (re.compile(rf"\bPut X (?P<c>\[[+-]\d{{1,4}}/[+-]\d{{1,4}}\]) counters? on (?P<on>this card|the entering card|target [^,.]+?|each of up to (?:two|three) target [^,.]+?){_X_ROLL}"), "Put a {c} counter on {on} for each " + ROLL_RESULT),
    (re.compile(rf"\b(?P<who>[Yy]ou gain|[Yy]our opponent loses|[Yy]ou lose) X00 life{_X_ROLL}"), "{who} 100 life for each " + ROLL_RESULT),
    (re.compile(r"\b(?P<who>[Yy]ou gain) (?P<n>[1-9]00) life multiplied by the resul(?:t)? of the roll"), "{who} {n} life for each " + ROLL_RESULT),
)


def force_text(text: str) -> str:
    """FOW-KW-FORCE-R: the effect text after "[Force] N", each amount naming the result of the roll written as
    "for each result of the roll" (a gain of keywords beside [+X00/+X00] is its own sentence, of "it")."""
    for pattern, form in _ROLL_FORMS:
        match = pattern.search(text)
        if match is None:
            continue
        if form:
            new = form.format(**match.groupdict())
        else:
            atk, def_ = f"{match.group('a')}100", f"{match.group('b')}100" if match.group("b") else "0"
            new = f"gains [{atk}/{def_}] for each {ROLL_RESULT} until end of turn"
            if match.group("kw"):
                new += f". It gains {match.group('kw')[len(' and '):]} until end of turn"
        text = text[: match.start()] + new + text[match.end() :]
    return text


# fow-ao-saga: FOW-WHERE-X-COUNT-R: a sentence whose amount is "X, where X is the number of <cards>".
# fow-q-count: FOW-MODIFY-PER-GROUP-R: "X00" names X too (the rewrites of "X00 life" below were never reached).
_WHERE_X = re.compile(r"(?P<body>[^.]*?\bX(?:00)?\b[^.]*?),? where X is (?:the number of (?P<per>[^.]+?)|(?P<per2>the total cost of the card discarded this way))(?=\.(?:\s|$)|$)")


def per_unit(side: str, times: int = 1) -> str:
    """fow-q-count: FOW-MODIFY-PER-GROUP-R: one side of "[-X00/0]" for each counted card: "-100", "+0" (fow-u-conds:
    FOW-WHERE-X-TIMES-R: X the count multiplied by ``times``, 100 times that for each)."""
    return "+0" if "X" not in side else ("-" if side.startswith("-") else "+") + str(100 * times)


# fow-q-count: FOW-DRAW-MINUS-COUNT-R: "Draw X cards, where X is N minus the number of cards in your hand".
_DRAW_MINUS = re.compile(r"\b([Dd])raw X cards,? where X is (?P<n>[a-z]+|[1-9]\d?) minus the number of cards in your hand(?=\.(?:\s|$)|$)")


def where_per(per: str) -> str:
    """The count of "where X is the number of <per>" as "for each" names it: a plural group of the field in the singular
    (:func:`.lines.plural_group`; "regalia" is its own plural, "<cards> with different names" kept for
    :func:`.lines.per_count`); any other count as printed."""
    from .lines import plural_group

    if not re.search(r"with different names (?:you control|your opponent controls)$", per) and re.search(r"(?:you control|your opponent controls)$", per):
        return per if per.startswith("regalia ") else plural_group(per)
    return per


# fow-w-count: FOW-TARGET-COST-COUNT-R: a target bound "with total cost X or less" whose X is a count named at the end of
# the sentence, X named nowhere else in it; "with total cost less than or equal to the number of <count> <rest>" is
# written so first.
_TARGET_COST_COUNT = re.compile(r"(?P<body>[^.]*?\btarget [^.]*?\bwith total cost X or less\b[^.]*?),? where X is the number of (?P<per>[^.]+?)\.?")
_TARGET_COST_UP_TO_COUNT = re.compile(
    r"(?P<head>\btarget [^.]*?\bwith total cost) (?:less than or equal to|equal to or less than) the number of (?P<per>[^.]+?(?:you control|your opponent controls))(?P<rest>[^.]*?)(?=\.|$)"
)


def where_x_text(text: str) -> str:
    """fow-ao-saga: FOW-WHERE-X-COUNT-R: "N damage (life) multiplied by X", "gain X00 life" and "Draw X cards" of a
    sentence ending ", where X is the number of <cards>" written "... for each <card>" (the plural group in the
    singular, :func:`.lines.plural_group`; "<cards> with different names" kept for :func:`.lines.per_count`); a
    sentence naming X any other way is left as printed (and refused)."""

    def rewrite(match: re.Match[str]) -> str:
        per = (match.group("per") or match.group("per2")).strip()  # fow-t-draw: FOW-DISCARDED-COST-X-R: per2
        # fow-u-conds: FOW-WHERE-X-TIMES-R: "the number of <cards> multiplied by N" -- X is N times the count; read for
        # "[+X00/0]" only (N hundred for each), any other use of X left as printed (refused).
        times_match = re.fullmatch(r"(?P<per>.+?) multiplied by (?P<n>[2-9]|two|three)", per)
        times = 1
        if times_match:
            per, times = times_match.group("per"), {"two": 2, "three": 3}.get(times_match.group("n"), 0) or int(times_match.group("n"))
        each = f"for each {where_per(per)}"
        if times != 1:
            body = re.sub(
                r"\b(gains?) \[(?P<a>[+-]?X00|\+?0)/(?P<d>[+-]?X00|\+?0)\](?P<until> until end of turn)?$",
                lambda k: f"{k.group(1)} [{per_unit(k.group('a'), times)}/{per_unit(k.group('d'), times)}] {each}{k.group('until') or ''}",
                match.group("body"),
            )
            return match.group(0) if re.search(r"\bX(?:00)?\b", body) else body
        body = re.sub(r"\b(\d{1,4}) (damage|life) multiplied by X\b", lambda k: f"{k.group(1)} {k.group(2)} {each}", match.group("body"))
        body = re.sub(r"\b([Yy]ou gain) X00 life\b", lambda k: f"{k.group(1)} 100 life {each}", body)
        body = re.sub(r"\b([Dd])raw X cards\b", lambda k: f"{k.group(1)}raw a card {each}", body)
        # fow-n-counters: FOW-COUNTERS-WHERE-X-R: "put X [+A/+B] counters on this card", "(your opponent) lose(s) X00 life".
        # "Put X counters on this card and your opponent loses X00 life": two instructions, each counting X.
        body = re.sub(
            r"\b([Pp]ut X \[[+-]\d{1,5}/[+-]\d{1,5}\] counters on this card) and ([Yy]our opponent loses X00 life)\b", lambda k: f"{k.group(1)}. {k.group(2)[0].upper()}{k.group(2)[1:]}", body
        )
        body = re.sub(r"\b([Pp]ut) X (\[[+-]\d{1,5}/[+-]\d{1,5}\]) counters on this card\b", lambda k: f"{k.group(1)} a {k.group(2)} counter on this card {each}", body)
        # fow-w-count: FOW-NAMED-COUNTERS-PER-R: "put X <name> counters on this card".
        body = re.sub(rf"\b([Pp]ut) X ({COUNTER_WORDS_RE}) counters on this card$", lambda k: f"{k.group(1)} a {k.group(2)} counter on this card {each}", body)
        body = re.sub(r"\b([Yy]our opponent loses|[Yy]ou lose) X00 life\b", lambda k: f"{k.group(1)} 100 life {each}", body)
        # fow-q-count: FOW-TOKENS-PER-R: "Put X [A/D] <...> resonator tokens (with [keywords]) into the field".
        body = re.sub(
            r"\b([Pp]ut) X (\[\d{1,5}/\d{1,5}\] [^,.\[]*?resonator) tokens( with [^,.]+?)? into (the|your) field$",
            lambda k: f"{k.group(1)} a {k.group(2)} token{k.group(3) or ''} into {k.group(4)} field {each}",
            body,
        )
        # fow-q-count: FOW-MODIFY-PER-GROUP-R: "gain(s) [-X00/-X00] (until end of turn)" is [-100/-100] for each <card>
        # ("[+X00/0]", "[0/-X00]": one of them only).
        body = re.sub(
            r"\b(gains?) \[(?P<a>[+-]?X00|\+?0)/(?P<d>[+-]?X00|\+?0)\](?P<until> until end of turn)?$",
            lambda k: f"{k.group(1)} [{per_unit(k.group('a'))}/{per_unit(k.group('d'))}] {each}{k.group('until') or ''}",
            body,
        )
        return match.group(0) if re.search(r"\bX(?:00)?\b", body) else body

    text = _DRAW_MINUS.sub(lambda k: f"{k.group(1)}raw a card for each {k.group('n')} minus card in your hand", text)
    return _WHERE_X.sub(rewrite, text)


# fow-m-look: FOW-REVEAL-COUNT-SYMBOLS-R: the counters of a target, X the will symbols counted.
_COUNTED_COUNTERS = re.compile(r"\bPut X (?P<c>\[[+-]\d{1,4}/[+-]\d{1,4}\]) counters on (?P<on>target [^,.]+?),\s+where X is the number of will symbols you counted this way")


def _counted_symbols(effects: list[dict[str, Any]]) -> None:
    """fow-m-look: FOW-REVEAL-COUNT-SYMBOLS-R: "Reveal the top card of your deck and count the number of will symbols in its
    attribute cost" is followed by the one effect counting them, right after it (nothing moves the card between); a
    count of symbols anywhere else, or a reveal counting for nothing, is refused."""
    counting = [(e.get("per") or {}).get("what") == "top_symbols" for e in effects]
    revealing = [e.pop("_counts", False) for e in effects]
    for index in range(len(effects)):
        if counting[index] and not (index and revealing[index - 1]):
            raise Unsupported("'the will symbols you counted this way' after no card revealed and counted just before is not in the vocabulary")
        if counting[index] and isinstance(revealing[index - 1], list):
            effects[index]["per"] = effects[index]["per"] | {"attributes": revealing[index - 1]}  # FOW-REVEAL-COUNT-ATTR-SYMBOLS-R
        if revealing[index] and not (index + 1 < len(effects) and counting[index + 1]):
            raise Unsupported("counting the will symbols of the card revealed for no effect after it is not in the vocabulary")


def _it_just_before(targets: list[dict[str, Any]], effects: list[dict[str, Any]]) -> bool:
    """fow-s-deal: FOW-IT-TARGET-R's "it" ("that card", "that resonator") of a sentence after effects: the text has one
    target, a J/resonator in the field, and the effect just before names it (target 0)."""
    return len(targets) == 1 and targets[0]["kind"] in ("resonator", "j_resonator") and targets[0].get("zone", "field") == "field" and bool(effects) and effects[-1].get("target") == 0


def damage_atk_of(sentence: str, targets: list[dict[str, Any]], before: list[dict[str, Any]]) -> dict[str, Any] | None:
    """fow-p-stats: FOW-DAMAGE-EQUAL-ATK-OF-R: "This card deals damage equal to the ATK of that resonator to your
    opponent (you)" -- "that resonator" the one J/resonator in the field targeted by the effects ``before`` it (the
    effect just before it on that target); None for another sentence."""
    match = re.fullmatch(r"This card deals damage equal to the ATK of that (?:J/)?resonator to (?P<who>your opponent|you)\.?", sentence.strip(), re.I)
    if match is None:
        return None
    if len(targets) != 1 or targets[0]["kind"] not in ("resonator", "j_resonator") or targets[0].get("zone", "field") != "field" or not before or before[-1].get("target") != 0:
        raise Unsupported("'the ATK of that resonator' names no single J/resonator of the effect just before it")
    return {"op": "damage", "amount": 0, "atk_of": 0, "each": "your_opponent" if match.group("who").lower() == "your opponent" else "you"}


def parse_effects(text: str, *, that_much: bool = False, victim: bool = False) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Effects and target slots of a sentence sequence; raises :class:`Unsupported` naming the sentence.
    ``that_much``: the text may say "that much" (the damage of a "deals damage" trigger, FOW-DRAIN-R)."""
    # fow-m-look: FOW-REVEAL-COUNT-SYMBOLS-R: "Put X [+A/+B] counters on target <...>, where X is the number of will
    # symbols you counted this way" is a counter on that target for each symbol counted.
    text = _COUNTED_COUNTERS.sub(lambda k: f"Put a {k.group('c')} counter on {k.group('on')} for each will symbol you counted this way", text)
    # fow-ao-saga: FOW-WHERE-X-COUNT-R (fow-t-draw: FOW-DISCARDED-COST-X-R, "the total cost of the card discarded this way").
    # fow-w-count: FOW-TARGET-COST-COUNT-R: "target <...> with total cost less than or equal to the number of <count> <rest>".
    text = _TARGET_COST_UP_TO_COUNT.sub(lambda k: f"{k.group('head')} X or less{k.group('rest')}, where X is the number of {k.group('per')}", text)
    text = where_x_text(text) if re.search(r"where X is (?:(?:\w+ minus )?the number of|the total cost of the card discarded this way)", text) else text
    # fow-n-static: FOW-DAMAGE-TIMES-X-R: "... multiplied by X to target <J/resonator> and your opponent" is the damage
    # to each of the two.
    text = re.sub(
        r"^(?P<head>This card deals \d{1,6} damage multiplied by X) to (?P<target>target (?:J/)?resonator) and your opponent(?P<end>\.?)$",
        r"\g<head> to \g<target>. \g<head> to your opponent\g<end>",
        text,
    )
    # fow-z-dmg: FOW-DAMAGE-DIVIDED-TWO-R: "... divided as you choose to target A and target B. You must assign a minimum
    # of M damage to each target" is one sentence, the minimum a clause of the division.
    text = re.sub(r"(divided as you choose to target [^.]+? and target [^.]+?)\. You must assign a minimum of (\d{1,5}) damage to each target(?=\.|$)", r"\1, at least \2 to each target", text)
    # fow-s-deal: FOW-IT-DEALS-R: "This card deals <...>. If <condition>, it deals <...>": "it" is the subject of the
    # sentence just before, this card.
    text = re.sub(r"(^|\. )(This card deals [^.]+\. If [^,.]+, )it deals\b", r"\1\2this card deals", text)
    # fow-s-deal: FOW-DAMAGE-PLUS-EACH-ORDER-R: "This card deals N damage plus an additional M damage for each <X> to <target>"
    # is FOW-DAMAGE-PLUS-EACH-R's "This card deals N damage to <target>, plus an additional M damage for each <X>".
    text = re.sub(
        r"(^|\. )(This card deals \d{1,5} damage) (plus an additional \d{1,5} damage for each [^.]+?) to (target [^.]+|your opponent)(?=\.?$)",
        r"\1\2 to \4, \3",
        text,
    )
    # fow-s-deal: FOW-COUNT-ENTITIES-TO-GRAVEYARD-R: "gain(s) [A/B] until end of turn for each <X>" is "gain(s) [A/B] for each <X> until
    # end of turn".
    text = re.sub(r"\b(gains?) (\[[+-]?\d{1,5}/[+-]?\d{1,5}\]) until end of turn for each ([^.]+?)(?=\.|$)", r"\1 \2 for each \3 until end of turn", text)
    # fow-s-keyword: FOW-DISCARDS-AND-BANISHES-R: "Your opponent discards N card(s) and banishes <a card>" opening a sentence is
    # the two instructions in order, both theirs (never after "If you do," whose condition would not reach the second).
    text = re.sub(
        r"(?:^|(?<=\. ))Your opponent discards (?P<n>a card|two cards|three cards) and banishes (?P<what>an? [^.,;]+?)(?=\.|$)",
        r"Your opponent discards \g<n>. Your opponent banishes \g<what>",
        text,
    )
    # fow-s-keyword: FOW-GAINS-PER-AND-KEYWORD-R: "This card gains [+A/+B] for each <count> and [K] until end of turn" is
    # the counted change and the keyword, both until end of turn.
    text = re.sub(
        r"(?:^|(?<=\. ))This card gains (?P<stat>\[[+-]?\d{1,5}/[+-]?\d{1,5}\]) for each (?P<per>[^.\[]+?) and (?P<kw>\[[A-Za-z ]+\]) until end of turn",
        r"This card gains \g<stat> for each \g<per> until end of turn. This card gains \g<kw> until end of turn",
        text,
    )
    force = _FORCE.match(text)
    if force is not None:
        # FOW-KW-FORCE-R (CR 1023.1): the dice are rolled first; the effects after it count their result.
        rolled, slots = parse_effects(force_text(text[force.end() :]), that_much=that_much, victim=victim)
        if not any(_counts_roll(e) for e in rolled):
            raise Unsupported("a [Force] whose result no effect after it counts is not in the vocabulary")
        return [{"op": "force", "dice": int(force.group("n"))}, *rolled], slots
    effects: list[dict[str, Any]] = []
    targets: list[dict[str, Any]] = []
    # fow-w-count: FOW-TARGET-COST-COUNT-R: the count of the sentence being read, for its one target bounded by X.
    cost_count: list[dict[str, Any]] = []

    def slot(spec: dict[str, Any]) -> int:
        if cost_count and spec.pop("max_cost_x", False):
            spec["max_cost_per"] = cost_count.pop()
        targets.append(spec)
        return len(targets) - 1

    # fow-hero3: FOW-AT-END-REMOVED-HAND-R: "You may target a non-magic stone <attribute> card in your removed area.
    # At the end of this turn >>> Put the chosen target from your removed area into your hand" is one instruction.
    text = re.sub(
        r"You may target a non-magic stone (?P<attr>light|fire|water|wind|darkness) card in your removed area\. "
        r"At the end of this turn >>> Put the chosen target from your removed area into your hand",
        r"At the end of this turn, put the targeted non-magic stone \g<attr> card of your removed area into your hand",
        text,
    )
    # fow-n-grimm: FOW-IF-TARGET-ATTRIBUTE-R: "Choose target resonator: Remove it from the game (Destroy it) if it's
    # <attribute>" is that effect on the target chosen (CR 903.2i: a target is chosen as it is played).
    text = re.sub(
        r"^Choose target (?P<noun>resonator|J/resonator): (?P<verb>Remove|Destroy) it (?P<rest>from the game )?if it's",
        r"\g<verb> target \g<noun> \g<rest>if it's",
        text,
    )
    # fow-n-grimm: FOW-DESTROY-BATTLE-PAIR-R: the damage to "those resonators"' controllers names the destroyed pair.
    # fow-r-standby: FOW-TARGET-NOT-ATTACKED-R: "Until end of turn, gain control of <target>" is "Gain control of <target> until
    # end of turn" (FOW-GAIN-CONTROL-R).
    text = re.sub(r"(^|\. )Until end of turn, gain control of ([^.]+?)(?=\.|$)", r"\1Gain control of \2 until end of turn", text)
    # fow-r-standby: FOW-DESTROY-BATTLE-PAIR-J-R: "Destroy a blocking J/resonator and a blocked J/resonator. ... those J/resonators".
    text = re.sub(
        r"Destroy (?P<a>a )?blocking (?P<j>J/)?resonator and (?P=a)?blocked (?P=j)?resonator\. This card deals (?P<n>\d{1,5}) damage to each controller of those (?P=j)?resonators",
        r"Destroy \g<a>blocking \g<j>resonator and \g<a>blocked \g<j>resonator; this card deals \g<n> damage to each controller of those \g<j>resonators",
        text,
    )
    # fow-p-look: FOW-SEARCH-THAT-NAME-R: "If you don't control a card named "X", search your deck for a card with that
    # name": the one name the condition just before names.
    text = re.sub(
        r'(?P<head>If you (?:don\'t|do not) control a card named "(?P<name>[^"]{1,200})", search your (?:main )?deck for a card) with that name\b',
        lambda m: f'{m.group("head")} named "{m.group("name")}"',
        text,
    )
    # FOW-LOOK-TOP-PICK-R: several cards taken from among the top N, and where the rest go, are one instruction.
    text = re.sub(
        r"(?P<verb>Look at|Reveal) (?:the )?top (?P<n>[a-z]+|\d{1,2}) cards of your (?:main )?deck\. (?P<how>You may reveal|Reveal|You may put|Put) "
        r"(?P<count>up to (?:[a-z]+|\d{1,2})|any number of|two|three) (?P<what>[^.]+?) (?:from )?among them(?:,? and put them)? into your hand"
        r"(?:(?:\. (?:Then )?[Pp]ut|,? and(?: put)?) the rest (?P<rest>on the bottom of (?:your (?:main )?|the )deck(?: in (?:a random|any) order)?|on (?:the )?top of your (?:main )?deck in any order|"
        r"in(?:to)? your graveyard)|\. (?P<removed>Remove the rest from the game))",
        _look_top_picks,
        text,
    )
    # FOW-LOOK-TOP-PICK-R: "Look at the top N cards of your deck and put any number from among them into the
    # graveyard. Put the rest on the top of your deck in any order": up to N taken, into the graveyard.
    text = re.sub(
        r"Look at the top (?P<n>[a-z]+|\d{1,2}) cards of your (?:main )?deck and put any number (?:of them|from among them) into (?:the|your) graveyard\. "
        r"Put the rest on (?:the )?top of your (?:main )?deck in any order",
        lambda m: f"Look at the top {m.group('n')} cards of your deck and you may take up to {_top_count(m.group('n'))} of a card from among them and put it into your graveyard; the rest to the top in any order",
        text,
    )
    # fow-u-look: FOW-LOOK-TOP-COST-COUNT-R: "You may put a <card> with total cost X or less from among them into the field,
    # where X is the number of <cards>": the count is the filter's (read by :func:`search_filter`).
    text = re.sub(
        r"(?P<head>(?:You may put|Put) an? [^.]+? with total cost X or less) (?P<among>from among them into (?:the|your) field), (?P<where>where X is the number of [^.]+?)(?=\.)",
        r"\g<head> \g<where> \g<among>",
        text,
    )
    # FOW-LOOK-TOP-R: "Look at the top N cards of your deck. You may reveal a X from among them and put it
    # into your hand. Put the rest on the bottom of your deck in a random order." is one instruction.
    # FOW-LOOK-TOP-R / FOW-ARRANGE-R: the look at the top N cards, the one taken from among them and where
    # the rest go, in one sentence or several, is one instruction.
    text = re.sub(
        r"(?P<verb>Look at|Reveal) the top (?P<n>[a-z]+|\d{1,2}) cards of your (?:main )?deck\. (?:(?P<how>You may reveal|Reveal) (?P<what>an? [^.]+?) from among them,? "
        r"and put it into your hand|(?P<put>You may put|Put) (?P<pwhat>an? [^.]+?|one) (?:from among them|of them|among them) in(?:to)? (?P<dest>your hand|your graveyard|the field|your field))"
        r"(?:(?:\. (?:Then )?[Pp]ut|,? and(?: put)?) the rest (?P<rest>on the bottom of (?:your (?:main )?|the )deck(?: in (?:a random|any) order)?|on (?:the )?top of your (?:main )?deck in any order|"
        r"in(?:to)? your graveyard)|\. (?P<removed>Remove the rest from the game))",
        _look_top_sentence,
        text,
    )
    text = re.sub(
        r"(Look at the top (?:[a-z]+|\d{1,2}) cards of your (?:main )?deck)\. Put them on (?:the )?top of your (?:main )?deck in any order",
        r"\1 and put them back in any order",
        text,
    )
    # FOW-LOOK-BOTTOM-R: "Look at the top card of your deck. You may put it on the bottom of your deck." (or
    # "..., then put it on the top or the bottom of your deck") is one instruction: look, then the choice.
    text = re.sub(
        r"Look at the top (?:card )?of your (?:main )?deck(?:\. You may put it on the bottom of your (?:main )?deck|, then put it on the top or (?:the )?bottom of your (?:main )?deck)(?=\.|$)",
        _LOOK_BOTTOM,
        text,
    )
    # FOW-LOOK-OPP-TOP-R: the top card of the opponent's deck looked at, then maybe put on the bottom of that deck.
    text = re.sub(
        r"Look at the top card of (?:your|target) opponent's (?:main )?deck\. You may put it on the bottom of (?:the|their|that|your opponent's) (?:main )?deck(?=\.|$)",
        _LOOK_BOTTOM_OPPONENT,
        text,
    )
    # FOW-SHUFFLE-GRAVEYARD-R: the magic stones and then the other cards of a graveyard, shuffled into their decks,
    # are one instruction of one player (misprints "his magic stone deck", "his of her main deck" read alike; fow-w-modal:
    # FOW-SHUFFLE-GRAVEYARD-DECK-R: "into their deck" is their main deck, CR 301.2a).
    text = re.sub(
        r"Target player shuffles all magic stones from (?:his or her|their) graveyard into (?:his or her|his|her|their) magic stone deck, then shuffles all other cards "
        r"from (?:his or her|their) graveyard into (?:his or her|his of her|his|her|their) (?:main )?deck",
        "Target player shuffles their graveyard into their decks",
        text,
    )
    text = _bare_race_targets(text)
    # fow-alice-nv: FOW-KEYWORD-FILTER-R: "target resonator with [Flying] you control" is "target resonator you
    # control with [Flying]" (the keyword filter before whose it is).
    text = re.sub(r"\b([Tt]arget (?:J/)?resonator) (with(?:out)? \[[A-Za-z ]+\]) (you control|your opponent controls)\b", r"\1 \3 \2", text)
    # fow-y-trig: FOW-TARGET-RECOVER-NEXT-END-R: "Target a(n) <Race>. At the next end of turn >>> Recover it." is that target
    # recovered at the next end of turn, written as FOW-AT-END-RECOVER-R reads it (the same delayed recover).
    text = re.sub(
        r"^Target an? (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})\. At the next end of turn >>> Recover it\.?$",
        r'Target \g<race> gets "At end of turn >>> Recover this card." until end of turn',
        text,
    )
    # fow-alice-nv: FOW-WILL-EFFECT-SPEND-R: the will produced and what it may be spent on are one instruction.
    text = re.sub(r"\b([Pp]roduce [^.]+?)\. Spend this will only to (?=[^.]+(?:\.|$))", r"\1; spend this will only to ", text)
    # FOW-EACH-NON-RACE-R: "<group> gain [a] and <group> gain [b] until end of turn" is two sentences, each
    # until end of turn.
    text = re.sub(
        r"(?:(?<=^)|(?<=\. ))(?P<a>[A-Z][\w/ -]*? resonators gain \[[+-]?\d{1,4}/[+-]?\d{1,4}\]) and (?P<b>[A-Z][\w/ -]*? resonators gain \[[+-]?\d{1,4}/[+-]?\d{1,4}\]) until end of turn",
        r"\g<a> until end of turn. \g<b> until end of turn",
        text,
    )
    # A card discarded is discarded from its player's hand (CR 1019.1): "from their hand" adds nothing; "Your
    # opponent discard" is a misprint of "discards" (GITS2045-047).
    text = re.sub(r"\b(Your opponent) discards? (a card|(?:two|three) cards) from (?:their|his or her) hand\b", r"\1 discards \2", text)
    # FOW-IF-YOU-DO-DESTROY-R: "Destroy target <card>, if you do, <effect>" is the two sentences.
    text = re.sub(r"^(Destroy target [^.,;]+), if you do, (\w)", lambda m: f"{m.group(1)}. If you do, {m.group(2)}", text)
    # FOW-TARGET-ATK-R: "with N ATK or more (less)" is "with N or more (less) ATK".
    text = re.sub(r"\bwith (\d{1,5}) ATK or (more|less)\b", r"with \1 or \2 ATK", text)
    # fow-w-grimm: FOW-BECOMES-CHOSEN-RACE-R: "<target> loses all races and gains a race of your choice until end of turn" is
    # a race declared as it resolves, then the target's race change to it.
    text = re.sub(
        r"\b(Target [\w/ -]+?) loses all races and gains a race of your choice until end of turn\b",
        r"Choose a race. \1 loses all races and becomes the chosen race until end of turn",
        text,
        flags=re.I,
    )
    # FOW-YOUR-J-RULER-GAINS-R: "until the end of turn" is "until end of turn".
    text = re.sub(r"\b(Your J-ruler gains [^.]+?) until the end of turn\b", r"\1 until end of turn", text, flags=re.I)
    # "All players discard all cards in their hand" (CR 1019.1): each player's hand discarded, the controller's first.
    text = re.sub(r"^All players discard all (?:the )?cards in their hands?(?=\.|$)", "Discard your hand. Your opponent discards their hand", text)
    # FOW-LOOK-TOP-ALONE-R, FOW-HAND-LOOK-R: "Look at your opponent's hand and the top card of their deck" is
    # the two looks.
    text = re.sub(r"\bLook at your opponent's hand and the top card of their deck\b", "Look at your opponent's hand. Look at the top card of your opponent's deck", text)
    # FOW-SEARCH-TOP-R: the search, the shuffle of the rest of that deck and the card put on top of it are
    # one instruction.
    text = re.sub(
        r"(Search your (magic stone |main )?deck for [^.;]+?)(?:\.\s*Then,?|,) shuffle the rest of your \2?deck and put that card on top of (?:it|your \2?deck)(?=\.|$)",
        r"\1; shuffle the rest and put that card on top",
        text,
    )
    # FOW-NAME-CARD-R: "if it's the named card" / "if it shares a name with the named card" after the reveal
    # of the top card is its filter.
    text = re.sub(
        r"(Reveal the top card of your (?:main )?deck)[.,] [Ii]f (?:it's the named card|it shares a name with the named card), (put it into your hand)",
        r"\1; If it's a card that shares a name with the named card, \2",
        text,
    )
    # fow-reiya-lapis: FOW-HAND-NAME-BAN-R: the card chosen from the opponent's hand and the ban of its name are one
    # instruction.
    text = re.sub(
        r"(Look at your opponent's hand and choose a card)(?: from among them)?\. Until the end of your opponent's next turn, (?:your opponent|they) cannot play cards (?:that share|sharing) a name with (?:that|the chosen) card",
        r"\1; they cannot play cards of its name until the end of their next turn",
        text,
    )
    # FOW-REVEAL-UNTIL-R: the cards revealed until one of a filter, where that one goes and where the rest
    # go, are one instruction.
    text = re.sub(
        r"(Reveal cards from the top of your (?:main )?deck until you reveal [^.]+?)\. (Put that card into (?:your hand|your field|the field),? and)",
        r"\1; \2",
        text,
    )
    # FOW-REVEAL-TOP-ALL-R: the top cards revealed, those of the named card taken and the rest shuffled back
    # are one instruction.
    text = re.sub(
        r"(Reveal the top (?:two|three|four|five|six|seven|eight|nine|ten) cards of your (?:main )?deck)\. Put all revealed cards (?:with that name|that share a name with the named card) "
        r"into your hand and shuffle the rest into your (?:main )?deck",
        r"\1; put all of them with the named card's name into your hand and shuffle the rest back",
        text,
    )
    # FOW-REVEAL-RANDOM-R: the card revealed at random and the check of its total cost are one instruction.
    text = re.sub(
        r"(Your opponent reveals a card from (?:their|his or her) hand at random)\. If the revealed card's total cost is equal to the chosen number, (?:they|he or she) discards? it",
        r"\1; they discard it if its total cost is equal to the chosen number",
        text,
    )
    # FOW-REMOVE-ALL-NAMED-R: the search of the opponent's zones and the shuffle of their deck are one instruction.
    text = re.sub(
        r"(Search your opponent's (?:main )?deck, graveyard,? and hand for all cards that share a name with the named card and remove them from the game)\. Then your opponent shuffles (?:their|his or her) (?:main )?deck",
        r"\1; they shuffle",
        text,
    )
    # FOW-GRAVEYARD-REMOVE-ALL-R: the damage "for each resonator removed this way" counts the removal just before it.
    text = re.sub(
        r"(Remove all cards in (?:target player's|your opponent's|your) graveyard from the game)\. (This card deals \d{1,4} damage to your opponent for each resonator removed this way)",
        lambda m: f"{m.group(1)}; {m.group(2)[0].lower()}{m.group(2)[1:]}",
        text,
    )
    # fow-w-zones: FOW-ALL-GRAVEYARDS-REMOVE-R: "X00 damage ..., where X is the number of resonators removed this way" is
    # 100 damage for each of them, dealt at once (CR 1007.3a), the same one damage.
    text = re.sub(
        r"(Remove all cards in all graveyards from the game)\. This card deals X00 damage to your opponent, where X is the number of resonators removed this way",
        r"\1; this card deals 100 damage to your opponent for each resonator removed this way",
        text,
    )
    # FOW-REVEAL-TOP-R: "Reveal the top card of your deck. If it's a X, put it ..." is one instruction.
    text = re.sub(r"(Reveal the top card of your (?:main |magic stone )?deck)\. If it(?:'s| is) ([^,.]+, put it into )", r"\1; If it's \2", text)
    # FOW-STONE-BOTTOM-R: the stone put into the field, then "It gains 'At the next end of turn >>> Put this
    # card on the bottom of its owner's magic stone deck'", is one instruction.
    text = re.sub(
        r"(Put the top card of your magic stone deck into (?:your|the) field(?: rested)?)\. It gains \"At the next end of turn >>> Put this card on the bottom of its owner's magic stone deck\.?\"\.?",
        r"\1, back at the next end of turn.",
        text,
        flags=re.I,
    )
    # FOW-HAND-LOOK-R: the look at (or reveal of) the opponent's hand, the card chosen from it and what its
    # owner does with it are one instruction.
    text = re.sub(
        r"(?:Look at (?:your|target) opponent's hand|(?P<rev>Your|Target) opponent reveals (?:their|his or her) hand)(?:\. |,? and (?:you )?|, (?:then )?)[Cc]hoose "
        r"(?P<what>an? [^.;]+?)(?: from among them)?[.,] (?:They|Your opponent|Your opponent then) (?P<verb>discards?|removes?) (?:that|the chosen) card(?P<game> from the game)?",
        lambda m: f"{'Reveal' if m.group('rev') else 'Look at'} your opponent's hand and choose {m.group('what')} from among them; they "
        f"{'remove' if m.group('verb').lower().startswith('remove') else 'discard'} it",
        text,
    )
    # FOW-HAND-LOOK-TARGET-R: the (optional) look at the target player's hand, the card chosen from it and
    # its discard are one instruction.
    text = re.sub(
        r"(?:(?P<may>You may )l|L)ook at target player's hand and choose (?P<what>an? [^.;]+?)(?: from among them)?\. "
        r"(?:He or she discards that card|(?(may)If you do, they discard the chosen card|They discard that card))(?=\.|$)",
        lambda m: f"{'You may l' if m.group('may') else 'L'}ook at target player's hand and choose {m.group('what')} from among them; they discard it",
        text,
    )
    # fow-v-grimm: FOW-REVEAL-COUNT-SYMBOLS-R: "<damage> for each will symbol on the revealed card attribute cost" after
    # "Reveal the top card of your deck" counts the symbols of that card's attribute cost; "and you gain that much
    # life" is the life of the damage dealt (FOW-LIFE-THAT-MUCH-DEALT-R).
    text = re.sub(
        r"(Reveal the top card of your (?:main )?deck)\. (This card deals \d{1,6} damage to target player) for each will symbol on the revealed card(?:'s)? attribute cost( and you gain that much life)?(?=\.|$)",
        lambda m: f"{m.group(1)} and count the number of will symbols in its attribute cost. {m.group(2)} for each will symbol you counted this way{'. You gain that much life' if m.group(3) else ''}",
        text,
        flags=re.I,
    )
    # FOW-ARRANGE-R: Foresee written out in full; the top card looked at and taken only if of a filter
    # (it stays on top otherwise).
    text = re.sub(
        r"Look at the top (?P<n>[a-z]+|\d) cards of your (?:main )?deck and put any number of them on (?:the )?top of your (?:main )?deck in any order\. "
        r"Put the rest on the bottom of your (?:main )?deck in any order",
        lambda m: f"Foresee {_top_count(m.group('n'))}",
        text,
    )
    text = re.sub(
        r"Look at the top card of your (?:main )?deck\. If it(?:'s| is) (?P<what>an? [^,.]+), reveal it,? and put it into your hand",
        r"Look at the top 1 cards of your deck and reveal \g<what> from among them and put it into your hand; the rest to the top in any order",
        text,
    )
    # FOW-LOOK-BOTTOM-R: the top card looked at, then maybe milled.
    text = re.sub(r"Look at the top card of your (?:main )?deck\. You may put it into (?:the|your) graveyard(?=\.|$)", "Look at the top card of your deck; you may mill it", text)
    # fow-q-effects: FOW-TARGET-CONTROLLER-BANISHES-R: a target named alone, then banished by its controller, is one instruction.
    text = re.sub(r"Target a resonator\. Its controller banishes it(?=\.|$)", "Its controller banishes target resonator", text)
    # fow-s-modal: FOW-BANISH-ONE-OF-TARGETS-R.
    text = re.sub(r"Target two resonators your opponent controls\. Your opponent banishes one of them(?=\.|$)", "Your opponent banishes one of a targeted pair of their resonators", text, flags=re.I)
    # fow-q-effects: FOW-LOOK-REMOVE-TOP-R: the top card looked at, then maybe removed from the game.
    text = re.sub(r"Look at the top card of your (?:main )?deck\. You may remove it from the game(?=\.|$)", "Look at the top card of your deck; you may remove it", text)
    # FOW-ARRANGE-R: the reminder of what Foresee does is not a sentence of its own.
    text = re.sub(r"(Foresee [1-9])\. \([^()]*\)", r"\1.", text)
    sentences = split_sentences(text)
    if not sentences:
        raise Unsupported("empty effect text")
    revealed_when: dict[str, Any] | None = None
    for sentence in sentences:
        if cost_count:
            raise Unsupported("'where X is the number of <count>' names no target with total cost X or less")
        counted = _TARGET_COST_COUNT.fullmatch(sentence)
        if counted and len(re.findall(r"\bX(?:00)?\b", counted.group("body"))) == 1:
            # fow-w-count: FOW-TARGET-COST-COUNT-R: the target's bound is the count (the slot takes it).
            from .lines import per_count

            cost_count.append(per_count(where_per(counted.group("per"))))
            sentence = counted.group("body")
        if passes_to(sentence, effects, slot):
            continue  # fow-u-gains: FOW-LOSE-ONE-OF-R
        then = re.match(r"Then,? (?!shuffle\b)(?=\S)", sentence)
        if then and effects:
            # FOW-THEN-R: "Then <effect>" is the next effect, done after the ones before it as every effect
            # of a text is (in the order written): the word adds nothing to read.
            sentence = sentence[then.end() :][0].upper() + sentence[then.end() + 1 :]
        short = re.fullmatch(r"If you cannot put (?P<n>two|three|four|five) cards into your graveyard this way, (?P<rest>.+)", sentence, re.I)
        if short:
            # fow-p-look: FOW-STONE-MILL-SHORT-R: the effects done only when the magic stone deck mill just before moved
            # fewer cards than it says (CR 104.2: as many as possible were moved).
            milled = effects[-1] if effects else {}
            if milled.get("op") != "mill" or milled.get("deck") != "stone" or milled.get("amount") != _TOP_COUNTS[short.group("n").lower()] or milled.get("optional"):
                raise Unsupported("'If you cannot put N cards into your graveyard this way' after no mill of N cards of the magic stone deck is not in the vocabulary")
            for part in re.split(r",? and (?=you lose \d)", short.group("rest")):
                effect = parse_sentence(part[0].upper() + part[1:], slot)
                if any(effect.get(k) for k in ("when", "unless", "optional", "condition")):
                    raise Unsupported("a conditional effect after 'If you cannot put N cards into your graveyard this way' is not in the vocabulary")
                effects.append(effect | {"condition": "if_you_dont"})
            continue
        altered = _IF_TARGET_ALTERED.fullmatch(sentence)
        if altered and not targets:
            # fow-m-grimm: FOW-IF-TARGET-ALTERED-R: the effect on its one target, done only if that target's ATK or DEF
            # differs from the printed one as it resolves.
            effect = parse_sentence(altered.group("effect"), slot)
            if effect.get("target") != 0 or len(targets) != 1 or targets[0]["kind"] not in ("resonator", "j_resonator") or effect.get("when"):
                raise Unsupported(f"{sentence!r} names no one target J/resonator before 'if its ATK is different'")
            effects.append(effect | {"when": {"target_altered": True}})
            continue
        if sentence == _LOOK_BOTTOM:
            effects.extend([{"op": "look_top"}, {"op": "top_to_bottom", "optional": True}])
            continue
        if sentence == _LOOK_BOTTOM_OPPONENT:
            effects.extend([{"op": "look_top", "player": "opponent"}, {"op": "top_to_bottom", "player": "opponent", "optional": True}])
            continue
        if sentence == "Look at the top card of your deck; you may mill it":
            effects.extend([{"op": "look_top"}, {"op": "mill", "amount": 1, "optional": True}])
            continue
        if sentence == "Look at the top card of your deck; you may remove it":
            effects.extend([{"op": "look_top"}, {"op": "mill", "amount": 1, "to": "removed", "optional": True}])
            continue
        if re.fullmatch(r"This triggers its \[Enter\] abilit(?:y|ies)", sentence, re.I):
            # FOW-TRIGGERS-ENTER-R: said of the card the effect just before puts into the field, whose [Enter]
            # abilities trigger as it enters however it does (FOW-KW-ENTER): nothing more to do.
            entering = effects[-2] if len(effects) > 1 and effects[-1].get("condition") == "if_you_dont" else effects[-1] if effects else {}
            if entering.get("to") != "field" or entering.get("op") not in ("search", "from_graveyard", "reveal_top"):
                raise Unsupported("'This triggers its [Enter] ability' after no card put into the field is not in the vocabulary")
            continue
        open_searches = [e for e in effects if e.get("_shuffle") is False and "_deck" not in e]
        if re.fullmatch(r"Shuffle your (?:main )?deck", sentence) and len(open_searches) > 1 and effects[-1] is open_searches[-1] and not effects[-1].get("unless"):
            # fow-t-search: FOW-SHUFFLE-AFTER-SEARCHES-R: a shuffle sentence of its own after several searches of the main
            # deck none of which shuffles: one shuffle after them all (CR 1021.4), done whether the last (under a
            # condition, "if you do" or a may) is done or not; the searches before it shuffle nothing of their own.
            for search in open_searches:
                del search["_shuffle"]
                search["shuffle"] = False
            last = open_searches[-1]
            del last["shuffle"]
            if any(last.get(k) for k in ("when", "optional", "condition")):
                last["shuffle_anyway"] = True
            continue
        shuffled = re.fullmatch(r"(?:Then,?|The|(?P<did>If you do,)) shuffle your (?P<stone>magic stone )?(?:main )?deck", sentence, re.I)
        if (
            shuffled
            and shuffled.group("did")
            and not shuffled.group("stone")
            and effects
            and effects[-1].get("op") == "search"
            and effects[-1].get("filter") == {"kinds": ["ruler"]}
            and effects[-1].get("_shuffle") is False
            and not any(effects[-1].get(k) for k in ("optional", "when", "unless", "condition", "to", "deck", "top", "count"))
        ):
            # fow-y-abc: FOW-SEARCH-RULER-CARD-R: "If you do, shuffle" after the search of a ruler card: shuffled only if a card
            # was found and put into the hand (none ever is: CR 402.3); finding none, the deck keeps its order.
            del effects[-1]["_shuffle"]
            effects[-1]["shuffle_if_found"] = True
            continue
        if shuffled and shuffled.group("did") and not (effects and effects[-1].get("optional")):
            raise Unsupported("'If you do, shuffle' after no optional search is not in the vocabulary")
        if (
            shuffled
            and not shuffled.group("did")
            and not shuffled.group("stone")
            and len(effects) > 1
            and effects[-1].get("condition") == "if_you_do"
            and effects[-1]["op"] in ("put_counters", "modify", "gain_life")
            and effects[-2].get("_shuffle") is False
            and "_deck" not in effects[-2]
            and effects[-2].get("optional")
            and not any(effects[-2].get(k) for k in ("when", "unless", "condition"))
        ):
            # fow-t-search: FOW-SHUFFLE-AFTER-IF-YOU-DO-R: "You may search ... If you do, <effect not touching a deck>.
            # Then shuffle your deck": the shuffle closes the optional search, done whether it was or not; the
            # effect between touches no deck and asks no choice, so the deck shuffled as the search ends is the
            # deck the text shuffles after it (CR 903.3, 1021.1).
            del effects[-2]["_shuffle"]
            effects[-2]["shuffle_anyway"] = True
            continue
        if shuffled:
            # FOW-SEARCH-R: the shuffle closes the search of that deck just before it.
            if not effects or effects[-1].get("_shuffle") is not False or effects[-1].get("_deck", "main") != ("stone" if shuffled.group("stone") else "main"):
                raise Unsupported("a shuffle of the deck not closing a search is not in the vocabulary")
            del effects[-1]["_shuffle"]
            effects[-1].pop("_deck", None)
            if (effects[-1].get("optional") or effects[-1].get("condition") == "if_you_do") and not shuffled.group("did"):
                # FOW-SEARCH-MAY-R: "You may search ... Then shuffle": the shuffle is not optional (nor after
                # "If you do, search ...", FOW-SEARCH-IF-YOU-DO-R).
                effects[-1]["shuffle_anyway"] = True
            elif effects[-1].get("when") and not effects[-1].get("unless") and not shuffled.group("did") and not any(e.get("op") == "search" for e in effects[:-1]):
                # fow-dec-b: FOW-EFFECT-IF-R: "If <condition>, search ... Then shuffle your deck": the shuffle is
                # a sentence of its own, done whether the condition holds or not.
                effects[-1]["shuffle_anyway"] = True
            continue
        counts = re.fullmatch(r"Reveal the top card of your (?:main )?deck and count the number of (?:(?P<attr>light|fire|water|wind|darkness) )?will symbols in its attribute(?P<cost> cost)?", sentence, re.I)
        if counts and (counts.group("cost") or counts.group("attr")):
            # fow-m-look: FOW-REVEAL-COUNT-SYMBOLS-R: the card is shown and stays on top; the effect right after it
            # counts its will symbols ("the number of will symbols you counted this way"); fow-p-look:
            # FOW-REVEAL-COUNT-ATTR-SYMBOLS-R: of one attribute only ("in its attribute" names its attribute cost).
            effects.append({"op": "reveal_top", "to": "stay", "_counts": [counts.group("attr").lower()] if counts.group("attr") else True})
            continue
        if re.fullmatch(r"Reveal the top (?:card )?of your (?:main )?deck", sentence, re.I):
            # FOW-REVEALED-IF-R: the card is shown and stays on top; what follows may ask what it is.
            effects.append({"op": "reveal_top", "to": "stay"})
            continue
        otherwise = re.fullmatch(r"Otherwise, put it into your (?P<to>graveyard|hand)", sentence, re.I)
        if otherwise and effects and effects[-1]["op"] == "reveal_top" and effects[-1].get("to") != "stay" and "otherwise" not in effects[-1]:
            # FOW-REVEAL-TOP-ELSE-R: the revealed card not of the filter goes to the graveyard (hand) instead of staying on top.
            effects[-1]["otherwise"] = otherwise.group("to").lower()
            continue
        # fow-n-grimm: or "Remove target resonator from the game (Destroy target resonator) if it's <attribute>".
        if_attribute = re.fullmatch(
            r"(?P<body>.+? until end of turn|(?:Remove|Destroy) target (?:J/)?resonator(?: from the game)?) if it's (?P<attr>light|fire|water|wind|darkness)", sentence, re.I
        )
        otherwise_it = re.fullmatch(r"Otherwise, (?P<rest>it (?:gains|loses) .+)", sentence, re.I)
        if_keyword = re.fullmatch(r"(?P<body>Destroy target (?:J/)?resonator) if it has \[(?P<kw>[A-Za-z ]+)\]", sentence, re.I)
        if if_keyword and if_keyword.group("kw").lower() in KEYWORD_NAMES:
            # fow-s-modal: FOW-IF-TARGET-KEYWORD-R: done only if its target, still legal, has that keyword as it resolves.
            effect = parse_sentence(if_keyword.group("body"), slot)
            effects.append(effect | {"when": {"target_keyword": KEYWORD_NAMES[if_keyword.group("kw").lower()]}})
            continue
        if if_attribute or (otherwise_it and effects and (effects[-1].get("when") or {}).get("target_attributes")):
            effects.append(_if_target_attribute(if_attribute, otherwise_it, effects, slot, targets))
            continue
        attribute_instead = re.fullmatch(r"If it's an? (?P<attr>light|fire|water|wind|darkness)(?: (?:J/)?resonator)?, (?P<rest>it gains .+ instead)", sentence, re.I)
        race_instead = re.fullmatch(r"If it's an? (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}), (?P<rest>it gains .+ instead)", sentence)
        if (attribute_instead or race_instead) and len(targets) == 1 and targets[0]["kind"] in ("resonator", "j_resonator"):
            # fow-r-gains: FOW-GAINS-INSTEAD-R with FOW-IF-TARGET-ATTRIBUTE-R's condition (the one target of that attribute),
            # or of a race the database prints (the one target of that race).
            if attribute_instead:
                instead_when, rest = {"target_attributes": [attribute_instead.group("attr").lower()]}, attribute_instead.group("rest")
            else:
                assert race_instead is not None
                if race_instead.group("race") not in KNOWN_RACES.get():
                    raise Unsupported(f"'if it's {race_instead.group('race')}': no race the database prints")
                instead_when, rest = {"target_races": [race_instead.group("race")]}, race_instead.group("rest")
            effects.extend(_conditional_effects("", rest, effects, slot, targets, condition=instead_when))
            continue
        race_gains = re.fullmatch(r"If it's an? (?P<races>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}(?: or [A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2})?), it (?:also )?(?P<rest>gains .+ until end of turn)", sentence)
        if race_gains and len(targets) == 1 and effects and effects[-1].get("target") == 0:
            # fow-u-gains: FOW-IF-TARGET-RACE-GAINS-R: "<effect on target J/resonator>. If it's a <Race> (or <Race>), it gains
            # <change> until end of turn": FOW-IT-TARGET-R's change, made only if the target is of one of the races then.
            races = race_gains.group("races").split(" or ")
            if any(race not in KNOWN_RACES.get() for race in races):
                raise Unsupported(f"'if it's a {race_gains.group('races')}': no race the database prints")
            effects.append(it_gains("It " + race_gains.group("rest"), targets) | {"when": {"target_races": races}})
            continue
        target_race = re.fullmatch(r"If the target is an? (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}), (?P<rest>draw \w+ cards instead)", sentence)
        if target_race and len(targets) == 1:
            # fow-t-draw: FOW-DRAW-INSTEAD-TARGET-RACE-R: FOW-DRAW-INSTEAD-R on the one target's race (FOW-GAINS-INSTEAD-R's check).
            if target_race.group("race") not in KNOWN_RACES.get():
                raise Unsupported(f"'if the target is a {target_race.group('race')}': no race the database prints")
            effects.extend(_conditional_effects("", target_race.group("rest"), effects, slot, targets, condition={"target_races": [target_race.group("race")]}))
            continue
        revealed = _revealed_if(sentence, effects, slot, revealed_when)
        if revealed is not None:
            effects.extend(revealed[0])
            revealed_when = revealed[1]
            continue
        if re.fullmatch(r"(?:You )?gain control of it until end of turn", sentence, re.I):
            # FOW-GAIN-CONTROL-R: "it" is the one resonator the effect just before targets.
            previous = effects[-1] if effects else None
            if previous is None or not isinstance(previous.get("target"), int) or targets[previous["target"]]["kind"] != "resonator":
                raise Unsupported("'gain control of it' names no resonator targeted just before")
            effects.append({"op": "gain_control", "target": previous["target"], "until_end": True})
            continue
        playable = re.fullmatch(r"(?:You may )?play (?P<what>it|that card|these cards|them)(?: from your removed area)? until end of turn", sentence, re.I)
        if playable is not None:
            # fow-r-zoneplay: FOW-PLAY-REMOVED-UNTIL-R: the cards the removal of the top of its controller's deck just before removed.
            previous = effects[-1] if effects else {}
            one = playable.group("what").lower() in ("it", "that card")
            if set(previous) != {"op", "amount", "player", "to"} or previous["op"] != "mill" or previous["to"] != "removed" or previous["player"] != "you" or one != (previous["amount"] == 1):
                raise Unsupported("'you may play it (these cards) until end of turn' after no removal of the top card(s) of your deck is not in the vocabulary")
            previous["playable"] = True
            continue
        if re.fullmatch(r"(?:It doesn't|They don't) recover during (?:its|their|your) (?:controllers?'s? )?next recovery phase", sentence, re.I):
            effects.append(_no_recover_them(effects, targets))
            continue
        if re.fullmatch(r"(?:It doesn't|They don't) recover during the recovery phase as long as this card is (?:on|in) (?:a|the) field", sentence, re.I):
            # FOW-NO-RECOVER-WHILE-R: every recovery phase while this card stays in the field.
            held = _no_recover_them(effects, targets)
            if held.get("target") == "self":
                raise Unsupported("this card not recovering as long as it is in the field is not in the vocabulary")
            effects.append(held | {"while_here": True})
            continue
        unrecoverable = re.fullmatch(
            r"(?:If it's an? (?P<race>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}), it|It|They) cannot be recovered as long as this card is (?:on|in) (?:a|the) field", sentence
        )
        if unrecoverable:
            # fow-s-grimm-a: FOW-UNRECOVERABLE-WHILE-R: no recovery at all while this card stays in the field (with "If it's a
            # <Race>", only a target of that race as the effect resolves, FOW-IF-TARGET-ATTRIBUTE-R's check by race).
            held = _no_recover_them(effects, targets) | {"while_here": True, "at_all": True}
            if held.get("target") == "self":
                raise Unsupported("this card not recovering as long as it is in the field is not in the vocabulary")
            race = unrecoverable.group("race")
            if race is not None:
                if race not in KNOWN_RACES.get() or not isinstance(held.get("target"), int) or len(targets) != 1:
                    raise Unsupported(f"'if it's a {race}, it cannot be recovered' names no race of the database or no one target")
                held["when"] = {"target_races": [race]}
            effects.append(held)
            continue
        if re.fullmatch(r"At the end of (?:the )?turn, put all resonators removed this way into their owners?'s? fields?", sentence, re.I):
            # FOW-AT-NEXT-END-RETURN-R: each resonator targeted and removed from the game by the effects just before.
            removed = [e for e in reversed(effects) if e["op"] == "remove" and set(e) == {"op", "target"} and isinstance(e["target"], int)]
            if not removed or len(removed) != len(effects) or any(targets[e["target"]]["kind"] != "resonator" for e in removed):
                raise Unsupported("'all resonators removed this way' names no resonators targeted and removed just before")
            effects.extend({"op": "at_end", "target": e["target"], "then": "return"} for e in reversed(removed))
            continue
        if re.fullmatch(r"At the end of (?:the )?turn, destroy all (?:resonators and J-Ruler|J/resonators) you control", sentence, re.I):
            # fow-p-trig: FOW-AT-END-DESTROY-YOURS-R: a delayed ability of the effect's controller, not of a card in the field.
            effects.append({"op": "at_end", "target": "self", "then": "destroy_yours"})
            continue
        watch = re.fullmatch(r"When that (?P<noun>resonator|J/resonator) is destroyed this turn, banish this card", sentence, re.I)
        if watch:
            # fow-s-grimm-b: FOW-DESTROYED-BANISH-R: a delayed ability watching the one J/resonator target the effect just
            # before changed (no "each", no other target slot).
            previous = effects[-1] if effects else None
            if previous is None or len(targets) != 1 or previous.get("target") != 0 or previous.get("each") or previous["op"] != "modify" or targets[0]["kind"] != watch.group("noun").lower().replace("j/", "j_"):
                raise Unsupported(f"{sentence!r} names no one J/resonator targeted and changed just before")
            effects.append({"op": "at_end", "target": 0, "then": "destroyed_banish"})
            continue
        beginning = re.fullmatch(r"At the beginning of (?:the )?end phase >>> (?P<what>.+)", sentence, re.I)
        if beginning:
            # fow-t-endphase: FOW-AT-BEGINNING-END-R: FOW-AT-NEXT-END-R's delayed ability on a card, at CR 505.1.
            before = len(effects)
            known = len(targets)
            try:
                discard = parse_sentence(beginning.group("what"), slot)
            except Unsupported:
                discard = None
            if discard is None or {k: v for k, v in discard.items() if k != "amount"} != {"op": "discard", "player": "you"} or len(targets) != known:
                del targets[known:]
            else:
                # fow-x-trig: FOW-AT-BEGINNING-END-DISCARD-R: the effect's controller discards N cards then (a delayed
                # ability of that player, not of a card in the field).
                effects.append({"op": "at_end", "target": "self", "then": "discard_yours", "beginning": True, "amount": discard["amount"]})
                continue
            _at_next_end(beginning.group("what"), effects, targets)
            if len(effects) != before + 1 or effects[-1]["then"] not in ("destroy", "banish", "remove", "hand"):
                raise Unsupported(f"at the beginning of the end phase, {beginning.group('what')!r} names no card the effect just before names")
            effects[-1]["beginning"] = True
            continue
        # FOW-AT-NEXT-END-R: "At the end of turn, destroy it" in an effect is the same delayed ability.
        delayed = (
            re.fullmatch(r"At the next end of turn(?: >>>|,) (?P<what>.+)", sentence, re.I)
            or re.fullmatch(r"(?:It|They) gains? \"At the next end of turn >>> (?P<what>[^\"]+?)\.?\"\.?", sentence, re.I)
            # fow-alice-nv: "At the end of turn, banish it" (its controller banishes it, CR 1011.1) read alike.
            or re.fullmatch(r"At the end of (?:the )?turn, (?P<what>(?:destroy|banish) (?:it|that resonator|that J/resonator))", sentence, re.I)
            # fow-alice-nv: "Remove it from the game at end of turn" (the delay after the instruction) read alike.
            or re.fullmatch(r"(?P<what>Remove it from the game) at (?:the )?end of (?:the )?turn", sentence, re.I)
            # fow-r-modal: FOW-IT-PUT-R: "At end of turn >>> Return it to its owner's hand" after the card put just before;
            # "At the end of turn >>> Its controller banishes it" likewise (FOW-AT-NEXT-END-R).
            or (re.fullmatch(r"At end of turn >>> (?P<what>Return it to its owner's hand)", sentence, re.I) if put_just_before(effects) else None)
            or re.fullmatch(r"At (?:the )?end of (?:the )?turn >>> (?P<what>Its controller banishes it)", sentence, re.I)
        )
        if delayed:
            _at_next_end(delayed.group("what"), effects, targets)
            continue
        per_pump = _PUMP_PER.fullmatch(sentence)
        if per_pump:
            effects.append(_pump_per(per_pump, slot, targets))
            continue
        if re.match(r"It (?:gains|loses)\b", sentence) and not targets and put_just_before(effects):
            # fow-r-modal: FOW-IT-PUT-R: "it" is the resonator the search (a put from the hand) just before put into
            # the field, the new object it is there (CR 302.3); none put: nothing happens.
            effects.append(it_gains(sentence, [{"kind": "resonator"}]) | {"target": "found"})
            continue
        if re.match(r"It (?:gains|loses)\b", sentence):
            effects.append(it_gains(sentence, targets))
            continue
        kind_if = re.fullmatch(
            r"If it's an? (?P<kind>J-Ruler|resonator)(?:, (?P<rest>it (?:gains|loses) .+ until end of turn)| and it would be put into a graveyard from (?:a|the) field this turn, (?P<removed>remove it from (?:the )?game instead))",
            sentence,
            re.I,
        )
        if kind_if and len(targets) == 1 and targets[0]["kind"] == "j_resonator" and targets[0].get("zone", "field") == "field" and effects and effects[-1].get("target") == 0:
            # fow-s-deal: FOW-IF-TARGET-KIND-R: "<effect on target J/resonator>. If it's a J-Ruler (a resonator), <effect on it>":
            # the one J/resonator target, still legal as the effect resolves, is of that kind then (FOW-IT-TARGET-R);
            # FOW-REMOVED-INSTEAD-TURN-R: "... and it would be put into a graveyard from a field this turn, remove it
            # from the game instead" -- a replacement on that card until end of turn (a status, FOW-STATUS-UNTIL-R).
            when = {"target_kind": "j_ruler" if kind_if.group("kind").lower() == "j-ruler" else "resonator"}
            if kind_if.group("removed") and when["target_kind"] == "resonator":
                effects.append({"op": "modify", "target": 0, "flags": ["removed_instead"], "until": "turn", "when": when})
                continue
            if kind_if.group("rest"):
                effects.append(it_gains(kind_if.group("rest")[0].upper() + kind_if.group("rest")[1:], targets) | {"when": when})
                continue
        if re.match(r"It cannot (?:attack|block)\b", sentence) and status_reading(sentence) != sentence:
            # fow-w2-wide: FOW-IT-TARGET-R with FOW-STATUS-UNTIL-R: "It cannot attack (or block) this turn (until
            # end of turn)" -- the status of the one J/resonator targeted before it.
            effects.append(it_gains(status_reading(sentence), targets))
            continue
        if re.match(r"They gain\b", sentence):
            effects.extend(_they_gain(sentence, effects, targets))  # fow-w2-wide: FOW-THEY-TARGETS-R
            continue
        also = re.fullmatch(r"If there is an? \[(?P<stat>[+-]?\d{1,5}/[+-]?\d{1,5})\] counter on it, it also (?P<rest>gains .+ until end of turn)", sentence, re.I)
        if also and effects:
            # fow-n-counters: FOW-IF-TARGET-COUNTER-R: "<change of target J/resonator>. If there is a [+A/+B] counter on it,
            # it also gains <more> until end of turn": the more only while its one target carries such a counter.
            from .lines import stat_counter_key

            gained = it_gains("It " + also.group("rest"), targets)
            if gained["op"] != "modify" or gained.get("target") != 0:
                raise Unsupported(f"{sentence!r} is not in the vocabulary")
            effects.append(gained | {"when": {"target_counter": stat_counter_key(also.group("stat"))}})
            continue
        on_it = re.fullmatch(rf"Put (?P<count>a|an|one|two|three|four|five) (?:\[(?P<atk>[+-]?\d{{1,5}})/(?P<def>[+-]?\d{{1,5}})\]|(?P<name>{COUNTER_WORDS_RE})) counters? on it", sentence, re.I)
        if on_it and effects:
            # fow-n-counters: FOW-COUNTER-ON-IT-R: "<effect> target J/resonator ... Put N counters on it": "it" is the one
            # J/resonator targeted before (FOW-IT-TARGET-R), in the field.
            if len(targets) != 1 or targets[0]["kind"] not in ("resonator", "j_resonator") or targets[0].get("zone", "field") != "field":
                raise Unsupported("'it' names no single J/resonator targeted before it")
            put: dict[str, Any] = {"op": "put_counters", "amount": NUMBER_WORDS[on_it.group("count").lower()], "target": 0}
            if on_it.group("name"):
                put["counter"] = on_it.group("name").lower()
            else:
                put.update(atk=_hundreds(on_it.group("atk"), "counter"), def_=_hundreds(on_it.group("def"), "counter"))
                put["def"] = put.pop("def_")
            effects.append(put)
            continue
        quoted_will = re.fullmatch(r"(?:(?P<target>Target resonator) gains|Magic stones you control gain) the quoted will ability until end of turn", sentence)
        if quoted_will:
            # fow-w-grant: FOW-GRANTS-WILL-TURN-R: the sentence lines.gains_quoted_turn left of "<target resonator / magic stones you
            # control> gain(s) "{Rest}: Produce <will>" until end of turn" (lines fills in the wills of the quoted will ability).
            granting: dict[str, Any] = {"op": "modify", "granted_will": "quoted", "until": "turn"}
            if quoted_will.group("target"):
                granting["target"] = slot({"kind": "resonator"})
            else:
                granting["each"] = "your_magic_stones"  # FOW-GROUP-LASTING-R: each one its controller controls while it lasts
            effects.append(granting)
            continue
        quoted = re.fullmatch(r"This card gains the quoted text (?P<n>[1-4]) until end of turn", sentence)
        if quoted:
            # fow-v-grant: FOW-GAINS-QUOTED-TURN-R: the sentence lines.gains_quoted_turn left of "This card gains "<ability>"
            # until end of turn" (its quoted text read as abilities of this card, held under the condition ``gained``).
            effects.append({"op": "modify", "target": "self", "gained": int(quoted.group("n")), "until": "turn"})
            continue
        dealt_double = re.fullmatch(
            r"If (?:damage would be dealt to (?:the chosen target|that (?:J/)?resonator|it) this turn|(?:that (?:J/)?resonator|it) would be dealt damage this turn), it(?:'s| is) dealt double that much(?: damage)? instead",
            sentence,
            re.I,
        )
        if dealt_double:
            # fow-t-replace: FOW-DEALT-DOUBLE-TURN-R: the one J/resonator in the field targeted before it.
            if not effects or len(targets) != 1 or targets[0]["kind"] not in ("resonator", "j_resonator") or targets[0].get("zone", "field") != "field":
                raise Unsupported("'dealt double' names no single J/resonator targeted before it")
            effects.append({"op": "modify", "target": 0, "dealt_double": True, "until": "turn"})
            continue
        that = re.fullmatch(r"(?P<verb>Recover|Rest) that (?:J/)?resonator", sentence, re.I)
        if that:
            # fow-wide6: FOW-THAT-RESONATOR-RECOVER-R: "that resonator" is the one J/resonator targeted before.
            if not effects or len(targets) != 1 or targets[0]["kind"] not in ("resonator", "j_resonator") or targets[0].get("zone", "field") != "field":
                raise Unsupported("'that resonator' names no single J/resonator targeted before it")
            effects.append({"op": that.group("verb").lower(), "target": 0})
            continue
        must_it = re.fullmatch(r"It must (?P<what>block|attack or block|attack) this turn if able", sentence, re.I)
        if must_it:
            # fow-s-deal: FOW-MUST-ATTACK-TARGET-R with FOW-IT-TARGET-R: the one J/resonator in the field targeted by the
            # effect just before it.
            if not _it_just_before(targets, effects):
                raise Unsupported("'it must attack (block)' names no single J/resonator of the effect just before it")
            effects.append({"op": "modify", "target": 0, "flags": must_flags(must_it.group("what")), "until": "turn"})
            continue
        keyed_if = re.fullmatch(r"If (?:that (?:J/)?resonator|it) has \[(?P<kw>[A-Za-z ]+)\],? (?P<rest>(?:this card|it) deals \d{1,6} damage instead)", sentence, re.I)
        if keyed_if and _it_just_before(targets, effects):
            # fow-s-deal: FOW-IF-TARGET-KEYWORD-R: "that resonator" is the one J/resonator the damage just before targets; the
            # damage instead (FOW-EFFECT-IF-R) when it has the keyword as the effect resolves.
            effects.extend(_conditional_effects("", keyed_if.group("rest"), effects, slot, targets, condition={"target_keyword": filter_keyword(keyed_if.group("kw"))}))
            continue
        damage_it = re.fullmatch(rf"This card deals {_AMOUNT} damage to (?:it|that (?:J/)?resonator)", sentence, re.I)
        if damage_it:
            # fow-s-deal: FOW-DAMAGE-IT-R: "it" is the one J/resonator in the field targeted by the effect just before it
            # (FOW-IT-TARGET-R): the damage to that target (none once it is illegal, CR 903.3a).
            if not _it_just_before(targets, effects):
                raise Unsupported("'this card deals N damage to it' names no single J/resonator of the effect just before it")
            effects.append({"op": "damage", "amount": _hundreds(damage_it.group("amount"), "damage"), "target": 0})
            continue
        group_deals = re.fullmatch(rf"Each (?P<group>J/resonator|resonator) you control deals {_AMOUNT} damage to (?P<to>.+)", sentence, re.I)
        if group_deals:
            # fow-x-dmglife: FOW-EACH-YOURS-DEALS-R: each J/resonator (resonator) its controller controls as it resolves deals the
            # damage, each the source of its own (the text's target or player, as "This card deals N damage to <...>" reads it).
            dealt = parse_sentence(f"This card deals {group_deals.group('amount')} damage to {group_deals.group('to')}", slot)
            if dealt.get("op") != "damage" or set(dealt) - {"op", "amount", "target", "each"} or dealt.get("each") not in (None, "you", "your_opponent", "each_player"):
                raise Unsupported(f"damage dealt by each of a group to {group_deals.group('to')!r} is not in the vocabulary")
            effects.append(dealt | {"sources": "your_j_resonators" if group_deals.group("group").lower() == "j/resonator" else "your_resonators"})
            continue
        cost_stat = re.fullmatch(r"This card deals damage equal to the banished resonator's (?P<stat>ATK|DEF) to (?P<to>.+)|(?:You )?gain life equal to the banished resonator's (?P<life>ATK|DEF)", sentence, re.I)
        if cost_stat:
            # fow-x-dmglife: FOW-BANISHED-COST-STAT-R: the ATK / DEF of the resonator the spell's additional cost banished, as
            # it was banished (the card-set check refuses it on a card without that cost).
            if cost_stat.group("life"):
                effects.append({"op": "gain_life", "cost_banished": cost_stat.group("life").lower()})
                continue
            dealt = parse_sentence(f"This card deals 100 damage to {cost_stat.group('to')}", slot)
            if dealt.get("op") != "damage" or set(dealt) - {"op", "amount", "target", "each"}:
                raise Unsupported(f"damage equal to the banished resonator's stat to {cost_stat.group('to')!r} is not in the vocabulary")
            effects.append(dealt | {"amount": 0, "cost_banished": cost_stat.group("stat").lower()})
            continue
        that_fight = re.fullmatch(r"(?P<a>That (?:card|J/resonator|resonator)) and (?P<b>target .+?) deal damage equal to their ATK(?P<mutual> to each other)", sentence, re.I)
        if that_fight:
            # fow-s-deal: FOW-ATK-DAMAGE-THAT-R: "that card" is the one J/resonator in the field targeted by the effect
            # just before it (FOW-IT-TARGET-R); the two deal damage equal to their ATK to each other (FOW-ATK-DAMAGE-R).
            if not _it_just_before(targets, effects):
                raise Unsupported("'that card' names no single J/resonator of the effect just before it")
            effects.append(_atk_damage(that_fight, slot, that=0))
            continue
        atk_of = damage_atk_of(sentence, targets, effects)
        if atk_of is not None:
            effects.append(atk_of)
            continue
        banished_stat = re.fullmatch(r"(?:You )?gain life equal to its (?P<stat>ATK|DEF)", sentence, re.I)
        if banished_stat and effects and effects[-1].get("op") == "banish" and effects[-1].get("what") == "resonator" and effects[-1].get("amount", 1) == 1 and not effects[-1].get("optional"):
            # FOW-LIFE-EQUAL-BANISHED-R: "its" is the one resonator the banish just before it put into a graveyard, as it
            # was as it was banished (CR 911.1); none banished, no life.
            effects.append({"op": "gain_life", "equal_to": banished_stat.group("stat").lower(), "banished": True})
            continue
        its = re.fullmatch(rf"Its controller (?P<verb>loses|gains) {_AMOUNT} life", sentence, re.I)
        if its:
            # FOW-LOSE-LIFE-ITS-CONTROLLER-R: "its" is the one J/resonator targeted before; fow-x-dmglife:
            # FOW-GAIN-LIFE-ITS-CONTROLLER-R: gaining that life, after an effect on that target just before it.
            if len(targets) != 1 or targets[0]["kind"] not in ("resonator", "j_resonator"):
                raise Unsupported("'its controller' names no single J/resonator targeted before it")
            if its.group("verb").lower() == "gains":
                if not effects or effects[-1].get("target") != 0 or effects[-1]["op"] not in _LAST_KNOWN_BEFORE or effects[-1].get("optional") or effects[-1].get("condition"):
                    raise Unsupported("'its controller gains N life' after no effect on the one J/resonator targeted just before it is not in the vocabulary")
                effects.append({"op": "gain_life", "amount": _hundreds(its.group("amount"), "life"), "controller_of": 0})
                continue
            effects.append({"op": "lose_life", "amount": _hundreds(its.group("amount"), "life"), "of": 0})
            continue
        its_discards = re.fullmatch(r"Its controller discards a card(?P<random> at random)?", sentence, re.I)
        if its_discards:
            # fow-n-zones: FOW-ITS-CONTROLLER-DISCARDS-R: "its" is the one J/resonator targeted by the effect just before
            # (its controller as it last was in the field, FOW-LAST-KNOWN-R: nothing asked in between).
            if len(targets) != 1 or targets[0]["kind"] not in ("resonator", "j_resonator") or not effects or effects[-1].get("target") != 0 or effects[-1]["op"] not in _LAST_KNOWN_BEFORE or effects[-1].get("optional") or effects[-1].get("condition"):
                raise Unsupported("'its controller discards' names no single J/resonator of the effect just before it")
            effects.append({"op": "discard", "amount": 1, "of": 0} | ({"random": True} if its_discards.group("random") else {}))
            continue
        if re.fullmatch(r"(?:Then )?you gain life equal to half of that much damage\.? \(Rounded up to the nearest 100\.?\)", sentence, re.I):
            # fow-p-stats: FOW-LIFE-HALF-DEALT-R: of the one-way damage equal to an ATK just before it.
            if not effects or effects[-1]["op"] != "atk_damage" or effects[-1].get("mutual") or set(effects[-1]) != {"op", "source", "target"}:
                raise Unsupported("'half of that much damage' after no one-way damage equal to an ATK just before it is not in the vocabulary")
            effects.append({"op": "gain_life", "half_dealt": True})
            continue
        granted_end = re.fullmatch(r'(?P<target>Target .+?) (?:gains|gets) "At (?:the )?end of turn >>> Recover this card\.?" until end of turn', sentence)
        if granted_end:
            # fow-r-modal: FOW-AT-END-RECOVER-R: the ability gained until end of turn triggers at the end of this turn,
            # read as FOW-AT-NEXT-END-R's delayed ability on that target ("gets": the database's "gains").
            # fow-y-trig: FOW-AT-END-RECOVER-RACE-R: "target <Race>" as FOW-TARGET-RACE-R reads it (a card of that race).
            recovered = parse_sentence(_bare_race_targets("Recover t" + granted_end.group("target")[1:]), slot)
            if recovered["op"] != "recover" or not isinstance(recovered.get("target"), int) or set(recovered) != {"op", "target"}:
                raise Unsupported(f"{sentence!r} is not in the vocabulary")
            effects.append({"op": "at_end", "target": recovered["target"], "then": "recover"})
            continue
        rest = _DAMAGE_REST.fullmatch(sentence)
        if rest is not None:
            # FOW-DAMAGE-REST-R: the damage just before it, to one target resonator, goes over its DEF to its controller.
            previous = effects[-1] if effects else {}
            if set(previous) != {"op", "amount", "target"} or previous["op"] != "damage" or not isinstance(previous["target"], int) or targets[previous["target"]].get("kind") not in ("resonator", "j_resonator"):
                raise Unsupported(f"{sentence!r} after no plain damage to one target J/resonator is not in the vocabulary")
            previous["rest_over"] = "def" if rest.group("what").upper() == "DEF" else "capacity"
            continue
        and_its = re.fullmatch(rf"(?P<head>{SELF} deals \d{{1,5}} damage to target (?:J/)?resonator(?: your opponent controls)?) and (?P<amount>\d{{1,5}}) damage to its controller", sentence, re.I)
        if and_its:
            # fow-r-modal: FOW-DAMAGE-AND-ITS-CONTROLLER-R: the damage to the one target, then to the player controlling it
            # as the effect resolves (none when the target is illegal by then, CR 903.3a).
            dealt = parse_sentence(and_its.group("head"), slot)
            effects += [dealt, {"op": "damage", "amount": _hundreds(and_its.group("amount"), "damage"), "of": dealt["target"]}]
            continue
        if not that_much and re.fullmatch(r"(?:Then )?you gain that much life", sentence, re.I):
            # fow-r-modal: FOW-LIFE-THAT-MUCH-DEALT-R: "that much" is the damage the effect just before it dealt (one
            # recipient: one target, or the opponent), as FOW-LIFE-HALF-DEALT-R reads it.
            effects.append(_life_that_much_dealt(effects))
            continue
        equal = _life_equal(sentence, targets)
        if equal is not None:
            effects.append(equal)
            continue
        awakened = _AWAKENED_IF.fullmatch(sentence) or _AWAKENED_AFTER.fullmatch(sentence)
        if awakened is not None:
            effects.extend(_awakened_effects(awakened.group("rest"), effects, slot, targets))
            continue
        banished_more = _banished_instead(sentence, effects)
        if banished_more is not None:
            effects.append(banished_more)
            continue
        conditional = _conditional(sentence)
        if conditional is not None:
            effects.extend(_conditional_effects(*conditional, effects, slot, targets))
            continue
        # FOW-MAY-R: "this card may deal N damage to <X>" -- its controller decides whether this card deals it.
        may_deal = re.match(r"(?:This card|It) may deal (?P<rest>\d.+)", sentence, re.I)
        # fow-s-keyword: FOW-MAY-GAIN-R: "<this card / target J/resonator> may gain <change>" -- its controller decides.
        may_gain = re.match(r"(?P<who>This card|(?:Another )?target [^.]+?) may gain (?P<change>\[.+)", sentence, re.I)
        optional = re.match(r"You may (?P<rest>.+)", sentence, re.I) or may_deal or may_gain
        if_you_do = re.match(r"If you do, (?P<rest>.+)", sentence, re.I)
        if_it_does = re.match(r"If it does, (?P<rest>.+)", sentence, re.I)
        if if_it_does and effects and effects[-1].get("optional") and effects[-1]["op"] == "damage":
            # FOW-IF-IT-DOES-R: "This card (It) may deal N damage ... If it does, <effect>": as "If you do"
            # (an optional damage is this card's, FOW-MAY-R).
            if_you_do = if_it_does
        later = re.fullmatch(r"at the next end of turn >>> (?P<what>.+)", if_it_does.group("rest"), re.I) if if_it_does else None
        if later and effects and effects[-1].get("optional") and effects[-1]["op"] == "modify" and isinstance(effects[-1].get("target"), int) and len(effects) == 1:
            # fow-x-trig: FOW-MAY-GAIN-AT-END-R: "<target> may gain <change>. If it does, at the next end of turn >>> <action> it":
            # FOW-AT-NEXT-END-R's delayed ability on that target, made only if the change was made (as "If you do").
            _at_next_end(later.group("what"), effects, targets)
            if effects[-1]["op"] != "at_end" or effects[-1]["target"] != effects[-2]["target"]:
                raise Unsupported(f"'If it does, at the next end of turn' names no card the change just before names: {sentence!r}")
            effects[-1]["condition"] = "if_you_do"
            continue
        dealt_way = re.match(r"If damage was dealt (?:to (?:the chosen target|that (?:J/)?resonator|it) )?this way, (?P<rest>.+)", sentence, re.I)
        dealt_way = dealt_way if dealt_way and effects and _deals_one_target(effects[-1]) and not any(e.get("optional") for e in effects) else None
        if dealt_way:
            # fow-s-keyword: FOW-IF-DAMAGE-DEALT-R: "<this card deals N damage to target X>. If damage was dealt (to the chosen
            # target) this way, <effect>": as "If you do" after that damage, done only if damage was dealt; "destroy it" is
            # that target destroyed.
            if re.fullmatch(r"destroy it\.?", dealt_way.group("rest").strip(), re.I):
                effects.append({"op": "destroy", "target": effects[-1]["target"], "condition": "if_you_do"})
                continue
            if_you_do = dealt_way
        if optional or if_you_do:
            # FOW-MAY-R / FOW-IF-YOU-DO-R: one optional effect, and what follows from doing it.
            rest = f"{may_gain.group('who')} gains {may_gain.group('change')}" if may_gain else (optional or if_you_do).group("rest")  # type: ignore[union-attr]
            rest = f"This card deals {rest}" if may_deal else rest
            # fow-p-look: FOW-IF-YOU-DO-MAY-R: "If you do, you may search ..." -- the search, itself optional, offered
            # only if the optional effect before it was done.
            nested = re.match(r"you may (?P<rest>search .+)", rest, re.I) if if_you_do and not optional else None
            rest = nested.group("rest") if nested else rest
            parts = _conjoined(rest[0].upper() + rest[1:])
            if len(parts) != 1:
                raise Unsupported("an optional effect of several parts is not in the vocabulary")
            # fow-n-zones: FOW-LAST-KNOWN-R: "Destroy target resonator. If you do, you gain life equal to its DEF".
            equal = _life_equal(parts[0], targets) if if_you_do and effects and _destroys_one_target(effects[-1]) else None
            effect = equal if equal is not None else parse_sentence(parts[0], slot)
            # FOW-SEARCH-MAY-R, FOW-DISCARD-MAY-R: a search or a discard of your own may be optional.
            # FOW-SEARCH-IF-YOU-DO-R: "If you do, search ..." after an optional effect.
            # fow-n-grimm: FOW-BANISH-YOUR-STONES-R: "You may banish N of your <attribute> magic stones" (the controller's own).
            may_banish = optional and effect["op"] == "banish" and effect.get("attributes") and effect.get("player") == "you"
            # fow-r-modal: FOW-BANISH-IF-YOU-DO-R: "You may banish a (another) resonator" of its controller's.
            may_banish = may_banish or (optional and banishes_one_resonator(effect))
            if (effect["op"] == "discard" and not optional) or (effect["op"] == "banish" and not may_banish) or (effect["op"] == "discard" and effect.get("player", "you") != "you") or effect.get("condition"):
                raise Unsupported(f"an optional {effect['op']} is not in the vocabulary")
            if optional:
                effect["optional"] = True
            else:
                # FOW-IF-YOU-DO-DESTROY-R: with no optional effect before it, "If you do" may follow a
                # "Destroy target ..." of one target, done only if that destroy destroyed it.
                # fow-reiya-lapis: FOW-IF-YOU-DO-REMOVED-R: or a "Remove a <name> counter from this card (your J/ruler)";
                # FOW-IF-YOU-DO-RETURNED-R: or a "Return target <card> to its owner's hand" of one target;
                # fow-o-b: FOW-REST-J-RULER-EFFECT-R: or a "Rest a recovered J/ruler you control".
                # fow-r-grimm: FOW-IF-YOU-DO-BANISHED-R: or a "Banish a <card> you control" of one card.
                # fow-y-trig: FOW-IF-YOU-DO-GONE-REMOVED-R: or the gone resonator removed from its owner's graveyard;
                # FOW-IF-YOU-DO-GRAVEYARD-REMOVED-R: or target cards in a graveyard removed.
                if not any(e.get("optional") for e in effects) and not dealt_way and not (effects and (_destroys_one_target(effects[-1]) or _removes_one_counter(effects[-1]) or _returns_one_target(effects[-1]) or _removes_gone(effects[-1]) or effects[-1] == {"op": "rest", "j_ruler": True} or _banishes_one_yours(effects[-1]) or banishes_one_resonator(effects[-1]))):
                    raise Unsupported("'If you do' without an optional effect before it")
                effect["condition"] = "if_you_do"
                if nested:
                    effect["optional"] = True
            effects.append(effect)
            continue
        other_target = re.match(r"Up to one other (target (?:J/)?resonator(?: you control| your opponent controls)?) ", sentence)
        named = re.fullmatch(TARGET, other_target.group(1), re.I) if other_target else None
        if named is not None and targets and targets[-1] == target_spec(named):
            # fow-r-modal: FOW-UP-TO-OTHER-TARGET-R: "other" names the target of the same words just before it, which
            # no target slot may repeat (CR 903.2i: distinct targets).
            sentence = "Up to one " + sentence[len("Up to one other ") :]
        sharers = _NAME_SHARERS.fullmatch(sentence)
        if sharers is not None:
            if sharers.group("kind") != "resonator" or sharers.group("other") != "resonator":
                raise Unsupported("FOW-DAMAGE-NAME-SHARERS-R: only a target resonator and the other resonators sharing a name with it are in the vocabulary")
            # fow-z-dmg: FOW-DAMAGE-NAME-SHARERS-R: a plain damage to one target resonator, and each other sharing a name.
            first = len(targets)
            effect = parse_sentence(sharers.group("plain"), slot)
            if effect != {"op": "damage", "amount": effect.get("amount"), "target": first} or len(targets) != first + 1 or targets[first] != {"kind": "resonator"}:
                raise Unsupported(f"FOW-DAMAGE-NAME-SHARERS-R: {sentence!r} is not one plain damage to a target resonator")
            effects.append(effect | {"name_sharers": True})
            continue
        divided = _divided_two(sentence, slot, targets) or _divided(sentence, slot, targets)  # fow-z-dmg: FOW-DAMAGE-DIVIDED-TWO-R
        if divided is not None:
            effects.extend(divided)
            continue
        up_to = _up_to(sentence, slot, targets)
        if up_to is not None:
            effects.extend(up_to)
            continue
        both = _SELF_AND_TARGET_GAIN.fullmatch(sentence)
        if both is not None:
            # fow-n-cost: FOW-SELF-AND-TARGET-GAIN-R -- this card gains the change, and the target gains it unless it
            # is this card (the card named twice gains it once).
            change, other = both.group("change"), both.group("other")
            effects.append(parse_sentence(f"This card gains {change} until end of turn", slot))
            effects.append(parse_sentence(f"T{other[1:]} gains {change} until end of turn", slot) | {"other_than_self": True})
            continue
        for part in _conjoined(sentence):
            for piece in each_player_and(part):
                effects.append(parse_sentence(piece, slot))
    if cost_count:
        raise Unsupported("'where X is the number of <count>' names no target with total cost X or less")
    destroying = [i for i, e in enumerate(effects) if e["op"] == "destroy" and not e.get("banish")]
    if any((e.get("per") or {}).get("what") == "destroyed_resonator" and not any(d < i for d in destroying) for i, e in enumerate(effects)):
        # fow-w-count: FOW-DESTROYED-THIS-WAY-R: only after a destroy effect of the same text.
        raise Unsupported("'for each resonator destroyed this way' after no destroy effect of the same text is not in the vocabulary")
    if sum(1 for spec in targets if spec.get("max_cost_per")) > 1:
        raise Unsupported("two targets bounded by counts 'where X is the number of <count>' in one text are not in the vocabulary (FOW-TARGET-COST-COUNT-R)")
    trailing_targets(targets)
    if any(effect["op"] == "pay_will" and not effect.get("optional") for effect in effects):
        # FOW-PAY-WILL-MAY-R: a will payment the text does not make optional is not in the vocabulary.
        raise Unsupported("'pay <will>' that is not 'you may pay <will>' is not in the vocabulary")
    if any(effect.get("pay") and not effect.get("optional") for effect in effects):
        # FOW-PAY-LIFE-MAY-R: a life payment the text does not make optional (more than its payer has?).
        raise Unsupported("'pay N life' that is not 'you may pay N life' is not in the vocabulary")
    # FOW-DAMAGE-DIVIDED-ABILITY-R: the effects after a divided damage need not be one (no target of theirs: checked below).
    if len(targets) > (MAX_DIVIDED_TARGETS if any(effect.get("divided") for effect in effects) else 8):
        raise Unsupported("more than 8 targets")  # FOW-DAMAGE-DIVIDED-R: a spell's divided damage alone, up to 20 (FOW-DAMAGE-DIVIDED-TWENTY-R)
    if any(not spec.get("awakened") for spec in itertools.dropwhile(lambda spec: not spec.get("awakened"), targets)):
        # FOW-AWAKENED-SECOND-TARGET-R, FOW-AWAKENED-TARGETS-R: the slots chosen only awakened come after the others.
        raise Unsupported("a target of the card's text after one chosen only when it is awakened is not in the vocabulary")
    if any(effect.get("divided") for effect in effects) and {effect.get("target") for effect in effects if effect.get("divided")} != set(range(len(targets))):
        raise Unsupported("FOW-DAMAGE-DIVIDED-R: damage divided as you choose beside another target is not in the vocabulary")
    if any(effect.get("target") == "victim" for effect in effects) and not victim:
        raise Unsupported("'the damaged card' names no card here")
    if not that_much and any(effect.get("that_much") for effect in effects):
        raise Unsupported("'that much' names no amount of damage here")
    _unshuffled(effects)  # fow-t-search: FOW-SEARCH-NO-SHUFFLE-R
    _counted_symbols(effects)  # fow-m-look: FOW-REVEAL-COUNT-SYMBOLS-R
    declared_before(effects)
    # fow-w2-grimm: FOW-PAY-ANY-LIFE-R: once, first (nothing else declares), and "life paid this way" only after it.
    paying = [i for i, e in enumerate(effects) if e["op"] == "pay_life_any"]
    counting = [i for i, e in enumerate(effects) if (e.get("per") or {}).get("what") == "life_paid"]
    if paying and (paying != [0] or not counting or any(e.get(k) for e in effects for k in ("optional", "when", "unless", "condition"))
                   or any(e["op"] == "declare" for e in effects)):
        raise Unsupported("'pay any amount of life' other than first, once, with no condition and before an effect counting it is not in the vocabulary")
    if counting and not paying:
        raise Unsupported("'life paid this way' after no 'pay any amount of life' is not in the vocabulary")
    # fow-n-zones: FOW-REMOVED-THIS-WAY-COST-R: "the cards removed this way" are those an effect of this text removed
    # from the game before it (the top cards of the deck, or cards of the graveyard, chosen).
    for index, effect in enumerate(effects):
        # fow-w-count: FOW-REMOVED-THIS-WAY-COUNT-R: "the resonators removed this way" likewise.
        if (effect.get("per") or {}).get("what") in ("removed_cost", "removed_resonator") and not any(removes_cards(e) for e in effects[:index]):
            raise Unsupported("'the cards removed this way' after no effect of this text removing cards is not in the vocabulary")
        if (effect.get("per") or {}).get("what") == "hand_revealed" and not any(e["op"] == "search" and e.get("deck") == "hand" and e.get("to") == "revealed" for e in effects[:index]):
            # fow-u-look: FOW-REVEAL-HAND-ANY-R
            raise Unsupported("'the cards revealed this way' after no reveal of cards from the hand in this text is not in the vocabulary")
        # fow-n-zones: FOW-REMOVE-UP-TO-GRAVEYARD-R: "up to N" may remove none; "If you do" after it is read only for an
        # effect counting the cards removed (what none removed changes is then nothing).
        after = effects[index + 1 :]
        if removes_cards(effect) and effect["op"] == "search" and any(e.get("condition") in ("if_you_do", "if_you_dont") and (e.get("per") or {}).get("what") not in ("removed_cost", "removed_resonator") for e in after):
            raise Unsupported("'If you do' after 'remove up to N cards in your graveyard' (none may be removed) is not in the vocabulary")
    return effects, targets


# fow-r-modal: FOW-LIFE-THAT-MUCH-DEALT-R: the keys a damage effect may have for "You gain that much life" after it.
_DEALT_TO_ONE = frozenset({"op", "amount", "target", "each", "per", "per_x"})


def _life_that_much_dealt(effects: list[dict[str, Any]]) -> dict[str, Any]:
    """FOW-LIFE-THAT-MUCH-DEALT-R: "This card deals N damage (multiplied by X) to target <X> (to your opponent). You
    gain that much life": the life is the damage that effect actually dealt; after anything else, refused."""
    previous = effects[-1] if effects else {}
    one = isinstance(previous.get("target"), int) != ("each" in previous) and previous.get("each", "your_opponent") == "your_opponent"
    if previous.get("op") != "damage" or not set(previous) <= _DEALT_TO_ONE or not one:
        raise Unsupported("'that much' names no amount of damage here")
    return {"op": "gain_life", "just_dealt": True}


def _life_equal(sentence: str, targets: list[dict[str, Any]]) -> dict[str, Any] | None:
    """FOW-LIFE-EQUAL-R: "(You) gain life equal to its (this card's) ATK / DEF" -- "its" is the one J/resonator
    targeted before, or this card when none is; None for another sentence."""
    equal = re.fullmatch(r"(?:You )?gain life equal to (?P<whose>its|this card's) (?P<stat>ATK|DEF)", sentence, re.I)
    if equal is None:
        return None
    if targets and (equal.group("whose").lower() != "its" or len(targets) != 1 or targets[0]["kind"] not in ("resonator", "j_resonator")):
        raise Unsupported("'its ATK/DEF' names no single J/resonator targeted before it")
    return {"op": "gain_life", "equal_to": equal.group("stat").lower(), "of": 0 if targets else "self"}


# fow-n-zones: FOW-LAST-KNOWN-R: effects on a target after which a sentence may read what it last was in the field
# (none asks a player anything, so the resolution does not pause in between).
_LAST_KNOWN_BEFORE = frozenset({"destroy", "return_to_hand", "remove", "damage", "rest", "to_deck"})


def removes_cards(effect: dict[str, Any]) -> bool:
    """fow-n-zones: FOW-REMOVED-THIS-WAY-COST-R: ``effect`` removes cards from the game and keeps their total cost."""
    return (effect["op"] == "mill" and effect.get("to") == "removed") or (effect["op"] == "search" and effect.get("deck") == "graveyard" and effect.get("to") == "removed")


def declared_before(effects: list[dict[str, Any]]) -> None:
    """FOW-NAME-CARD-R / FOW-CHOOSE-RACE-R: "the named card" ("the chosen race") names the declaration made
    before it in the same text, of that kind, and one text declares once; otherwise refused."""
    declared: str | None = None
    for effect in effects:
        if effect["op"] == "declare":
            if declared is not None:
                raise Unsupported("two declarations in one text are not in the vocabulary")
            declared = effect["what"]
            continue
        text = str(effect)
        for marker, what in (("'named': True", "card_name"), ("'chosen_race': True", "race"), ("'becomes_chosen_race': True", "race"), ("'chosen_cost': True", "number"), ("'chosen_attribute': True", "attribute")):
            if marker in text and declared != what:
                raise Unsupported(f"the {what.replace('_', ' ')} declared names no declaration made before it in this text")


# FOW-REVEALED-IF-R: the effects that leave the main deck as it is (the revealed card stays on top).
_DECK_KEEPING = {"damage", "destroy", "rest", "recover", "modify", "return_to_hand", "remove", "gain_life", "lose_life", "put_counters", "cancel", "prevent"}


def _revealed_if(
    sentence: str, effects: list[dict[str, Any]], slot: Slot, previous: dict[str, Any] | None
) -> tuple[list[dict[str, Any]], dict[str, Any]] | None:
    """FOW-REVEALED-IF-R: after "Reveal the top card of your deck", "If its total cost is odd (even),
    <effect>" / "If it's a <filter>, <effect>" is done only if the revealed card (still on top) is so, and
    "Otherwise, <effect>" only if it is not; every effect between the reveal and the last check keeps the
    deck as it is.  None when the sentence is no such check."""
    match = re.fullmatch(r"If (?:its total cost is (?P<parity>odd|even)|it(?:'s| is) (?P<what>an? [^,]+)), (?P<rest>.+)", sentence, re.I)
    otherwise = re.fullmatch(r"Otherwise, (?P<rest>.+)", sentence, re.I)
    at = next((i for i in range(len(effects) - 1, -1, -1) if effects[i]["op"] == "reveal_top" and effects[i].get("to") == "stay"), None)
    if (match is None and otherwise is None) or at is None:
        return None
    if any(e["op"] not in _DECK_KEEPING for e in effects[at + 1 :]):
        raise Unsupported("an effect that moves the deck's cards before the revealed card is checked is not in the vocabulary")
    if match is not None:
        condition = {"top_cost": match.group("parity").lower()} if match.group("parity") else {"top_is": search_filter(match.group("what"))}
        key = "when"
    elif previous is not None:
        condition, key = previous, "unless"
    else:
        raise Unsupported("'Otherwise' after no check of the revealed card")
    rest = (match or otherwise).group("rest")  # type: ignore[union-attr]
    found = []
    for part in _conjoined(rest[0].upper() + rest[1:]):
        effect = parse_sentence(part, slot)
        if effect.get("when") or effect.get("unless") or effect.get("optional") or effect.get("condition"):
            raise Unsupported("a check of the revealed card over an effect with a condition of its own is not in the vocabulary")
        effect[key] = condition
        found.append(effect)
    return found, condition


def _if_target_attribute(
    if_attribute: re.Match[str] | None, otherwise: re.Match[str] | None, effects: list[dict[str, Any]], slot: Slot, targets: list[dict[str, Any]]
) -> dict[str, Any]:
    """FOW-IF-TARGET-ATTRIBUTE-R: "Target J/resonator gains [..] until end of turn if it's <attribute>" -- the change
    made only if its one target is of that attribute as the effect resolves; "Otherwise, it gains [..] until end
    of turn" after it, only if that target is not.  Another effect, or a text of other targets, is refused."""
    if if_attribute is not None:
        effect = parse_sentence(if_attribute.group("body"), slot)
        condition = {"target_attributes": [if_attribute.group("attr").lower()]}
        key = "when"
    else:
        assert otherwise is not None
        rest = otherwise.group("rest")
        effect = it_gains("I" + rest[1:], targets)
        condition, key = effects[-1]["when"], "unless"
    # fow-n-grimm: or the target removed from the game (destroyed) if it is of that attribute.
    if effect["op"] not in ("modify", "remove", "destroy") or effect.get("target") != 0 or len(targets) != 1 or targets[0]["kind"] not in ("resonator", "j_resonator") or any(
        effect.get(k) for k in ("when", "unless", "optional", "condition", "per")
    ):
        raise Unsupported("'if it's <attribute>' of another effect than one target J/resonator's change until end of turn is not in the vocabulary")
    return effect | {key: condition}


def _from_graveyard_instead(rest: str, before: list[dict[str, Any]]) -> dict[str, Any]:
    """fow-r-zoneplay: FOW-PLAYED-FROM-GRAVEYARD-R: "Put <a token> into the field. If this card was played from a graveyard,
    put two (three) into the field instead": the tokens put just before, that many of them, when the spell was played
    from a graveyard; the put before it only when it was not.  Another effect after the condition is refused."""
    more = re.fullmatch(r"put (?P<n>two|three) into the field instead", rest.strip(), re.I)
    previous = before[-1] if before else None
    if more is None or previous is None or previous["op"] != "put_tokens" or previous.get("amount", 1) != 1 or any(k in previous for k in ("when", "unless", "optional", "condition", "per")):
        raise Unsupported("'if this card was played from a graveyard' before another effect than more of the tokens just put is not in the vocabulary")
    previous["condition"] = "not_from_graveyard"
    return previous | {"amount": NUMBER_WORDS[more.group("n").lower()], "condition": "from_graveyard"}


def _no_recover_them(effects: list[dict[str, Any]], targets: list[dict[str, Any]]) -> dict[str, Any]:
    """FOW-NO-RECOVER-R: "It doesn't recover during its controller's next recovery phase" -- "it" (or
    "they") is what the effect just before names: its one J/resonator target, this card, or each card of
    its scope; with no effect before it, this card."""
    previous = effects[-1] if effects else None
    if previous is None and not targets:
        return {"op": "no_recover", "target": "self"}
    if previous is not None and previous.get("target") == "self":
        return {"op": "no_recover", "target": "self"}
    if previous is not None and isinstance(previous.get("target"), int) and targets[previous["target"]]["kind"] in ("resonator", "j_resonator"):
        return {"op": "no_recover", "target": previous["target"]}
    if previous is not None and previous.get("each") and previous["op"] in ("rest", "modify"):
        return {"op": "no_recover", "each": previous["each"], **({"among": previous["among"]} if previous.get("among") else {})}
    raise Unsupported("'it doesn't recover' names no card changed just before")


# FOW-N-TARGETS-R: "two (three, four) target <things>" without "up to": as many slots, each one chosen.
_UP_TO = re.compile(
    r"\b(?:(?P<upto>[Uu]p to )(?P<n>one|two|three|four)|(?P<exact>[Tt]wo|[Tt]hree|[Ff]our)) (?P<target>target .+?)(?= (?:to|gains?|cannot|don't|doesn't|from|on|into|in|and|this|until)\b|$)"
)
_PLURAL_NOUNS = (("J/resonators", "J/resonator"), ("resonators", "resonator"), ("magic stones", "magic stone"), ("additions", "addition"), ("entities", "entity"), ("cards", "card"), ("tokens", "token"))


def _up_to(sentence: str, slot: Slot, targets: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """FOW-UP-TO-R: "<effect> up to N target <things>" (or "Up to N target <things> <verb> ...") is the
    effect read with one target, repeated over N optional slots of that same target (distinct cards; the
    slots left unchosen are the last ones); None when the sentence has no "up to N target"."""
    # FOW-UP-TO-R: "on each of up to N target <things>" is "on up to N target <things>" (one each).
    sentence = re.sub(r"\bon each of (?=up to (?:one|two|three|four|five) target )", "on ", sentence)
    listed = _up_to_one_list(sentence, slot, targets)
    if listed is None:
        listed = _target_pair(sentence, slot, targets)  # fow-q-filters: FOW-TARGET-AND-TARGET-R
    if listed is not None:
        return listed
    match = _UP_TO.search(sentence)
    if match is None:
        return None
    phrase = match.group("target")
    for plural, singular in _PLURAL_NOUNS:
        if phrase.endswith(plural) or f"{plural} " in phrase:
            phrase = phrase.replace(plural, singular, 1)
            break
    else:
        if not any(re.search(rf"\b{re.escape(singular)}\b", phrase) for _, singular in _PLURAL_NOUNS):
            raise Unsupported(f"'{'up to ' if match.group('upto') else ''}N {match.group('target')}' is not in the vocabulary")
    rest = sentence[match.end() :]
    if match.start() == 0:
        # The targets are the subject: the verb agrees with one of them.
        rest = re.sub(r"^ (gain|deal|don't|cannot)\b", lambda v: " " + {"gain": "gains", "deal": "deals", "don't": "doesn't", "cannot": "cannot"}[v.group(1)], rest)
        phrase = phrase[0].upper() + phrase[1:]
    rest = re.sub(r" to their owners?'s? hands?", " to its owner's hand", rest)
    one = sentence[: match.start()] + phrase + rest
    first = len(targets)
    effect = parse_sentence(one, slot)
    if effect.get("target") != first or len(targets) != first + 1:
        raise Unsupported(f"'{'up to ' if match.group('upto') else ''}N target' in {sentence!r} names no one target of the effect")
    count = NUMBER_WORDS[(match.group("n") or match.group("exact")).lower()]
    if match.group("upto"):
        targets[first]["optional"] = True
    found = [effect]
    for _ in range(count - 1):
        found.append({**effect, "target": slot(dict(targets[first]))})
    return found


# FOW-DAMAGE-DIVIDED-R: "<this card> deals N damage divided as you choose to (among) any number of target <things>".
_DIVIDED = re.compile(rf"{SELF} deals (?:{_AMOUNT}|(?P<other>\S+)) damage divided as you choose (?:to|among) any number of (?P<target>target .+)", re.I)
# FOW-DAMAGE-DIVIDED-R: one target slot per 100 of the damage (each target is assigned at least 100, CR 903.2j-1);
# fow-z-dmg: FOW-DAMAGE-DIVIDED-TWENTY-R: a printed amount up to 2000, twenty slots.
MAX_DIVIDED_TARGETS = 20
# FOW-DAMAGE-DIVIDED-X-R, FOW-DAMAGE-DIVIDED-ABILITY-R: an amount X (an ATK) is divided among at most sixteen slots.
MAX_DIVIDED_X_TARGETS = 16
# FOW-DAMAGE-DIVIDED-X-R: the amount divided "X, where X is (equal to) the total ATK of <group> you control" or "damage
# equal to the total ATK of <group> you control" (CR 903.2h-3: X fixed as it is played).
_DIVIDED_X = re.compile(rf"{SELF} deals X damage divided as you choose (?:to|among) any number of (?P<target>target .+?),? where X is (?:equal to )?the total ATK of (?P<group>[^,]+? you control)", re.I)
# FOW-DAMAGE-DIVIDED-ABILITY-R: "X ..., where X is (equal to) this card's ATK" -- its ATK as the ability is played.
_DIVIDED_OWN_ATK = re.compile(rf"{SELF} deals X damage divided as you choose (?:to|among) any number of (?P<target>target .+?),? where X is (?:equal to )?(?:this card's ATK|the ATK of this card)", re.I)
_DIVIDED_EQUAL = re.compile(rf"{SELF} deals damage equal to the total ATK of (?P<group>[^,]+? you control) divided as you choose (?:to|among) any number of (?P<target>target .+)", re.I)


# fow-z-dmg: FOW-DAMAGE-NAME-SHARERS-R: "<this card> deals N damage to target resonator and each other resonator that
# shares a name with it".
_NAME_SHARERS = re.compile(rf"(?P<plain>{SELF} deals \d{{1,5}} damage to target (?P<kind>(?:J/)?resonator)) and each other (?P<other>(?:J/)?resonator) that shares a name with it", re.I)
# fow-z-dmg: FOW-DAMAGE-DIVIDED-TWO-R: "<this card> deals N damage divided as you choose to target A and target B, at
# least M to each target" (the minimum joined by the text's preprocessing).
_DIVIDED_TWO = re.compile(rf"{SELF} deals {_AMOUNT} damage divided as you choose to (?P<first>target .+?) and (?P<second>target .+?), at least (?P<least>\d{{1,5}}) to each target", re.I)


def _divided_two(sentence: str, slot: Slot, targets: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """FOW-DAMAGE-DIVIDED-TWO-R: two required target slots, each a divided damage of the printed amount whose share is
    at least the printed minimum; None for another sentence."""
    match = _DIVIDED_TWO.fullmatch(sentence)
    if match is None:
        return None
    amount, least = _hundreds(match.group("amount"), "damage"), _hundreds(match.group("least"), "damage")
    if least < 100 or 2 * least > amount or amount > 100 * MAX_DIVIDED_TARGETS:
        raise Unsupported(f"FOW-DAMAGE-DIVIDED-TWO-R: {amount} damage divided between two targets at least {least} each is not in the vocabulary")
    effects = []
    for phrase in (match.group("first"), match.group("second")):
        first = len(targets)
        effect = parse_sentence(f"This card deals {amount} damage to {phrase}", slot)
        if effect != {"op": "damage", "amount": amount, "target": first} or len(targets) != first + 1 or targets[first].get("optional"):
            raise Unsupported(f"FOW-DAMAGE-DIVIDED-TWO-R: {phrase!r} in {sentence!r} is not one required target of a plain damage")
        effects.append(effect | {"divided": True, "divided_least": least})
    return effects


def _divided(sentence: str, slot: Slot, targets: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """FOW-DAMAGE-DIVIDED-R: "This card deals N damage divided as you choose to any number of target <things>" is N/100
    optional slots of that one target (distinct objects, the unchosen last), each slot's effect the damage with
    ``divided``: the share its controller assigns that target as the card is played; None for another sentence."""
    total = _DIVIDED_X.fullmatch(sentence) or _DIVIDED_EQUAL.fullmatch(sentence)
    own = _DIVIDED_OWN_ATK.fullmatch(sentence)
    match = total or own or _DIVIDED.fullmatch(sentence)
    if match is None:
        if "divided as you choose" in sentence.lower():
            raise Unsupported(f"FOW-DAMAGE-DIVIDED-R: damage divided as you choose in {sentence!r} is not in the vocabulary (only N damage to any number of target <things>)")
        return None
    extra: dict[str, Any] = {}
    if total is not None:
        # FOW-DAMAGE-DIVIDED-X-R: X the total ATK of a group its player controls, as the card is played; one slot per
        # 100 of it, up to MAX_DIVIDED_X_TARGETS (the shares of any larger X go to at most that many targets).
        from .lines import per_count, plural_group

        per = per_count(plural_group(total.group("group")))
        if per.get("what") not in ("resonator", "j_resonator") or per.get("whose") != "you" or set(per) - {"what", "whose", "races", "attributes"}:
            raise Unsupported(f"FOW-DAMAGE-DIVIDED-X-R: the total ATK of {total.group('group')!r} is not in the vocabulary (only J/resonators or resonators of a race or attribute you control)")
        amount, count, extra = 0, MAX_DIVIDED_X_TARGETS, {"divided_atk": per}
    elif own is not None:
        amount, count, extra = 0, MAX_DIVIDED_X_TARGETS, {"divided_own_atk": True}  # FOW-DAMAGE-DIVIDED-ABILITY-R
    elif match.group("other"):
        raise Unsupported(f"FOW-DAMAGE-DIVIDED-R: an amount {match.group('other')!r} of damage divided as you choose is not in the vocabulary (only a printed number, or X the total ATK of <group> you control)")
    else:
        amount = _hundreds(match.group("amount"), "damage")
        count = amount // 100
    phrase = match.group("target")
    for plural, singular in _PLURAL_NOUNS:
        if phrase.endswith(plural) or f"{plural} " in phrase:
            phrase = phrase.replace(plural, singular, 1)
            break
    if not 1 <= count <= MAX_DIVIDED_TARGETS:
        raise Unsupported(f"FOW-DAMAGE-DIVIDED-R, FOW-DAMAGE-DIVIDED-TWENTY-R: {amount} damage divided among up to {count} targets is not in the vocabulary (1 to {MAX_DIVIDED_TARGETS})")
    first = len(targets)
    effect = parse_sentence(f"This card deals {amount or 100} damage to {phrase}", slot)
    if effect != {"op": "damage", "amount": amount or 100, "target": first} or len(targets) != first + 1:
        raise Unsupported(f"FOW-DAMAGE-DIVIDED-R: {match.group('target')!r} in {sentence!r} is not one target of a plain damage")
    targets[first]["optional"] = True
    effect |= {"amount": amount, "divided": True} | extra
    return [effect] + [{**effect, "target": slot(dict(targets[first]))} for _ in range(count - 1)]


# fow-m-grimm: FOW-IF-TARGET-ALTERED-R: "<effect on target J/resonator> if its ATK is different from its printed ATK or its
# DEF is different from its printed DEF".
_IF_TARGET_ALTERED = re.compile(r"(?P<effect>.+? target (?:J/)?resonator) if its ATK is different from its printed ATK or its DEF is different from its printed DEF")
# fow-m-grimm: FOW-UP-TO-ANY-SLOT-R: "<verb> up to one target A, up to one target B (,) and up to one target C <rest>".
_UP_TO_ONE = re.compile(r"(?:,? and |, )?\b[Uu]p to one (?=target )")
_LIST_TAIL = re.compile(r" (?:from|into|to|on|in|until)\b")


def _up_to_one_list(sentence: str, slot: Slot, targets: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """fow-m-grimm: FOW-UP-TO-ANY-SLOT-R: two or more "up to one target <thing>" joined by commas and "and", sharing
    the verb before the first and the words after the last: the effect read once per thing, each with one optional
    target slot of its own (any of them may be left unchosen); None when the sentence has no such list."""
    found = list(_UP_TO_ONE.finditer(sentence))
    if len(found) < 2:
        return None
    head = sentence[: found[0].start()]
    phrases = [sentence[a.end() : b.start()] for a, b in itertools.pairwise(found)]
    last = sentence[found[-1].end() :]
    if not head.strip():
        raise Unsupported(f"the list of 'up to one target' in {sentence!r} shares no verb")
    return _shared_verb_list(sentence, head, phrases, last, slot, targets, [True] * (len(phrases) + 1))


def _shared_verb_list(sentence: str, head: str, phrases: list[str], last: str, slot: Slot, targets: list[dict[str, Any]], optional: list[bool]) -> list[dict[str, Any]]:
    """The effects of target phrases sharing the verb ``head`` and the words after the last one (``last`` is the
    last phrase and those words, from its first "from", "into", "to", "on", "in" or "until"; fow-q-filters: none --
    "Destroy up to one target A and up to one target B", FOW-TARGET-AND-TARGET-R): one effect per phrase, each with
    one target slot of its own, optional or not as ``optional`` says."""
    tail = _LIST_TAIL.search(last)
    phrases = [*phrases, last[: tail.start()] if tail else last]
    rest = last[tail.start() :] if tail else ""
    effects = []
    for phrase, maybe in zip(phrases, optional, strict=True):
        first = len(targets)
        effect = parse_sentence(head + phrase + rest, slot)
        if effect.get("target") != first or len(targets) != first + 1:
            raise Unsupported(f"'{'up to one ' if maybe else ''}{phrase}' in {sentence!r} names no one target of the effect")
        if maybe:
            targets[first]["optional"] = True
        effects.append(effect)
    return effects


# fow-q-filters: FOW-TWO-TARGETS-GAIN-R: "Target A gains <X> and target B gains <Y> until end of turn".
_TWO_GAINS = re.compile(r"(?P<a>Target [^.;]+? gains [^.;]+?) and (?P<b>target [^.;]+? gains [^.;]+?)(?P<until> until end of turn)")
# fow-q-filters: FOW-TARGET-AND-TARGET-R: "<verb> target A and (up to one) target B <rest>".
_AND_TARGET = re.compile(r" and (?P<upto>up to one )?(?=target )")


def _target_pair(sentence: str, slot: Slot, targets: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """fow-q-filters: FOW-TARGET-AND-TARGET-R: two target phrases joined by "and" (the second may be "up to one"),
    after a shared verb and before shared words ("Destroy target A and target B", "Put target A and target B from your
    graveyard into the field"): the effect read once per phrase, each with a target slot of its own; None when the
    sentence has no such pair (no verb before the first "target", or not one "and target")."""
    pairs = list(_AND_TARGET.finditer(sentence))
    gains = _TWO_GAINS.fullmatch(sentence) if len(pairs) == 1 and not pairs[0].group("upto") else None
    if gains is not None:
        # fow-q-filters: FOW-TWO-TARGETS-GAIN-R: each clause read with the shared duration.
        before = len(targets)
        try:
            found = [parse_sentence(gains.group("a") + gains.group("until"), slot), parse_sentence("T" + gains.group("b")[1:] + gains.group("until"), slot)]
        except Unsupported:
            del targets[before:]
            return None
        if [f.get("target") for f in found] != [before, before + 1] or len(targets) != before + 2:
            raise Unsupported(f"the two clauses of {sentence!r} name no one target each")
        return found
    first = re.search(r"\btarget ", sentence)
    if len(pairs) != 1 or first is None or first.start() == 0 or first.start() > pairs[0].start():
        return None
    head = sentence[: first.start()]
    phrase = sentence[first.start() : pairs[0].start()]
    before = len(targets)
    try:
        return _shared_verb_list(sentence, head, [phrase], sentence[pairs[0].end() :], slot, targets, [False, bool(pairs[0].group("upto"))])
    except Unsupported:
        del targets[before:]  # not such a pair: the sentence is read as before
        return None


_AT_END = {
    "destroy": "destroy",
    "its controller banishes": "banish",
    "this card's controller banishes": "banish",
    "that token's controller banishes": "banish",
    "banish": "banish",  # fow-alice-nv: "At the end of turn, banish it"
    "remove": "remove",
    "this card's controller removes": "remove",
    "return": "hand",
}


def _at_next_end(text: str, effects: list[dict[str, Any]], targets: list[dict[str, Any]]) -> None:
    """FOW-AT-NEXT-END-R: "At the next end of turn >>> Destroy it / Its controller banishes it / Remove it
    from the game / Return it to its owner's hand" (or the tokens just put gaining that ability): "it" is
    the tokens put just before, the one J/resonator the effect just before names (a target or this card),
    or, with no effect before it, this card."""
    if re.fullmatch(r"Put (?:it|that card|that resonator) into the field under its owner's control", text.strip(), re.I):
        # fow-wide6: FOW-AT-NEXT-END-RETURN-R: the card the effect just before removed from the game.
        previous = effects[-1] if effects else None
        if previous is None or previous["op"] != "remove" or set(previous) - {"op", "target"} or not (
            previous["target"] == "self" or (isinstance(previous["target"], int) and targets[previous["target"]]["kind"] in ("resonator", "j_resonator"))
        ):
            raise Unsupported("'put it into the field' at the next end of turn names no one card removed from the game just before")
        effects.append({"op": "at_end", "target": previous["target"], "then": "return"})
        return
    match = re.fullmatch(
        r"(?P<verb>Destroy|Its controller banishes|This card's controller banishes|That token's controller banishes|Banish|Remove|This card's controller removes|Return) "
        r"(?:it|them|that card|that resonator|that J/resonator)(?: from the game| to (?:its|their) owners?'s? hands?)?",
        text.strip(),
        re.I,
    )
    if match is None or (match.group("verb").lower().endswith("remove") != text.lower().endswith("from the game")) or (
        match.group("verb").lower() == "return" and "hand" not in text.lower()
    ):
        raise Unsupported(f"at the next end of turn, {text.strip()!r} is not in the vocabulary")
    action = _AT_END[match.group("verb").lower()]
    previous = effects[-1] if effects else None
    if previous is None and not targets:
        effects.append({"op": "at_end", "target": "self", "then": action})
    elif previous is not None and previous["op"] == "put_tokens" and "at_end" not in previous:
        previous["at_end"] = action
        pair = effects[-2] if len(effects) > 1 else None
        if pair is not None and previous.get("when") is not None and pair["op"] == "put_tokens" and pair.get("unless") == previous["when"] and "at_end" not in pair:
            pair["at_end"] = action  # FOW-TOKENS-INSTEAD-R: the tokens put, whichever of the two puts was done
    elif previous is not None and previous.get("target") == "self":
        effects.append({"op": "at_end", "target": "self", "then": action})
    elif previous is not None and put_just_before(effects):
        effects.append({"op": "at_end", "target": "found", "then": action})  # fow-r-modal: FOW-IT-PUT-R
    elif previous is not None and isinstance(previous.get("target"), int) and targets[previous["target"]]["kind"] in ("resonator", "j_resonator") and not previous.get("each"):
        effects.append({"op": "at_end", "target": previous["target"], "then": action})
    else:
        raise Unsupported("'it' at the next end of turn names no one card put or changed just before")


def trailing_targets(targets: list[dict[str, Any]]) -> None:
    """FOW-UP-TO-R: the slots left unchosen are the last ones, so no required target slot may follow an
    optional one (in a sentence, or across the lines of a chant)."""
    flags = [bool(spec.get("optional")) for spec in targets]
    if flags != sorted(flags):
        raise Unsupported("a target after an 'up to' one is not in the vocabulary")


# fow-n-cost: FOW-SELF-AND-TARGET-GAIN-R: "This card and target <J/resonator> gain [+A/+B] until end of turn".
_SELF_AND_TARGET_GAIN = re.compile(rf"{SELF} and (?P<other>target (?:J/)?resonator) gain (?P<change>\[[+-]?\d{{1,5}}/[+-]?\d{{1,5}}\]) until end of turn", re.I)


def _conjoined(sentence: str) -> list[str]:
    """"Draw a card and gain 200 life" -> two sentences, when both halves are sentences of their own;
    "Remove this card and target resonator from the game" -> one removal each."""
    both = re.fullmatch(rf"Remove {SELF} and (?P<other>target .+?) from the game", sentence, re.I)
    if both is not None:
        return ["Remove this card from the game", f"Remove {both.group('other')} from the game"]
    both = re.fullmatch(rf"Destroy (?P<other>target .+?) and {SELF}", sentence, re.I)
    if both is not None:
        return [f"Destroy {both.group('other')}", "Destroy this card"]
    if _FLICKER_SENTENCE.fullmatch(sentence):
        return [sentence]  # FOW-FLICKER-R (fow-grimm-e): one instruction, the card followed from zone to zone
    match = re.fullmatch(
        r"(.+?), then (.+)|(.+?) and ((?:you )?draw .+|(?:you )?gain \d+ life|destroy .+|rest .+|recover .+|put the top card of your magic stone deck .+)", sentence, re.I
    )
    if match is None:
        return [sentence]
    first, second = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
    if re.match(r"discards ", second):
        # "<subject> ..., then discards a card": the second verb's subject is the first's (none: you).
        subject = re.match(r"(Your opponent|Each player|You) ", first)
        second = f"{subject.group(1)} {second}" if subject else "Discard" + second[len("discards") :]
    elif re.match(r"banishes ", second) and (subject := re.match(r"(Your opponent|Each player) ", first)) is not None:
        # fow-w-modal: FOW-THEN-BANISHES-R: "<player> discards ..., then banishes a <card>": the same player banishes.
        second = f"{subject.group(1)} {second}"
    return [first, second[0].upper() + second[1:]]
