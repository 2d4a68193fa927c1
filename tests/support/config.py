"""Configurations for tests: as in production, but without rate limits (which have their own tests)."""

from __future__ import annotations

from typing import Any

from api.config import Config

NO_RATE_LIMITS = {"rate_limit_per_token": 0, "rate_limit_per_address": 0}
NO_RATE_LIMITS_ENV = {"ADJUDICATOR_RATE_LIMIT_PER_TOKEN": "0", "ADJUDICATOR_RATE_LIMIT_PER_ADDRESS": "0"}


def config(**settings: Any) -> Config:
    return Config(**{**NO_RATE_LIMITS, **settings})
