"""Card sets over GraphQL: storeCardSet and cardSet as POST and GET /v1/card-sets; setup takes the id."""

from __future__ import annotations

from ..core.test_card_sets import mw_custom
from .helpers import GraphQLClient

STORE = "mutation($game: String!, $set: JSON) { storeCardSet(game: $game, cardSet: $set) { id game summary } }"


def test_store_fetch_and_set_up_with_a_card_set(gql: GraphQLClient, redis_app) -> None:  # type: ignore[no-untyped-def]
    data = mw_custom(4)
    stored = gql.data(STORE, {"game": "magic-wands", "set": data})["storeCardSet"]
    assert stored["id"].startswith("sha256:") and stored["summary"]["max_players"] == 4
    rest = redis_app.post("/v1/card-sets", json={"game": "magic-wands", "card_set": data}).json()
    assert rest["id"] == stored["id"]  # one content address on both transports
    fetched = gql.data("query($id: String!) { cardSet(cardSetId: $id) { id game cardSet } }", {"id": stored["id"]})["cardSet"]
    assert fetched["cardSet"] == redis_app.get(f"/v1/card-sets/{stored['id']}").json()["card_set"]
    setup = gql.data(
        "mutation($o: JSON) { setup(game: \"magic-wands\", players: [\"a\", \"b\", \"c\", \"d\"], seed: \"s\", options: $o) { digest } }",
        {"o": {"card_set": stored["id"]}},
    )["setup"]
    assert setup["digest"].startswith("sha256:")


def test_a_bad_set_names_every_field_and_an_unknown_id_is_not_found(gql: GraphQLClient) -> None:
    data = mw_custom(4)
    data["cards"][0]["id"] = 7
    data["cards"][1]["power"] = "high"
    body = gql.run(STORE, {"game": "magic-wands", "set": data})
    pointers = {e["pointer"] for e in body["errors"][0]["extensions"]["errors"]}
    assert {"/cardSet/cards/0/id", "/cardSet/cards/1/power"} <= pointers
    gql.error("query { cardSet(cardSetId: \"sha256:%s\") { id } }" % ("0" * 64), code="CARD_SET_NOT_FOUND", pointer="/cardSetId")


def test_a_set_with_thousands_of_problems_names_the_first_hundred_and_counts_the_rest(gql: GraphQLClient) -> None:
    body = gql.run(STORE, {"game": "force-of-will", "set": {"id": "x", "name": "x", "cards": [{}] * 500}})
    extensions = body["errors"][0]["extensions"]
    assert len(extensions["errors"]) == 100 and extensions["errorsOmitted"] > 1000
    assert extensions["errors"][0]["pointer"] == "/cardSet/cards/0/id"
    assert body["errors"][0]["message"].endswith(f"; and {extensions['errorsOmitted']} more field errors")
