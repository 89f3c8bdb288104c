import { afterEach, describe, expect, it } from 'vitest';
import { tabbableElements } from './tabbable';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('tabbableElements', () => {
  it('lists reachable controls in document order and skips unreachable ones', () => {
    document.body.innerHTML = `
      <div id="root">
        <a href="#x" id="link">link</a>
        <a id="anchor-without-href">no href</a>
        <button id="enabled">ok</button>
        <button id="disabled" disabled>no</button>
        <input type="hidden" id="hidden-input" />
        <div tabindex="-1" id="programmatic">-1</div>
        <div tabindex="0" id="custom">0</div>
        <div hidden><button id="in-hidden">x</button></div>
        <div inert><button id="in-inert">x</button></div>
        <textarea id="text"></textarea>
      </div>`;
    const root = document.getElementById('root') as HTMLElement;
    expect(tabbableElements(root).map((element) => element.id)).toEqual([
      'link',
      'enabled',
      'custom',
      'text',
    ]);
  });
});
