"""Where snapshots and hosted matches live: Redis, or memory when no ``REDIS_URL`` is set."""
