"""The results log: every figure a bench script measures, one row each, in bench/results/log.csv.

Columns: date (UTC, YYYY-MM-DD or YYYY-MM-DDTHH:MMZ), commit (of the tree measured), command (what
was run), measure ("group: what", e.g. "WAC: goal engine solved at 2000 nodes"), value (a number),
unit, notes. History stays here and in git; docs/results.md shows the latest row of each measure
(bench/results/generate.py).

From Python:  sys.path.insert(0, "<root>/bench/results"); import results_log
              results_log.append(command, measure, value, unit, notes="")
From a shell: source bench/results/append.sh; results_append COMMAND MEASURE VALUE UNIT [NOTES]
NEWELL_RESULTS_LOG names another log file (a trial run, a test); NEWELL_RESULTS_LOG=none appends
nothing.
"""
import csv
import datetime
import math
import os
import subprocess
import sys

COLUMNS = ["date", "commit", "command", "measure", "value", "unit", "notes"]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_LOG = os.path.join(ROOT, "bench", "results", "log.csv")


class LogError(Exception):
    """A row or a file that is not a results log: the message names the file and the line."""


def log_path():
    return os.environ.get("NEWELL_RESULTS_LOG") or DEFAULT_LOG


def current_commit():
    """The checkout's commit, with "+changes" when the tree differs from it (the figure is then not
    of that commit alone). The log itself is left out: a script's own earlier rows are no change to
    what it measures."""
    try:
        commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], check=True,
                                capture_output=True, text=True).stdout.strip()
        changed = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no", "--", ".",
                                  ":(exclude)bench/results/log.csv"],
                                 check=True, capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return commit + ("+changes" if changed else "")


def number(text, where):
    try:
        value = float(text.replace(",", ""))
    except ValueError:
        raise LogError(f"{where}: value '{text}' is not a number") from None
    if not math.isfinite(value):
        raise LogError(f"{where}: value '{text}' is not a finite number")
    return value


def check_row(row, where):
    for column in ("date", "command", "measure", "unit"):
        if not row.get(column, "").strip():
            raise LogError(f"{where}: the {column} is empty")
    number(row["value"], where)
    date = row["date"]
    try:
        if "T" in date:
            datetime.datetime.strptime(date, "%Y-%m-%dT%H:%MZ")
        else:
            datetime.date.fromisoformat(date)
    except ValueError:
        raise LogError(f"{where}: date '{date}' is neither YYYY-MM-DD nor YYYY-MM-DDTHH:MMZ") from None


def read_rows(path):
    """Every row of the log, checked; a bad row raises LogError naming path:line."""
    try:
        handle = open(path, newline="", encoding="utf-8")
    except OSError as error:
        raise LogError(f"{path}: cannot read the results log ({error.strerror})") from None
    with handle:
        reader = csv.DictReader(handle)
        if reader.fieldnames != COLUMNS:
            raise LogError(f"{path}:1: the header is {reader.fieldnames}, not {COLUMNS}")
        rows = []
        for row in reader:
            where = f"{path}:{reader.line_num}"
            if None in row or None in row.values():
                raise LogError(f"{where}: {len(COLUMNS)} columns expected")
            check_row(row, where)
            rows.append(row)
        return rows


def append(command, measure, value, unit, notes="", date=None, commit=None, path=None):
    """Appends one figure to the log (created with its header if missing) and returns the row."""
    path = path or log_path()
    row = {
        "date": date or datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%MZ"),
        "commit": commit if commit is not None else current_commit(),
        "command": command, "measure": measure, "value": str(value), "unit": unit, "notes": notes,
    }
    row = {column: " ".join(text.split("\n")).strip() for column, text in row.items()}  # one line a row
    check_row(row, "the row to append")
    if path == "none":
        return row
    new_file = not os.path.exists(path) or os.path.getsize(path) == 0
    with open(path, "a", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=COLUMNS, lineterminator="\n")
        if new_file:
            writer.writeheader()
        writer.writerow(row)
    return row


def latest(rows):
    """The latest row of each measure (by date; of rows with one date, the later in the log), in
    the order the measures first appear."""
    chosen = {}
    for row in rows:
        measure = row["measure"]
        if measure not in chosen or row["date"] >= chosen[measure]["date"]:
            chosen[measure] = row
    return list(chosen.values())


def main(arguments):
    usage = "usage: results_log.py append COMMAND MEASURE VALUE UNIT [NOTES]"
    if len(arguments) not in (5, 6) or arguments[0] != "append":
        print(usage, file=sys.stderr)
        return 2
    try:
        append(*arguments[1:])
    except LogError as error:
        print(f"results log: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
