// The prefilter: a position inherited from r, written after a keyword
// (`return @p2`, no node of its own) in one branch and after an
// expression in the other, makes the rule need r: a file where r cannot
// match is not parsed.
@r@
position p2;
@@
setup_it();
return@p2 0;

@@
position r.p2;
expression E;
@@
(
+ added();
  return @p2 ...;
|
+ added();
  E@p2 = ...;
)
