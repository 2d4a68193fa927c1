"""The ASGI entry point uvicorn imports in each worker (``api.asgi:app``).

The worker's garbage collector is tuned once the app is built: the objects made at start (modules, card
catalogues, schemas: about 77,000) are frozen out of the collector's view, and a young collection waits
for 10,000 net allocations instead of 700.  A request that awaits Redis (a snapshot write) holds its
decoded state across the await, so with tens of requests in flight the default thresholds collected
every few requests and promoted their states to the old generations, whose collections walked the whole
heap: 60-70 us of CPU per by-reference request (BENCHMARKS.md section 7).  Cycles are still collected.
"""

import gc

from .app import create_app

app = create_app()

gc.collect()
gc.freeze()
gc.set_threshold(10_000, 10, 10)
