#!/usr/bin/env python3
"""How often the goal engine's checkers move differs from our alpha-beta core's in the same
positions (goal_decided.py does this for chess only): positions sampled from the goal engine's
stored decisions, the core given the median node count the goal engine used in those decisions
(`newell play --engine alphabeta --side none --max-plies 1`, one process a position).

    python3 bench/goal_engine/checkers_differs.py STORE.db [--match NAME] [--newell build/release/app/newell]
                                                  [--sample 100]
"""
import argparse
import json
import re
import sqlite3
import statistics
import subprocess
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results"))
import results_log  # noqa: E402  (each figure also goes to the results log, bench/results/README.md)


def core_move(newell, fen, nodes):
    result = subprocess.run([newell, "play", "--game", "checkers", "--engine", "alphabeta", "--fen", fen,
                             "--side", "none", "--max-plies", "1", "--nodes", str(nodes), "--no-store"],
                            capture_output=True, text=True, timeout=120)
    found = re.search(r"^\d+\.(?:\.\.)? (\S+) \(newell", result.stdout, re.MULTILINE)
    return found.group(1) if found else None


def ends(move):
    squares = move.replace("-", "x").split("x")
    return squares[0], squares[-1]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("store")
    parser.add_argument("--match", help="the experiment (match) name; default: every game")
    parser.add_argument("--newell", default="build/release/app/newell")
    parser.add_argument("--sample", type=int, default=100)
    args = parser.parse_args()
    db = sqlite3.connect(f"file:{args.store}?mode=ro", uri=True)
    query = "select m.trace from moves m join games g on g.id = m.game_id"
    params = ()
    if args.match:
        query += " join experiments e on e.id = g.experiment_id where e.name = ?"
        params = (args.match,)
    decisions = []
    for (text,) in db.execute(query, params):
        if not text:
            continue
        trace = json.loads(text)
        if trace.get("game") == "checkers" and trace.get("move"):
            decisions.append(trace)
    if not decisions:
        sys.exit("checkers_differs: no checkers goal-engine traces in this store")
    nodes = int(statistics.median(t.get("nodes_used", 0) for t in decisions)) or 1000
    step = max(1, len(decisions) // args.sample)
    sample = decisions[::step][: args.sample]
    differs = compared = 0
    for trace in sample:
        theirs = core_move(args.newell, trace["position"], nodes)
        if theirs is None:
            continue
        compared += 1
        differs += ends(theirs) != ends(trace["move"])
    print(f"checkers: in {compared} sampled positions alpha-beta at {nodes} nodes (the goal engine's median) "
          f"played another move than the goal engine in {differs} ({100.0 * differs / max(1, compared):.1f}%)")
    results_log.append("python3 bench/goal_engine/checkers_differs.py " + " ".join(sys.argv[1:]),
                       f"Games: {args.match or os.path.basename(args.store)}, checkers: goal engine move differs from alpha-beta's",
                       differs, f"positions of {compared} sampled", f"alpha-beta at {nodes} nodes")


if __name__ == "__main__":
    main()
