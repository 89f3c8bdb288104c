import { createContext, useContext } from 'react';

export interface MenuContextValue {
  /** Closes the menu and puts focus back on its trigger. */
  closeMenu: () => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export function useMenuContext(): MenuContextValue {
  const context = useContext(MenuContext);
  if (!context) throw new Error('MenuItem must be rendered inside a Dropdown');
  return context;
}
