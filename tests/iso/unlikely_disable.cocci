// `disable unlikely` in the header: unlikely(E) no longer matches E
@disable unlikely@
expression E;
@@
  if (
- E < 0
+ E <= -1
  ) return E;
