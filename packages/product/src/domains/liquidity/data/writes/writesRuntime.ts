/**
 * What the strategy page's deposit and withdraw forms need from web3.js, chain-readers and the
 * strategy program's writer, behind one dynamic import so none of it is in the screen's chunk.
 */
import {
  type Address,
  associatedTokenAddress,
  type ChainQueryContext,
  chainKeys,
  createAddress,
  FARMS_PROGRAM_ID,
  type FarmState,
  farmsQueryOptions,
  farmUserStatePda,
  NATIVE_MINT,
  nativeBalanceQueryOptions,
  rewardTreasuryVaultPda,
  sameAddress,
  TOKEN_PROGRAM_ID,
  type TokenAccount,
  tokenAccountsQueryOptions,
  toPublicKey,
  userFarmStatesQueryOptions,
} from '@keel/chain-readers';
import {
  closeTokenAccountInstruction,
  createAssociatedTokenAccountIdempotentInstruction,
  farmsHarvestRewardInstruction,
  farmsInitializeUserInstruction,
  farmsStakeInstruction,
  farmsUnstakeInstruction,
  farmsWithdrawUnstakedDepositsInstruction,
  syncNativeInstruction,
} from '@keel/lending-programs';
import {
  depositAndInvestInstructions,
  liquidityWriteKeys,
  registerLiquidityProgramErrors,
  type StrategyWriteState,
  strategyWriteStateQueryOptions,
  treasuryFeeVaultAddress,
  withdrawInstruction,
} from '@keel/liquidity-programs';
import {
  programErrorRegistry,
  type SimulationCheck,
  type TransactionRequest,
} from '@keel/wallet-connect';
import { SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { withSetup } from '../../../../actions/setupRequests';
import { farmStakeCheck, farmUnstakeCheck } from './farmCheck';

export type LiquidityWriteChain = ChainQueryContext<
  'getMultipleAccountsInfo' | 'getTokenAccountsByOwner' | 'getBalance' | 'getProgramAccounts'
>;

function toKey(address: string | undefined): Address | null {
  if (!address) return null;
  try {
    return createAddress(address);
  } catch {
    return null;
  }
}

/** SOL kept in the wallet for fees and rent when SOL is deposited. */
const NATIVE_RESERVE = 20_000_000n;

let errorsRegistered = false;
function registerErrors(): void {
  if (errorsRegistered) return;
  registerLiquidityProgramErrors(programErrorRegistry);
  errorsRegistered = true;
}

interface Side {
  mint: Address;
  program: Address;
}

const sidesOf = ({ strategy }: StrategyWriteState): [Side, Side] => [
  { mint: strategy.tokenAMint, program: strategy.tokenATokenProgram },
  { mint: strategy.tokenBMint, program: strategy.tokenBTokenProgram },
];

/** The owner's ATA of a side, created when the wallet does not have it yet. */
function ensureAta(
  owner: Address,
  side: Side,
  existing: ReadonlySet<string>,
): TransactionInstruction[] {
  const ata = associatedTokenAddress(owner, side.mint, side.program).address;
  if (existing.has(ata.toBase58())) return [];
  return [
    createAssociatedTokenAccountIdempotentInstruction({
      payer: owner,
      owner,
      mint: side.mint,
      tokenProgramId: side.program,
    }),
  ];
}

/** Wrapped SOL around an action: SOL in before (when paying), the account closed after. */
function wrapNative(owner: Address, side: Side, pay: bigint, existing: ReadonlySet<string>) {
  const ata = associatedTokenAddress(owner, side.mint, side.program).address;
  return {
    before: [
      ...ensureAta(owner, side, existing),
      ...(pay > 0n
        ? [
            SystemProgram.transfer({
              fromPubkey: toPublicKey(owner),
              toPubkey: toPublicKey(ata),
              lamports: pay,
            }),
            syncNativeInstruction(ata, side.program),
          ]
        : []),
    ],
    after: [
      closeTokenAccountInstruction({
        account: ata,
        destination: owner,
        owner,
        tokenProgramId: side.program,
      }),
    ],
  };
}

export const liquidityWritesRuntime = {
  /** The strategy's holdings and accounts for the forms; undefined for a bad address. */
  writeStateQuery(chain: LiquidityWriteChain, strategy: string | undefined) {
    const key = toKey(strategy);
    return key ? strategyWriteStateQueryOptions(chain, key) : undefined;
  },
  walletTokensQuery(chain: LiquidityWriteChain, wallet: string | undefined) {
    const owner = toKey(wallet);
    return owner ? tokenAccountsQueryOptions(chain, owner) : undefined;
  },
  nativeBalanceQuery(chain: LiquidityWriteChain, wallet: string | undefined) {
    const owner = toKey(wallet);
    return owner ? nativeBalanceQueryOptions(chain, owner) : undefined;
  },
  /**
   * Raw units the wallet can put in of each token (its ATA; native SOL for a SOL side), and the
   * shares it holds (its shares ATA).
   */
  walletAmounts(
    state: StrategyWriteState,
    accounts: readonly TokenAccount[],
    wallet: string,
    nativeLamports: bigint,
  ): { a: bigint; b: bigint; shares: bigint; accounts: readonly string[] } {
    const owner = createAddress(wallet);
    const held = (side: Side) => {
      const ata = associatedTokenAddress(owner, side.mint, side.program).address;
      return accounts.find((account) => sameAddress(account.address, ata))?.amount ?? 0n;
    };
    const [a, b] = sidesOf(state).map((side) =>
      sameAddress(side.mint, NATIVE_MINT)
        ? held(side) + (nativeLamports > NATIVE_RESERVE ? nativeLamports - NATIVE_RESERVE : 0n)
        : held(side),
    ) as [bigint, bigint];
    const shares = held({ mint: state.strategy.sharesMint, program: TOKEN_PROGRAM_ID });
    return { a, b, shares, accounts: accounts.map((account) => account.address.toBase58()) };
  },
  /**
   * The deposit: the wallet's missing ATAs (shares; wrapped SOL funded for a SOL side), then
   * deposit and the invest the program requires after it, then wrapped SOL unwrapped — one
   * transaction when it fits, else the set-up first.
   */
  depositRequests(input: {
    state: StrategyWriteState;
    wallet: string;
    /** The wallet's token accounts (base58): no ATA is created twice. */
    accounts: readonly string[];
    amountA: bigint;
    amountB: bigint;
    label: string;
    /** The preview the form showed, checked against the write's simulation (strategyCheck). */
    check?: SimulationCheck;
  }): TransactionRequest[] {
    registerErrors();
    const { state } = input;
    const owner = createAddress(input.wallet);
    const existing = new Set(input.accounts);
    const before: TransactionInstruction[] = ensureAta(
      owner,
      { mint: state.strategy.sharesMint, program: TOKEN_PROGRAM_ID },
      existing,
    );
    const after: TransactionInstruction[] = [];
    sidesOf(state).forEach((side, index) => {
      const pay = index === 0 ? input.amountA : input.amountB;
      if (sameAddress(side.mint, NATIVE_MINT)) {
        const wrap = wrapNative(owner, side, pay, existing);
        before.push(...wrap.before);
        after.push(...wrap.after);
      } else {
        before.push(...ensureAta(owner, side, existing));
      }
    });
    const deposit = depositAndInvestInstructions({
      strategy: state.strategy,
      owner,
      tokenMaxA: input.amountA,
      tokenMaxB: input.amountB,
      tokenInfos: state.tokenInfos,
      scopePricesA: state.scopePricesA,
      scopePricesB: state.scopePricesB,
    });
    return withSetup({
      payer: owner,
      label: input.label,
      setup: before,
      action: [...deposit, ...after],
      check: input.check,
    });
  },
  /** The withdrawal: the wallet's ATAs of A and B, withdraw, wrapped SOL unwrapped. */
  withdrawRequests(input: {
    state: StrategyWriteState;
    wallet: string;
    accounts: readonly string[];
    shares: bigint;
    label: string;
    /** The preview the form showed, checked against the write's simulation (strategyCheck). */
    check?: SimulationCheck;
  }): TransactionRequest[] {
    registerErrors();
    const { strategy } = input.state;
    const owner = createAddress(input.wallet);
    const existing = new Set(input.accounts);
    const before: TransactionInstruction[] = [];
    const after: TransactionInstruction[] = [];
    for (const side of sidesOf(input.state)) {
      if (sameAddress(side.mint, NATIVE_MINT)) {
        const wrap = wrapNative(owner, side, 0n, existing);
        before.push(...wrap.before);
        after.push(...wrap.after);
      } else {
        before.push(...ensureAta(owner, side, existing));
      }
    }
    const withdraw = withdrawInstruction({
      strategy,
      owner,
      sharesAmount: input.shares,
      treasuryFeeTokenAVault: treasuryFeeVaultAddress(strategy.tokenAMint).address,
      treasuryFeeTokenBVault: treasuryFeeVaultAddress(strategy.tokenBMint).address,
    });
    return withSetup({
      payer: owner,
      label: input.label,
      setup: before,
      action: [withdraw, ...after],
      check: input.check,
    });
  },
  /** The farm the strategy's shares stake in; undefined without one. */
  farmQuery(chain: LiquidityWriteChain, farm: string | null | undefined) {
    const key = toKey(farm ?? undefined);
    return key ? farmsQueryOptions(chain, [key]) : undefined;
  },
  /** The wallet's farm user states (its stakes in every farm). */
  userFarmsQuery(chain: LiquidityWriteChain, wallet: string | undefined) {
    const owner = toKey(wallet);
    return owner ? userFarmStatesQueryOptions(chain, owner) : undefined;
  },
  /** Stake raw shares in the farm: the wallet's user state first when it has none. */
  stakeRequests(input: {
    farm: FarmState;
    wallet: string;
    hasUserState: boolean;
    shares: bigint;
    label: string;
  }): TransactionRequest[] {
    const { farm } = input;
    const owner = createAddress(input.wallet);
    const userState = farmUserStatePda(farm.address, owner).address;
    const join = input.hasUserState
      ? []
      : [
          farmsInitializeUserInstruction({
            accounts: {
              authority: owner,
              payer: owner,
              owner,
              delegatee: owner,
              userState,
              farmState: farm.address,
            },
          }),
        ];
    const stake = farmsStakeInstruction({
      accounts: {
        owner,
        userState,
        farmState: farm.address,
        farmVault: farm.farmVault,
        userAta: associatedTokenAddress(owner, farm.token.mint, farm.token.tokenProgram).address,
        tokenMint: farm.token.mint,
        scopePrices: null,
        tokenProgram: farm.token.tokenProgram,
      },
      args: { amount: input.shares },
    });
    return [
      {
        label: input.label,
        instructions: [...join, stake],
        check: farmStakeCheck(farm, input.shares),
      },
    ];
  },
  /**
   * Unstake WAD-scaled stake and take the shares back at once (the farm's cooldown is 0, else the
   * program refuses the withdrawal until it has passed).
   */
  unstakeRequests(input: {
    farm: FarmState;
    wallet: string;
    stakeScaled: bigint;
    label: string;
  }): TransactionRequest[] {
    const { farm } = input;
    const owner = createAddress(input.wallet);
    const userState = farmUserStatePda(farm.address, owner).address;
    const unstake = farmsUnstakeInstruction({
      accounts: { owner, userState, farmState: farm.address, scopePrices: null },
      args: { stakeSharesScaled: input.stakeScaled },
    });
    const withdraw = farmsWithdrawUnstakedDepositsInstruction({
      accounts: {
        owner,
        userState,
        farmState: farm.address,
        userAta: associatedTokenAddress(owner, farm.token.mint, farm.token.tokenProgram).address,
        farmVault: farm.farmVault,
        farmVaultsAuthority: farm.farmVaultsAuthority,
        tokenProgram: farm.token.tokenProgram,
      },
    });
    return [
      {
        label: input.label,
        instructions: [unstake, withdraw],
        check: farmUnstakeCheck(farm, input.stakeScaled),
      },
    ];
  },
  /** Harvest the given rewards into the wallet's ATAs (created when missing). */
  harvestRequests(input: {
    farm: FarmState;
    wallet: string;
    accounts: readonly string[];
    rewardIndexes: readonly number[];
    label: string;
  }): TransactionRequest[] {
    const { farm } = input;
    const owner = createAddress(input.wallet);
    const existing = new Set(input.accounts);
    const userState = farmUserStatePda(farm.address, owner).address;
    const instructions = input.rewardIndexes.flatMap((index) => {
      const reward = farm.rewardInfos[index];
      if (reward === undefined) return [];
      const side = { mint: reward.token.mint, program: reward.token.tokenProgram };
      return [
        ...ensureAta(owner, side, existing),
        farmsHarvestRewardInstruction({
          accounts: {
            owner,
            userState,
            farmState: farm.address,
            globalConfig: farm.globalConfig,
            rewardMint: reward.token.mint,
            userRewardAta: associatedTokenAddress(owner, side.mint, side.program).address,
            rewardsVault: reward.rewardsVault,
            rewardsTreasuryVault: rewardTreasuryVaultPda(farm.globalConfig, reward.token.mint)
              .address,
            farmVaultsAuthority: farm.farmVaultsAuthority,
            scopePrices: null,
            tokenProgram: reward.token.tokenProgram,
          },
          args: { rewardIndex: BigInt(index) },
        }),
      ];
    });
    return [{ label: input.label, instructions }];
  },
  /** The farm's query key (refreshed after a farm write). */
  farmKey: (endpoint: string, farm: FarmState) =>
    chainKeys.farms(endpoint, [farm.address], FARMS_PROGRAM_ID),
  /** Every strategy write-state query of the endpoint: refreshed after a deposit or withdrawal. */
  allKeys: (endpoint: string) => liquidityWriteKeys.all(endpoint),
};

export type LiquidityWritesRuntime = typeof liquidityWritesRuntime;
