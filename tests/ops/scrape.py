"""Reading a ``/metrics`` answer in tests: one sample's value by name and labels."""

from __future__ import annotations

from typing import Any

from prometheus_client.parser import text_string_to_metric_families


def samples(text: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def value(text: str, name: str, **labels: str) -> float:
    """The sample ``name{labels}``; 0 when absent (a counter that has not been touched yet)."""
    return samples(text).get((name, frozenset(labels.items())), 0.0)


def scrape(http: Any) -> str:
    response = http.get("/metrics")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/plain")
    return str(response.text)
