import type {
  EarnTransaction,
  ObligationTransaction,
  ShareholderTransaction,
} from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import type { ActivityEntry } from '../activity/activityEntry';

const d = (value: string | number) => new MathDecimal(value);

/** A lending transaction as the API sends it (amount signed: withdrawals negative). */
export function obligationTx(
  signature: string,
  timestamp: number,
  overrides: Partial<ObligationTransaction> = {},
): ObligationTransaction {
  return {
    timestamp,
    transactionSignature: signature,
    transactionName: 'depositReserveLiquidityAndObligationCollateral',
    transactionDisplayName: 'Deposit',
    reserve: '',
    liquidityToken: 'SOL',
    liquidityTokenAmount: d('1.5'),
    liquidityTokenPrice: d(100),
    solPrice: d(100),
    liquidityUsdValue: d(150),
    isLiquidationWithdrawal: false,
    isSecondPartOfCompositeIx: false,
    ...overrides,
  };
}

export function strategyTx(
  strategy: string,
  signature: string,
  timestamp: number,
  overrides: Partial<ShareholderTransaction> = {},
): ShareholderTransaction {
  return {
    strategy,
    timestamp,
    transactionSignature: signature,
    transactionName: 'depositAndInvest',
    usdValue: d('250.5'),
    tokenAAmount: d(1),
    tokenBAmount: d(100),
    numberOfShares: d('62.625'),
    ...overrides,
  };
}

export function earnTx(
  signature: string,
  timestamp: number,
  overrides: Partial<EarnTransaction> = {},
): EarnTransaction {
  return {
    createdOn: timestamp,
    instruction: 'deposit',
    tokenMint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    tokenAmount: d(10),
    usdValue: d(10),
    transaction: signature,
    ...overrides,
  };
}

/** `count` activity entries one minute apart, newest first. */
export function activityEntries(count: number, start = Date.UTC(2025, 0, 1)): ActivityEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `entry-${i}`,
    timestamp: start - i * 60_000,
    product: 'Borrow/Lend',
    action: 'Deposit',
    token: 'SOL',
    amount: d(i + 1),
    usdValue: d((i + 1) * 100),
    feeSol: null,
    signature: `sig${i}`,
    position: 'obligation',
  }));
}
