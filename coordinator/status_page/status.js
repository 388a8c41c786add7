// The coordinator's status page: polls /api/jobs, /api/workers and /api/caches every
// second (and /api/job/ID for the jobs it shows) and redraws. Every text from the farm
// (job labels, errors, worker names) goes into the page through text nodes, never as
// markup: a label "<script>" reads as "<script>".
"use strict";

const POLL_MS = 1000;
const ENDED = new Set(["done", "failed", "cancelled"]);
const details = new Map();  // job id -> its /api/job/ID answer (kept once the job ended)

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value !== undefined && value !== null) node.setAttribute(key, String(value));
  }
  for (const child of children) {
    if (child === undefined || child === null) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function table(headers, rows, attrs) {
  const head = el("tr", {}, ...headers.map((h) => el("th", {}, h)));
  return el("table", attrs, el("thead", {}, head), el("tbody", {}, ...rows));
}

function seconds(value) {
  const s = Number(value);
  if (!isFinite(s)) return "-";
  if (s < 10) return s.toFixed(2) + " s";
  if (s < 120) return s.toFixed(1) + " s";
  return Math.floor(s / 60) + " min " + Math.round(s % 60) + " s";
}

function bytes(value) {
  let n = Number(value);
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let unit = 0;
  while (n >= 1024 && unit < units.length - 1) {
    n /= 1024;
    unit++;
  }
  return (unit === 0 ? n : n.toFixed(1)) + " " + units[unit];
}

function bar(done, total) {
  const fraction = total > 0 ? Math.min(1, done / total) : 0;
  const inner = el("span");
  inner.style.width = (100 * fraction).toFixed(1) + "%";
  return el("span", { class: "bar", title: done + "/" + total }, inner);
}

function stateBadge(state, id) {
  return el("span", { class: "state " + state, id: id }, state);
}

// An error's text as the user wrote their files: the coordinator writes the job's source
// directory "$SRC/".
function userText(text) {
  return String(text || "").split("$SRC/").join("");
}

// "file.py:12" locations in an error's text.
function locations(text) {
  const found = [];
  const pattern = /([A-Za-z0-9_.\/-]+\.py):(\d+)/g;
  let m;
  while ((m = pattern.exec(text)) !== null) {
    const where = m[1] + ":" + m[2];
    if (!found.includes(where)) found.push(where);
  }
  return found;
}

// ---- jobs ----

function phaseRows(job, events) {
  const rows = [];
  const endOf = (scope, from) => {
    for (let i = from + 1; i < events.length; i++) {
      const e = events[i];
      if (scope < 0 && (e.kind === "PHASE" && e.cell < 0 || e.kind.startsWith("JOB_"))) return e.time;
      if (scope >= 0 && e.cell === scope &&
          (e.kind === "CELL_DONE" || e.kind === "CELL_FAILED" || e.kind === "JOB_CANCELLED"))
        return e.time;
    }
    return null;
  };
  events.forEach((e, i) => {
    if (e.kind !== "PHASE") return;
    const end = endOf(e.cell, i);
    const name = e.cell >= 0 ? e.text + " (cell " + e.cell + ")" : e.text;
    rows.push(el("tr", { class: "phase" },
      el("td", {}, name),
      el("td", { class: "num" }, "+" + seconds(e.time - job.created)),
      el("td", { class: "num" }, end === null ? "running" : seconds(end - e.time))));
  });
  return rows;
}

function cellRows(entry, ended) {
  const job = entry.job;
  return job.cells.map((cell, i) => {
    const base = "job-" + job.id + "-cell-" + cell.index;
    const built = cell.state === "done" ? "built" : cell.state;
    const shards = cell.shards_done + "/" + cell.shards_total;
    return el("tr", { class: "cell", id: base },
      el("td", { class: "num" }, cell.index),
      el("td", { class: "label" }, entry.cell_labels[i] || "default"),
      el("td", {}, stateBadge(ended ? built : cell.state, base + "-state")),
      el("td", { class: "num" },
        el("span", { id: base + "-shards", class: "shards" }, shards), " ",
        bar(cell.shards_done, cell.shards_total),
        cell.shards_cached > 0 ? el("span", { class: "dim" }, " (" + cell.shards_cached + " cached)") : null),
      el("td", { class: "num" }, cell.state === "done" || cell.backend_seconds > 0 ? seconds(cell.backend_seconds) : "-"),
      el("td", { class: "num" }, cell.state !== "done" ? "-" :
        cell.options.c_only ? "(C only)" :
        bytes(cell.executable_size) + (cell.link_cached ? " (link cache)" : "")));
  });
}

function jobBox(entry) {
  const job = entry.job;
  const ended = ENDED.has(job.state);
  let done = 0, total = 0;
  for (const cell of job.cells) {
    done += cell.shards_done;
    total += cell.shards_total;
  }
  const head = el("div", { class: "job-head" },
    el("span", { class: "job-id" }, "#" + job.id),
    el("span", { class: "label", id: "job-" + job.id + "-label" }, job.label),
    stateBadge(job.state, "job-" + job.id + "-state"),
    el("span", {}, "shards ", el("span", { id: "job-" + job.id + "-shards" }, done + "/" + total),
      " ", bar(done, total)),
    el("span", { class: "dim" }, job.cells.length + " cell(s) · " + job.kind +
      (job.frontend_seconds > 0 ? " · front-end " + seconds(job.frontend_seconds) : "") +
      " · submitted " + seconds(Date.now() / 1000 - job.created) + " ago"));
  const cellTable = table(["cell", "options", ended ? "result" : "state", "shards",
                           "back-end", "executable"],
                          cellRows(entry, ended),
                          { class: ended ? "results" : "cells", id: "job-" + job.id + "-cells" });
  const blocks = [el("div", {}, el("h3", {}, ended ? "Results" : "Cells"), cellTable)];
  const detail = details.get(job.id);
  if (detail) {
    const rows = phaseRows(job, detail.events);
    if (rows.length > 0) {
      blocks.push(el("div", {}, el("h3", {}, "Phases"),
        table(["phase", "started", "took"], rows, { class: "phases", id: "job-" + job.id + "-phases" })));
    }
  }
  return el("div", { class: "job " + job.state, id: "job-" + job.id }, head, errorBlock(entry),
            el("div", { class: "tables" }, ...blocks));
}

// The job's errors (its front-end's, its cells'), each with the source locations it names.
function errorBlock(entry) {
  const job = entry.job;
  const boxes = [];
  const add = (where, text) => {
    const message = userText(text);
    boxes.push(el("div", { class: "error" },
      el("div", {},
        where ? el("span", { class: "dim" }, where + " ") : null,
        ...locations(message).map((p) => el("span", { class: "where" }, p))),
      el("pre", {}, message)));
  };
  if (job.error) add("", job.error);
  job.cells.forEach((cell, i) => {
    if (cell.error) add("cell " + cell.index + " (" + (entry.cell_labels[i] || "default") + ")", cell.error);
  });
  if (boxes.length === 0) return null;
  return el("div", { class: "errors", id: "job-" + job.id + "-errors" }, el("h3", {}, "Errors"), ...boxes);
}

// ---- workers and caches ----

// A worker's load is its leases over its slots: a worker keeps one shard waiting per slot
// beside the one it runs, so a busy worker shows up to twice its slots.
function workerRows(answer) {
  return (answer.list.workers || []).map((w) => el("tr", { class: "worker", id: "worker-" + w.id },
    el("td", { title: w.toolchain }, w.name),
    el("td", { class: w.alive ? "alive" : "dead" }, w.alive ? "● alive" : "○ lost"),
    el("td", { class: "num" }, seconds(w.last_seen) + " ago"),
    el("td", { class: "num" }, w.running + " / " + w.cores, " ", bar(w.running, 2 * w.cores)),
    el("td", { class: "num" }, w.shards_done)));
}

function cacheRows(c) {
  const ratio = (hits, of) => of > 0 ? " (" + Math.round(100 * hits / of) + "%)" : "";
  return [
    el("tr", {}, el("td", {}, "shard cache"),
      el("td", { id: "cache-shard" }, c.shard_hits + " hits / " + c.shard_lookups + " lookups" +
        ratio(c.shard_hits, c.shard_lookups) + "; " + c.shards_ran + " shards ran on workers")),
    el("tr", {}, el("td", {}, "link cache"),
      el("td", { id: "cache-link" }, c.link_hits + " hits / " + c.links + " links" + ratio(c.link_hits, c.links))),
    el("tr", {}, el("td", {}, "blob store"),
      el("td", { id: "cache-blobs" }, c.blobs + " blobs, " + bytes(c.blob_bytes))),
  ];
}

// ---- polling ----

async function getJson(path) {
  const response = await fetch(path, { cache: "no-store" });
  if (!response.ok) throw new Error(path + ": HTTP " + response.status);
  return response.json();
}

async function refresh() {
  const [jobs, workers, caches] = await Promise.all(
    [getJson("/api/jobs"), getJson("/api/workers"), getJson("/api/caches")]);
  // The phases of every job shown: again while it runs, once when it has ended.
  await Promise.all(jobs.jobs.map(async (entry) => {
    const known = details.get(entry.job.id);
    if (known && ENDED.has(known.job.state)) return;
    try {
      const detail = await getJson("/api/job/" + entry.job.id);
      details.set(entry.job.id, { job: detail.job, events: detail.events });
    } catch (e) {
      // shown on the next poll
    }
  }));
  const jobsBox = document.getElementById("jobs");
  jobsBox.replaceChildren(...(jobs.jobs.length ? jobs.jobs.map(jobBox) :
                                [el("p", { class: "dim" }, "no job yet")]));
  document.getElementById("jobs-count").textContent =
    jobs.total > jobs.jobs.length ? "(newest " + jobs.jobs.length + " of " + jobs.total + ")" :
                                    "(" + jobs.total + ")";
  const workerTable = table(["worker", "health", "last seen", "leases / slots", "shards done"],
                            workerRows(workers));
  document.getElementById("workers").replaceChildren(...workerTable.childNodes);
  const cacheTable = table(["cache", "since the coordinator started"], cacheRows(caches));
  document.getElementById("caches").replaceChildren(...cacheTable.childNodes);
}

async function poll() {
  const connection = document.getElementById("connection");
  try {
    await refresh();
    connection.textContent = "live";
    connection.className = "live";
    document.getElementById("updated").textContent =
      "updated " + new Date().toLocaleTimeString();
  } catch (e) {
    connection.textContent = "coordinator unreachable, retrying (" + e.message + ")";
    connection.className = "lost";
  }
  setTimeout(poll, POLL_MS);
}

poll();
