"""The command line's progress when stderr is no terminal: a plain line at most once per
interval, a last one after them, and none for work over before the first was due."""

from __future__ import annotations

import io

from service.progress import PlainLines, progress


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_line_at_most_once_per_interval_with_the_count_and_rate() -> None:
    clock, out = Clock(), io.StringIO()
    lines = PlainLines("verify", "lines", out, total=40, interval=5.0, clock=clock)

    for _ in range(10):  # 10 lines in the first 4 s: no line is due yet
        clock.now += 0.4
        lines.advance(1)
    assert out.getvalue() == ""
    clock.now += 1.0  # 5 s since the start: 11 lines, 11 / 5 = 2.2 a second
    lines.advance(1)
    clock.now += 1.0  # 1 s after that line: too soon for another
    lines.advance(1)
    clock.now += 4.0  # 10 s in, 13 lines: 1.3 a second
    lines.advance(1)
    lines.finish()  # at 10 s, 13 of 40

    assert out.getvalue().splitlines() == [
        "verify: 11 of 40 lines (2.2 lines/s)",
        "verify: 13 of 40 lines (1.3 lines/s)",
        "verify: done, 13 of 40 lines in 10.0 s (1.3 lines/s)",
    ]


def test_work_over_before_the_first_line_is_due_writes_nothing() -> None:
    clock, out = Clock(), io.StringIO()
    lines = PlainLines("rebuild", "events", out, interval=5.0, clock=clock)
    clock.now += 4.9
    lines.advance(5000)
    lines.finish()
    assert out.getvalue() == ""


def test_an_unknown_total_is_counted_without_one() -> None:
    clock, out = Clock(), io.StringIO()
    lines = PlainLines("rebuild", "events", out, interval=2.0, clock=clock)
    clock.now += 2.0
    lines.advance(5000)
    assert out.getvalue() == "rebuild: 5000 events (2500.0 events/s)\n"


def test_quiet_writes_nothing_however_often_a_line_would_be_due() -> None:
    out = io.StringIO()
    with progress("verify", "lines", total=3, quiet=True, stream=out, every=0.0) as tracker:
        for _ in range(3):
            tracker.advance(1)
        tracker.closing = "Summary\n"
    assert out.getvalue() == ""


def test_no_terminal_gets_plain_lines_and_the_last_one() -> None:
    out = io.StringIO()  # isatty() is False
    with progress("import", "events", total=2, stream=out, every=0.0) as tracker:
        tracker.advance(1)
        tracker.advance(1)
        tracker.closing = "Summary\n"
    written = out.getvalue().splitlines()
    assert [line.split(" (")[0] for line in written[:2]] == [
        "import: 1 of 2 events",
        "import: 2 of 2 events",
    ]
    assert written[2].startswith("import: done, 2 of 2 events in ")
    assert written[3:] == ["Summary"]
    assert "\x1b" not in out.getvalue()


def test_short_work_off_a_terminal_writes_not_even_its_closing() -> None:
    out = io.StringIO()
    with progress("verify", "lines", total=2, stream=out) as tracker:  # every 5 s
        tracker.advance(2)
        tracker.closing = "Summary\n"
    assert out.getvalue() == ""
