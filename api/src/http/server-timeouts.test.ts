import { connect } from 'node:net';
import { sqliteDatabase } from '../test/databases';
import { startTestApp } from '../test/test-app';

describe('server timeouts', () => {
  it('closes a connection whose body trickles in slower than the request timeout (408)', async () => {
    const t = await startTestApp(sqliteDatabase, { server: { requestTimeoutMs: 1_000 } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      const started = Date.now();
      const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      // One byte every 200 ms: never idle long enough for the idle timeout, yet far too slow for the whole body.
      const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
      const elapsed = await closed;
      clearInterval(trickle);
      expect(elapsed).toBeLessThan(4_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await t.close();
    }
  });

  it('answers 413 to a body over the limit', async () => {
    const t = await startTestApp(sqliteDatabase, { server: { bodyLimitBytes: 2_048 } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { message: 'x'.repeat(4_000) },
      });
      expect(response.statusCode).toBe(413);
    } finally {
      await t.close();
    }
  });
});
