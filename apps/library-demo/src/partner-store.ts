// The partner app's own Redux store, to show that the library's store (a context of its own) leaves it alone:
// the partner's header reads it on every page, the library's pages included.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

const partnerSlice = createSlice({
  name: 'partner',
  initialState: { thanks: 0 },
  reducers: {
    thanked: (state) => {
      state.thanks += 1;
    },
  },
});

export const { thanked } = partnerSlice.actions;

export function createPartnerStore() {
  return configureStore({ reducer: { partner: partnerSlice.reducer } });
}

type PartnerStore = ReturnType<typeof createPartnerStore>;
export const usePartnerSelector = useSelector.withTypes<ReturnType<PartnerStore['getState']>>();
export const usePartnerDispatch = useDispatch.withTypes<PartnerStore['dispatch']>();
