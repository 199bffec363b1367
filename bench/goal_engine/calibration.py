#!/usr/bin/env python3
"""Calibration of the goal engine's likelihoods: for every tactic whose first move was played in
stored games, the likelihood the tactic predicted against whether its goal was achieved within the
moves its line foresaw (the trace's `outcomes`, settled at a later decision). Prints the achievement
rate by predicted likelihood in tenths, the Brier score next to the constant base-rate predictor's,
and writes a reliability chart as SVG.

    python3 bench/goal_engine/calibration.py STORE.db [--game chess|checkers] [--svg calibration.svg]
"""
import argparse
import json
import os
import sqlite3
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results"))
import results_log  # noqa: E402  (each figure also goes to the results log, bench/results/README.md)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("store")
    parser.add_argument("--game", choices=["chess", "checkers"])
    parser.add_argument("--svg", default="calibration.svg")
    args = parser.parse_args()
    if not os.path.exists(args.store):
        sys.exit(f"calibration: no store at {args.store}")
    connection = sqlite3.connect(f"file:{args.store}?mode=ro", uri=True)
    query = "SELECT games.kind, moves.trace FROM moves JOIN games ON games.id = moves.game_id WHERE moves.trace IS NOT NULL"
    outcomes = []
    for kind, text in connection.execute(query):
        if args.game and kind != args.game:
            continue
        try:
            trace = json.loads(text)
        except json.JSONDecodeError:
            continue
        for outcome in trace.get("outcomes", []):
            outcomes.append((min(max(outcome["likelihood"], 0.0), 1.0), 1.0 if outcome["achieved"] else 0.0))
    if not outcomes:
        sys.exit("calibration: no settled tactics in these traces (they need `outcomes`: a store played by this version)")
    base_rate = sum(a for _, a in outcomes) / len(outcomes)
    brier = sum((p - a) ** 2 for p, a in outcomes) / len(outcomes)
    brier_base = sum((base_rate - a) ** 2 for _, a in outcomes) / len(outcomes)
    bins = [[] for _ in range(10)]
    for p, a in outcomes:
        bins[min(int(p * 10), 9)].append((p, a))
    print(f"{len(outcomes)} tactics played and settled; achieved {100 * base_rate:.1f}%")
    print("predicted    tactics  achieved")
    rows = []
    for index, entries in enumerate(bins):
        if not entries:
            continue
        mean_p = sum(p for p, _ in entries) / len(entries)
        rate = sum(a for _, a in entries) / len(entries)
        rows.append((mean_p, rate, len(entries)))
        print(f"{index / 10:.1f}-{(index + 1) / 10:.1f}  {len(entries):9d}  {100 * rate:7.1f}%  (mean prediction {mean_p:.2f})")
    verdict = "lower" if brier < brier_base else "not lower"
    print(f"Brier score: goal engine {brier:.4f}, constant base rate {brier_base:.4f} ({verdict})")
    results_log.append("python3 bench/goal_engine/calibration.py " + " ".join(sys.argv[1:]),
                       f"Calibration: {args.game or 'both games'} tactics' Brier score ({os.path.basename(args.store)})",
                       f"{brier:.4f}", "Brier", f"base rate {brier_base:.4f}; {len(outcomes)} tactics settled")
    write_svg(args.svg, rows, brier, brier_base, len(outcomes))
    print(f"reliability chart: {args.svg}")


def write_svg(path, rows, brier, brier_base, count):
    size, margin = 360, 50
    def x(value):
        return margin + value * size
    def y(value):
        return margin + (1 - value) * size
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size + 2 * margin}" height="{size + 2 * margin + 30}" '
             'font-family="Helvetica" font-size="12">',
             f'<rect x="{margin}" y="{margin}" width="{size}" height="{size}" fill="none" stroke="#888"/>',
             f'<line x1="{x(0)}" y1="{y(0)}" x2="{x(1)}" y2="{y(1)}" stroke="#bbb" stroke-dasharray="4 4"/>']
    for tick in range(0, 11, 2):
        value = tick / 10
        parts.append(f'<text x="{x(value)}" y="{y(0) + 16}" text-anchor="middle">{value:.1f}</text>')
        parts.append(f'<text x="{x(0) - 6}" y="{y(value) + 4}" text-anchor="end">{value:.1f}</text>')
    largest = max(n for _, _, n in rows)
    points = " ".join(f"{x(p):.1f},{y(r):.1f}" for p, r, _ in rows)
    parts.append(f'<polyline points="{points}" fill="none" stroke="#2a6fb0" stroke-width="2"/>')
    for p, r, n in rows:
        radius = 3 + 7 * (n / largest) ** 0.5
        parts.append(f'<circle cx="{x(p):.1f}" cy="{y(r):.1f}" r="{radius:.1f}" fill="#2a6fb0" fill-opacity="0.6"/>')
    parts.append(f'<text x="{x(0.5)}" y="{margin - 20}" text-anchor="middle">Tactics played: achieved rate by predicted likelihood ({count})</text>')
    parts.append(f'<text x="{x(0.5)}" y="{y(0) + 34}" text-anchor="middle">predicted likelihood</text>')
    parts.append(f'<text x="{margin - 36}" y="{y(0.5)}" text-anchor="middle" transform="rotate(-90 {margin - 36} {y(0.5)})">achieved</text>')
    parts.append(f'<text x="{x(0.5)}" y="{y(0) + 52}" text-anchor="middle">Brier {brier:.4f} (base rate {brier_base:.4f})</text>')
    parts.append("</svg>\n")
    with open(path, "w") as out:
        out.write("\n".join(parts))


if __name__ == "__main__":
    main()
