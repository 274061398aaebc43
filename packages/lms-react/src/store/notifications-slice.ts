// Notifications waiting to be shown (spec section 9: top-right, 5 s, closable). Screens add them; the
// notification area removes them when they close or time out.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationKind = 'info' | 'positive' | 'warning' | 'negative';

export interface LmsNotification {
  id: string;
  kind: NotificationKind;
  /** Already translated text. */
  message: string;
  title?: string;
}

export interface NotificationsState {
  items: LmsNotification[];
}

const initialState: NotificationsState = { items: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notify: {
      reducer: (state, action: PayloadAction<LmsNotification>) => {
        state.items.push(action.payload);
      },
      prepare: (notification: Omit<LmsNotification, 'id'>) => ({
        payload: { ...notification, id: nanoid() },
      }),
    },
    dismissNotification: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { notify, dismissNotification } = notificationsSlice.actions;
