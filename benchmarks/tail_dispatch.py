"""The CTA-level dispatch of a launch, rebuilt from the CTA lives ``benchmarks/shadow_bias.py``
records (issue 13 item 4; docs/sampling.md, "The tail's dispatch as a CTA-level model").

    python benchmarks/shadow_bias.py --kernel wmma_gemm_shared --size 2048x1024x1024 --mode full --out full.json
    python benchmarks/shadow_bias.py --kernel wmma_gemm_shared --size 2048x1024x1024 --mode shadow --out shadow.json
    python benchmarks/tail_dispatch.py full.json shadow.json

A timed launch places its CTAs by one rule (``timing/placement.py``'s ``Placer``, NVIDIA):
CTAs wait in launch order; whenever slots free, each waiting CTA goes to the next SM from
SM 0 that has room. Given each CTA's lifetime (start to retire), that rule alone decides
which SM runs which CTA and when the launch ends — so ``dispatch`` drives the same
``Placer`` with the lifetimes a run recorded and must give that run's cycles exactly
(checked here and in ``tests/timing/test_tail_dispatch_script.py``). Per measurement:

* **full run:** the replay's end against the run's; the replay with the lifetimes shuffled
  among the CTAs of each round of the fill (CTAs ``q·S .. q·S+S-1``; do the lifetimes of
  particular SMs, or only their distribution, set the end?); and the last partial round's
  CTAs by how many of them their SM received: their mean and longest lifetime and the
  latest end of such an SM.
* **shadow run:** the replay of the sample's own five SMs (its cycles again), the tail
  table, and the whole GPU's dispatch replayed with every CTA's lifetime copied from the
  sampled CTA that stands for it (``timing/shadow.py``: SM ``m``'s CTA of round ``q`` is
  the simulated SM's CTA of the same round) — what the sample's lifetimes give on 80 SMs.
* both: a processor-sharing fit of the CTAs' pace by how many share their SM (``pace``);
  and how far the SMs drift apart (``spread``): per round on the SMs (an SM's ``n``-th CTA is
  in its round ``n // slots``), the spread across SMs of the mean retire of their round's
  CTAs against the spread of the retires within one SM.

Only recorded figures are read; nothing is simulated (each file takes seconds).
"""

from __future__ import annotations

import argparse
import heapq
import json
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np


def dispatch(ncta: int, nsm: int, slots: int, life) -> tuple[int, list[int], list[int]]:
    """Place CTAs ``0 .. ncta-1`` of lifetimes ``life(c)`` on ``nsm`` SMs of ``slots`` CTAs
    each with the timing driver's own ``Placer`` (every fill from SM 0; a CTA starts in the
    cycle its slot frees). Returns the end, each SM's last retirement and each SM's CTA count."""
    from tcsim.timing.placement import Placer

    room = [slots] * nsm
    retiring: list[tuple[int, int]] = []       # (retire cycle, SM)
    ends, counts = [0] * nsm, [0] * nsm

    def launch(cta: int, sm: int, _where, t: int) -> None:
        room[sm] -= 1
        r = t + life(cta)
        heapq.heappush(retiring, (r, sm))
        ends[sm] = max(ends[sm], r)
        counts[sm] += 1

    placer = Placer(ncta, nsm, lambda sm: True if room[sm] else None, launch)
    t = 0
    while True:
        placer.fill(t)
        if not retiring:
            return max(ends), ends, counts
        t = retiring[0][0]
        while retiring and retiring[0][0] == t:
            room[heapq.heappop(retiring)[1]] += 1


def _ncta(m: dict) -> int:
    return int(np.prod(m["grid"]))


def _positions(m: dict) -> np.ndarray:
    """The grid position of each recorded CTA (a shadow run's CTAs are numbered in the sample)."""
    if m["mode"] == "full":
        return np.arange(_ncta(m))
    from tcsim.timing.subset import subset_positions

    return subset_positions(_ncta(m), m["nsm"], m["sms"])


def _slots(m: dict, ncta: int) -> int:
    """The recorded occupancy, or (a one-wave launch: every CTA starts in cycle 0) room for all."""
    return m["ctas_per_sm"] if any(t0 for _, _, t0, _ in m["lives"]) else ncta


