import fs from 'node:fs';
import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import projectConfig from '../../webpack.config';
import styleText from '../../deploy/loaders/style-text.cjs';

/** antd's style registry writes <style> text without an HTML sink (decision 042). */
const FILES = ['@rc-component/util/es/Dom/dynamicCSS.js', '@ant-design/icons/es/cssUtils.js'];
const read = (file: string) => fs.readFileSync(path.resolve(__dirname, '../../node_modules', file), 'utf8');
const source = read(FILES[0] ?? '');

describe('deploy/loaders/style-text.cjs', () => {
  it.each(FILES)('turns every innerHTML of %s into textContent, and nothing else', (file) => {
    const original = read(file);
    const out = styleText(original);
    expect(out).not.toMatch(/innerHTML/);
    expect(out.match(/\.textContent\b/g)).toHaveLength((original.match(/\.textContent\b/g)?.length ?? 0) + 3);
    expect(out.replace(/\.textContent\b/g, '')).toBe(original.replace(/\.(textContent|innerHTML)\b/g, ''));
  });

  it('fails the build on a release that writes its styles another way', () => {
    expect(() => styleText(source.replace('styleNode.innerHTML = css;', 'styleNode.append(css);'))).toThrow(/expected the 3 innerHTML uses/);
  });

  it.each(['production', 'development'] as const)('applies to that file in the %s build', (mode) => {
    const rules = (projectConfig({}, { mode }).module?.rules ?? []) as RuleSetRule[];
    const rule = rules.find((r) => String(r.use).includes('style-text'));
    expect(rule?.test).toBeInstanceOf(RegExp);
    for (const file of FILES) expect((rule?.test as RegExp).test(path.join('node_modules', ...file.split('/')))).toBe(true);
  });
});
