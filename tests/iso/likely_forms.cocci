// if (likely(e)) also matches if (unlikely(e)) (unlikely); not if (e)
@@
expression e;
@@
  if (likely(e))
- g();
+ k();
