import { account, arg, instructionSpec, optionalAccount } from '../spec/instructionSpec';
import { farmsInstruction } from './farmsInstruction';

/** stake: moves `amount` token lamports from `userAta` into the farm vault. */
export const farmsStakeInstruction = farmsInstruction(
  instructionSpec(
    'stake',
    'ceb0ca12c8d1b36c',
    [
      account('owner', 's'),
      account('userState', 'w'),
      account('farmState', 'w'),
      account('farmVault', 'w'),
      account('userAta', 'w'),
      account('tokenMint', 'r'),
      optionalAccount('scopePrices', 'r'),
      account('tokenProgram', 'r'),
    ],
    [arg('amount', 'u64')],
  ),
);

/**
 * unstake: `stakeSharesScaled` is WAD-scaled (token lamports × 10^18); the tokens become a pending
 * withdrawal, claimed by withdraw_unstaked_deposits once the farm's cooldown has passed.
 */
export const farmsUnstakeInstruction = farmsInstruction(
  instructionSpec(
    'unstake',
    '5a5f6b2acd7c32e1',
    [
      account('owner', 'ws'),
      account('userState', 'w'),
      account('farmState', 'w'),
      optionalAccount('scopePrices', 'r'),
    ],
    [arg('stakeSharesScaled', 'u128')],
  ),
);

/** withdraw_unstaked_deposits: sends the unstaked tokens back to `userAta`. */
export const farmsWithdrawUnstakedDepositsInstruction = farmsInstruction(
  instructionSpec(
    'withdrawUnstakedDeposits',
    '2466bb31dc248443',
    [
      account('owner', 'ws'),
      account('userState', 'w'),
      account('farmState', 'w'),
      account('userAta', 'w'),
      account('farmVault', 'w'),
      account('farmVaultsAuthority', 'r'),
      account('tokenProgram', 'r'),
    ],
    [],
  ),
);
