#!/usr/bin/env python3
"""Stockfish's row of the WAC comparison: `go nodes N` on every position, solved when its best move
is one of the position's `bm` moves. Reads the positions and their best moves in UCI from
`bench_goal_engine_wac --bm-uci` (so SAN is converted by newell's own notation code).

usage: stockfish_wac.py BENCH_BINARY [NODES ...]     (default nodes: 500 2000 10000)
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results"))
import results_log  # noqa: E402  (each figure also goes to the results log, bench/results/README.md)


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    budgets = [int(n) for n in sys.argv[2:]] or [500, 2000, 10000]
    lines = subprocess.run([sys.argv[1], "--bm-uci"], check=True, capture_output=True, text=True).stdout.splitlines()
    positions = [line.split("\t") for line in lines if line]
    engine = subprocess.Popen(["/usr/games/stockfish"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(command):
        engine.stdin.write(command + "\n")

    def wait_for(prefix):
        while True:
            line = engine.stdout.readline()
            if not line:
                raise RuntimeError("stockfish ended")
            if line.startswith(prefix):
                return line

    send("uci")
    wait_for("uciok")
    send("setoption name Threads value 1")
    send("isready")
    wait_for("readyok")
    for budget in budgets:
        solved = 0
        for fen, best, _ in positions:
            send("ucinewgame")
            send("position fen " + fen)
            send(f"go nodes {budget}")
            move = wait_for("bestmove").split()[1]
            solved += move in best.split()
        print(f"nodes {budget:>6}: stockfish {solved:>3}/{len(positions)}")
        results_log.append("python3 bench/goal_engine/stockfish_wac.py " + " ".join(sys.argv[1:]),
                           f"WAC: Stockfish 15.1 solved at {budget} nodes", solved, f"positions of {len(positions)}")
    send("quit")
    return 0


if __name__ == "__main__":
    sys.exit(main())
