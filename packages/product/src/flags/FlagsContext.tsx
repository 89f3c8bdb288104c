import { createContext, type ReactNode, useContext } from 'react';
import type { Flags } from './flagTable';

const FlagsContext = createContext<Flags | null>(null);

export function FlagsProvider({ flags, children }: { flags: Flags; children: ReactNode }) {
  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

export function useFlags(): Flags {
  const flags = useContext(FlagsContext);
  if (!flags) throw new Error('useFlags must be used inside a FlagsProvider');
  return flags;
}
