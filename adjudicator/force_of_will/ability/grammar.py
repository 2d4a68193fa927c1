"""The sentence grammar of printed effects, composed of parts: a *target phrase* (kind, controller, state),
an *amount*, a *duration*, and one *verb* per effect family.  Each family is one pattern built from the
parts, so a new noun or state widens every family at once.  A sentence either matches a family exactly
(``fullmatch``) or is refused with the reason: nothing is guessed.

The result is the vocabulary's effect tree (:mod:`..vocabulary`: ``Effect`` records with ``target`` slots
pointing into a list of ``TargetSpec``), which the engine executes (:mod:`..effects`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..vocabulary import KEYWORDS


class Unsupported(Exception):
    """A field or ability the vocabulary cannot express; the message is the reason."""


KEYWORD_NAMES = {k.replace("_", " "): k for k in KEYWORDS} | {"target attack": "precision"}

# -- parts ---------------------------------------------------------------------------------------------

NOUNS: dict[str, str] = {
    "j/resonator or player": "j_resonator_or_player",
    "player or j/resonator": "j_resonator_or_player",
    "resonator or player": "resonator_or_player",
    "player or resonator": "resonator_or_player",
    "j/resonator": "j_resonator",
    "resonator": "resonator",
    "player": "player",
    "opponent": "player",
    "addition or regalia": "addition_or_regalia",
    "regalia or addition": "addition_or_regalia",
    "addition": "addition",
    "regalia": "regalia",
    "chant spell": "chant_spell",
    "chant": "chant_spell",
    "spell": "spell",
}
_NOUN = "|".join(sorted((re.escape(n) for n in NOUNS), key=len, reverse=True))
_WHOSE = r"(?: (?P<whose>you control|your opponent controls|an opponent controls))?"
# Between "target" and the noun: a state, attributes ("fire or darkness") and races ("Fairy Tale"); after
# it, "with total cost N or less" and whose it is.
TARGET = rf"target (?P<pre>[^.;,]*?)(?P<noun>{_NOUN})(?: with total cost (?P<max>\d{{1,2}}) or less)?{_WHOSE}"
STATES = ("attacking", "blocking", "rested", "recovered")
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
    if kind == "resonator_or_player":
        raise Unsupported("a 'resonator or player' target (J-rulers excluded) is not in the vocabulary")
    spec: dict[str, Any] = {"kind": kind}
    whose = (match.group("whose") or "").lower()
    controller = {"you control": "you", "your opponent controls": "opponent", "an opponent controls": "opponent"}.get(whose, "any")
    if noun == "opponent":
        controller = "opponent"
    if controller != "any":
        if kind in ("spell", "chant_spell"):
            raise Unsupported("a spell target filtered by controller is not in the vocabulary")
        spec["controller"] = controller
    state, attributes, races = _adjectives(match.group("pre"))
    filtered = state or attributes or races or match.group("max")
    if filtered and kind in ("player", "spell", "chant_spell", "j_resonator_or_player"):
        raise Unsupported(f"a filtered {noun} target ({match.group('pre').strip()}) is not in the vocabulary")
    if state:
        spec["state"] = state
    if attributes:
        spec["attributes"] = attributes
    if races:
        spec["races"] = races
    if match.group("max"):
        spec["max_cost"] = int(match.group("max"))
    return spec


def _adjectives(text: str) -> tuple[str, list[str], list[str]]:
    """(state, attributes, races) of the words before a target's noun: ``rested``, ``fire or darkness``,
    ``Fairy Tale`` (a race is capitalised); anything else is refused."""
    state = ""
    attributes: list[str] = []
    races: list[str] = []
    words = text.split()
    index = 0
    while index < len(words):
        word = words[index]
        if word.lower() in STATES and not state and not attributes and not races:
            state = word.lower()
        elif word.lower() in ATTRIBUTE_WORDS:
            attributes.append(word.lower())
        elif word == "or" and index and index + 1 < len(words) and (attributes or races):
            pass
        elif re.fullmatch(r"[A-Z][A-Za-z'-]*", word):
            name = [word]
            # A race name may go on with a number ("Squad 7").
            while index + 1 < len(words) and re.fullmatch(r"[A-Z][A-Za-z'-]*|\d{1,3}", words[index + 1]):
                index += 1
                name.append(words[index])
            races.append(" ".join(name))
        else:
            raise Unsupported(f"the target filter {text.strip()!r} is not in the vocabulary")
        index += 1
    if attributes and races:
        raise Unsupported(f"a target filtered by attribute and race ({text.strip()}) is not in the vocabulary")
    if "or" in words and len(attributes) + len(races) < 2:
        raise Unsupported(f"the target filter {text.strip()!r} is not in the vocabulary")
    return state, attributes, races


def keywords_of(text: str) -> list[str]:
    names = []
    for token in re.findall(r"\[([^\]]+)\]", text):
        name = KEYWORD_NAMES.get(token.strip().lower())
        if name is None:
            raise Unsupported(f"[{token.strip()}] is not a keyword of the vocabulary")
        names.append(name)
    return names


def _hundreds(value: str, what: str) -> int:
    number = int(value)
    if number % 100:
        raise Unsupported(f"{what} {number} is not a multiple of 100")
    return number


# -- families ------------------------------------------------------------------------------------------

Slot = Callable[[dict[str, Any]], int]
Family = tuple[re.Pattern[str], Callable[[re.Match[str], Slot], dict[str, Any]]]


def _damage(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    effect: dict[str, Any] = {"op": "damage", "amount": _hundreds(m.group("amount"), "damage")}
    effect["target"] = slot(target_spec(m))
    return effect


def _scope(m: re.Match[str]) -> str:
    """``each``/``all`` J/resonators or resonators, of a controller: the scope of the vocabulary."""
    whose = (m.group("whose") or "").lower()
    prefix = {"you control": "your_", "your opponent controls": "opponent_", "an opponent controls": "opponent_", "": "all_"}[whose]
    return prefix + ("j_resonators" if m.group("noun").lower().startswith("j/") else "resonators")


# Before the noun of an each/all scope: "other", attributes and races ("all other fire resonators");
# after it, "with total cost N or less" (FOW-EACH-FILTER-R).
_EACH_PRE = r"(?P<other>other )?(?P<pre>(?:(?!(?:all|each|other)\b)[A-Za-z]+ (?:or )?){0,3}?)"
_EACH_MAX = r"(?: with total cost (?P<max>\d{1,2}) or less)?"


def _among(m: re.Match[str] | _PumpMatch) -> dict[str, Any] | None:
    """FOW-EACH-FILTER-R: the filter of an each/all scope, None when it has none."""
    among: dict[str, Any] = {}
    pre = (m.group("pre") or "").strip()
    if pre:
        state, attributes, races = _adjectives(pre)
        if state:
            raise Unsupported(f"all {state} J/resonators: not in the vocabulary")
        if attributes:
            among["attributes"] = attributes
        if races:
            among["races"] = races
    if m.group("max"):
        among["max_cost"] = int(m.group("max"))
    if m.group("other"):
        among["other"] = True
    return among or None


def _with_among(effect: dict[str, Any], m: re.Match[str] | _PumpMatch) -> dict[str, Any]:
    among = _among(m)
    if among is not None:
        effect["among"] = among
    return effect


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
}
_CARD_GROUP = "|".join(re.escape(g) for g in sorted(_CARD_GROUPS, key=len, reverse=True))


def _destroy_cards(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    whose = (m.group("whose") or "").lower()
    prefix = {"you control": "your_", "your opponent controls": "opponent_", "an opponent controls": "opponent_", "": "all_"}[whose]
    return {"op": "destroy", "each": prefix + "cards", "among": {"types": list(_CARD_GROUPS[m.group("group").lower()])}}


def _leave(op: str) -> Callable[[re.Match[str], Slot], dict[str, Any]]:
    def build(m: re.Match[str], slot: Slot) -> dict[str, Any]:
        spec = target_spec(m)
        if spec["kind"] not in ("resonator", "addition_or_regalia"):
            raise Unsupported(f"a {m.group('noun')} leaving the field this way (a J-ruler would) is not in the vocabulary")
        return {"op": op, "target": slot(spec)}

    return build


def _to_deck(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    """FOW-EFFECT-TO-DECK-R: a resonator, addition or regalia to the top or bottom of its owner's deck."""
    effect = _leave("to_deck")(m, slot)
    effect["position"] = "top" if m.group("position").lower() == "top" else "bottom"
    return effect


