import { describe, expect, it } from 'vitest';
import { AccountDecodeError } from './AccountDecodeError';
import {
  ChainReadError,
  ReserveNotFoundError,
  requireUserFarmPositions,
  UserFarmPositionNotLoadedError,
  WalletNotConnectedError,
} from './chainErrors';
import { ERROR_MESSAGES } from './messages';

describe('error texts (D§8)', () => {
  it('are spelt as the catalogue', () => {
    expect(ERROR_MESSAGES).toMatchObject({
      nativeBalance: 'Failed to load native SOL balance',
      farmData: 'Failed to fetch farm data',
      lendingMarket: 'Failed to load lending market',
      lendingMarketDescription: 'Lending market data will not be available',
      walletNotConnected: 'Wallet is not connected',
      userFarmPositionNotLoaded: 'useUserFarmPositionQuery data is not loaded',
      invalidDexNumber: 'Invalid dex number',
      invalidDex: 'Invalid dex',
      chainNotFound: 'Chain not found',
    });
    expect(new ReserveNotFoundError('Abc').message).toBe('Reserve Abc is not found');
    expect(new WalletNotConnectedError().message).toBe('Wallet is not connected');
  });

  it('keep the cause and the description of a failed read', () => {
    const cause = new Error('timeout');
    const error = new ChainReadError('Failed to load lending market', {
      cause,
      description: 'Lending market data will not be available',
    });
    expect(error.cause).toBe(cause);
    expect(error.description).toBe('Lending market data will not be available');
  });

  it('require loaded user farm positions', () => {
    expect(requireUserFarmPositions([1])).toEqual([1]);
    expect(() => requireUserFarmPositions(undefined)).toThrow(UserFarmPositionNotLoadedError);
    expect(() => requireUserFarmPositions(null)).toThrow(
      'useUserFarmPositionQuery data is not loaded',
    );
  });

  it('name the account, its type and what was wrong when bytes do not decode', () => {
    const error = new AccountDecodeError({
      account: 'Addr1',
      accountType: 'Reserve',
      reason: 'size',
      detail: 'data is 10 bytes, expected 8624',
    });
    expect(error.message).toBe(
      'Cannot decode Reserve account Addr1: data is 10 bytes, expected 8624',
    );
    expect([error.account, error.accountType, error.reason, error.name]).toEqual([
      'Addr1',
      'Reserve',
      'size',
      'AccountDecodeError',
    ]);
  });
});
