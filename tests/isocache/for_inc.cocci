// An isomorphism's forms that fit a pattern node depend on the node's kids
// too: the for loop of the pattern, asked about first against code with no
// loop, then (its block body turned into a choice by the matcher) against
// the loops, still matches `++i' through for_inc.  A loop of two
// statements does not match.
@@
identifier i;
expression E;
statement S;
@@
  for (i = 0; i < E; i++)
- {
  S
- }
