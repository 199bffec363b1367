#!/usr/bin/env python3
# Does a proposed rule cover the failures it was proposed from? Each failure a learning run recorded
# (uncovered threat, threat no goal named, opponent won material unforeseen) is replayed: the decision's
# position (the game's start and its moves before the decision) is given to `newell explain` once with
# the rule set without the rule (BETA) and once with it (ALPHA), at the same nodes and seed. A failure
# is covered when the two choose different moves; the table says how often ALPHA's move is a goal's
# where BETA's was the core's fallback, and the other way. A rule that covers none of its failures
# cannot have learned from them, whatever a match says.
#   bench/transformation/failure_coverage.py STORE.db EXPERIMENT GAME BETA.nwl ALPHA.nwl [NODES [EVENT]]
# (a fresh engine decides each position: the goal net of the game at that point is not rebuilt.)
import sqlite3, subprocess, sys, collections, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results"))
import results_log  # noqa: E402  (each tally also goes to the results log, bench/results/README.md)
if len(sys.argv) < 6:
    sys.exit("usage: failure_coverage.py STORE.db EXPERIMENT GAME BETA.nwl ALPHA.nwl [NODES [EVENT]]")
db, experiment, game, beta, alpha = sys.argv[1:6]
nodes = sys.argv[6] if len(sys.argv) > 6 else "5000"
only = sys.argv[7] if len(sys.argv) > 7 else None
newell = os.environ.get("NEWELL", "build/release/app/newell")
con = sqlite3.connect(db)
row = con.execute("select id from experiments where name=?", (experiment,)).fetchone()
if row is None: sys.exit(f"{db}: no experiment '{experiment}'")
events = ("uncovered threat", "threat no goal named", "opponent won material unforeseen")
failures = con.execute(
    "select distinct e.event, e.game_id, e.ply from rule_credit_evidence e join games g on g.id = e.game_id "
    "where g.experiment_id = ? and e.event in (?, ?, ?) order by e.game_id, e.ply", (row[0],) + events).fetchall()

def decide(rules, start, moves):
    out = subprocess.run([newell, "explain", "--game", game, "--fen", start, "--moves", " ".join(moves), "--rules", rules,
                          "--nodes", nodes, "--seed", "1"], capture_output=True, text=True)
    if out.returncode != 0: sys.exit(f"newell explain failed: {out.stderr.strip()}")
    line = next(l for l in out.stdout.splitlines() if l.startswith("decision: "))
    move, source = line.split()[1], line.split()[2].strip("[]")
    return move, source

tally = collections.defaultdict(collections.Counter)
for event, game_id, ply in failures:
    if only and event != only: continue
    decision_ply = ply - 1 if event == "opponent won material unforeseen" else ply
    start = con.execute("select start_position from games where id=?", (game_id,)).fetchone()[0]
    moves = [m for (m,) in con.execute("select notation from moves where game_id=? and ply<? order by ply", (game_id, decision_ply))]
    b, a = decide(beta, start, moves), decide(alpha, start, moves)
    t = tally[event]
    t["failures"] += 1
    if a[0] != b[0]:
        t["covered (another move)"] += 1
        if a[1] == "goal" and b[1] != "goal": t["  goal's move where BETA fell back"] += 1
        if a[1] != "goal" and b[1] == "goal": t["  fell back where BETA's goal decided"] += 1
        print(f"game {game_id} ply {decision_ply} ({event}): BETA {b[0]} [{b[1]}], ALPHA {a[0]} [{a[1]}]")
    t["BETA fell back"] += b[1] != "goal"
    t["ALPHA fell back"] += a[1] != "goal"
for event, t in tally.items():
    print(f"{event}: " + ", ".join(f"{k.strip()} {v}" for k, v in t.items()))
    results_log.append("python3 bench/transformation/failure_coverage.py " + " ".join(sys.argv[1:]),
                       f"Learning: {sys.argv[2]}: {os.path.basename(sys.argv[5])} covers failures ({event})",
                       t["covered (another move)"], f"failures of {t['failures']}",
                       ", ".join(f"{k.strip()} {v}" for k, v in t.items()))
