import { type Address, sameAddress, toPublicKey } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import { anchorDiscriminator } from './anchor';

interface RequiredIx {
  name: 'refreshReserve' | 'refreshObligation' | 'refreshObligationFarmsForReserve';
  /** (key, account index) pairs the instruction must carry. */
  accounts: Array<[Address, number]>;
}

/**
 * klend 1.16's check_refresh (utils/refresh_ix_utils.rs), replayed over a transaction's
 * instructions: before the V1 action at `actionIndex` must come refresh_reserve of each reserve
 * (one when both are the same), refresh_obligation, then the farm refresh of each reserve with a
 * farm of its mode; after it, the same farm refreshes again. Returns the violations (none: []).
 */
export function checkRefresh(input: {
  instructions: readonly TransactionInstruction[];
  actionIndex: number;
  klendProgramId: Address;
  obligation: Address;
  /** Each reserve of the action with the farm of the action's mode (null: none). */
  reserves: Array<{ reserve: Address; farm: Address | null }>;
}): string[] {
  const { instructions, actionIndex, reserves, obligation } = input;
  const sameReserve =
    reserves.length === 2 && sameAddress(reserves[0]!.reserve, reserves[1]!.reserve);
  const refreshed = sameReserve ? reserves.slice(0, 1) : reserves;
  const farms: RequiredIx[] = reserves
    .filter((r) => r.farm !== null)
    .map(
      (r): RequiredIx => ({
        name: 'refreshObligationFarmsForReserve',
        accounts: [
          [r.reserve, 3],
          [obligation, 1],
          [r.farm!, 4],
        ],
      }),
    );
  const ordered: RequiredIx[] = [
    ...refreshed.map((r): RequiredIx => ({ name: 'refreshReserve', accounts: [[r.reserve, 0]] })),
    { name: 'refreshObligation', accounts: [[obligation, 1]] },
    ...farms,
  ];
  // The program checks its list reversed, walking back from the action.
  const pre = [...ordered].reverse();
  const problems: string[] = [];
  const check = (required: RequiredIx[], offset: (i: number) => number) =>
    required.forEach((wanted, i) => {
      const at = offset(i);
      const ix = instructions[at];
      if (!ix?.programId.equals(toPublicKey(input.klendProgramId))) {
        problems.push(`#${at}: expected klend ${wanted.name}`);
        return;
      }
      if (ix.data.subarray(0, 8).toString('hex') !== anchorDiscriminator(wanted.name)) {
        problems.push(`#${at}: expected ${wanted.name}`);
        return;
      }
      for (const [key, index] of wanted.accounts) {
        if (!ix.keys[index]?.pubkey.equals(toPublicKey(key))) {
          problems.push(`#${at}: ${wanted.name} account ${index} is not ${key.toBase58()}`);
        }
      }
    });
  check(pre, (i) => actionIndex - i - 1);
  check(farms, (i) => actionIndex + i + 1);
  return problems;
}
