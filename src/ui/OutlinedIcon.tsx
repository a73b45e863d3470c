import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

const drawn = (node: AbstractNode, key?: number): ReactNode =>
  createElement(node.tag, { key, ...node.attrs }, node.children?.map((child, index) => drawn(child, index)));

/**
 * One of Ant Design's outlined icons, drawn from its definition as plain inline SVG, 1em and the
 * text's colour as antd draws it. `@ant-design/icons` would insert its own style element at run time
 * (refused by the CSP outside antd's zero-runtime scope) and bring its runtime: the confirmation
 * screens load no Ant Design (docs/decisions/008, 074). Decorative: the text beside it says the same.
 */
export function OutlinedIcon({ icon }: { icon: IconDefinition }) {
  if (typeof icon.icon === 'function') return null;
  const { attrs, children } = icon.icon;
  return (
    <svg {...attrs} width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      {children?.map((child, index) => drawn(child, index))}
    </svg>
  );
}