def tail(m: dict) -> dict[int, tuple[int, float, int, int]]:
    """The last partial round's CTAs (the last ``ncta mod (S·slots)`` in launch order, or the
    last ``S·slots``), by how many of them their SM received: ``n -> (SMs, mean lifetime,
    longest lifetime, latest end of such an SM)``."""
    ncta, nsm = _ncta(m), m["nsm"]
    slots = _slots(m, ncta)
    last = ncta - (ncta % (nsm * slots) or min(ncta, nsm * slots))
    pos = _positions(m)
    by: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for c, sm, t0, t1 in m["lives"]:
        if pos[c] >= last:
            by[sm].append((t0, t1))
    out = {}
    for n in sorted({len(v) for v in by.values()}):
        v = [x for x in by.values() if len(x) == n]
        lives = [t1 - t0 for x in v for t0, t1 in x]
        out[n] = (len(v), float(np.mean(lives)), max(lives), max(t1 for x in v for _, t1 in x))
    return out


def _by_sm(m: dict) -> dict[int, list[tuple[int, int, int]]]:
    """The recorded CTAs by SM: ``sm -> [(start, retire, cta), ...]``."""
    by: dict[int, list[tuple[int, int, int]]] = defaultdict(list)
    for c, sm, t0, t1 in m["lives"]:
        by[sm].append((t0, t1, c))
    return by


