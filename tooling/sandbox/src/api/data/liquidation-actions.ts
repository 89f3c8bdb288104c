import type { TransactionRecord } from '../../chain/transaction-record';
import { KLEND_INSTRUCTION_ACCOUNTS } from '../../programs/klend/instruction-accounts';
import {
  KLEND_INSTRUCTIONS,
  type KlendInstructionName,
} from '../../programs/klend/instruction-table';
import { type Decimal, dec } from './decimal';
import { KLEND_PROGRAM_ID_TEXT, type KlendAction } from './klend-actions';

/*
 * Liquidations as the indexer sees them: a landed liquidate instruction (V1 or V2) repays part of
 * the obligation's debt and takes part of its collateral, so it is two actions on the obligation —
 * the repayment on the repay reserve's borrow leg, then the liquidation withdrawal on the withdraw
 * reserve's deposit leg. Amounts come from the program's own log line, as an indexer reads them.
 */

const LIQUIDATE: readonly KlendInstructionName[] = [
  'liquidateObligationAndRedeemReserveCollateral',
  'liquidateObligationAndRedeemReserveCollateralV2',
];

/** One leg of a liquidation: what it moved on the obligation, in whole liquidity tokens. */
export interface LiquidationLeg {
  side: 'deposit' | 'borrow';
  /** The collateral taken (the API's `isLiquidationWithdrawal`), not the debt repaid. */
  isLiquidationWithdrawal: boolean;
  /** Whole liquidity tokens, from base units and, for unredeemed collateral, the exchange rate. */
  tokens(decimals: number, liquidityPerCollateral: Decimal): Decimal;
}

type LiquidationAction = KlendAction & { liquidation: LiquidationLeg };

/** The liquidation leg an indexed action stands for; undefined for every other action. */
export function liquidationLegOf(action: KlendAction): LiquidationLeg | undefined {
  return 'liquidation' in action ? (action as LiquidationAction).liquidation : undefined;
}

/** What the program logged of one liquidation, in base units. */
interface Logged {
  repaid: bigint;
  /** Liquidity the collateral was redeemed for (to the liquidator and the fee), or cTokens. */
  withdrawn: bigint;
  unit: 'liquidity' | 'collateral';
}

const REDEEMED = /pnl: Liquidator repaid (\d+) and withdrew (\d+) collateral with fees (\d+)/;
const UNREDEEMED = /pnl: Liquidator repaid (\d+) and withdrew (\d+) ctokens/;

/** The liquidations' log lines of a transaction, in order. */
function loggedLiquidations(logs: readonly string[]): Logged[] {
  return logs.flatMap((line): Logged[] => {
    const redeemed = REDEEMED.exec(line);
    if (redeemed) {
      const [, repaid = '0', net = '0', fee = '0'] = redeemed;
      return [{ repaid: BigInt(repaid), withdrawn: BigInt(net) + BigInt(fee), unit: 'liquidity' }];
    }
    const unredeemed = UNREDEEMED.exec(line);
    if (!unredeemed) return [];
    const [, repaid = '0', cTokens = '0'] = unredeemed;
    return [{ repaid: BigInt(repaid), withdrawn: BigInt(cTokens), unit: 'collateral' }];
  });
}

const BY_DISCRIMINATOR = new Map<string, KlendInstructionName>(
  LIQUIDATE.map((name) => [KLEND_INSTRUCTIONS[name].discriminator, name]),
);

/** Index of the instruction's account named `name` (V2 nests it under `liquidationAccounts.`). */
function accountIndex(instruction: KlendInstructionName, name: string): number {
  return KLEND_INSTRUCTION_ACCOUNTS[instruction].findIndex(
    (spec) => spec.name === name || spec.name === `liquidationAccounts.${name}`,
  );
}

const leg = (
  side: LiquidationLeg['side'],
  amount: bigint,
  unit: Logged['unit'],
): LiquidationLeg => ({
  side,
  isLiquidationWithdrawal: side === 'deposit',
  tokens: (decimals, rate) => {
    const whole = dec(amount.toString()).div(dec(10).pow(decimals));
    return unit === 'collateral' ? whole.mul(rate) : whole;
  },
});

/**
 * The liquidations of a landed transaction, each as its repayment and its withdrawal on the
 * liquidated obligation. The instruction names no owner (the liquidator signs): the obligation's
 * own earlier actions name it.
 */
export function liquidationActionsOf(record: TransactionRecord): KlendAction[] {
  const logged = loggedLiquidations(record.logs);
  const keys = record.accountKeys;
  let index = 0;
  return record.decoded.message.compiledInstructions.flatMap((ix): LiquidationAction[] => {
    if (keys[ix.programIdIndex] !== KLEND_PROGRAM_ID_TEXT || ix.data.length < 8) return [];
    const name = BY_DISCRIMINATOR.get(Buffer.from(ix.data.subarray(0, 8)).toString('hex'));
    if (!name) return [];
    const amounts = logged[index];
    index += 1;
    const at = (account: string) => {
      const keyIndex = ix.accountKeyIndexes[accountIndex(name, account)];
      return keyIndex === undefined ? undefined : keys[keyIndex];
    };
    const obligation = at('obligation');
    const market = at('lendingMarket');
    if (!amounts || !obligation || !market) return [];
    const action = {
      name: 'liquidateObligationAndRedeemReserveCollateral',
      owner: '',
      obligation,
      market,
      vaultDelta: 0n,
    } as const;
    return [
      {
        ...action,
        reserve: at('repayReserve') ?? null,
        rawAmount: amounts.repaid,
        liquidation: leg('borrow', amounts.repaid, 'liquidity'),
      },
      {
        ...action,
        reserve: at('withdrawReserve') ?? null,
        rawAmount: amounts.withdrawn,
        liquidation: leg('deposit', amounts.withdrawn, amounts.unit),
      },
    ];
  });
}
