import { afterEach, describe, expect, it } from 'vitest';
import { appRoute } from '../routing/appRoute';
import { appShellMarkup } from './appShellMarkup';
import { finishBootIntents, recordBootIntents } from './bootIntent';

const routes = [
  appRoute({
    id: 'terms',
    path: '/terms',
    screen: 'terms',
    title: 'Terms',
    description: 'Terms of {product}.',
  }),
];

function paintShell(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = appShellMarkup({
    routes,
    brand: { name: 'Keel' },
    pathname: '/terms',
  }).html;
  document.body.append(container);
  recordBootIntents(container);
  return container;
}

function click(element: Element | null, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  element?.dispatchEvent(event);
  return event;
}

afterEach(() => {
  finishBootIntents();
  document.body.replaceChildren();
});

describe('boot intents', () => {
  it("keeps a click on the shell's Connect Wallet and hands it over once, marked busy meanwhile", () => {
    const shell = paintShell();
    const button = shell.querySelector('button');
    expect(button?.textContent).toBe('Connect Wallet');
    click(button ?? null);
    expect(button?.getAttribute('aria-busy')).toBe('true');
    expect(button?.hasAttribute('data-keel-pending')).toBe(true);
    expect(finishBootIntents()).toEqual({ kind: 'connectWallet' });
    expect(finishBootIntents()).toBeNull();
  });

  it('keeps the home link instead of reloading the page, the latest click winning', () => {
    const shell = paintShell();
    click(shell.querySelector('button'));
    const link = shell.querySelector('a[href="/"]');
    const event = click(link?.querySelector('.keel-header__logo-text') ?? null);
    expect(event.defaultPrevented).toBe(true);
    expect(shell.querySelector('button')?.hasAttribute('aria-busy')).toBe(false);
    expect(link?.getAttribute('aria-busy')).toBe('true');
    expect(finishBootIntents()).toEqual({ kind: 'navigate', to: '/' });
  });

  it('leaves a click that opens the link elsewhere to the browser', () => {
    const shell = paintShell();
    const event = click(shell.querySelector('a[href="/"]'), { ctrlKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(finishBootIntents()).toBeNull();
  });

  it('keeps a mouse press whose release the app took over (no click fires then), not a touch', () => {
    const shell = paintShell();
    const button = shell.querySelector('button');
    const press = (pointerType: string) =>
      button?.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType }),
      );
    press('touch');
    expect(button?.hasAttribute('aria-busy')).toBe(false);
    press('mouse');
    expect(button?.getAttribute('aria-busy')).toBe('true');
    expect(finishBootIntents()).toEqual({ kind: 'connectWallet' });
  });

  it('ignores the rest of the shell, and every click once handed over', () => {
    const shell = paintShell();
    click(shell.querySelector('h1'));
    expect(finishBootIntents()).toBeNull();
    const late = click(shell.querySelector('a[href="/"]'));
    expect(late.defaultPrevented).toBe(false);
    expect(finishBootIntents()).toBeNull();
  });
});
