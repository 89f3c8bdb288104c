import { KLEND_PROGRAM_ID } from '@keel/chain-readers';
import type { TransactionRecord } from '../../chain/transaction-record';
import { KLEND_INSTRUCTION_ACCOUNTS } from '../../programs/klend/instruction-accounts';
import {
  KLEND_INSTRUCTIONS,
  type KlendInstructionName,
} from '../../programs/klend/instruction-table';
import type { LendingInstruction } from './obligation-model';

export const KLEND_PROGRAM_ID_TEXT = String(KLEND_PROGRAM_ID);

/** A lending instruction on an obligation, as the API's transaction rows name it. */
export interface KlendAction {
  name: LendingInstruction;
  owner: string;
  obligation: string;
  market: string;
  /** The reserve it moved (none for initObligation). */
  reserve: string | null;
  /** The instruction's u64 amount in base units (collateral units for a withdrawal). */
  rawAmount: bigint;
  /**
   * The change of the reserve's liquidity vault in this transaction (base units): what really
   * moved, used when the amount is u64::MAX ("all").
   */
  vaultDelta: bigint;
}

/** The instructions the API lists, by the name it gives them (V2 forms included). */
const LISTED: Partial<Record<KlendInstructionName, LendingInstruction>> = {
  initObligation: 'initObligation',
  depositReserveLiquidityAndObligationCollateral: 'depositReserveLiquidityAndObligationCollateral',
  depositReserveLiquidityAndObligationCollateralV2:
    'depositReserveLiquidityAndObligationCollateral',
  withdrawObligationCollateralAndRedeemReserveCollateral:
    'withdrawObligationCollateralAndRedeemReserveCollateral',
  withdrawObligationCollateralAndRedeemReserveCollateralV2:
    'withdrawObligationCollateralAndRedeemReserveCollateral',
  borrowObligationLiquidity: 'borrowObligationLiquidity',
  borrowObligationLiquidityV2: 'borrowObligationLiquidity',
  repayObligationLiquidity: 'repayObligationLiquidity',
  repayObligationLiquidityV2: 'repayObligationLiquidity',
};

const BY_DISCRIMINATOR = new Map<string, KlendInstructionName>(
  (Object.keys(KLEND_INSTRUCTIONS) as KlendInstructionName[]).map((name) => [
    KLEND_INSTRUCTIONS[name].discriminator,
    name,
  ]),
);

/** Index of the first account whose (flattened) name ends with one of `names`. */
function accountIndex(name: KlendInstructionName, names: readonly string[]): number {
  return KLEND_INSTRUCTION_ACCOUNTS[name].findIndex((spec) =>
    names.some((wanted) => spec.name === wanted || spec.name.endsWith(`.${wanted}`)),
  );
}

const OWNER = ['owner', 'obligationOwner'];
const OBLIGATION = ['obligation'];
const MARKET = ['lendingMarket'];
const RESERVE = ['reserve', 'borrowReserve', 'repayReserve', 'withdrawReserve'];
const VAULT = ['reserveLiquiditySupply', 'reserveSourceLiquidity', 'reserveDestinationLiquidity'];

/** The listed lending instructions of a landed transaction, in instruction order. */
export function klendActionsOf(record: TransactionRecord): KlendAction[] {
  const keys = record.accountKeys;
  const tokenAmount = (balances: TransactionRecord['preTokenBalances'], index: number) =>
    BigInt(balances.find((b) => b.accountIndex === index)?.uiTokenAmount.amount ?? '0');
  return record.decoded.message.compiledInstructions.flatMap((ix) => {
    if (keys[ix.programIdIndex] !== KLEND_PROGRAM_ID_TEXT || ix.data.length < 8) return [];
    const instruction = BY_DISCRIMINATOR.get(Buffer.from(ix.data.subarray(0, 8)).toString('hex'));
    const name = instruction && LISTED[instruction];
    if (!instruction || !name) return [];
    const at = (names: readonly string[]) => {
      const index = accountIndex(instruction, names);
      const keyIndex = index < 0 ? undefined : ix.accountKeyIndexes[index];
      return keyIndex === undefined ? undefined : { key: keys[keyIndex], keyIndex };
    };
    const owner = at(OWNER)?.key;
    const obligation = at(OBLIGATION)?.key;
    const market = at(MARKET)?.key;
    if (!owner || !obligation || !market) return [];
    const vault = at(VAULT);
    const vaultDelta = vault
      ? tokenAmount(record.postTokenBalances, vault.keyIndex) -
        tokenAmount(record.preTokenBalances, vault.keyIndex)
      : 0n;
    const rawAmount =
      name === 'initObligation' || ix.data.length < 16
        ? 0n
        : Buffer.from(ix.data.subarray(8, 16)).readBigUInt64LE(0);
    return [
      { name, owner, obligation, market, reserve: at(RESERVE)?.key ?? null, rawAmount, vaultDelta },
    ];
  });
}
