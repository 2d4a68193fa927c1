"""Purchases: which market wands a set of hand cards can buy, and why not (MW-PURCHASE-1, MW-PURCHASE-2, MW-WAND-*).

One function, :func:`check_purchase`, decides whether a purchase is legal; ``legal_actions`` and
``verify`` both ask it.  The paying wands' effects are applied in the way most favourable to the buyer:
Sacred Priesthood widens the accepted card count (MW-AMB-3 or MW-AMB-4), Veil of Reflections takes the better of
its power and x2 of the others (MW-AMB-5), Swift Winds shifts the row restrictions (MW-AMB-6).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

from ..core.errors import Violation
from .cards import Catalogue, PowerMultiplier, ReqAdjust, RowShift
from .rules import violation
from .state import Card, Player, Purchase, State

BLOCKED_ROW = 2
SURCHARGE_ROW = 1
SURCHARGE = 2


def find_in_market(state: State, instance_id: str) -> tuple[int, int] | None:
    for row_index, row in enumerate(state.market):
        for col_index, cell in enumerate(row):
            if cell is not None and cell.id == instance_id:
                return row_index, col_index
    return None


class PaymentTerms:
    """What a set of paying wands brings to a purchase, computed once per payment.

    ``power`` is the best purchase power (MW-WAND-VR), ``shift`` how far Swift Winds moves the row
    restrictions (MW-WAND-SW, copies do not add up), ``adjust`` how far Priesthoods widen the card count
    (MW-WAND-SP), ``forbidden`` the names the paying wands may not buy, ``size`` the number of cards.
    """

    __slots__ = ("adjust", "forbidden", "power", "shift", "size")

    def __init__(self, catalogue: Catalogue, pay: Sequence[Card], stacks: bool) -> None:
        total = 0
        shift = 0
        adjust = 0
        forbidden: dict[str, tuple[int, str]] = {}
        multipliers: list[tuple[int, int]] = []
        for index, card in enumerate(pay):
            total += card.power
            effect = catalogue.wands[card.wand].effect
            if isinstance(effect, RowShift):
                shift = max(shift, effect.amount)
            elif isinstance(effect, ReqAdjust):
                adjust = adjust + effect.amount if stacks else max(adjust, effect.amount)
                if effect.forbid_target_name is not None:
                    forbidden.setdefault(effect.forbid_target_name, (index, card.name))
            elif isinstance(effect, PowerMultiplier):
                multipliers.append((effect.factor, card.power))
        best = total
        for factor, power in multipliers:
            # MW-AMB-5: the Veil's power is replaced by factor x the others; one multiplier per purchase.
            best = max(best, factor * (total - power))
        self.power = best
        self.shift = shift
        self.adjust = adjust
        self.forbidden = forbidden
        self.size = len(pay)


def terms_failure(target: Card, row: int, terms: PaymentTerms) -> str | None:
    """The one place that decides a payment: None when ``terms`` buy ``target`` in market row ``row``,
    else which rule fails (``forbidden``, ``blocked``, ``count`` or ``power``)."""
    if target.name in terms.forbidden:
        return "forbidden"
    eff_row = row - terms.shift
    if eff_row >= BLOCKED_ROW:
        return "blocked"
    if not max(1, target.req - terms.adjust) <= terms.size <= target.req + terms.adjust:
        return "count"
    if terms.power < target.power + (SURCHARGE if eff_row == SURCHARGE_ROW else 0):
        return "power"
    return None


def check_terms(target: Card, row: int, terms: PaymentTerms) -> Violation | None:
    """The violation (with its explanation) of a payment with ``terms``, as :func:`terms_failure` decides."""
    failure = terms_failure(target, row, terms)
    if failure is None:
        return None
    if failure == "forbidden":
        index, name = terms.forbidden[target.name]
        return violation("MW-WAND-SP", f"{name} cannot be used to purchase another {target.name}", path=f"/action/pay/{index}")
    if failure == "blocked":
        return violation(
            "MW-PURCHASE-2",
            f"{target.name} is in row 3 (Block): it cannot be bought",
            path="/action/wand",
            hint="Swift Winds among the paying wands lets row 3 be bought at +2",
        )
    if failure == "count":
        low, high = max(1, target.req - terms.adjust), target.req + terms.adjust
        wanted = str(low) if low == high else f"{low} to {high}"
        return violation(
            "MW-PURCHASE-1",
            f"{target.name} needs exactly {wanted} card(s); {terms.size} given",
            path="/action/pay",
            hint="Sacred Priesthood among the paying wands adjusts the count by 1" if low == high else "",
        )
    eff_row = max(0, row - terms.shift)
    cost = target.power + (SURCHARGE if eff_row == SURCHARGE_ROW else 0)
    surcharge = " (+2 Surcharge)" if eff_row == SURCHARGE_ROW else ""
    return violation(
        "MW-PURCHASE-1",
        f"the paying wands total {terms.power} power; {target.name} costs {cost}{surcharge}",
        path="/action/pay",
    )


def check_purchase(catalogue: Catalogue, state: State, player: Player, action: Purchase) -> Violation | None:
    """The violation of a purchase by ``player`` (whose turn it is, in the Purchase phase), or None."""
    place = find_in_market(state, action.wand)
    if place is None:
        return violation(
            "MW-PURCHASE-1",
            f"{action.wand} is not in the market",
            path="/action/wand",
            hint="choose a wand from the market",
        )
    row, col = place
    target = state.market[row][col]
    assert target is not None
    hand = {card.id: card for card in player.hand}
    pay: list[Card] = []
    seen: set[str] = set()
    for index, card_id in enumerate(action.pay):
        if card_id in seen:
            return violation("MW-PURCHASE-1", f"{card_id} is used twice", path=f"/action/pay/{index}")
        seen.add(card_id)
        card = hand.get(card_id)
        if card is None:
            return violation("MW-PURCHASE-1", f"{card_id} is not in your hand", path=f"/action/pay/{index}")
        pay.append(card)
    return check_terms(target, row, PaymentTerms(catalogue, pay, state.options.priesthood_stacks))


def _combinations(hand: list[Card], size: int) -> Iterator[tuple[Card, ...]]:
    """Subsets of ``size`` cards, copies of one wand counted once (the first copy in hand order
    stands for the others: paying with either copy is the same purchase)."""
    seen: set[tuple[str, ...]] = set()
    for combo in combinations(hand, size):
        key = tuple(card.wand for card in combo)
        if key not in seen:
            seen.add(key)
            yield combo


def _hand_adjust(catalogue: Catalogue, player: Player) -> int:
    """The most a payment from this hand can widen Req. (every Priesthood in it, stacked)."""
    adjust = 0
    for card in player.hand:
        effect = catalogue.wands[card.wand].effect
        if isinstance(effect, ReqAdjust):
            adjust += effect.amount
    return adjust


def _payments(catalogue: Catalogue, state: State, player: Player) -> Iterator[tuple[tuple[Card, ...], Card, int, PaymentTerms]]:
    """(payment, target, row, terms) for every payment size some market wand could accept."""
    targets = [(r, card) for r, row in enumerate(state.market) for card in row if card is not None]
    if not targets:
        return
    stacks = state.options.priesthood_stacks
    spread = _hand_adjust(catalogue, player)
    hand = player.hand
    for size in range(1, len(hand) + 1):
        # A necessary condition only: terms_failure decides.
        fitting = [(r, t) for r, t in targets if t.req - spread <= size <= t.req + spread or (size == 1 and t.req - spread < 1)]
        if not fitting:
            continue
        for combo in _combinations(hand, size):
            terms = PaymentTerms(catalogue, combo, stacks)
            for row, target in fitting:
                yield combo, target, row, terms


def legal_purchases(catalogue: Catalogue, state: State, player: Player) -> list[Purchase]:
    """Every legal purchase of ``player`` now, each decided by :func:`terms_failure`."""
    purchases: list[Purchase] = []
    for combo, target, row, terms in _payments(catalogue, state, player):
        if terms_failure(target, row, terms) is None:
            purchases.append(Purchase(player=player.id, wand=target.id, pay=[card.id for card in combo]))
    return purchases


def has_legal_purchase(catalogue: Catalogue, state: State, player: Player) -> bool:
    """MW-PURCHASE-4: can the player buy anything at all? (Stops at the first legal purchase.)"""
    return any(terms_failure(target, row, terms) is None for _, target, row, terms in _payments(catalogue, state, player))
