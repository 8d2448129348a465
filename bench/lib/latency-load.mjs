// A closed-loop load for latency: a fixed number of keep-alive connections, each sending its next
// request as soon as the last one's answer has arrived, for a while or for a number of requests.
//
// The scale benchmark measures answers of very different sizes (a 1 KB export on the demo, a
// 70 KB one on a state's data). autocannon turns every answer's body into a string, and on a
// 2-core machine, where it shares the cores with the server, decoding a 70 KB compressed body per
// request cost it more CPU than the server spent answering (87 % of a core against 60 %), so its
// latency measured the load generator. Here Node's own HTTP parser reads each answer and its body
// is dropped unread, so the time is the server's and the wire's. Times are fractions of a
// millisecond (performance.now()), not whole ones.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * Loads `url` over `connections` connections for `durationS` seconds, or until `amount` requests
 * have been sent. `pathOf(n)`, when given, is the path of the n-th request. Answers p50 and p99
 * in milliseconds, the requests answered, those that failed (`errors`) and those answered with a
 * status of 300 or more (`non2xx`).
 */
export async function latencyLoad({ url, headers = {}, connections = 10, durationS, amount, pathOf, timeoutS = 10 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  let errors = 0;
  let non2xx = 0;
  let sent = 0;
  const deadline = durationS === undefined ? Infinity : performance.now() + durationS * 1000;

  const request = (path) =>
    new Promise((done) => {
      const started = performance.now();
      const outgoing = http.get({ host: target.hostname, port: target.port, path, headers, agent, timeout: timeoutS * 1000 }, (answer) => {
        answer.on('data', () => {});
        answer.on('end', () => {
          times.push(performance.now() - started);
          if (answer.statusCode >= 300) non2xx++;
          done();
        });
        answer.on('error', () => {
          errors++;
          done();
        });
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutS} s`)));
      outgoing.on('error', () => {
        errors++;
        done();
      });
    });

  const connection = async () => {
    while (performance.now() < deadline && (amount === undefined || sent < amount)) {
      const n = sent++;
      await request(pathOf ? pathOf(n) : target.pathname + target.search);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, connection));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();

  times.sort((a, b) => a - b);
  const at = (share) => (times.length === 0 ? Infinity : times[Math.min(times.length - 1, Math.floor(share * times.length))]);
  return { p50: at(0.5), p99: at(0.99), answered: times.length, perSecond: times.length / seconds, errors, non2xx };
}
