import { ERROR_MESSAGES } from '../../errors/messages';

/** Exchanges a liquidity strategy can sit on; the index is the on-chain `strategyDex`. */
export const DEXES = ['ORCA', 'RAYDIUM', 'METEORA'] as const;
export type Dex = (typeof DEXES)[number];

/** An exchange discriminator or name that is not one of DEXES. */
export class InvalidDexError extends Error {
  override readonly name = 'InvalidDexError';
  readonly value: unknown;
  constructor(
    message: typeof ERROR_MESSAGES.invalidDexNumber | typeof ERROR_MESSAGES.invalidDex,
    value: unknown,
  ) {
    super(message);
    this.value = value;
  }
}

/** Exchange of a numeric discriminator; absent means ORCA, unknown throws 'Invalid dex number'. */
export function dexFromNumber(value: number | bigint | null | undefined): Dex {
  if (value === null || value === undefined) return 'ORCA';
  const dex = Number.isSafeInteger(Number(value)) ? DEXES[Number(value)] : undefined;
  if (dex === undefined) throw new InvalidDexError(ERROR_MESSAGES.invalidDexNumber, value);
  return dex;
}

/** Exchange of a name; absent means ORCA, unknown throws 'Invalid dex'. */
export function parseDex(name: string | null | undefined): Dex {
  if (name === null || name === undefined) return 'ORCA';
  const dex = DEXES.find((candidate) => candidate === name);
  if (dex === undefined) throw new InvalidDexError(ERROR_MESSAGES.invalidDex, name);
  return dex;
}

/** Numeric discriminator of an exchange name; unknown throws 'Invalid dex'. */
export function dexToNumber(dex: string): number {
  const index = DEXES.indexOf(parseDex(dex));
  return index;
}
