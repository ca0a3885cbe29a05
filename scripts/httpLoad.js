/**
 * The benches' load generator: `connections` keep-alive connections of Node's own http client,
 * each sending the next request as soon as the answer to the last has arrived, for `duration`
 * seconds or until `amount` requests were sent. It replaces autocannon, whose JavaScript response
 * parser tops out near 8,000 requests a second on this machine (and slows down on compressed
 * bodies), so the benches measured the client rather than the server; Node's client reads
 * 20,000+ a second and agrees with wrk.
 *
 * Every request goes to `url` with `body`, unless `request(i)` gives the i-th request's own `path`
 * (on url's host) and `body` (the ingestion bench posts each row kind to its own address);
 * `onResponse(status, i)` is told each answer's status, for counts of the caller's own.
 *
 * Resolves to the fields of autocannon's result the benches read: requests.total and .average
 * (per second), 2xx, non2xx, errors (timeouts included), timeouts and duration (s).
 */
const http = require("node:http");

function httpLoad({ url, method = "GET", headers = {}, body, request, onResponse, connections = 10, duration, amount }) {
  if (duration === undefined && amount === undefined) throw new Error("httpLoad: duration o amount");
  const target = new URL(url);
  const fixed = { path: `${target.pathname}${target.search}`, payload: body === undefined ? undefined : Buffer.from(body) };
  const requestOf = request
    ? (i) => {
        const r = request(i);
        return { path: r.path ?? fixed.path, payload: r.body === undefined ? fixed.payload : Buffer.from(r.body) };
      }
    : () => fixed;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const result = { requests: { total: 0, average: 0 }, "2xx": 0, non2xx: 0, errors: 0, timeouts: 0, duration: 0 };
  const started = performance.now();
  const until = duration === undefined ? Infinity : started + duration * 1000;
  let sent = 0;
  const more = () => performance.now() < until && (amount === undefined || sent < amount);
  const connection = () =>
    new Promise((resolve) => {
      const next = () => {
        if (!more()) return resolve();
        const i = sent;
        sent += 1;
        const { path, payload } = requestOf(i);
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          next();
        };
        const req = http.request(
          {
            host: target.hostname,
            port: target.port,
            path,
            method,
            agent,
            headers: payload ? { "content-length": payload.length, ...headers } : headers,
          },
          (res) => {
            res.on("data", () => undefined);
            res.on("end", () => {
              result.requests.total += 1;
              if (res.statusCode >= 200 && res.statusCode < 300) result["2xx"] += 1;
              else result.non2xx += 1;
              onResponse?.(res.statusCode, i);
              finish();
            });
          },
        );
        req.setTimeout(10_000, () => {
          result.timeouts += 1;
          req.destroy();
        });
        req.on("error", () => {
          result.errors += 1;
          finish();
        });
        req.end(payload);
      };
      next();
    });
  return Promise.all(Array.from({ length: connections }, connection)).then(() => {
    agent.destroy();
    result.duration = (performance.now() - started) / 1000;
    result.requests.average = result.requests.total / result.duration;
    return result;
  });
}

module.exports = { httpLoad };
