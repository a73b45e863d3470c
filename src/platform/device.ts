/** The customer's operating system, read from the user agent (SPEC §7 pre-auth record, §2 hand-off). */
export type Os = 'Android' | 'iOS' | 'Windows' | 'macOS' | 'Linux' | 'Outro';

export function detectOs(userAgent: string): { os: Os; osVersion: string } {
  const android = /Android\s([\d.]+)/.exec(userAgent);
  if (android) return { os: 'Android', osVersion: android[1] ?? '' };
  const ios = /(?:iPhone|iPad|iPod).*?OS\s([\d_]+)/.exec(userAgent);
  if (ios) return { os: 'iOS', osVersion: (ios[1] ?? '').replace(/_/g, '.') };
  const windows = /Windows NT\s([\d.]+)/.exec(userAgent);
  if (windows) return { os: 'Windows', osVersion: windows[1] ?? '' };
  const mac = /Mac OS X\s([\d_]+)/.exec(userAgent);
  if (mac) return { os: 'macOS', osVersion: (mac[1] ?? '').replace(/_/g, '.') };
  if (/Linux/.test(userAgent)) return { os: 'Linux', osVersion: '' };
  return { os: 'Outro', osVersion: '' };
}
