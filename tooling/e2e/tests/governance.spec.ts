import { expect, type Page, test } from '@playwright/test';
import type { Keypair } from '@solana/web3.js';
import { expectNoSeriousViolations } from '../support/axe';
import { fundedKeypair } from '../support/fundedWallet';
import {
  figureValue,
  fixPageClock,
  GOVERNANCE_ON,
  governanceChain,
  previewValue,
  worldGovernance,
} from '../support/governance';
import { collectPageErrors } from '../support/pageErrors';
import { installSigningWallet, SIGNING_WALLET } from '../support/signingWallet';
import { chain } from '../support/testChain';
import { connectSandboxWallet, sandboxWallet } from '../support/wallet';

const V3 = 'http://127.0.0.1:5174';

// The read tests show the seeded ordinary wallet's stake (deposits of every kind); the write
// tests stake, extend and vote with the file's own wallet, in order.
test.describe.configure({ mode: 'default' });

/** Native tokens the file's wallet locks for a year from the test's process before its tests. */
const CLIFF_STAKE = '500';

let wallet: Keypair;
let walletAddress: string;

/**
 * The file's wallet: funded, holding native tokens, with a running cliff deposit (the lockup the
 * extend test extends) and a vote on a proposal in voting (the vote record the vote test
 * shows), both made from the test's process.
 */
test.beforeAll(async () => {
  test.setTimeout(90_000);
  const world = await worldGovernance();
  wallet = await fundedKeypair([{ mint: world.token.mint, sol: 2 }]);
  walletAddress = wallet.publicKey.toBase58();
  const { gov, connection, PublicKey } = await governanceChain();
  const math = await import('@keel/core-math');
  const c = await chain();
  const registrar = await gov.readRegistrar(connection, new PublicKey(world.registrar.address));
  const staked = gov.depositWithLockupInstructions({
    registrar,
    voter: null,
    wallet: wallet.publicKey,
    mint: new PublicKey(world.token.mint),
    amountNative: math.amountToLamports(CLIFF_STAKE, world.token.decimals),
    kind: 'cliff',
    periods: 365,
  });
  await c.send(wallet, staked.instructions);
  const { proposals } = await gov.readRealmProposals(
    connection,
    new PublicKey(world.realm.address),
  );
  // The first proposal in voting that takes a vote from it: Yes, or No where the proposal is in
  // its cool-off period (Yes refused there); a proposal that takes neither is skipped.
  for (const proposal of proposals.filter((p) => p.state === 'Voting')) {
    for (const vote of [gov.YES_VOTE, gov.NO_VOTE]) {
      const cast = gov.castVoteInstructions({
        registrar,
        proposal,
        wallet: wallet.publicKey,
        vote,
        createTokenOwnerRecord: true,
      });
      const landed = await c.send(wallet, cast).then(
        () => true,
        () => false,
      );
      if (landed) return;
    }
  }
  throw new Error('no proposal in voting takes a vote from the file wallet');
});

/** Opens a page with the file's wallet installed and connected. */
async function openConnected(page: Page, url: string) {
  await installSigningWallet(page, { transactions: true, keypair: wallet });
  await page.goto(url);
  await connectSandboxWallet(page, SIGNING_WALLET);
}

/** Registrar, voter and voting mint of a wallet read over RPC, with the package's own readers. */
async function chainStake(wallet: string) {
  const { gov, connection, PublicKey } = await governanceChain();
  const world = await worldGovernance();
  const registrar = await gov.readRegistrar(connection, new PublicKey(world.registrar.address));
  const voter = await gov.readVoter(connection, registrar.address, new PublicKey(wallet));
  return { gov, registrar, voter, decimals: world.token.decimals, symbol: world.token.symbol };
}

