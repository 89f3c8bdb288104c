/** A boost's API name as words: 'loyalty_bonus' → 'Loyalty bonus'. */
export function boostLabel(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}
