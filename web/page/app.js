// newell serve's page: plain JavaScript, no library, nothing fetched but the server's own API.
'use strict';

const $ = (id) => document.getElementById(id);

async function api(method, path, body) {
  // Always JSON's Content-Type: the server refuses a request that changes anything without it.
  const options = { method, headers: { 'Content-Type': 'application/json' } };
  if (body !== undefined) options.body = JSON.stringify(body);
  const response = await fetch(path, options);
  const type = response.headers.get('Content-Type') || '';
  const answer = type.startsWith('application/json') ? await response.json() : await response.text();
  if (!response.ok) throw new Error(answer && answer.error ? answer.error : `${response.status}`);
  return answer;
}

function escapeText(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
}

// ---- Boards: both games on an 8x8 grid, drawn from a FEN -------------------------------------

const chessGlyphs = { k: '\u265a', q: '\u265b', r: '\u265c', b: '\u265d', n: '\u265e', p: '\u265f' };

// Square names by grid cell (row 0 at the top when not flipped): "e4" in chess, "1".."32" on
// checkers' dark squares (square 1 at the top right of the dark squares of row 0).
function squareName(game, row, column) {
  if (game === 'chess') return 'abcdefgh'[column] + String(8 - row);
  if ((row + column) % 2 === 0) return null;
  return String(row * 4 + Math.floor(column / 2) + 1);
}

function piecesOf(game, fen) {
  const pieces = {};
  if (game === 'chess') {
    const rows = fen.split(' ')[0].split('/');
    rows.forEach((rank, row) => {
      let column = 0;
      for (const symbol of rank) {
        if (/[1-8]/.test(symbol)) column += Number(symbol);
        else pieces[squareName(game, row, column++)] = symbol;
      }
    });
    return pieces;
  }
  for (const part of fen.split(':').slice(1)) {
    const colour = part[0] === 'W' ? 'white' : 'black';
    for (let item of part.slice(1).split(',')) {
      item = item.trim().replace(/\.$/, '');
      if (!item) continue;
      const king = item[0] === 'K';
      if (king) item = item.slice(1);
      const range = item.split('-').map(Number);
      for (let square = range[0]; square <= (range[1] || range[0]); ++square) pieces[String(square)] = { colour, king };
    }
  }
  return pieces;
}

class Board {
  constructor(element, onMove) {
    this.element = element;
    this.onMove = onMove;
    this.game = 'chess';
    this.fen = '';
    this.flipped = false;
    this.legal = [];
    this.selected = null;
    this.last = null;
    this.arrows = [];
  }

  set(game, fen, legal, last) {
    this.game = game;
    this.fen = fen;
    this.legal = legal || [];
    this.last = last || null;
    this.selected = null;
    this.arrows = [];
    this.draw();
  }

  draw() {
    const pieces = piecesOf(this.game, this.fen);
    this.element.innerHTML = '';
    for (let shownRow = 0; shownRow < 8; ++shownRow) {
      for (let shownColumn = 0; shownColumn < 8; ++shownColumn) {
        const row = this.flipped ? 7 - shownRow : shownRow;
        const column = this.flipped ? 7 - shownColumn : shownColumn;
        const cell = document.createElement('div');
        const dark = (row + column) % 2 === 1;
        cell.className = 'square ' + (dark ? 'dark' : 'light');
        const name = squareName(this.game, row, column);
        if (name) {
          cell.dataset.square = name;
          if (this.game === 'checkers') cell.insertAdjacentHTML('beforeend', `<span class="label">${name}</span>`);
          const piece = pieces[name];
          if (piece && this.game === 'chess') {
            const white = piece === piece.toUpperCase();
            cell.insertAdjacentHTML('beforeend',
              `<span class="piece ${white ? 'white' : 'black'}" data-piece="${piece}">${chessGlyphs[piece.toLowerCase()]}</span>`);
          } else if (piece) {
            cell.insertAdjacentHTML('beforeend', `<div class="man ${piece.colour}" data-piece="${piece.colour}${piece.king ? ' king' : ''}">${piece.king ? 'K' : ''}</div>`);
          }
          if (this.last && (this.last.from === name || this.last.to === name)) cell.classList.add('last');
          if (this.selected === name) cell.classList.add('selected');
          if (this.selected && this.legal.some((m) => m.from === this.selected && m.to === name)) cell.classList.add('target');
          cell.addEventListener('click', () => this.click(name));
          cell.addEventListener('dragover', (event) => event.preventDefault());
          cell.addEventListener('drop', (event) => { event.preventDefault(); this.click(name); });
          if (piece) {
            cell.draggable = true;
            cell.addEventListener('dragstart', () => { this.selected = name; });
          }
        }
        this.element.appendChild(cell);
      }
    }
    this.drawArrows();
  }

