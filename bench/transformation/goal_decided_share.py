#!/usr/bin/env python3
# Each player's moves in a stored match (or learning run) by what decided them: a goal's candidate
# (source goal) or the core's fallback; a learned set that wins by falling back more is the core winning.
#   bench/transformation/goal_decided_share.py STORE.db EXPERIMENT_NAME     (games stored with traces)
import sqlite3, json, os, sys, collections
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results"))
import results_log  # each share also goes to the results log (bench/results/README.md)
con=sqlite3.connect(sys.argv[1])
exp=con.execute("select id from experiments where name=?",(sys.argv[2],)).fetchone()[0]
c=collections.Counter()
for gid, first, second in con.execute("select id, first_player, second_player from games where experiment_id=?",(exp,)).fetchall():
    for ply, t in con.execute("select ply, trace from moves where game_id=?",(gid,)):
        if not t: continue
        who = first if (ply-1)%2==0 else second
        src=json.loads(t)['source']
        c[(who,src)]+=1
for who in sorted({w for w,_ in c}):
    tot=sum(v for (w,s),v in c.items() if w==who)
    print(who, {s:v for (w,s),v in c.items() if w==who}, 'goal-decided %.1f%%'%(100*c[(who,'goal')]/tot))
    results_log.append("python3 bench/transformation/goal_decided_share.py " + " ".join(sys.argv[1:]),
                       f"Learning: {sys.argv[2]}: {who}'s moves goal-decided", '%.1f' % (100*c[(who,'goal')]/tot), "%",
                       f"of {tot} moves")
