"""Every Force of Will action type with a JSON example and what it means (for the OpenAPI document).

Card instances are ``<owner>:<card id>#<copy>``; chase objects ``chase:<n>``; pending automatic
abilities ``auto:<n>``.  A ``payment`` is ``{"sources": [{"card", "will"}], "pool": {will: n},
"banish": [resonators]}``: the will abilities used while paying (a magic stone, a will ability, or
``"coin"`` for the Energize will coin), the will taken from the pool, and for [Incarnation] the
resonators banished instead of the cost.  It must pay the cost exactly (FOW-WILL-3, FOW-WILL-5-R).

``legal-actions`` lists every decision open now.  Where payments would explode combinatorially it lists
each play (card, mode, X, targets, Awakening, Incarnation choice) once, with one canonical payment (will in
the pool first, then single-attribute sources, dual sources and the coin last); ``adjudicate`` accepts
any other exact payment of the same play.  Copies of one card in one zone are listed once (the first copy
in hand order stands for them); ``adjudicate`` accepts any copy.
"""

from __future__ import annotations

from typing import Any

ACTION_DOCS: dict[str, dict[str, Any]] = {
    "mulligan": {
        "summary": "FOW-SETUP-3: before the first turn, first player then the other: put back any cards (none: keep) and draw as many.",
        "example": {"type": "mulligan", "player": "ann", "cards": ["ann:TST-R10#1", "ann:TST-C03#2"]},
    },
    "call_stone": {
        "summary": "FOW-WILL-4: at main timing, once per turn and not after Judgment, rest your recovered ruler or J-ruler and put the top magic stone into the field.",
        "example": {"type": "call_stone", "player": "ann"},
    },
    "produce_will": {
        "summary": "FOW-WILL-2, FOW-PRIO-6: use a will ability now (no chase); the will waits in your pool until spent or expired.",
        "example": {"type": "produce_will", "player": "ann", "source": "ann:TST-ST-W#3", "will": "light"},
    },
    "play_card": {
        "summary": "FOW-PLAY-1: play a resonator, addition, regalia or chant from hand, a [Trigger] card from standby, a [Remnant] chant from the graveyard; with targets, mode, X, awakening (and which_awakening: the [Awakening] paid, of a card with several), incarnation, mastery, the cards put back by solarisation and the payment. It goes on the chase and you keep priority.",
        "example": {
            "type": "play_card",
            "player": "bob",
            "card": "bob:TST-C06#1",
            "targets": ["ann"],
            "x": 2,
            "payment": {"sources": [{"card": "bob:TST-ST-R#1", "will": "fire"}, {"card": "bob:TST-ST-B#2", "will": "darkness"}], "pool": {"fire": 1}},
        },
    },
    "activate": {
        "summary": "FOW-PRIO-4: play activate ability number `ability` of a card you control (on the chase).",
        "example": {"type": "activate", "player": "bob", "card": "bob:TST-R19#1", "ability": 0, "targets": ["bob:TST-R13#2"], "payment": {}},
    },
    "judgment": {
        "summary": "FOW-JUDG-1: at main timing, pay your recovered ruler's [Judgment] cost; on resolution it becomes its J-ruler in the field.",
        "example": {"type": "judgment", "player": "ann", "payment": {"sources": [{"card": "ann:TST-ST-W#1", "will": "light"}, {"card": "ann:TST-ST-W#2", "will": "light"}, {"card": "ann:TST-ST-G#1", "will": "wind"}]}},
    },
    "standby": {
        "summary": "FOW-PLAY-5: at main timing pay [2] to put a hand card face down into your standby area (no chase).",
        "example": {"type": "standby", "player": "bob", "card": "bob:TST-C09#1", "payment": {"sources": [{"card": "bob:TST-ST-B#1", "will": "darkness"}, {"card": "bob:TST-ST-R#3", "will": "fire"}]}},
    },
    "start_battle": {
        "summary": "FOW-BATTLE-1: at main timing start a battle (no chase); the beginning step gives priority.",
        "example": {"type": "start_battle", "player": "ann"},
    },
    "declare_attack": {
        "summary": "FOW-BATTLE-3: choose the attacker and the attacked object (the opponent's id or a J/resonator), or attacker null to forfeit.",
        "example": {"type": "declare_attack", "player": "ann", "attacker": "ann:TST-R08#1", "target": "bob"},
    },
    "declare_block": {
        "summary": "FOW-BATTLE-4: rest a recovered J/resonator to block, or blocker null.",
        "example": {"type": "declare_block", "player": "bob", "blocker": "bob:TST-R13#1"},
    },
    "assign_pierce": {
        "summary": "FOW-KW-PIERCE: damage assigned to the blocker (at least its remaining DEF, steps of 100); the rest goes to the attacked object.",
        "example": {"type": "assign_pierce", "player": "ann", "to_blocker": 500},
    },
    "play_automatic": {
        "summary": "FOW-PRIO-7: put your triggered automatic ability on the chase, choosing its targets.",
        "example": {"type": "play_automatic", "player": "bob", "pending": "auto:7", "targets": ["ann:TST-R01#2"]},
    },
    "search": {
        "summary": "FOW-SEARCH-R: while a chase object resolves, the card your search of your main deck finds (or card: null: none found); it is revealed and put into your hand, then your main deck is shuffled.",
        "example": {"type": "search", "player": "ann", "card": "ann:TST-R03#2"},
    },
    "may": {
        "summary": "FOW-MAY-R: while a chase object resolves, whether you do its optional effect (\"you may ...\"): accept true or false.",
        "example": {"type": "may", "player": "ann", "accept": True},
    },
    "pay": {
        "summary": "FOW-CANCEL-UNLESS-R: while a cancel resolves, the cost it asks of your spell: a payment to keep the spell, or payment: null to let it be cancelled. FOW-PAY-WILL-MAY-R: while your object resolves, the will its \"you may pay\" asks: a payment, or payment: null to decline.",
        "example": {"type": "pay", "player": "bob", "payment": {"pool": {"void": 2}}},
    },
    "choose_attribute": {
        "summary": "FOW-GEM-R: while a chase object resolves, the attribute of the gem its effect makes you gain (any attribute) or banish (one of your gems').",
        "example": {"type": "choose_attribute", "player": "ann", "attribute": "water"},
    },
    "choose_option": {
        "summary": "FOW-GAINS-ONE-OF-R: while a chase object resolves, the change of its \"gains A, B, or C\" list you choose, by its place in the list (0 for the first).",
        "example": {"type": "choose_option", "player": "ann", "option": 1},
    },
    "name_card": {
        "summary": "FOW-NAME-CARD-R: while a chase object resolves, the card name its \"Name a card\" makes you declare: the name of a card of the card set (public).",
        "example": {"type": "name_card", "player": "ann", "name": "Sylvia, Wild Princess"},
    },
    "choose_race": {
        "summary": "FOW-CHOOSE-RACE-R: while a chase object resolves, the race its \"Choose a race\" makes you declare: a race printed on a card of the card set (public).",
        "example": {"type": "choose_race", "player": "ann", "race": "Fairy Tale"},
    },
    "choose_number": {
        "summary": "FOW-CHOOSE-NUMBER-R: while a chase object resolves, the number its \"Choose a number\" makes you declare: an integer from 0 to 99 (public).",
        "example": {"type": "choose_number", "player": "ann", "number": 3},
    },
    # fow-mythic
    "keep": {
        "summary": "FOW-KW-MYTHIC-R: when you control two or more entities with «Mythic» that share a name, the one you keep; the rule process puts the others into their owner's graveyard (CR 1205.8).",
        "example": {"type": "keep", "player": "ann", "card": "ann:TST-R01#2"},
    },
    # fow-s-event
    "reveal": {
        "summary": "FOW-TRIGGER-EVENT-R: right after an event a [Trigger] or [Stealth] card of the set watches (an attack declared), the cards of your hand or standby area it triggers that you reveal, or none (cards: []); each revealed card is then played as a spell (play_card) when its turn comes, as an automatic object.",
        "example": {"type": "reveal", "player": "bob", "cards": []},
    },
    "banish": {
        "summary": "FOW-BANISH-CHOICE-R: while a chase object resolves, the resonator or magic stone you control that its effect makes you banish.",
        "example": {"type": "banish", "player": "bob", "card": "bob:TST-R07#1"},
    },
    "discard": {
        "summary": "FOW-TURN-4: at the end-phase cleanup discard one card (repeated while the hand holds more than 7).",
        "example": {"type": "discard", "player": "ann", "card": "ann:TST-C04#1"},
    },
    "pass": {
        "summary": "FOW-PRIO-3: pass priority; two passes in a row resolve the chase or end the step.",
        "example": {"type": "pass", "player": "ann"},
    },
    "concede": {
        "summary": "FOW-RP-3: concede the game (any player, any time).",
        "example": {"type": "concede", "player": "bob"},
    },
}