  click(name) {
    if (this.selected) {
      const moves = this.legal.filter((m) => m.from === this.selected && m.to === name);
      if (moves.length) {
        // A promotion offers four moves: the queen's unless the player chose otherwise.
        const move = moves.find((m) => /=Q/.test(m.move)) || moves[0];
        this.selected = null;
        this.onMove(move.move);
        return;
      }
    }
    this.selected = this.legal.some((m) => m.from === name) ? name : null;
    this.draw();
  }

  centre(name) {
    for (let row = 0; row < 8; ++row) for (let column = 0; column < 8; ++column) {
      if (squareName(this.game, row, column) !== name) continue;
      const shownRow = this.flipped ? 7 - row : row, shownColumn = this.flipped ? 7 - column : column;
      return [shownColumn * 56 + 28, shownRow * 56 + 28];
    }
    return null;
  }

  // The tactic line: the engine's moves in blue, the expected replies in orange.
  showLine(line) {
    this.arrows = line || [];
    this.drawArrows();
  }

  drawArrows() {
    const old = this.element.querySelector('svg.arrows');
    if (old) old.remove();
    if (!this.arrows.length) return;
    let svg = '<svg class="arrows" viewBox="0 0 448 448" xmlns="http://www.w3.org/2000/svg">' +
      '<defs><marker id="head-0" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto"><path d="M0,0 L4,2 L0,4 z" fill="#1a5fb4"/></marker>' +
      '<marker id="head-1" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto"><path d="M0,0 L4,2 L0,4 z" fill="#e66100"/></marker></defs>';
    this.arrows.forEach((step, index) => {
      const from = this.centre(step.from), to = this.centre(step.to);
      if (!from || !to) return;
      const colour = index % 2 === 0 ? '#1a5fb4' : '#e66100';
      svg += `<line class="arrow" data-move="${escapeText(step.move)}" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}" stroke="${colour}" stroke-width="7" stroke-opacity="0.75" marker-end="url(#head-${index % 2})"/>`;
    });
    this.element.insertAdjacentHTML('beforeend', svg + '</svg>');
  }
}

function candidatesTable(table, candidates) {
  let html = '<tr><th>candidate</th><th>for goal</th><th>value</th><th>verdict</th><th>core score</th><th>reply</th></tr>';
  for (const c of candidates || []) {
    html += `<tr class="candidate ${escapeText(c.verdict || '')}"><td>${escapeText(c.move)}</td><td>${escapeText(c.goal || '')}</td>` +
      `<td>${Number(c.value || 0).toFixed(2)}</td><td title="${escapeText(c.reason || '')}">${escapeText(c.verdict || '')}</td>` +
      `<td>${escapeText(c.score_text || '')}</td><td>${escapeText(c.reply || '')}</td></tr>`;
  }
  table.innerHTML = html;
}

// ---- Play --------------------------------------------------------------------------------------

const play = { id: null, state: null, board: null, thinking: false };

function playStatus(text, error) {
  $('status').textContent = text;
  $('status').className = error ? 'error-text' : '';
}

