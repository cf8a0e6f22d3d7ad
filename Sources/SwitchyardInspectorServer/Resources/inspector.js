"use strict";
const token = new URLSearchParams(location.search).get("token") || "";
const ROW = 24;
const $ = (id) => document.getElementById(id);
const ui = { stores: $("sy-stores"), graph: $("sy-graph"), details: $("sy-details"), log: $("sy-log"),
  spacer: $("sy-log-spacer"), timeline: $("sy-timeline"), position: $("sy-position"), status: $("sy-status"),
  follow: $("sy-follow"), exportLink: $("sy-export") };
const model = { version: -1, summaries: [], storeID: null, messages: [], stateAt: [], drawingVersion: -1,
  selected: -1, lit: [], loading: false, loadingDrawing: -1 };

function api(path) {
  const separator = path.includes("?") ? "&" : "?";
  return path + separator + "token=" + encodeURIComponent(token);
}
async function getJSON(path) {
  const response = await fetch(api(path), { cache: "no-store" });
  if (!response.ok) throw new Error(path + ": HTTP " + response.status);
  return response.json();
}

// A poll can fail on a healthy server (a proxy's or the server's own request timeout, a dropped
// connection): the page retries at once, then after a second, and calls the server unreachable only when
// `unreachableAfter` polls in a row have failed.
const unreachableAfter = 3;
async function poll() {
  let failures = 0;
  for (;;) {
    try {
      const since = model.version < 0 ? "" : "?since=" + model.version;
      const answer = await getJSON("/api/v1/stores" + since);
      failures = 0;
      model.version = answer.version;
      model.summaries = answer.stores;
      await refresh();
      showStatus(statusText());
    } catch (error) {
      failures += 1;
      if (failures >= unreachableAfter) showStatus("server unreachable: " + error.message);
      if (failures > 1) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

// Every status shown, in order (the page's tests read it).
const statuses = [];
function showStatus(text) {
  if (statuses[statuses.length - 1] !== text) statuses.push(text);
  ui.status.textContent = text;
}

function statusText() {
  const summary = current();
  if (!summary) return "waiting for stores";
  const parts = [summary.connected ? "live" : "not connected", summary.count + " messages"];
  if (summary.dropped > 0) parts.push(summary.dropped + " dropped");
  return parts.join(" · ");
}
function current() { return model.summaries.find((s) => s.id === model.storeID); }

async function refresh() {
  const known = new Set([...ui.stores.options].map((o) => o.value));
  for (const summary of model.summaries) {
    if (!known.has(summary.id)) {
      const option = document.createElement("option");
      option.value = summary.id;
      ui.stores.appendChild(option);
    }
    const option = [...ui.stores.options].find((o) => o.value === summary.id);
    option.textContent = summary.name + (summary.connected ? "" : " (ended)");
  }
  if (!model.storeID && model.summaries.length > 0) await choose(model.summaries[0].id);
  const summary = current();
  if (!summary) return;
  await loadMessages(summary);
  render();
  // The graph is laid out on the server (seconds for a large one): the log is usable meanwhile.
  if (summary.drawingVersion !== model.drawingVersion && summary.drawingVersion !== model.loadingDrawing) {
    loadGraph(summary)
      .then(() => { if (model.storeID === summary.id) render(); })
      .catch((error) => { showStatus("cannot load the graph: " + error.message); });
  }
}

async function choose(id) {
  model.storeID = id;
  ui.stores.value = id;
  model.messages = []; model.stateAt = []; model.selected = -1; model.drawingVersion = -1; model.lit = [];
  model.loadingDrawing = -1;
  ui.exportLink.href = api("/api/v1/stores/" + encodeURIComponent(id) + "/export");
}

async function loadMessages(summary) {
  while (model.messages.length < summary.count) {
    const from = model.messages.length;
    const page = await getJSON("/api/v1/stores/" + encodeURIComponent(summary.id) + "/messages?from=" + from
      + "&limit=20000");
    if (page.length === 0) break;
    for (const message of page) {
      const index = model.messages.length;
      model.messages.push(message);
      const carries = message.state !== undefined || message.nodes !== undefined;
      model.stateAt.push(carries ? index : (index > 0 ? model.stateAt[index - 1] : -1));
    }
  }
}

async function loadGraph(summary) {
  const version = summary.drawingVersion;
  model.loadingDrawing = version;
  if (!ui.graph.querySelector("svg")) {
    const message = document.createElement("div");
    message.className = "message";
    message.textContent = "laying out the graph…";
    ui.graph.replaceChildren(message);
  }
  let response, text;
  try {
    response = await fetch(api("/api/v1/stores/" + encodeURIComponent(summary.id) + "/graph.svg"),
      { cache: "no-store" });
    text = await response.text();
  } finally {
    if (model.loadingDrawing === version) model.loadingDrawing = -1;
  }
  if (model.storeID !== summary.id) return;
  if (response.ok) {
    const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
    const svg = parsed.documentElement;
    ui.graph.replaceChildren(document.importNode(svg, true));
  } else {
    const message = document.createElement("div");
    message.className = "message";
    message.textContent = text;
    ui.graph.replaceChildren(message);
  }
  model.drawingVersion = version;
  model.lit = [];
}

function shownIndex() {
  if (model.messages.length === 0) return -1;
  return model.selected >= 0 ? model.selected : model.messages.length - 1;
}

function render() {
  const count = model.messages.length;
  ui.timeline.max = String(Math.max(0, count - 1));
  if (ui.follow.checked) model.selected = -1;
  const index = shownIndex();
  ui.timeline.value = String(Math.max(0, index));
  ui.position.textContent = count === 0 ? "" : (index + 1) + " / " + count;
  ui.spacer.style.height = (count * ROW) + "px";
  light(index);
  renderRows();
  renderDetails(index);
  document.body.dataset.selected = String(index);
  document.body.dataset.count = String(count);
}

function light(index) {
  const at = index >= 0 ? model.stateAt[index] : -1;
  const nodes = at >= 0 ? (model.messages[at].nodes || []) : [];
  const svg = ui.graph.querySelector("svg");
  for (const element of ui.graph.querySelectorAll(".lit")) element.classList.remove("lit");
  const lit = [];
  if (svg) {
    for (const id of nodes) {
      const element = svg.querySelector('[id="' + CSS.escape(id) + '"]');
      if (element) { element.classList.add("lit"); lit.push(id); }
    }
  }
  // When what is lit changes, the innermost lit node is scrolled into view (a large graph is bigger
  // than its pane); otherwise the user's scrolling is left alone.
  const changed = lit.join("\n") !== model.lit.join("\n");
  model.lit = lit;
  document.body.dataset.lit = nodes.join("\n");
  if (changed && lit.length > 0) {
    const inner = svg.querySelector('[id="' + CSS.escape(lit[lit.length - 1]) + '"]');
    if (inner && inner.scrollIntoView) inner.scrollIntoView({ block: "nearest", inline: "nearest" });
  }
}

function renderRows() {
  const count = model.messages.length;
  const top = ui.log.scrollTop;
  const first = Math.max(0, Math.floor(top / ROW) - 5);
  const last = Math.min(count, Math.ceil((top + ui.log.clientHeight) / ROW) + 5);
  const selected = shownIndex();
  const rows = [];
  for (let position = first; position < last; position++) {
    const index = count - 1 - position; // newest first
    const message = model.messages[index];
    const row = document.createElement("div");
    row.className = "row " + message.type + (message.step === "ignored" ? " ignored" : "")
      + (index === selected ? " selected" : "");
    row.style.top = (position * ROW) + "px";
    row.dataset.index = String(index);
    const seq = document.createElement("span"); seq.className = "seq"; seq.textContent = "#" + message.seq;
    const kind = document.createElement("span"); kind.className = "kind"; kind.textContent = message.type;
    const name = document.createElement("span"); name.className = "name"; name.textContent = describe(message);
    row.append(seq, kind, name);
    if (message.step) {
      const badge = document.createElement("span"); badge.className = "badge"; badge.textContent = message.step;
      row.append(badge);
    }
    if (message.dropped) {
      const badge = document.createElement("span"); badge.className = "badge";
      badge.textContent = message.dropped + " dropped before"; row.append(badge);
    }
    rows.push(row);
  }
  ui.spacer.replaceChildren(...rows);
}

function describe(message) {
  switch (message.type) {
    case "hello": return "connected: " + (message.name || "");
    case "event": return message.event || "";
    case "effect": return "effect " + (message.effect || "(no id)") + " " + message.change;
    case "goodbye": return "disconnected";
    default: return message.type;
  }
}

function renderDetails(index) {
  ui.details.replaceChildren();
  if (index < 0) return;
  const message = model.messages[index];
  const at = model.stateAt[index];
  const heading = document.createElement("h2");
  heading.id = "sy-heading";
  heading.textContent = describe(message) + (message.step ? " (" + message.step + ")" : "");
  ui.details.append(heading);
  const after = at >= 0 ? model.messages[at].state || "" : "";
  if (message.type === "event") {
    const previous = index > 0 ? model.stateAt[index - 1] : -1;
    const before = previous >= 0 ? model.messages[previous].state || "" : "";
    const title = document.createElement("h2");
    title.textContent = before === after ? "state (unchanged)" : "state: before → after";
    ui.details.append(title, diff(before, after));
  } else {
    const title = document.createElement("h2"); title.textContent = "state";
    const pre = document.createElement("pre"); pre.id = "sy-state"; pre.textContent = after;
    ui.details.append(title, pre);
  }
}

// A line diff (longest common subsequence); very long states fall back to comparing line by line.
function diff(before, after) {
  const a = before.split("\n"), b = after.split("\n");
  const pre = document.createElement("pre");
  pre.id = "sy-state";
  const out = [];
  if (a.length * b.length > 4000000) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (a[i] === b[i]) out.push([" ", a[i]]);
      else { if (a[i] !== undefined) out.push(["-", a[i]]); if (b[i] !== undefined) out.push(["+", b[i]]); }
    }
  } else {
    const n = a.length, m = b.length;
    const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    let i = 0, j = 0;
    while (i < n && j < m) {
      if (a[i] === b[j]) { out.push([" ", a[i]]); i++; j++; }
      else if (table[i + 1][j] >= table[i][j + 1]) out.push(["-", a[i++]]);
      else out.push(["+", b[j++]]);
    }
    while (i < n) out.push(["-", a[i++]]);
    while (j < m) out.push(["+", b[j++]]);
  }
  for (const [mark, text] of out) {
    const line = document.createElement("div");
    if (mark === "-") line.className = "del"; else if (mark === "+") line.className = "ins";
    line.textContent = mark + " " + text;
    pre.append(line);
  }
  return pre;
}

function select(index) {
  model.selected = Math.max(0, Math.min(model.messages.length - 1, index));
  ui.follow.checked = model.selected === model.messages.length - 1;
  if (ui.follow.checked) model.selected = -1;
  render();
}

// Scrolls the log so that the row of message `index` is in view (the slider can select any of them).
function reveal(index) {
  const top = (model.messages.length - 1 - index) * ROW;
  if (top < ui.log.scrollTop || top + ROW > ui.log.scrollTop + ui.log.clientHeight) {
    ui.log.scrollTop = Math.max(0, top - Math.floor(ui.log.clientHeight / 2));
    renderRows();
  }
}

ui.timeline.addEventListener("input", () => { select(Number(ui.timeline.value)); reveal(shownIndex()); });
ui.log.addEventListener("scroll", () => requestAnimationFrame(renderRows));
ui.log.addEventListener("click", (event) => {
  const row = event.target.closest(".row");
  if (row) select(Number(row.dataset.index));
});
ui.follow.addEventListener("change", () => { if (ui.follow.checked) { model.selected = -1; render(); } });
ui.stores.addEventListener("change", async () => { await choose(ui.stores.value); await refresh(); });
window.switchyardInspector = { model, select, lit: () => model.lit.slice(), statuses: () => statuses.slice() };
poll();
