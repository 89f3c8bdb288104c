import { decodeWhirlpoolStrategy } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { ChainActivity } from './chain-activity';
import { type Decimal, dec } from './decimal';

/**
 * The strategy's shares issued (whole shares) as its account on the chain holds them now: a
 * deposit mints shares, a withdrawal burns them. Null when the chain does not hold the strategy (a
 * world served without a chain) or its account cannot be read.
 */
export function strategySharesNow(chain: ChainActivity, address: string): Decimal | null {
  const key = new PublicKey(address);
  const account = chain.readAccount(key);
  if (account === null) return null;
  try {
    const strategy = decodeWhirlpoolStrategy(key, account, { programId: account.owner });
    return dec(strategy.sharesIssued.toString()).div(
      dec(10).pow(Number(strategy.sharesMintDecimals)),
    );
  } catch {
    // Not a strategy account any more: the API keeps its own figures.
    return null;
  }
}
