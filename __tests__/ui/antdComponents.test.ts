import fs from 'node:fs';
import path from 'node:path';
import { ANTD_COMPONENTS } from '../../src/ui/theme';

/** antd's CSS is generated at build time for ANTD_COMPONENTS only: a component used but not listed would render unstyled. */
const NOT_STYLED = new Set(['ConfigProvider', 'theme']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('antd build-time CSS', () => {
  /** The antd component names src/ imports as values. */
  function importedComponents(): Set<string> {
    const used = new Set<string>();
    for (const file of sourceFiles(path.resolve(__dirname, '../../src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'antd'/g)) {
        if (match[1]) continue;
        for (const name of (match[2] ?? '').split(',').map((n) => n.trim().replace(/^type\s+/, ''))) {
          if (name && !NOT_STYLED.has(name) && /^[A-Z]/.test(name)) used.add(name);
        }
      }
    }
    return used;
  }

  it('covers every antd component the portal imports', () => {
    const used = importedComponents();
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !(ANTD_COMPONENTS as readonly string[]).includes(name))).toEqual([]);
  });

  it('generates no CSS for a component the portal does not import', () => {
    const used = importedComponents();
    expect(ANTD_COMPONENTS.filter((name) => !used.has(name))).toEqual([]);
  });
});
