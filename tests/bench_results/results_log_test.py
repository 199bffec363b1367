"""The results log (bench/results/results_log.py) and the page generated from it
(bench/results/generate.py). Run by ctest, one case per test: results_log_test.py CASE."""
import os
import subprocess
import sys
import tempfile
import unittest

SOURCE_DIR = os.environ.get("NEWELL_SOURCE_DIR") or os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
RESULTS_DIR = os.path.join(SOURCE_DIR, "bench", "results")
sys.path.insert(0, RESULTS_DIR)
import generate  # noqa: E402
import results_log  # noqa: E402

HEADER = "date,commit,command,measure,value,unit,notes\n"


class ResultsLog(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.log = os.path.join(self.folder.name, "log.csv")

    def tearDown(self):
        self.folder.cleanup()

    def write(self, text):
        with open(self.log, "w", encoding="utf-8") as handle:
            handle.write(text)

    def test_append_creates_the_log_with_its_header_and_quotes_commas(self):
        results_log.append("newell solve --epd wac.epd --nodes 2000", "WAC: solved at 2000 nodes", 133,
                           "positions of 300", notes="rules as committed, one run", date="2026-11-27",
                           commit="abc1234", path=self.log)
        results_log.append("x", "WAC: solved at 500 nodes", "83", "positions of 300", path=self.log)
        rows = results_log.read_rows(self.log)
        self.assertEqual(len(rows), 2)
        self.assertEqual(rows[0]["notes"], "rules as committed, one run")
        self.assertEqual(rows[0]["value"], "133")
        self.assertRegex(rows[1]["date"], r"^\d{4}-\d\d-\d\dT\d\d:\d\dZ$")
        self.assertTrue(rows[1]["commit"])

    def test_the_latest_row_of_each_measure_wins_and_a_later_row_breaks_a_tie(self):
        self.write(HEADER +
                   "2026-11-27,b,cmd2,A: x,2,u,\n"
                   "2026-11-26,a,cmd1,A: x,1,u,\n"
                   "2026-11-27,c,cmd3,A: x,3,u,\n"
                   "2026-11-22,d,cmd4,B: y,4,u,\n")
        latest = results_log.latest(results_log.read_rows(self.log))
        self.assertEqual([(row["measure"], row["value"]) for row in latest], [("A: x", "3"), ("B: y", "4")])

    def test_a_value_that_is_not_a_number_is_refused_naming_the_line(self):
        self.write(HEADER + "2026-11-27,b,cmd,A: x,2,u,\n2026-11-27,b,cmd,A: x,about 3,u,\n")
        with self.assertRaisesRegex(results_log.LogError, r"log\.csv:3: value 'about 3' is not a number"):
            results_log.read_rows(self.log)
        with self.assertRaises(results_log.LogError):
            results_log.append("cmd", "A: x", "nan", "u", path=self.log)

    def test_a_row_without_its_columns_or_date_is_refused(self):
        self.write(HEADER + "2026-11-27,b,cmd,A: x,2\n")
        with self.assertRaisesRegex(results_log.LogError, r"log\.csv:2: 7 columns expected"):
            results_log.read_rows(self.log)
        self.write(HEADER + "27 Nov,b,cmd,A: x,2,u,\n")
        with self.assertRaisesRegex(results_log.LogError, r"log\.csv:2: date '27 Nov'"):
            results_log.read_rows(self.log)
        self.write("when,what\n")
        with self.assertRaisesRegex(results_log.LogError, r"log\.csv:1: the header"):
            results_log.read_rows(self.log)

    def test_the_shell_helper_appends_to_the_log_named_by_the_environment(self):
        script = f'source "{RESULTS_DIR}/append.sh" && results_append "bench/x.sh" "X: speed" 1.5 "ratio" "a note"'
        subprocess.run(["bash", "-c", script], check=True, env=dict(os.environ, NEWELL_RESULTS_LOG=self.log))
        rows = results_log.read_rows(self.log)
        self.assertEqual([(row["command"], row["measure"], row["value"], row["notes"]) for row in rows],
                         [("bench/x.sh", "X: speed", "1.5", "a note")])
        refused = subprocess.run(["bash", "-c", script.replace("1.5", "fast")], capture_output=True, text=True,
                                 env=dict(os.environ, NEWELL_RESULTS_LOG=self.log))
        self.assertEqual(refused.returncode, 1)
        self.assertIn("is not a number", refused.stderr)

    def test_the_page_shows_the_latest_figure_of_each_measure_by_group_with_its_command(self):
        self.write(HEADER +
                   "2026-11-26,a,old | cmd,WAC: solved,1,positions,\n"
                   "2026-11-27,b,new | cmd,WAC: solved,2,positions,kept\n"
                   "2026-11-22,c,perft,Perft: speed,0.5,ratio,\n")
        text = generate.page(results_log.read_rows(self.log))
        self.assertIn("## Perft\n", text)
        self.assertIn("| solved | 2 | positions | 2026-11-27 | b | `new \\| cmd` | kept |", text)
        self.assertNotIn("old", text)
        self.assertLess(text.index("## Perft"), text.index("## WAC"))

    def test_the_commit_is_marked_changed_by_a_changed_file_but_not_by_the_log_itself(self):
        root = self.folder.name
        git = ["git", "-C", root, "-c", "user.name=test", "-c", "user.email=test@example.invalid"]
        os.makedirs(os.path.join(root, "bench", "results"))
        for name in ("bench/results/log.csv", "tool.py"):
            with open(os.path.join(root, name), "w", encoding="utf-8") as handle:
                handle.write(HEADER if name.endswith(".csv") else "print(1)\n")
        subprocess.run(git + ["init", "-q"], check=True)
        subprocess.run(git + ["add", "-A"], check=True)
        subprocess.run(git + ["commit", "-q", "-m", "start"], check=True)
        kept_root = results_log.ROOT
        results_log.ROOT = root
        try:
            with open(os.path.join(root, "bench/results/log.csv"), "a", encoding="utf-8") as handle:
                handle.write("2026-11-27,b,cmd,A: x,2,u,\n")
            self.assertNotIn("+changes", results_log.current_commit())
            with open(os.path.join(root, "tool.py"), "a", encoding="utf-8") as handle:
                handle.write("print(2)\n")
            self.assertTrue(results_log.current_commit().endswith("+changes"))
        finally:
            results_log.ROOT = kept_root


class ShippedPage(unittest.TestCase):
    def test_docs_results_md_is_what_the_generator_makes_from_the_log(self):
        result = subprocess.run([sys.executable, os.path.join(RESULTS_DIR, "generate.py"), "--check"],
                                capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stderr)


if __name__ == "__main__":
    unittest.main()
