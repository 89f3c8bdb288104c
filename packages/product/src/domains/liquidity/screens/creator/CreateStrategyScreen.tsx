import { formatTokenAmount, lamportsToAmount, truncateToDecimals } from '@keel/core-math';
import { REBALANCE_METHODS } from '@keel/liquidity-programs';
import { AmountInput, ChoiceGroup, NoValue, Skeleton } from '@keel/ui-kit';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ActionSubmitButton } from '../../../../actions/ActionSubmitButton';
import { feeRows } from '../../../../actions/feeRows';
import { type PreviewRow, PreviewRows } from '../../../../actions/PreviewRows';
import { useBrand } from '../../../../brand/BrandContext';
import { bpsPercentText } from '../../../../common/bpsPercent';
import { ConnectPrompt } from '../../../../common/ConnectPrompt';
import { LoadError } from '../../../../common/LoadError';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import { useSettings } from '../../../../settings/TransactionSettingsContext';
import { useWalletState } from '../../../../wallet/WalletStoreContext';
import {
  CREATOR_METHODS,
  type CreatorMethod,
  defaultRange,
  initialDeposit,
  poolPrice,
  rangePlan,
} from '../../data/creator/creatorPlan';
import {
  type CreatorWallet,
  type PoolChoice,
  useCreatorPools,
  useCreatorSubmit,
  useCreatorWallet,
} from '../../data/creator/useCreator';
import './creator.css';

const PRICE_DECIMALS = 8;
const price = (value: { toSignificantDigits(n: number): { toFixed(): string } }) =>
  value.toSignificantDigits(6).toFixed();

/**
 * /create (create-strategy flag): a DIY vault on a pool — the pool and its fee tier, a price
 * range around the current price, the rebalance method and an optional first deposit of both
 * tokens — created through the one pipeline; then links to its page and to Creator Vaults.
 */
export default function CreateStrategyScreen({ route }: ScreenProps<'createStrategy'>) {
  const brand = useBrand();
  const wallet = useWalletState((state) => state.session?.address);
  const pools = useCreatorPools();
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      {!wallet ? (
        <ConnectPrompt text="Connect a wallet to create a strategy" />
      ) : pools.status === 'loading' ? (
        <Skeleton shape="block" height={420} />
      ) : pools.status === 'error' ? (
        <LoadError title="Failed to load the pools" error={pools.error} onRetry={pools.retry} />
      ) : pools.choices.length === 0 ? (
        <p>No pool is available to create a strategy on.</p>
      ) : (
        <CreateForm choices={pools.choices} wallet={wallet} />
      )}
    </PageFrame>
  );
}

