#include "app/report/page_assets.h"

namespace newell::app::report {

const char* const page_style = R"css(
:root { --ink: #222; --muted: #666; --line: #ddd; --machine: #dbeafe; --opponent: #fde2e2; --accent: #2b6cb0; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 "DejaVu Sans", system-ui, sans-serif; color: var(--ink); background: #fbfaf7; }
header { padding: 12px 20px; border-bottom: 1px solid var(--line); background: #fff; }
header h1 { margin: 0; font-size: 20px; }
.meta { color: var(--muted); font-size: 12px; }
main { display: flex; flex-wrap: wrap; gap: 20px; padding: 16px 20px; align-items: flex-start; }
#left { flex: 0 0 440px; }
#right { flex: 1 1 480px; min-width: 360px; }
#board svg { display: block; border: 1px solid #999; }
#controls { display: flex; align-items: center; gap: 6px; margin: 8px 0; }
#controls button { font-size: 16px; padding: 2px 10px; cursor: pointer; }
#position-label { flex: 1; text-align: center; font-weight: bold; }
#summary { background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--accent); padding: 8px 10px; min-height: 40px; }
#moves { width: 100%; border-collapse: collapse; margin-top: 10px; font-family: "DejaVu Sans Mono", monospace; }
#moves td { padding: 1px 6px; }
#moves td.number { color: var(--muted); text-align: right; width: 3em; }
.move { cursor: pointer; padding: 0 3px; border-radius: 3px; }
.move.traced { text-decoration: underline dotted var(--accent); }
.move:hover { background: #eef; }
.move.selected { background: var(--accent); color: #fff; }
.move-list { max-height: 320px; overflow-y: auto; border: 1px solid var(--line); background: #fff; }
h2 { font-size: 15px; margin: 14px 0 6px; border-bottom: 1px solid var(--line); }
#goal-graph { background: #fff; border: 1px solid var(--line); overflow: auto; max-height: 520px; }
#goal-graph svg { max-width: 100%; height: auto; }
.problem { color: #8a4b00; background: #fff4e0; padding: 6px; }
table.likelihoods, table.alternatives { border-collapse: collapse; width: 100%; background: #fff; }
table.likelihoods td, table.likelihoods th, table.alternatives td, table.alternatives th { border-bottom: 1px solid #eee; padding: 2px 6px; text-align: left; }
tr.machine td:first-child { border-left: 4px solid #93c5fd; }
tr.opponent td:first-child { border-left: 4px solid #fca5a5; }
tr.played { font-weight: bold; }
tr.rejected { color: var(--muted); }
table.likelihoods td:nth-child(3) { white-space: nowrap; }
.bar { display: inline-block; width: 80px; height: 8px; background: #eee; margin-right: 6px; vertical-align: middle; }
.bar div { height: 100%; background: var(--accent); }
ul.tactic-tree, ul.tactic-tree ul { list-style: none; padding-left: 18px; border-left: 1px dashed #bbb; }
ul.tactic-tree li.machine > .goal-text { background: var(--machine); }
ul.tactic-tree li.opponent > .goal-text { background: var(--opponent); }
.tactic { font-size: 12px; margin-left: 14px; }
.tactic-move { font-family: "DejaVu Sans Mono", monospace; background: #f1f1f1; padding: 0 3px; }
.goal-id { color: var(--muted); }
.none, .hint { color: var(--muted); font-style: italic; }
.error { color: #b00020; }
#evaluation svg { display: block; border: 1px solid var(--line); }
.evaluation-point { cursor: pointer; }
#goal-key pre { font-size: 12px; background: #fff; border: 1px solid var(--line); padding: 6px; }
)css";

const char* const page_script = R"js(
(function () {
  const data = JSON.parse(document.getElementById('report-data').textContent);
  const element = (id) => document.getElementById(id);
  let current = 0;
  function show(ply) {
    current = Math.max(0, Math.min(data.plies.length - 1, ply));
    const entry = data.plies[current];
    element('board').innerHTML = entry.board;
    element('position-label').textContent = current === 0 ? 'start' : entry.number + ' ' + entry.move + '  (ply ' + current + ' of ' + (data.plies.length - 1) + ')';
    element('summary').textContent = current === 0 ? 'The start position. ' + data.hint : (entry.summary || 'No reason stored for this move.');
    document.querySelectorAll('.move').forEach((move) => move.classList.toggle('selected', Number(move.dataset.ply) === current));
    document.querySelectorAll('.evaluation-point').forEach((point) => point.setAttribute('r', Number(point.dataset.ply) === current ? 5 : 3));
    // Keep the selected move visible inside the move list, without scrolling the page itself.
    const selected = document.querySelector('.move.selected');
    const list = document.querySelector('.move-list');
    if (selected && list) {
      const move = selected.getBoundingClientRect();
      const box = list.getBoundingClientRect();
      if (move.top < box.top) list.scrollTop -= box.top - move.top;
      else if (move.bottom > box.bottom) list.scrollTop += move.bottom - box.bottom;
    }
    const noTrace = '<p class="none">' + (current === 0 ? 'Choose a move to see its reasons.' : 'No decision trace stored for this move (' + entry.player + ').') + '</p>';
    if (entry.trace) {
      element('goal-graph').innerHTML = entry.graph ? entry.graph : '<p class="problem">' + entry.graph_problem + '</p>' + entry.goal_list;
      element('likelihoods').innerHTML = entry.likelihoods;
      element('tactics').innerHTML = entry.tactics;
      element('alternatives').innerHTML = entry.alternatives;
      element('cycle').innerHTML = entry.cycle;
    } else {
      for (const id of ['goal-graph', 'likelihoods', 'tactics', 'alternatives', 'cycle']) element(id).innerHTML = noTrace;
    }
    try { history.replaceState(null, '', '#ply=' + current); } catch (ignored) {}
  }
  document.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') show(current + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') show(current - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(data.plies.length - 1);
    else return;
    event.preventDefault();
  });
  document.querySelectorAll('.move, .evaluation-point').forEach((move) => move.addEventListener('click', () => show(Number(move.dataset.ply))));
  element('first').addEventListener('click', () => show(0));
  element('previous').addEventListener('click', () => show(current - 1));
  element('next').addEventListener('click', () => show(current + 1));
  element('last').addEventListener('click', () => show(data.plies.length - 1));
  const asked = /ply=(\d+)/.exec(location.hash);
  show(asked ? Number(asked[1]) : data.initial);
})();
)js";

}  // namespace newell::app::report
