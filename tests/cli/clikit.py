"""Running ``tcsim`` in the test's process: ``cli(capsys, *args) -> (exit status, stdout, stderr)``."""

from __future__ import annotations

from tcsim.cli import main


def cli(capsys, *args) -> tuple[int, str, str]:
    try:
        rc = main([str(a) for a in args])
    except SystemExit as e:  # argparse's own usage errors
        rc = e.code
    out, err = capsys.readouterr()
    return rc, out, err
