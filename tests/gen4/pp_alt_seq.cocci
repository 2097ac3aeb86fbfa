// The branches of an #if group that is a branch of an if (see
// pp_alt_dots) do not follow each other, nor does the code after the
// if follow the first branch only; a proper #if group inside a block
// is alternatives too (spatch 1.1.1: nothing matches).
@@
expression i;
@@
- i = ...;
  i = ...;
