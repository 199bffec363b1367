#!/usr/bin/env python3
"""Who decided the goal engine's moves in stored games: the share of goal-decided moves (trace
`source` is not `fallback`), the reasons given for the fallbacks, the kinds of tactic played, and,
for chess, how often the goal engine's move differs from our alpha-beta core's in the same
positions (the core gets the median node count the goal engine used there).

    python3 bench/goal_engine/goal_decided.py STORE.db [--match NAME] [--newell build/release/app/newell]
                                               [--sample 200]

Reads the store read-only; the moves' traces are the JSON `explain --json` prints.
"""
import argparse
import collections
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results"))
import results_log  # noqa: E402  (each figure also goes to the results log, bench/results/README.md)


def contradiction(trace, notation):
    """What in the trace contradicts the move played, or None."""
    move = trace.get("move", "")
    # Checkers writes a multiple jump in full in the game record ("3x12x19") and by its ends in a
    # trace ("3x19"): the same move.
    def ends(text):
        squares = text.replace("-", "x").split("x")
        return (squares[0], squares[-1])
    same = move == notation or (trace.get("game") == "checkers" and ends(move) == ends(notation))
    if not same:
        return f"the trace's move {move} is not the move played {notation}"
    summary = trace.get("summary", "")
    if not summary.startswith(move + ": "):
        return f"the summary does not begin with {move}"
    played = [a for a in trace.get("alternatives", []) if a.get("verdict") in ("played", "proved")]
    if trace["source"] == "goal":
        if len(played) != 1 or played[0]["move"] != move:
            return "no single candidate is marked as the move played"
        goals = {goal["id"]: goal["text"] for goal in trace.get("goals", [])}
        started = {goals.get(i) for i in played[0].get("tactics_started", [])}
        if "; also serves " in summary:
            served = summary.split("; also serves ", 1)[1].split("; ")[0]
            # Longest first: one goal's text may end another's ("run(...)" in "free_run(...)").
            for goal in sorted((g for g in started if g), key=len, reverse=True):
                served = served.replace(goal, "")
            if served.replace(",", "").strip():
                return f"'also serves' names a goal whose tactic the move does not start: {served.strip()}"
        if not trace.get("plan") or trace["plan"][0] != move:
            return "the plan does not begin with the move played"
    elif played:
        return "a fallback marks a candidate as played"
    for iteration in trace.get("iterations", []):
        if "play:" in iteration.get("decision", ""):
            return f"a cycle line names a move to play: {iteration['decision']}"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("store")
    parser.add_argument("--match", help="only the games of this experiment (by name)")
    parser.add_argument("--newell", default="build/release/app/newell")
    parser.add_argument("--sample", type=int, default=200,
                        help="chess positions compared with alpha-beta (0: no comparison)")
    args = parser.parse_args()
    if args.sample < 0:
        parser.error(f"--sample {args.sample}: give 0 or more positions")
    if not os.path.exists(args.store):
        sys.exit(f"goal_decided: no store at {args.store}")
    connection = sqlite3.connect(f"file:{args.store}?mode=ro", uri=True)
    query = ("SELECT games.kind, moves.trace, moves.notation FROM moves JOIN games ON games.id = moves.game_id "
             "LEFT JOIN experiments ON experiments.id = games.experiment_id WHERE moves.trace IS NOT NULL")
    parameters = ()
    if args.match:
        query += " AND experiments.name = ?"
        parameters = (args.match,)
    by_game = collections.defaultdict(collections.Counter)
    reasons = collections.defaultdict(collections.Counter)
    kinds = collections.defaultdict(collections.Counter)
    chess_positions = []
    untruthful = []
    checked = 0
    for kind, text, notation in connection.execute(query, parameters):
        try:
            trace = json.loads(text)
        except json.JSONDecodeError:
            continue
        if "source" not in trace:
            continue
        source = trace["source"]
        by_game[kind][source] += 1
        checked += 1
        problem = contradiction(trace, notation)
        if problem:
            untruthful.append(f"{trace.get('position')}: {problem}")
        if source == "fallback":
            summary = trace.get("summary", "")
            reason = summary.split("a fallback: ", 1)[-1].split(";")[0]
            reasons[kind][reason] += 1
        elif trace.get("tactic"):
            kinds[kind][trace["tactic"]["kind"]] += 1
        if kind == "chess" and trace.get("move"):
            chess_positions.append((trace["position"], trace["move"], trace.get("nodes_used", 0)))
    if not by_game:
        sys.exit("goal_decided: no goal-engine traces in this store")
    command = "python3 bench/goal_engine/goal_decided.py " + " ".join(sys.argv[1:])
    subject = args.match or os.path.basename(args.store)
    for kind, counts in sorted(by_game.items()):
        total = sum(counts.values())
        goal = total - counts["fallback"]
        print(f"{kind}: {total} goal-engine decisions, goal-decided {goal} ({100.0 * goal / total:.1f}%), "
              f"fallback {counts['fallback']}")
        results_log.append(command, f"Games: {subject}, {kind}: goal engine decisions goal-decided",
                           f"{100.0 * goal / total:.1f}", "%", f"of {total} decisions")
        for reason, count in reasons[kind].most_common(5):
            print(f"    fallback: {count:5d}  {reason}")
        print("    tactics played: " + ", ".join(f"{k} {c}" for k, c in kinds[kind].most_common()))
    print(f"truthful traces: {checked - len(untruthful)} of {checked} agree with the move played")
    results_log.append(command, f"Games: {subject}: traces that disagree with the move played", len(untruthful),
                       "traces", f"of {checked}")
    for problem in untruthful[:10]:
        print("    " + problem)
    if chess_positions and args.sample > 0 and os.path.exists(args.newell):
        step = max(1, len(chess_positions) // args.sample)
        sample = chess_positions[::step][: args.sample]
        nodes = int(statistics.median(n for _, _, n in sample)) or 2000
        with tempfile.NamedTemporaryFile("w", suffix=".epd", delete=False) as epd:
            for index, (fen, move, _) in enumerate(sample):
                epd.write(f"{' '.join(fen.split()[:4])} bm {move}; id \"{index}\";\n")
        result = subprocess.run([args.newell, "solve", "--engine", "alphabeta", "--epd", epd.name, "--nodes", str(nodes)],
                                capture_output=True, text=True)
        os.unlink(epd.name)
        solved = None
        for line in result.stdout.splitlines():
            if "solved" in line.lower():
                for word in line.replace("/", " ").split():
                    if word.isdigit():
                        solved = int(word)
                        break
        if solved is None:
            print("chess: could not read the alpha-beta comparison:\n" + result.stdout + result.stderr)
        else:
            print(f"chess: in {len(sample)} sampled positions alpha-beta at {nodes} nodes played the goal engine's move "
                  f"{solved} times: the goal engine's move differs in {len(sample) - solved} "
                  f"({100.0 * (len(sample) - solved) / len(sample):.1f}%)")
            results_log.append(command, f"Games: {subject}, chess: goal engine move differs from alpha-beta's",
                               len(sample) - solved, f"positions of {len(sample)} sampled", f"alpha-beta at {nodes} nodes")


if __name__ == "__main__":
    main()
