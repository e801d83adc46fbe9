"""Runs fuzz cases in one process with bounded memory and time (used by ``test_fuzz.py``).

    python fuzz_worker.py CASES.json RESULTS.jsonl

Each case is ``{"argv": [...], "stdin": "...", "watch": [paths], "timeout": s}``: the CLI's
``main(argv)`` runs in this process with stdin, stdout and stderr replaced, under an alarm.
One JSON line per case is written (and flushed) *before* the next starts, so a case that
kills the process is the one after the last line. The address space is capped
(``ATOTERM_FUZZ_MEMORY_MB``, default 2048): a case that needs more fails with MemoryError,
which counts as a traceback.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import resource
import signal
import sys
import time
import traceback
from pathlib import Path
from typing import Any


class CaseTimeout(BaseException):
    """The alarm went off: the case took longer than its bound."""


def _alarm(signum: int, frame: Any) -> None:
    raise CaseTimeout


def _digest(path: str) -> str:
    try:
        return hashlib.blake2b(Path(path).read_bytes(), digest_size=16).hexdigest()
    except OSError as exc:
        return f"unreadable: {exc.strerror}"


def run_case(case: dict[str, Any]) -> dict[str, Any]:
    from atoterm.cli import main

    before = {path: _digest(path) for path in case.get("watch", [])}
    out, err = io.StringIO(), io.StringIO()
    stdin = io.StringIO(case.get("stdin", ""))
    result: dict[str, Any] = {"argv": case["argv"], "exit": None, "traceback": ""}
    started = time.perf_counter()
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, float(case.get("timeout", 10)))
    saved_stdin = sys.stdin
    try:
        sys.stdin = stdin
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            result["exit"] = main(case["argv"])
    except SystemExit as exc:
        result["exit"] = exc.code if isinstance(exc.code, int) else 1
    except CaseTimeout:
        result["timeout"] = True
    except BaseException:  # everything else is what the fuzz run looks for
        result["traceback"] = traceback.format_exc(limit=8)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        sys.stdin = saved_stdin
    result["seconds"] = round(time.perf_counter() - started, 3)
    result["stdout"] = out.getvalue()[-4000:]
    result["stderr"] = err.getvalue()[-4000:]
    result["changed"] = [path for path, digest in before.items() if _digest(path) != digest]
    return result


def main() -> int:
    cases = json.loads(Path(sys.argv[1]).read_text())
    limit = int(os.environ.get("ATOTERM_FUZZ_MEMORY_MB", "2048")) * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    with open(sys.argv[2], "w", encoding="utf-8") as results:
        for case in cases:
            results.write(json.dumps(run_case(case)) + "\n")
            results.flush()
        peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        results.write(json.dumps({"peak_rss_kib": peak_kib}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
