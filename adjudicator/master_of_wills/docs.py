"""The Master of Wills action types, each with a JSON example, ready to lift into the OpenAPI document.

Every action is a JSON object with ``type`` and ``player``; ``legal-actions`` lists them and each listed action
can be posted back unchanged.  A client may post a whole turn at once as ``"actions": [...]`` (all or none).
A turn is a sequence of small decisions, so the lists stay short:

1. ``choose_starting`` (Move phase), then one ``move`` per single-row step of the Starting card's movements;
   movements with no eligible card are skipped by themselves (MOW-MOVE-4);
2. the Draw phase runs by itself; with a Faction icon the Faction card is drawn by itself, then ``play``
   (or ``pass`` where allowed) and one ``choose`` per target the card asks for;
3. the End of Turn runs by itself.

At any step boundary (never inside a card's targeting) the owner of an unrevealed Round Effect may ``reveal``
it, in any player's turn (MOW-AMB-15); such players are listed in ``to_act`` too.
"""

from __future__ import annotations

from typing import Any

ACTION_DOCS: dict[str, dict[str, Any]] = {
    "choose_first": {
        "summary": "The winner of an order draw goes first (go_first: true) or lets the next side go first "
        "(false; in 3 Player FFA the next player is asked in turn and the last must go first). Used for the "
        "first-player draw (MOW-SETUP-4, MOW-FFA-1) and the End-of-Game round (MOW-END-4). In 2 vs 2 either "
        "member of the winning team answers.",
        "example": {"type": "choose_first", "player": "ann", "go_first": True},
    },
    "choose_lead": {
        "summary": "2 vs 2: a team names its Round 1 lead-off, who also plays the team's first turn of the "
        "chart; the partner plays the team's Round 8 turn (MOW-V2V2-2). Either member answers for the team.",
        "example": {"type": "choose_lead", "player": "ann", "lead": "cat"},
    },
    "choose_starting": {
        "summary": "Choose the Starting card from the Neutral area; it goes to its starting row on your side "
        "(MOW-MOVE-1). Frozen or protected cards cannot be chosen (MOW-MOVE-5).",
        "example": {"type": "choose_starting", "player": "ann", "card": "MOW-C-REL-01"},
    },
    "move": {
        "summary": "One single-row step of the Starting card's movement number `entry` (as printed, from 0) on "
        "`card`, a card of that movement's sector (MOW-MOVE-2, MOW-MOVE-3, MOW-MOVE-4, MOW-AMB-1, MOW-AMB-2, MOW-AMB-3, MOW-AMB-4). `toward` names the opponent "
        "side for a - step out of the Neutral area in 3 Player FFA (MOW-FFA-2), and is omitted otherwise.",
        "example": {"type": "move", "player": "ann", "entry": 0, "card": "MOW-C-ACT-03"},
        "example_ffa3": {"type": "move", "player": "ann", "entry": 2, "card": "MOW-C-REL-07", "toward": "cat"},
    },
    "play": {
        "summary": "Play a Faction card from your hand in your Faction phase (MOW-FACTION-2). `facing` "
        "(face_up or face_down) is given only for a Round Effect whose facing is the player's choice "
        "(MOW-FACTION-3). The card must be completable (MOW-FACTION-4, MOW-AMB-8); playing is mandatory when "
        "a card is playable (MOW-AMB-7).",
        "example": {"type": "play", "player": "ann", "card": "MOW-F-RZC-E-03#1.1", "facing": "face_down"},
    },
    "choose": {
        "summary": "The next target of the Faction card being carried out: a Community card id, an Afterlife "
        "card id, a row `<side>/<recruits|loyalists>` for a Lasting Effect, a special by position "
        "(`<side>/round/<i>`, `<side>/lasting/<row>`, `<card>/effect/<i>`) for Remove Special, a player id for "
        "Spy, or a card of the spied hand. `toward` as for move.",
        "example": {"type": "choose", "player": "ann", "target": "MOW-C-UNI-04"},
        "example_row": {"type": "choose", "player": "ann", "target": "bob/loyalists"},
    },
    "pass": {
        "summary": "Decline a Faction play that is optional: a Bonus Play, or any play when the option "
        "faction_play_optional is set (MOW-AMB-7).",
        "example": {"type": "pass", "player": "ann"},
    },
    "reveal": {
        "summary": "Reveal one of your unrevealed Round Effects and carry out the rest of it, at any step "
        "boundary of any turn once its trigger holds (MOW-AMB-15), or in your turn of the End-of-Game round "
        "(MOW-END-4).",
        "example": {"type": "reveal", "player": "ann", "card": "MOW-F-RZC-E-03#1.1"},
    },
}

OPTIONS_DOCS: dict[str, str] = {
    "faction_play_optional": "false (default): a playable Faction card must be played (MOW-AMB-7); true: pass is allowed.",
    "teammate_hands_visible": "2 vs 2: partners see each other's hands and face-down Round Effects (default true, MOW-AMB-10).",
    "teams": "2 vs 2: [[p1, p2], [p3, p4]]; default seats 1+3 against 2+4. Team sides are '@team-a' and '@team-b'.",
    "difficulty": "Mowitaire: easy (15/14/13), medium (17/16/15) or hard (19/18/17) opponent rows (MOW-SOLO-1).",
    "coop_thresholds": "MOW-OP: eight cumulative thresholds replacing the printed 20/45/70/100/130/160/195/240.",
}

DECKS_DOCS = (
    "setup `decks`: {player id: [Faction card ids]} (2 vs 2: one deck per team, keyed by a member's id or the team "
    "side id). A side without a deck gets the default deck of the reference data: Razorcorp for sides 1 and 3, "
    "Alphaguard for side 2 (GET /cards, `default_decks`). Each deck is checked as decks/validate does."
)
