#!/usr/bin/env python3
"""newell serve as a user meets it, in headless Chromium driven through chromedriver (Debian's
chromium-driver) by a small WebDriver client (the standard library's urllib: no other package).

It starts `newell serve` on a free port with a scratch store and a copy of the rules folder, then
through the page: plays a short chess game and a short checkers game by clicking squares, opens the
goal net and the candidates of an engine move, edits a rule file with an error and sees the
diagnostic at its line, checks that the page fetched nothing from another origin, saves a
screenshot, stops the server with Ctrl-C (SIGINT) and checks the games were stored.

usage: browser_play.py --newell BIN --rules DIR --screenshot FILE.png
"""

import argparse
import base64
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class WebDriver:
    def __init__(self, port, profile):
        self.base = f"http://127.0.0.1:{port}"
        arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync",
                     "--disable-dev-shm-usage", f"--user-data-dir={profile}", "--window-size=1500,1100"]
        answer = self.call("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": arguments}}}})
        self.session = answer["sessionId"]

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                return json.loads(response.read())["value"]
        except urllib.error.HTTPError as error:
            raise RuntimeError(f"WebDriver {method} {path}: {error.read().decode()[:500]}") from None

    def command(self, method, path, body=None):
        return self.call(method, f"/session/{self.session}{path}", body)

    def open(self, url):
        self.command("POST", "/url", {"url": url})

    def script(self, source, *arguments):
        return self.command("POST", "/execute/sync", {"script": source, "args": list(arguments)})

    def click(self, selector):
        # The board is drawn anew on every change: an element found just before a redraw is stale,
        # so it is found again.
        # The same when the element is gone for a moment or covered while the page redraws.
        passing = ("stale element", "no such element", "not interactable", "click intercepted")
        for attempt in range(10):
            try:
                element = self.command("POST", "/element", {"using": "css selector", "value": selector})[ELEMENT]
                self.command("POST", f"/element/{element}/click", {})
                return
            except RuntimeError as error:
                if not any(words in str(error) for words in passing) or attempt == 9:
                    raise
                time.sleep(0.3)

    def wait(self, what, source, *arguments, seconds=90):
        deadline = time.time() + seconds
        while time.time() < deadline:
            value = self.script(source, *arguments)
            if value:
                return value
            time.sleep(0.2)
        state = self.script("return document.getElementById('status').textContent + ' | ' + "
                            "document.getElementById('diagnostics').textContent")
        raise AssertionError(f"timed out waiting for {what} (page says: {state})")

    def screenshot(self, path):
        with open(path, "wb") as out:
            out.write(base64.b64decode(self.command("GET", "/screenshot")))

    def quit(self):
        try:
            self.call("DELETE", f"/session/{self.session}")
        except Exception:  # the browser may already be gone
            pass


def play_moves(driver, plies_wanted):
    """Plays the person's moves by clicking squares until the game has `plies_wanted` plies."""
    while True:
        count = driver.wait("the person's turn", "return play.state && (play.state.person_to_move || play.state.over)"
                            " && !play.thinking ? play.state.moves.length + 1 : 0") - 1
        if count >= plies_wanted:
            return count
        move = driver.script("return play.state.legal_moves[0]")
        driver.click(f"#board .square[data-square='{move['from']}']")
        driver.click(f"#board .square[data-square='{move['to']}']")
        driver.wait("the move to be played", "return play.state.moves.length > arguments[0]", count)


