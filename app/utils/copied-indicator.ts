/** docs/product.md, Constants: the 'Copied!' indicator shows for 2000 ms. No imports: plain scripts read it too. */
export const COPIED_INDICATOR_MS = 2000;
