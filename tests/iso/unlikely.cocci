// unlikely(E) and likely(E) around a condition: a pattern without them
// also matches (unlikely)
@@
expression E;
@@
  if (
- E < 0
+ E <= -1
  ) return E;
