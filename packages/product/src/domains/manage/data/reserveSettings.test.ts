import { DEFAULT_ADDRESS } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { I64_MAX, U64_MAX } from '../../../common/programLimits';
import { reserveFixture, testKey } from '../../lending/data/testing/reserveFixture';
import {
  type ReserveSettings,
  reserveSettingChanges,
  reserveSettingsOf,
  reserveSettingsProblems,
} from './reserveSettings';

const reserve = reserveFixture({
  address: testKey(1),
  market: testKey(2),
  symbol: 'USDC',
  decimals: 6,
  available: '1000',
  borrowed: '500',
  price: '1',
  loanToValuePct: 75,
  liquidationThresholdPct: 80,
  depositLimit: '1000000',
  elevationGroups: [1],
});
const before = reserveSettingsOf(reserve.config, 6);
const group = {
  id: 1,
  ltvPct: 90,
  liquidationThresholdPct: 92,
  maxLiquidationBonusBps: 100,
  allowNewLoans: true,
  maxReservesAsCollateral: 5,
  debtReserve: DEFAULT_ADDRESS,
};
const context = { decimals: 6, elevationGroups: [group], groupIds: [1] };
const edit = (changes: Partial<ReserveSettings>) => ({ ...before, ...changes });

describe('reserveSettingsOf', () => {
  it('reads the decoded config in the units the form shows', () => {
    expect(before.loanToValuePct).toBe('75');
    expect(before.liquidationThresholdPct).toBe('80');
    expect(before.depositLimit).toBe('1000000');
    expect(before.status).toBe('Active');
  });

  it('edits bps settings in percent and shows an unlimited cap as empty (no cap)', () => {
    const config = {
      ...reserve.config,
      minLiquidationBonusBps: 525,
      maxLiquidationBonusBps: 1000,
      borrowLimit: U64_MAX,
    };
    const settings = reserveSettingsOf(config, 6);
    expect(settings.minLiquidationBonusBps).toBe('5.25');
    expect(settings.borrowLimit).toBe('');
    expect(reserveSettingsProblems(settings, context)).toEqual([]);
    // Untouched, the unlimited cap sends nothing.
    expect(reserveSettingChanges(settings, settings, 6)).toEqual([]);
  });
});

describe('reserveSettingsProblems (the program’s validate_reserve_config)', () => {
  it('accepts the current settings', () => {
    expect(reserveSettingsProblems(before, context)).toEqual([]);
  });

  it('refuses an LTV of 100 or more and a threshold below the LTV', () => {
    expect(reserveSettingsProblems(edit({ loanToValuePct: '100' }), context)).toEqual([
      'Max LTV must be between 0 and 99',
    ]);
    expect(reserveSettingsProblems(edit({ loanToValuePct: '85' }), context)).toContain(
      'Liquidation threshold must be at least the max LTV',
    );
  });

  it('refuses a borrow factor below 100, a bad-debt bonus of 1% and a fee of 100%', () => {
    const problems = reserveSettingsProblems(
      edit({ borrowFactorPct: '99', badDebtLiquidationBonusBps: '1', borrowFeePct: '100' }),
      context,
    );
    expect(problems).toEqual([
      'Bad debt liquidation bonus must be between 0.00% and 0.99% (two decimals at most)',
      'Borrow factor must be at least 100',
      'Borrow fee must be at least 0.00% and below 100.00%',
    ]);
  });

  it('refuses min bonus above max and settings beyond an elevation group’s', () => {
    expect(
      reserveSettingsProblems(
        edit({ minLiquidationBonusBps: '6', maxLiquidationBonusBps: '0.5' }),
        context,
      ),
    ).toEqual([
      'Min liquidation bonus must be at most the max liquidation bonus',
      "Max liquidation bonus must be at least elevation group 1's (1.00%)",
    ]);
    expect(
      reserveSettingsProblems(
        edit({ loanToValuePct: '91', liquidationThresholdPct: '93' }),
        context,
      ),
    ).toEqual([
      "Max LTV must be at most elevation group 1's LTV (90.00%)",
      "Liquidation threshold must be at most elevation group 1's (92.00%)",
    ]);
  });

  it('refuses malformed numbers and too many decimals', () => {
    expect(reserveSettingsProblems(edit({ loanToValuePct: '7.5' }), context)).toEqual([
      'Max LTV must be a whole number',
    ]);
    expect(reserveSettingsProblems(edit({ depositLimit: '1.0000001' }), context)).toEqual([
      'Deposit cap has at most 6 decimals',
    ]);
  });
});

