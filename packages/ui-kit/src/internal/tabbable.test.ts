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

  it('counts a group of radios as one stop: the checked one, else the first', () => {
    document.body.innerHTML = `
      <div id="root">
        <input type="radio" name="fee" id="fee-min" />
        <input type="radio" name="fee" id="fee-normal" checked />
        <input type="radio" name="fee" id="fee-turbo" />
        <input type="radio" name="net" id="net-a" />
        <input type="radio" name="net" id="net-b" />
        <input type="radio" id="unnamed-1" />
        <input type="radio" id="unnamed-2" />
        <button id="save">save</button>
      </div>`;
    const root = document.getElementById('root') as HTMLElement;
    expect(tabbableElements(root).map((element) => element.id)).toEqual([
      'fee-normal',
      'net-a',
      'unnamed-1',
      'unnamed-2',
      'save',
    ]);
  });
});
