#!/usr/bin/env python3
"""Where the goal engine's chess moves lose: Stockfish judges every goal-engine decision of a match
store before and after the move, and each move that loses LOSS pawns or more (in a position not
already lost by LOST pawns) is sorted by what became of Stockfish's move in the trace: no goal
offered it, the comparison refuted it, it stood but was valued lower, or it went unchecked. With
--list, where it stood, the line gives the core's score of both moves and the depth of each look.

    python3 bench/goal_engine/losses.py STORE.db [--match NAME] [--depth 10] [--loss 1.5] [--lost 3]
                                        [--stockfish /usr/games/stockfish] [--list] [--limit N]

Moves are compared by the man that moves and the square it goes to (SAN in the trace, UCI from
Stockfish), which is exact but for two men of one kind that can reach the same square. The phase is
the opening before ply 20, the ending where each side's pieces are worth 10 pawns or less (the chess
rules' `ending`), else the middlegame. Reads the store read-only.
"""
import argparse
import collections
import json
import os
import sqlite3
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results"))
import results_log  # noqa: E402  (each figure also goes to the results log, bench/results/README.md)

MATE = 100000


class Stockfish:
    def __init__(self, program, depth):
        self.depth = depth
        self.process = subprocess.Popen([program], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        self.send("setoption name Threads value 1")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.process.stdin.write(line + "\n")

    def wait_for(self, word):
        for line in self.process.stdout:
            if line.startswith(word):
                return line
        sys.exit("losses: Stockfish stopped answering")

    def judge(self, fen, only=None):
        """(score in centipawns for the side to move, best move in UCI), of every move or of `only`."""
        self.send(f"position fen {fen}")
        self.send(f"go depth {self.depth}" + (f" searchmoves {only}" if only else ""))
        score = 0
        for line in self.process.stdout:
            words = line.split()
            if words and words[0] == "info" and "score" in words:
                at = words.index("score")
                kind, number = words[at + 1], int(words[at + 2])
                score = number if kind == "cp" else (MATE - abs(number)) * (1 if number > 0 else -1)
            elif words and words[0] == "bestmove":
                return score, (words[1] if len(words) > 1 else "")
        sys.exit("losses: Stockfish stopped answering")

    def legal_moves(self, fen):
        self.send(f"position fen {fen}")
        self.send("go perft 1")
        moves = []
        for line in self.process.stdout:
            if line.startswith("Nodes searched"):
                return moves
            head = line.split(":")[0]
            if ":" in line and len(head) in (4, 5):
                moves.append(head)
        sys.exit("losses: Stockfish stopped answering")

    def close(self):
        self.send("quit")
        self.process.wait(timeout=10)


def board_of(fen):
    """Square name -> piece letter (uppercase White) of a FEN's placement."""
    board = {}
    for rank_index, row in enumerate(fen.split()[0].split("/")):
        file_index = 0
        for letter in row:
            if letter.isdigit():
                file_index += int(letter)
            else:
                board["abcdefgh"[file_index] + str(8 - rank_index)] = letter
                file_index += 1
    return board


def uci_key(fen, move):
    """(piece letter, destination) of a UCI move: 'P' for a pawn, castling as the king's move."""
    piece = board_of(fen).get(move[:2], "?").upper()
    if piece == "K" and move[0] == "e" and move[2] in "cg":
        return ("O-O" if move[2] == "g" else "O-O-O", "")
    return (piece, move[2:4])


def san_key(san):
    text = san.rstrip("+#!?")
    if text.startswith("O-O"):
        return (text, "")
    text = text.split("=")[0]
    piece = text[0] if text[0] in "NBRQK" else "P"
    return (piece, text[-2:])


def phase(fen, ply):
    """The rules' own measure (rules/chess/newell/ending.nwl, `ending`): pieces worth at most 10 a side."""
    if ply < 20:
        return "opening"
    worth = {"n": 3, "b": 3, "r": 5, "q": 9}
    placement = fen.split()[0]
    white = sum(worth.get(c.lower(), 0) for c in placement if c.isupper())
    black = sum(worth.get(c, 0) for c in placement if c.islower())
    return "ending" if white <= 10 and black <= 10 else "middlegame"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("store")
    parser.add_argument("--match", help="only the games of this experiment (by name)")
    parser.add_argument("--depth", type=int, default=10, help="Stockfish's depth for each judgement")
    parser.add_argument("--loss", type=float, default=1.5, help="pawns lost that make a move a loss")
    parser.add_argument("--lost", type=float, default=3.0, help="positions already lost by this many pawns are left out")
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    parser.add_argument("--list", action="store_true", help="one line per losing move")
    parser.add_argument("--limit", type=int, default=0, help="judge at most this many decisions")
    args = parser.parse_args()
    if not os.path.exists(args.store):
        sys.exit(f"losses: no store at {args.store}")
    if not os.path.exists(args.stockfish):
        sys.exit(f"losses: no Stockfish at {args.stockfish} (apt-get install stockfish)")
    connection = sqlite3.connect(f"file:{args.store}?mode=ro", uri=True)
    query = ("SELECT moves.game_id, moves.ply, moves.trace FROM moves JOIN games ON games.id = moves.game_id "
             "LEFT JOIN experiments ON experiments.id = games.experiment_id "
             "WHERE games.kind = 'chess' AND moves.trace IS NOT NULL")
    parameters = ()
    if args.match:
        query += " AND experiments.name = ?"
        parameters = (args.match,)
    query += " ORDER BY moves.game_id, moves.ply"
    decisions = []
    for game, ply, text in connection.execute(query, parameters):
        try:
            trace = json.loads(text)
        except json.JSONDecodeError:
            continue
        if trace.get("move") and trace.get("position") and "source" in trace:
            decisions.append((game, ply, trace))
    if not decisions:
        sys.exit("losses: no chess goal-engine traces in this store")
    if args.limit:
        decisions = decisions[: args.limit]
    engine = Stockfish(args.stockfish, args.depth)
    judged = 0
    kinds = collections.Counter()
    by_phase = collections.defaultdict(collections.Counter)
    goals_played = collections.Counter()
    lines = []
    for game, ply, trace in decisions:
        fen = trace["position"]
        before, best = engine.judge(fen)
        if before < -100 * args.lost or not best:
            continue
        judged += 1
        played = san_key(trace["move"])
        if uci_key(fen, best) == played:
            continue
        # The move played judged at the same depth, in the same position: no second position to set up.
        move_played = uci_of(engine, fen, trace["move"])
        if not move_played:
            continue
        score_played, _ = engine.judge(fen, move_played)
        loss = (before - score_played) / 100.0
        if loss < args.loss:
            continue
        best_key = uci_key(fen, best)
        match = [a for a in trace.get("alternatives", []) if san_key(a["move"]) == best_key]
        if not match:
            what = "no candidate"
        elif match[0]["verdict"] == "refuted":
            what = "refuted"
        elif match[0]["verdict"] == "stands":
            what = "stood, valued lower"
        else:
            what = match[0]["verdict"]
        kinds[what] += 1
        where = phase(fen, ply)
        by_phase[where][what] += 1
        goals_played[(trace.get("tactic") or {}).get("kind", trace["source"])] += 1
        lines.append(f"game {game} ply {ply} ({where}): {trace['move']} lost {loss:.2f} "
                     f"(Stockfish {best}, {what}){core_scores(trace, match)}; {trace.get('summary', '')[:160]}  [{fen}]")
    engine.close()
    losing = sum(kinds.values())
    print(f"{judged} decisions judged at depth {args.depth} (positions not lost by {args.lost} pawns); "
          f"{losing} lost {args.loss} pawns or more")
    command = "python3 bench/goal_engine/losses.py " + " ".join(sys.argv[1:])
    subject = args.match or os.path.basename(args.store)
    results_log.append(command, f"Losses: {subject}: decisions that lost {args.loss} pawns or more", losing,
                       f"decisions of {judged}", f"Stockfish at depth {args.depth}")
    for what, count in kinds.most_common():
        phases = ", ".join(f"{p} {by_phase[p][what]}" for p in ("opening", "middlegame", "ending") if by_phase[p][what])
        print(f"  Stockfish's move {what}: {count} ({phases})")
        results_log.append(command, f"Losses: {subject}: of those, Stockfish's move {what}", count, "decisions", phases)
    print("  played for: " + ", ".join(f"{k} {c}" for k, c in goals_played.most_common()))
    if args.list:
        for line in lines:
            print(line)


def core_scores(trace, match):
    """Where Stockfish's move stood too: the core's score of it and of the move played, each at the
    depth it was looked at (the move played is looked at deeper). Alike, the core could not tell
    them apart, and no margin would have vetoed the move played."""
    played = [a for a in trace.get("alternatives", []) if a["move"] == trace["move"]]
    if not match or match[0]["verdict"] != "stands" or not played:
        return ""
    def scored(alternative):
        score = alternative.get("score_text") or "?"
        return f"{alternative['move']} {score} at depth {alternative.get('checked_depth', 0)}"
    return f" [the core: {scored(match[0])}, {scored(played[0])}]"


def uci_of(engine, fen, san):
    """The legal UCI move of fen that is san (None if none is)."""
    key = san_key(san)
    promotion = san.split("=")[1][0].lower() if "=" in san else ""
    for move in engine.legal_moves(fen):
        if uci_key(fen, move) == key and move[4:] == promotion:
            return move
    return None


if __name__ == "__main__":
    main()