def _discard_hand(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    return {"op": "discard_hand", "player": "opponent" if m.group("who") else "you"}


def _mill(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    count = m.group("count").lower()
    amount = 1 if count == "card" else NUMBER_WORDS.get(count.split()[0], 0)
    if not amount:
        raise Unsupported(f"the top {count} of a deck is not in the vocabulary")
    to = "removed" if m.group(0).lower().startswith("remove") else "graveyard"
    return {"op": "mill", "amount": amount, "player": "opponent" if m.group("whose").lower() != "your" else "you", "to": to}


def _lose_life(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    return {"op": "lose_life", "amount": _hundreds(m.group("amount"), "life"), "player": "you" if m.group("who").lower() == "you" else "opponent"}


def _pump_each(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    effect = _modify(_PumpMatch(m), slot, None)
    del effect["target"]
    effect["each"] = _scope(m)
    return _with_among(effect, _PumpMatch(m))


def _from_graveyard(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    if m.group("whose"):
        raise Unsupported("a graveyard target filtered by who controls it is not in the vocabulary")
    spec = target_spec(m)
    if spec["kind"] != "resonator":
        raise Unsupported(f"a {m.group('noun')} in a graveyard is not a target of the vocabulary")
    spec.update(zone="graveyard", controller="you")
    return {"op": "from_graveyard", "target": slot(spec), "to": "hand" if m.group("dest").lower().endswith("hand") else "field"}


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


def _cancel(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    spec = target_spec(m)
    if spec["kind"] not in ("spell", "chant_spell"):
        raise Unsupported("only spells can be cancelled in the vocabulary")
    return {"op": "cancel", "target": slot(spec)}


def _draw(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    count = m.group("count").lower()
    amount = NUMBER_WORDS.get(count) if not count.isdigit() else int(count)
    if amount is None or not 1 <= amount <= 10:
        raise Unsupported(f"drawing {count} cards is not in the vocabulary")
    return {"op": "draw", "amount": amount}


def _life(m: re.Match[str], slot: Slot) -> dict[str, Any]:
    return {"op": "gain_life", "amount": _hundreds(m.group("amount"), "life")}


def _modify(m: re.Match[str] | _PumpMatch, slot: Slot, target: Any) -> dict[str, Any]:
    effect: dict[str, Any] = {"op": "modify", "target": target}
    if m.group("atk") is not None:
        effect["atk"] = _hundreds(m.group("atk"), "ATK change")
        effect["def"] = _hundreds(m.group("def"), "DEF change")
    keywords = keywords_of(m.group("kws") or "")
    if keywords:
        effect["keywords"] = keywords
    if not m.group("until"):
        raise Unsupported("a change without 'until end of turn' lasts as long as its source: a continuous ability")
    effect["until"] = "battle" if "battle" in m.group("until") else "turn"
    return effect


FAMILIES: list[Family] = [
    (re.compile(rf"(?:Deal|{SELF} deals) {_AMOUNT} damage to {TARGET}", re.I), _damage),
    (re.compile(rf"(?:Deal|{SELF} deals) {_AMOUNT} damage to each {_EACH_PRE}(?P<noun>J/resonator|resonator){_EACH_MAX}{_WHOSE}", re.I), _damage_each),
    (
        re.compile(rf"(?:Deal|{SELF} deals) {_AMOUNT} damage to (?P<who>your opponent|you|each player)", re.I),
        lambda m, slot: {
            "op": "damage",
            "amount": _hundreds(m.group("amount"), "damage"),
            "each": {"your opponent": "your_opponent", "you": "you", "each player": "each_player"}[m.group("who").lower()],
        },
    ),
    (re.compile(rf"(?:Put|Return) {TARGET} from your graveyard (?:in)?to (?P<dest>your hand|your field|the field)", re.I), _from_graveyard),
    (re.compile(rf"Destroy {TARGET}", re.I), _destroy),
    (re.compile(rf"Destroy all {_EACH_PRE}(?P<noun>J/resonators|resonators){_EACH_MAX}{_WHOSE}", re.I), _destroy_all),
    (re.compile(rf"Destroy all (?P<group>{_CARD_GROUP}){_WHOSE}", re.I), _destroy_cards),
    (re.compile(rf"Return {TARGET} to its owner's hand", re.I), _leave("return_to_hand")),
    (re.compile(rf"Remove {TARGET} from the game", re.I), _leave("remove")),
    (re.compile(rf"Put {TARGET} on (?P<position>top|the bottom) of its owner's (?:main )?deck", re.I), _to_deck),
    (re.compile(r"(?P<who>Your opponent|Target opponent) discards (?:all cards from |all the cards in )?(?:his or her|their) hand|Discard your hand", re.I), _discard_hand),
    (re.compile(r"Put the top card of your magic stone deck into (?:your|the) (?:field|magic stone area)(?P<rested> rested)?", re.I), _put_stone),
    (re.compile(r"Return this card to its owner's hand", re.I), lambda m, slot: {"op": "return_to_hand", "target": "self"}),
    (
        re.compile(
            r"(?:Put|Remove) the top (?P<count>card|(?:two|three|four|five) cards) of (?P<whose>your|your opponent's) (?:main )?deck "
            r"(?:into (?:your|their|his or her) graveyard|from the game)",
            re.I,
        ),
        _mill,
    ),
    (re.compile(rf"(?P<who>You|Your opponent) loses? {_AMOUNT} life", re.I), _lose_life),
    (re.compile(rf"(?P<verb>Rest|Recover) {TARGET}", re.I), _rest),
    (re.compile(rf"(?P<verb>Rest|Recover) all {_EACH_PRE}(?P<noun>J/resonators|resonators|magic stones){_EACH_MAX}{_WHOSE}", re.I), _rest_all),
    (re.compile(rf"Cancel {TARGET}", re.I), _cancel),
    (re.compile(r"(?:You )?draw (?P<count>a|one|two|three|four|five|\d) cards?", re.I), _draw),
    (re.compile(rf"(?:You )?gain {_AMOUNT} life", re.I), _life),
]
_PUMP_TAIL = rf"(?:\[{_STAT}\](?:,? and (?P<kws>(?:\[[A-Za-z ]+\](?:,? and |, | )?)+))?|(?P<kwsonly>(?:\[[A-Za-z ]+\](?:,? and |, | )?)+)){_UNTIL}"
_PUMP_TARGET = re.compile(rf"{TARGET} gains {_PUMP_TAIL}", re.I)
_PUMP_EACH = [
    re.compile(rf"(?:All )?{_EACH_PRE}(?P<noun>J/resonators|resonators){_EACH_MAX}{_WHOSE} gains? {_PUMP_TAIL}", re.I),
    re.compile(rf"Each {_EACH_PRE}(?P<noun>J/resonator|resonator){_EACH_MAX}{_WHOSE} gains {_PUMP_TAIL}", re.I),
]
_PUMP_SELF = re.compile(rf"{SELF} gains {_PUMP_TAIL}", re.I)


class _PumpMatch:
    """A pump match with one ``kws`` group whichever alternative matched."""

    def __init__(self, m: re.Match[str]) -> None:
        self.m = m

    def group(self, name: str) -> Any:
        if name == "kws":
            return self.m.group("kws") or self.m.group("kwsonly")
        return self.m.group(name)


_BARRIER_WORDING = re.compile(
    r"(?P<who>.+?) cannot be targeted by spells or abilities your opponent controls(?P<until> until end of turn| until end of battle)?", re.I
)


def barrier_reading(sentence: str) -> str:
    """FOW-KW-BARRIER-READ-R: "X cannot be targeted by spells or abilities your opponent controls" is the
    definition of [Barrier] (CR 1120.2), read as "X gains [Barrier]"; any other sentence is unchanged."""
    match = _BARRIER_WORDING.fullmatch(sentence.strip())
    if match is None:
        return sentence
    return f"{match.group('who')} gains [Barrier]{match.group('until') or ''}"


def parse_sentence(sentence: str, slot: Slot) -> dict[str, Any]:
    """One effect of the vocabulary for one sentence (no final full stop); raises :class:`Unsupported`."""
    body = barrier_reading(sentence.strip())
    for pattern, build in FAMILIES:
        match = pattern.fullmatch(body)
        if match is not None:
            return build(match, slot)
    match = _PUMP_TARGET.fullmatch(body)
    if match is not None:
        spec = target_spec(match)
        if spec["kind"] not in ("j_resonator", "resonator"):
            raise Unsupported(f"a {spec['kind']} gaining ATK/DEF or keywords is not in the vocabulary")
        return _modify(_PumpMatch(match), slot, slot(spec))
    for each in _PUMP_EACH:
        match = each.fullmatch(body)
        if match is not None:
            return _pump_each(match, slot)
    match = _PUMP_SELF.fullmatch(body)
    if match is not None:
        return _modify(_PumpMatch(match), slot, "self")
    raise Unsupported(f"no vocabulary entry matches {sentence.strip()!r}")


def _it_gains(sentence: str, targets: list[dict[str, Any]]) -> dict[str, Any]:
    """FOW-IT-TARGET-R: "Rest target resonator. It gains [-400/-400] until end of turn": "it" is the one
    J/resonator targeted before it in the same text; with none or several targets before it, refused."""
    if len(targets) != 1 or targets[0]["kind"] not in ("resonator", "j_resonator") or targets[0].get("zone", "field") != "field":
        raise Unsupported("'it' names no single J/resonator targeted before it")
    match = _PUMP_TARGET.fullmatch("Target J/resonator" + sentence[len("It") :])
    if match is None:
        raise Unsupported(f"no vocabulary entry matches {sentence!r}")
    return _modify(_PumpMatch(match), lambda spec: 0, 0)


def split_sentences(text: str) -> list[str]:
    """Sentences of an effect text: split after a full stop, never inside quotes or brackets."""
    parts = [s.strip() for s in re.split(r"(?<=\.)\s+(?=[A-Z\[])", text.strip()) if s.strip()]
    return [p[:-1].strip() if p.endswith(".") else p for p in parts]


def parse_effects(text: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Effects and target slots of a sentence sequence; raises :class:`Unsupported` naming the sentence."""
    effects: list[dict[str, Any]] = []
    targets: list[dict[str, Any]] = []

    def slot(spec: dict[str, Any]) -> int:
        targets.append(spec)
        return len(targets) - 1

    sentences = split_sentences(text)
    if not sentences:
        raise Unsupported("empty effect text")
    for sentence in sentences:
        if re.match(r"It gains\b", sentence):
            effects.append(_it_gains(sentence, targets))
            continue
        for part in _conjoined(sentence):
            effects.append(parse_sentence(part, slot))
    if len(targets) > 8:
        raise Unsupported("more than 8 targets")
    return effects, targets


def _conjoined(sentence: str) -> list[str]:
    """"Draw a card and gain 200 life" -> two sentences, when both halves are sentences of their own."""
    match = re.fullmatch(r"(.+?), then (.+)|(.+?) and (draw .+|gain \d+ life|destroy .+|rest .+|recover .+)", sentence, re.I)
    if match is None:
        return [sentence]
    first, second = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
    return [first, second[0].upper() + second[1:]]
