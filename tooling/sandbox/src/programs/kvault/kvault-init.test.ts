import {
  associatedTokenAddress,
  sameAddress,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  baseVaultAuthorityAddress,
  decodeVaultState,
  depositInstruction,
  initVaultInstruction,
  sharesMintAddress,
  tokenVaultAddress,
  updateReserveAllocationInstruction,
  VAULT_PROGRAM_ID,
  VAULT_STATE_SIZE,
  vaultKeysOf,
} from '@keel/vault-programs';
import { Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { klendHandler } from '../klend/handler';
import { kvaultHandler } from './kvault-handler';
import { vaultKit } from './kvault-test-kit';
import { allocationsInUse } from './vault-allocations';

let t: TestChain;
const kit = vaultKit(() => t);

beforeAll(async () => {
  t = await startTestChain({ seed: 'kvault-init', handlers: [klendHandler, kvaultHandler] });
});
afterAll(() => t.chain.close());
beforeEach(() => t.chain.reset());

describe('the emulated earn vault program: a new vault', () => {
  it('init_vault, then a first allocation and a deposit', async () => {
    const template = kit.vaultOf('USDT');
    const tokenMint = new PublicKey(template.tokenMint);
    const admin = t.ordinary;
    const adminTokens = associatedTokenAddress(
      admin.publicKey,
      tokenMint,
      TOKEN_PROGRAM_ID,
    ).address;
    const vault = Keypair.generate();
    const rent = await t.connection.getMinimumBalanceForRentExemption(VAULT_STATE_SIZE);
    const before = kit.tokenAmount(toPublicKey(adminTokens));
    await kit.send(
      [admin, vault],
      SystemProgram.createAccount({
        fromPubkey: admin.publicKey,
        newAccountPubkey: vault.publicKey,
        lamports: rent,
        space: VAULT_STATE_SIZE,
        programId: toPublicKey(VAULT_PROGRAM_ID),
      }),
      initVaultInstruction({
        admin: admin.publicKey,
        vault: vault.publicKey,
        tokenMint,
        adminTokenAccount: adminTokens,
      }),
    );
    const account = t.chain.ledger.readAccount(vault.publicKey);
    if (account === null) throw new Error('vault not created');
    const state = decodeVaultState(vault.publicKey, account);
    expect(sameAddress(state.vaultAdminAuthority, admin.publicKey)).toBe(true);
    expect(sameAddress(state.tokenVault, tokenVaultAddress(vault.publicKey).address)).toBe(true);
    expect(sameAddress(state.sharesMint, sharesMintAddress(vault.publicKey).address)).toBe(true);
    expect(
      sameAddress(state.baseVaultAuthority, baseVaultAuthorityAddress(vault.publicKey).address),
    ).toBe(true);
    expect(state.tokenAvailable).toBe(1000n);
    expect(state.sharesIssued).toBe(1000n);
    expect(kit.tokenAmount(toPublicKey(state.tokenVault))).toBe(1000n);
    expect(kit.tokenAmount(toPublicKey(adminTokens))).toBe(before - 1000n);
    expect(kit.mintSupply(toPublicKey(state.sharesMint))).toBe(0n);

    const again = await kit.failure(
      [admin],
      initVaultInstruction({
        admin: admin.publicKey,
        vault: vault.publicKey,
        tokenMint,
        adminTokenAccount: adminTokens,
      }),
    );
    expect(again.message).toContain('custom program error: 0xbb8'); // 3000 AccountDiscriminatorAlreadySet
    const allocation = template.allocations[0];
    if (allocation === undefined) throw new Error('no allocation');
    const reserve = kit.reserveKeys(allocation.reserve);
    await kit.send(
      [admin],
      updateReserveAllocationInstruction({
        signer: admin.publicKey,
        vault: vault.publicKey,
        baseVaultAuthority: state.baseVaultAuthority,
        reserve,
        weight: 100n,
        cap: 10n ** 12n,
      }),
    );
    const allocated = decodeVaultState(
      vault.publicKey,
      t.chain.ledger.readAccount(vault.publicKey) ?? account,
    );
    const [entry] = allocationsInUse(allocated);
    expect(sameAddress(entry?.reserve, reserve.reserve)).toBe(true);
    expect(entry && kit.tokenAmount(toPublicKey(entry.ctokenVault))).toBe(0n);

    const sharesAta = associatedTokenAddress(
      admin.publicKey,
      state.sharesMint,
      TOKEN_PROGRAM_ID,
    ).address;
    const world = {
      ...template,
      address: vault.publicKey.toBase58(),
      sharesMint: state.sharesMint.toBase58(),
    };
    await kit.send(
      [admin],
      kit.sharesAtaIx(world, admin.publicKey),
      depositInstruction({
        vault: vaultKeysOf(allocated),
        user: admin.publicKey,
        userTokenAta: adminTokens,
        userSharesAta: sharesAta,
        vaultReserves: [{ reserve: reserve.reserve, lendingMarket: reserve.lendingMarket }],
        maxAmount: 5_000_000n,
      }),
    );
    expect(kit.tokenAmount(toPublicKey(sharesAta))).toBe(5_000_000n);
  });
});
