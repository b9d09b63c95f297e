import http from 'node:http';
import zlib from 'node:zlib';

/**
 * A proxy in front of the Firestore emulator that gzips what it answers, for BENCH_GZIP=1.
 *
 * Cloud Firestore is served by Google's API front end, which gzips its answers for a client that
 * accepts them compressed (Google's API performance guides); the emulator sends its JSON as it
 * is: a compliance report with its questions is about 38 kB on the wire, 2 kB gzipped. On the
 * tablet profile's 1.6 Mbps that difference, not the app, decides when a list of reports
 * arrives. Each chunk is flushed as it comes, so the listen channel's long-lived answers stream
 * through as they do without the proxy.
 *
 * Returns the proxy's `host:port` and a function that closes it.
 */
export async function startGzipProxy(target, port) {
  const [targetHost, targetPort] = target.split(':');
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: targetHost,
        port: Number(targetPort),
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        if (!accepts || answer.headers['content-encoding']) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const headers = { ...answer.headers, 'content-encoding': 'gzip' };
        delete headers['content-length'];
        response.writeHead(answer.statusCode ?? 502, headers);
        const gzip = zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
        answer.pipe(gzip).pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    // The browser gave up on the answer (a closed tab): so does the proxy.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
