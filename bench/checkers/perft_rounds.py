#!/usr/bin/env python3
"""Perft harnesses compared by processor time: python3 perft_rounds.py ROUNDS NAME,NAME,...

Runs ./perft_NAME (the ten-line main of README.md, built from each tree) on four perfts, the
binaries interleaved and their order reversed every other round, and prints a line per run:
round, perft, binary, user seconds (from wait4, in microseconds) and the load average then.
Take the smallest run of each: on a shared machine the medians move by up to 10% between runs."""
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results"))
import results_log  # noqa: E402  (the smallest run of each goes to the results log, bench/results/README.md)

if len(sys.argv) != 3:
    sys.exit(__doc__)
rounds = int(sys.argv[1])
binaries = sys.argv[2].split(",")
kings = "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29"  # BM_PerftKings' position
perfts = [("initial_d12_nobulk", "", 12, 0), ("kings_d11_nobulk", kings, 11, 0),
          ("initial_d12_bulk", "", 12, 1), ("kings_d11_bulk", kings, 11, 1)]
smallest = {}
for round_number in range(rounds):
    for name, fen, depth, bulk in perfts:
        for binary in binaries if round_number % 2 == 0 else binaries[::-1]:
            child = subprocess.Popen(["./perft_" + binary, fen, str(depth), str(bulk)], stdout=subprocess.DEVNULL)
            _, status, usage = os.wait4(child.pid, 0)
            if status != 0:
                sys.exit(f"./perft_{binary} failed on {name} (status {status})")
            load = open("/proc/loadavg").read().split()[0]
            print(round_number, name, binary, f"{usage.ru_utime:.3f}", load, flush=True)
            smallest[(name, binary)] = min(usage.ru_utime, smallest.get((name, binary), usage.ru_utime))
for (name, binary), seconds in smallest.items():
    results_log.append("python3 bench/checkers/perft_rounds.py " + " ".join(sys.argv[1:]),
                       f"Perft: checkers processor time, {name}, ./perft_{binary}", f"{seconds:.3f}", "s",
                       f"smallest of {rounds} interleaved rounds")
