import { evaluateInSlices } from '../platform/evaluateInSlices';

/**
 * The root of the `store` chunk (app/main.ts). Its modules are evaluated a part per task
 * (platform/evaluateInSlices.ts): Redux Toolkit's core, RTK Query and the BFF's endpoints, the
 * reducers, the sagas, then the start-up. In one go they were one long task on a slow phone, just
 * before the consent's request leaves (docs/decisions/029).
 */
export const evaluateBootApp = () =>
  evaluateInSlices(
    [
      () => import(/* webpackMode: "eager" */ '../journey/locationSlice'),
      () => import(/* webpackMode: "eager" */ '../api/bff'),
      () => import(/* webpackMode: "eager" */ './rootReducer'),
      () => import(/* webpackMode: "eager" */ './rootSaga'),
    ],
    () => import(/* webpackMode: "eager" */ './bootApp'),
  );
