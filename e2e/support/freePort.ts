import { execFileSync } from 'node:child_process';

/** A port nobody listens on right now. Synchronous, because Playwright evaluates its config synchronously. */
export function freePort(): number {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}
