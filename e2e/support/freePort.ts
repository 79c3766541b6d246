import { execFileSync } from 'node:child_process';

/** A free port. Synchronous, as Playwright evaluates its config synchronously; written raw, as FORCE_COLOR colours console.log. */
export function freePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}