function CreateForm({ choices, wallet }: { choices: PoolChoice[]; wallet: string }) {
  const id = useId();
  const [poolId, setPoolId] = useState(choices[0]?.id ?? '');
  const choice = choices.find((candidate) => candidate.id === poolId) ?? choices[0];
  const [range, setRange] = useState(() =>
    choice ? defaultRange(choice.option) : { lower: '', upper: '' },
  );
  const [method, setMethod] = useState<CreatorMethod>('Manual');
  const [amountA, setAmountA] = useState('');
  const [amountB, setAmountB] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const balances = useCreatorWallet(choice?.option, wallet);
  const submitter = useCreatorSubmit();
  const priorityFeeType = useSettings((state) => state.priorityFeeType);
  const priorityFee = useSettings((state) => state.priorityFee);
  const plan = useMemo(
    () => (choice ? rangePlan({ option: choice.option, ...range, method }) : undefined),
    [choice, range, method],
  );
  if (!choice || !plan) return null;
  const { option, symbolA, symbolB } = choice;
  const ready = balances.status === 'ready' ? balances : undefined;
  const deposit = initialDeposit({
    option,
    amountA,
    amountB,
    wallet: ready ?? { a: 0n, b: 0n },
    symbols: { a: symbolA, b: symbolB },
  });
  const depositing = deposit.a > 0n || deposit.b > 0n;
  const reason =
    submitter.blockedReason ??
    plan.problem ??
    (depositing && !ready ? 'Loading your balances' : undefined) ??
    deposit.problem;

  const choose = (next: string) => {
    const picked = choices.find((candidate) => candidate.id === next);
    setPoolId(next);
    if (picked) setRange(defaultRange(picked.option));
    setAmountA('');
    setAmountB('');
  };
  const current = poolPrice(option);
  const transactions = depositing ? 4 : 3;
  const rows: PreviewRow[] = [
    {
      label: 'Pool',
      after: `${symbolA}-${symbolB} · Orca · ${bpsPercentText(option.feeTierBps)} fee`,
    },
    {
      label: 'Range',
      after: plan.problem ? (
        <NoValue reason={plan.problem} />
      ) : (
        `${price(plan.lowerPrice)} – ${price(plan.upperPrice)} ${symbolB} per ${symbolA}`
      ),
    },
    {
      label: 'Rebalance method',
      after: CREATOR_METHODS.find((m) => m.id === method)?.label ?? method,
    },
    {
      label: 'First deposit',
      after: depositing
        ? `${formatTokenAmount(lamportsToAmount(deposit.a, option.decimalsA), { symbol: symbolA })} + ${formatTokenAmount(lamportsToAmount(deposit.b, option.decimalsB), { symbol: symbolB })}`
        : 'None',
    },
    ...feeRows({ transactions, priorityFeeType, priorityFee }),
  ];

  const onCreate = async () => {
    if (reason !== undefined || submitter.submitting) return;
    const address = await submitter.create({
      option,
      wallet,
      accounts: ready?.accounts ?? [],
      tickLower: plan.tickLower,
      tickUpper: plan.tickUpper,
      params: plan.params,
      rebalanceType: REBALANCE_METHODS[method],
      deposit: { a: deposit.a, b: deposit.b },
      symbols: { a: symbolA, b: symbolB },
    });
    if (address) setCreated(address);
  };

  if (created) {
    return (
      <section className="keel-creator" aria-live="polite">
        <p role="status">
          Your {symbolA}-{symbolB} strategy is created.
        </p>
        <p className="keel-creator__done">
          <Link to={`/liquidity/${created}`}>Open the new strategy</Link>
          <Link to="/liquidity">See it in Creator Vaults</Link>
          <Link to={`/edit/${created}`}>Edit it</Link>
        </p>
      </section>
    );
  }

  return (
    <form
      className="keel-creator"
      aria-label="Create a strategy"
      onSubmit={(event) => {
        event.preventDefault();
        void onCreate();
      }}
    >
      <div className="keel-creator__field">
        <label htmlFor={`${id}-pool`}>Pool and fee tier</label>
        <select id={`${id}-pool`} value={choice.id} onChange={(e) => choose(e.target.value)}>
          {choices.map((item) => (
            <option key={item.id} value={item.id}>
              {`${item.symbolA}-${item.symbolB} · Orca · ${bpsPercentText(item.option.feeTierBps)} fee`}
            </option>
          ))}
        </select>
      </div>
      <p className="keel-creator__price">
        Current price: 1 {symbolA} = {price(current)} {symbolB}
      </p>
      <h2 className="keel-creator__section">Price range</h2>
      <div className="keel-creator__range">
        <AmountInput
          label={`Lower price (${symbolB} per ${symbolA})`}
          value={range.lower}
          onChange={(lower) => setRange((r) => ({ ...r, lower }))}
          decimals={PRICE_DECIMALS}
        />
        <AmountInput
          label={`Upper price (${symbolB} per ${symbolA})`}
          value={range.upper}
          onChange={(upper) => setRange((r) => ({ ...r, upper }))}
          decimals={PRICE_DECIMALS}
          error={
            plan.problem && range.lower !== '' && range.upper !== '' ? plan.problem : undefined
          }
        />
      </div>
      <h2 className="keel-creator__section">Rebalance method</h2>
      <ChoiceGroup<CreatorMethod>
        legend="Rebalance method"
        options={CREATOR_METHODS}
        value={method}
        onChange={setMethod}
      />
      <h2 className="keel-creator__section">First deposit (optional)</h2>
      <DepositFields
        balances={balances}
        decimals={{ a: option.decimalsA, b: option.decimalsB }}
        symbols={{ a: symbolA, b: symbolB }}
        values={{ a: amountA, b: amountB }}
        onChange={{ a: setAmountA, b: setAmountB }}
        error={deposit.problem}
      />
      <PreviewRows rows={rows} />
      <ActionSubmitButton
        label="Create strategy"
        reason={reason}
        submitting={submitter.submitting}
        onSubmit={() => void onCreate()}
      />
    </form>
  );
}

function DepositFields({
  balances,
  decimals,
  symbols,
  values,
  onChange,
  error,
}: {
  balances: CreatorWallet;
  decimals: { a: number; b: number };
  symbols: { a: string; b: string };
  values: { a: string; b: string };
  onChange: { a: (value: string) => void; b: (value: string) => void };
  error: string | undefined;
}) {
  if (balances.status === 'error') {
    return (
      <LoadError
        title="Failed to load your balances"
        error={balances.error}
        onRetry={balances.retry}
      />
    );
  }
  const field = (side: 'a' | 'b') => {
    const symbol = symbols[side];
    const held =
      balances.status === 'ready' ? lamportsToAmount(balances[side], decimals[side]) : undefined;
    return (
      <AmountInput
        label={`${symbol} amount`}
        value={values[side]}
        onChange={onChange[side]}
        decimals={decimals[side]}
        symbol={symbol}
        {...(held
          ? {
              balance: {
                text: `Wallet: ${formatTokenAmount(held, { symbol })}`,
                max: truncateToDecimals(held, decimals[side]).toFixed(),
              },
              onMax: onChange[side],
              onHalf: onChange[side],
            }
          : {})}
        error={values[side] !== '' && error?.includes(symbol) ? error : undefined}
      />
    );
  };
  return (
    <div className="keel-creator__range">
      {field('a')}
      {field('b')}
    </div>
  );
}
