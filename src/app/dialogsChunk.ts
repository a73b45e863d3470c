import { evaluateInSlices } from '../platform/evaluateInSlices';

/**
 * The root of the dialogs' chunk (app/Layout.tsx). Its modules are evaluated a part per task
 * (platform/evaluateInSlices.ts): antd's theme, its config provider and the portal's scope, its
 * Button, then the Modal with the portal's dialog. In one go they were one long task on a slow
 * phone, while the customer reads the consent (docs/decisions/029).
 */
export const evaluateModalHost = () =>
  evaluateInSlices(
    [
      () => import(/* webpackMode: "eager" */ 'antd/es/theme'),
      () => import(/* webpackMode: "eager" */ '../ui/theme').then(({ deriveThemeAhead }) => deriveThemeAhead()),
      () => import(/* webpackMode: "eager" */ '../ui/AntdScope'),
      () => import(/* webpackMode: "eager" */ 'antd/es/button'),
    ],
    () => import(/* webpackMode: "eager" */ './ModalHost'),
  );
