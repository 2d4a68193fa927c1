"""The judge's console: a web page served at ``/console`` and the endpoints it reads.

The page (``static/``: HTML, CSS and plain ES modules, no build step, nothing from another origin) is
served with a strict Content-Security-Policy.  The endpoints it adds to the API:

* ``POST /v1/transcripts/verify``: the checks of ``adjudicator verify`` (one function,
  :func:`api.transcripts.verify_document`) against the service's published keys;
* ``POST /v1/transcripts/frames``: a window of a transcript's entries with the state after each, from
  one perspective (:func:`.frames.replay_frames`);
* ``GET /v1/matches/{match_id}/frames``: the same for a hosted match, finished or not, with its token;
* ``POST /v1/matches/{match_id}/disputes``: a dispute on a hosted match, for its organizer (the seed
  of a match in play is not revealed: :func:`api.disputes.settle` runs with it server side).
"""

from __future__ import annotations

from .routes import ROUTES

__all__ = ["ROUTES"]
