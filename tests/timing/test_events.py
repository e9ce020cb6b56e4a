"""The event core orders by (time, priority, sequence) and jumps over idle time."""

import pytest

from tcsim.timing.events import EventQueue


def test_order_time_priority_sequence():
    q = EventQueue()
    log = []
    q.at(5, lambda: log.append("t5-p0-a"))
    q.at(3, lambda: log.append("t3"))
    q.at(5, lambda: log.append("t5-p-1"), priority=-1)
    q.at(5, lambda: log.append("t5-p0-b"))
    assert q.run() == 5
    assert log == ["t3", "t5-p-1", "t5-p0-a", "t5-p0-b"]
    assert q.processed == 4


def test_events_scheduled_by_events_and_idle_jump():
    q = EventQueue()
    seen = []

    def tick(n):
        seen.append(q.now)
        if n:
            q.after(1_000_000, lambda: tick(n - 1))

    q.at(0, lambda: tick(3))
    assert q.run() == 3_000_000
    assert seen == [0, 1_000_000, 2_000_000, 3_000_000]
    assert q.processed == 4  # idle cycles cost no events


def test_run_until_and_past_is_rejected():
    q = EventQueue()
    log = []
    q.at(10, lambda: log.append(10))
    q.at(20, lambda: log.append(20))
    assert q.run(until=15) == 15
    assert log == [10] and q.peek() == 20
    with pytest.raises(ValueError):
        q.at(14, lambda: None)
    assert q.step() and log == [10, 20] and not q.step()
