// A real webhook receiver for the browser tests: records every POST /hook* (path, headers and parsed body)
// and lists them on GET /received (DELETE /received forgets them). Started for each Playwright worker as its
// own process on 127.0.0.1 and stopped by PID at teardown. Usage: node webhook-receiver.mjs <port>
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 0);
const received = [];

const server = createServer((req, res) => {
  if (req.url === '/received' && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(received));
    return;
  }
  if (req.url === '/received' && req.method === 'DELETE') {
    received.length = 0;
    res.writeHead(204).end();
    return;
  }
  if (req.url?.startsWith('/hook') && req.method === 'POST') {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      received.push({ receivedAt: new Date().toISOString(), path: req.url, headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"success"}');
    });
    return;
  }
  res.writeHead(404).end();
});

server.listen(port, '127.0.0.1', () => {
  console.log(`webhook-receiver listening on ${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