def check(condition, message):
    if not condition:
        raise AssertionError(message)
    print("ok:", message)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--newell", required=True)
    parser.add_argument("--rules", required=True)
    parser.add_argument("--screenshot", required=True)
    options = parser.parse_args()
    for program in ("chromedriver", "chromium"):
        if shutil.which(program) is None:
            print(f"{program} is missing (Debian packages chromium and chromium-driver)", file=sys.stderr)
            return 1

    scratch = tempfile.mkdtemp(prefix="newell-serve-browser-")
    shutil.copytree(options.rules, os.path.join(scratch, "rules"))
    database = os.path.join(scratch, "games.db")
    server = subprocess.Popen([options.newell, "serve", "--port", "0", "--db", database,
                               "--rules-dir", os.path.join(scratch, "rules")],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    driver_port = free_port()
    chromedriver = subprocess.Popen(["chromedriver", f"--port={driver_port}"], stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL)
    driver = None
    try:
        first_line = server.stdout.readline()
        print(first_line.strip())
        check(first_line.startswith("newell serve: http://127.0.0.1:"), "serve prints its address on 127.0.0.1")
        address = first_line.split()[2]
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{driver_port}/status", timeout=2)
                break
            except OSError:
                time.sleep(0.1)
        driver = WebDriver(driver_port, os.path.join(scratch, "profile"))
        driver.open(address)

        # Chess: the goal engine at a small budget, the person White.
        driver.wait("the page to start a game", "return document.querySelectorAll('#board .square').length === 64 "
                    "&& typeof play !== 'undefined' && play.state && play.state.person_to_move")
        driver.script("document.getElementById('nodes-input').value = 3000;")
        first_game = driver.script("return play.id")
        driver.click("#new-game")
        driver.wait("a new game", "return play.id !== arguments[0] && play.state.id === play.id && "
                    "play.state.moves.length === 0 && play.state.person_to_move", first_game)
        driver.click("#board .square[data-square='e2']")
        driver.click("#board .square[data-square='e4']")
        plies = play_moves(driver, 4)
        check(plies >= 4, f"a chess game of {plies} plies played by clicking squares")
        check(driver.script("return document.querySelectorAll('#moves li').length") >= 4, "the moves are listed")
        driver.click("#moves li.engine")
        # The net of the move clicked (the engine's latest move is shown on its own as well, and its
        # answer may come after the click).
        clicked = driver.script("return Number(document.querySelector('#moves li.engine').dataset.ply)")
        driver.wait("the goal net of the move clicked",
                    "return document.getElementById('net').dataset.ply === String(arguments[0]) && "
                    "document.querySelector('#net svg g.node') !== null", clicked)
        check(driver.script("return document.querySelectorAll('#net svg g.node').length") >= 1,
              "the goal net of an engine move is drawn (Graphviz SVG)")
        check(driver.script("return document.getElementById('summary').textContent.startsWith('Ply ')"),
              "the decision's summary is shown")
        check(driver.script("return document.querySelectorAll('#candidates tr').length") >= 1,
              "the candidates table is shown")
        check(driver.script("return document.querySelectorAll('#board svg.arrows line.arrow').length") >= 1,
              "the tactic line is drawn as arrows on the board")
        before = driver.script("return fetch('/api/play/' + play.id + '/decisions/' + arguments[0])"
                               ".then((reply) => reply.json()).then((decision) => decision.fen_before)", clicked)
        latest = driver.script("return play.state.moves[play.state.moves.length - 1].ply")
        check(clicked != latest, "the move clicked is an earlier one than the latest")
        check(driver.script("return play.board.fen") == before and driver.script("return play.board.legal.length") == 0,
              "an earlier move's tactic line is drawn on the position it was chosen in, where no move can be made")
        driver.screenshot(options.screenshot)
        check(os.path.getsize(options.screenshot) > 10000, f"screenshot saved: {options.screenshot}")
        driver.click("#back-to-game")
        check(driver.script("return play.board.fen === play.state.fen && play.board.legal.length > 0"),
              "back to the game: the position in play, the person's moves allowed again")

        # Checkers: the person Black (the first side), the goal engine replies.
        driver.script("document.getElementById('game-select').value = 'checkers';"
                      "document.getElementById('game-select').dispatchEvent(new Event('change'));")
        driver.wait("the checkers rules", "return document.getElementById('rules-select').value === 'checkers/newell.nwl'")
        chess_game = driver.script("return play.id")
        driver.click("#new-game")
        driver.wait("a checkers game", "return play.id !== arguments[0] && play.state.game === 'checkers' && "
                    "play.state.moves.length === 0", chess_game)
        plies = play_moves(driver, 4)
        check(plies >= 4, f"a checkers game of {plies} plies played by clicking squares")
        check(driver.script("return document.querySelectorAll('#board .man').length") >= 20, "the checkers men are drawn")
        driver.click("#resign")
        driver.wait("the game to be stored", "return play.state.over && play.state.stored_as !== null")
        check(True, "the resigned checkers game is stored")

        # Analyse: a pasted PGN stepped through, its position explained, a move asked "why not?".
        driver.click("nav button[data-tab='analyse']")
        driver.script("document.getElementById('analyse-game').value = 'chess';"
                      "document.getElementById('analyse-fen').value = '';"
                      "document.getElementById('analyse-text').value = '[Event \"x\"] 1. e4 e5 2. Nf3 {a comment} Nc6 *';")
        driver.click("#analyse-read")
        driver.wait("the pasted game", "return document.getElementById('analyse-ply').textContent.startsWith('ply 4 of 4')")
        driver.click("#analyse-back")
        check(driver.script("return document.getElementById('analyse-ply').textContent.startsWith('ply 3 of 4')"),
              "the pasted PGN is stepped through ply by ply")
        driver.click("#analyse-explain")
        driver.wait("the explanation", "return document.querySelector('#analyse-net svg') !== null")
        check(driver.script("return document.getElementById('analyse-summary').textContent.length > 10"),
              "'explain this position' shows the decision and its goal net")
        driver.script("document.getElementById('why-not-move').value = 'Qh4';")
        driver.click("#why-not")
        answer = driver.wait("the why-not answer", "const t = document.getElementById('analyse-summary').textContent;"
                             "return t.startsWith('Qh4') ? t : ''")
        print("  why not:", answer)
        check("The engine plays" in answer, "'why not this move?' answers with the move's verdict")

        # Author rules: an error typed into chess/newell.nwl is shown at its line.
        driver.click("nav button[data-tab='rules']")
        driver.script("const select = document.getElementById('rule-file'); select.value = 'chess/newell.nwl';"
                      "select.dispatchEvent(new Event('change'));")
        driver.wait("the rule file", "return document.getElementById('rule-text').value.startsWith('') && "
                    "document.getElementById('rule-text').value.includes('game chess')")
        driver.script("const text = document.getElementById('rule-text'); const lines = text.value.split('\\n');"
                      "lines.splice(2, 0, 'define broken(M: man) := attacked(M) and not defendd(M).');"
                      "text.value = lines.join('\\n'); text.dispatchEvent(new Event('input'));")
        line = driver.wait("the diagnostic", "const d = document.querySelector('#diagnostics li.error');"
                           "return d ? Number(d.dataset.line) : 0")
        check(line == 3, "the diagnostic names line 3, where the error was typed")
        check(driver.script("return document.querySelector('#rule-lines span.error[data-line=\"3\"]') !== null"),
              "line 3 is marked in the editor's margin")
        message = driver.script("return document.querySelector('#diagnostics li.error').textContent")
        print("  diagnostic:", message)
        check("chess/newell.nwl:3:" in message and "defendd" in message, "the message names file, line, column and the name")
        driver.screenshot(options.screenshot.replace(".png", "-rules.png"))

        origin = address.rstrip("/")
        foreign = driver.script("return performance.getEntriesByType('resource').map(e => e.name)"
                                ".filter(n => !n.startsWith(arguments[0]))", origin)
        check(foreign == [], "the page fetched nothing from another origin (works offline)")
    finally:
        if driver:
            driver.quit()
        chromedriver.terminate()
        chromedriver.wait(timeout=30)
        server.send_signal(signal.SIGINT)
        try:
            rest, _ = server.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            server.kill()
            rest, _ = server.communicate()
        print(rest.strip())
    check(server.returncode == 0, "serve stops cleanly on Ctrl-C")
    games = subprocess.run([options.newell, "games", "--db", database], capture_output=True, text=True)
    print(games.stdout.strip())
    check(games.stdout.count("chess") >= 1 and games.stdout.count("checkers") >= 1,
          "the chess game (in progress) and the checkers game are stored")
    shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
