import { combineReducers } from '@reduxjs/toolkit';
import { bff } from '../api/bff';
import location from '../journey/locationSlice';
import session from '../features/session/sessionSlice';
import consent from '../features/consent/consentSlice';
import selection from '../features/consent/selectionSlice';
import modal from '../features/modal/modalSlice';
import qr from '../features/security/qrSlice';
import security from '../features/security/securitySlice';
import toast from '../features/toast/toastSlice';
import accounts from '../features/accounts/accountsSlice';
import authorisations from '../features/authorisations/authorisationsSlice';
import authorisationActions from '../features/authorisations/actions/authorisationActionsSlice';

export const rootReducer = combineReducers({
  location,
  session,
  consent,
  selection,
  modal,
  qr,
  security,
  toast,
  accounts,
  authorisations,
  authorisationActions,
  [bff.reducerPath]: bff.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
