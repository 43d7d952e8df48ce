// A stand-in for the form-forwarding service, for the e2e suite: records every POST to /submit
// (url-encoded or multipart) and answers 303 to its `_next`, as the real service does. Its AJAX
// route, /ajax/submit, takes JSON from any origin (CORS, with the preflight) and answers JSON
// `{ success: "true" }`, as FormSubmit's does. POST /control `{ name, mode: "fail" | "hang",
// times }` makes the next `times` AJAX posts whose `name` field is `name` answer 500 or never
// answer (per name, so tests running side by side do not disturb each other); `mode: "hold"` takes
// them and answers only when POST /release `{ name }` says so (a late answer: the office has it).
// `mode: "unavailable"` makes the next `times` native posts whose `name` field is `name` answer 503
// with an error page (the service is down), without recording them; `mode: "hang"` never answers
// them and records nothing (the service stalled before taking the post); `mode: "hold"` records
// them and never answers (the service took the post and stalled).
// GET /captured lists what arrived (each with the status it got). Usage: node tests/e2e/capture-server.mjs [port]
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4180);
const captured = [];
/** name → { mode, times } for the AJAX route. */
const controls = new Map();
/** name → the answers of AJAX posts held until released. */
const held = new Map();

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
  'access-control-max-age': '600',
};

function readBody(req, done) {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => done(Buffer.concat(chunks)));
}

function handleAjax(req, res) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  }
  readBody(req, (body) => {
    let fields = {};
    try {
      fields = JSON.parse(body.toString('utf8'));
    } catch {
      res.writeHead(400, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ success: 'false', message: 'Invalid JSON' }));
      return;
    }
    const control = controls.get(fields.name);
    const mode = control && control.times > 0 ? control.mode : 'ok';
    if (control && control.times > 0) control.times -= 1;
    const entry = { path: req.url, contentType: req.headers['content-type'] ?? '', fields, files: {}, status: mode === 'fail' ? 500 : mode === 'ok' ? 200 : 0 };
    captured.push(entry);
    if (mode === 'hang') return; // never answers
    if (mode === 'hold') {
      held.set(fields.name, [...(held.get(fields.name) ?? []), () => ((entry.status = 200), answerAccepted(res))]);
      return;
    }
    if (mode === 'fail') {
      res.writeHead(500, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ success: 'false', message: 'Internal error' }));
      return;
    }
    answerAccepted(res);
  });
}

function answerAccepted(res) {
  res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ success: 'true', message: 'The form was submitted successfully.' }));
}

function parseMultipart(body, boundary) {
  const fields = {};
  const files = {};
  for (const part of body.toString('latin1').split(`--${boundary}`)) {
    const [head, ...rest] = part.split('\r\n\r\n');
    if (!head || !rest.length) continue;
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (!name) continue;
    const value = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename !== undefined) files[name] = { filename, size: Buffer.from(value, 'latin1').length, type: /Content-Type: (.*)/i.exec(head)?.[1]?.trim() };
    else fields[name] = Buffer.from(value, 'latin1').toString('utf8');
  }
  return { fields, files };
}

createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/captured') {
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(captured));
    return;
  }
  if (req.method === 'GET') {
    res.writeHead(200).end('capture server');
    return;
  }
  if (req.url?.startsWith('/ajax/')) {
    handleAjax(req, res);
    return;
  }
  if (req.method === 'POST' && req.url === '/release') {
    readBody(req, (body) => {
      const { name } = JSON.parse(body.toString('utf8'));
      for (const answer of held.get(name) ?? []) answer();
      held.delete(name);
      res.writeHead(204, CORS).end();
    });
    return;
  }
  if (req.method === 'POST' && req.url === '/control') {
    readBody(req, (body) => {
      const { name, mode, times = 1 } = JSON.parse(body.toString('utf8'));
      controls.set(name, { mode, times });
      res.writeHead(204, CORS).end();
    });
    return;
  }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const type = req.headers['content-type'] ?? '';
    const boundary = /boundary=(.+)$/.exec(type)?.[1];
    const entry = boundary
      ? { contentType: 'multipart/form-data', ...parseMultipart(body, boundary) }
      : { contentType: type, fields: Object.fromEntries(new URLSearchParams(body.toString('utf8'))), files: {} };
    const control = controls.get(entry.fields.name);
    const mode = control && control.times > 0 ? control.mode : 'ok';
    if (mode !== 'ok') control.times -= 1;
    if (mode === 'unavailable') {
      res.writeHead(503, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Service Unavailable</title><h1>Service Unavailable</h1>');
      return;
    }
    if (mode === 'hang') return; // never answers
    captured.push({ path: req.url, ...entry });
    if (mode === 'hold') return; // took it, never answers
    res.writeHead(303, { location: entry.fields._next ?? '/' }).end();
  });
}).listen(port, '127.0.0.1', () => console.log(`capture server on http://127.0.0.1:${port}`));
