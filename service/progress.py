"""Progress of the command line's long work (rebuild, verify, import, bench), on stderr.

A bar with the count and the rate when stderr is a terminal; when it is not (a log file, CI),
a plain line at most every few seconds and, after them, one when the work ends, so a log shows
long work is alive without a line per item (short work writes none); nothing at all when quiet.
The work itself only calls the `advance` it is handed: the layers below the command line never
import this module.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
)
from rich.text import Text

Advance = Callable[[int], None]
PLAIN_LINE_SECONDS = 5.0
"""How often a plain line is written at most while the work goes on."""


def _rate(done: int, seconds: float) -> float:
    return done / seconds if seconds > 0 else 0.0


class PlainLines:
    """Periodic lines for an output that is no terminal."""

    def __init__(
        self,
        label: str,
        unit: str,
        stream: TextIO,
        *,
        total: int | None = None,
        interval: float = PLAIN_LINE_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._label, self._unit, self._stream, self._total = label, unit, stream, total
        self._interval, self._clock = interval, clock
        self._started = clock()
        self._next_line_at = self._started + interval
        self.written = False
        self.done = 0

    def _counted(self) -> str:
        of_total = f" of {self._total}" if self._total is not None else ""
        return f"{self.done}{of_total} {self._unit}"

    def advance(self, count: int) -> None:
        self.done += count
        now = self._clock()
        if now >= self._next_line_at:
            rate = _rate(self.done, now - self._started)
            self._write(f"{self._label}: {self._counted()} ({rate:.1f} {self._unit}/s)")
            self._next_line_at = now + self._interval

    def finish(self) -> None:
        if not self.written:
            return  # over before the first line was due: nothing to tell a log
        seconds = self._clock() - self._started
        rate = _rate(self.done, seconds)
        self._write(
            f"{self._label}: done, {self._counted()} in {seconds:.1f} s ({rate:.1f} {self._unit}/s)"
        )

    def _write(self, line: str) -> None:
        self.written = True
        self._stream.write(line + "\n")
        self._stream.flush()


class _RateColumn(ProgressColumn):
    def __init__(self, unit: str) -> None:
        super().__init__()
        self._unit = unit

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed or 0.0
        return Text(f"{speed:.1f} {self._unit}/s", style="progress.data.speed")


@contextmanager
def _bar(label: str, unit: str, stream: TextIO, total: int | None) -> Iterator[Advance]:
    counted = MofNCompleteColumn() if total is not None else TextColumn("{task.completed:.0f}")
    columns = (TextColumn("{task.description}"), BarColumn(), counted, TextColumn(unit))
    console = Console(file=stream, force_terminal=True)
    # Only stderr's writes go above the bar: stdout is the command's result, wherever it goes.
    with Progress(
        *columns,
        _RateColumn(unit),
        TimeElapsedColumn(),
        console=console,
        transient=False,
        redirect_stdout=False,
    ) as bar:
        task = bar.add_task(label, total=total)

        def advance(count: int) -> None:
            bar.advance(task, count)

        yield advance
        if total is None:
            bar.update(task, total=bar.tasks[0].completed)


def _ignore(_count: int) -> None:
    """Quiet: the work still counts, nobody is told."""


class Tracker:
    """What the work is handed (`advance`), and what to say once it is over (`closing`)."""

    def __init__(self, advance: Advance) -> None:
        self.advance = advance
        self.closing = ""
        """Written after the progress, on the same stream, where any progress was shown."""


@contextmanager
def progress(
    label: str,
    unit: str,
    *,
    total: int | None = None,
    quiet: bool = False,
    stream: TextIO | None = None,
    every: float = PLAIN_LINE_SECONDS,
) -> Iterator[Tracker]:
    """A bar on a terminal, plain lines (at most one per `every` seconds) elsewhere, none
    when quiet. total None: the count is unknown beforehand."""
    out = stream if stream is not None else sys.stderr
    if quiet:
        yield Tracker(_ignore)
        return
    if out.isatty():
        with _bar(label, unit, out, total) as advance:
            tracker = Tracker(advance)
            yield tracker
        shown = True
    else:
        lines = PlainLines(label, unit, out, total=total, interval=every)
        tracker = Tracker(lines.advance)
        yield tracker
        lines.finish()
        shown = lines.written
    if shown and tracker.closing:
        out.write(tracker.closing)
        out.flush()