test('the governance page shows the voting power governance-registry computes at the page time', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const { publicKey } = await sandboxWallet('ordinary');
  const now = await fixPageClock(page);
  await page.goto(`${V3}/governance-and-staking?${GOVERNANCE_ON}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staking & Governance');
  await expect(page.getByRole('region', { name: 'Connect a wallet' })).toBeVisible();
  await connectSandboxWallet(page);

  const { gov, registrar, voter, decimals, symbol } = await chainStake(publicKey);
  expect(voter).not.toBeNull();
  const math = await import('@keel/core-math');
  const weight = gov.voterWeight(registrar, voter, now);
  expect(weight.votes).toBeGreaterThan(0n);

  await expect(figureValue(page, 'Voting power')).toHaveText(math.formatVoteWeight(weight.votes));
  await expect(figureValue(page, 'Locked')).toHaveText(
    math.formatTokenAmount(gov.nativeToTokens(weight.amountLocked, decimals), { symbol }),
  );
  await expect(figureValue(page, 'Unlocked')).toHaveText(
    math.formatTokenAmount(gov.nativeToTokens(weight.tokens, decimals), { symbol }),
  );
  // Every seeded deposit, each with the weight the package gives it at that second.
  const rows = page.getByRole('table', { name: 'Deposits' }).locator('tbody tr');
  await expect(rows).toHaveCount(weight.deposits.length);
  const shown = await rows.locator('td:nth-child(6)').allTextContents();
  expect(shown).toEqual(weight.deposits.map((d) => math.formatVoteWeight(d.votingPower.total)));
  expect(errors).toEqual([]);
});

test('every seeded proposal page shows the label of its state', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const { gov, connection, PublicKey } = await governanceChain();
  const world = await worldGovernance();
  const { proposals } = await gov.readRealmProposals(
    connection,
    new PublicKey(world.realm.address),
  );
  expect(proposals.length).toBeGreaterThanOrEqual(20);
  expect(new Set(proposals.map((p) => p.state))).toEqual(new Set(gov.PROPOSAL_STATES));

  // The list shows every proposal with its label …
  await page.goto(`${V3}/governance-and-staking?${GOVERNANCE_ON}`);
  const list = page.getByRole('table', { name: 'Proposals' });
  // The list pages 25 at a time; the sandbox seeds 22.
  await expect(list.locator('tbody tr')).toHaveCount(Math.min(proposals.length, 25));

  // … and each proposal's own page its state label and name.
  for (const proposal of proposals) {
    await page.goto(
      `${V3}/governance-and-staking/proposals/${proposal.address.toBase58()}?${GOVERNANCE_ON}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(proposal.name);
    await expect(figureValue(page, 'Status')).toHaveText(gov.proposalStateLabel(proposal.state));
  }
  expect(errors).toEqual([]);
});

