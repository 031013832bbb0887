"""Timing helpers shared by the benchmark scripts (CPU-noise-aware: best of short loops, medians)."""
import statistics, time

def stats(xs):
    "Median, p95 and max of per-call seconds, in microseconds"
    xs = sorted(xs)
    return {'median_us': round(statistics.median(xs) * 1e6, 1), 'p95_us': round(xs[int(0.95 * (len(xs) - 1))] * 1e6, 1),
            'max_us': round(xs[-1] * 1e6, 1), 'samples': len(xs)}

def timed(f, inner=20):
    "Per-call seconds of `f`: the best of 3 short loops (the minimum filters scheduler noise on a shared machine)"
    best = float('inf')
    for _ in range(3):
        t = time.perf_counter()
        for _ in range(inner): f()
        best = min(best, (time.perf_counter() - t) / inner)
    return best
