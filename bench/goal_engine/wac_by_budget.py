#!/usr/bin/env python3
"""WAC by budget: whether thinking longer plays better. One run of `bench_goal_engine_wac --list` at
each budget gives, per budget, the positions the goal engine and our alpha-beta solve, the share of
goal-decided moves, the candidates a decision sends to the core against the legal moves, and the
time of each; then, for each step to the next budget, the positions solved at the smaller and missed
at the larger (anytime), and every position where the alpha-beta core reports a mate for the side to
move at --mate-nodes that the goal engine misses at a budget from there up (no mate lost).
With --stockfish, Stockfish's count at each budget joins the table (stockfish_wac.py).

usage: wac_by_budget.py BENCH_BINARY [--epd FILE] [--budgets 2000,10000,50000,200000]
                        [--mate-nodes 10000] [--stockfish] [--no-log]
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "results"))
import results_log  # noqa: E402  (each figure also goes to the results log, bench/results/README.md)

LINE = re.compile(r"^(\d+) (\S+) goal (\S+) (ok|--) \[(\w+)\]  alpha-beta (\S+) (ok|--)( mates)?  solution (.+)$")
SUMMARY = re.compile(r"^nodes\s+(\d+): goal engine\s+(\d+)/(\d+) \(goal-decided ([\d.]+)%.*alpha-beta\s+(\d+)/\d+.*"
                     r"\(decisions ([\d.]+) s, alpha-beta ([\d.]+) s; candidates ([\d.]+) of ([\d.]+) legal moves\)")


def run_bench(binary, epd, budgets):
    command = [binary, "--epd", epd, "--nodes", ",".join(str(b) for b in budgets), "--list"]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    positions = {b: {} for b in budgets}
    summary = {}
    for line in output.splitlines():
        if match := LINE.match(line):
            budget, name = int(match[1]), match[2]
            positions[budget][name] = {"goal": match[4] == "ok", "alphabeta": match[7] == "ok",
                                       "mates": bool(match[8]), "source": match[5], "solution": match[9]}
        elif match := SUMMARY.match(line):
            summary[int(match[1])] = {"goal": int(match[2]), "count": int(match[3]), "decided": float(match[4]),
                                      "alphabeta": int(match[5]), "goal_seconds": float(match[6]),
                                      "alphabeta_seconds": float(match[7]), "candidates": float(match[8]),
                                      "legal": float(match[9])}
    missing = [b for b in budgets if b not in summary]
    if missing:
        raise SystemExit(f"wac_by_budget: no summary line for budget(s) {missing} in the output of {' '.join(command)}")
    return positions, summary


def stockfish_counts(binary, budgets):
    output = subprocess.run([sys.executable, os.path.join(HERE, "stockfish_wac.py"), binary] + [str(b) for b in budgets],
                            check=True, capture_output=True, text=True).stdout
    return {int(m[1]): int(m[2]) for m in re.finditer(r"nodes\s+(\d+): stockfish\s+(\d+)/", output)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--epd", default=os.path.join(HERE, "..", "..", "tests", "data", "chess", "wac.epd"))
    parser.add_argument("--budgets", default="2000,10000,50000,200000")
    parser.add_argument("--mate-nodes", type=int, default=10000)
    parser.add_argument("--stockfish", action="store_true")
    parser.add_argument("--no-log", action="store_true")
    args = parser.parse_args()
    budgets = sorted(int(b) for b in args.budgets.split(","))
    if args.mate_nodes not in budgets:
        budgets = sorted(budgets + [args.mate_nodes])
    positions, summary = run_bench(args.binary, args.epd, budgets)
    stockfish = stockfish_counts(args.binary, budgets) if args.stockfish else {}
    command = "python3 bench/goal_engine/wac_by_budget.py " + " ".join(sys.argv[1:])
    suite = os.path.splitext(os.path.basename(args.epd))[0].upper()

    print(f"{'nodes':>7} {'goal':>5} {'alpha-beta':>10} {'stockfish':>9} {'decided':>8} {'candidates':>16} "
          f"{'time goal/ab':>14}")
    for budget in budgets:
        s = summary[budget]
        ratio = s["goal_seconds"] / s["alphabeta_seconds"] if s["alphabeta_seconds"] else float("inf")
        print(f"{budget:>7} {s['goal']:>5} {s['alphabeta']:>10} {stockfish.get(budget, '-'):>9} {s['decided']:>7.1f}% "
              f"{s['candidates']:>6.1f} of {s['legal']:>5.1f} {ratio:>13.1f}x")
    losses = {}
    for smaller, larger in zip(budgets, budgets[1:]):
        lost = sorted(n for n, p in positions[smaller].items() if p["goal"] and not positions[larger][n]["goal"])
        gained = sum(1 for n, p in positions[smaller].items() if not p["goal"] and positions[larger][n]["goal"])
        losses[(smaller, larger)] = lost
        print(f"anytime {smaller} -> {larger}: {len(lost)} solved at {smaller} and missed at {larger}, {gained} the other way"
              + (": " + ", ".join(f"{n} ({positions[larger][n]['solution']})" for n in lost) if lost else ""))
    mates = sorted(n for n, p in positions[args.mate_nodes].items() if p["mates"] and p["alphabeta"])
    mates_lost = []
    for budget in (b for b in budgets if b >= args.mate_nodes):
        missed = [n for n in mates if not positions[budget][n]["goal"]]
        mates_lost += [(budget, n) for n in missed]
        print(f"mates at {budget}: {len(mates) - len(missed)} of the {len(mates)} the alpha-beta core mates at "
              f"{args.mate_nodes} nodes" + (": missed " + ", ".join(missed) if missed else ""))

    if not args.no_log:
        for budget in budgets:
            s = summary[budget]
            results_log.append(command, f"{suite}: goal engine solved at {budget} nodes", s["goal"], f"positions of {s['count']}",
                               f"alpha-beta {s['alphabeta']}; goal-decided {s['decided']:.1f}%")
            results_log.append(command, f"{suite}: alpha-beta solved at {budget} nodes", s["alphabeta"], f"positions of {s['count']}")
            results_log.append(command, f"{suite}: goal engine's time against alpha-beta's at {budget} nodes",
                               round(s["goal_seconds"] / s["alphabeta_seconds"], 2), "ratio",
                               f"decisions {s['goal_seconds']:.2f} s, alpha-beta {s['alphabeta_seconds']:.2f} s")
            results_log.append(command, f"{suite}: candidates a decision sends to the core at {budget} nodes",
                               round(s["candidates"], 1), "moves", f"of {s['legal']:.1f} legal moves")
            if budget in stockfish:
                results_log.append(command, f"{suite}: Stockfish solved at {budget} nodes", stockfish[budget], f"positions of {s['count']}")
        for (smaller, larger), lost in losses.items():
            results_log.append(command, f"{suite}: solved at {smaller} nodes and missed at {larger}", len(lost), "positions",
                               " ".join(lost))
        results_log.append(command, f"{suite}: alpha-beta's mates at {args.mate_nodes} nodes the goal engine misses at a budget from there up",
                           len(mates_lost), "positions", f"of {len(mates)}; " + " ".join(f"{n}@{b}" for b, n in mates_lost))
    return 0


if __name__ == "__main__":
    sys.exit(main())
