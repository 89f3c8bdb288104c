import { encodeUserState, sameAddress, toPublicKey, USER_STATE_SIZE } from '@keel/chain-readers';
import { SYSVAR_RENT_PUBKEY } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { requireAddress, requireMut, requireSigner } from '../../anchor/anchor-accounts';
import { loadFarmState } from '../farm-accounts';
import { farmNow, initializeUserState } from '../farm-operations';
import { writeFarmState } from '../farm-writes';
import { farmsError } from '../farms-errors';
import { FARMS_USER_INSTRUCTIONS } from '../farms-user-instructions';
import { initProgramAccount } from '../init-program-account';
import {
  accountsOf,
  requireNoRemainingAccounts,
  requireSeeds,
  requireSystemProgram,
} from '../instruction-accounts';
import { isDelegated } from '../rewards';

const { accounts } = FARMS_USER_INSTRUCTIONS.initializeUser;
const SOURCE = 'handlers/handler_initialize_user.rs';

/**
 * initialize_user: the UserState PDA ["user", farm, delegatee]. On a normal farm the wallet is
 * authority, payer, owner and delegatee at once; on a delegated farm the farm's delegate
 * (klend) signs as authority for the obligation (delegatee) of a wallet (owner).
 */
export function initializeUser(context: InstructionContext): void {
  const at = accountsOf(context, accounts);
  const authority = at('authority');
  requireSigner(authority, 'authority');
  const payer = at('payer');
  requireSigner(payer, 'payer');
  const owner = at('owner');
  const delegatee = at('delegatee');
  const userMeta = at('userState');
  const farmMeta = at('farmState');
  const { state: farmAccount, farm } = loadFarmState(context, farmMeta);
  requireSystemProgram(at('systemProgram'));
  requireAddress(at('rent'), SYSVAR_RENT_PUBKEY, 'rent', true);

  // Anchor runs `init` before the other accounts' constraints.
  const bump = requireSeeds(
    userMeta,
    ['user', farmMeta.address, delegatee.address],
    context.programId,
    'user_state',
  );
  initProgramAccount(context, {
    payer: payer.address,
    address: userMeta.address,
    space: USER_STATE_SIZE,
  });
  // `authority: Signer` without `mut` in the program's source (see SOURCE_OVER_IDL).
  requireMut(payer, 'payer');
  requireMut(farmMeta, 'farm_state');

  // The handler itself.
  requireNoRemainingAccounts(context, accounts);
  const now = farmNow(farm, context.clock);
  context.log(
    `InitializeUser: user ${userMeta.address.toBase58()} farm ${farmMeta.address.toBase58()} ts ${now}`,
  );
  const mismatch = (line: number, left: typeof payer, right: typeof payer) => {
    if (!left.address.equals(right.address)) {
      throw farmsError(
        'UserDelegatedFarmNonDelegatedMissmatch',
        { source: `${SOURCE}:${line}` },
        { pubkeys: [left.address, right.address] },
      );
    }
  };
  if (!isDelegated(farm)) {
    mismatch(26, payer, delegatee);
    mismatch(31, authority, payer);
    mismatch(36, payer, owner);
  } else if (!sameAddress(farm.delegateAuthority, authority.address)) {
    throw farmsError(
      'AuthorityFarmDelegateMissmatch',
      { source: `${SOURCE}:42` },
      {
        pubkeys: [
          farm.delegateAuthority ? toPublicKey(farm.delegateAuthority) : authority.address,
          authority.address,
        ],
      },
    );
  }
  const user = {
    address: userMeta.address,
    userId: 0n,
    farmState: farmMeta.address,
    owner: owner.address,
    isFarmDelegated: false,
    rewardsTallyScaled: Array.from({ length: 10 }, () => 0n),
    rewardsIssuedUnclaimed: Array.from({ length: 10 }, () => 0n),
    lastClaimTs: Array.from({ length: 10 }, () => 0n),
    activeStakeScaled: 0n,
    pendingDepositStakeScaled: 0n,
    pendingDepositStakeTs: 0n,
    pendingWithdrawalUnstakeScaled: 0n,
    pendingWithdrawalUnstakeTs: 0n,
    bump,
    delegatee: delegatee.address,
    lastStakeTs: 0n,
  };
  initializeUserState(farm, user, now);
  const created = context.read(userMeta.address);
  if (created === null) throw new Error('the user state was not created');
  context.write(userMeta.address, { ...created, data: encodeUserState(user) });
  writeFarmState(context, farmAccount, farm);
}
