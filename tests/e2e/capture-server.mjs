// A stand-in for the form-forwarding service, for the e2e suite: records every POST to /submit
// (url-encoded or multipart) and answers 303 to its `_next`, as the real service does.
// GET /captured lists what arrived. Usage: node tests/e2e/capture-server.mjs [port]
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4180);
const captured = [];

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
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const type = req.headers['content-type'] ?? '';
    const boundary = /boundary=(.+)$/.exec(type)?.[1];
    const entry = boundary
      ? { contentType: 'multipart/form-data', ...parseMultipart(body, boundary) }
      : { contentType: type, fields: Object.fromEntries(new URLSearchParams(body.toString('utf8'))), files: {} };
    captured.push({ path: req.url, ...entry });
    res.writeHead(303, { location: entry.fields._next ?? '/' }).end();
  });
}).listen(port, '127.0.0.1', () => console.log(`capture server on http://127.0.0.1:${port}`));
