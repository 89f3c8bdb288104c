import { createContext, type ReactNode, useContext } from 'react';
import type { Brand } from './brand';

const BrandContext = createContext<Brand | null>(null);

export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The brand the app was configured with; throws outside a BrandProvider. */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside a BrandProvider');
  return brand;
}
