"""``matchUpdated``: a hosted match's accepted actions, live, as the subscriber may see them.

Over ``graphql-transport-ws``; the seat or organizer token comes in the ``connection_init`` payload
(``{"token": "..."}``).  Fed by the store's pub/sub (Redis PUBLISH from the append script), exactly
like the REST event stream (``GET /v1/matches/{id}/events``): subscribe first, then read the current
state, so no action between the two is missed.  Every message is built for the subscriber's seat
(``matches.update_json``): a seat never receives another seat's hidden cards.

The first message is the current state (``entry`` null); then one per accepted action.  After the
message that shows the match over, the subscription completes.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import strawberry
from strawberry.types import Info

from api import metrics
from api.service import matches
from api.service.auth import Caller
from api.service.context import AppContext

from . import typed
from .context import app_of, context_of
from .types import MatchUpdate, match_update_type

WAIT_SECONDS = 15.0  # how long one wait on the pub/sub lasts before it checks again


async def match_updates(app: AppContext, match_id: str, caller: Caller) -> AsyncIterator[MatchUpdate]:
    async with metrics.tracked_subscription(app.store.subscription(match_id), "graphql-ws") as subscription:
        current = await matches.open_match(app, match_id, caller)
        yield match_update_type(match_id, matches.match_json(current))
        seen = current.version
        over = bool(current.state.over)
        while not over:
            message = await subscription.next(WAIT_SECONDS)
            if message is None:
                continue
            update = matches.decode_update(message)
            if update.version <= seen:
                continue
            seen = update.version
            answer = matches.update_json(current, update)
            over = answer["over"]
            yield match_update_type(match_id, answer)


@strawberry.type
class Subscription:
    @typed.subscription(
        description=(
            "A hosted match's updates for the token of the connection's `connection_init` payload "
            "(`{\"token\": ...}`): first the current state (`entry` null), then one per accepted action; "
            "completes after the match is over."
        )
    )
    async def match_updated(self, info: Info[Any, Any], match_id: strawberry.ID) -> AsyncIterator[MatchUpdate]:
        app = app_of(info)
        caller = context_of(info).caller
        # Refuse an unknown match, a bad token or a missing organizer key before the stream starts: an `error` message.
        await matches.open_match(app, match_id, caller)
        return match_updates(app, match_id, caller)
