"""Schemathesis against the app in process: generated requests for every operation; no answer is a
5xx and every answer matches the document.  ``bench/fuzz.py`` runs the same with many more cases."""

from __future__ import annotations

import os

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from api.app import create_app
from tests.support.config import config

CASES = int(os.environ.get("ADJUDICATOR_FUZZ_CASES", "25"))
# Uploading a card set: each generated body is a whole card set (for Force of Will, cards carrying the typed
# ability language), and generating 25 of them took about 300 s of CI's 25 minutes on a 2-core machine under
# load (2026-12-04), more than all the other operations together.  Fewer cases here; the card-set schemas'
# every constraint is still sent by the coverage phase of tests/clients/test_schemathesis.py, and
# ``bench/fuzz.py`` runs many more cases.
CARD_SET_CASES = int(os.environ.get("ADJUDICATOR_FUZZ_CARD_SET_CASES", "5"))
# A schema-valid body may still be refused with 422 (a state that could not arise, a player count the
# card set does not seat): the schema cannot say everything the rules check, so "positive data
# acceptance" is not a contract here.  What is: never a 5xx, and every answer as documented.
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]

app = create_app(config())
schema = schemathesis.openapi.from_asgi("/openapi.json", app)
# The coverage phase (every constraint's boundary and negative cases) runs against a real server in
# tests/clients/test_schemathesis.py for every operation, with `--checks all`; running it here as well took
# about 11 minutes of CI's 25 (67 s without it).  Here: the document's examples and fuzzing.
schema.config.phases.coverage.enabled = False
UPLOAD = {"method": "POST", "path": "/v1/card-sets"}


def _check(case) -> None:  # type: ignore[no-untyped-def]
    if case.path.endswith("/events"):
        return  # an endless stream; covered by the SSE tests
    case.call_and_validate(checks=CHECKS)


@schema.exclude(**UPLOAD).parametrize()
@settings(max_examples=CASES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_no_server_errors_and_answers_match_the_document(case) -> None:  # type: ignore[no-untyped-def]
    _check(case)


@schema.include(**UPLOAD).parametrize()
@settings(max_examples=CARD_SET_CASES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_uploading_a_card_set_never_errs_and_answers_match_the_document(case) -> None:  # type: ignore[no-untyped-def]
    _check(case)
