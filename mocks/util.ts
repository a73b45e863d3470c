/** Small pure helpers shared by the simulated bank's modules. */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';

export const MINUTE = 60_000;

export function newConsentId(): string {
  return `urn:cooperativaexemplo:${randomUUID()}`;
}

export function uuid(): string {
  return randomUUID();
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** Six random digits, leading zeros kept. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Date-time in Brasília (UTC-03:00, no daylight saving since 2019), ISO 8601 with offset. */
export function isoBrasilia(ms: number): string {
  const d = new Date(ms - 3 * 60 * MINUTE);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}-03:00`
  );
}

/** Calendar date (YYYY-MM-DD) in Brasília, `days` days after `ms`. */
export function dateBrasilia(ms: number, days = 0): string {
  return isoBrasilia(ms + days * 24 * 60 * MINUTE).slice(0, 10);
}

/** Calendar date `months` months after `ms` (day clamped to 28 to stay valid). */
export function dateBrasiliaPlusMonths(ms: number, months: number): string {
  const [y, m, d] = dateBrasilia(ms).split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}-${pad(Math.min(d, 28))}`;
}

export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