def spread(m: dict) -> list[tuple[int, float, float, float]]:
    """Per full round on the SMs (every SM ran ``slots`` CTAs in it): ``(SMs, standard
    deviation and range across the SMs of their round's mean retire, median over the SMs
    of the range of the retires within one)``."""
    slots = m["ctas_per_sm"]
    retires = [[t1 for _, t1, _ in sorted(v)] for v in _by_sm(m).values()]     # per SM, in start order
    out = []
    for q in range(max(map(len, retires)) // slots):
        rounds = [r[q * slots:(q + 1) * slots] for r in retires]
        rounds = [r for r in rounds if len(r) == slots]
        if len(rounds) < 2:
            break
        means = [float(np.mean(r)) for r in rounds]
        out.append((len(rounds), float(np.std(means)), max(means) - min(means),
                    float(np.median([max(r) - min(r) for r in rounds]))))
    return out


def _round_means(m: dict) -> list[list[float]]:
    """Per SM (in SM order), the mean retire of its CTAs in each of its full rounds."""
    slots, by = m["ctas_per_sm"], _by_sm(m)
    out = []
    for sm in sorted(by):
        r = [t1 for _, t1, _ in sorted(by[sm])]
        out.append([float(np.mean(r[q * slots:(q + 1) * slots])) for q in range(len(r) // slots)])
    return out


def drift(m: dict, draws: int = 2000, seed: int = 0) -> dict:
    """A full run: do the SMs that take the most CTAs share a structure a sample could find?
    ``rounds``: per full round every SM completed, the correlation across SMs of an SM's CTA
    count with its mean retire in that round (None where those retires are all equal);
    ``classes``: per period ``P`` (dividing the gcd of the SM count and the grid's width, with
    at least two SMs in each class), the p-values ``(k + 1) / (draws + 1)`` of a permutation
    test (``draws`` shuffles of the SMs) of the spread of the class means of the counts and of
    the last such round's mean retires. Small p: the class explains them. A one-wave launch
    (every CTA placed by the first fill: its counts follow launch order, not drift) and a run
    whose SMs all took as many CTAs have nothing to explain: no rounds, no classes."""
    by = _by_sm(m)
    sms = sorted(by)
    counts = np.array([len(by[s]) for s in sms], dtype=float)
    one_wave = not any(t0 for _, _, t0, _ in m["lives"])
    if len(sms) < 2 or one_wave or counts.min() == counts.max():
        return {"rounds": [], "classes": {}}
    means = _round_means(m)
    full = min(map(len, means))
    rounds = []
    for q in range(full):
        x = np.array([r[q] for r in means])
        rounds.append(float(np.corrcoef(counts, x)[0, 1]) if x.std() > 0 else None)
    last = np.array([r[full - 1] for r in means]) if full else None
    g = int(np.gcd(m["nsm"], m["grid"][0]))
    rng = np.random.default_rng(seed)
    sm = np.array(sms)
    classes = {}
    for p in range(2, g + 1):
        if g % p or min(int(np.sum(sm % p == k)) for k in range(p)) < 2:
            continue                  # (a class of one SM or none: its spread says nothing)

        def spread_of(x, p=p):
            return float(np.std([x[sm % p == k].mean() for k in range(p)]))

        def pvalue(x):
            seen = spread_of(x)
            k = sum(spread_of(rng.permutation(x)) >= seen for _ in range(draws))
            return (k + 1) / (draws + 1)
        classes[p] = (pvalue(counts), None if last is None else pvalue(last))
    return {"rounds": rounds, "classes": classes}


def pace(m: dict) -> list[tuple[float | None, float]]:
    """A processor-sharing fit: each CTA is one unit of work that progresses at ``r(n)`` per
    cycle while ``n`` CTAs are resident on its SM; least squares over the recorded CTAs.
    Per ``n = 1 .. slots``: ``(1/r(n)`` in cycles, or None where the fit gives no positive
    rate``, share of all CTA-cycles spent at n)``. A rate fitted from a small share is not
    determined by the run."""
    slots = m["ctas_per_sm"]
    rows = []
    for v in _by_sm(m).values():
        edges = sorted({t for t0, t1, _ in v for t in (t0, t1)})
        for t0, t1, _ in v:
            row = np.zeros(slots + 1)
            for a, b in zip(edges, edges[1:]):
                if t0 <= a and b <= t1:
                    row[sum(1 for s0, s1, _ in v if s0 <= a and b <= s1)] += b - a
            rows.append(row[1:])
    a = np.array(rows)
    rate = np.linalg.lstsq(a, np.ones(len(a)), rcond=None)[0]
    share = a.sum(axis=0) / a.sum()
    return [(1 / r if r > 0 else None, float(f)) for r, f in zip(rate, share)]


def replay_full(m: dict, shuffles: int = 20, seed: int = 0) -> dict:
    """A full run's dispatch replayed from its lifetimes, and with them shuffled in rounds."""
    ncta, nsm = _ncta(m), m["nsm"]
    life = np.zeros(ncta, dtype=np.int64)
    for c, _, t0, t1 in m["lives"]:
        life[c] = t1 - t0
    slots = _slots(m, ncta)
    end, _, counts = dispatch(ncta, nsm, slots, life.__getitem__)
    rng = np.random.default_rng(seed)
    shuffled = []
    for _ in range(shuffles):
        mixed = life.copy()
        for q in range(0, ncta, nsm):
            rng.shuffle(mixed[q:q + nsm])
        shuffled.append(dispatch(ncta, nsm, slots, mixed.__getitem__)[0])
    return {"end": end, "counts": counts, "shuffled": shuffled}


def replay_shadow(m: dict) -> dict:
    """A shadow run's own dispatch replayed, and the whole GPU's with copied lifetimes."""
    from tcsim.timing.shadow import shadow_members

    ncta, nsm, sms = _ncta(m), m["nsm"], m["sms"]
    pos = _positions(m)
    sub = [0] * len(pos)                             # lifetime by launch position in the sample
    for c, _, t0, t1 in m["lives"]:
        sub[c] = t1 - t0
    life_of = dict(zip(pos.tolist(), sub))           # ... by CTA of the grid
    slots = _slots(m, ncta)
    own, _, own_counts = dispatch(len(pos), len(sms), slots, sub.__getitem__)
    members = shadow_members(nsm, len(sms), ncta, m["grid"][0] if m.get("columns", True) else 0)
    rep = {s: r for r, ms in members.items() for s in ms}

    def copied(c: int) -> int:
        q, s = divmod(c, nsm)
        return life_of[q * nsm + rep[s]]
    gpu, _, counts = dispatch(ncta, nsm, slots, copied)
    return {"own": own, "own_counts": own_counts, "gpu": gpu, "counts": counts}


def report(path: str, shuffles: int) -> None:
    try:
        m = json.loads(Path(path).read_text())
    except (OSError, ValueError) as e:
        raise SystemExit(f"tail_dispatch.py: {path}: {e}") from None
    if not isinstance(m, dict) or m.get("mode") not in ("full", "shadow"):
        raise SystemExit(f"tail_dispatch.py: {path}: not a measurement of benchmarks/shadow_bias.py "
                         "(no mode full or shadow)")
    missing = [k for k in ("kernel", "size", "cycles", "lives", "grid", "nsm", "ctas_per_sm")
               + (("sms",) if m["mode"] == "shadow" else ()) if k not in m]
    if missing:
        raise SystemExit(f"tail_dispatch.py: {path}: no {', '.join(missing)} (recorded by an older "
                         f"benchmarks/shadow_bias.py: run it again)")
    size = m["size"] if isinstance(m["size"], int) else "x".join(map(str, m["size"]))
    print(f"{m['kernel']} {size} {m['mode']} ({path}): {m['cycles']:,} cycles, grid {m['grid']}, "
          f"{m['ctas_per_sm']} CTAs per SM")
    if m["mode"] == "full":
        r = replay_full(m, shuffles)
        print(f"  dispatch replayed from the lifetimes: {r['end']:,} "
              f"({'the run' + chr(39) + 's cycles' if r['end'] == m['cycles'] else 'DIFFERS'})")
        if shuffles:
            s = r["shuffled"]
            print(f"  lifetimes shuffled within rounds of the fill ({shuffles} draws): mean {np.mean(s):,.0f} "
                  f"({np.mean(s) / m['cycles'] - 1:+.2%}), {min(s):,} .. {max(s):,}")
        d = drift(m)
        if d["rounds"]:
            print("  an SM's CTA count against its mean retire per full round (correlation across SMs): "
                  + ", ".join(f"round {q} " + ("—" if c is None else f"{c:+.2f}") for q, c in enumerate(d["rounds"])))
        for p, (pc, pr) in d["classes"].items():
            print(f"  SM mod {p} as a class: permutation p of the counts' class means {pc:.3f}"
                  + ("" if pr is None else f", of the last full round's retires {pr:.3f}"))
    else:
        r = replay_shadow(m)
        print(f"  the sample's dispatch replayed: {r['own']:,} "
              f"({'the run' + chr(39) + 's cycles' if r['own'] == m['cycles'] else 'DIFFERS'}); CTAs per SM {r['own_counts']}")
        print(f"  the whole GPU's dispatch with copied lifetimes: {r['gpu']:,} ({r['gpu'] / m['cycles'] - 1:+.2%}); "
              f"SMs by CTA count {dict(sorted((int(k), int(v)) for k, v in zip(*np.unique(r['counts'], return_counts=True))))}")
    fit = ", ".join(f"{n}: {'—' if t is None else f'{t:,.0f}'} ({f:.1%})" for n, (t, f) in enumerate(pace(m), 1))
    print(f"  cycles per CTA with n CTAs resident on its SM (processor-sharing fit; share of CTA-cycles): {fit}")
    for q, (n, sd, rng, within) in enumerate(spread(m)):
        print(f"  round {q} on the SMs: their mean retire spreads {sd:,.0f} (standard deviation; range {rng:,.0f}) "
              f"across {n} SMs; the retires within one SM {within:,.0f} (median range)")
    print("  | last round's CTAs on the SM | SMs | mean lifetime | longest | latest end of such an SM |")
    for n, (k, mean, longest, end) in tail(m).items():
        print(f"  | {n} | {k} | {mean:,.0f} | {longest:,} | {end:,} |")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("measurements", nargs="+", help="JSON files of benchmarks/shadow_bias.py --out")
    ap.add_argument("--shuffles", type=int, default=20, help="full runs: draws of the shuffled replay")
    ns = ap.parse_args(argv)
    for path in ns.measurements:
        report(path, ns.shuffles)
    return 0


if __name__ == "__main__":
    sys.exit(main())
