import type { CurrentUser } from '@crowdsolve/contract';
import { createContext, useContext } from 'react';

/** A staff screen a user may open: its route id (title: `routes:<id>.title`) and path. */
export interface StaffScreen {
  key: string;
  to: string;
}

/**
 * The staff screens a user may open, as the staff menu lists them. The route table knows them, so
 * the layout hands the function down (features and pages stay below the app); none without it.
 */
const StaffScreensContext = createContext<(user: CurrentUser | null) => StaffScreen[]>(() => []);
export const StaffScreensProvider = StaffScreensContext.Provider;

export function useStaffScreens(user: CurrentUser | null): StaffScreen[] {
  return useContext(StaffScreensContext)(user);
}
