#!/usr/bin/env python3
# The moves of each player of a store's games by what decided them (the transformation rule above the
# played tactic's goal, a seek net's goal type, or the core's fallback), with how the core's score of
# the mover's position (the traces' baseline_score) changed over its next K own moves.
#   bench/transformation/plan_moves.py STORE.db [K]     (games stored with traces; K default 3)
import sqlite3, json, os, sys, collections
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results"))
import results_log  # each row also goes to the results log (bench/results/README.md)
db = sys.argv[1]; K = int(sys.argv[2]) if len(sys.argv) > 2 else 3
con = sqlite3.connect(db)
games = con.execute("select id, first_player, second_player, result from games").fetchall()
stats = collections.defaultdict(lambda: [0, 0.0, 0, 0])  # n, sum delta, drops>=90, source
for gid, first, second, result in games:
    rows = con.execute("select ply, trace from moves where game_id=? order by ply", (gid,)).fetchall()
    for side in (0, 1):
        who = first if side == 0 else second
        mine = [(p, json.loads(t)) for p, t in rows if t and (p - 1) % 2 == side]
        for i, (p, t) in enumerate(mine):
            if i + K >= len(mine): break
            a, b = t.get("baseline_score"), mine[i + K][1].get("baseline_score")
            if a is None or b is None or abs(a) > 5000 or abs(b) > 5000: continue
            if t["source"] == "goal" and t.get("tactic"):
                goal = next((g for g in t["goals"] if g["owner"] == "machine" and g["text"] == t["tactic"]["goal"]), None)
                rule = ",".join(sorted({e["rule"] for e in goal["parents"]})) if goal and goal["parents"] else "seek:" + t["tactic"]["kind"]
            else:
                rule = t["source"]
            s = stats[(who.split()[-1], rule)]
            s[0] += 1; s[1] += b - a; s[2] += (b - a) <= -90
for (who, rule), (n, d, drops, _) in sorted(stats.items()):
    if n >= 20:
        print(f"{who:9s} {rule:28s} n={n:5d} mean core-score change over {K} own moves {d/n:+7.1f}  drops>=90: {drops/n:.1%}")
        results_log.append("python3 bench/transformation/plan_moves.py " + " ".join(sys.argv[1:]),
                           f"Learning: {os.path.basename(db)}: {who}'s moves for {rule}, core-score change over {K} own moves",
                           f"{d/n:.1f}", "centipawns", f"{n} moves; drops of 90 or more {drops/n:.1%}")
