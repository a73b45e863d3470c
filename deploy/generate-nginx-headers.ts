/**
 * Writes deploy/nginx/security-headers.conf from deploy/security-headers.ts:
 * `npm run deploy:headers` (`--check` exits 1 when the checked-in file differs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { nginxInclude } from './security-headers';

export const INCLUDE_PATH = path.resolve(__dirname, 'nginx', 'security-headers.conf');

function main() {
  const expected = nginxInclude();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(INCLUDE_PATH) ? fs.readFileSync(INCLUDE_PATH, 'utf8') : '';
    if (current !== expected) {
      console.error(`${INCLUDE_PATH} is out of date: run npm run deploy:headers`);
      process.exit(1);
    }
    return;
  }
  fs.writeFileSync(INCLUDE_PATH, expected);
  console.log(`wrote ${INCLUDE_PATH}`);
}

main();
