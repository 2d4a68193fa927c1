"""The service layer: what the referee does, whichever transport asked.

REST (:mod:`api.rest`) and GraphQL (:mod:`schema`) both call these modules and nothing else of each
other's; this package imports neither, nor any web framework (import-linter contracts in
``pyproject.toml``, checked by ``tests/api/test_layers.py``).

* :mod:`.operations` -- the stateless operations (setup, legal actions, view, adjudicate, replay, decks,
  snapshots);
* :mod:`.requests` -- the typed request bodies, per game; :mod:`.decoding` -- the body policy (size,
  time, media type, limits, duplicate members) and the typed decoding;
* :mod:`.problems` -- errors as both transports report them;
* :mod:`.auth` -- callers, tokens and organizer keys; :mod:`.policy` -- rate limits;
* :mod:`.matches`, :mod:`.disputes`, :mod:`.tournaments`, :mod:`.transcripts`, :mod:`.reverify` --
  hosted matches and the evidence around them;
* :mod:`.context` -- the configuration, store and signer every operation gets.

Actions are only ever run through :func:`adjudicator.core.replay.replay` (or a game's ``adjudicate``).
"""
