#!/usr/bin/env python3
"""newell serve under load: CLIENTS clients at once, each playing a whole game (the goal engine
against itself through the API, one POST .../engine a ply) at MOVETIME ms a move, on loopback.

Checks the issue's targets and prints the figures: every game ends (mate, draw, or, past
--max-plies, the side to move resigns) and is stored; no request waits more than 2 s beyond its
think time; the server's peak memory (VmHWM) stays under 300 MB. The worst and median waits and
the peak memory go to the results log (bench/results/README.md).

usage: bench/serve/load.py --newell build/release/app/newell [--clients 20] [--movetime 100] [--max-plies 120]
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results"))
import results_log  # noqa: E402  (the figures go to the results log, bench/results/README.md)


def call(address, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(address + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=120) as response:
        return json.loads(response.read())


def peak_memory_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--newell", required=True)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--movetime", type=int, default=100)
    parser.add_argument("--max-plies", type=int, default=120)
    options = parser.parse_args()

    scratch = tempfile.mkdtemp(prefix="newell-serve-load-")
    database = os.path.join(scratch, "load.db")
    server = subprocess.Popen([options.newell, "serve", "--port", "0", "--db", database],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    address = server.stdout.readline().split()[2].rstrip("/")
    lock = threading.Lock()
    waits = []      # (seconds beyond the think time, game, plies after it), per request
    outcomes = []   # (game, plies, result, termination, stored_as)
    failures = []

    def client(number):
        game = "chess" if number % 2 == 0 else "checkers"
        try:
            def timed(path, think_seconds, body=None):
                started = time.monotonic()
                answer = call(address, "POST", path, body)
                with lock:
                    waits.append((time.monotonic() - started - think_seconds, game, len(answer["moves"])))
                return answer

            state = timed("/api/play", 0, {"game": game, "side": "none", "movetime_ms": options.movetime,
                                           "nodes": 100_000_000})
            path = f"/api/play/{state['id']}"
            while not state["over"]:
                if len(state["moves"]) >= options.max_plies:
                    state = timed(path + "/resign", 0)
                    break
                state = timed(path + "/engine", options.movetime / 1000)
            with lock:
                outcomes.append((game, len(state["moves"]), state["result"], state["termination"], state["stored_as"]))
        except Exception as error:  # reported below: the run fails
            with lock:
                failures.append(f"client {number}: {error}")

    began = time.monotonic()
    threads = [threading.Thread(target=client, args=(number,)) for number in range(options.clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - began
    memory = peak_memory_mb(server.pid)
    stored = call(address, "GET", "/api/games")["games"]
    server.send_signal(2)
    server.communicate(timeout=60)

    waits.sort()
    worst = waits[-1][0] if waits else 0
    median = waits[len(waits) // 2][0] if waits else 0
    slowest = ", ".join(f"{game} ply {ply} {beyond * 1000:.0f} ms" for beyond, game, ply in waits[-5:])
    print(f"{options.clients} clients, {options.movetime} ms a move, at most {options.max_plies} plies a game: "
          f"{len(outcomes)} games ended in {elapsed:.1f} s, {len(waits)} requests")
    for game, plies, result, termination, stored_as in sorted(outcomes):
        print(f"  {game:8} {plies:3} plies {result:7} {termination:12} stored as {stored_as}")
    print(f"wait beyond the think time: median {median * 1000:.0f} ms, "
          f"99th percentile {waits[len(waits) * 99 // 100][0] * 1000 if waits else 0:.0f} ms, worst {worst * 1000:.0f} ms")
    print(f"the slowest: {slowest}")
    print(f"server's peak memory: {memory:.0f} MB; games in the store: {len(stored)}")
    ok = (not failures and len(outcomes) == options.clients and all(o[4] is not None for o in outcomes)
          and len(stored) == options.clients and worst <= 2.0 and memory < 300)
    for failure in failures:
        print(failure)
    print("PASS" if ok else "FAIL")
    if not failures:
        command = f"python3 bench/serve/load.py --clients {options.clients} --movetime {options.movetime} " \
                  f"--max-plies {options.max_plies}"
        size = f"{options.clients} clients at {options.movetime} ms a move"
        notes = f"{len(outcomes)} games, {len(waits)} requests, machine load {os.getloadavg()[0]:.0f}"
        results_log.append(command, f"Serve load: worst wait beyond the think time, {size}", round(worst * 1000), "ms", notes)
        results_log.append(command, f"Serve load: median wait beyond the think time, {size}", round(median * 1000), "ms", notes)
        results_log.append(command, f"Serve load: server's peak memory, {size}", round(memory), "MB", notes)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
