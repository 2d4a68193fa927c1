# Adjudicator's container image:  docker build -t adjudicator:0.1.0 .
#
# Two stages on the same pinned base.  "build" installs the project and its dependencies into a virtual
# environment at /opt/venv (every dependency ships wheels, so no compiler is needed even there); the
# final stage receives only that environment: no source tree, no pip cache, no pip, no build tools.
# It runs as an unprivileged numeric user (so Kubernetes' runAsNonRoot can check it), listens on
# ADJUDICATOR_PORT (8000) on all interfaces, and shuts down gracefully on SIGTERM.
#
# The base is pinned to an exact Python release; pin it by digest as well where your registry policy
# asks for it (python:3.11.11-slim-bookworm@sha256:...).

FROM python:3.11.11-slim-bookworm AS build

ENV PYTHONDONTWRITEBYTECODE=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
RUN python -m venv /opt/venv
WORKDIR /src

# Dependencies first, from pyproject.toml alone: this layer is reused until the dependencies change.
COPY pyproject.toml ./
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" > requirements.txt \
 && /opt/venv/bin/pip install --no-cache-dir --requirement requirements.txt

# Then the project itself (what .dockerignore lets through: the packages, pyproject.toml, README.md).
COPY . .
RUN /opt/venv/bin/pip install --no-cache-dir --no-deps . \
 && /opt/venv/bin/python -c "import api.app, adjudicator" \
 && /opt/venv/bin/pip uninstall --yes pip setuptools


FROM python:3.11.11-slim-bookworm

ENV PATH=/opt/venv/bin:$PATH \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    ADJUDICATOR_PORT=8000

RUN groupadd --system --gid 10001 adjudicator \
 && useradd --system --uid 10001 --gid adjudicator --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin adjudicator

COPY --from=build /opt/venv /opt/venv

USER 10001:10001
EXPOSE 8000

# Liveness only: /readyz (the store answers) is for the orchestrator's readiness checks.
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:' + os.environ.get('ADJUDICATOR_PORT', '8000') + '/healthz', timeout=2)"]

STOPSIGNAL SIGTERM
CMD ["adjudicator", "serve", "--host", "0.0.0.0"]