test('an unknown proposal id shows the not-found state, a malformed one the invalid link', async ({
  page,
}) => {
  const world = await worldGovernance();
  // A real account that is not a proposal (the registrar) and an address with no account.
  for (const id of [world.registrar.address, '11111111111111111111111111111112']) {
    await page.goto(`${V3}/governance-and-staking/proposals/${id}?${GOVERNANCE_ON}`);
    await expect(page.getByRole('alert')).toContainText(`Proposal ${id} is not found`);
  }
  await page.goto(`${V3}/governance-and-staking/proposals/not-a-key?${GOVERNANCE_ON}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid link');
});

test('the governance pages are off without the flag', async ({ page }) => {
  await page.goto(`${V3}/governance-and-staking`);
  await expect(page).toHaveURL(/\/404$/);
});

test('extending a lockup previews the weight governance-registry gives it, lands, and the page shows the new weight', async ({
  page,
}) => {
  const now = await fixPageClock(page);
  await openConnected(page, `${V3}/governance-and-staking?${GOVERNANCE_ON}`);
  const { gov, registrar, voter, symbol } = await chainStake(walletAddress);
  if (!voter) throw new Error('the file wallet has no voter');
  const math = await import('@keel/core-math');
  const registrarNow = now + registrar.timeOffset;
  // A running cliff lockup: extend it (or turn it into a constant one) for no less than is left.
  const index = voter.deposits.findIndex(
    (d) => d.isUsed && d.lockup.kind === 'cliff' && d.lockup.endTs > registrarNow,
  );
  const entry = voter.deposits[index];
  if (!entry) throw new Error('no running cliff deposit is seeded');
  const [cliff] = gov.resetLockupChoices(entry, registrarNow);
  if (!cliff) throw new Error('the cliff deposit cannot be reset');
  const after = (kind: 'cliff' | 'constant', periods: number) =>
    math.formatVoteWeight(
      gov.previewResetLockup({ registrar, entry, kind, periods, chainUnixTs: now }).votingPower
        .total,
    );

  await page
    .getByRole('button', { name: `Extend the Cliff lockup of deposit ${index + 1}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Extend lockup' });
  await expectNoSeriousViolations(page, dialog);
  await expect(dialog.getByLabel('Lockup period (days)')).toHaveValue(String(cliff.minimumPeriods));
  await expect(previewValue(dialog, 'Voting power after')).toHaveText(
    after('cliff', cliff.minimumPeriods),
  );
  await dialog.getByLabel('Lockup period (days)').fill(String(cliff.minimumPeriods - 1));
  await expect(dialog.getByRole('alert')).toHaveText('Invalid lockup period');
  await dialog.getByLabel('Lockup', { exact: true }).selectOption('constant');
  await dialog.getByLabel('Lockup period (days)').fill(String(cliff.minimumPeriods + 30));
  await expect(previewValue(dialog, 'Voting power after')).toHaveText(
    after('constant', cliff.minimumPeriods + 30),
  );

  await dialog.getByRole('button', { name: 'Extend', exact: true }).click();
  await expect(page.locator('.keel-toast--success')).toContainText(`Extend ${symbol} lockup`);
  await expect(dialog).toBeHidden();

  // The registrar now holds a constant lockup of that length, and the page shows its weight.
  const { voter: extended } = await chainStake(walletAddress);
  const lockup = extended?.deposits[index]?.lockup;
  expect(lockup?.kind).toBe('constant');
  expect((lockup?.endTs ?? 0n) - (lockup?.startTs ?? 0n)).toBe(
    BigInt(cliff.minimumPeriods + 30) * 86_400n,
  );
  const weight = gov.voterWeight(registrar, extended ?? null, now);
  await expect(figureValue(page, 'Voting power')).toHaveText(math.formatVoteWeight(weight.votes));
});

test('the stake preview follows the lockup choice, and a stake lands and appears among the deposits', async ({
  page,
}) => {
  const now = await fixPageClock(page);
  await openConnected(page, `${V3}/governance-and-staking?${GOVERNANCE_ON}`);
  const { gov, registrar, decimals, symbol } = await chainStake(walletAddress);
  const math = await import('@keel/core-math');
  const expected = (kind: 'none' | 'cliff' | 'monthly', periods: number) =>
    math.formatVoteWeight(
      gov.previewDeposit({
        registrar,
        votingMintConfigIdx: 0,
        amountNative: math.amountToLamports('1000', decimals),
        kind,
        periods,
        chainUnixTs: now,
      }).votingPower.total,
    );

  const form = page.getByRole('form', { name: `Stake ${symbol}` });
  // A lockup is an explicit choice: the form starts without one.
  await expect(form.getByLabel('Lockup', { exact: true })).toHaveValue('none');
  await form.getByLabel(`Amount (${symbol})`).fill('1000');
  const preview = previewValue(form, 'Voting power of this deposit');
  await expect(preview).toHaveText(expected('none', 0));
  await expect(previewValue(form, 'Unlocks')).toHaveCount(0);
  const unlocked = await preview.textContent();

  await form.getByLabel('Lockup', { exact: true }).selectOption('cliff');
  await expect(previewValue(form, 'Unlocks')).toHaveText(/\d/);
  await expect(form.getByLabel('Lockup period (days)')).toHaveValue('365');
  await expect(preview).toHaveText(expected('cliff', 365));
  expect(await preview.textContent()).not.toBe(unlocked);

  await form.getByLabel('Lockup period (days)').fill('730');
  await expect(preview).toHaveText(expected('cliff', 730));

  await form.getByLabel('Lockup', { exact: true }).selectOption('monthly');
  await expect(form.getByLabel('Lockup period (months)')).toHaveValue('12');
  await expect(preview).toHaveText(expected('monthly', 12));

  const rows = page.getByRole('table', { name: 'Deposits' }).locator('tbody tr');
  const before = await rows.count();
  await form.getByRole('button', { name: 'Stake', exact: true }).click();
  await expect(page.locator('.keel-toast--success')).toContainText(`Stake ${symbol}`);
  await expect(form.getByLabel(`Amount (${symbol})`)).toHaveValue('');

  // The registrar holds the new deposit; the page lists it and counts its weight.
  const { voter } = await chainStake(walletAddress);
  const added = voter?.deposits.find(
    (d) =>
      d.isUsed &&
      d.lockup.kind === 'monthly' &&
      d.amountDepositedNative === math.amountToLamports('1000', decimals),
  );
  expect(added?.lockup.endTs).toBe((added?.lockup.startTs ?? 0n) + 12n * 2_628_000n);
  await expect(rows).toHaveCount(before + 1);
  const weight = gov.voterWeight(registrar, voter ?? null, now);
  await expect(figureValue(page, 'Voting power')).toHaveText(math.formatVoteWeight(weight.votes));
});

test("a proposal page states the wallet's vote record, and a vote lands and is stated", async ({
  page,
}) => {
  const { gov, connection, PublicKey } = await governanceChain();
  const world = await worldGovernance();
  const realm = new PublicKey(world.realm.address);
  const voterKey = wallet.publicKey;
  const { proposals } = await gov.readRealmProposals(connection, realm);
  const voting = proposals.filter((p) => p.state === 'Voting');
  const key = (p: (typeof proposals)[number]) => ({
    realm,
    governingTokenMint: p.governingTokenMint,
    wallet: voterKey,
  });
  const records = await Promise.all(
    voting.map((p) => gov.readVoteRecord(connection, p.address, key(p))),
  );
  const votedIndex = records.findIndex((r) => r !== null);
  // A proposal the wallet has not voted on that takes a No (a multiple-choice one has no deny).
  const openIndex = records.findIndex((r, i) => r === null && voting[i]?.denyVoteWeight !== null);
  const voted = voting[votedIndex];
  const record = records[votedIndex];
  const open = voting[openIndex];
  if (!voted || !record || !open) throw new Error('the file wallet voted on one, another is open');

  await openConnected(
    page,
    `${V3}/governance-and-staking/proposals/${voted.address.toBase58()}?${GOVERNANCE_ON}`,
  );
  const math = await import('@keel/core-math');
  const panel = page.getByRole('region', { name: 'Your vote' });
  await expect(panel).toContainText(`with ${math.formatVoteWeight(record.voterWeight)} votes`);
  await expect(panel.getByRole('button', { name: /^Vote / })).toHaveCount(0);

  // Client-side navigation keeps the flags and the connected wallet.
  await page.getByRole('link', { name: 'All proposals' }).click();
  await page
    .getByRole('table', { name: 'Proposals' })
    .getByRole('link', { name: open.name })
    .click();
  await expect(panel).toContainText('You have not voted on this proposal.');
  const no = panel.getByRole('button', { name: 'Vote No' });
  await expect(no).toBeEnabled();
  await no.click();
  await expect(page.locator('.keel-toast--success')).toContainText(`Vote on ${open.name}`);
  const cast = await gov.readVoteRecord(connection, open.address, key(open));
  expect(cast?.vote.kind).toBe('Deny');
  await expect(panel).toContainText(
    `You voted No with ${math.formatVoteWeight(cast?.voterWeight ?? 0n)} votes`,
  );
  await expect(panel.getByRole('button', { name: /^Vote / })).toHaveCount(0);
});

test('the older generation stake page shows the same voting power, without proposals', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const { publicKey } = await sandboxWallet('ordinary');
  const now = await fixPageClock(page);
  await page.goto('http://127.0.0.1:5173/stake');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stake');
  await connectSandboxWallet(page);

  const { gov, registrar, voter } = await chainStake(publicKey);
  const math = await import('@keel/core-math');
  const weight = gov.voterWeight(registrar, voter, now);
  await expect(figureValue(page, 'Voting power')).toHaveText(math.formatVoteWeight(weight.votes));
  await expect(page.getByRole('table', { name: 'Deposits' }).locator('tbody tr')).toHaveCount(
    weight.deposits.length,
  );
  await expect(page.getByRole('table', { name: 'Proposals' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
