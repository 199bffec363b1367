#!/usr/bin/env python3
"""Brier score of the goal engine's tactic likelihoods in parts of a learning run: the learner's
moves in its first K games (before it had learned much), in its last K games (after), and the frozen
baseline's moves in those last K games (the rules' own likelihoods in the same positions' games).
Each part is copied into a scratch store that bench/goal_engine/calibration.py then reads, so the
score is computed exactly as that script computes it.

    python3 bench/transformation/brier_by_games.py STORE.db --experiment NAME --first K --last K [--svg-prefix P]
"""
import argparse
import json
import os
import re
import sqlite3
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results"))
import results_log  # noqa: E402  (each figure also goes to the results log, bench/results/README.md)
import tempfile

CALIBRATION = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "goal_engine", "calibration.py")


def experiment_games(connection, name):
    row = connection.execute("SELECT id FROM experiments WHERE name = ?", (name,)).fetchone()
    if row is None:
        sys.exit(f"brier_by_games: no experiment named '{name}'")
    games = []
    for game_id, kind, settings in connection.execute(
            "SELECT id, kind, settings FROM games WHERE experiment_id = ? ORDER BY id", (row[0],)):
        settings = json.loads(settings)
        games.append((settings.get("game", 0), game_id, kind, settings.get("learner", "first")))
    return sorted(games)


def part_store(connection, games, side, path):
    """A store holding only `side`'s ("learner" or "baseline") traced moves of `games`."""
    out = sqlite3.connect(path)
    out.execute("CREATE TABLE games(id INTEGER PRIMARY KEY, kind TEXT)")
    out.execute("CREATE TABLE moves(game_id INTEGER, ply INTEGER, trace TEXT)")
    for _, game_id, kind, learner in games:
        out.execute("INSERT INTO games VALUES (?, ?)", (game_id, kind))
        # The side that starts plays the odd plies (the random opening's included).
        learner_parity = 1 if learner == "first" else 0
        wanted = learner_parity if side == "learner" else 1 - learner_parity
        for ply, trace in connection.execute(
                "SELECT ply, trace FROM moves WHERE game_id = ? AND trace IS NOT NULL", (game_id,)):
            if ply % 2 == wanted:
                out.execute("INSERT INTO moves VALUES (?, ?, ?)", (game_id, ply, trace))
    out.commit()
    out.close()


def brier(path, svg):
    result = subprocess.run([sys.executable, CALIBRATION, path, "--svg", svg], capture_output=True, text=True)
    if result.returncode != 0:
        return None, result.stderr.strip() or result.stdout.strip()
    found = re.search(r"Brier score: goal engine ([0-9.]+), constant base rate ([0-9.]+)", result.stdout)
    settled = re.search(r"^([0-9]+) tactics played and settled; achieved ([0-9.]+)%", result.stdout, re.M)
    return (float(found.group(1)), float(found.group(2)), int(settled.group(1)), float(settled.group(2))), result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("store")
    parser.add_argument("--experiment", required=True)
    parser.add_argument("--first", type=int, required=True, help="games counted as before learning")
    parser.add_argument("--last", type=int, required=True, help="games counted as after learning")
    parser.add_argument("--svg-prefix", default="brier", help="reliability charts: PREFIX-PART.svg")
    args = parser.parse_args()
    if not os.path.exists(args.store):
        sys.exit(f"brier_by_games: no store at {args.store}")
    if args.first < 1 or args.last < 1:
        sys.exit("brier_by_games: --first and --last must be at least 1")
    connection = sqlite3.connect(f"file:{args.store}?mode=ro", uri=True)
    games = experiment_games(connection, args.experiment)
    if len(games) < args.first + args.last:
        sys.exit(f"brier_by_games: experiment '{args.experiment}' has {len(games)} games, fewer than --first + --last")
    parts = [("learner, first", games[:args.first], "learner", "learner-first"),
             ("learner, last", games[-args.last:], "learner", "learner-last"),
             ("baseline, last", games[-args.last:], "baseline", "baseline-last")]
    print(f"experiment {args.experiment}: {len(games)} games")
    print(f"{'part':<16} {'games':>9} {'tactics':>8} {'achieved':>9} {'Brier':>7} {'base rate':>10}")
    with tempfile.TemporaryDirectory() as folder:
        for label, chosen, side, tag in parts:
            path = os.path.join(folder, tag + ".db")
            part_store(connection, chosen, side, path)
            scores, text = brier(path, f"{args.svg_prefix}-{tag}.svg")
            span = f"{chosen[0][0]}-{chosen[-1][0]}"
            if scores is None:
                print(f"{label:<16} {span:>9}  {text}")
                continue
            score, base, settled, achieved = scores
            print(f"{label:<16} {span:>9} {settled:>8} {achieved:>8.1f}% {score:>7.4f} {base:>10.4f}")
            results_log.append("python3 bench/transformation/brier_by_games.py " + " ".join(sys.argv[1:]),
                               f"Learning: {args.experiment}: tactic Brier score, {label} games", f"{score:.4f}", "Brier",
                               f"games {span}, {settled} tactics, base rate {base:.4f}")


if __name__ == "__main__":
    main()
