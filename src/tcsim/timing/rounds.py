"""Skipping a long grid's middle rounds in a shadow launch (docs/sampling.md, "Skipping
the middle rounds").

A grid of ``R`` full rounds of the SMs' CTA slots (and perhaps a partial one) runs, on every
slot, a chain of ``R`` (or ``R + 1``) CTAs one after another: a CTA waiting for an SM takes
the first slot to free. Between the first round (which starts cold and in lockstep) and the
last full ones (whose CTAs overlap the tail) the rounds are alike, and each adds one CTA
lifetime to every slot's chain. So a shadow launch of ``R >= MIN_FULL_ROUNDS`` full rounds
times only the first round, the last :data:`TAIL_ROUNDS` full rounds and the partial one —
its subset's CTAs of the middle rounds are left out of the timed grid — and counts each of
the ``R - 1 - TAIL_ROUNDS`` skipped rounds as ``T`` cycles, the mean lifetime of the timed
full rounds' CTAs (as many CTAs each: the skipped rounds lie between them). The bound widens
by ``skipped * (largest - smallest of the timed rounds' means) / 2``: how far the rounds it
measured disagree. Two trailing rounds, not one: the tail then follows a round whose CTAs
started as the previous round's retired, spread out, where a round timed right after the
lockstep first one starts bunched (its late CTAs do not run with most slots empty).

The skip is kept only when that widening is at most :data:`TOLERANCE` of the estimate
(:meth:`Lifetimes.refusal`): where the timed rounds disagree, the rounds are not alike — a
short main loop whose cold first round runs faster or slower than the later ones, lifetimes
that drift from round to round — and the launch is timed again with every round
(runtime/ptx.py), the refusal among its warnings.

Rounds are the fill's: the subset's CTA ``i`` (in launch order) is in round
``i // (s * k)`` for ``s`` timed SMs of ``k`` slots, the round of its place in the whole
grid (``subset_positions`` keeps every SM's CTAs of every round). Which CTAs are skipped
changes no address: the timed CTAs keep their own ctaids, and their shadows are those of
the same rounds of the fill (timing/shadow.py).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: full rounds timed before the partial one (the last ones of the grid): the tail follows
#: rounds whose CTAs started spread out, as after many rounds, not right after the lockstep
#: first round (docs/sampling.md: with one, the kept skips moved the estimates by up to 1.8
#: points against every round timed; with two, by up to 0.8)
TAIL_ROUNDS = 2
#: full rounds a grid needs before its middle rounds are skipped (at least one to skip)
MIN_FULL_ROUNDS = TAIL_ROUNDS + 2
#: the largest widening of the bound a skip may add, as a fraction of the estimate: half
#: the 2% the sampled GEMMs are validated to (issue 13), the other half left to the shadow
#: method's own error
TOLERANCE = 0.01


@dataclass(frozen=True)
class RoundSkip:
    """The middle rounds a shadow launch leaves out of its timed grid."""

    per_round: int      # the subset's CTAs in one round (its SMs' slots)
    full_rounds: int    # full rounds of the grid (R)

    @property
    def skipped(self) -> int:
        return self.full_rounds - 1 - TAIL_ROUNDS

    def keep(self, n: int) -> np.ndarray:
        """Positions (in launch order) of the subset's ``n`` CTAs that are timed: the first
        round's, the last :data:`TAIL_ROUNDS` full rounds' and the partial round's."""
        pos = np.arange(n)
        return pos[(pos < self.per_round) | (pos >= (self.full_rounds - TAIL_ROUNDS) * self.per_round)]


def plan(n: int, sms: int, ctas_per_sm: int) -> RoundSkip | None:
    """The rounds to skip of a subset of ``n`` CTAs on ``sms`` SMs of ``ctas_per_sm`` slots,
    or None (fewer than :data:`MIN_FULL_ROUNDS` full rounds: nothing to skip)."""
    per_round = sms * ctas_per_sm
    if per_round < 1 or n // per_round < MIN_FULL_ROUNDS:
        return None
    return RoundSkip(per_round, n // per_round)


class Lifetimes:
    """Each timed full-round CTA's lifetime (start to retire) of a run shortened by ``plan``,
    by timed round (0: the first, then the last :data:`TAIL_ROUNDS` full rounds), recorded
    by hooks on the GPU instance (its class is unchanged)."""

    def __init__(self, gpu, plan: RoundSkip):
        self.gpu = gpu
        self.plan = plan
        self.per_round = plan.per_round
        self.start: dict[int, int] = {}
        self.lives: tuple[list[int], ...] = tuple([] for _ in range(1 + TAIL_ROUNDS))
        self._launch0, gpu.placer.launch = gpu.placer.launch, self._launch
        self._done0, gpu._warp_done = gpu._warp_done, self._done

    def _launch(self, cta: int, sm: int, where, t: int) -> None:
        if cta < len(self.lives) * self.per_round:
            self.start[cta] = t
        self._launch0(cta, sm, where, t)

    def _done(self, w, t: int) -> None:
        cta = w.cta
        self._done0(w, t)
        if cta in self.start and cta not in self.gpu.cta_live:     # its last warp: retired
            self.lives[cta // self.per_round].append(t + 1 - self.start.pop(cta))

    def means(self) -> list[float]:
        """The timed full rounds' mean CTA lifetimes."""
        if not all(self.lives):
            raise RuntimeError("round skipping: a timed full round has no retired CTA")
        return [float(np.mean(x)) for x in self.lives]

    def round_cycles(self) -> tuple[float, float]:
        """``(T, half spread)``: the mean lifetime of the timed full rounds' CTAs (as many in
        each), and half the difference of the rounds' largest and smallest means."""
        means = self.means()
        return float(np.mean(means)), (max(means) - min(means)) / 2

    def skipped(self) -> tuple[int, float, float]:
        """``(rounds skipped, T, half spread)`` (:meth:`round_cycles`)."""
        return (self.plan.skipped, *self.round_cycles())

    def refusal(self, cycles: int) -> str | None:
        """Why the skipped rounds may not be counted onto the timed rounds' ``cycles`` (the
        timed full rounds disagree by more than :data:`TOLERANCE` allows), or None."""
        skipped, per_round, spread = self.skipped()
        estimate = cycles + skipped * per_round
        if skipped * spread <= TOLERANCE * estimate:
            return None
        means = ", ".join(f"{m:,.0f}" for m in self.means())
        return (f"middle rounds not skipped: the CTAs of the first round and of the last {TAIL_ROUNDS} full rounds "
                f"live {means} cycles on average, so counting {skipped} rounds as their mean would widen the bound "
                f"by {100 * skipped * spread / estimate:.1f}% of the estimate (at most {100 * TOLERANCE:.0f}%): "
                "every round was timed")
