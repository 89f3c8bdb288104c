import type { Page } from '@playwright/test';

/**
 * The app root clips horizontal overflow (`overflow-x: clip`), which hides a too-wide element
 * (the header's wallet button, once) instead of preventing it. Lifting the clip lets the
 * document's scroll width tell the truth. A constructed stylesheet, not a `<style>` tag: the
 * apps' content security policy refuses inline styles.
 */
export async function revealHorizontalOverflow(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.keel-app { overflow-x: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

export interface HorizontalOverflow {
  scrollWidth: number;
  innerWidth: number;
  /** The innermost elements reaching past the viewport's right edge, for the failure message. */
  culprits: string[];
}

/** How wide the page is against the viewport, and which elements make it wider. */
export function measureHorizontalOverflow(page: Page): Promise<HorizontalOverflow> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // Reaches past the right edge with its box or its content (a long address that cannot wrap).
    const reachesOut = (element: Element) =>
      element.getBoundingClientRect().left + element.scrollWidth > innerWidth + 0.5;
    // Content of a scrolling or clipping box does not widen the page; the box itself might. An
    // absolutely placed element escapes every box up to its containing block.
    const insideOverflowBox = (element: Element) => {
      let position = getComputedStyle(element).position;
      for (let box = element.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        const contains =
          position === 'fixed'
            ? style.transform !== 'none'
            : position !== 'absolute' || style.position !== 'static' || style.transform !== 'none';
        if (!contains) continue;
        if (style.overflowX !== 'visible') return true;
        position = style.position;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter(
        (element) =>
          reachesOut(element) &&
          ![...element.children].some(reachesOut) &&
          !insideOverflowBox(element),
      )
      .slice(0, 5)
      .map((element) => {
        const right = Math.round(element.getBoundingClientRect().left + element.scrollWidth);
        const className = element.getAttribute('class') ?? '';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${className}"> to x=${right}: ${text}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprits };
  });
}
