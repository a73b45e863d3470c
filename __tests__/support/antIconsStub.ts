import { createElement } from 'react';

/**
 * Stand-in for '@ant-design/icons' in jest: its CommonJS build requires '@ant-design/colors/es/…',
 * an ES module jest cannot load without a transform. Each icon renders what antd renders (a span
 * with role img and an aria-label), so tests still see whether an icon is hidden from assistive
 * technology. Use: jest.mock('@ant-design/icons', () => jest.requireActual('../support/antIconsStub').iconsModule)
 */
const cache = new Map<string, () => ReturnType<typeof createElement>>();

function icon(name: string) {
  let component = cache.get(name);
  if (!component) {
    const label = name.replace(/(Outlined|Filled|TwoTone)$/, '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
    component = () => createElement('span', { role: 'img', 'aria-label': label, className: `anticon anticon-${label}` });
    cache.set(name, component);
  }
  return component;
}

export const iconsModule = new Proxy({} as Record<string, unknown>, {
  get: (_target, prop) => (prop === '__esModule' ? true : typeof prop === 'string' && /^[A-Z]/.test(prop) ? icon(prop) : undefined),
});