function showState(state) {
  play.state = state;
  play.board.set(state.game, state.fen, state.person_to_move ? state.legal_moves : [], state.last_move);
  const list = $('moves');
  list.innerHTML = '';
  for (const move of state.moves) {
    const item = document.createElement('li');
    item.textContent = move.move + (move.by_engine ? ' *' : '');
    item.dataset.ply = move.ply;
    if (move.by_engine) {
      item.className = 'engine';
      item.title = move.summary;
      item.addEventListener('click', () => showDecision(move.ply));
    }
    list.appendChild(item);
  }
  if (state.over) playStatus(`Game over: ${state.result} (${state.termination})` + (state.stored_as ? `; stored as game ${state.stored_as}` : ''));
  else if (state.person_to_move) playStatus(`${state.side_to_move} to move: your move`);
  else playStatus(`${state.side_to_move} to move: the engine`);
}

// The decision shown is the one asked for last: a slower answer to an earlier request (the engine's
// latest move, shown on its own, while the person clicks another) is set aside, not drawn over it.
let decisionShown = 0;

async function showDecision(ply) {
  const request = ++decisionShown;
  const decision = await api('GET', `/api/play/${play.id}/decisions/${ply}`);
  if (request !== decisionShown) return;
  for (const item of $('moves').children) item.classList.toggle('shown', Number(item.dataset.ply) === ply);
  $('summary').textContent = `Ply ${ply}: ${decision.summary}`;
  candidatesTable($('candidates'), decision.candidates);
  // A tactic line starts from the position its move was chosen in: for an earlier move that position
  // is shown (no move can be made on it) until the person goes back to the game.
  const moves = play.state.moves;
  const latest = moves.length ? moves[moves.length - 1].ply : -1;
  if (ply === latest) {
    const state = play.state;
    play.board.set(state.game, state.fen, state.person_to_move ? state.legal_moves : [], state.last_move);
  } else {
    play.board.set(play.state.game, decision.fen_before, [], null);
    const back = document.createElement('button');
    back.id = 'back-to-game';
    back.textContent = 'back to the game';
    back.addEventListener('click', () => showState(play.state));
    $('summary').append(' (the board shows the position it was chosen in) ', back);
  }
  play.board.showLine(decision.plan);
  const net = $('net');
  net.innerHTML = '';
  net.dataset.ply = ply;
  if (decision.trace) {
    try {
      const drawing = await api('GET', `/api/play/${play.id}/decisions/${ply}/net.svg`);
      if (request === decisionShown) net.innerHTML = drawing;
    } catch (error) {
      if (request === decisionShown) net.textContent = error.message;
    }
  } else {
    net.textContent = 'The alpha-beta engine keeps no goal net: its reason is its search score.';
  }
}