describe('reserveSettingChanges', () => {
  it('lists only what changed, with the update in program units', () => {
    const changes = reserveSettingChanges(
      before,
      edit({ loanToValuePct: '70', depositLimit: '2000000.5', borrowFeePct: '0.1' }),
      6,
    );
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Max LTV', '75.00%', '70.00%'],
      ['Borrow fee', '0.00%', '0.10%'],
      ['Deposit cap', '1,000,000', '2,000,000.5'],
    ]);
    expect(changes[0]?.update).toEqual({ mode: 'UpdateLoanToValuePct', value: 70 });
    expect(changes[2]?.update).toEqual({ mode: 'UpdateDepositLimit', value: 2_000_000_500_000n });
  });

  it('writes an emptied cap back as the program’s unlimited value, named No cap', () => {
    const [bonus, change] = reserveSettingChanges(
      before,
      edit({ depositLimit: '', maxLiquidationBonusBps: '7.5' }),
      6,
    );
    expect([bonus?.label, bonus?.before, bonus?.after]).toEqual([
      'Max liquidation bonus',
      '5.00%',
      '7.50%',
    ]);
    expect(bonus?.update).toEqual({ mode: 'UpdateMaxLiquidationBonusBps', value: 750 });
    expect([change?.label, change?.before, change?.after]).toEqual([
      'Deposit cap',
      '1,000,000',
      'No cap',
    ]);
    expect(change?.update).toEqual({ mode: 'UpdateDepositLimit', value: U64_MAX });
  });

  it('orders LTV and threshold so each step passes the program’s check', () => {
    const raise = reserveSettingChanges(
      before,
      edit({ loanToValuePct: '85', liquidationThresholdPct: '88' }),
      6,
    );
    expect(raise.map((c) => c.key)).toEqual(['liquidationThresholdPct', 'loanToValuePct']);
    const lower = reserveSettingChanges(
      before,
      edit({ loanToValuePct: '50', liquidationThresholdPct: '60' }),
      6,
    );
    expect(lower.map((c) => c.key)).toEqual(['loanToValuePct', 'liquidationThresholdPct']);
  });

  it('is empty when nothing changed (formatting aside)', () => {
    expect(reserveSettingChanges(before, edit({ loanToValuePct: ' 75 ' }), 6)).toEqual([]);
  });
});

describe('daily caps', () => {
  it('reads no cap (empty) when the interval is 0 and sends a daily capacity in base units', () => {
    expect(before.depositWithdrawalCap).toBe('');
    const changes = reserveSettingChanges(before, edit({ depositWithdrawalCap: '5000' }), 6);
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Daily withdrawal cap', 'No cap', '5,000'],
    ]);
    expect(changes[0]?.update).toEqual({
      mode: 'UpdateDepositWithdrawalCap',
      value: { capacity: 5_000_000_000n, intervalSeconds: 86_400n },
    });
    for (const none of ['', 'off']) {
      const off = reserveSettingChanges(
        { ...before, debtWithdrawalCap: '10' },
        { ...before, debtWithdrawalCap: none },
        6,
      );
      expect(off.map((c) => c.after)).toEqual(['No cap']);
      expect(off[0]?.update).toEqual({
        mode: 'UpdateDebtWithdrawalCap',
        value: { capacity: 0n, intervalSeconds: 0n },
      });
    }
    // 'off' and empty are the same setting: nothing to send.
    expect(reserveSettingChanges(before, edit({ depositWithdrawalCap: 'off' }), 6)).toEqual([]);
  });

  it("reads the program's unlimited capacity as no cap, not its raw number", () => {
    for (const unlimited of [I64_MAX, U64_MAX]) {
      const capped = {
        ...reserve.config.depositWithdrawalCap,
        configCapacity: unlimited,
        configIntervalLengthSeconds: 86_400n,
      };
      const settings = reserveSettingsOf(
        { ...reserve.config, depositWithdrawalCap: capped, debtWithdrawalCap: capped },
        6,
      );
      expect(settings.depositWithdrawalCap).toBe('');
      expect(settings.debtWithdrawalCap).toBe('');
    }
  });

  it('refuses what is neither empty nor an amount', () => {
    expect(reserveSettingsProblems(edit({ debtWithdrawalCap: 'daily' }), context)).toEqual([
      'Daily borrow cap must be an amount of tokens per day, or empty for no cap',
    ]);
  });
});
