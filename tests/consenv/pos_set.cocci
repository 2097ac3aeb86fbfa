// `!= r.p' on a position, the rule inheriting nothing else: every
// place r matched is excluded at once, so nothing goes.
@r@
position p;
@@
foo@p(...);

@s@
position q != r.p;
@@
- foo@q(...);