async function pollProgress(id) {
  while (play.thinking && play.id === id) {
    try {
      const progress = await api('GET', `/api/play/${id}/progress`);
      if (progress.thinking)
        $('progress').textContent = `thinking ${progress.elapsed_ms} ms: ${progress.nodes} nodes` +
          (progress.candidate ? `, checking candidate ${progress.number} ${progress.candidate} at depth ${progress.depth}` : '');
    } catch (error) { /* the game may have been replaced */ }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  $('progress').textContent = '';
}

async function engineMoves() {
  while (play.state && !play.state.over && !play.state.person_to_move) {
    const id = play.id;
    play.thinking = true;
    pollProgress(id);
    let state;
    try {
      state = await api('POST', `/api/play/${id}/engine`);
    } finally {
      play.thinking = false;
    }
    if (play.id !== id) return;
    showState(state);
    const last = state.moves[state.moves.length - 1];
    if (last && last.by_engine) await showDecision(last.ply);
  }
}

async function personMove(move) {
  try {
    showState(await api('POST', `/api/play/${play.id}/move`, { move }));
    await engineMoves();
  } catch (error) {
    playStatus(error.message, true);
  }
}

async function newGame(extra) {
  const request = Object.assign({
    game: $('game-select').value,
    side: $('side-select').value,
    engine: $('engine-select').value,
    nodes: Number($('nodes-input').value),
    movetime_ms: Number($('movetime-input').value),
  }, extra || {});
  if (!request.rules && $('rules-select').value) request.rules = $('rules-select').value;
  try {
    const state = await api('POST', '/api/play', request);
    play.id = state.id;
    $('summary').textContent = 'Click an engine move to see its reasons.';
    $('candidates').innerHTML = '';
    $('net').innerHTML = '';
    showState(state);
    await engineMoves();
  } catch (error) {
    playStatus(error.message, true);
  }
}

async function fillRuleChoices() {
  const info = await api('GET', '/api/info');
  const game = $('game-select').value;
  $('rules-select').innerHTML = info.rules.filter((path) => path.startsWith(game + '/'))
    .map((path) => `<option${path === game + '/newell.nwl' ? ' selected' : ''}>${escapeText(path)}</option>`).join('');
  $('rule-file').innerHTML = info.rules.map((path) => `<option>${escapeText(path)}</option>`).join('');
}

// ---- Analyse ------------------------------------------------------------------------------------

const analysis = { board: null, start: '', plies: [], at: 0, game: 'chess' };

function analysedFen() {
  return analysis.at === 0 ? analysis.start : analysis.plies[analysis.at - 1].fen;
}

function showAnalysedPly() {
  const last = analysis.at === 0 ? null : analysis.plies[analysis.at - 1];
  analysis.board.set(analysis.game, analysedFen(), [], last);
  $('analyse-ply').textContent = `ply ${analysis.at} of ${analysis.plies.length}` + (last ? ` (${last.move})` : '');
}

async function readAnalysedGame() {
  try {
    const answer = await api('POST', '/api/analyse/read',
      { game: $('analyse-game').value, fen: $('analyse-fen').value.trim(), text: $('analyse-text').value });
    analysis.game = answer.game;
    analysis.start = answer.start_fen;
    analysis.plies = answer.plies;
    analysis.at = answer.plies.length;
    $('analyse-status').textContent = '';
    showAnalysedPly();
  } catch (error) {
    $('analyse-status').textContent = error.message;
    $('analyse-status').className = 'error-text';
  }
}

async function explainAnalysed() {
  $('analyse-summary').textContent = 'thinking...';
  try {
    const answer = await api('POST', '/api/analyse/explain', { game: analysis.game, fen: analysedFen() });
    $('analyse-summary').textContent = answer.summary;
    candidatesTable($('analyse-candidates'), answer.candidates);
    $('analyse-net').innerHTML = answer.svg || escapeText(answer.net_problem);
    analysis.board.showLine(answer.plan);
  } catch (error) {
    $('analyse-summary').textContent = error.message;
  }
}

async function whyNot() {
  try {
    const answer = await api('POST', '/api/analyse/why-not',
      { game: analysis.game, fen: analysedFen(), move: $('why-not-move').value.trim() });
    $('analyse-summary').textContent = `${answer.move}: ${answer.verdict}; ${answer.reason}` +
      (answer.reply ? `; the core answers ${answer.reply} (${answer.score_text} for the mover)` : '') +
      `. The engine plays ${answer.chosen}.`;
  } catch (error) {
    $('analyse-summary').textContent = error.message;
  }
}

async function evaluationGraph() {
  const positions = [analysis.start].concat(analysis.plies.map((p) => p.fen));
  const answer = await api('POST', '/api/analyse/evaluate', { game: analysis.game, positions, nodes: 3000 });
  const scores = answer.scores.map((s) => (s === null ? 0 : Math.max(-800, Math.min(800, s))));
  const width = 448, height = 140, step = width / Math.max(1, scores.length - 1);
  const points = scores.map((s, i) => `${(i * step).toFixed(1)},${(height / 2 - s * height / 1600).toFixed(1)}`).join(' ');
  $('eval-graph').innerHTML = `<svg width="${width}" height="${height}" style="background:#fff;border:1px solid #ccc">` +
    `<line x1="0" y1="${height / 2}" x2="${width}" y2="${height / 2}" stroke="#aaa"/>` +
    `<polyline fill="none" stroke="#1a5fb4" stroke-width="2" points="${points}"/></svg>` +
    '<div>the core\'s score for the first side, by ply (capped at 8 pawns / men)</div>';
}

async function fillStoredGames() {
  const answer = await api('GET', '/api/games');
  $('stored-games').innerHTML = '<option value="">(none)</option>' + answer.games.map((g) =>
    `<option value="${g.id}">${g.id}: ${escapeText(g.kind)} ${escapeText(g.first_player)} - ${escapeText(g.second_player)} ${escapeText(g.result)}</option>`).join('');
}

async function openStoredGame(id) {
  if (!id) return;
  const game = await api('GET', `/api/games/${id}`);
  $('analyse-game').value = game.game;
  $('analyse-fen').value = game.start_fen;
  $('analyse-text').value = game.moves.map((m) => m.move).join(' ');
  await readAnalysedGame();
}

// ---- Rules ----------------------------------------------------------------------------------------

let checkTimer = null;

function numberLines(diagnostics) {
  const count = $('rule-text').value.split('\n').length;
  const marked = new Map();
  for (const d of diagnostics || []) if (d.line) marked.set(d.line, d.message);
  let html = '';
  for (let line = 1; line <= count; ++line) {
    html += marked.has(line) ? `<span class="error" data-line="${line}" title="${escapeText(marked.get(line))}">${line}</span>\n` : `${line}\n`;
  }
  $('rule-lines').innerHTML = html;
  $('rule-lines').scrollTop = $('rule-text').scrollTop;
}

async function checkRules() {
  const path = $('rule-file').value;
  try {
    const answer = await api('POST', '/api/rules/check', { path, text: $('rule-text').value });
    const list = $('diagnostics');
    list.innerHTML = '';
    if (answer.ok && answer.diagnostics.length === 0) list.innerHTML = '<li class="clean">no errors</li>';
    for (const d of answer.diagnostics) {
      const item = document.createElement('li');
      item.className = d.severity;
      item.dataset.line = d.line;
      item.dataset.column = d.column;
      item.textContent = `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}` + (d.hint ? ` (${d.hint})` : '');
      list.appendChild(item);
    }
    numberLines(answer.diagnostics.filter((d) => d.file === path));
  } catch (error) {
    $('diagnostics').innerHTML = `<li class="error">${escapeText(error.message)}</li>`;
  }
}

async function openRuleFile() {
  const answer = await api('POST', '/api/rules/read', { path: $('rule-file').value });
  $('rule-text').value = answer.text;
  numberLines([]);
  await checkRules();
}

async function ruleAction(kind) {
  const path = $('rule-file').value, text = $('rule-text').value;
  const game = path.split('/')[0];
  try {
    if (kind === 'save') {
      const answer = await api('POST', '/api/rules/save', { path, text });
      $('rule-status').textContent = `saved ${answer.saved}` + (answer.ok ? '' : ' (with errors)');
    } else if (kind === 'try') {
      $('rule-answer').textContent = 'thinking...';
      const answer = await api('POST', '/api/rules/try', { game, fen: $('rule-fen').value.trim(), rules: path, rules_text: text });
      $('rule-answer').textContent = `The edited rules play ${answer.move}: ${answer.summary}`;
    } else {
      $('game-select').value = game;
      switchTab('play');
      await newGame({ game, rules: path, rules_text: text });
    }
  } catch (error) {
    $('rule-answer').textContent = error.message;
  }
}

// ---- Experiments ----------------------------------------------------------------------------------

async function fillExperiments() {
  const answer = await api('GET', '/api/experiments');
  const list = $('experiment-list');
  list.innerHTML = answer.experiments.length ? '' : '<li>no experiments stored</li>';
  for (const e of answer.experiments) {
    const item = document.createElement('li');
    item.textContent = `${e.id}: ${e.name} (${e.kind}, ${e.status}, ${e.series.length} curves)`;
    item.addEventListener('click', () => plotExperiment(e));
    list.appendChild(item);
  }
}

function plotExperiment(experiment) {
  const colours = ['#1a5fb4', '#e66100', '#26a269', '#a51d2d', '#613583', '#865e3c'];
  let svg = '';
  experiment.series.forEach((series, index) => {
    const xs = series.points.map((p) => p[0]), ys = series.points.map((p) => p[1]);
    if (!xs.length) return;
    const minX = Math.min(...xs), maxX = Math.max(...xs) || 1, minY = Math.min(...ys), maxY = Math.max(...ys);
    const points = series.points.map((p) => `${(20 + 560 * (p[0] - minX) / ((maxX - minX) || 1)).toFixed(1)},` +
      `${(190 - 170 * (p[1] - minY) / ((maxY - minY) || 1)).toFixed(1)}`).join(' ');
    svg += `<svg width="600" height="210" style="background:#fff;border:1px solid #ccc;margin:4px"><text x="20" y="14">${escapeText(series.name)} (${minY.toFixed(3)} to ${maxY.toFixed(3)})</text>` +
      `<polyline fill="none" stroke="${colours[index % colours.length]}" stroke-width="2" points="${points}"/></svg>`;
  });
  $('experiment-plot').innerHTML = svg || 'no results recorded';
}

// ---- Tabs and start ---------------------------------------------------------------------------------

function switchTab(name) {
  for (const panel of document.querySelectorAll('.panel')) panel.classList.toggle('active', panel.id === name);
  for (const tab of document.querySelectorAll('.tab')) tab.classList.toggle('active', tab.dataset.tab === name);
  if (name === 'analyse') fillStoredGames().catch(() => {});
  if (name === 'experiments') fillExperiments().catch((error) => { $('experiment-list').textContent = error.message; });
}

window.addEventListener('DOMContentLoaded', async () => {
  play.board = new Board($('board'), personMove);
  analysis.board = new Board($('analyse-board'), () => {});
  for (const tab of document.querySelectorAll('.tab')) tab.addEventListener('click', () => switchTab(tab.dataset.tab));
  $('new-game').addEventListener('click', () => newGame());
  $('game-select').addEventListener('change', () => fillRuleChoices());
  $('flip').addEventListener('click', () => { play.board.flipped = !play.board.flipped; play.board.draw(); });
  $('undo').addEventListener('click', async () => {
    try { showState(await api('POST', `/api/play/${play.id}/undo`)); } catch (error) { playStatus(error.message, true); }
  });
  $('resign').addEventListener('click', async () => {
    try { showState(await api('POST', `/api/play/${play.id}/resign`)); } catch (error) { playStatus(error.message, true); }
  });
  $('analyse-read').addEventListener('click', readAnalysedGame);
  $('analyse-back').addEventListener('click', () => { if (analysis.at > 0) { --analysis.at; showAnalysedPly(); } });
  $('analyse-forward').addEventListener('click', () => { if (analysis.at < analysis.plies.length) { ++analysis.at; showAnalysedPly(); } });
  $('analyse-explain').addEventListener('click', explainAnalysed);
  $('why-not').addEventListener('click', whyNot);
  $('analyse-evaluate').addEventListener('click', () => evaluationGraph().catch((error) => { $('eval-graph').textContent = error.message; }));
  $('stored-games').addEventListener('change', () => openStoredGame($('stored-games').value));
  $('rule-file').addEventListener('change', openRuleFile);
  $('rule-text').addEventListener('input', () => {
    numberLines([]);
    clearTimeout(checkTimer);
    checkTimer = setTimeout(checkRules, 300);
  });
  $('rule-text').addEventListener('scroll', () => { $('rule-lines').scrollTop = $('rule-text').scrollTop; });
  $('rule-save').addEventListener('click', () => ruleAction('save'));
  $('rule-try').addEventListener('click', () => ruleAction('try'));
  $('rule-play').addEventListener('click', () => ruleAction('play'));
  switchTab('play');
  await fillRuleChoices();
  readAnalysedGame();
  openRuleFile().catch(() => {});
  await newGame();
});
