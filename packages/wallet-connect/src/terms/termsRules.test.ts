// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { connectButtonAction } from './connectButtonAction';
import { ACCEPT_TERMS_TOOLTIP, SCROLL_TERMS_TOOLTIP, termsGateState } from './termsGate';
import { isScrolledToBottom } from './termsScroll';

describe('isScrolledToBottom', () => {
  const metrics = (scrollTop: number) => ({ scrollTop, scrollHeight: 1000, clientHeight: 300 });

  it('needs the area within 10 px of its end', () => {
    expect(isScrolledToBottom(metrics(700))).toBe(true);
    expect(isScrolledToBottom(metrics(690))).toBe(true);
    expect(isScrolledToBottom(metrics(689))).toBe(false);
    expect(isScrolledToBottom(metrics(0))).toBe(false);
  });

  it('counts an area that needs no scrolling as read', () => {
    expect(isScrolledToBottom({ scrollTop: 0, scrollHeight: 200, clientHeight: 300 })).toBe(true);
  });

  it('treats broken metrics as not read', () => {
    expect(isScrolledToBottom({ scrollTop: Number.NaN, scrollHeight: 1, clientHeight: 1 })).toBe(
      false,
    );
  });
});

describe('termsGateState', () => {
  it('keeps everything disabled until the terms were scrolled', () => {
    expect(termsGateState({ scrolled: false, accepted: false, connecting: false })).toEqual({
      checkboxEnabled: false,
      confirmEnabled: false,
      tooltip: SCROLL_TERMS_TOOLTIP,
    });
  });

  it('asks for the checkbox once scrolled', () => {
    expect(termsGateState({ scrolled: true, accepted: false, connecting: false })).toEqual({
      checkboxEnabled: true,
      confirmEnabled: false,
      tooltip: ACCEPT_TERMS_TOOLTIP,
    });
  });

  it('enables Connect Wallet when scrolled and ticked, unless a connection is pending', () => {
    expect(termsGateState({ scrolled: true, accepted: true, connecting: false })).toEqual({
      checkboxEnabled: true,
      confirmEnabled: true,
      tooltip: undefined,
    });
    expect(
      termsGateState({ scrolled: true, accepted: true, connecting: true }).confirmEnabled,
    ).toBe(false);
  });

  it('spells the tooltips as the spec does', () => {
    expect(SCROLL_TERMS_TOOLTIP).toBe(
      'Please read & scroll through all Terms and Conditions before confirming.',
    );
    expect(ACCEPT_TERMS_TOOLTIP).toBe('Please accept terms first.');
  });
});

describe('connectButtonAction', () => {
  it.each([
    [false, false, false, 'openDisclaimer'],
    [false, true, false, 'openDisclaimer'],
    [false, false, true, 'none'],
    [true, true, false, 'runOwnAction'],
    [true, false, false, 'openSidePanel'],
    [true, false, true, 'openSidePanel'],
  ] as const)(
    'terms %s, connected %s, terms page %s → %s',
    (termsConfirmed, walletConnected, onTermsPage, expected) => {
      expect(connectButtonAction({ termsConfirmed, walletConnected, onTermsPage })).toBe(expected);
    },
  );
});
