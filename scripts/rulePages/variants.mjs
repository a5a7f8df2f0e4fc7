// The variants that get a rule page, in page order. Adding a variant is one line here (its
// package is packages/<id>); `extras` optionally adds worked examples and names of trump modes.
import kalterSchlag from './extras/kalterSchlag.mjs';
import ramsch from './extras/ramsch.mjs';
import skat from './extras/skat.mjs';

export const RULE_PAGE_VARIANTS = [
  { id: 'kalter-schlag', extras: kalterSchlag },
  { id: 'ramsch', extras: ramsch },
  { id: 'skat', extras: skat },
  { id: 'skatkopf', extras: {} },
];
