import type { Brand } from '../brand/brand';

/** Replaces '{product}' with the brand's name. */
export function brandText(text: string, brand: Pick<Brand, 'name'>): string {
  return text.replaceAll('{product}', brand.name);
}
